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
  slider: { log: true }, // over the setting's whole range
};

export default {
  id: 'residual',
  section: 'residual',
  code: 'residual',
  settings: [STD, SEED],
  // the table's numbers: the core's stacks have their own fixed seeds, so the seed moves none of them
  // (it draws only the LayerNorm batch check) and is no reason the lecture's column differs
  lecture: [STD.name],
  figures: ['grad', 'norms'],
  depends: [STD.name], // the core's stack has its own fixed seeds
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    { id: 't1', set: { r_std: 0.5 }, check: (v) => v['plain-50'] > 1 && v['res-50'] > v['plain-50'] },
    { id: 't2', set: { r_std: 0.05 }, check: (v) => v['plain-50'] < 1e-20 && v['res-50'] > 1 },
  ],
};
