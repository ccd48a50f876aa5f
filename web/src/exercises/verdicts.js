// exercises/verdicts.js — pass or fail for each 5.18 exercise, decided from the numbers the core
// computed (lesson/exercises.hpp, through the module) and what the student typed or chose, and the
// exercises' fixed inputs (E1's broken start, E5's examples). Pure: no DOM, no words (the card
// words the reason); vitest runs each against the real module.
// A verdict: { pass, reason, ... the numbers the card shows }

import { parseTypedNumber } from '../typed_number.js';

// E1's set-up: the lecture's Lesson 3 situation, confidently wrong logits at step one.
export const BROKEN_START = { pg_fix: false, pg_norm: 'none', pg_bad: 5 };

// E5's small examples: one row of four logits and its target, cycled by "another example".
export const CE_EXAMPLES = [
  { logits: [2.0, 1.0, 0.1, -1.0], target: 0 },
  { logits: [0.5, -1.2, 1.8, 0.0], target: 2 },
  { logits: [-0.3, 0.9, 0.4, -2.0], target: 3 },
];

export const TOLERANCE = {
  firstLoss: 0.1,     // E1: |first loss - ln V|
  percentPoints: 1,   // E2: |typed % - the core's %|
  lastStd: 0.6,       // E3: the last tanh layer's std must reach this
  grad: 0.01,         // E5: |typed dloss/dlogit - autograd's|, each entry
};
export const SATURATED_WARNING = 20; // E3: a passing gain that saturates more than this % of the last layer is flagged

// A typed number ('3,3', '3.3', '%79,1', '5/3': typed_number.js, as every number field reads it),
// or NaN when the box is empty or holds no number.
export function typedNumber(text) {
  return parseTypedNumber(text, { percent: true }).value ?? NaN;
}

// E1: the playground's first loss within 0.1 of ln V, after the set-up (the broken start).
export function firstLossVerdict(r, { setup }) {
  const diff = Math.abs(r.firstLoss - r.logVocab);
  if (!setup) return { pass: false, reason: 'notStarted', diff };
  if (r.diverged || !Number.isFinite(r.firstLoss)) return { pass: false, reason: 'diverged', diff };
  return { pass: diff <= TOLERANCE.firstLoss, reason: diff <= TOLERANCE.firstLoss ? 'near' : 'far', diff };
}

// E2: both typed percentages within one point of the core's.
export function saturationVerdict(r, { bad, kaiming }) {
  if (!Number.isFinite(bad) || !Number.isFinite(kaiming)) return { pass: false, reason: 'missing' };
  const badOff = Math.abs(bad - r.badInitPct) > TOLERANCE.percentPoints;
  const kaimingOff = Math.abs(kaiming - r.kaimingPct) > TOLERANCE.percentPoints;
  const reason = badOff && kaimingOff ? 'bothOff' : badOff ? 'badOff' : kaimingOff ? 'kaimingOff' : 'both';
  return { pass: reason === 'both', reason, badOff, kaimingOff };
}

// E3: the last tanh layer's std >= 0.6 with the chosen gain (saturated: flag a gain that overshoots).
export function gainVerdict(r) {
  const last = r.std[r.std.length - 1], saturated = r.saturatedPct[r.saturatedPct.length - 1];
  const pass = Number.isFinite(last) && last >= TOLERANCE.lastStd;
  return { pass, reason: pass ? 'kept' : 'faded', last, saturated, overshoot: pass && saturated > SATURATED_WARNING };
}

// E4: the net has BatchNorm and beats the same bad init without it on dev.
export function batchnormVerdict(r) {
  if (!r.useBn) return { pass: false, reason: 'noBn' };
  if (!Number.isFinite(r.dev)) return { pass: false, reason: 'diverged' };
  const pass = r.dev < r.baselineDev;
  return { pass, reason: pass ? 'better' : 'notBetter' };
}

// E5: every typed dloss/dlogit within 0.01 of autograd's. typed: [B][V] numbers (NaN: empty).
export function gradientVerdict(r, typed) {
  const flat = typed.flat();
  if (flat.some((v) => !Number.isFinite(v))) return { pass: false, reason: 'missing', off: [] };
  const off = [];
  r.grad.forEach((row, i) => Array.from(row).forEach((g, j) => {
    if (Math.abs(typed[i][j] - g) > TOLERANCE.grad) off.push([i, j]);
  }));
  return { pass: off.length === 0, reason: off.length ? 'off' : 'right', off };
}
