// tabs/tanh.js — 5.4: with a bad init (gain x5) the hidden pre-activations are wide and tanh sits
// at +-1, where its gradient (1 - h^2) is ~0. Histograms of the tanh outputs, bad vs Kaiming, and
// the batch x neuron map of |h| with dead neurons (saturated on every row of the batch) framed.
import { el } from '../ui.js';
import { t, fmt, pct } from '../i18n.js';
import { barChart, heatmap, PALETTE } from '../charts.js';
import { sectionTab, SEED, histBars } from './common.js';

const CONTROLS = [{ name: 'bad', knob: 'badInit', label: 'tanh.bad' }, SEED];
const badTitle = (s) => t('tanh.histBad', { bad: fmt(s.bad, 1) });
const mapTitle = (s) => t('tanh.mapTitle', { bad: fmt(s.bad, 1) });
const hist = (title) => barChart({ title, xLabel: 'h = tanh(…)', yLabel: t('tanh.count'), legend: false });

function view(s) {
  return { badHist: hist(badTitle(s)), kaimingHist: hist(t('tanh.histKaiming')), map: heatmap({ title: mapTitle(s) }) };
}

const layout = (v) => [el('div', { class: 'grid2' }, v.badHist.el, v.kaimingHist.el), v.map.el];

function compare(r, ctx) {
  const L = r.lecture, dead = r.dead.dead.length;
  return [
    { label: t('tanh.satBad', { bad: fmt(ctx.state.bad, 1) }), key: 'sat-bad', ours: r.badInitPct / 100, text: pct(r.badInitPct / 100),
      lecture: pct(L.badInitPct / 100) },
    { label: t('tanh.satKaiming'), key: 'sat-kaiming', ours: r.kaimingPct / 100, text: pct(r.kaimingPct / 100), lecture: pct(L.kaimingPct / 100) },
    { label: t('tanh.dead'), key: 'dead', ours: dead, text: String(dead), lecture: String(L.deadNeurons) },
  ];
}

// A histogram's bars, saturated bins (|centre| > threshold) in vermillion.
function drawHist(chart, h, threshold) {
  const { cats, counts, centres } = histBars(h);
  chart.setData(cats, [{ label: t('tanh.count'), values: counts, colors: centres.map((c) => (Math.abs(c) > threshold ? PALETTE[1] : PALETTE[0])) }], [], 0);
}

function draw(v, r, ctx) {
  v.badHist.setTitle(badTitle(ctx.state));
  drawHist(v.badHist, r.badInitHist, r.threshold);
  drawHist(v.kaimingHist, r.kaimingHist, r.threshold);
  const d = r.dead, abs = Array.from(d.absH), dead = Array.from(d.dead);
  const rows = Array.from({ length: d.rows }, (_, b) => abs.slice(b * d.cols, (b + 1) * d.cols));
  v.map.setTitle(mapTitle(ctx.state));
  v.map.setData(rows, dead, t('tanh.mapLegend', { n: dead.length, list: dead.join(', ') || '–' }));
}

export default sectionTab({ id: 'tanh', explain: 'tanh.explain', controls: CONTROLS, view, layout, compare, draw });
