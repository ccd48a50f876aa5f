// tabs/kaiming/manifest.js — 5.5 Kaiming init, said once: its settings (link key, type, default,
// range, the core's limits row and knob, label, control), figures, prediction and lecture settings.
// No DOM (state.js and the tests read it).
import { SEED } from '../seed.js';

// the stack's nonlinearity; the lecture's is tanh
export const ACT = {
  name: 'k_act',
  type: 'enum',
  def: 'tanh',
  knob: 'act',
  label: 'kaiming.act',
  options: [
    ['tanh', 'kaiming.actTanh'],
    ['relu', 'kaiming.actRelu'],
  ],
};
// layers in the stack
export const LAYERS = {
  name: 'k_layers',
  type: 'int',
  def: 6,
  min: 2,
  max: 12,
  core: 'n_layer',
  knob: 'nLayer',
  label: 'kaiming.layers',
  step: 1,
};
// the gain of the second stack (the first, naive, has 1); the lecture's is tanh's 5/3 (marks: the tab's)
export const GAIN = {
  name: 'k_gain',
  type: 'num',
  def: 5 / 3,
  core: 'gain',
  knob: 'gain',
  label: 'slider.kaimingGain',
  slider: { min: 0.25, max: 3 },
};

export default {
  id: 'kaiming',
  section: 'kaiming',
  code: 'kaiming',
  settings: [ACT, LAYERS, GAIN, SEED],
  lecture: [ACT.name, LAYERS.name, GAIN.name, SEED.name],
  // the section's fixed knobs beside the controls': the probe batch's rows
  knobs: { probeRows: 1000 },
  figures: ['std', 'naive-hist', 'kaiming-hist'],
  // the nonlinearity and the second stack's gain move the live answer as the depth and the seed do
  depends: [ACT.name, LAYERS.name, GAIN.name, SEED.name],
  // the text's deep stack (the summary)
  text: { depth: { [LAYERS.name]: LAYERS.def } },
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    { id: 't1', set: { k_layers: 12 }, keeps: ['k_act', 'k_gain'], check: (v) => v['naive-last'] < 0.25 && v['kaiming-last'] > 0.6 },
    { id: 't2', set: { k_layers: 3 }, keeps: ['k_act', 'k_gain'], check: (v) => v['naive-last'] > 0.4 && v['kaiming-last'] > 0.6 },
  ],
};
