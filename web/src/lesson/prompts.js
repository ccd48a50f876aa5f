// lesson/prompts.js — what each tab asks the student to predict before it shows its result: the form
// (a number with its tolerance, or a choice), the live value read from the result the tab's own
// computation reported (never a stored number), how far a guess was, and the values its explanation
// quotes. Pure: no DOM, no locale lookups (the keys are lesson.predict.<tab>.*). Leaves out: sketches.

import { parseTypedNumber } from '../typed_number.js';

const STD_OK = 0.005; // a std of "1.00" to the two decimals the tabs show
const last = (a) => a[a.length - 1];
const flat = (std) => last(std) / std[0] >= 0.8; // "stays put": the last layer keeps >= 80 % of the first's std

// Powers of ten offered for the depth-50 gradient, and the one nearest a value (in decades).
export const DECADES = [3, 0, -3, -6, -9, -12];
export const nearestDecade = (x) => DECADES.reduce((b, d) => (Math.abs(Math.log10(x) - d) < Math.abs(Math.log10(x) - b) ? d : b));

// The std of every column (BatchNorm) or every row (LayerNorm) of a normMatrix result at 1.00?
const allOne = (v) => Array.from(v).every((s) => Math.abs(s - 1) < STD_OK);

// tab -> { form: 'number' | 'choice', options?: [value], unit?, tol(live) (number: "close" within it),
//          live(result, settings) -> number | option value | undefined (not this result),
//          vars(result, settings) -> the numbers the question and explanation quote }
export const PROMPTS = {
  start: {
    form: 'number', unit: '',
    live: (r) => r.logVocab,
    tol: () => 0.3,
    vars: (r) => ({ fix: r.fix, nofix: r.noFix, logv: r.logVocab }),
    // optional: the no-fix curve's first steps, drawn (lesson/sketch.js); "close" within 3 (mean |Δloss|)
    sketch: { steps: (s) => s.hs_steps, series: (r) => r.hockeyNoFix, tol: 3 },
  },
  tanh: {
    form: 'number', unit: '%',
    live: (r) => r.badInitPct,
    tol: () => 10,
    vars: (r, s) => ({ bad: s.bad, kaiming: r.kaimingPct, sat: r.badInitPct }),
  },
  kaiming: {
    form: 'choice', options: ['naive', 'kaiming', 'neither'],
    live: (r) => (flat(r.kaiming.std) ? 'kaiming' : flat(r.naive.std) ? 'naive' : 'neither'),
    vars: (r, s) => ({ n: s.k_layers, naiveFirst: r.naive.std[0], naiveLast: last(r.naive.std),
      kaimingFirst: r.kaiming.std[0], kaimingLast: last(r.kaiming.std) }),
  },
  batchnorm: {
    form: 'choice', options: ['same', 'differs'],
    live: (r) => (r.running.trainEvalMaxDiff > 1e-4 ? 'differs' : 'same'),
    vars: (r) => ({ d: r.running.trainEvalMaxDiff }),
  },
  diagnostics: {
    form: 'choice', options: ['noBnKaiming', 'bnKaiming', 'bnBad', 'noBnBad'],
    // { results: [4 runs, each { train, dev, ... }] } once all four have finished
    live: (r) => {
      if (!r?.results || r.results.length !== 4 || r.results.some((x) => !x)) return undefined;
      let worst = 0;
      r.results.forEach((x, i) => { if (x.dev > r.results[worst].dev) worst = i; });
      return PROMPTS.diagnostics.options[worst];
    },
    vars: (r, s) => ({ steps: s.steps, dev: r.results.map((x) => x.dev) }),
  },
  'bn-matrix': {
    form: 'choice', options: ['cols', 'rows'],
    live: (r) => (allOne(r.norm.colStd) ? 'cols' : allOne(r.norm.rowStd) ? 'rows' : 'neither'),
    vars: (r) => ({ colStd: Array.from(r.norm.colStd) }),
  },
  'ln-matrix': {
    form: 'number', unit: '',
    live: (r) => r.norm.rowStd[0],
    tol: () => 0.05,
    vars: (r) => ({ rowStd: Array.from(r.norm.rowStd) }),
  },
  residual: {
    form: 'choice', options: DECADES.map(String),
    live: (r) => {
      const d = r.depths.find((x) => x.depth === 50) ?? last(r.depths);
      return String(nearestDecade(d.plain));
    },
    vars: (r) => {
      const d = r.depths.find((x) => x.depth === 50) ?? last(r.depths);
      return { plain: d.plain, residual: d.residual, depth: d.depth };
    },
  },
  playground: {
    form: 'number', unit: '',
    // the reset's report: { kind: 'reset', eval: { train, dev } } (step 0)
    live: (r) => (r.kind === 'reset' ? r.eval.train : undefined),
    tol: (live) => Math.max(0.3, 0.1 * live),
    vars: (r, s) => ({ fix: s.pg_fix, norm: s.pg_norm, bad: s.pg_bad, train: r.eval.train }),
  },
};

// A guess against the live value -> { close, far } (far: |guess - live| for a number, in the value's
// own unit; for the residual's powers of ten, decades apart; for another choice 0 or 1).
export function score(tab, guess, live) {
  const p = PROMPTS[tab];
  if (p.form === 'number') {
    const far = Math.abs(guess - live);
    return { close: far <= p.tol(live), far };
  }
  if (tab === 'residual') {
    const far = Math.abs(Number(guess) - Number(live)); // decades between the two powers of ten
    return { close: far === 0, far };
  }
  return { close: guess === live, far: guess === live ? 0 : 1 };
}

// A number the student typed ("3,3" or "3.3", "%79" or "79 %", "5/3") -> a finite number, or null;
// read as every number field of the page reads it (typed_number.js).
export function parseGuess(text) {
  return parseTypedNumber(text, { percent: true }).value ?? null;
}

// The `predict` setting (state.js) -> 'off' | 'on' | 'require'; '0' and '1' as a link may write them.
export const predictMode = (v) => ({ 0: 'off', 1: 'on', off: 'off', require: 'require' }[v] ?? 'on');
