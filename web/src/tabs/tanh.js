// tabs/tanh.js — 5.4: with a bad init (gain x5) the hidden pre-activations are wide and tanh sits
// at +-1, where its gradient (1 - h^2) is ~0. Histograms of the tanh outputs, bad vs Kaiming, and
// the batch x neuron map of |h| with dead neurons (saturated on every row of the batch) framed.
import { el, compareTable, explain } from '../ui.js';
import { t, fmt, pct } from '../i18n.js';
import { barChart, heatmap, PALETTE } from '../charts.js';
import { controls, figureRunner, histBars } from './common.js';

let charts = [];

function mount(root, ctx) {
  const s = ctx.state;
  const badHist = barChart({ title: t('tanh.histBad', { bad: fmt(s.bad, 1) }), xLabel: 'h = tanh(…)', yLabel: t('tanh.count'), legend: false });
  const kaiHist = barChart({ title: t('tanh.histKaiming'), xLabel: 'h = tanh(…)', yLabel: t('tanh.count'), legend: false });
  const map = heatmap({ title: t('tanh.mapTitle', { bad: fmt(s.bad, 1) }) });
  charts = [badHist, kaiHist, map];
  const numbers = el('div');
  const drawHist = (chart, h, label, threshold) => {
    const { cats, counts, centres } = histBars(h);
    chart.set(cats, [{ label, values: counts, colors: centres.map((c) => (Math.abs(c) > threshold ? PALETTE[1] : PALETTE[0])) }], [], 0);
  };
  const compute = () => ctx.run('section', { name: 'tanh', knobs: { badInit: s.bad, seed: s.seed } });
  const runner = figureRunner(ctx, compute, (sat) => {
    const { dead, lecture: L } = sat;
    numbers.replaceChildren(compareTable([
      { label: t('tanh.satBad', { bad: fmt(s.bad, 1) }), key: 'sat-bad', ours: sat.badInitPct / 100, text: pct(sat.badInitPct / 100), lecture: pct(L.badInitPct / 100) },
      { label: t('tanh.satKaiming'), key: 'sat-kaiming', ours: sat.kaimingPct / 100, text: pct(sat.kaimingPct / 100), lecture: pct(L.kaimingPct / 100) },
      { label: t('tanh.dead'), key: 'dead', ours: dead.dead.length, text: String(dead.dead.length), lecture: String(L.deadNeurons) },
    ]));
    drawHist(badHist, sat.badInitHist, t('tanh.count'), sat.threshold);
    drawHist(kaiHist, sat.kaimingHist, t('tanh.count'), sat.threshold);
    const abs = Array.from(dead.absH);
    const rows = Array.from({ length: dead.rows }, (_, b) => abs.slice(b * dead.cols, (b + 1) * dead.cols));
    map.set(rows, Array.from(dead.dead), t('tanh.mapLegend', { n: dead.dead.length, list: Array.from(dead.dead).join(', ') || '–' }));
  }, { bad_init: t('tanh.bad'), seed: t('common.seed') });
  root.append(explain(t('tanh.explain')),
    controls(ctx, [{ name: 'bad', label: t('tanh.bad') }, { name: 'seed', label: t('common.seed'), step: 1 }], () => runner.refresh()),
    runner.el, numbers, el('div', { class: 'grid2' }, badHist.el, kaiHist.el), map.el);
  runner.refresh();
}

export default { id: 'tanh', mount, unmount() { charts.forEach((c) => c.destroy()); charts = []; } };
