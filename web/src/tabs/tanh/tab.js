// tabs/tanh/tab.js — 5.4: with a bad init (gain x5) the hidden pre-activations are wide and tanh sits
// at +-1, where its gradient (1 - h^2) is ~0. Histograms of the tanh outputs, bad vs Kaiming, and
// the batch x neuron map of |h| with dead neurons (saturated on every row of the batch) framed. A
// neuron picked on the map writes out why it is dead or not: its |h| on each row against the
// threshold, and the gradient this batch sends it (the core's autograd), ~0 when it is dead.
import { el } from '../../view/ui.js';
import { t, pct, short } from '../../words/i18n.js';
import { barChart, heatmap, PALETTE } from '../../view/charts.js';
import { histBars, niceCeil } from '../common.js';
import { sectionTab } from '../section/tab.js';
import { neuronWhy } from './neuron.js';
import { say } from '../../words/say.js';
import * as words from './words.js';

const badTitle = (s) => say(words.histBad(s));
const mapTitle = (s, d) => say(words.mapTitle(s, d ? { rows: d.rows, cols: d.cols, from: true } : words.MAP));
const hist = (title) => barChart({ title, xLabel: 'h = tanh(…)', yLabel: t('tanh.count'), legend: false });

// The map frames what the core's recipe calls saturated (its threshold, as the core counts it).
function view(s, ctx) {
  const why = neuronWhy();
  const map = heatmap({
    title: mapTitle(s),
    threshold: ctx.recipe.saturation,
    onPick: (h) => why.show(h),
    keysHint: t('tanh.neuron.keys'),
  });
  why.map = map;
  return { badHist: hist(badTitle(s)), kaimingHist: hist(t('tanh.histKaiming')), map, why };
}

const layout = (v) => [
  el('div', { class: 'grid2' }, v.badHist.el, v.kaimingHist.el),
  v.map.el,
  el('p', { class: 'note', text: t('tanh.neuron.hint') }),
  v.why.picker,
  v.why.el,
];

function compare(r, ctx) {
  const L = r.lecture,
    dead = r.dead.dead.length;
  return [
    {
      label: t('tanh.satBad', { bad: short(ctx.state.bad, 4) }),
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
    {
      label: t('tanh.dead', { rows: r.dead.rows }),
      key: 'dead',
      ours: dead,
      text: String(dead),
      lecture: String(L.deadNeurons),
      lectureKind: L.deadNeuronsPrinted ? 'printed' : 'code',
    },
  ];
}

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
  v.map.setData(rows, dead, say(words.mapLegend(r)));
  v.why.set(r);
}

export default sectionTab({
  id: 'tanh',
  explain: 'tanh.explain',
  reading: (r) => say(words.reading(r)),
  view,
  layout,
  compare,
  draw,
});
