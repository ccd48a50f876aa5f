// tabs/kaiming.js — 5.5: std = gain / sqrt(fan_in). With gain 1 (naive) every tanh layer squashes a
// little more and the activations shrink layer by layer; with Kaiming's 5/3 for tanh (sqrt 2 for
// ReLU) they stay put. Std of each tanh output of a deep no-BN stack, and each layer's histogram.
import { el } from '../ui.js';
import { t, fmt } from '../i18n.js';
import { lineChart } from '../charts.js';
import { sectionTab, SEED, histBars, fromOne } from './common.js';
import { kaimingStrip } from '../network_tabs.js';
import { tanhName } from '../layer_names.js';

// The gain of the second stack, with tanh's 5/3 (the recipe's), ReLU's √2 and the naive 1 marked.
const gainMarks = (ctx) => [
  { value: 1, label: t('slider.gainOne'), said: t('slider.gainOneSaid') },
  { value: Math.SQRT2, label: t('slider.gainRelu'), said: t('slider.gainReluSaid') },
  { value: ctx.recipe.tanhGain, label: t('slider.gainTanh'), said: t('slider.gainTanhSaid') },
];
const CONTROLS = [
  { name: 'k_layers', knob: 'nLayer', label: 'kaiming.layers', step: 1 },
  { name: 'k_gain', knob: 'gain', label: 'slider.kaimingGain', slider: { min: 0.25, max: 3, marks: gainMarks } },
  SEED,
];
// While the gain slider moves: the probe batch's first PREVIEW_ROWS rows (of 1000); all of them when it is let go.
const PREVIEW_ROWS = 200;
const preview = (k) => ({ ...k, probeRows: PREVIEW_ROWS });

function view() {
  return {
    strip: kaimingStrip(), // the stack's blocks by their tanh std; a click brings a layer's histograms forward
    std: lineChart({
      title: t('kaiming.stdTitle'),
      xLabel: t('kaiming.layerAxis'),
      yLabel: 'std',
      tall: true,
      xInteger: true,
      nonNegative: true,
    }),
    histNaive: lineChart({ title: t('kaiming.histNaive'), xLabel: 'h', yLabel: t('tanh.count'), nonNegative: true }),
    histKaiming: lineChart({ title: t('kaiming.histKaiming'), xLabel: 'h', yLabel: t('tanh.count'), nonNegative: true }),
  };
}

const layout = (v) => [v.strip.el, v.std.el, el('div', { class: 'grid2' }, v.histNaive.el, v.histKaiming.el)];

// "0.750 → 0.654": a stack's first and last std.
const firstLast = (std) => `${fmt(std[0], 3)} → ${fmt(std[std.length - 1], 3)}`;
const last = (std) => std[std.length - 1];

const compare = ({ naive, kaiming, lecture: L }) => [
  {
    label: t('kaiming.naiveFirstLast'),
    key: 'naive-last',
    ours: last(naive.std),
    text: firstLast(naive.std),
    lecture: firstLast(L.stdNaive),
  },
  {
    label: t('kaiming.kaimingFirstLast'),
    key: 'kaiming-last',
    ours: last(kaiming.std),
    text: firstLast(kaiming.std),
    lecture: firstLast(L.stdKaiming),
  },
];

// One line per layer ("L2 tanh"): its histogram's counts at the bin centres; the lines of block
// `focus` over the others' faint ones (a block without a tanh, the output's, fades none).
const layerHists = (chart, a, focus) =>
  chart.setData(
    Array.from(a.hist, (h, i) => {
      const { centres, counts } = histBars(h);
      const faint = focus !== null && focus <= a.hist.length && i + 1 !== focus;
      return { label: tanhName(i), points: centres.map((c, k) => [c, counts[k]]), faint };
    }),
    0,
  );

function draw(v, r) {
  v.std.setData(
    [
      { label: t('kaiming.naive', { g: fmt(r.naive.gain, 2) }), points: fromOne(r.naive.std), marker: true },
      { label: t('kaiming.kaiming', { g: fmt(r.kaiming.gain, 2) }), points: fromOne(r.kaiming.std), marker: true },
    ],
    3,
  );
  v.strip.draw(r, (focus) => {
    layerHists(v.histNaive, r.naive, focus);
    layerHists(v.histKaiming, r.kaiming, focus);
  });
}

const reading = ({ naive, kaiming }) =>
  t('kaiming.reading', {
    n0: fmt(naive.std[0], 3),
    n1: fmt(last(naive.std), 3),
    k0: fmt(kaiming.std[0], 3),
    k1: fmt(last(kaiming.std), 3),
  });

export default sectionTab({
  id: 'kaiming',
  explain: 'kaiming.explain',
  reading,
  explainVars: (s) => ({ n: s.k_layers, tanh: s.k_layers - 1 }),
  lecture: ['k_layers', 'k_gain', 'seed'],
  knobs: { probeRows: 1000 },
  preview,
  controls: CONTROLS,
  view,
  layout,
  compare,
  draw,
});
