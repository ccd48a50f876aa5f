// tabs/bn-matrix/manifest.js — 003 BatchNorm on a matrix (its code: tabs/norm_matrix/, shared with
// ln-matrix), said once: its settings, prediction and lecture-code key. No DOM.

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
};
