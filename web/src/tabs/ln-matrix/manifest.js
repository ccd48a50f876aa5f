// tabs/ln-matrix/manifest.js — 003 LayerNorm on a matrix (its code: tabs/norm_matrix/, shared with
// bn-matrix), said once: its settings, prediction and lecture-code key. No DOM.

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
};
