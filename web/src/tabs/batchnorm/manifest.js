// tabs/batchnorm/manifest.js — 5.6-5.9 the BatchNorm pipeline, said once: its settings (link key,
// type, default, range, the core's limits row and knob, label, control), figures, prediction and
// lecture settings. No DOM (state.js and the tests read it).
import { SEED } from '../seed.js';
import { between } from '../checks.js';

// the model's bad_init
export const BAD = {
  name: 'bn_bad',
  type: 'num',
  def: 3,
  min: 0.1, // the top is the core's (bad_init)
  core: 'bad_init',
  knob: 'badInit',
  label: 'bn.bad',
  slider: {}, // over the setting's whole range
};
// the pipeline's eps (and the eps demo's): the core's whole range, on a log slider over it
export const EPS = {
  name: 'bn_eps',
  type: 'num',
  def: 1e-5,
  core: 'eps',
  knob: 'eps',
  label: 'slider.bnEps',
  slider: { log: true, lecture: (r) => r.eps },
};
// the scale/shift stage γx̂ + β (their init: 1, 0)
export const GAMMA = {
  name: 'bn_gamma',
  type: 'num',
  def: 1,
  min: -10,
  max: 10,
  knob: 'gamma',
  label: 'slider.bnGamma',
  slider: { min: -3, max: 3, init: true },
};
export const BETA = {
  name: 'bn_beta',
  type: 'num',
  def: 0,
  min: -10,
  max: 10,
  knob: 'beta',
  label: 'slider.bnBeta',
  slider: { min: -3, max: 3, init: true },
};
// the running statistics' momentum
export const MOMENTUM = {
  name: 'bn_mom',
  type: 'num',
  def: 0.1,
  min: 0.0001,
  max: 1,
  core: 'bn_momentum',
  knob: 'momentum',
  label: 'bn.momentum',
  slider: { min: 0.001, max: 1, log: true, lecture: (r) => r.bnMomentum },
};
// the running statistics' SGD steps
export const STEPS = { name: 'bn_steps', type: 'int', def: 500, core: 'bn_steps', knob: 'steps', label: 'bn.steps', step: 1 };

export default {
  id: 'batchnorm',
  section: 'batchnorm',
  code: 'batchnorm',
  settings: [BAD, EPS, GAMMA, BETA, MOMENTUM, STEPS, SEED],
  // x̂'s std moves with eps, tanh's with eps, γ and β: the table's lecture values are for the text's
  lecture: [BAD.name, EPS.name, GAMMA.name, BETA.name, SEED.name],
  figures: ['hpreact', 'xhat', 'scaled', 'tanh', 'mean', 'var', 'logits', 'bias-watch', 'collapse'],
  depends: [BAD.name, MOMENTUM.name, STEPS.name, SEED.name],
  // the figures' own predictions: the core's bias watch and collapse have their own steps, batch and rate
  figureDepends: { 'bias-watch': [SEED.name], collapse: [SEED.name] },
  // the text's running statistics (the summary) and its bad init (check question 4)
  text: { running: { [MOMENTUM.name]: MOMENTUM.def }, question: { [BAD.name]: BAD.def } },
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    {
      id: 't1',
      set: { bn_bad: 10 },
      keeps: ['bn_eps', 'bn_gamma', 'bn_beta'],
      check: (v) => v['hpreact-std'] > 10 && between(v['xhat-std'], 0.99, 1.01) && between(v['tanh-std'], 0.55, 0.7),
    },
    {
      id: 't2',
      set: { bn_bad: 1 },
      keeps: ['bn_eps', 'bn_gamma', 'bn_beta'],
      check: (v) => v['hpreact-std'] < 2.5 && between(v['tanh-std'], 0.55, 0.7),
    },
  ],
};
