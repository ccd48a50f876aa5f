// lesson/tries.js — the guided path: per tab, two or three "try this -> what to expect" suggestions.
// Each sets some controls (a patch of state.js settings) and states an expectation as a check on
// what the tab then shows: its result cells (data-key -> data-value, `v`) and the result it
// reported (`r`). The page runs the check after the tab has recomputed and marks the suggestion;
// the browser test clicks every one and requires each check to hold. Pure: no DOM, no text.

const between = (x, lo, hi) => Number.isFinite(x) && x >= lo && x <= hi;
const DEFAULT_BM = [
  [1, 5, -2, 3],
  [2, 4, -1, 2],
  [0, 6, -3, 4],
];
const DEFAULT_LM = [
  [1, 5, -2, 3],
  [100, -50, 20, 0],
  [2, 8, -4, 6],
];
// Computed here on purpose: a try's own check over the core's per-layer shares, shown nowhere (not a lesson number).
const maxSat = (r) => Math.max(...Array.from(r.health.saturation));

// tab -> [{ id, set: settings patch, keeps?: [settings the expectation needs at the text's values:
// the try sets them too, and its button says so], check(v, r) -> boolean }]; texts:
// lesson.guide.<tab>.<id>.{do,expect}. Each expectation holds from every setting a student can reach
// (claims.test.js tries each from the grid of settings it checks the tab's sentences at).
export const TRIES = {
  start: [
    { id: 't1', set: { seed: 1 }, check: (v) => v['start-nofix'] > 10 && Math.abs(v['start-fix'] - v['start-logv']) < 0.1 },
    { id: 't2', set: { seed: 12345 }, check: (v) => v['start-nofix'] > 10 && Math.abs(v['start-fix'] - v['start-logv']) < 0.1 },
  ],
  tanh: [
    // at ×1 the bad init is Kaiming's init: the same share, whatever the seed
    { id: 't1', set: { bad: 1 }, check: (v) => v['sat-bad'] === v['sat-kaiming'] },
    { id: 't2', set: { bad: 10 }, check: (v) => v['sat-bad'] > 0.85 && v.dead > 0 },
    { id: 't3', set: { bad: 0.5 }, check: (v) => v['sat-bad'] < 0.05 && v.dead === 0 },
  ],
  kaiming: [
    { id: 't1', set: { k_layers: 12 }, keeps: ['k_act', 'k_gain'], check: (v) => v['naive-last'] < 0.25 && v['kaiming-last'] > 0.6 },
    { id: 't2', set: { k_layers: 3 }, keeps: ['k_act', 'k_gain'], check: (v) => v['naive-last'] > 0.4 && v['kaiming-last'] > 0.6 },
  ],
  batchnorm: [
    {
      id: 't1',
      set: { bn_bad: 10 },
      keeps: ['bn_eps', 'bn_gamma', 'bn_beta'],
      check: (v) => v['hpreact-std'] > 10 && between(v['xhat-std'], 0.99, 1.01) && between(v['tanh-std'], 0.55, 0.7),
    },
    {
      id: 't2',
      set: { bn_bad: 1 },
      keeps: ['bn_eps', 'bn_gamma', 'bn_beta'],
      check: (v) => v['hpreact-std'] < 2.5 && between(v['tanh-std'], 0.55, 0.7),
    },
  ],
  diagnostics: [
    { id: 't1', set: { steps: 500 }, check: (v) => [0, 1, 2].every((i) => v['dev-3'] > v[`dev-${i}`]) },
    { id: 't2', set: { steps: 500 }, check: (v) => v['spread-1'] < v['spread-0'] },
  ],
  'bn-matrix': [
    { id: 't1', set: { bvar: 'unbiased', bm: DEFAULT_BM }, check: (v) => between(v['col-std-0'], 0.8, 0.83) },
    {
      id: 't2',
      set: {
        bvar: 'biased',
        bm: [
          [1, 5, -2, 3],
          [1, 4, -1, 2],
          [1, 6, -3, 4],
        ],
      },
      check: (v) => v['col-std-0'] < 1e-6 && between(v['col-std-1'], 0.995, 1.005),
    },
  ],
  'ln-matrix': [
    {
      id: 't1',
      set: {
        lm: [
          [100, 500, -200, 300],
          [100, -50, 20, 0],
          [2, 8, -4, 6],
        ],
      },
      check: (v) => between(v['row-std-0'], 0.995, 1.005),
    },
    {
      id: 't2',
      set: { lm: [[2, 2, 2, 2], ...DEFAULT_LM.slice(1)] },
      check: (v) => v['row-std-0'] < 1e-6 && between(v['row-std-1'], 0.995, 1.005),
    },
  ],
  residual: [
    { id: 't1', set: { r_std: 0.5 }, check: (v) => v['plain-50'] > 1 && v['res-50'] > v['plain-50'] },
    { id: 't2', set: { r_std: 0.05 }, check: (v) => v['plain-50'] < 1e-20 && v['res-50'] > 1 },
  ],
  playground: [
    { id: 't1', set: { pg_bad: 5 }, check: (v, r) => r?.kind === 'reset' && maxSat(r) > 0.5 },
    { id: 't2', set: { pg_bad: 1 }, check: (v, r) => r?.kind === 'reset' && maxSat(r) < 0.3 },
  ],
};

// The settings a try sets: its own, and the text's values of those its expectation keeps.
export const tryPatch = (x, textSettings) => ({ ...Object.fromEntries((x.keeps ?? []).map((k) => [k, textSettings[k]])), ...x.set });
