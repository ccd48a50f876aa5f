// tabs/index.js — the lesson's tabs in the lecture's order. Each is { id, create(root, ctx) } and
// create() returns the tab's instance, { unmount() } (context.js describes ctx).
import start from './start.js';
import tanh from './tanh.js';
import kaiming from './kaiming.js';
import batchnorm from './batchnorm.js';
import diagnostics from './diagnostics.js';
import { normMatrixTab } from './norm_matrix.js';
import residual from './residual.js';
import playground from './playground.js';

export const TAB_MODULES = {
  start,
  tanh,
  kaiming,
  batchnorm,
  diagnostics,
  'bn-matrix': normMatrixTab('batch'),
  'ln-matrix': normMatrixTab('layer'),
  residual,
  playground,
};
