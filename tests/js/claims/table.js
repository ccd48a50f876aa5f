// claims/table.js — the claims table: every sentence template a figure tab builds its words from
// (a locale key), with the predicate on the result's own numbers that makes it true. Written from
// the numbers, not from the core's verdicts (words.hpp), so a verdict computed wrongly fails here
// too; the bands are the lesson's, stated once below (docs/lesson.md, "Claims", says them in prose).
// An entry is
//   (c) -> true when the sentence is true of the result: c = { r: the section's result, s: the
//          settings, v: the vars the template was filled with (v.stack / v.of name a verdict's subject) },
//   NAME: a label or a name (no claim about the numbers), or
//   TEXT: what the course text says, quoted as the text's, with the page's definitions (no claim about
//         the live numbers; TEXT_CLAIMS below checks the text's own claims at the text's settings).
// A key a tab says that is not here fails the test: a new sentence comes with its claim.
import { defaults } from '../../../web/src/state/state.js';
import { isTextGain } from '../../../web/src/tabs/kaiming/manifest.js';
import { int, fmt, sig, short } from '../../../web/src/words/i18n.js';

// A number as a sentence writes it, read back: "0,5" · "1.5" · "1·10⁻¹²" · "1,0·10⁻⁵" (either
// language's decimal sign, no grouping) -> the number, or NaN.
const SUP = { '⁻': '-', '⁰': 0, '¹': 1, '²': 2, '³': 3, '⁴': 4, '⁵': 5, '⁶': 6, '⁷': 7, '⁸': 8, '⁹': 9 };
export function readBack(text) {
  const m = /^(−?\d+(?:[.,]\d+)?)(?:·10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?$/.exec(String(text));
  if (!m) return NaN;
  const mant = Number(m[1].replace('−', '-').replace(',', '.'));
  const exp = m[2] ? Number([...m[2]].map((c) => SUP[c]).join('')) : 0;
  return Number((mant * 10 ** exp).toPrecision(12));
}

export const NAME = 'name';
export const TEXT = 'text';

// The bands (the core's words.hpp, lesson/kaiming.hpp): what each word promises.
export const BANDS = {
  trend: 10, // residual: "vanishing" below 1/10 of the shallowest norm, "stable" within 10-fold
  explode: 1000, // "growing" up to 1000-fold, "exploding" beyond
  hold: 1.25, // Kaiming: "holds" when the last layer's std is within 1.25^√steps-fold of the first's
  // (noise spreads it as √steps); past the trend's bands it "vanishes" or "explodes"
  wide: 3, // BatchNorm: hpreact "wide" above std 3, "narrow" below 0.1
  narrow: 0.1,
  shifted: 0.5, // "shifted" when |mean| > 0.5
  same: 1.02, // the Kaiming question: two stacks' moves per layer within 2 % of each other are "about the same"
};

const last = (a) => a[a.length - 1];
const ratio = (a) => last(a) / a[0];
// the text's gain for a nonlinearity, by the page's one rule (tabs/kaiming/manifest.js)
export { isTextGain };

// ---- residual: a stack's input-gradient norm from the shallowest depth to the deepest
const trendOf = (r, stack) => {
  const a = r.depths[0][stack],
    b = last(r.depths)[stack];
  if (!(a > 0) || !Number.isFinite(a) || Number.isNaN(b) || b < 0) return 'undefined';
  const q = b / a;
  if (q < 1 / BANDS.trend) return 'vanishing';
  if (q <= BANDS.trend) return 'stable';
  return q <= BANDS.explode ? 'growing' : 'exploding';
};
// ---- Kaiming: a stack's std from its first layer to its last, within a band that widens as √steps
const holdOf = (std) => {
  const q = ratio(std);
  if (!Number.isFinite(q) || !(std[0] > 0) || std.length < 2) return 'undefined';
  if (q < 1 / BANDS.trend) return 'vanishes';
  if (q > BANDS.explode) return 'explodes';
  const band = BANDS.hold ** Math.sqrt(std.length - 1);
  return q < 1 / band ? 'fades' : q > band ? 'grows' : 'holds';
};
// the factor a stack's std moves by per layer (last / first, to the steps' root)
const perLayer = (std) => ratio(std) ** (1 / (std.length - 1));
// how far a stack's std moves (0: flat), for "which stack keeps it better"
const drift = (std) => Math.abs(Math.log(ratio(std)));
// ---- BatchNorm: a distribution's width and centre
const spreadOf = (d) => (d.std > BANDS.wide ? 'wide' : d.std < BANDS.narrow ? 'narrow' : 'healthy');
const shiftOf = (d) => (Math.abs(d.mean) > BANDS.shifted ? 'shifted' : 'centred');
// ---- tanh: the saturated shares as the table shows them (0.1 %)
const shown = (pct) => Number(pct.toFixed(1));

const relu = (c) => c.r.act === 'relu';
// the numbers a Kaiming reading quotes are its stacks' own first and last std, each where it belongs
// (swapping the naive and the second stack's numbers fails), to the 3 decimals the table shows
const stdNumbers = ({ r, v }) =>
  v.n0 === fmt(r.naive.std[0], 3) &&
  v.n1 === fmt(last(r.naive.std), 3) &&
  v.k0 === fmt(r.kaiming.std[0], 3) &&
  v.k1 === fmt(last(r.kaiming.std), 3);
// the explanation's "×0.848 per layer" of each stack is that stack's own factor (none with one layer)
const perLayerSaid = ({ r, v }) =>
  ['naive', 'kaiming'].every((stack) =>
    r[stack].std.length > 1 ? v[`${stack}Per`].includes(sig(perLayer(r[stack].std), 3)) : v[`${stack}Per`] === '',
  );
const named = (c) => isTextGain(c.r.kaiming.gain, c.r.act);

export const CLAIMS = {
  // labels and names of settings (the note on the lecture's settings names them)
  'common.seed': NAME,
  'tanh.bad': NAME,
  'bn.bad': NAME,
  'residual.std': NAME,
  'kaiming.act': NAME,
  'kaiming.actTanh': NAME,
  'kaiming.actRelu': NAME,
  'kaiming.layers': NAME,
  'slider.kaimingGain': NAME,
  'slider.bnEps': NAME,
  'slider.bnGamma': NAME,
  'slider.bnBeta': NAME,
  'network.module.tanh': (c) => c.r.act !== 'relu', // "L3 tanh" names a tanh layer
  'network.module.relu': relu,
  // "the lecture used: …": each setting named differs from the text's, and the note is there only then
  'common.lectureValue': (c) => JSON.stringify(c.s[c.v.name]) !== JSON.stringify(defaults()[c.v.name]) && c.v.here !== c.v.value,
  'common.lectureDiffers': () => true,
  'common.lectureButton': () => true, // said only by sectionTab, which draws the button under the note

  // ---- 5.3 starting loss: "much higher" without the fix, "starts at ≈ ln V" with it, the hockey stick
  'start.explain': ({ r, v }) =>
    (v.lnV === undefined || v.lnV === fmt(r.logVocab, 2)) &&
    r.noFix > r.logVocab + 1 &&
    Math.abs(r.fix - r.logVocab) < 0.05 &&
    r.hockeyNoFix[0] - Math.min(...r.hockeyNoFix) > 3 * (r.hockeyFix[0] - Math.min(...r.hockeyFix)),

  'start.logV': NAME,
  'start.logVLine': ({ r, v }) => v.lnV === fmt(r.logVocab, 2), // the line drawn at the result's own ln V
  'start.curveTitle': ({ r, v }) => v.n === int(r.hockeyNoFix.length), // "the first n steps": the steps drawn

  // ---- 5.4 saturated tanh
  'tanh.explain': TEXT,
  'tanh.histBad': ({ r, v }) => v.bad === short(r.badInit, 4), // the title's multiplier is the figure's
  'tanh.mapTitle': ({ r, v }) => v.bad === short(r.badInit, 4) && v.rows === int(r.dead.rows) && v.cols === int(r.dead.cols),
  'tanh.mapLegend': ({ r, v }) => v.n === int(r.dead.dead.length),
  'tanh.reading': NAME, // the shares and the dead neurons, as numbers; its verdicts are the keys below
  'tanh.cmp.more': ({ r }) => shown(r.badInitPct) > shown(r.kaimingPct),
  'tanh.cmp.fewer': ({ r }) => shown(r.badInitPct) < shown(r.kaimingPct),
  'tanh.cmp.same': ({ r }) => shown(r.badInitPct) === shown(r.kaimingPct),
  'tanh.slope.most': ({ r }) => 100 - r.kaimingPct > 50,
  'tanh.slope.few': ({ r }) => 100 - r.kaimingPct <= 50,

  // ---- 5.5 Kaiming
  'kaiming.explain': TEXT,
  'kaiming.chartOne': ({ r, v }) => r.nLayer === 2 && v.n === int(r.nLayer),
  'kaiming.chartMany': ({ r, v }) => r.nLayer > 2 && v.n === int(r.nLayer) && v.k === int(r.nLayer - 1),
  'kaiming.reading': (c) => !relu(c) && stdNumbers(c),
  'kaiming.readingRelu': (c) => relu(c) && stdNumbers(c),
  // a stack's verdict, its subject in the key (the naive or the second stack), and the factor per layer it quotes
  ...Object.fromEntries(
    ['naive', 'kaiming'].flatMap((stack) =>
      ['holds', 'fades', 'grows', 'vanishes', 'explodes', 'undefined'].map((k) => [
        `kaiming.hold.${stack}.${k}`,
        ({ r, v }) => holdOf(r[stack].std) === k && (k === 'undefined' || v.per === sig(perLayer(r[stack].std), 3)),
      ]),
    ),
  ),
  // a layer's histogram legend: its share, of the nonlinearity it has (layer number: network.module.*)
  'kaiming.layerSat': (c) => !relu(c),
  'kaiming.layerZero': relu,
  // "Kaiming" names the second stack only at the text's gain for its nonlinearity
  'kaiming.withKaiming': named,
  'kaiming.kaiming': (c) => named(c) && !relu(c),
  'kaiming.kaimingRelu': (c) => named(c) && relu(c),
  'kaiming.withSecond': (c) => !named(c),
  'kaiming.second': (c) => !named(c) && !relu(c),
  'kaiming.secondRelu': (c) => !named(c) && relu(c),
  'kaiming.naive': (c) => !relu(c) && c.r.naive.gain === 1,
  'kaiming.naiveRelu': (c) => relu(c) && c.r.naive.gain === 1,
  // "wide enough for part of the outputs to reach ±1": some layer has a saturated share
  'kaiming.vsText': (c) => !relu(c) && named(c) && Math.max(...c.r.kaiming.saturatedPct) > 0,
  'kaiming.vsTextGain': (c) => !relu(c) && !named(c),
  'kaiming.vsTextRelu': relu,
  'kaiming.stacksRelu.text': (c) => relu(c) && named(c) && stdNumbers(c),
  'kaiming.stacksRelu.other': (c) => relu(c) && !named(c) && stdNumbers(c),

  // ---- 5.6–5.9 BatchNorm: "normalised, every neuron has mean 0 and a std near 1 (below 1 when eps is not small)"
  'bn.explain': ({ r }) => Math.abs(r.pipeline.xhat.mean) < 1e-3 && r.pipeline.xhat.std <= 1 + 1e-3,
  'bn.reading': NAME,
  // train vs eval: the running statistics approach the split's only when the moving average has
  // covered 95 % of the way in the run's steps (1 − (1 − momentum)^steps, an average's own arithmetic)
  'bn.trainEval': ({ r, s }) => 1 - (1 - s.bn_mom) ** r.running.runningMean[0].length >= 0.95,
  // (the share said is derived:share's, checkSaid checks it)
  'bn.trainEvalSlow': ({ r, s }) => 1 - (1 - s.bn_mom) ** r.running.runningMean[0].length < 0.95,
  // the eps demo: the eps said reads back as the eps used, to the digits said (1,00·10⁻¹², not "0"), the counts are the core's
  'bn.eps': ({ r, v }) =>
    Math.abs(readBack(v.eps) - r.eps.eps) <= Math.max(5e-3 * r.eps.eps, 5e-5) &&
    v.with === int(r.eps.nonfiniteWithEps) &&
    v.without === int(r.eps.nonfiniteWithoutEps),
  // read-outs: their numbers are the result's, which checkSaid checks (tabs/batchnorm/words.js)
  'bn.stageTitle': NAME,
  ...Object.fromEntries(['hpreact', 'xhat', 'scaled', 'tanh'].map((k) => [`bn.stage.${k}`, NAME])),
  'bn.meanStd': NAME,
  'bn.runningNote': NAME,
  'bn.runningStat': NAME,
  'bn.watchIntro': NAME,
  'bn.collapseIntro': NAME,
  'bn.collapseFigure.on': NAME,
  'bn.collapseFigure.off': NAME,
  'bn.collapseOne': NAME,
  // one example in train mode: a batch of 1, which has no batch variance
  'bn.single': NAME,
  'refusal.bn_batchRows': ({ r }) => r.running.singleExample.code === 'bn_batch',
  // the bias before BN: its gradient "≈ 0", float rounding beside the weight's
  'bn.bias': ({ r }) => r.bias.biasGradNorm <= 1e-4 * r.bias.weightGradNorm,
  // BatchNorm on: the bias's gradient is rounding beside the weight's, and b1 "learned nothing":
  // its drift is rounding beside the drift of the same bias without BatchNorm
  'bn.watch.on': ({ r }) => {
    const on = r.biasWatch.withBn,
      off = r.biasWatch.withoutBn;
    return on.biasGradMax <= 1e-4 * on.weightGradMin && last(on.biasDrift) <= 1e-3 * last(off.biasDrift);
  },
  // BatchNorm off: "a real parameter", its gradient no rounding beside the weight's, and it moved
  'bn.watch.off': ({ r }) => {
    const off = r.biasWatch.withoutBn;
    return off.biasGradMin > 1e-4 * off.weightGradMin && last(off.biasDrift) > 0;
  },
  // 5.15: without tanh the stack is one matrix "(rounding only)"; with tanh it is not
  'bn.collapse.off': ({ r }) => r.collapse.maxAbsDiffLinear <= 1e-4 * Math.max(1, r.collapse.outputMaxAbs),
  'bn.collapse.on': ({ r }) => r.collapse.maxAbsDiffTanh > 1e-3 * Math.max(1, r.collapse.outputMaxAbs),
  'bn.spread.wide': ({ r, v }) => spreadOf(r.pipeline[v.of]) === 'wide',
  'bn.spread.narrow': ({ r, v }) => spreadOf(r.pipeline[v.of]) === 'narrow',
  'bn.spread.healthy': ({ r, v }) => spreadOf(r.pipeline[v.of]) === 'healthy',
  'bn.shift.shifted': ({ r, v }) => shiftOf(r.pipeline[v.of]) === 'shifted',
  'bn.shift.centred': ({ r, v }) => shiftOf(r.pipeline[v.of]) === 'centred',

  // ---- 000 residual: "the norm stays at √16 = 4 … over 50 blocks" and "the batch size does not change its result"
  'residual.explain': ({ r }) => r.postNorm.slice(1).every((n) => Math.abs(n - 4) < 0.05) && r.batch.maxAbsDiff < 1e-4,
  'residual.reading': NAME,
  // read-outs: their numbers are the result's, which checkSaid checks (tabs/residual/words.js)
  'residual.plainAt': NAME,
  'residual.withAt': NAME,
  'residual.batchDiff': NAME,
  'residual.trend.vanishing': ({ r, v }) => trendOf(r, v.stack) === 'vanishing',
  'residual.trend.stable': ({ r, v }) => trendOf(r, v.stack) === 'stable',
  'residual.trend.growing': ({ r, v }) => trendOf(r, v.stack) === 'growing',
  'residual.trend.exploding': ({ r, v }) => trendOf(r, v.stack) === 'exploding',
  'residual.trend.undefined': ({ r, v }) => trendOf(r, v.stack) === 'undefined',
  ...Object.fromEntries(
    ['vanishing', 'stable', 'growing', 'exploding', 'undefined'].map((k) => [
      `residual.trendAgain.${k}`,
      ({ r }) => trendOf(r, 'residual') === k && trendOf(r, 'plain') === k,
    ]),
  ),
  'residual.contrast': ({ r }) => last(r.depths).plain > 0,
  'residual.contrastZero': ({ r }) => last(r.depths).plain === 0,

  // ---- the predictions' revealed answers (lesson/prompts.js, lesson/predict.js)
  'lesson.predict.kaiming.kaiming': ({ v }) => v.settings && isTextGain(v.settings.k_gain, v.settings.k_act ?? 'tanh'),
  'lesson.predict.kaiming.kaimingOther': ({ v }) => v.settings && !isTextGain(v.settings.k_gain, v.settings.k_act ?? 'tanh'),
  'lesson.predict.kaiming.naive': ({ r }) => ANSWERS.kaiming(r) === 'naive',
  'lesson.predict.kaiming.same': ({ r }) => ANSWERS.kaiming(r) === 'same',
  // a guess kept from the earlier question ("neither keeps its std"), shown with its own words only
  'lesson.predict.kaiming.neither': ({ r }) => holdOf(r.naive.std) !== 'holds' && holdOf(r.kaiming.std) !== 'holds',
  // the answer in a sentence: which stack moves less per layer, with each stack's own factor
  'lesson.predict.kaiming.verdictKaiming': (c) => ANSWERS.kaiming(c.r) === 'kaiming' && factorsSaid(c),
  'lesson.predict.kaiming.verdictNaive': (c) => ANSWERS.kaiming(c.r) === 'naive' && factorsSaid(c),
  'lesson.predict.kaiming.verdictSame': (c) => ANSWERS.kaiming(c.r) === 'same' && c.r.naive.std.length > 1 && factorsSaid(c),
  'lesson.predict.kaiming.verdictOne': ({ r }) => ANSWERS.kaiming(r) === 'same' && r.naive.std.length === 1 && r.kaiming.std.length === 1,
  // the text's words, and the core's numbers for these settings: each stack's factor per layer its own
  'lesson.predict.kaiming.explain': (c) => perLayerSaid(c),
  'lesson.predict.kaiming.explainOther': (c) => perLayerSaid(c),
  'lesson.predict.kaiming.explainRelu': (c) => perLayerSaid(c),
  'lesson.predict.kaiming.perLayer': NAME, // its number is checked by the explanation's claim
  'lesson.predict.residual.explain': TEXT,
  'lesson.predict.at.k_act': NAME,
  'lesson.predict.at.k_layers': NAME,
  'lesson.predict.at.k_gain': NAME,
  'lesson.predict.at.seed': NAME,
  'lesson.predict.at.r_std': NAME,
};

// The live answer of a prompt, from the numbers: which stack keeps its std better (the Kaiming
// question): the one whose std moves less per layer, |ln(last / first)| / steps (0 with one layer),
// or "same" when the two moves are within BANDS.same of each other.
const movePer = (std) => (std.length > 1 ? drift(std) / (std.length - 1) : 0);
export const ANSWERS = {
  kaiming: (r) => {
    const n = movePer(r.naive.std),
      k = movePer(r.kaiming.std);
    if (Math.abs(n - k) <= Math.log(BANDS.same)) return 'same';
    return k < n ? 'kaiming' : 'naive';
  },
};
// the verdict's "×0.726" of each stack is its own factor per layer, its band the stated one
const factorsSaid = ({ r, v }) =>
  v.nPer === sig(perLayer(r.naive.std), 3) && v.kPer === sig(perLayer(r.kaiming.std), 3) && readBack(v.band.replace(/[%\s ]/g, '')) === 2;

// What the course text claims, which the live figure at the text's own settings must not contradict.
export const TEXT_CLAIMS = {
  start: (r) => r.noFix > 5 * r.fix, // 26.01 against 3.31: the raw output layer is confidently wrong
  tanh: (r) => r.badInitPct > 2 * r.kaimingPct && 100 - r.kaimingPct > 50, // 79.1 % against 19.5 %, "spread out around 0"
  kaiming: (r) => holdOf(r.kaiming.std) === 'holds' && holdOf(r.naive.std) === 'fades', // 0.750 → 0.654; 0.617 → 0.320
  batchnorm: (r) => spreadOf(r.pipeline.hpreact) === 'wide', // 5.7: hpreact std 4.99
  // 000: without the identity path the gradient collapses (1.23e-06); with it, "healthy (even large)" up to 448
  residual: (r) => trendOf(r, 'plain') === 'vanishing' && ['stable', 'growing'].includes(trendOf(r, 'residual')),
};
