// lesson/prompts.js — what each tab asks the student to predict before it shows its result: the form
// (a number with its tolerance, or a choice), the live value read from the result the tab's own
// computation reported (never a stored number), how far a guess was, and the values its explanation
// quotes, and the settings a prediction depends on: a prediction is judged once, for the settings it
// was made for, and kept with them (caseFor picks the one for the tab's current settings). Pure: no
// DOM, no locale lookups (the keys are lesson.predict.<tab>.*). Leaves out: drawing the sketches.
import { readExpression } from './expr.js';
import { parseTypedNumber } from '../state/typed_number.js';
import { atText, sameKept } from '../state/state.js';
import { dependsOf } from '../tabs/manifests.js';

const STD_OK = 0.005; // a std of "1.00" to the two decimals the tabs show
const last = (a) => a[a.length - 1];
// The factor a std moves by per layer from the first to the last (undefined with one layer).
export const perLayer = (std) => (std.length > 1 ? (last(std) / std[0]) ** (1 / (std.length - 1)) : undefined);

// How far a std moves per layer, as a factor of at least 1: ×0.8 and ×1.25 move as far (1.25); 1
// with one layer (there is no next layer to move to); Infinity when it underflowed to 0.
export const movePerLayer = (std) => {
  const f = perLayer(std);
  return f === undefined ? 1 : Math.max(f, 1 / f);
};
// "About the same": two stacks' moves per layer within 2 % of each other (the Kaiming question's band).
export const SAME_MOVE = 1.02;
// Which stack of a Kaiming result keeps its std better: 'naive', 'kaiming' (the second stack), or
// 'same' when their moves per layer are within SAME_MOVE of each other.
export function keepsBetter(r) {
  const n = movePerLayer(r.naive.std),
    k = movePerLayer(r.kaiming.std);
  if (Number.isNaN(n) || Number.isNaN(k)) return undefined; // not a result to answer with
  if (Math.max(n, k) <= SAME_MOVE * Math.min(n, k)) return 'same';
  return k < n ? 'kaiming' : 'naive';
}

// Orders of magnitude (powers of ten) between a guess and a value; null when the value is 0 (the
// core's numbers underflowed: how small it really is cannot be known).
export const decadesApart = (guess, value) => (value > 0 ? Math.abs(Math.log10(guess) - Math.log10(value)) : null);

// The gains the text names (5.5) and the rule of "the text's gain": the Kaiming tab's table of its
// nonlinearities (tabs/kaiming/manifest.js), re-exported for the prompts' callers.
export { namedGain, isTextGain } from '../tabs/kaiming/manifest.js';

// The settings (of `names`) on which `s` is not what the text computed its printed numbers with
// (state.js atText: the one rule of "the text's value").
export const offTheText = (names, s) => names.filter((k) => !atText(k, s[k]));

// The LayerNorm text's printed row std ("tam olarak 1.00"), quoted in the page's number format.
const TEXT_ROW_STD = 1;

// The std of every column (BatchNorm) or every row (LayerNorm) of a normMatrix result at 1.00?
const allOne = (v) => Array.from(v).every((s) => Math.abs(s - 1) < STD_OK);

// tab -> { form: 'number' | 'choice', options?: [value], unit?, tol(live) (number: "close" within it),
//          positive? (a number: only > 0 is a guess), live(result, settings) -> number | option value |
//          undefined (not this result), vars(result, settings) -> the numbers the question and
//          explanation quote, depends: [the settings (state.js names) the live value depends on: the
//          tab's manifest's, tabs/<id>/manifest.js],
//          explain?(settings) -> the key of the explanation (lesson.predict.<tab>.<key>) when it has
//          more than one, tex?(settings) the same for the formula; a var text<Name> is the text's
//          printed value, shown as the page shows the prompt's unit, to textDigits decimals when given
//          (else 3 significant digits) }
export const PROMPTS = {
  start: {
    form: 'number',
    unit: '',
    depends: dependsOf('start'), // ln V: the names list's, no control of the tab moves it
    live: (r) => r.logVocab,
    tol: () => 0.3,
    vars: (r) => ({ fix: r.fix, nofix: r.noFix, logv: r.logVocab, textLogv: r.lecture.logVocab }),
    // optional: the no-fix curve's first steps, drawn (lesson/sketch.js); "close" within 3 (mean |Δloss|)
    sketch: { steps: (s) => s.hs_steps, series: (r) => r.hockeyNoFix, tol: 3, depends: dependsOf('start', 'sketch') },
  },
  tanh: {
    form: 'number',
    unit: '%',
    depends: dependsOf('tanh'),
    live: (r) => r.badInitPct,
    tol: () => 10,
    vars: (r, s) => ({
      bad: s.bad,
      kaiming: r.kaimingPct,
      sat: r.badInitPct,
      textSat: r.lecture.badInitPct,
      textKaiming: r.lecture.kaimingPct,
    }),
  },
  kaiming: {
    form: 'choice',
    // which stack keeps its std better, or about the same ('same'; a guess kept from when the
    // question was "which keeps its std", 'neither', keeps its old words: prompt_words.js)
    options: ['naive', 'kaiming', 'same'],
    // the nonlinearity and the second stack's gain move the live answer as the depth and the seed do
    depends: dependsOf('kaiming'),
    // the stack whose std moves less per layer from the first layer to the last (movePerLayer: a
    // factor and its inverse move as far), or 'same' when the two moves are within SAME_MOVE of each
    // other (one layer: nothing moves, the same). A question every depth, seed and gain can answer.
    live: (r) => keepsBetter(r),
    // the text's numbers are for its own settings (tanh, 5/3, 6 layers, its seed); for others the
    // explanation says the core's are for the ones on screen, and for ReLU that the text gives √2
    explain: (s) => (!offTheText(PROMPTS.kaiming.depends, s).length ? 'explain' : s.k_act === 'relu' ? 'explainRelu' : 'explainOther'),
    tex: (s) => (s.k_act === 'relu' ? 'texRelu' : 'tex'),
    vars: (r, s) => ({
      n: s.k_layers,
      act: s.k_act,
      gain: s.k_gain,
      naiveFirst: r.naive.std[0],
      naiveLast: last(r.naive.std),
      kaimingFirst: r.kaiming.std[0],
      kaimingLast: last(r.kaiming.std),
      // the factor each stack's std moves by per layer (none for a stack of one tanh layer)
      naivePer: perLayer(r.naive.std),
      kaimingPer: perLayer(r.kaiming.std),
      textNaiveFirst: r.lecture.stdNaive[0],
      textNaiveLast: r.lecture.stdNaive[1],
      textKaimingFirst: r.lecture.stdKaiming[0],
      textKaimingLast: r.lecture.stdKaiming[1],
    }),
  },
  batchnorm: {
    form: 'choice',
    options: ['same', 'differs'],
    depends: dependsOf('batchnorm'),
    live: (r) => (r.running.trainEvalMaxDiff > 1e-4 ? 'differs' : 'same'),
    vars: (r) => ({ d: r.running.trainEvalMaxDiff }),
  },
  // Two figures of the BatchNorm tab ask their own question (figure: the tab's part
  // [data-figure-part] the prompt sits in and blurs; lesson/index.js): the bias before BatchNorm
  // over the SGD steps with BatchNorm on (5.7, 5.8), and the stack without tanh (5.15).
  'bn-bias': {
    form: 'choice',
    options: ['equal', 'smaller', 'larger'],
    figure: { tab: 'batchnorm', part: 'bias-watch' },
    depends: dependsOf('batchnorm', 'bias-watch'), // the core's bias watch has its own steps, batch and learning rate
    // ‖dL/db1‖ against ‖dL/dW1‖ over every step of the run with BatchNorm: a tenth or less of the
    // smallest weight gradient at every step is "much smaller", ten times the largest "much larger"
    live: (r) => {
      const w = r?.biasWatch?.withBn;
      if (!w) return undefined;
      if (w.biasGradMax <= 0.1 * w.weightGradMin) return 'smaller';
      if (w.biasGradMin >= 10 * w.weightGradMax) return 'larger';
      return 'equal';
    },
    sigVars: ['b', 'w'],
    vars: (r) => {
      const w = r.biasWatch.withBn;
      return { n: w.biasGrad.length, b: w.biasGradMax, w: w.weightGradMin };
    },
  },
  'bn-collapse': {
    form: 'choice',
    options: ['yes', 'no'],
    figure: { tab: 'batchnorm', part: 'collapse' },
    depends: dependsOf('batchnorm', 'collapse'),
    // one matrix when the stack without tanh differs from x·W + b by float rounding only: a ten-thousandth of the outputs’ scale
    live: (r) => {
      const c = r?.collapse;
      if (!c) return undefined;
      return c.maxAbsDiffLinear <= 1e-4 * Math.max(c.outputMaxAbs, 1) ? 'yes' : 'no';
    },
    sigVars: ['d', 'dt'],
    vars: (r) => ({ n: r.collapse.nLayer, d: r.collapse.maxAbsDiffLinear, dt: r.collapse.maxAbsDiffTanh, max: r.collapse.outputMaxAbs }),
  },
  diagnostics: {
    form: 'choice',
    options: ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad'],
    depends: dependsOf('diagnostics'),
    // { results: [4 runs, each { train, dev, ... }] } once all four have finished
    live: (r) => {
      if (!r?.results || r.results.length !== 4 || r.results.some((x) => !x)) return undefined;
      let worst = 0;
      r.results.forEach((x, i) => {
        if (x.dev > r.results[worst].dev) worst = i;
      });
      return PROMPTS.diagnostics.options[worst];
    },
    textDigits: 4, // the text prints its dev losses to 4 decimals
    // the text's dev losses (5.13, the four runs in this order), from the core's table of them
    vars: (r, s) => {
      const [, bnKaiming, bnBad, noBnBad] = Array.from(r.lecture?.dev ?? []);
      return { steps: s.steps, dev: r.results.map((x) => x.dev), textBnKaiming: bnKaiming, textBnBad: bnBad, textNoBnBad: noBnBad };
    },
  },
  'bn-matrix': {
    // "neither" is offered: the unbiased variance or a constant column leave no std at exactly 1
    form: 'choice',
    options: ['cols', 'rows', 'neither'],
    depends: dependsOf('bn-matrix'),
    live: (r) => (allOne(r.norm.colStd) ? 'cols' : allOne(r.norm.rowStd) ? 'rows' : 'neither'),
    vars: (r) => ({ colStd: Array.from(r.norm.colStd) }),
  },
  'ln-matrix': {
    form: 'number',
    unit: '',
    depends: dependsOf('ln-matrix'),
    live: (r) => r.norm.rowStd[0],
    tol: () => 0.05,
    vars: (r) => ({ rowStd: Array.from(r.norm.rowStd), textStd: TEXT_ROW_STD }),
  },
  // The depth-50 gradient is compared as the number it is, in orders of magnitude: the std control
  // (0.01 to 2) moves it from 0 (underflow) past 10⁷, more than any list of choices would cover.
  residual: {
    form: 'number',
    unit: '',
    positive: true,
    depends: dependsOf('residual'), // the core's stack has its own fixed seeds
    live: (r) => (r.depths.find((x) => x.depth === 50) ?? last(r.depths)).plain,
    tol: () => 1, // "close": within one order of magnitude
    vars: (r) => {
      const d = r.depths.find((x) => x.depth === 50) ?? last(r.depths);
      // the text's printed pair (its deepest stack), from the core's table of the text's values
      const L = r.lecture,
        i = L.depths.length - 1;
      return {
        plain: d.plain,
        residual: d.residual,
        depth: d.depth,
        textPlain: L.plain[i],
        textResidual: L.residual[i],
        textDepth: L.depths[i],
      };
    },
  },
  playground: {
    form: 'number',
    unit: '',
    depends: dependsOf('playground'),
    // the reset's report: { kind: 'reset', eval: { train, dev } } (step 0)
    live: (r) => (r.kind === 'reset' ? r.eval.train : undefined),
    tol: (live) => Math.max(0.3, 0.1 * live),
    // −log(1/27): the formula the text writes (27, its vocabulary), worked out
    vars: (r, s) => ({ fix: s.pg_fix, norm: s.pg_norm, bad: s.pg_bad, train: r.eval.train, textLogv: Math.log(27) }),
  },
};

// The prompts that belong to one figure of `tab` -> [[prompt key, the part's name]].
export const figurePrompts = (tab) =>
  Object.entries(PROMPTS)
    .filter(([, p]) => p.figure?.tab === tab)
    .map(([key, p]) => [key, p.figure.part]);

// A guess against the live value -> { close, far } (far: |guess - live| for a number, in the value's
// own unit; for the residual's gradient, orders of magnitude; for a choice 0 or 1). close is null
// when the guess cannot be judged (the residual's gradient underflowed to 0).
export function score(tab, guess, live) {
  const p = PROMPTS[tab];
  if (tab === 'residual') {
    const far = decadesApart(guess, live);
    return { close: far === null ? null : far <= p.tol(live), far };
  }
  if (p.form === 'number') {
    const far = Math.abs(guess - live);
    return { close: far <= p.tol(live), far };
  }
  return { close: guess === live, far: guess === live ? 0 : 1 };
}

// A number the student typed -> a finite number, or null: read as every number field of the page
// reads it ("3,3" or "3.3", "%79" or "79 %", "5/3": typed_number.js), else as arithmetic such as
// "ln 27", "-log(1/27)", "10^-6" or "10⁻⁶" (expr.js).
export const parseGuess = (text) => parseTypedNumber(text, { percent: true }).value ?? readExpression(String(text).replace(/%/g, ''));

// ---- a prediction belongs to the settings it was made for
// The settings of `s` (state.js) a tab's prediction depends on (the sketch's, with part 'sketch').
export function settingsOf(tab, s, part = 'number') {
  const p = PROMPTS[tab];
  const names = part === 'sketch' ? (p.sketch?.depends ?? []) : (p.depends ?? []);
  return Object.fromEntries(names.map((k) => [k, structuredClone(s[k])]));
}
// Settings are the same when they name the same settings and every value is the same kept value
// (state.js sameKept, the page's one rule of "the same value": a link's 1.66667 is the 5/3 a
// prediction was made at), in any order.
export const sameSettings = (a, b) =>
  !!a && !!b && Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => Object.hasOwn(b, k) && sameKept(a[k], b[k]));
// The names of the settings on which two settings differ (all of a's when b is missing).
export const differing = (a, b) => Object.keys(a ?? {}).filter((k) => !b || !sameKept(a[k], b[k]));

// A tab's stored predictions (progress.js: the first, with the later ones for other settings in
// `more`) and the tab's settings now -> { record, same }: the prediction made for these settings
// (same: true), else the latest made (same: false: it is shown with its own settings, not judged
// again). A record stored before predictions kept their settings has none: it matches only a tab
// whose prediction depends on no setting, so it is never graded again for settings it may not have had.
export function caseFor(tab, saved, settings) {
  if (!saved) return null;
  const all = [saved, ...(Array.isArray(saved.more) ? saved.more.filter((c) => c && typeof c === 'object') : [])];
  const none = !(PROMPTS[tab].depends ?? []).length;
  const here = all.find((c) => (c.settings ? sameSettings(c.settings, settings) : none));
  return here ? { record: here, same: true } : { record: all[all.length - 1], same: false };
}

// The `predict` setting (state.js) -> 'off' | 'on' | 'require'; '0' and '1' as a link may write them.
export const predictMode = (v) => ({ 0: 'off', 1: 'on', off: 'off', require: 'require' })[v] ?? 'on';
