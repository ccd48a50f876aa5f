// locales/en/kaiming.js — English: the 5.5 Kaiming tab.
// The same keys as tr/kaiming.js, one key per line.
export default {
  kaiming: {
    explain: [
      'If each layer’s weights are drawn with std = gain / √fan_in, the layer’s output stays on the scale of its input. tanh squashes, and the gain that makes up for it is 5/3 (√2 for ReLU).',
      'With gain 1 (“naive”) every tanh layer shrinks the activations a little more: the std falls layer by layer and the deep layers go quiet. With Kaiming’s gain the std falls much more slowly: the deep layers stay alive too. Chart: the std of each of the {tanh} tanh outputs of a no-BN stack of {n} Linear layers.',
    ],
    reading:
      'Drawn now: with the naive init (gain 1) the std goes {n0} → {n1}, with Kaiming (gain {g}) {k0} → {k1} (first → last tanh layer).',
    layers: 'Linear layers',
    stdTitle: 'Output std of every tanh layer',
    layerAxis: 'tanh layer',
    naive: 'naive (gain {g})',
    kaiming: 'Kaiming (gain {g})',
    naiveFirstLast: 'Naive: first → last layer std',
    kaimingFirstLast: 'Kaiming: first → last layer std',
    histNaive: 'Naive init: layer histograms',
    histKaiming: 'Kaiming init: layer histograms',
    layerSat: '{name}: {sat} saturated',
    vsText:
      'The text (Exercise 2) says that with Kaiming the histogram “spreads out around 0”. It says so of the tanh tab’s one-hidden-layer network, beside the ×5 bad init’s pile at ±1 (79.1% vs 19.5% saturated in the text): spread out next to that pile, not free of ±1. Layer 1 of this stack of {n} Linear layers is that very layer (the tanh tab’s Kaiming figure is measured on it). With gain {g} each layer’s pre-activation std is about {g} times its input’s, so some outputs always reach ±1: the most saturated layer is {top}, with {topSat} of its {values} outputs on the probe batch saturated (|h| > {thr}); those are the spikes at the two ends of the histograms. The last layer ({last}) has {lastSat}. With the naive gain 1 the saturated share is at most {naiveTop}, but the std fades layer by layer.',
    vsTextGain:
      'The text (Exercise 2) says that with Kaiming (gain 5/3) the histogram “spreads out around 0”: of the tanh tab’s one-hidden-layer network, beside the ×5 bad init’s pile at ±1 (79.1% vs 19.5% saturated in the text). This stack of {n} Linear layers has gain {g}, not 5/3: the most saturated layer is {top}, with {topSat} of its {values} outputs on the probe batch saturated (|h| > {thr}). The last layer ({last}) has {lastSat}. With the naive gain 1 the saturated share is at most {naiveTop}.',
  },
};
