// teaching/batchnorm_notes.js — the end of the BatchNorm tab: 5.10 (where BatchNorm sits: Linear →
// BatchNorm1d → Tanh, the ResNet block, "No one likes this layer") with the coupling of examples
// shown live — the text's row [1, 5, -2, 3] among two batchmates the student edits, its BatchNorm
// (train mode) and LayerNorm outputs computed by the core's normMatrix section at every change —
// and 5.11 (nn.Linear and nn.BatchNorm1d's kwargs), each kwarg tied to the control or the figure of
// this tab that shows it. withBatchnormNotes(tab) wraps the tab: its create() appends the notes.
// Hooks: [data-bn-notes], [data-couple-mate], [data-couple-out=bn|ln], [data-kwarg].
import { el, button, errorBox } from '../view/ui.js';
import { t, fmt, list } from '../words/i18n.js';
import { describeError } from '../words/messages.js';
import { MATRIX_LIMITS } from '../state/state.js';
import { ROW, AMONG, tabLink, linkList } from './chapter.js';
import { MOMENTUM, STEPS } from '../tabs/batchnorm/manifest.js';
import { moved as movedSaid } from './batchnorm_moved.js';
import { say } from '../words/say.js';

const DEBOUNCE_MS = 120;
// The 003 text's two batches around the row: similar neighbours (A) and extreme ones (B).
const PRESETS = { A: AMONG.A, B: AMONG.B };
const copy = (m) => m.map((r) => r.slice());
// The moved sentence compares two of the core's results (before and after the student's edit), and
// the core sees one request at a time: the BatchNorm tab's words (tabs/batchnorm/words.js) derive it.

// Another tab of the lab, from inside this one: its settings, then its button in the tab bar (in an
// embedded demo, which has no tab bar, the whole lab in a new browser tab).
function openOther(ctx) {
  return (tab, patch) => {
    const bar = document.getElementById(`tab-${tab}`);
    if (!bar) {
      window.open(tabLink('', tab, patch, () => {}, ctx.state.lang).href, '_blank', 'noopener');
      return;
    }
    if (Object.keys(patch).length) ctx.set(patch);
    bar.click();
  };
}

// A link to a part of this tab: scrolled to, and focused when it is a control.
function here(text, root, find, kwarg) {
  return el('a', {
    href: '#',
    'data-kwarg': kwarg,
    text,
    onclick: (ev) => {
      ev.preventDefault();
      const target = find(root);
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      if (target.matches('input, select, button')) target.focus();
    },
  });
}

// render + events: the row and its two batchmates (mates), each mate's cell an input checked as it
// is typed (a number within MATRIX_LIMITS.abs); onEdit(r, c, x) on a valid entry -> { matrix, inputs }.
function matesTable(mates, onEdit) {
  const inputs = [];
  const cell = (r, c) => {
    const input = el('input', {
      type: 'number',
      step: 'any',
      value: String(mates[r][c]),
      'aria-label': t('bnNotes.cell', { r: r + 1, c: c + 1 }),
      'data-couple-mate': `${r},${c}`,
    });
    input.addEventListener('input', () => {
      const x = Number(input.value);
      const ok = input.value.trim() !== '' && Number.isFinite(x) && Math.abs(x) <= MATRIX_LIMITS.abs;
      input.setAttribute('aria-invalid', String(!ok));
      if (ok) onEdit(r, c, x);
    });
    inputs.push(input);
    return el('td', {}, input);
  };
  const matrix = el(
    'table',
    { class: 'matrix' },
    el('caption', { text: t('bnNotes.matrixCaption') }),
    el(
      'tbody',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'row', text: t('bnNotes.example') }),
        ROW.map((v) => el('td', { class: 'couple-row', text: fmt(v, 0) })),
      ),
      mates.map((row, r) =>
        el(
          'tr',
          {},
          el('th', { scope: 'row', text: t('bnNotes.mate', { n: r + 1 }) }),
          row.map((_, c) => cell(r, c)),
        ),
      ),
    ),
  );
  return { matrix, inputs };
}

// render: the row's outputs under BatchNorm (bn) and LayerNorm (ln), one table row each.
const outRows = (bn, ln) =>
  [
    ['bn', bn],
    ['ln', ln],
  ].map(([k, y]) =>
    el(
      'tr',
      { 'data-couple-out': k, 'data-value': JSON.stringify(y) },
      el('th', { scope: 'row', text: t(k === 'bn' ? 'bnNotes.outBn' : 'bnNotes.outLn') }),
      y.map((v) => el('td', { text: fmt(v, 4) })),
    ),
  );

// The live coupling: the row among two editable batchmates, its outputs under both norms.
function coupling(ctx) {
  // state: the batchmates, the outputs of the previous batch ({ bn, ln }), the debounce timer
  let mates = copy(PRESETS.A);
  let last = null;
  let timer = 0;
  const err = errorBox();
  const moved = el('p', { 'aria-live': 'polite', 'data-couple-moved': '', 'data-key': 'bn-couple-moved' }, t('bnNotes.firstBatch'));
  const outBody = el('tbody');
  const { matrix, inputs } = matesTable(mates, (r, c, x) => {
    mates[r][c] = x;
    recompute();
  });
  const preset = (k) =>
    button(
      t(`bnNotes.preset${k}`),
      () => {
        mates = copy(PRESETS[k]);
        inputs.forEach((input, i) => {
          input.value = String(mates[Math.floor(i / 4)][i % 4]);
          input.removeAttribute('aria-invalid');
        });
        recompute(0);
      },
      { class: 'secondary', 'data-couple-preset': k },
    );
  const out = el('table', { class: 'couple-out', 'data-key': 'bn-couple-out' }, el('caption', { text: t('bnNotes.outCaption') }), outBody);

  async function compute() {
    const x = [ROW, ...copy(mates)];
    const run = (kind) => ctx.section('normMatrix', { kind, variance: 'biased', x }).promise.then((r) => Array.from(r.norm.y[0]));
    try {
      const [bn, ln] = await Promise.all([run('batch'), run('layer')]);
      err.clear();
      outBody.replaceChildren(...outRows(bn, ln));
      if (last) moved.textContent = say(movedSaid({ bn, ln }, last));
      last = { bn, ln };
    } catch (e) {
      if (e.name !== 'CancelledError') err.show(describeError(e));
    }
  }
  function recompute(delay = DEBOUNCE_MS) {
    clearTimeout(timer);
    timer = setTimeout(compute, delay);
  }
  compute();
  return {
    el: el(
      'div',
      { class: 'couple', 'data-couple': '' },
      el('h4', { text: t('bnNotes.coupleTitle') }),
      el('p', { text: t('bnNotes.coupleHelp', { row: list(ROW) }) }),
      el('div', { class: 'actions' }, preset('A'), preset('B')),
      el(
        'div',
        { class: 'couple-grid' },
        el('div', { class: 'couple-scroll' }, matrix),
        el('div', { class: 'couple-scroll', tabindex: '0', role: 'region', 'aria-label': t('bnNotes.outCaption') }, out),
      ),
      err.el,
      moved,
    ),
    dispose() {
      clearTimeout(timer);
    },
  };
}

// The notes under the tab's figures (root: the tab's content). -> { el, dispose() }
export function batchnormNotes(root, ctx) {
  const other = openOther(ctx);
  const to = (text, tab) => tabLink(text, tab, {}, other, ctx.state.lang);
  const live = coupling(ctx);
  const control = (name) => (r) => r.querySelector(`.controls [name="${name}"]`);
  const chart = (i) => (r) => r.querySelectorAll('figure.chart')[i] ?? null; // the four stages, then mean, var, logits
  const factTitle = (key) => (r) => [...r.querySelectorAll('.facts h3')].find((h) => h.textContent === t(key)) ?? null;
  const kwarg = (text, ...links) => el('li', {}, el('span', { text }), linkList('', links));
  const box = el(
    'section',
    { class: 'bn-notes', 'data-bn-notes': '', 'aria-labelledby': 'bn-notes-where' },
    el('h3', { id: 'bn-notes-where', text: t('bnNotes.whereTitle') }),
    el('p', { text: t('bnNotes.where') }),
    el('p', { text: t('bnNotes.here') }),
    linkList('', [to(t('bnNotes.residual'), 'residual')]),
    el('p', { text: t('bnNotes.warn') }),
    el('blockquote', { lang: 'en' }, el('p', { text: t('bnNotes.quote') }), el('p', { class: 'quote-by', text: t('bnNotes.quoteBy') })),
    el('p', { text: t('bnNotes.after') }),
    live.el,
    linkList('', [to(t('bnNotes.matrix'), 'bn-matrix')]),
    el('h3', { text: t('bnNotes.kwargsTitle') }),
    el('p', { text: t('bnNotes.kwargsLead') }),
    el('p', {}, el('code', { text: 'nn.Linear(fan_in, fan_out, bias=True)' }), `: ${t('bnNotes.linear')}`),
    el(
      'ul',
      { class: 'kwargs' },
      kwarg(
        'bias=True',
        here(t('bnNotes.bias', { title: t('bn.biasTitle') }), root, factTitle('bn.biasTitle'), 'bias'),
        to(t('bnNotes.init'), 'kaiming'),
      ),
    ),
    el('p', {}, el('code', { text: 'nn.BatchNorm1d(dim, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True)' }), ':'),
    el(
      'ul',
      { class: 'kwargs' },
      kwarg(t('bnNotes.eps'), here(t('bnNotes.epsShow', { title: t('bn.epsTitle') }), root, factTitle('bn.epsTitle'), 'eps')),
      kwarg(t('bnNotes.momentum'), here(t('bnNotes.momentumShow', { label: t('bn.momentum') }), root, control(MOMENTUM.name), 'momentum')),
      kwarg(t('bnNotes.affine'), here(t('bnNotes.affineShow'), root, chart(2), 'affine')),
      kwarg(
        t('bnNotes.track'),
        here(t('bnNotes.trackShow'), root, chart(4), 'track_running_stats'),
        here(t('bnNotes.stepsShow', { label: t('bn.steps') }), root, control(STEPS.name), 'steps'),
      ),
    ),
    el('p', { text: t('bnNotes.kwargsEnd') }),
  );
  return { el: box, dispose: live.dispose };
}

// A tab (its { id, create }) whose content ends with the notes.
export function withBatchnormNotes(tab) {
  return {
    ...tab,
    create(root, ctx) {
      const inner = tab.create(root, ctx);
      const notes = batchnormNotes(root, ctx);
      root.append(notes.el);
      return {
        unmount() {
          notes.dispose();
          inner.unmount();
        },
      };
    },
  };
}
