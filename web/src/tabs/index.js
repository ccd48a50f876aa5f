// tabs/index.js — the lesson's tabs in the lecture's order; each module has mount(el, ctx) / unmount().
import { normMatrixTab } from './norm_matrix.js';
import playground from './playground.js';
import { pending } from './pending.js';

export const TAB_MODULES = {
  start: pending('start'),
  tanh: pending('tanh'),
  kaiming: pending('kaiming'),
  batchnorm: pending('batchnorm'),
  diagnostics: pending('diagnostics'),
  'bn-matrix': normMatrixTab('batch'),
  'ln-matrix': normMatrixTab('layer'),
  residual: pending('residual'),
  playground,
};
