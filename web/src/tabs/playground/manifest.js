// tabs/playground/manifest.js — the playground, said once: its settings in the controls' order (link
// key, type, default, the core's limits row, the field of the core's PlaygroundConfig it fills,
// label, control), figures and prediction. Every number takes the core's whole range (a run too big
// for the tab is refused by the core, with its message). No DOM.
import { SEED } from '../seed.js';
import { maxSat } from '../checks.js';

export const LAYERS = { name: 'pg_layers', type: 'int', def: 4, core: 'n_layer', knob: 'nLayer', label: 'playground.layers', step: 1 };
export const WIDTH = { name: 'pg_width', type: 'int', def: 100, core: 'n_hidden', knob: 'nHidden', label: 'playground.width', step: 1 };
export const NORM = {
  name: 'pg_norm',
  type: 'enum',
  def: 'batch',
  knob: 'norm',
  label: 'playground.norm',
  options: [
    ['none', 'playground.normNone'],
    ['batch', 'playground.normBatch'],
    ['layer', 'playground.normLayer'],
  ],
};
export const GAIN = { name: 'pg_gain', type: 'num', def: 5 / 3, core: 'gain', knob: 'gain', label: 'playground.gain' };
export const BAD = { name: 'pg_bad', type: 'num', def: 1, core: 'bad_init', knob: 'badInit', label: 'playground.bad' };
export const FIX = { name: 'pg_fix', type: 'bool', def: true, knob: 'fixOutput', label: 'playground.fix', check: true };
export const LR = {
  name: 'pg_lr',
  type: 'num',
  def: 0.1,
  core: 'lr',
  knob: 'lr',
  label: 'playground.lr',
  slider: { min: 0.001, log: true }, // up to the core's top
};
export const SCHEDULE = {
  name: 'pg_sched',
  type: 'enum',
  def: 'constant',
  knob: 'schedule',
  label: 'playground.sched',
  options: [
    ['constant', 'playground.schedConst'],
    ['step', 'playground.schedStep'],
  ],
};
export const BATCH = { name: 'pg_batch', type: 'int', def: 32, core: 'batch_size', knob: 'batchSize', label: 'playground.batch', step: 1 };
export const STEPS = { name: 'pg_steps', type: 'int', def: 5000, core: 'steps', knob: 'steps', label: 'playground.steps', step: 1 };

export default {
  id: 'playground',
  section: 'playgroundRun',
  code: 'playground',
  // the seed's control says "seed" in the playground's words (its label there)
  settings: [LAYERS, WIDTH, NORM, GAIN, BAD, FIX, LR, SCHEDULE, BATCH, STEPS, { ...SEED, label: 'playground.seed' }],
  lecture: [],
  figures: ['curves', 'act-hist', 'grad-hist', 'wgrad-hist'],
  depends: [LAYERS.name, WIDTH.name, NORM.name, GAIN.name, BAD.name, FIX.name, BATCH.name, SEED.name],
  // the LayerNorm text's batches of one and of 32 (the chapter's uses and mistakes)
  text: {
    bn1: { [BATCH.name]: 1, [NORM.name]: 'batch' },
    ln1: { [BATCH.name]: 1, [NORM.name]: 'layer' },
    bn32: { [BATCH.name]: 32, [NORM.name]: 'batch' },
    ln32: { [BATCH.name]: 32, [NORM.name]: 'layer' },
  },
  // the guided path's "try this -> what to expect" (teaching/tries.js): a patch of settings, the
  // settings its expectation keeps at the text's values, and the check on what the tab then shows
  tries: [
    { id: 't1', set: { pg_bad: 5 }, check: (v, r) => r?.kind === 'reset' && maxSat(r) > 0.5 },
    { id: 't2', set: { pg_bad: 1 }, check: (v, r) => r?.kind === 'reset' && maxSat(r) < 0.3 },
  ],
};
