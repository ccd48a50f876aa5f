// claims/sample.js — the settings off the text's path at which the browser test (tests/e2e/
// claims_sample.mjs) reads the page's sentences: [tab, language, settings]. A seed from another tab,
// ReLU at tanh's gain, a gain between the marks, the ends of sliders. Not a test file.
export const SAMPLE = [
  ['tanh', 'en', { bad: 0.5, seed: 99 }],
  ['kaiming', 'tr', { k_act: 'relu', k_layers: 4 }],
  ['kaiming', 'en', { k_gain: 1.2, seed: 7 }],
  ['batchnorm', 'tr', { bn_bad: 10, bn_gamma: 2 }],
  ['residual', 'en', { r_std: 1.5 }],
  ['residual', 'tr', { r_std: 0.05 }],
];
