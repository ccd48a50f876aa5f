// tabs/checks.js — what the manifests' guided tries check a tab's numbers with. No DOM.
export const between = (x, lo, hi) => Number.isFinite(x) && x >= lo && x <= hi;
// the largest saturated share of the playground's tanh layers (its health table)
export const maxSat = (r) => Math.max(...Array.from(r.health.saturation));
