// tabs/diagnostics.js — 5.13–5.14: the lecture's four 20000-step runs {no BN, BN} x {Kaiming, bad
// init x5}, streamed with progress: their loss curves, final train/dev bars, the weight-gradient std
// per Linear layer (no BN vs BN) and its max/min spread, and update:data over training with the -3
// guide. The URL's `steps` shortens the runs (the default is the lecture's 20000).
import { el, compareTable, explain, button, progressBar, errorBox } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { barChart, lineChart } from '../charts.js';
import { controls, disposeAll, knobsOf, labelsOf, SEED, fromOne } from './common.js';
import { describeError } from '../messages.js';

const NAMES = ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad']; // the lecture's order
const CONTROLS = [{ name: 'steps', knob: 'steps', label: 'diag.steps', step: 1 }, SEED];
const NO_UPDATE = -90; // below: a parameter never updated (the core's kNoUpdate, -99), not drawn
const label = (i) => t(`diag.${NAMES[i]}`);

function view() {
  return {
    numbers: el('div'),
    curves: lineChart({ title: t('diag.curvesTitle'), xLabel: t('common.step'), yLabel: t('diag.meanLoss'), tall: true }),
    finals: barChart({ title: t('diag.finalTitle'), xLabel: '', yLabel: t('common.loss') }),
    grads: lineChart({ title: t('diag.gradTitle'), xLabel: t('diag.linearAxis'), yLabel: t('diag.gradStd'), xInteger: true }),
    udLines: lineChart({ title: t('diag.udTitle'), xLabel: t('common.step'), yLabel: t('diag.udAxis'), tall: true, legend: false }),
    udBars: barChart({ title: t('diag.udMedianTitle'), xLabel: '', yLabel: t('diag.udMedian'), legend: false }),
  };
}

// Ours beside the text's: each finished run's dev loss, the two gradient spreads, update:data.
function numbers(L, results) {
  const done = results.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
  const ud = results[1]?.updateData;
  const range = (m, lo, hi) => `${fmt(m, 2)} [${fmt(lo, 2)}; ${fmt(hi, 2)}]`;
  return compareTable([
    ...done.map((i) => ({ label: `${label(i)}: ${t('diag.dev')}`, key: `dev-${i}`, ours: results[i].dev, digits: 4, lecture: fmt(L.dev[i], 4) })),
    ...[[0, L.spreadNoBn], [1, L.spreadBn]].filter(([i]) => results[i]).map(([i, lec]) => ({
      label: t('diag.spread', { name: label(i) }), key: `spread-${i}`, ours: results[i].gradSpread, text: `${fmt(results[i].gradSpread, 1)}×`, lecture: `${fmt(lec, 1)}×` })),
    ...(ud ? [{ label: t('diag.udSummary'), key: 'ud-median', ours: ud.median, text: range(ud.median, ud.min, ud.max),
      lecture: range(L.udMedian, L.udMin, L.udMax) }] : []),
  ]);
}

// The finished runs' bars, gradient stds and (the BN Kaiming run's) update:data.
function drawResults(v, L, results) {
  const idx = results.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
  v.finals.setData(idx.map(label), [
    { label: t('diag.train'), values: idx.map((i) => results[i].train) },
    { label: t('diag.dev'), values: idx.map((i) => results[i].dev) },
  ], [], 4);
  v.numbers.replaceChildren(numbers(L, results));
  v.grads.setData(idx.map((i) => ({ label: label(i), points: fromOne(results[i].gradStd), marker: true })), 6);
  const u = results[1]?.updateData;
  if (!u) return;
  const steps = Array.from(u.seriesSteps);
  const lines = u.series.map((row, p) => ({ label: u.names[p], points: steps.map((st, k) => [st, row[k]]).filter(([, y]) => y > NO_UPDATE) }));
  v.udLines.setData([...lines, { label: '−3', points: [[steps[0], -3], [steps[steps.length - 1], -3]], guide: true }], 3);
  v.udBars.setData(Array.from(u.names), [{ label: t('diag.udMedian'), values: Array.from(u.perParamMedian, (x) => (x > NO_UPDATE ? x : null)) }],
    [{ y: -3, label: '−3' }], 3);
}

function create(root, ctx) {
  const v = view();
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  const err = errorBox();
  let job = null;
  const bar = progressBar(() => job?.cancel());
  const run = { lecture: null, points: [[], [], [], []], results: [] }; // the runs streamed so far
  const drawCurves = () => v.curves.setData(run.points.map((p, i) => ({ label: label(i), points: p })), 4);

  const onProgress = (p) => {
    const part = p.partial;
    if (part.lecture) { run.lecture = part.lecture; return; }
    bar.set(p.done, p.total, p.rate);
    if (part.points) { run.points[part.index].push(...part.points); drawCurves(); }
    if (part.evaluating) status.textContent = t('diag.evaluating', { name: label(part.index) });
    if (part.result) { run.results[part.index] = part.result; status.textContent = ''; drawResults(v, run.lecture, run.results); }
  };

  async function start() {
    if (job) return;
    run.points.forEach((p) => p.splice(0));
    run.results.splice(0);
    err.clear();
    status.textContent = '';
    job = ctx.stream('scenarios', knobsOf(CONTROLS, ctx.state), onProgress);
    runBtn.disabled = true;
    try {
      await job.promise;
      drawCurves();
      drawResults(v, run.lecture, run.results);
      ctx.report({ results: run.results });
      ctx.markReady();
    } catch (e) {
      if (e.name === 'CancelledError') status.textContent = t('common.cancelled');
      else err.show(describeError(e, labelsOf(CONTROLS)));
    } finally {
      job = null;
      bar.hide();
      runBtn.disabled = false;
    }
  }
  const runBtn = button(t('diag.run'), start, { 'data-action': 'run' });

  root.append(explain(t('diag.explain')), controls(ctx, CONTROLS, () => {}),
    el('div', { class: 'actions' }, runBtn), bar.el, status, err.el, v.numbers, v.curves.el,
    el('div', { class: 'grid2' }, v.finals.el, v.grads.el), v.udLines.el, v.udBars.el);
  start();
  return { unmount() { job?.cancel(); disposeAll(v); } };
}

export default { id: 'diagnostics', create };
