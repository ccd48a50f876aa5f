// tabs/kaiming/tab.js — 5.5: std = gain / sqrt(fan_in). With gain 1 (naive) every tanh layer squashes a
// little more and the activations shrink layer by layer; with Kaiming's 5/3 for tanh (sqrt 2 for
// ReLU) they stay put. Std of each tanh output of a deep no-BN stack, and each layer's histogram.
// The nonlinearity control puts ReLU in tanh's place (the core's same weights): there √2 holds the
// std, and each layer's share of zero (inactive) outputs stands where tanh's saturated share does.
import { el, CODE_MARK } from '../../view/ui.js';
import { t, fmt } from '../../words/i18n.js';
import { say } from '../../words/say.js';
import { lineChart } from '../../view/charts.js';
import { specsOf, histBars, fromOne, niceCeil } from '../common.js';
import { sectionTab } from '../section/tab.js';
import { GAIN } from './manifest.js';
import { kaimingStrip } from '../../view/network_tabs.js';
import * as words from './words.js';

// The gain of the second stack, with tanh's 5/3 (the recipe's), ReLU's √2 and the naive 1 marked.
const gainMarks = (ctx) => [
  { value: 1, label: t('slider.gainOne'), said: t('slider.gainOneSaid') },
  { value: Math.SQRT2, label: t('slider.gainRelu'), said: t('slider.gainReluSaid') },
  { value: ctx.recipe.tanhGain, label: t('slider.gainTanh'), said: t('slider.gainTanhSaid') },
];
const CONTROLS = specsOf('kaiming', { [GAIN.name]: { marks: gainMarks } });
// While the gain slider moves: the probe batch's first PREVIEW_ROWS rows (of 1000); all of them when it is let go.
const PREVIEW_ROWS = 200;
const preview = (k) => ({ ...k, probeRows: PREVIEW_ROWS });
// From its second move on, only the stack of that gain (the core's kaimingGain) beside the naive one
// as the figure on screen drew it (its gain is fixed: the slider does not change it).
const part = (k, slider) =>
  slider === GAIN.name ? { section: 'kaimingGain', knobs: preview(k), merge: (p, shown) => ({ ...shown, kaiming: p.kaiming }) } : null;

const isRelu = (act) => act === 'relu';
// The second stack's name, as the legend and the titles write it (words.js decides it).
const stackName = (r) => say(words.stackName(r));
// The std chart names the nonlinearity in its title and x axis: a new one when the result's differs.
const stdChart = (act) =>
  lineChart({
    title: t(isRelu(act) ? 'kaiming.stdTitleRelu' : 'kaiming.stdTitle'),
    xLabel: t(isRelu(act) ? 'kaiming.layerAxisRelu' : 'kaiming.layerAxis'),
    yLabel: 'std',
    tall: true,
    xInteger: true,
    nonNegative: true,
  });

function view(state) {
  return {
    strip: kaimingStrip(stackName), // the stack's blocks by their tanh std; a click brings a layer's histograms forward
    std: stdChart(state.k_act),
    stdAct: state.k_act,
    histNaive: lineChart({ title: t('kaiming.histNaive'), xLabel: 'h', yLabel: t('tanh.count'), nonNegative: true }),
    histKaiming: lineChart({
      title: t('kaiming.histKaiming', { stack: stackName({ act: state.k_act, kaiming: { gain: state.k_gain } }) }),
      xLabel: 'h',
      yLabel: t('tanh.count'),
      nonNegative: true,
    }),
    vsText: el('p', { class: 'reading', 'data-key': 'kaiming-vs-text' }),
  };
}

const layout = (v) => [v.strip.el, v.std.el, el('div', { class: 'grid2' }, v.histNaive.el, v.histKaiming.el), v.vsText];

// "0.750 → 0.654": a stack's first and last std.
const firstLast = (std) => `${fmt(std[0], 3)} → ${fmt(std[std.length - 1], 3)}`;
const last = (std) => std[std.length - 1];

// The lecture's "first → last": the text prints the last layer's std; the first is its code's, re-run
// (lecture.hpp's first_printed / last_printed), and is marked so.
const lectureFirstLast = (std, L) => {
  const mark = (printed) => (printed ? '' : ` ${CODE_MARK}`);
  return `${fmt(std[0], 3)}${mark(L.firstPrinted)} → ${fmt(std[std.length - 1], 3)}${mark(L.lastPrinted)}`;
};
const kindOf = (L) => (L.firstPrinted && L.lastPrinted ? 'printed' : !L.firstPrinted && !L.lastPrinted ? 'code' : 'mixed');

const compare = (r) => {
  const { naive, kaiming, lecture: L } = r;
  return [
    {
      label: t('kaiming.naiveFirstLast'),
      key: 'naive-last',
      ours: last(naive.std),
      text: firstLast(naive.std),
      lecture: kindOf(L) === 'mixed' ? lectureFirstLast(L.stdNaive, L) : firstLast(L.stdNaive),
      lectureKind: kindOf(L),
    },
    {
      label: t('kaiming.kaimingFirstLast', { stack: stackName(r) }),
      key: 'kaiming-last',
      ours: last(kaiming.std),
      text: firstLast(kaiming.std),
      lecture: kindOf(L) === 'mixed' ? lectureFirstLast(L.stdKaiming, L) : firstLast(L.stdKaiming),
      lectureKind: kindOf(L),
    },
  ];
};

// One line per layer ("L2 tanh: 19.5 % saturated", "L2 ReLU: 50.1 % zero (inactive)"): its
// histogram's counts at the bin centres, its saturated (or inactive) share in its legend entry; the
// lines of block `focus` over the others' faint ones (a block without a tanh, the output's, fades none).
const layerHists = (chart, r, stack, focus) => {
  const a = r[stack];
  return chart.setData(
    Array.from(a.hist, (h, i) => {
      const { centres, counts } = histBars(h);
      const faint = focus !== null && focus <= a.hist.length && i + 1 !== focus;
      return {
        label: say(words.layerLabel(r, stack, i)),
        points: centres.map((c, k) => [c, counts[k]]),
        faint,
      };
    }),
    0,
  );
};

// The right end of a stack's histograms: the round number at or above its last bin holding a value.
const xTop = (a) =>
  niceCeil(
    Math.max(
      ...a.hist.map((h) => {
        const { centres, counts } = histBars(h);
        const k = counts.findLastIndex((c) => c > 0);
        return centres[Math.max(0, k)] ?? 0;
      }),
    ) * 1.05,
  );

function draw(v, r, ctx) {
  const relu = isRelu(r.act);
  if (v.stdAct !== r.act) {
    const next = stdChart(r.act);
    v.std.el.replaceWith(next.el);
    v.std.dispose();
    v.std = next;
    v.stdAct = r.act;
  }
  const [naiveLabel, secondLabel] = seriesNames(r);
  v.std.setData(
    [
      { label: naiveLabel, points: fromOne(r.naive.std), marker: true },
      { label: secondLabel, points: fromOne(r.kaiming.std), marker: true },
    ],
    3,
  );
  v.histNaive.setTitle(t(relu ? 'kaiming.histNaiveRelu' : 'kaiming.histNaive'));
  v.histKaiming.setTitle(t(relu ? 'kaiming.histKaimingRelu' : 'kaiming.histKaiming', { stack: stackName(r) }));
  v.strip.draw(r, (focus) => {
    layerHists(v.histNaive, r, 'naive', focus);
    layerHists(v.histKaiming, r, 'kaiming', focus);
  });
  // one y scale for the two: the Kaiming stack's piles at ±1 beside the naive bell, at the same height
  const top = niceCeil(Math.max(...[...r.naive.hist, ...r.kaiming.hist].flatMap((h) => Array.from(h.counts))) * 1.05);
  v.histNaive.setYRange(0, top);
  v.histKaiming.setYRange(0, top);
  // ReLU's stacks differ by orders of magnitude (the naive one ends near 1, a gain of 5/3 near 50):
  // each its own x axis, to its last filled bin, or the naive one is a sliver at 0
  v.histNaive.setXRange(relu ? 0 : undefined, relu ? xTop(r.naive) : undefined);
  v.histKaiming.setXRange(relu ? 0 : undefined, relu ? xTop(r.kaiming) : undefined);
  v.vsText.textContent = say(words.comparison(r, ctx.state, ctx));
}

// The std chart's two series: naive, and the second stack by the name its gain earns.
const seriesNames = (r) => words.seriesNames(r).map(say);
export default sectionTab({
  id: 'kaiming',
  explain: 'kaiming.explain',
  reading: (r) => say(words.reading(r)),
  // the depth and nonlinearity of the result on screen (the controls' until it comes)
  explainVars: (s, ctx, r) => ({ chart: say(words.chart(r, s)) }),
  preview,
  part,
  controls: CONTROLS,
  view,
  layout,
  compare,
  draw,
  says: [(r, ctx) => say(words.comparison(r, ctx.state, ctx)), (r) => seriesNames(r).join(' · ')],
});
