// tabs/seed.js — the one seed every figure tab shares (the link's `seed`, the core's `seed` row and
// knob): a row of the settings table like a tab's own, listed in each tab's manifest. No DOM.
export const SEED = { name: 'seed', type: 'int', def: 2147483647, core: 'seed', knob: 'seed', label: 'common.seed', step: 1 };
