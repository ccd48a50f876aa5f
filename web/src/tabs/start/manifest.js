// tabs/start/manifest.js — 5.3 the starting loss, said once: its settings (link key, type, default,
// range, the core's limits row and knob, label, control), figures, prediction and lecture settings.
// No DOM (state.js and the tests read it).
import { SEED } from '../seed.js';

// the hockey stick's steps (200 until version 2 of the link format)
export const HS_STEPS = { name: 'hs_steps', type: 'int', def: 1000, min: 20, max: 2000, knob: 'steps', label: 'start.steps', step: 1 };

export default {
  id: 'start',
  section: 'start',
  code: 'start',
  settings: [HS_STEPS, SEED],
  // the controls the text's printed values depend on
  lecture: [SEED.name],
  figures: ['first-loss', 'curve'],
  // the prediction's settings (ln V: the names list's, no control moves it) and its sketch's
  depends: [],
  sketchDepends: [HS_STEPS.name, SEED.name],
  // what the text's links open the tab with: the check question's 200 steps of the hockey stick
  text: { question: { [HS_STEPS.name]: 200 } },
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    { id: 't1', set: { seed: 1 }, check: (v) => v['start-nofix'] > 10 && Math.abs(v['start-fix'] - v['start-logv']) < 0.1 },
    { id: 't2', set: { seed: 12345 }, check: (v) => v['start-nofix'] > 10 && Math.abs(v['start-fix'] - v['start-logv']) < 0.1 },
  ],
};
