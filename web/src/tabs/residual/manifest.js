// tabs/residual/manifest.js — 000 residual connections, said once: its settings (link key, type,
// default, range, knob, label, control), figures, prediction and lecture settings. No DOM.
import { SEED } from '../seed.js';

// std of the random sublayer weights
export const STD = {
  name: 'r_std',
  type: 'num',
  def: 0.2,
  min: 0.01,
  max: 2,
  knob: 'weightStd',
  label: 'residual.std',
  slider: { min: 0.01, max: 2, log: true },
};

export default {
  id: 'residual',
  section: 'residual',
  code: 'residual',
  settings: [STD, SEED],
  lecture: [STD.name, SEED.name],
  figures: ['grad', 'norms'],
  depends: [STD.name], // the core's stack has its own fixed seeds
};
