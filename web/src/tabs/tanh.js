// tabs/tanh.js — 5.4: with a bad init (gain x5) the hidden pre-activations are wide and tanh sits
// at +-1, where its gradient (1 - h^2) is ~0. Histograms of the tanh outputs, bad vs Kaiming, and
// the batch x neuron map of |h| with dead neurons (saturated on every row of the batch) framed.
import { el } from '../ui.js';
import { t, fmt, pct, listSep } from '../i18n.js';
import { barChart, heatmap, PALETTE } from '../charts.js';
import { sectionTab, SEED, histBars } from './common.js';

const CONTROLS = [{ name: 'bad', knob: 'badInit', label: 'tanh.bad', slider: { min: 0.1, max: 10 } }, SEED];
const badTitle = (s) => t('tanh.histBad', { bad: fmt(s.bad, 1) });
const mapTitle = (s, d = { rows: 24, cols: 100 }) => t('tanh.mapTitle', { bad: fmt(s.bad, 1), rows: d.rows, cols: d.cols });
const hist = (title) => barChart({ title, xLabel: 'h = tanh(…)', yLabel: t('tanh.count'), legend: false });

function view(s) {
  return { badHist: hist(badTitle(s)), kaimingHist: hist(t('tanh.histKaiming')), map: heatmap({ title: mapTitle(s) }) };
}

const layout = (v) => [el('div', { class: 'grid2' }, v.badHist.el, v.kaimingHist.el), v.map.el];

function compare(r, ctx) {
  const L = r.lecture,
    dead = r.dead.dead.length;
  return [
    {
      label: t('tanh.satBad', { bad: fmt(ctx.state.bad, 1) }),
      key: 'sat-bad',
      ours: r.badInitPct / 100,
      text: pct(r.badInitPct / 100),
      lecture: pct(L.badInitPct / 100),
    },
    {
      label: t('tanh.satKaiming'),
      key: 'sat-kaiming',
      ours: r.kaimingPct / 100,
      text: pct(r.kaimingPct / 100),
      lecture: pct(L.kaimingPct / 100),
    },
    { label: t('tanh.dead', { rows: r.dead.rows }), key: 'dead', ours: dead, text: String(dead), lecture: String(L.deadNeurons) },
  ];
}

// The round number (1, 2, 2.5, 5 times a power of ten) at or above x: a shared axis's top tick.
const niceCeil = (x) => {
  const p = 10 ** Math.floor(Math.log10(Math.max(x, 1)));
  return [1, 2, 2.5, 5, 10].map((m) => m * p).find((v) => v >= x);
};

// A histogram's bars, saturated bins (|centre| > threshold) in vermillion.
function drawHist(chart, h, threshold) {
  const { cats, counts, centres } = histBars(h);
  chart.setData(
    cats,
    [{ label: t('tanh.count'), values: counts, colors: centres.map((c) => (Math.abs(c) > threshold ? PALETTE[1] : PALETTE[0])) }],
    [],
    0,
  );
}

function draw(v, r, ctx) {
  v.badHist.setTitle(badTitle(ctx.state));
  drawHist(v.badHist, r.badInitHist, r.threshold);
  drawHist(v.kaimingHist, r.kaimingHist, r.threshold);
  // one y scale for the two: the bad init's pile at ±1 beside Kaiming's lower ends, at the same height
  const top = niceCeil(Math.max(...r.badInitHist.counts, ...r.kaimingHist.counts) * 1.05);
  v.badHist.setYRange(0, top);
  v.kaimingHist.setYRange(0, top);
  const d = r.dead,
    abs = Array.from(d.absH),
    dead = Array.from(d.dead);
  const rows = Array.from({ length: d.rows }, (_, b) => abs.slice(b * d.cols, (b + 1) * d.cols));
  v.map.setTitle(mapTitle(ctx.state, d));
  v.map.setData(rows, dead, t('tanh.mapLegend', { n: dead.length, list: dead.join(listSep()) || '–' }));
}

const reading = (r, ctx) =>
  t('tanh.reading', {
    bad: fmt(ctx.state.bad, 1),
    bad_pct: pct(r.badInitPct / 100),
    k_pct: pct(r.kaimingPct / 100),
    dead: r.dead.dead.length,
  });

export default sectionTab({
  id: 'tanh',
  explain: 'tanh.explain',
  reading,
  explainVars: (s) => ({ bad: fmt(s.bad, 1) }),
  lecture: ['bad', 'seed'],
  controls: CONTROLS,
  view,
  layout,
  compare,
  draw,
});
