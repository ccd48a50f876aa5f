// locales/en/kaiming.js — English: the 5.5 Kaiming tab.
// The same keys as tr/kaiming.js, one key per line.
export default {
  kaiming: {
    explain: [
      'If each layer’s weights are drawn with std = gain / √fan_in, the layer’s output stays on the scale of its input. tanh squashes, and the gain that makes up for it is 5/3 (√2 for ReLU).',
      'With gain 1 (“naive”) every tanh layer shrinks the activations a little more: the std falls layer by layer and the deep layers go quiet. With Kaiming’s gain the std falls much more slowly: the deep layers stay alive too. Chart: the std of each of the {tanh} tanh outputs of a no-BN stack of {n} Linear layers.',
    ],
    reading: 'Drawn now: with the naive init the std goes {n0} → {n1}, with Kaiming {k0} → {k1} (first → last tanh layer).',
    layers: 'Linear layers',
    stdTitle: 'Output std of every tanh layer',
    layerAxis: 'tanh layer',
    naive: 'naive (gain {g})',
    kaiming: 'Kaiming (gain {g})',
    naiveFirstLast: 'Naive: first → last layer std',
    kaimingFirstLast: 'Kaiming: first → last layer std',
    histNaive: 'Naive init: layer histograms',
    histKaiming: 'Kaiming init: layer histograms',
  },
};
