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
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    { id: 't1', set: { steps: 500 }, check: (v) => [0, 1, 2].every((i) => v['dev-3'] > v[`dev-${i}`]) },
    { id: 't2', set: { steps: 500 }, check: (v) => v['spread-1'] < v['spread-0'] },
  ],
};
