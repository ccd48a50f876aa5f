// exercises/cards_bn.js — exercises 4 and 5 of 5.18. E4: a badly initialised 6-layer net trained
// with and without BatchNorm from the same seed (the core trains both); the BatchNorm net must win
// on dev, and then the page shows what eval() changes (running statistics instead of the batch's).
// E5: dloss/dlogits of cross-entropy typed by hand for one example and compared with the core's
// autograd; then nn/batchnorm's hand-written backward beside autograd through elementary ops on a
// 4x3 batch.
import { el, numberInput, checkbox, button } from '../view/ui.js';
import { t, fmt, int, sig, short } from '../words/i18n.js';
import { lineChart } from '../view/charts.js';
import { exerciseCard } from './card.js';
import { say } from '../words/say.js';
import * as words from './words.js';
import { CORE_LIMITS, field } from '../state/state.js';
import { STEPS } from '../tabs/diagnostics/manifest.js';
import { answerBox } from './cards_init.js';
import { batchnormVerdict, gradientVerdict, typedNumber, CE_EXAMPLES } from './verdicts.js';

const cell = (v, digits, key) => el('td', { text: fmt(v, digits), 'data-value': String(v), ...(key ? { 'data-key': key } : {}) });

// A small numeric table: rows of numbers under a caption, optional row and column heads.
function matrixTable(caption, rows, { digits = 4, rowHead = (i) => `${i + 1}`, colHead = null, key = null } = {}) {
  const width = rows[0]?.length ?? 0;
  return el(
    'table',
    { class: 'data small-matrix' },
    el('caption', { text: caption }),
    colHead
      ? el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col', text: '' }),
            Array.from({ length: width }, (_, j) => el('th', { scope: 'col', text: colHead(j) })),
          ),
        )
      : null,
    el(
      'tbody',
      {},
      rows.map((r, i) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row', text: rowHead(i) }),
          Array.from(r, (v, j) => cell(v, digits, key ? `${key}-${i}-${j}` : null)),
        ),
      ),
    ),
  );
}

// render + events: E4's knobs (the bad init's multiplier, the steps, BatchNorm on or off), written into knob.
function e4Controls(knob) {
  const multiplier = numberInput({
    label: t('exercises.e4.multiplier'),
    labelKey: 'exercises.e4.multiplier',
    value: knob.badInit,
    min: 2,
    max: CORE_LIMITS.bad_init.max,
    step: 'any',
    sayChanged: true,
    name: 'e4-multiplier',
    onChange: (v) => {
      knob.badInit = Math.min(CORE_LIMITS.bad_init.max, Math.max(2, v));
      return knob.badInit;
    },
  });
  const steps = numberInput({
    label: t('exercises.e4.steps'),
    labelKey: 'exercises.e4.steps',
    value: knob.steps,
    min: field(STEPS.name).min, // the diagnostics' steps, up to the lecture's run
    max: field(STEPS.name).def,
    step: 100,
    sayChanged: true,
    integer: true,
    name: 'e4-steps',
    onChange: (v) => {
      knob.steps = Math.round(Math.min(field(STEPS.name).def, Math.max(field(STEPS.name).min, v)));
      return knob.steps;
    },
  });
  const bn = checkbox({
    label: t('exercises.e4.useBn'),
    checked: knob.useBn,
    name: 'e4-bn',
    onChange: (on) => {
      knob.useBn = on;
    },
  });
  return { multiplier, steps, bn };
}

// render: what eval() changes on the BatchNorm net (running statistics instead of the batch's), or
// null without BatchNorm or rows to show.
function evalDemo(r) {
  const e = r.eval;
  return r.useBn && e.rows > 0
    ? el(
        'div',
        { class: 'eval-demo', 'data-key': 'e4-eval' },
        el('h4', { text: t('exercises.e4.evalHeading') }),
        words.e4Eval(r).map((s) => el('p', { text: say(s) })),
        el('p', { class: 'note', text: t('exercises.e4.evalWhy') }),
      )
    : null;
}

export function batchnormCard(ctx) {
  const knob = { badInit: 5, steps: 1000, useBn: false };
  const out = el('div', { class: 'exercise-out' });
  const charts = [];
  const { multiplier, steps, bn } = e4Controls(knob);
  const draw = (r) => {
    charts.splice(0).forEach((c) => c.dispose());
    const curve = lineChart({
      title: t('exercises.e4.chartTitle', { steps: int(r.steps) }),
      xLabel: t('common.step'),
      yLabel: t('common.loss'),
    });
    charts.push(curve);
    const pts = (means) => Array.from(means, (y, i) => [Math.min(r.steps, (i + 1) * r.bucket), y]);
    curve.setData(
      [
        { label: t('exercises.e4.seriesBase'), points: pts(r.baselineCurve) },
        { label: t(r.useBn ? 'exercises.e4.seriesBn' : 'exercises.e4.seriesSame'), points: pts(r.curve) },
      ],
      4,
    );
    const evalBox = evalDemo(r);
    out.replaceChildren(curve.el, evalBox ?? '');
  };
  const card = exerciseCard({
    id: 'e4',
    progress: ctx.progress,
    labels: { bad_init: t('exercises.e4.multiplier'), steps: t('exercises.e4.steps') },
    body: [el('div', { class: 'controls' }, multiplier, steps, bn), el('p', { class: 'note', text: t('exercises.e4.timeNote') })],
    inputs: ({ settings: s }) =>
      t('exercises.e4.inputs', {
        bn: t(s.useBn ? 'exercises.e4.withBn' : 'exercises.e4.withoutBn'),
        mult: short(s.badInit, 4),
        steps: int(s.steps),
      }),
    async check() {
      const r = await ctx.section('exBatchnorm', { ...knob, seed: ctx.state.seed }).promise;
      draw(r);
      const v = batchnormVerdict(r);
      return {
        pass: v.pass,
        reason: v.reason,
        text: say(words.e4(r, v)),
        settings: { badInit: r.badInit, steps: r.steps, useBn: r.useBn },
      };
    },
  });
  card.el.append(out);
  return {
    el: card.el,
    ready: Promise.resolve(),
    dispose() {
      charts.forEach((c) => c.dispose());
      card.dispose();
    },
  };
}

// render: nn/batchnorm's hand-written backward beside autograd's on the core's 4x3 batch (r), and
// their largest difference.
function bnBackwardNodes(r) {
  const cols = { colHead: (j) => t('exercises.e5.feature', { j: j + 1 }) };
  return [
    el(
      'div',
      { class: 'matrices' },
      matrixTable(t('exercises.e5.bnX'), r.x, cols),
      matrixTable(t('exercises.e5.bnDy'), r.dy, cols),
      matrixTable(t('exercises.e5.bnHand'), r.dxHand, { ...cols, digits: 6, key: 'e5-dx-hand' }),
      matrixTable(t('exercises.e5.bnAutograd'), r.dxAutograd, { ...cols, digits: 6, key: 'e5-dx-autograd' }),
      matrixTable(t('exercises.e5.bnParams'), [r.dgammaHand, r.dgammaAutograd, r.dbetaHand, r.dbetaAutograd], {
        ...cols,
        digits: 6,
        rowHead: (i) => t('exercises.e5.bnParamRows')[i],
      }),
    ),
    el('p', {
      'data-key': 'e5-bn-maxdiff',
      'data-value': String(r.maxAbsDiff),
      text: t('exercises.e5.bnMaxDiff', { diff: sig(r.maxAbsDiff, 2) }),
    }),
    el('p', { class: 'note', text: t('exercises.e5.bnWhy') }),
  ];
}

// render: the core's probabilities and dloss/dlogits for the example (shown once the answer is right).
const coreTable = (r) =>
  matrixTable(t('exercises.e5.coreCaption'), [r.probs[0], r.grad[0]], {
    digits: 4,
    rowHead: (i) => t('exercises.e5.coreRows')[i],
    colHead: (j) => `z${j + 1}`,
    key: 'e5-core',
  });

export function gradientCard(ctx) {
  let example = 0;
  const shownExample = el('div', { class: 'ce-example' });
  const boxes = [0, 1, 2, 3].map((j) => answerBox(`∂loss/∂z${j + 1}`, `e5-g${j}`));
  const out = el('div', { class: 'exercise-out' });
  const bnOut = el('div', { class: 'exercise-out', 'data-key': 'e5-bn' });
  const showExample = () => {
    const ex = CE_EXAMPLES[example];
    shownExample.replaceChildren(
      matrixTable(t('exercises.e5.exampleCaption', { target: ex.target + 1 }), [ex.logits], {
        digits: 1,
        rowHead: () => 'z',
        colHead: (j) => `z${j + 1}${j === ex.target ? ' ★' : ''}`,
      }),
    );
    for (const b of boxes) {
      b.input.value = '';
      b.input.removeAttribute('aria-invalid');
    }
    out.replaceChildren();
  };
  const another = button(
    t('exercises.e5.another'),
    () => {
      example = (example + 1) % CE_EXAMPLES.length;
      showExample();
    },
    { class: 'secondary', 'data-action': 'new-example' },
  );
  const showBn = async () => {
    const r = await ctx.section('exBatchnormBackward', { seed: ctx.state.seed }).promise;
    bnOut.replaceChildren(...bnBackwardNodes(r));
  };
  const bnBtn = button(
    t('exercises.e5.showBn'),
    () =>
      showBn().catch((e) => {
        bnOut.textContent = String(e?.message ?? e);
      }),
    { class: 'secondary', 'data-action': 'show-bn-backward' },
  );
  showExample();
  const card = exerciseCard({
    id: 'e5',
    progress: ctx.progress,
    inputs: ({ settings: s }) => t('exercises.e5.inputs', { n: int(s.example) }),
    body: [
      shownExample,
      el(
        'div',
        { class: 'answers' },
        boxes.map((b) => b.el),
      ),
      el('div', { class: 'actions' }, another),
    ],
    async check() {
      const ex = CE_EXAMPLES[example];
      const r = await ctx.section('exCrossEntropy', { logits: [ex.logits], targets: [ex.target] }).promise;
      const typed = [boxes.map((b) => typedNumber(b.input.value))];
      const v = gradientVerdict(r, typed);
      const record = v.reason === 'missing' ? {} : { settings: { example: example + 1 }, answer: { typed: typed[0] } };
      boxes.forEach((b, j) => b.input.setAttribute('aria-invalid', String(v.off.some(([, k]) => k === j))));
      // the core's numbers once the answer is right (before that, only which boxes are off)
      out.replaceChildren(v.pass ? coreTable(r) : '');
      return {
        pass: v.pass,
        reason: v.reason,
        text: say(words.e5(r, v)),
        ...record,
      };
    },
  });
  card.el.append(
    out,
    el('h4', { text: t('exercises.e5.bnHeading') }),
    el('p', { text: t('exercises.e5.bnTask') }),
    el('div', { class: 'actions' }, bnBtn),
    bnOut,
  );
  return { el: card.el, ready: Promise.resolve(), dispose: card.dispose };
}
