// tabs/kaiming.js — 5.5: std = gain / sqrt(fan_in). With gain 1 (naive) every tanh layer squashes a
// little more and the activations shrink layer by layer; with Kaiming's 5/3 for tanh (sqrt 2 for
// ReLU) they stay put. Std of each tanh output of a deep no-BN stack, and each layer's histogram.
import { el, compareTable, explain } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { lineChart } from '../charts.js';
import { controls, figureRunner, histBars } from './common.js';

let charts = [];

function mount(root, ctx) {
  const s = ctx.state;
  const stdChart = lineChart({ title: t('kaiming.stdTitle'), xLabel: t('kaiming.layerAxis'), yLabel: 'std', tall: true, xInteger: true });
  const histNaive = lineChart({ title: t('kaiming.histNaive'), xLabel: 'h', yLabel: t('tanh.count') });
  const histKaiming = lineChart({ title: t('kaiming.histKaiming'), xLabel: 'h', yLabel: t('tanh.count') });
  charts = [stdChart, histNaive, histKaiming];
  const numbers = el('div');
  const layerHists = (chart, a) => chart.setSeries(Array.from(a.hist, (h, i) => {
    const { centres, counts } = histBars(h);
    return { label: `${t('common.layer')} ${i + 1}`, points: centres.map((c, k) => [c, counts[k]]) };
  }), 0);
  const compute = () => ctx.run('section', { name: 'kaiming', knobs: { nLayer: s.k_layers, seed: s.seed } });
  const runner = figureRunner(ctx, compute, (r) => {
    const L = r.lecture;
    const first = (a) => a.std[0], last = (a) => a.std[a.std.length - 1];
    numbers.replaceChildren(compareTable([
      { label: t('kaiming.naiveFirstLast'), key: 'naive-last', ours: last(r.naive), text: `${fmt(first(r.naive), 3)} → ${fmt(last(r.naive), 3)}`,
        lecture: `${fmt(L.stdNaive[0], 3)} → ${fmt(L.stdNaive[1], 3)}` },
      { label: t('kaiming.kaimingFirstLast'), key: 'kaiming-last', ours: last(r.kaiming), text: `${fmt(first(r.kaiming), 3)} → ${fmt(last(r.kaiming), 3)}`,
        lecture: `${fmt(L.stdKaiming[0], 3)} → ${fmt(L.stdKaiming[1], 3)}` },
    ]));
    const pts = (a) => Array.from(a.std, (v, i) => [i + 1, v]);
    stdChart.setSeries([
      { label: t('kaiming.naive', { g: fmt(r.naive.gain, 2) }), points: pts(r.naive), marker: true },
      { label: t('kaiming.kaiming', { g: fmt(r.kaiming.gain, 2) }), points: pts(r.kaiming), marker: true },
    ], 3);
    layerHists(histNaive, r.naive);
    layerHists(histKaiming, r.kaiming);
  }, { n_layer: t('kaiming.layers'), seed: t('common.seed') });
  root.append(explain(t('kaiming.explain')),
    controls(ctx, [{ name: 'k_layers', label: t('kaiming.layers'), step: 1 }, { name: 'seed', label: t('common.seed'), step: 1 }],
      () => runner.refresh()),
    runner.el, numbers, stdChart.el, el('div', { class: 'grid2' }, histNaive.el, histKaiming.el));
  runner.refresh();
}

export default { id: 'kaiming', mount, unmount() { charts.forEach((c) => c.destroy()); charts = []; } };
