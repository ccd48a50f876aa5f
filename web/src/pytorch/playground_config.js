// playground_config.js — the playground's settings as the core's PlaygroundConfig, in one place:
// its controls in the page's order (each names the URL setting it is bound to and the field of the
// config it fills), the config the module takes (camelCase fields), and the same settings under the
// C++ struct's snake_case names, which the run's JSON export and the PyTorch script use.
// No DOM and no words here (the node test that runs the PyTorch script imports it).

import { snake } from '../compute/series.js';

// { name: the setting (state.js), knob: the module's field, label: locale key, step?, options?, check?,
//   slider? (controls.js) }
export const PG_CONTROLS = [
  { name: 'pg_layers', knob: 'nLayer', label: 'playground.layers', step: 1 },
  { name: 'pg_width', knob: 'nHidden', label: 'playground.width', step: 1 },
  {
    name: 'pg_norm',
    knob: 'norm',
    label: 'playground.norm',
    options: [
      ['none', 'playground.normNone'],
      ['batch', 'playground.normBatch'],
      ['layer', 'playground.normLayer'],
    ],
  },
  { name: 'pg_gain', knob: 'gain', label: 'playground.gain' },
  { name: 'pg_bad', knob: 'badInit', label: 'playground.bad' },
  { name: 'pg_fix', knob: 'fixOutput', label: 'playground.fix', check: true },
  { name: 'pg_lr', knob: 'lr', label: 'playground.lr', slider: { min: 0.001, max: 10, log: true } },
  {
    name: 'pg_sched',
    knob: 'schedule',
    label: 'playground.sched',
    options: [
      ['constant', 'playground.schedConst'],
      ['step', 'playground.schedStep'],
    ],
  },
  { name: 'pg_batch', knob: 'batchSize', label: 'playground.batch', step: 1 },
  { name: 'pg_steps', knob: 'steps', label: 'playground.steps', step: 1 },
  { name: 'seed', knob: 'seed', label: 'playground.seed', step: 1 },
];

// The settings -> the module's PlaygroundConfig ({ nLayer, nHidden, ... }).
export const playgroundConfig = (settings) => Object.fromEntries(PG_CONTROLS.map((f) => [f.knob, settings[f.name]]));

// The module's config -> the C++ names, in the controls' order: { n_layer, n_hidden, norm, gain,
// bad_init, fix_output, lr, schedule, batch_size, steps, seed }.
export const exportConfig = (config) => Object.fromEntries(PG_CONTROLS.map((f) => [snake(f.knob), config[f.knob]]));
