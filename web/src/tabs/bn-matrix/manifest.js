// tabs/bn-matrix/manifest.js — 003 BatchNorm on a matrix (its code: tabs/norm_matrix/, shared with
// ln-matrix), said once: its settings, prediction and lecture-code key. No DOM.
import { between } from '../checks.js';

// the editable matrix
export const MATRIX = {
  name: 'bm',
  type: 'matrix',
  def: [
    [1, 5, -2, 3],
    [2, 4, -1, 2],
    [0, 6, -3, 4],
  ],
};
// the BatchNorm variance: biased (the population's, as the course's code) or unbiased
export const VARIANCE = {
  name: 'bvar',
  type: 'enum',
  def: 'biased',
  label: 'matrix.varLabel',
  options: [
    ['biased', 'matrix.varBiased'],
    ['unbiased', 'matrix.varUnbiased'],
  ],
};

export default {
  id: 'bn-matrix',
  section: 'normMatrix',
  code: 'bn-matrix',
  kind: 'batch',
  settings: [MATRIX, VARIANCE],
  lecture: [],
  figures: [],
  depends: [MATRIX.name, VARIANCE.name],
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    { id: 't1', set: { bvar: 'unbiased', bm: structuredClone(MATRIX.def) }, check: (v) => between(v['col-std-0'], 0.8, 0.83) },
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
};
