// tabs/batchnorm.js — 5.6–5.9 and 5.15: one batch through hpreact -> normalise -> scale/shift -> tanh
// (each stage's real distribution); the running mean/var as an EMA during training against the
// whole split's; train vs eval on one example; the spurious bias before BN; eps; linear collapse.
import { el } from '../ui.js';
import { t, fmt, sig, short } from '../i18n.js';
import { barChart, lineChart } from '../charts.js';
import { sectionTab, SEED, histBars, fromOne } from './common.js';
import { recordText } from '../messages.js';
import { withBatchnormNotes } from '../lesson/batchnorm_notes.js'; // 5.10 and 5.11 at the tab's end

const STAGES = ['hpreact', 'xhat', 'scaled', 'tanh'];

// Neuron 0's batch, running and whole-split statistic over the training steps.
function drawRunning(chart, batch, running, whole, momentum) {
  const n = running.length;
  chart.setData([
    { label: t('bn.batchStat'), points: fromOne(batch), faint: true },
    { label: t('bn.runningStat', { m: short(momentum, 4) }), points: fromOne(running) },
    {
      label: t('bn.trueStat'),
      points: [
        [1, whole],
        [n, whole],
      ],
      guide: true,
    },
  ]);
}

// Train vs eval, the spurious bias, eps and the linear collapse, as sentences.
function facts(r) {
  const b = r.bias,
    e = r.eps,
    c = r.collapse;
  return [
    el('h3', { text: t('bn.trainEvalTitle') }),
    el('p', { text: t('bn.trainEval', { d: fmt(r.running.trainEvalMaxDiff, 4) }) }),
    el('p', { text: t('bn.single', { msg: recordText(r.running.singleExample) }) }),
    el('h3', { text: t('bn.biasTitle') }),
    el('p', {
      'data-key': 'bias-grad',
      'data-value': String(b.biasGradNorm),
      text: t('bn.bias', { w: fmt(b.weightGradNorm, 4), b: sig(b.biasGradNorm, 2), d: sig(b.outputMaxDiff, 2), m: fmt(b.outputMaxAbs, 2) }),
    }),
    el('h3', { text: t('bn.epsTitle') }),
    el('p', { text: t('bn.eps', { eps: short(e.eps, 6), with: e.nonfiniteWithEps, without: e.nonfiniteWithoutEps, n: e.column.length }) }),
    el('h3', { text: t('bn.collapseTitle') }),
    el('p', {
      text: t('bn.collapse', {
        n: c.nLayer,
        shape: Array.from(c.shape).join(' × '),
        lin: sig(c.maxAbsDiffLinear, 2),
        tanh: fmt(c.maxAbsDiffTanh, 2),
        max: fmt(c.outputMaxAbs, 2),
      }),
    }),
  ];
}

const CONTROLS = [
  { name: 'bn_bad', knob: 'badInit', label: 'bn.bad', slider: { min: 0.1, max: 10 } },
  { name: 'bn_eps', knob: 'eps', label: 'slider.bnEps', slider: { min: 1e-8, max: 1, log: true, lecture: (r) => r.eps } },
  { name: 'bn_gamma', knob: 'gamma', label: 'slider.bnGamma', slider: { min: -3, max: 3, init: true } },
  { name: 'bn_beta', knob: 'beta', label: 'slider.bnBeta', slider: { min: -3, max: 3, init: true } },
  { name: 'bn_mom', knob: 'momentum', label: 'bn.momentum', slider: { min: 0.001, max: 1, log: true, lecture: (r) => r.bnMomentum } },
  { name: 'bn_steps', knob: 'steps', label: 'bn.steps', step: 1 },
  SEED,
];

function view() {
  return {
    stages: STAGES.map((k) => barChart({ title: t(`bn.stage.${k}`), xLabel: '', yLabel: t('tanh.count'), legend: false })),
    runningNote: el('p', { class: 'note' }),
    mean: lineChart({ title: t('bn.meanTitle'), xLabel: t('common.step'), yLabel: t('bn.mean') }),
    var: lineChart({ title: t('bn.varTitle'), xLabel: t('common.step'), yLabel: t('bn.var') }),
    logits: barChart({ title: t('bn.logitsTitle'), xLabel: t('bn.char'), yLabel: 'logit' }),
    facts: el('div', { class: 'facts' }),
  };
}

const layout = (v) => [
  el('h3', { text: t('bn.pipelineTitle') }),
  el(
    'div',
    { class: 'grid2' },
    v.stages.map((c) => c.el),
  ),
  el('h3', { text: t('bn.runningTitle') }),
  v.runningNote,
  el('div', { class: 'grid2' }, v.mean.el, v.var.el),
  v.logits.el,
  v.facts,
];

const compare = ({ pipeline: p, lecture: L }) => [
  { label: t('bn.hpreactMean'), key: 'hpreact-mean', ours: p.hpreact.mean, lecture: fmt(L.hpreactMean, 2) },
  { label: t('bn.hpreactStd'), key: 'hpreact-std', ours: p.hpreact.std, lecture: fmt(L.hpreactStd, 2) },
  { label: t('bn.xhatStd'), key: 'xhat-std', ours: p.xhat.std, lecture: fmt(L.xhatStd, 2) },
  { label: t('bn.tanhStd'), key: 'tanh-std', ours: p.tanh.std, lecture: fmt(L.tanhStd, 2) },
];

// hpreact and tanh's input in words: the core's verdicts (words.hpp) with the thresholds it used.
function reading({ pipeline: p }) {
  const w = p.words;
  const th = { wide: short(w.wideStd, 3), narrow: short(w.narrowStd, 3), shift: short(w.shiftedMean, 3) };
  const spread = (kind) => t(`bn.spread.${kind}`, th);
  const shift = (kind) => t(`bn.shift.${kind}`, th);
  return t('bn.reading', {
    m: fmt(p.hpreact.mean, 2),
    s: fmt(p.hpreact.std, 2),
    spread: spread(p.hpreactSpread),
    shift: shift(p.hpreactShift),
    m2: fmt(p.scaled.mean, 2),
    s2: fmt(p.scaled.std, 2),
    spread2: spread(p.scaledSpread),
    shift2: shift(p.scaledShift),
  });
}

function draw(v, r, ctx) {
  const p = r.pipeline,
    run = r.running,
    momentum = ctx.state.bn_mom;
  v.runningNote.textContent = t('bn.runningNote', { loop: short(r.lecture.momentumLoop, 4), module: short(r.lecture.momentumModule, 4) });
  STAGES.forEach((k, i) => {
    const { cats, counts } = histBars(p[k].hist, 1);
    v.stages[i].setData(cats, [{ label: t('tanh.count'), values: counts }], [], 0);
    v.stages[i].setTitle(`${t(`bn.stage.${k}`)} — ${t('bn.meanStd', { m: fmt(p[k].mean, 2), s: fmt(p[k].std, 2) })}`);
  });
  drawRunning(v.mean, run.batchMean[0], run.runningMean[0], run.trueMean[0], momentum);
  drawRunning(v.var, run.batchVar[0], run.runningVar[0], run.trueVar[0], momentum);
  const chars = Array.from(run.trainLogits, (_, i) => ctx.alphabet[i] ?? String(i));
  v.logits.setData(
    chars,
    [
      { label: t('bn.trainMode'), values: Array.from(run.trainLogits) },
      { label: t('bn.evalMode'), values: Array.from(run.evalLogits) },
    ],
    [],
    3,
  );
  v.facts.replaceChildren(...facts(r));
}

// While a slider moves: the running statistics over the first PREVIEW_STEPS steps only (the
// pipeline, bias, eps and collapse figures are whole); the full run when it is let go.
const PREVIEW_STEPS = 20;
const preview = (k) => ({ ...k, steps: Math.min(k.steps, PREVIEW_STEPS) });
// Only the part the slider changes (the core's previews), the rest as the figure on screen drew it:
// bad init, eps, γ, β -> the pipeline and the eps demo; momentum -> the running statistics
// (PREVIEW_STEPS), the whole split's beside them as drawn (the model trains alike for any momentum).
const keepWhole = (p, shown) => ({ ...p.running, trueMean: shown.running.trueMean, trueVar: shown.running.trueVar });
const part = (k, slider) =>
  slider === 'bn_mom'
    ? { section: 'batchnormRunning', knobs: preview(k), merge: (p, shown) => ({ ...shown, ...p, running: keepWhole(p, shown) }) }
    : { section: 'batchnormPipeline', knobs: k, merge: (p, shown) => ({ ...shown, ...p }) };

export default withBatchnormNotes(
  sectionTab({
    id: 'batchnorm',
    explain: 'bn.explain',
    explainVars: (s) => ({ bad: fmt(s.bn_bad, 1) }),
    reading,
    preview,
    part,
    lecture: ['bn_bad', 'seed'],
    controls: CONTROLS,
    view,
    layout,
    compare,
    draw,
  }),
);
