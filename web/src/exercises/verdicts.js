// exercises/verdicts.js — pass or fail for each 5.18 exercise, decided from the numbers the core
// computed (lesson/exercises.hpp, through the module) and what the student typed or chose, and the
// exercises' fixed inputs (E1's broken start, E5's examples). Pure: no DOM, no words (the card
// words the reason); vitest runs each against the real module.
// A verdict: { pass, reason, ... the numbers the card shows }

import { parseTypedNumber } from '../state/typed_number.js';
import { field, sameSetting } from '../state/state.js';
import { BAD } from '../tabs/tanh/manifest.js';

// E1's set-up: the lecture's Lesson 3 situation, confidently wrong logits at step one.
export const BROKEN_START = { pg_fix: false, pg_norm: 'none', pg_bad: 5 };

// E5's small examples: one row of four logits and its target, cycled by "another example".
export const CE_EXAMPLES = [
  { logits: [2.0, 1.0, 0.1, -1.0], target: 0 },
  { logits: [0.5, -1.2, 1.8, 0.0], target: 2 },
  { logits: [-0.3, 0.9, 0.4, -2.0], target: 3 },
];

// Tolerances on what the student types; the bands that are numbers of the lesson (E1's ln V, E3's
// Kaiming std and saturated share) come from the core with its result (lesson/exercises.hpp).
export const TOLERANCE = {
  // E2: |typed % - the core's %|. The data table's counts give the share exactly, and one decimal
  // typed is within 0.05 of it; the text's printed 79.1 / 19.5 are not (the core's are 78.7 / 19.0).
  percentPoints: 0.1,
  grad: 0.01, // E5: |typed dloss/dlogit - autograd's|, each entry
};

// A typed number ('3,3', '3.3', '%79,1', '5/3': typed_number.js, as every number field reads it),
// or NaN when the box is empty or holds no number.
export function typedNumber(text) {
  return parseTypedNumber(text, { percent: true }).value ?? NaN;
}

// The settings (a { name: value } record) that differ between `from` and `to`.
export function changedSettings(from = {}, to = {}) {
  return Object.fromEntries(
    Object.keys(to)
      .filter((k) => k in from && from[k] !== to[k])
      .map((k) => [k, to[k]]),
  );
}

// E1: the student reproduced the broken start and then fixed it. setup: the set-up's record
// ({ firstLoss, broken, settings }, markSetup), or nothing; settings: the playground's settings now
// (the config the core was asked about). The core says whether each first loss is broken (at least
// ln V + 0.3) or near (within 0.1 of ln V): the set-up must have been broken, the settings must have
// changed since, and the first loss they give must be near.
export function firstLossVerdict(r, { setup, settings }) {
  const diff = Math.abs(r.firstLoss - r.logVocab);
  const changed = changedSettings(setup?.settings, settings);
  const out = (pass, reason) => ({ pass, reason, diff, changed });
  if (!setup || typeof setup !== 'object' || !setup.settings) return out(false, 'notStarted');
  if (!setup.broken) return out(false, 'notBroken');
  if (!Object.keys(changed).length) return out(false, 'unchanged');
  if (r.diverged || !Number.isFinite(r.firstLoss)) return out(false, 'diverged');
  return r.near ? out(true, 'near') : out(false, 'far');
}

// E2's multiplier that is not the student's choice: the text's ×5 (5.4; the tanh tab's default is
// the text's setting), whose saturated share the exercise's own text prints.
export const TEXT_MULTIPLIER = field(BAD.name).def;

// E2: at a multiplier of the student's choosing (not the text's: its answer is printed above the
// box), both typed percentages within TOLERANCE.percentPoints of the core's at that multiplier;
// the two swapped is a reason of its own.
export function saturationVerdict(r, { bad, kaiming }) {
  if (!Number.isFinite(bad) || !Number.isFinite(kaiming)) return { pass: false, reason: 'missing' };
  if (sameSetting(r.badInit, TEXT_MULTIPLIER)) return { pass: false, reason: 'textMultiplier' }; // the page's one rule of the text's value
  const near = (a, b) => Math.abs(a - b) <= TOLERANCE.percentPoints;
  const badOff = !near(bad, r.badInitPct),
    kaimingOff = !near(kaiming, r.kaimingPct);
  const swapped = badOff && kaimingOff && near(bad, r.kaimingPct) && near(kaiming, r.badInitPct);
  const reason = swapped ? 'swapped' : badOff && kaimingOff ? 'bothOff' : badOff ? 'badOff' : kaimingOff ? 'kaimingOff' : 'both';
  return { pass: reason === 'both', reason, badOff, kaimingOff };
}

// E3: the core's band (r.band): the last tanh layer's std within 10 % of what Kaiming's 5/3 gives
// on the same stack, and its saturated share no larger than Kaiming's largest. Saturation is said
// first (a saturating gain also lifts the std), then a std below or above the band.
export function gainVerdict(r) {
  const b = r.band;
  const reason = !b.saturationOk ? 'saturated' : b.stdInBand ? 'kept' : b.lastStd < b.stdLo ? 'faded' : 'tooHigh';
  return { pass: b.stdInBand && b.saturationOk, reason, last: b.lastStd, saturated: b.lastSaturatedPct, band: b };
}

// E4: the net has BatchNorm and beats the same bad init without it on dev.
export function batchnormVerdict(r) {
  if (!r.useBn) return { pass: false, reason: 'noBn' };
  if (!Number.isFinite(r.dev)) return { pass: false, reason: 'diverged' };
  const pass = r.dev < r.baselineDev;
  return { pass, reason: pass ? 'better' : 'notBetter' };
}

// E5: every typed dloss/dlogit within 0.01 of autograd's. typed: [B][V] numbers (NaN: empty).
// Two wrong answers of their own: softmax alone (the one-hot not subtracted) and the sign turned
// (one-hot minus softmax).
export function gradientVerdict(r, typed) {
  const flat = typed.flat();
  if (flat.some((v) => !Number.isFinite(v))) return { pass: false, reason: 'missing', off: [] };
  const all = (f) => r.grad.every((row, i) => Array.from(row).every((g, j) => Math.abs(typed[i][j] - f(g, i, j)) <= TOLERANCE.grad));
  const off = [];
  r.grad.forEach((row, i) =>
    Array.from(row).forEach((g, j) => {
      if (Math.abs(typed[i][j] - g) > TOLERANCE.grad) off.push([i, j]);
    }),
  );
  if (!off.length) return { pass: true, reason: 'right', off };
  const B = r.grad.length;
  if (all((g, i, j) => r.probs[i][j] / B)) return { pass: false, reason: 'softmaxOnly', off };
  if (all((g) => -g)) return { pass: false, reason: 'sign', off };
  return { pass: false, reason: 'off', off };
}
