// locales/en/playground.js — English: the playground tab.
// The same keys as tr/playground.js, one key per line.
export default {
  playground: {
    explain: [
      'Train the lecture’s MLP yourself: every setting lives in the link, and the same link draws the same curves. Pick a bad init (gain ×5), switch normalisation off, raise the learning rate — and watch the layer-health table for what breaks.',
      'Curves: every step’s minibatch loss (faint) and, every 250 steps, the loss on the first rows of the train and dev splits (up to 2000; the legend gives the count). When training ends, the whole splits are measured.',
    ],
    layers: 'Linear layers (output included)',
    width: 'Hidden width',
    norm: 'Normalisation',
    normNone: 'none',
    normBatch: 'BatchNorm',
    normLayer: 'LayerNorm',
    gain: 'Init gain (5/3 for tanh)',
    bad: 'Bad-init multiplier',
    fix: 'Output fix (small first logits)',
    lr: 'Learning rate',
    sched: 'LR schedule',
    schedConst: 'constant',
    schedStep: '÷10 after 75%',
    batch: 'Batch size',
    seed: 'Seed',
    steps: 'Steps',
    play: '▶ Play',
    pause: '⏸ Pause',
    step: 'One step',
    reset: '↺ Reset',
    curveTitle: 'Loss curves',
    minibatch: 'minibatch loss',
    train: 'train ({n} rows)',
    dev: 'dev ({n} rows)',
    healthTitle: 'Layer health (last step)',
    healthLayer: 'layer',
    healthSat: 'saturation |h|>0.97',
    healthStd: 'tanh std',
    healthGrad: 'weight grad std',
    healthUd: 'update:data (log10)',
    healthHint: 'Saturation above 10% or update:data far from −3: red.',
    status: 'Step {step} / {steps} · {params} parameters · {rate} steps/s',
    final: 'Final: train {train} · dev {dev} (whole splits)',
    diverged: 'Training diverged at step {step} and was paused: {what}.',
    divergedWhat: {
      loss: 'the loss became {loss} in the cross-entropy itself: every layer’s activations, the output layer’s logits included, were still finite',
      lossHigh: 'the loss exploded to {loss} (the limit is 1000) while every layer’s activations were still finite',
      activations: 'the activations of {layer} were the first to go non-finite (infinite or not a number)',
      gradients: 'the gradients first went non-finite in {layer}',
    },
    cause: {
      lrInit:
        'Likely cause: the learning rate ({lr}) is too high for this init (gain {gain}, bad-init multiplier ×{bad}: one of them at least twice its Kaiming value, 5/3 or 1). Lower the learning rate (e.g. 0.1) or fix the init.',
      lr: 'Likely cause: the learning rate ({lr}) is too high; each update overshoots and grows. Lower it (e.g. 0.1).',
      init: 'Likely cause: the init is too large (gain {gain}, bad-init multiplier ×{bad}: one of them at least twice its Kaiming value, 5/3 or 1; no normalisation): activations grow from layer to layer. Set the gain to 5/3 and the bad-init multiplier to 1, or turn BatchNorm/LayerNorm on.',
      other: 'Likely cause: the updates are unstable with these settings. Lower the learning rate or turn normalisation on.',
    },
    layerName: {
      embedding: 'the embedding C[X]',
      parameter: 'a parameter gradient',
    },
    healthKept:
      'These are the values measured at step {step}, the last before the divergence at step {at}: after it the activations are not finite, so there is no saturation or std to measure.',
    lossUndefined: 'undefined (0/0)',
    failed:
      'Training failed and was stopped at step {step}: the mean loss of the last {window} steps is {loss}; for {held} steps in a row it was at least {factor} × {ref} ({ref}: the larger of the first step’s loss, {start}, and ln V, the loss of uniform guessing) — the model is far worse than where it started.',
    rescue:
      'ℹ Step {step}: the learning rate {lr} is huge (here {high} or more counts as huge), yet the mean loss of the last steps, {loss}, is below ln V = {lnv}, the loss of uniform guessing — the model learns. BatchNorm is why: it divides each layer’s pre-activations by their batch std, so the weights the big updates grow do not grow the activations, and as the weights grow each update changes them relatively less.',
    waysOut: 'A way out — pick one and the model is built again:',
    wayOut: '“{label}” = {value}',
    warnGroup: {
      saturated: '⚠ From step {step} on, {count} tanh layers are fully saturated and pass no gradient: {where}.',
      frozen: '⚠ From step {step} on, {count} parameters get no update at all (update:data = −∞) — frozen: {where}.',
      other: '⚠ From step {step} on, {count} warnings: {where}.',
    },
    samples: 'Names sampled from the model',
    warn: {
      notLearning:
        '⚠ Step {step}: the mean loss of the last steps, {value}, is above ln V = {ref}, the loss of uniform guessing — the model does worse than guessing and is not learning.',
      lossRising: '⚠ Step {step}: the mean loss, {value}, has risen far above its best so far, {ref} — the loss is rising.',
      overfitting:
        '⚠ Step {step}: the dev loss, {value} (best before: {ref}), rises while the train loss falls — overfitting: the model memorises the training split.',
      saturated:
        '⚠ Step {step}: {value} of the tanh outputs of {layer} have |h| > 0.97 (limit {ref}) — the layer is fully saturated and passes no gradient.',
      frozen: '⚠ Step {step}: {param} has not been updated for {ref} steps (update:data = −∞) — it is frozen.',
    },
    warnCause: {
      lrHigh: 'Likely cause: the learning rate ({lr}) is too high.',
      lrLow: 'Likely cause: the learning rate ({lr}) is too low; every step barely changes the model.',
      init: 'Likely cause: the init scale (gain × bad-init multiplier) is far from Kaiming’s 5/3.',
      noNorm: 'Likely cause: there is no normalisation.',
      smallData: 'Likely cause: the training split is small for the model’s number of parameters.',
      other: 'The likely cause is unclear.',
    },
    suggest: {
      lowerLr: 'Try: lower {lr} (e.g. 0.1).',
      raiseLr: 'Try: raise {lr} (e.g. 0.1).',
      kaimingInit: 'Try: {gain} 5/3 and {bad} 1.',
      addNorm: 'Try: BatchNorm or LayerNorm for {norm}.',
      moreData: 'Try: load a longer names list, or make the model smaller.',
      smallerModel: 'Try: a smaller model ({width} or {layers}).',
    },
  },
};
