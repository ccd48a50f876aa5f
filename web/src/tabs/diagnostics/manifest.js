// tabs/diagnostics/manifest.js — 5.13-5.14 the diagnostics, said once: its settings (link key, type,
// default, range, the core's limits row and knob, label, control), figures, prediction and lecture
// settings. No DOM (state.js and the tests read it).
import { SEED } from '../seed.js';

// steps of each of the four scenarios
export const STEPS = {
  name: 'steps',
  type: 'int',
  def: 20000,
  min: 100,
  max: 200000,
  core: 'steps',
  knob: 'steps',
  label: 'diag.steps',
  step: 1,
};

export default {
  id: 'diagnostics',
  section: 'scenarios',
  code: 'diagnostics',
  settings: [STEPS, SEED],
  lecture: [STEPS.name, SEED.name],
  figures: ['curves', 'finals', 'grads', 'ud', 'ud-median', 'act-hist', 'grad-hist', 'wgrad-hist'],
  depends: [STEPS.name, SEED.name],
  // check question 2 opens the tab on short runs
  text: { question: { [STEPS.name]: 2000 } },
};
