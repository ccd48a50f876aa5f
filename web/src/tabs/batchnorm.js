// tabs/batchnorm.js — 5.6–5.9 and 5.15: one batch through hpreact -> normalise -> scale/shift -> tanh
// (each stage's real distribution); the running mean/var as an EMA during training against the
// whole split's; train vs eval on one example; the spurious bias before BN; eps; linear collapse.
import { el, compareTable, explain } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { barChart, lineChart } from '../charts.js';
import { controls, figureRunner, histBars } from './common.js';
import { recordText } from '../messages.js';

let charts = [];
const STAGES = ['hpreact', 'xhat', 'scaled', 'tanh'];

function stageCharts() {
  return STAGES.map((k) => barChart({ title: t(`bn.stage.${k}`), xLabel: '', yLabel: t('tanh.count'), legend: false }));
}

function mount(root, ctx) {
  const s = ctx.state;
  const stages = stageCharts();
  const meanChart = lineChart({ title: t('bn.meanTitle'), xLabel: t('common.step'), yLabel: t('bn.mean') });
  const varChart = lineChart({ title: t('bn.varTitle'), xLabel: t('common.step'), yLabel: t('bn.var') });
  const logits = barChart({ title: t('bn.logitsTitle'), xLabel: t('bn.char'), yLabel: 'logit' });
  charts = [...stages, meanChart, varChart, logits];
  const numbers = el('div');
  const facts = el('div', { class: 'facts' });

  const drawRunning = (r) => {
    const series = (v) => Array.from(v, (y, i) => [i + 1, y]);
    const n = r.runningMean[0].length;
    meanChart.setSeries([
      { label: t('bn.batchStat'), points: series(r.batchMean[0]) },
      { label: t('bn.runningStat', { m: fmt(s.bn_mom, 4) }), points: series(r.runningMean[0]) },
      { label: t('bn.trueStat'), points: [[1, r.trueMean[0]], [n, r.trueMean[0]]], guide: true },
    ]);
    varChart.setSeries([
      { label: t('bn.batchStat'), points: series(r.batchVar[0]) },
      { label: t('bn.runningStat', { m: fmt(s.bn_mom, 4) }), points: series(r.runningVar[0]) },
      { label: t('bn.trueStat'), points: [[1, r.trueVar[0]], [n, r.trueVar[0]]], guide: true },
    ]);
    const chars = Array.from(r.trainLogits, (_, i) => ctx.alphabet?.[i] ?? String(i));
    logits.set(chars, [{ label: t('bn.trainMode'), values: Array.from(r.trainLogits) }, { label: t('bn.evalMode'), values: Array.from(r.evalLogits) }], [], 3);
  };

  const runningNote = el('p', { class: 'note' });
  const knobs = () => ({ badInit: s.bn_bad, momentum: s.bn_mom, steps: s.bn_steps, seed: s.seed });
  const runner = figureRunner(ctx, () => ctx.run('section', { name: 'batchnorm', knobs: knobs() }), (r) => {
    const p = r.pipeline;
    const L = r.lecture;
    runningNote.textContent = t('bn.runningNote', { loop: L.momentumLoop, module: L.momentumModule });
    numbers.replaceChildren(compareTable([
      { label: t('bn.hpreactMean'), key: 'hpreact-mean', ours: p.hpreact.mean, lecture: fmt(L.hpreactMean, 2) },
      { label: t('bn.hpreactStd'), key: 'hpreact-std', ours: p.hpreact.std, lecture: fmt(L.hpreactStd, 2) },
      { label: t('bn.xhatStd'), key: 'xhat-std', ours: p.xhat.std, lecture: fmt(L.xhatStd, 2) },
      { label: t('bn.tanhStd'), key: 'tanh-std', ours: p.tanh.std, lecture: fmt(L.tanhStd, 2) },
    ]));
    STAGES.forEach((k, i) => {
      const { cats, counts } = histBars(p[k].hist, 1);
      stages[i].set(cats, [{ label: t('tanh.count'), values: counts }], [], 0);
      stages[i].chart.options.plugins.title.text = `${t(`bn.stage.${k}`)} — ${t('bn.meanStd', { m: fmt(p[k].mean, 2), s: fmt(p[k].std, 2) })}`;
      stages[i].chart.update('none');
    });
    drawRunning(r.running);
    const b = r.bias, e = r.eps, c = r.collapse;
    facts.replaceChildren(
      el('h3', { text: t('bn.trainEvalTitle') }),
      el('p', { text: t('bn.trainEval', { d: fmt(r.running.trainEvalMaxDiff, 4) }) }),
      el('p', { text: t('bn.single', { msg: recordText(r.running.singleExample) }) }),
      el('h3', { text: t('bn.biasTitle') }),
      el('p', { 'data-key': 'bias-grad', 'data-value': String(b.biasGradNorm),
        text: t('bn.bias', { w: fmt(b.weightGradNorm, 4), b: b.biasGradNorm.toExponential(1), d: b.outputMaxDiff.toExponential(1), m: fmt(b.outputMaxAbs, 2) }) }),
      el('h3', { text: t('bn.epsTitle') }),
      el('p', { text: t('bn.eps', { eps: e.eps, with: e.nonfiniteWithEps, without: e.nonfiniteWithoutEps, n: e.column.length }) }),
      el('h3', { text: t('bn.collapseTitle') }),
      el('p', { text: t('bn.collapse', { n: c.nLayer, shape: Array.from(c.shape).join(' × '), lin: c.maxAbsDiffLinear.toExponential(1),
        tanh: fmt(c.maxAbsDiffTanh, 2), max: fmt(c.outputMaxAbs, 2) }) }));
  }, { bad_init: t('bn.bad'), momentum: t('bn.momentum'), steps: t('bn.steps'), seed: t('common.seed') });
  root.append(explain(t('bn.explain')),
    controls(ctx, [
      { name: 'bn_bad', label: t('bn.bad') }, { name: 'bn_mom', label: t('bn.momentum') },
      { name: 'bn_steps', label: t('bn.steps'), step: 1 }, { name: 'seed', label: t('common.seed'), step: 1 }], () => runner.refresh()),
    runner.el, numbers, el('h3', { text: t('bn.pipelineTitle') }),
    el('div', { class: 'grid2' }, stages.map((c) => c.el)),
    el('h3', { text: t('bn.runningTitle') }), runningNote,
    el('div', { class: 'grid2' }, meanChart.el, varChart.el), logits.el, facts);
  runner.refresh();
}

export default { id: 'batchnorm', mount, unmount() { charts.forEach((c) => c.destroy()); charts = []; } };
