// locales/en/network.js — English: the network strip (the model's small drawing on the Kaiming,
// diagnostics and playground tabs) and the one naming of the layers ("L3 tanh", "L3 BN γ").
// The same keys as tr/network.js, one key per line.
export default {
  network: {
    block: 'L{n}',
    embedding: 'C',
    module: {
      linear: 'L{n} Linear',
      bn: 'L{n} BN',
      ln: 'L{n} LN',
      tanh: 'L{n} tanh',
    },
    param: {
      weight: 'L{n} W',
      bias: 'L{n} b',
      bnGamma: 'L{n} BN γ',
      bnBeta: 'L{n} BN β',
      lnGamma: 'L{n} LN γ',
      lnBeta: 'L{n} LN β',
    },
    stripLabel: 'The network’s diagram: click a layer to select it',
    stripHint:
      'L1, L2, …: the Linear layers counted from the input; each block holds its Linear layer, its BatchNorm or LayerNorm if any, and its tanh. Click a block (or Tab and Enter): the tab’s charts bring that layer forward. The darker the colour, the larger the value.',
    kinds: {
      linear: 'Linear',
      bn: 'BN',
      ln: 'LN',
      tanh: 'tanh',
    },
    embeddingBox: 'Embedding C',
    softmax: 'softmax',
    output: 'output',
    measure: {
      std: 'std',
      sat: 'saturated',
      gradData: 'grad:data',
      kaimingStd: 'the std of each tanh output, the Kaiming stack (gain {g})',
      satShare: 'the saturated share of the tanh outputs (|h| > 0.97)',
      ud: 'update:data',
    },
    colouredBy: 'Colour: {what}.',
    selected: 'Selected: {name}.',
    none: 'No layer selected.',
    clear: 'Clear the selection',
    layerTitle: '{name}: at initialisation and after training',
    layerAt: {
      init: 'at initialisation',
      trained: 'after training',
    },
    gradDataLine: '{name} ({torch}) grad:data: {init} at initialisation, {trained} after training.',
    udLine: '{name} update:data median ({run}): {ud} (around −3 is healthy).',
    notYet: 'not yet',
    actAxis: 'tanh output h',
    count: 'count',
  },
};
