// tabs/tanh/manifest.js — 5.4 saturated tanh, said once: its settings (link key, type, default,
// range, the core's limits row and knob, label, control), figures, prediction and lecture settings.
// No DOM (state.js and the tests read it).
import { SEED } from '../seed.js';

// the bad init's gain multiplier
export const BAD = {
  name: 'bad',
  type: 'num',
  def: 5,
  min: 0.1, // the top is the core's (bad_init)
  core: 'bad_init',
  knob: 'badInit',
  label: 'tanh.bad',
  slider: {}, // over the setting's whole range
};

export default {
  id: 'tanh',
  section: 'tanh',
  code: 'tanh',
  settings: [BAD, SEED],
  lecture: [BAD.name, SEED.name],
  figures: ['bad-hist', 'kaiming-hist', 'map'],
  depends: [BAD.name, SEED.name],
  // the text's saturated layer (check question 3, the summary and the cheat sheet): its multiplier
  text: { saturation: { [BAD.name]: BAD.def } },
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    // at ×1 the bad init is Kaiming's init: the same share, whatever the seed
    { id: 't1', set: { bad: 1 }, check: (v) => v['sat-bad'] === v['sat-kaiming'] },
    { id: 't2', set: { bad: 10 }, check: (v) => v['sat-bad'] > 0.85 && v.dead > 0 },
    { id: 't3', set: { bad: 0.5 }, check: (v) => v['sat-bad'] < 0.05 && v.dead === 0 },
  ],
};
