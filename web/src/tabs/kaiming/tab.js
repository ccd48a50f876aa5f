// tabs/kaiming/tab.js — 5.5: std = gain / sqrt(fan_in). With gain 1 (naive) every tanh layer squashes a
// little more and the activations shrink layer by layer; with Kaiming's 5/3 for tanh (sqrt 2 for
// ReLU) they stay put. Std of each tanh output of a deep no-BN stack, and each layer's histogram.
// The nonlinearity control puts ReLU in tanh's place (the core's same weights): there √2 holds the
// std, and each layer's share of zero (inactive) outputs stands where tanh's saturated share does.
import { el, CODE_MARK } from '../../view/ui.js';
import { t, fmt, pct, int, short } from '../../words/i18n.js';
import { lineChart } from '../../view/charts.js';
import { specsOf, histBars, fromOne, niceCeil } from '../common.js';
import { sectionTab } from '../section/tab.js';
import { GAIN } from './manifest.js';
import { kaimingStrip } from '../../view/network_tabs.js';
import { actName } from '../../view/layer_names.js';
import { isTextGain, namedGain } from '../../teaching/prompts.js';
import { sameSetting } from '../../state/state.js';

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
// The text's gain for a nonlinearity, as the text writes it.
const textGain = (act) => (isRelu(act) ? '√2' : '5/3');
// The second stack is "Kaiming" only at the text's gain for its nonlinearity; at any other gain it is
// the second stack, named by its gain (ReLU at tanh's 5/3 is no Kaiming stack).
const kaimingNamed = (r) => isTextGain(r.kaiming.gain, r.act);
const gainText = (g) => namedGain(g) ?? short(g, 3);
// The second stack's name, as the legend writes it.
const stackName = (r) => t(`kaiming.${kaimingNamed(r) ? 'kaiming' : 'second'}`, { g: gainText(r.kaiming.gain) });
// A stack's std from the first layer to the last in words: the core's verdict (words.hpp hold) with
// its band over the stack's steps (kHoldBand^√steps: one seed's noise spreads a kept std as √steps),
// and trend's factors past which it vanishes or explodes (the residual tab's words for the same ratio).
// `stack` ('naive' | 'kaiming'): which stack the verdict is about (unused by the words; the claims test reads it).
const holdWords = (verdict, w, stack, std) => {
  const band = w.holdBand ** Math.sqrt(std.length - 1);
  return t(`kaiming.hold.${verdict}`, {
    lo: short(1 / band, 2),
    hi: short(band, 2),
    tenth: short(1 / w.trendFactor, 3),
    explode: int(w.explodeFactor),
    stack,
  });
};
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
const layerHists = (chart, a, focus, act) =>
  chart.setData(
    Array.from(a.hist, (h, i) => {
      const { centres, counts } = histBars(h);
      const faint = focus !== null && focus <= a.hist.length && i + 1 !== focus;
      return {
        label: isRelu(act)
          ? t('kaiming.layerZero', { name: actName(i, act), zero: pct(a.inactivePct[i] / 100) })
          : t('kaiming.layerSat', { name: actName(i, act), sat: pct(a.saturatedPct[i] / 100) }),
        points: centres.map((c, k) => [c, counts[k]]),
        faint,
      };
    }),
    0,
  );

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

// The layer (1-based) with the largest saturated share (or of another per-layer share), and that share (%).
const mostSaturated = (a, share = a.saturatedPct) => {
  const s = Array.from(share);
  const i = s.indexOf(Math.max(...s));
  return { layer: i + 1, pct: s[i] };
};

// Where the live histograms and the text's "spreads out around 0" part, in the core's numbers: the
// text's Exercise 2 compares Kaiming with the x5 bad init in the one-hidden-layer network of 5.4;
// here every layer of the deep stack is measured on the probe batch.
// ReLU: no flat tails to saturate in; the share that matters is of the outputs at 0 (inactive).
function vsTextRelu(r) {
  const { naive, kaiming } = r;
  const top = mostSaturated(kaiming, kaiming.inactivePct);
  const n = kaiming.inactivePct.length;
  return t('kaiming.vsTextRelu', {
    g: gainText(kaiming.gain),
    n: n + 1,
    top: actName(top.layer - 1, 'relu'),
    topZero: pct(top.pct / 100),
    last: actName(n - 1, 'relu'),
    lastZero: pct(kaiming.inactivePct[n - 1] / 100),
    naiveTop: pct(mostSaturated(naive, naive.inactivePct).pct / 100),
    stacks: t(`kaiming.stacksRelu.${kaimingNamed(r) ? 'text' : 'other'}`, stdWords(r)),
  });
}

// The two stacks' first and last std and the core's verdict on each (holds, fades, grows).
const stdWords = ({ naive, kaiming, words }) => ({
  n0: fmt(naive.std[0], 3),
  n1: fmt(last(naive.std), 3),
  k0: fmt(kaiming.std[0], 3),
  k1: fmt(last(kaiming.std), 3),
  nHold: holdWords(naive.hold, words, 'naive', naive.std),
  kHold: holdWords(kaiming.hold, words, 'kaiming', kaiming.std),
  g: gainText(kaiming.gain),
});

function vsText(r, ctx) {
  const { naive, kaiming } = r;
  const top = mostSaturated(kaiming);
  const n = kaiming.saturatedPct.length;
  const values = kaiming.hist[0].counts.reduce((a, b) => a + b, 0); // tanh outputs of one layer on the probe
  const firstIsTanhTab = sameSetting(kaiming.gain, ctx.recipe.tanhGain); // the text's 5/3, as the store keeps it too
  return t(firstIsTanhTab ? 'kaiming.vsText' : 'kaiming.vsTextGain', {
    g: gainText(kaiming.gain),
    n: n + 1,
    values: int(values),
    thr: fmt(ctx.recipe.saturation, 2),
    top: actName(top.layer - 1),
    topSat: pct(top.pct / 100),
    lastSat: pct(kaiming.saturatedPct[n - 1] / 100),
    last: actName(n - 1),
    naiveTop: pct(mostSaturated(naive).pct / 100),
    nHold: holdWords(naive.hold, r.words, 'naive', naive.std),
  });
}

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
    layerHists(v.histNaive, r.naive, focus, r.act);
    layerHists(v.histKaiming, r.kaiming, focus, r.act);
  });
  // one y scale for the two: the Kaiming stack's piles at ±1 beside the naive bell, at the same height
  const top = niceCeil(Math.max(...[...r.naive.hist, ...r.kaiming.hist].flatMap((h) => Array.from(h.counts))) * 1.05);
  v.histNaive.setYRange(0, top);
  v.histKaiming.setYRange(0, top);
  // ReLU's stacks differ by orders of magnitude (the naive one ends near 1, a gain of 5/3 near 50):
  // each its own x axis, to its last filled bin, or the naive one is a sliver at 0
  v.histNaive.setXRange(relu ? 0 : undefined, relu ? xTop(r.naive) : undefined);
  v.histKaiming.setXRange(relu ? 0 : undefined, relu ? xTop(r.kaiming) : undefined);
  v.vsText.textContent = comparison(r, ctx);
}

// The std chart's two series: naive, and the second stack by the name its gain earns.
const seriesNames = (r) => {
  const relu = isRelu(r.act) ? 'Relu' : '';
  return [
    t(`kaiming.naive${relu}`, { g: gainText(r.naive.gain) }),
    t(`kaiming.${kaimingNamed(r) ? 'kaiming' : 'second'}${relu}`, { g: gainText(r.kaiming.gain) }),
  ];
};
const comparison = (r, ctx) => (isRelu(r.act) ? vsTextRelu(r) : vsText(r, ctx));

// What the std chart shows, each stack with the core's verdict; the second stack is called Kaiming
// only at the text's gain for the nonlinearity.
const reading = (r) => {
  const w = stdWords(r);
  const second = kaimingNamed(r)
    ? t('kaiming.withKaiming', { g: w.g })
    : t('kaiming.withSecond', { g: w.g, text: textGain(r.act), act: isRelu(r.act) ? 'ReLU' : 'tanh' });
  return t(isRelu(r.act) ? 'kaiming.readingRelu' : 'kaiming.reading', { ...w, second });
};

export default sectionTab({
  id: 'kaiming',
  explain: 'kaiming.explain',
  reading,
  // the depth and nonlinearity of the result on screen (the controls' until it comes)
  explainVars: (s, ctx, r) => {
    const n = r?.nLayer ?? s.k_layers,
      act = isRelu(r?.act ?? s.k_act) ? 'ReLU' : 'tanh';
    return { chart: t(n - 1 === 1 ? 'kaiming.chartOne' : 'kaiming.chartMany', { n, k: n - 1, act }) };
  },
  preview,
  part,
  controls: CONTROLS,
  view,
  layout,
  compare,
  draw,
  says: [comparison, (r) => seriesNames(r).join(' · ')],
});
