// tabs/diagnostics.js — 5.13–5.14: the lecture's four 20000-step runs {no BN, BN} x {Kaiming, bad
// init x5}, streamed with progress: their loss curves, final train/dev bars, the weight-gradient std
// per Linear layer (no BN vs BN) and its max/min spread, and update:data over training with the -3
// guide. The URL's `steps` shortens the runs (the default is the lecture's 20000).
import { el, compareTable, explain, button, progressBar, errorBox } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { barChart, lineChart } from '../charts.js';
import { controls } from './common.js';
import { describeError } from '../messages.js';

const NAMES = ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad']; // the lecture's order
let charts = [];

function mount(root, ctx) {
  const s = ctx.state;
  let L = null; // the lecture's printed values (diagnosticsLecture), asked for before the runs
  const label = (i) => t(`diag.${NAMES[i]}`);
  const curves = lineChart({ title: t('diag.curvesTitle'), xLabel: t('common.step'), yLabel: t('diag.meanLoss'), tall: true });
  const finals = barChart({ title: t('diag.finalTitle'), xLabel: '', yLabel: t('common.loss') });
  const grads = lineChart({ title: t('diag.gradTitle'), xLabel: t('diag.linearAxis'), yLabel: t('diag.gradStd'), xInteger: true });
  const udLines = lineChart({ title: t('diag.udTitle'), xLabel: t('common.step'), yLabel: 'log10(lr·std(grad)/std(data))', tall: true, legend: false });
  const udBars = barChart({ title: t('diag.udMedianTitle'), xLabel: '', yLabel: t('diag.udMedian'), legend: false });
  charts = [curves, finals, grads, udLines, udBars];
  const numbers = el('div');
  const status = el('p', { class: 'status', 'aria-live': 'polite' });
  const err = errorBox();
  let job = null;
  const bar = progressBar(() => job !== null && ctx.cancel(job));
  const pts = [[], [], [], []];
  const results = [];

  const drawCurves = () => curves.setSeries(pts.map((p, i) => ({ label: label(i), points: p })), 4);
  const drawResults = () => {
    if (!L) return;
    const done = results.filter(Boolean);
    const idx = results.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
    finals.set(idx.map(label), [
      { label: 'train', values: done.map((r) => r.train) },
      { label: 'dev', values: done.map((r) => r.dev) },
    ], [], 4);
    numbers.replaceChildren(compareTable([
      ...idx.map((i) => ({ label: `${label(i)}: dev`, key: `dev-${i}`, ours: results[i].dev, digits: 4, lecture: fmt(L.dev[i], 4) })),
      ...[[0, L.spreadNoBn], [1, L.spreadBn]].filter(([i]) => results[i]).map(([i, lec]) => ({
        label: t('diag.spread', { name: label(i) }), key: `spread-${i}`, ours: results[i].gradSpread, text: `${fmt(results[i].gradSpread, 1)}×`, lecture: `${fmt(lec, 1)}×` })),
      ...(results[1] ? [{ label: t('diag.udSummary'), key: 'ud-median', ours: results[1].updateData.median,
        text: `${fmt(results[1].updateData.median, 2)} [${fmt(results[1].updateData.min, 2)}; ${fmt(results[1].updateData.max, 2)}]`,
        lecture: `${fmt(L.udMedian, 2)} [${fmt(L.udMin, 2)}; ${fmt(L.udMax, 2)}]` }] : []),
    ]));
    grads.setSeries(idx.map((i) => ({ label: label(i), points: Array.from(results[i].gradStd, (v, k) => [k + 1, v]), marker: true })), 6);
    if (results[1]) {
      const u = results[1].updateData;
      const steps = Array.from(u.seriesSteps);
      const lines = u.series.map((row, p) => ({ label: u.names[p], points: steps.map((st, k) => [st, row[k]]).filter(([, y]) => y > -90) }));
      udLines.setSeries([...lines, { label: '−3', points: [[steps[0], -3], [steps[steps.length - 1], -3]], guide: true }], 3);
      udBars.set(Array.from(u.names), [{ label: t('diag.udMedian'), values: Array.from(u.perParamMedian, (v) => (v > -90 ? v : null)) }],
        [{ y: -3, label: '−3' }], 3);
    }
  };

  async function start() {
    if (job !== null) return;
    pts.forEach((p) => p.splice(0));
    results.splice(0);
    err.clear();
    status.textContent = '';
    const promise = ctx.run('scenarios', { steps: s.steps, seed: s.seed }, (p) => {
      const part = p.partial;
      bar.set(p.done, p.total, p.rate);
      if (part.points) { pts[part.index].push(...part.points); drawCurves(); }
      if (part.evaluating) status.textContent = t('diag.evaluating', { name: label(part.index) });
      if (part.result) { results[part.index] = part.result; status.textContent = ''; drawResults(); }
    });
    job = ctx.lastJob;
    runBtn.disabled = true;
    try {
      await promise;
      drawCurves();
      drawResults();
      ctx.markReady();
    } catch (e) {
      if (e.name === 'CancelledError') status.textContent = t('common.cancelled');
      else err.show(describeError(e, { steps: t('diag.steps'), seed: t('common.seed') }));
    } finally {
      job = null;
      bar.hide();
      runBtn.disabled = false;
    }
  }
  const runBtn = button(t('diag.run'), start, { 'data-action': 'run' });

  root.append(explain(t('diag.explain')),
    controls(ctx, [{ name: 'steps', label: t('diag.steps'), step: 1 }, { name: 'seed', label: t('common.seed'), step: 1 }], () => {}),
    el('div', { class: 'actions' }, runBtn), bar.el, status, err.el, numbers, curves.el,
    el('div', { class: 'grid2' }, finals.el, grads.el), udLines.el, udBars.el);
  ctx.run('diagnosticsLecture', {}).then((l) => { L = l; if (results.some(Boolean)) drawResults(); }, (e) => err.show(describeError(e)));
  start();
}

export default { id: 'diagnostics', mount, unmount() { charts.forEach((c) => c.destroy()); charts = []; } };
