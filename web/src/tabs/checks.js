// tabs/checks.js — what the manifests check with: a guided try's checks on a tab's numbers, and a
// setting's number as the store keeps it with the one rule of "is this the text's value" (state.js
// re-exports both; the Kaiming manifest names the text's gains by it). No DOM, no imports.
export const between = (x, lo, hi) => Number.isFinite(x) && x >= lo && x <= hi;
// the largest saturated share of the playground's tanh layers (its health table), computed here on
// purpose: a try's own check over the core's per-layer shares, shown nowhere (not a lesson number)
export const maxSat = (r) => Math.max(...Array.from(r.health.saturation));

// A number as a setting keeps it, and as the URL writes it: 6 significant digits.
export const keptNumber = (v) => Number(v.toPrecision(6));
// sameKept(a, b) -> boolean: whether two values of a setting are the same kept value — the one rule
// of "the same value" (the note on the lecture's settings and its button, the Kaiming names 5/3 and
// √2, "the text's gain", the prompts). Keep its name and signature: the tabs call it. The rule: the
// same value as the store keeps them (6 significant digits: a link's 1.66667 is the slider's exact
// 5/3); or, where one of two numbers has more digits than the store keeps (the text's exact 5/3 or
// √2), equal after rounding it to the precision the other was typed to, when that is 4 significant
// digits or more (a typed 1,4142 or 1,414 is √2, 1,667 is 5/3; 1,41 and 1,67 are not: 3 digits name
// too many values). Two values the store keeps apart are not the same (0,12341 is not 0,1234).
// Symmetric; false for a number that is not finite; arrays (a matrix) and strings compare by their
// kept values.
const digitsOf = (x) => {
  let n = 1;
  while (n < 17 && Number(x.toPrecision(n)) !== x) n++;
  return n;
};
const keptJson = (v) => JSON.stringify(v, (_, x) => (typeof x === 'number' ? keptNumber(x) : x));
export function sameKept(a, b) {
  if (typeof a === 'number' && typeof b === 'number' && !(Number.isFinite(a) && Number.isFinite(b))) return false;
  if (keptJson(a) === keptJson(b)) return true;
  if (typeof a !== 'number' || typeof b !== 'number') return false;
  const [typed, exact] = digitsOf(a) <= digitsOf(b) ? [a, b] : [b, a];
  const n = digitsOf(typed);
  return digitsOf(exact) > 6 && n >= 4 && Number(exact.toPrecision(n)) === typed;
}
// The same rule under its earlier name: whether `v` is the text's value `text`.
export const sameSetting = sameKept;
