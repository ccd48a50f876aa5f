// locales/en/kaiming.js — English: the 5.5 Kaiming tab.
// The same keys as tr/kaiming.js, one key per line.
export default {
  kaiming: {
    explain: [
      'If each layer’s weights are drawn with std = gain / √fan_in, the layer’s output stays on the scale of its input. tanh squashes, and the gain that makes up for it is 5/3 (√2 for ReLU).',
      'With gain 1 (“naive”) every tanh layer shrinks the activations a little more: the std falls layer by layer and the deep layers go quiet. With Kaiming’s gain the std is almost constant from layer to layer. Chart: the std of every tanh output of a 6-layer no-BN stack.',
    ],
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
