// tabs/index.js — the lesson's tabs, in the lecture's order as tabs/manifests.js lists them. Each is
// { id, create(root, ctx) } and create() returns the tab's instance, { unmount() } (context.js
// describes ctx).
import { TAB_IDS } from './manifests.js';
import start from './start/tab.js';
import tanh from './tanh/tab.js';
import kaiming from './kaiming/tab.js';
import batchnorm from './batchnorm/tab.js';
import diagnostics from './diagnostics/tab.js';
import exercises from './exercises/tab.js';
import { normMatrixTab } from './norm_matrix/tab.js';
import residual from './residual/tab.js';
import playground from './playground/tab.js';

const MODULES = [
  start,
  tanh,
  kaiming,
  batchnorm,
  diagnostics,
  exercises,
  normMatrixTab('bn-matrix'),
  normMatrixTab('ln-matrix'),
  residual,
  playground,
];
const BY_ID = new Map(MODULES.map((m) => [m.id, m]));
export const TAB_MODULES = Object.fromEntries(TAB_IDS.map((id) => [id, BY_ID.get(id)]));
