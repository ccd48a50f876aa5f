// exercises/words.js — what the exercises tab says of a check, as data (words/say.js): each card's
// verdict sentence, its subject the verdict's reason (verdicts.js), its numbers the core's with the
// field each came from. No DOM; the card places say(s). Sources: r (the core's result), v (the
// verdict), setup (E1's broken start as recorded), tol (verdicts.js TOLERANCE), textMultiplier.
import { num, msg } from '../words/say.js';
import { TOLERANCE, TEXT_MULTIPLIER } from './verdicts.js';

// E4: the step count the notBetter hint names (below it, more steps may pull BatchNorm ahead).
export const E4_TRY_STEPS = 1000;

export const derived = {
  e1Diff: ({ r }) => Math.abs(r.firstLoss - r.logVocab),
  e1Tol: ({ r }) => r.nearHi - r.logVocab,
  e2Bad: ({ r }) => r.badInitPct / 100,
  e2Kaiming: ({ r }) => r.kaimingPct / 100,
  e3Sat: ({ r }) => r.band.lastSaturatedPct / 100,
  e3Max: ({ r }) => r.band.saturatedMax / 100,
  e3Text: ({ r }) => r.band.textSaturatedPct / 100,
};

// E1: the first step's loss against ln V, after a broken start (setup: its record, or nothing).
export function e1(r, v, setup) {
  const first = num(r.firstLoss, 'fix3', 'r.firstLoss'),
    logv = num(r.logVocab, 'fix3', 'r.logVocab'),
    diff = num(derived.e1Diff({ r }), 'fix3', 'derived:e1Diff'),
    tol = num(derived.e1Tol({ r }), 'fix1', 'derived:e1Tol');
  const args = {
    notStarted: {},
    notBroken: { setup: num(setup?.firstLoss ?? NaN, 'fix3', 'setup.firstLoss'), min: num(r.brokenMin, 'fix3', 'r.brokenMin') },
    unchanged: { first, logv },
    diverged: { first },
    near: { first, logv, diff, tol },
    far: { first, lo: num(r.nearLo, 'fix3', 'r.nearLo'), hi: num(r.nearHi, 'fix3', 'r.nearHi'), logv, diff, tol },
  }[v.reason];
  return msg(`exercises.e1.${v.reason}`, args);
}

// E1's set-up: the broken start's first loss, broken enough to repair or not (the core's call).
export function e1Setup(r) {
  const first = num(r.firstLoss, 'fix3', 'r.firstLoss'),
    logv = num(r.logVocab, 'fix3', 'r.logVocab');
  return r.broken
    ? msg('exercises.e1.brokenLoss', { first, logv })
    : msg('exercises.e1.notBrokenLoss', { first, logv, min: num(r.brokenMin, 'fix3', 'r.brokenMin') });
}

// E2: the typed saturation percentages against the core's at the chosen multiplier.
export function e2(r, v) {
  const tol = num(TOLERANCE.percentPoints, 'fix1', 'tol.percentPoints');
  const args = {
    missing: {},
    textMultiplier: { text: num(TEXT_MULTIPLIER, 'exact', 'textMultiplier') },
    both: {
      bad: num(derived.e2Bad({ r }), 'pct1', 'derived:e2Bad'),
      kaiming: num(derived.e2Kaiming({ r }), 'pct1', 'derived:e2Kaiming'),
      tol,
    },
    badOff: { tol },
    kaimingOff: { tol },
    bothOff: { tol },
    swapped: {},
  }[v.reason];
  return msg(`exercises.e2.${v.reason}`, args);
}

// E3: the last tanh layer's std and saturation at the chosen gain against the core's band.
export function e3(r, v) {
  const b = r.band;
  const gain = num(r.gain, 'fix3', 'r.gain'),
    last = num(b.lastStd, 'fix3', 'r.band.lastStd'),
    sat = num(derived.e3Sat({ r }), 'pct1', 'derived:e3Sat'),
    max = num(derived.e3Max({ r }), 'pct1', 'derived:e3Max'),
    lo = num(b.stdLo, 'fix3', 'r.band.stdLo'),
    hi = num(b.stdHi, 'fix3', 'r.band.stdHi');
  const args = {
    kept: { gain, last, lo, hi, sat, max },
    faded: { gain, last, lo },
    tooHigh: { gain, last, hi },
    saturated: { gain, sat, max, last },
  }[v.reason];
  return msg(`exercises.e3.${v.reason}`, args);
}

// E3's band as the core computed it: the std Kaiming's gain gives, ±10 %, and the saturation cap.
export function e3Band(r) {
  const b = r.band;
  return msg('exercises.e3.band', {
    kgain: num(r.kaimingGain, 'fix3', 'r.kaimingGain'),
    target: num(b.stdTarget, 'fix3', 'r.band.stdTarget'),
    lo: num(b.stdLo, 'fix3', 'r.band.stdLo'),
    hi: num(b.stdHi, 'fix3', 'r.band.stdHi'),
    max: num(derived.e3Max({ r }), 'pct1', 'derived:e3Max'),
    text: num(derived.e3Text({ r }), 'pct1', 'derived:e3Text'),
  });
}

// E4: the bad init with or without BatchNorm against the same init without it, on dev.
export function e4(r, v) {
  const dev = num(r.dev, 'fix4', 'r.dev'),
    base = num(r.baselineDev, 'fix4', 'r.baselineDev'),
    steps = num(r.steps, 'int', 'r.steps');
  if (v.reason === 'notBetter')
    return msg(r.steps < E4_TRY_STEPS ? 'exercises.e4.notBetter' : 'exercises.e4.notBetterLong', { dev, base, steps });
  const args = { noBn: { dev }, diverged: {}, better: { dev, base } }[v.reason];
  return msg(`exercises.e4.${v.reason}`, args);
}

// E4's eval demo: what model.eval() changes on the BatchNorm net (the first dev rows' loss with the
// running statistics and with each batch's own; one example's logits in two batches).
export function e4Eval(r) {
  const e = r.eval;
  return [
    msg('exercises.e4.evalDev', {
      rows: num(e.rows, 'int', 'r.eval.rows'),
      eval: num(e.devEval, 'fix4', 'r.eval.devEval'),
      batch: num(e.devBatchStats, 'fix4', 'r.eval.devBatchStats'),
    }),
    msg('exercises.e4.evalExample', {
      train: num(e.exampleDiffTrain, 'sig3', 'r.eval.exampleDiffTrain'),
      eval: num(e.exampleDiffEval, 'sig3', 'r.eval.exampleDiffEval'),
    }),
  ];
}

// E5: the typed dloss/dlogit against autograd's.
export function e5(r, v) {
  const tol = num(TOLERANCE.grad, 'fix2', 'tol.grad');
  if (v.reason === 'off') return msg('exercises.e5.off', { n: num(v.off.length, 'int', 'v.off.length'), tol }, { plural: 'n' });
  return msg(`exercises.e5.${v.reason}`, v.reason === 'right' ? { tol } : {});
}

// The sources a check's numbers name (claims/said.js): { r, v, setup, tol, textMultiplier }.
export const sourcesOf = (r, v, setup = null) => ({ r, v, setup, tol: TOLERANCE, textMultiplier: TEXT_MULTIPLIER });
