// locales/en/panels.js — English: the 5.13 panels (in the diagnostics tab, and live in the playground).
// The same keys as tr/panels.js, one key per line.
export default {
  panels: {
    heading: '5.13 histograms: activations and gradients, layer by layer',
    explain:
      'Pick one of the four runs and a moment: at initialisation or after training. The histogram of every tanh layer’s output, of the gradients of those outputs, and of every 2-d weight’s gradient (with its grad:data ratio); all measured on the fixed 32-row probe batch in train mode, leaving no trace on the model. In a healthy network the activations do not pile up at ±1 and the gradients are about as wide from layer to layer.',
    run: 'Run',
    at: 'Moment',
    atInit: 'at initialisation',
    atTrained: 'after training',
    showing: {
      init: '{run}: at initialisation.',
      trained: '{run}: after training.',
    },
    notYet: '{run}: this run has not finished yet; the histograms after training come when it ends.',
    actTitle: 'Activation distribution (every tanh layer’s output)',
    actAxis: 'tanh output h',
    count: 'count',
    actLegend: '{k}: mean {mean}, std {std}, saturated {sat}',
    gradTitle: 'Gradient distribution (gradients of the tanh outputs)',
    gradAxis: '∂loss/∂h',
    gradLegend: '{k}: mean {mean}, std {std}',
    weightTitle: 'Weight-gradient distribution (2-d parameters)',
    weightAxis: '∂loss/∂W',
    weightLegend: '{name} {shape}: grad:data {ratio}',
    liveHeading: 'Live diagnostics (5.13–5.14)',
    liveExplain:
      'Refreshed a few times a second while training (not every step): the same three histograms on the fixed 32-row probe batch, and every 2-d parameter’s update:data ratio, log10(lr · std(grad) / std(data)), with the −3 guide.',
    udTitle: 'update:data over time (2-d parameters)',
    udAxis: 'log10(lr·std(grad)/std(data))',
    udLater: 'update:data over time: drawn here once training runs (before the first step there is no update).',
  },
};
