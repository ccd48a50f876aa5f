// tabs/checks.js — what the manifests check with: a guided try's checks on a tab's numbers, and a
// setting's number as the store keeps it with the one rule of "is this the text's value" (state.js
// re-exports both; the Kaiming manifest names the text's gains by it). No DOM, no imports.
export const between = (x, lo, hi) => Number.isFinite(x) && x >= lo && x <= hi;
// the largest saturated share of the playground's tanh layers (its health table), computed here on
// purpose: a try's own check over the core's per-layer shares, shown nowhere (not a lesson number)
export const maxSat = (r) => Math.max(...Array.from(r.health.saturation));

// A number as a setting keeps it, and as the URL writes it: 6 significant digits.
export const keptNumber = (v) => Number(v.toPrecision(6));
// Whether `v` is the text's value `text` of a setting, the one rule every "the text's …" uses (the
// note on the lecture's settings and its button, the Kaiming names 5/3 and √2, the prompts): the
// same value as the store keeps them (a link's 1.66667 is the slider's exact 5/3), or a number
// written to 4 or more significant digits that the text's value rounds to (1,4142 is √2, 1,41 not).
const digitsOf = (x) => {
  let n = 1;
  while (n < 17 && Number(x.toPrecision(n)) !== x) n++;
  return n;
};
const keptJson = (v) => JSON.stringify(v, (_, x) => (typeof x === 'number' ? keptNumber(x) : x));
export function sameSetting(v, text) {
  if (keptJson(v) === keptJson(text)) return true;
  if (typeof v !== 'number' || typeof text !== 'number' || !Number.isFinite(v) || !Number.isFinite(text)) return false;
  const n = digitsOf(v);
  return n >= 4 && Number(text.toPrecision(n)) === v;
}
