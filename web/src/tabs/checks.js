// tabs/checks.js — what the manifests' guided tries check a tab's numbers with. No DOM.
export const between = (x, lo, hi) => Number.isFinite(x) && x >= lo && x <= hi;
// the largest saturated share of the playground's tanh layers (its health table), computed here on
// purpose: a try's own check over the core's per-layer shares, shown nowhere (not a lesson number)
export const maxSat = (r) => Math.max(...Array.from(r.health.saturation));
