// playground_config.js — the playground's settings as the core's PlaygroundConfig, in one place:
// its controls in the page's order (each names the URL setting it is bound to and the field of the
// config it fills), the config the module takes (camelCase fields), and the same settings under the
// C++ struct's snake_case names, which the run's JSON export and the PyTorch script use.
// No DOM and no words here (the node test that runs the PyTorch script imports it).

import { snake } from '../compute/series.js';
import { controlsOf } from '../tabs/manifests.js';

// { name: the setting (state.js), knob: the module's field, label: locale key, step?, options?, check?,
//   slider? (controls.js) }: the playground's manifest's (tabs/playground/manifest.js)
export const PG_CONTROLS = controlsOf('playground');

// The settings -> the module's PlaygroundConfig ({ nLayer, nHidden, ... }).
export const playgroundConfig = (settings) => Object.fromEntries(PG_CONTROLS.map((f) => [f.knob, settings[f.name]]));

// The module's config -> the C++ names, in the controls' order: { n_layer, n_hidden, norm, gain,
// bad_init, fix_output, lr, schedule, batch_size, steps, seed }.
export const exportConfig = (config) => Object.fromEntries(PG_CONTROLS.map((f) => [snake(f.knob), config[f.knob]]));
