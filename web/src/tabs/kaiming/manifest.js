// tabs/kaiming/manifest.js — 5.5 Kaiming init, said once: its settings (link key, type, default,
// range, the core's limits row and knob, label, control), figures, prediction and lecture settings.
// No DOM (state.js and the tests read it).
import { SEED } from '../seed.js';
import { sameSetting } from '../checks.js';

// The nonlinearities, said once: the id the setting holds, the name the page writes, the gain the
// text gives for it (5.5: tanh's 5/3, ReLU's √2) and as the text writes it, the per-layer share its
// histograms count (the result's field: tanh's saturated |h| > 0.97, ReLU's outputs at 0) and its
// PyTorch module; and the one rule of "is this the text's gain" (tabs/checks.js sameSetting: the value
// as the store keeps it, so a link's 1.66667 is 5/3 and 1.41421 is √2).
export const ACTS = {
  tanh: { id: 'tanh', name: 'tanh', gain: 5 / 3, gainName: '5/3', share: 'saturatedPct', torch: 'Tanh' },
  relu: { id: 'relu', name: 'ReLU', gain: Math.SQRT2, gainName: '√2', share: 'inactivePct', torch: 'ReLU' },
};
// The row of a nonlinearity (the lecture's tanh for an id the table lacks).
export const actOf = (id) => ACTS[id] ?? ACTS.tanh;
// Whether `g` is the gain the text gives for the nonlinearity `act`.
export const isTextGain = (g, act) => act in ACTS && sameSetting(g, ACTS[act].gain);
// A gain as the text writes it when it is one of the text's (5/3, √2), else null.
export const namedGain = (g) => Object.values(ACTS).find((a) => sameSetting(g, a.gain))?.gainName ?? null;

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
