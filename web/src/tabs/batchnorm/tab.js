// tabs/batchnorm/tab.js — 5.6–5.9 and 5.15: one batch through hpreact -> normalise -> scale/shift -> tanh
// (each stage's real distribution); the running mean/var as an EMA during training against the
// whole split's; train vs eval on one example; the spurious bias before BN (one batch, and its
// gradient over SGD steps with BatchNorm or without: a switch); eps; linear collapse (the stack's
// outputs beside the one matrix's, tanh between the layers or not: a switch).
import { el } from '../../view/ui.js';
import { t, fmt, sig, short, int, pct } from '../../words/i18n.js';
import { barChart, lineChart } from '../../view/charts.js';
import { histBars, fromOne } from '../common.js';
import { sectionTab } from '../section/tab.js';
import { MOMENTUM } from './manifest.js';
import { recordText } from '../../words/messages.js';
import { withBatchnormNotes } from '../../teaching/batchnorm_notes.js'; // 5.10 and 5.11 at the tab's end

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

// Train vs eval and the spurious bias on one batch, as sentences.
// Train vs eval: the modes' largest difference, and whether the running statistics have come near
// the whole split's in the run's steps (what the chart draws): an exponential moving average covers
// 1 − (1 − momentum)^steps of the way from its start; below 95 % the sentence says how far it got.
function trainEvalSays(r, ctx) {
  const run = r.running;
  const steps = run.runningMean[0].length;
  const momentum = ctx.state[MOMENTUM.name];
  const share = 1 - (1 - momentum) ** steps;
  const d = fmt(run.trainEvalMaxDiff, 4);
  if (share >= 0.95) return t('bn.trainEval', { d });
  return t('bn.trainEvalSlow', { d, m: sig(momentum, 2), n: int(steps), share: pct(share), shareValue: share });
}

function facts(r, ctx) {
  const b = r.bias;
  return [
    el('h3', { text: t('bn.trainEvalTitle') }),
    el('p', { text: trainEvalSays(r, ctx) }),
    el('p', { text: t('bn.single', { msg: recordText(r.running.singleExample) }) }),
    el('h3', { text: t('bn.biasTitle') }),
    el('p', {
      'data-key': 'bias-grad',
      'data-value': String(b.biasGradNorm),
      text: t('bn.bias', { w: fmt(b.weightGradNorm, 4), b: sig(b.biasGradNorm, 2), d: sig(b.outputMaxDiff, 2), m: fmt(b.outputMaxAbs, 2) }),
    }),
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
function drawBiasWatch(v, w) {
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
  say(
    v.biasNote,
    t(`bn.watch.${on}`, {
      n: run.biasGrad.length,
      b: sig(bias, 2),
      bmin: sig(run.biasGradMin, 2),
      w: sig(run.weightGradMin, 2),
      d: sig(run.biasDrift[run.biasDrift.length - 1], 2),
    }),
  );
}

// 5.15: probe example 0's outputs of the stack (tanh between its layers or not: the switch) beside
// the one matrix x·W + b's, and the largest difference over the whole probe batch.
function drawCollapse(v, c, alphabet) {
  const on = v.collapseTanh ? 'on' : 'off';
  const stack = v.collapseTanh ? c.exampleTanh : c.exampleLinear;
  const chars = Array.from(c.exampleDirect, (_, i) => alphabet[i] ?? String(i));
  v.collapseChart.setTitle(t(`bn.collapseFigure.${on}`, { n: c.nLayer }));
  v.collapseChart.setData(
    chars,
    [
      { label: t(`bn.collapseStack.${on}`), values: Array.from(stack) },
      { label: t('bn.collapseOne', { shape: Array.from(c.shape).join(' × ') }), values: Array.from(c.exampleDirect) },
    ],
    [],
    4,
  );
  const diff = v.collapseTanh ? c.maxAbsDiffTanh : c.maxAbsDiffLinear;
  v.collapseNote.dataset.value = String(diff);
  v.collapseNote.dataset.mode = on;
  say(
    v.collapseNote,
    t(`bn.collapse.${on}`, {
      n: c.nLayer,
      shape: Array.from(c.shape).join(' × '),
      d: v.collapseTanh ? fmt(diff, 2) : sig(diff, 2),
      max: fmt(c.outputMaxAbs, 2),
    }),
  );
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
      if (v.last) drawBiasWatch(v, v.last.biasWatch);
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
      if (v.last) drawCollapse(v, v.last.collapse, v.last.alphabet);
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

// hpreact and tanh's input in words: the core's verdicts (words.hpp) with the thresholds it used.
function reading({ pipeline: p }) {
  const w = p.words;
  const th = { wide: short(w.wideStd, 3), narrow: short(w.narrowStd, 3), shift: short(w.shiftedMean, 3) };
  // `of`: the distribution a verdict is about (unused by the words; the claims test reads it)
  const spread = (kind, of) => t(`bn.spread.${kind}`, { ...th, of });
  const shift = (kind, of) => t(`bn.shift.${kind}`, { ...th, of });
  return t('bn.reading', {
    m: fmt(p.hpreact.mean, 2),
    s: fmt(p.hpreact.std, 2),
    spread: spread(p.hpreactSpread, 'hpreact'),
    shift: shift(p.hpreactShift, 'hpreact'),
    m2: fmt(p.scaled.mean, 2),
    s2: fmt(p.scaled.std, 2),
    spread2: spread(p.scaledSpread, 'scaled'),
    shift2: shift(p.scaledShift, 'scaled'),
  });
}

function draw(v, r, ctx) {
  const p = r.pipeline,
    run = r.running,
    momentum = ctx.state[MOMENTUM.name];
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
  v.facts.replaceChildren(...facts(r, ctx));
  v.epsFact.textContent = epsSays(r);
  const w = r.biasWatch;
  v.biasIntro.textContent = t('bn.watchIntro', { n: w.steps, bs: w.batchSize, lr: short(w.lr, 4) });
  v.collapseIntro.textContent = t('bn.collapseIntro', { n: r.collapse.nLayer });
  v.last = { biasWatch: r.biasWatch, collapse: r.collapse, alphabet: ctx.alphabet };
  drawBiasWatch(v, r.biasWatch);
  drawCollapse(v, r.collapse, ctx.alphabet);
}

// The eps demo's sentence: eps to 4 decimals, a small one to 3 significant digits with its power of
// ten (1,00·10⁻¹², never rounded to "0"), the counts as integers.
const smallWords = (x) => (x !== 0 && Math.abs(x) < 1e-3 ? sig(x, 3) : short(x, 4)); // 1,00·10⁻¹², 0,5283
const epsSays = (r) =>
  t('bn.eps', {
    eps: smallWords(r.eps.eps),
    with: int(r.eps.nonfiniteWithEps),
    without: int(r.eps.nonfiniteWithoutEps),
    n: int(r.eps.column.length),
  });

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

export default withBatchnormNotes(
  sectionTab({
    id: 'batchnorm',
    explain: 'bn.explain',
    explainVars: (s, ctx, r) => ({ bad: short(r?.badInit ?? s.bn_bad, 4) }),
    reading,
    preview,
    part,
    view,
    layout,
    compare,
    draw,
    says: [epsSays, trainEvalSays],
  }),
);
