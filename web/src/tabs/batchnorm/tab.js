// tabs/batchnorm/tab.js — 5.6–5.9 and 5.15: one batch through hpreact -> normalise -> scale/shift -> tanh
// (each stage's real distribution); the running mean/var as an EMA during training against the
// whole split's; train vs eval on one example; the spurious bias before BN (one batch, and its
// gradient over SGD steps with BatchNorm or without: a switch); eps; linear collapse (the stack's
// outputs beside the one matrix's, tanh between the layers or not: a switch).
import { el } from '../../view/ui.js';
import { t, fmt } from '../../words/i18n.js';
import { say as render, render as renderArg } from '../../words/say.js';
import * as words from './words.js';
import { MOMENTUM } from './manifest.js';
import { barChart, lineChart } from '../../view/charts.js';
import { histBars, fromOne } from '../common.js';
import { sectionTab } from '../section/tab.js';
import { withBatchnormNotes } from '../../teaching/batchnorm_notes.js'; // 5.10 and 5.11 at the tab's end

const { STAGES } = words;

// Neuron 0's batch, running and whole-split statistic over the training steps.
function drawRunning(chart, batch, running, whole, legend) {
  const n = running.length;
  chart.setData([
    { label: t('bn.batchStat'), points: fromOne(batch), faint: true },
    { label: legend, points: fromOne(running) },
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

// Train vs eval and the spurious bias on one batch (their sentences: words.js).
function facts(r, ctx) {
  return [
    el('h3', { text: t('bn.trainEvalTitle') }),
    el('p', { text: render(words.trainEval(r, ctx.state)) }),
    el('p', { text: render(words.single(r)) }),
    el('h3', { text: t('bn.biasTitle') }),
    el('p', { 'data-key': 'bias-grad', 'data-value': String(r.bias.biasGradNorm), text: render(words.bias(r)) }),
  ];
}

// A note in a live region changes only when its words do (a slider's previews redraw the tab, not these figures).
const say = (node, text) => {
  if (node.textContent !== text) node.textContent = text;
};

// A switch of a figure (not a setting: the core computed both sides, the switch picks one).
// `figure`: the figure it drives (figures.js): an embed of that one figure keeps it.
function figureSwitch(key, figure, label, checked, onChange) {
  const id = `bn-switch-${key}`;
  const input = el('input', { id, type: 'checkbox', checked, 'data-switch': key });
  input.addEventListener('change', () => onChange(input.checked));
  return el('label', { class: 'control check', for: id, 'data-figure-of': figure }, input, el('span', { text: label }));
}

// The bias b1 before BatchNorm over the SGD steps: ||dL/db1||, ||dL/dW1|| and how far b1 moved,
// with BatchNorm or without it (the switch), on a log axis.
function drawBiasWatch(v, r) {
  const w = r.biasWatch;
  const run = v.biasBn ? w.withBn : w.withoutBn;
  const on = v.biasBn ? 'on' : 'off';
  v.biasChart.setTitle(t(`bn.watchTitle.${on}`));
  v.biasChart.setData([
    { label: t('bn.watchWeight'), points: fromOne(run.weightGrad) },
    { label: t('bn.watchBias'), points: fromOne(run.biasGrad) },
    { label: t('bn.watchDrift'), points: fromOne(run.biasDrift) },
  ]);
  // one axis for both sides of the switch, whole decades around every positive value of both runs:
  // the bias's line drops by orders of magnitude when BatchNorm comes in, and stays where it was drawn
  const all = [w.withBn, w.withoutBn]
    .flatMap((x) => [...x.weightGrad, ...x.biasGrad, ...x.biasDrift])
    .filter((y) => y > 0 && Number.isFinite(y));
  if (all.length) v.biasChart.setYRange(10 ** Math.floor(Math.log10(Math.min(...all))), 10 ** Math.ceil(Math.log10(Math.max(...all))));
  const bias = run.biasGradMax; // the run's extremes come from the core
  v.biasNote.dataset.value = String(bias);
  v.biasNote.dataset.drift = String(run.biasDrift[run.biasDrift.length - 1]);
  v.biasNote.dataset.mode = on;
  say(v.biasNote, render(words.watch(r, v.biasBn)));
}

// 5.15: probe example 0's outputs of the stack (tanh between its layers or not: the switch) beside
// the one matrix x·W + b's, and the largest difference over the whole probe batch.
function drawCollapse(v, r, alphabet) {
  const c = r.collapse;
  const on = v.collapseTanh ? 'on' : 'off';
  const stack = v.collapseTanh ? c.exampleTanh : c.exampleLinear;
  const chars = Array.from(c.exampleDirect, (_, i) => alphabet[i] ?? String(i));
  v.collapseChart.setTitle(render(words.collapseFigure(r, v.collapseTanh)));
  v.collapseChart.setData(
    chars,
    [
      { label: t(`bn.collapseStack.${on}`), values: Array.from(stack) },
      { label: render(words.collapseOne(r)), values: Array.from(c.exampleDirect) },
    ],
    [],
    4,
  );
  const diff = v.collapseTanh ? c.maxAbsDiffTanh : c.maxAbsDiffLinear;
  v.collapseNote.dataset.value = String(diff);
  v.collapseNote.dataset.mode = on;
  say(v.collapseNote, render(words.collapse(r, v.collapseTanh)));
}

function view() {
  return {
    stages: STAGES.map((k) => barChart({ title: t(`bn.stage.${k}`), xLabel: '', yLabel: t('tanh.count'), legend: false })),
    runningNote: el('p', { class: 'note' }),
    mean: lineChart({ title: t('bn.meanTitle'), xLabel: t('common.step'), yLabel: t('bn.mean') }),
    var: lineChart({ title: t('bn.varTitle'), xLabel: t('common.step'), yLabel: t('bn.var') }),
    logits: barChart({ title: t('bn.logitsTitle'), xLabel: t('bn.char'), yLabel: 'logit' }),
    facts: el('div', { class: 'facts' }),
    biasIntro: el('p', { class: 'note', 'data-figure-of': 'bias-watch' }),
    biasChart: lineChart({ title: t('bn.watchTitle.on'), xLabel: t('common.step'), yLabel: t('bn.watchNorm'), logY: true }),
    biasNote: el('p', { 'data-key': 'bias-watch', 'aria-live': 'polite', 'data-figure-of': 'bias-watch' }),
    biasBn: true,
    epsFact: el('p'),
    collapseIntro: el('p', { class: 'note', 'data-figure-of': 'collapse' }),
    collapseChart: barChart({ title: t('bn.collapseTitle'), xLabel: t('bn.char'), yLabel: t('bn.output') }),
    collapseNote: el('p', { 'data-key': 'collapse-diff', 'aria-live': 'polite', 'data-figure-of': 'collapse' }),
    collapseTanh: true,
    last: null,
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
  // each switch's figure in a part of its own, where its prediction prompt sits (lesson/index.js)
  el(
    'div',
    { 'data-figure-part': 'bias-watch' },
    v.biasIntro,
    figureSwitch('bn', 'bias-watch', t('bn.switchBn'), true, (on) => {
      v.biasBn = on;
      if (v.last) drawBiasWatch(v, v.last.r);
    }),
    v.biasChart.el,
    v.biasNote,
  ),
  el('h3', { text: t('bn.epsTitle') }),
  v.epsFact,
  el('h3', { text: t('bn.collapseTitle') }),
  el(
    'div',
    { 'data-figure-part': 'collapse' },
    v.collapseIntro,
    figureSwitch('tanh', 'collapse', t('bn.switchTanh'), true, (on) => {
      v.collapseTanh = on;
      if (v.last) drawCollapse(v, v.last.r, v.last.alphabet);
    }),
    v.collapseChart.el,
    v.collapseNote,
  ),
];

const compare = ({ pipeline: p, lecture: L }) => [
  { label: t('bn.hpreactMean'), key: 'hpreact-mean', ours: p.hpreact.mean, lecture: fmt(L.hpreactMean, 2) },
  { label: t('bn.hpreactStd'), key: 'hpreact-std', ours: p.hpreact.std, lecture: fmt(L.hpreactStd, 2) },
  { label: t('bn.xhatStd'), key: 'xhat-std', ours: p.xhat.std, lecture: fmt(L.xhatStd, 2) },
  { label: t('bn.tanhStd'), key: 'tanh-std', ours: p.tanh.std, lecture: fmt(L.tanhStd, 2) },
];

function draw(v, r, ctx) {
  const p = r.pipeline,
    run = r.running,
    legend = render(words.runningLegend(ctx.state));
  v.runningNote.textContent = render(words.runningNote(r));
  STAGES.forEach((k, i) => {
    const { cats, counts } = histBars(p[k].hist, 1);
    v.stages[i].setData(cats, [{ label: t('tanh.count'), values: counts }], [], 0);
    v.stages[i].setTitle(render(words.stageTitle(r, k)));
  });
  drawRunning(v.mean, run.batchMean[0], run.runningMean[0], run.trueMean[0], legend);
  drawRunning(v.var, run.batchVar[0], run.runningVar[0], run.trueVar[0], legend);
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
  v.facts.replaceChildren(...facts(r, ctx));
  v.epsFact.textContent = render(words.eps(r));
  v.biasIntro.textContent = render(words.watchIntro(r));
  v.collapseIntro.textContent = render(words.collapseIntro(r));
  v.last = { r, alphabet: ctx.alphabet };
  drawBiasWatch(v, r);
  drawCollapse(v, r, ctx.alphabet);
}

// While a slider moves: the running statistics over the first PREVIEW_STEPS steps only (the
// pipeline, bias, eps and collapse figures are whole); the full run when it is let go.
const PREVIEW_STEPS = 20;
const preview = (k) => ({ ...k, steps: Math.min(k.steps, PREVIEW_STEPS) });
// Only the part the slider changes (the core's previews), the rest as the figure on screen drew it:
// bad init, eps, γ, β -> the pipeline and the eps demo; momentum -> the running statistics
// (PREVIEW_STEPS), the whole split's beside them as drawn (the model trains alike for any momentum),
// merged into the cheaper figure of the same knobs (its PREVIEW_STEPS steps: sectionTab asks for it
// when the full figure is drawn), so that even a drag's first move computes only the part.
const keepWhole = (p, shown) => ({ ...p.running, trueMean: shown.running.trueMean, trueVar: shown.running.trueVar });
const part = (k, slider) =>
  slider === MOMENTUM.name
    ? { section: 'batchnormRunning', knobs: preview(k), merge: (p, shown) => ({ ...shown, ...p, running: keepWhole(p, shown) }) }
    : { section: 'batchnormPipeline', knobs: k, merge: (p, shown) => ({ ...shown, ...p }) };

// A sentence's args as its message fills them (the explanation's, which sectionTab says).
const argsOf = (m) => Object.fromEntries(Object.entries(m.args).map(([k, a]) => [k, renderArg(a)]));

export default withBatchnormNotes(
  sectionTab({
    id: 'batchnorm',
    explain: 'bn.explain',
    explainVars: (s, ctx, r) => argsOf(words.explain(r, s)),
    reading: (r) => render(words.reading(r)),
    preview,
    part,
    view,
    layout,
    compare,
    draw,
    words,
  }),
);
