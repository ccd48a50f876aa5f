// tabs/ln-matrix/manifest.js — 003 LayerNorm on a matrix (its code: tabs/norm_matrix/, shared with
// bn-matrix), said once: its settings, prediction and lecture-code key. No DOM.
import { between } from '../checks.js';

// The LayerNorm text's row [1, 5, -2, 3], and the rows it sits among in the text (native/lesson/
// norm_matrix.cpp has the same): similar neighbours (A) and extreme ones (B) for BatchNorm, L for
// LayerNorm. The matrix tabs, the BatchNorm tab's batchmates demo and the notebooks read them here.
export const ROW = [1, 5, -2, 3];
export const AMONG = {
  A: [
    [2, 4, -1, 2],
    [0, 6, -3, 4],
  ],
  B: [
    [50, -20, 10, 0],
    [-10, 10, 5, -5],
  ],
  L: [
    [100, -50, 20, 0],
    [0, 0, 0, 0.0001],
  ],
};

// The LayerNorm text's manual check: this row normalised by hand with the population std.
export const MANUAL = [2, 8, -4, 6];

// the editable matrix
export const MATRIX = {
  name: 'lm',
  type: 'matrix',
  def: [
    [1, 5, -2, 3],
    [100, -50, 20, 0],
    [2, 8, -4, 6],
  ],
};

export default {
  id: 'ln-matrix',
  section: 'normMatrix',
  code: 'ln-matrix',
  kind: 'layer',
  settings: [MATRIX],
  lecture: [],
  figures: [],
  depends: [MATRIX.name],
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
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
      set: { lm: [[2, 2, 2, 2], ...structuredClone(MATRIX.def.slice(1))] },
      check: (v) => v['row-std-0'] < 1e-6 && between(v['row-std-1'], 0.995, 1.005),
    },
  ],
};
