// locales/en/batchnorm.js — English: the 5.6–5.9 BatchNorm tab.
// The same keys as tr/batchnorm.js, one key per line.
export default {
  bn: {
    explain: [
      'BatchNorm normalises the pre-activation (hpreact) with the batch’s statistics: (h − mean) / √(var + eps), then scales by a learned γ, shifts by β and feeds tanh. Below, one batch of a model with the bad-init multiplier ×{bad} at every stage; the sentence below the controls says, from the mean and std the core measured, whether hpreact and tanh’s input are wide or shifted. However wide hpreact is, normalised every neuron has mean 0 and a std near 1 (below 1 when eps is not small against the neuron’s variance).',
      'In training each batch uses its own statistics; to evaluate a single example in eval mode, BatchNorm keeps an exponential moving average (running mean/var) during training. With a small momentum the running statistics follow slowly. One example in train mode cannot be normalised: it has no batch variance.',
      'The bias of the Linear before BatchNorm is wasted: BN subtracts the batch mean and the bias goes with it (its gradient ≈ 0). eps keeps a constant column from dividing by 0. And without nonlinearities a stack of Linear layers collapses into one matrix.',
    ],
    reading:
      'Drawn now: hpreact has mean {m} and std {s}: {spread}, {shift}. tanh’s input γ·x̂ + β has mean {m2} and std {s2}: {spread2}, {shift2}.',
    spread: {
      wide: 'wide (std > {wide})',
      narrow: 'narrow (std < {narrow}; tanh is nearly linear there)',
      healthy: 'of healthy width ({narrow} ≤ std ≤ {wide})',
      undefined: 'its width cannot be judged (the std is not finite)',
    },
    shift: {
      shifted: 'shifted (|mean| > {shift})',
      centred: 'centred (|mean| ≤ {shift})',
      undefined: 'its centre cannot be judged (the mean is not finite)',
    },
    bad: 'Bad-init multiplier',
    momentum: 'Running-stat momentum',
    steps: 'Training steps (running statistics)',
    stage: {
      hpreact: '1. hpreact = x·W',
      xhat: '2. normalise: (h − μ) / √(σ² + eps)',
      scaled: '3. scale/shift: γ·x̂ + β',
      tanh: '4. tanh',
    },
    stageTitle: '{stage} — {stats}',
    meanStd: 'mean {m}, std {s}',
    pipelineTitle: 'The pipeline: one batch (1000 examples) at every stage',
    hpreactMean: 'hpreact mean',
    hpreactStd: 'hpreact std',
    xhatStd: 'std after normalising',
    tanhStd: 'std after tanh',
    runningTitle: 'Running statistics: neuron 0',
    runningNote: 'The lecture’s hand-written loop used momentum {loop}; the module (like torch.nn) {module}.',
    meanTitle: 'Mean: batch, running, whole train split',
    varTitle: 'Variance: batch, running, whole train split',
    mean: 'mean',
    var: 'variance',
    batchStat: 'batch statistic',
    runningStat: 'running (momentum {m})',
    trueStat: 'whole train split (after training)',
    logitsTitle: 'The same example: train mode (inside its batch) and eval mode (running statistics)',
    char: 'character',
    trainMode: 'train mode',
    evalMode: 'eval mode',
    trainEvalTitle: 'Train vs eval',
    trainEval:
      'Largest difference between the two modes’ logits: {d}. As training goes on, the running statistics approach the whole training split’s, as the chart draws; the batch’s move from step to step.',
    trainEvalSlow:
      'Largest difference between the two modes’ logits: {d}. With momentum {m} the running statistics cover only {share} of the way from their start to the whole training split’s in {n} steps (1 − (1 − momentum)^steps), as the chart draws: eval mode does not use the split’s statistics yet; the batch’s move from step to step.',
    single: 'One example, train mode: {msg}',
    biasTitle: 'The wasted bias before BN',
    bias: 'Weight-gradient norm {w}, bias-gradient norm {b} (≈ 0). Adding 5 to the bias moves the BN output by at most {d} (output scale {m}).',
    epsTitle: 'eps',
    eps: 'A feature constant over the batch ({n} values): with eps = {eps}, non-finite values: {with}; without eps: {without} (0/0 is not a number).',
    collapseTitle: '5.15 Linear collapse',
    watchIntro:
      'Watch it over training: Linear (with bias b1) → BatchNorm1d → tanh → Linear, {n} SGD steps on random batches of the train split (batch size {bs}, learning rate {lr}). The switch takes BatchNorm out; the initial weights and the batches stay the same. The axis is logarithmic.',
    switchBn: 'BatchNorm between the Linear and tanh',
    watchTitle: {
      on: 'BatchNorm on: gradient norms and the drift of b1, step by step',
      off: 'BatchNorm off: gradient norms and the drift of b1, step by step',
    },
    watchNorm: 'norm (log)',
    watchWeight: '‖dL/dW1‖',
    watchBias: '‖dL/db1‖',
    watchDrift: 'largest change of b1 from its start',
    watch: {
      on: 'Over {n} steps ‖dL/db1‖ is at most {b}, while ‖dL/dW1‖ is at least {w}: BatchNorm subtracts the batch mean and b1 with it, so the bias’s gradient is float rounding only. After the last step b1 differs from its initial value by at most {d}: it learned nothing.',
      off: 'Without BatchNorm the same bias is a real parameter: over {n} steps ‖dL/db1‖ is at least {bmin} (‖dL/dW1‖ at least {w}). After the last step b1 has moved up to {d} from its initial value.',
    },
    collapseIntro:
      '{n} Linear layers (Kaiming init, non-zero biases). The one matrix is W = W1·W2·…·W{n}; the biases combine through the same products into one b. The chart shows, for the first example of the probe batch, the stack’s outputs beside the one matrix’s.',
    switchTanh: 'tanh between the layers',
    collapseFigure: {
      on: '{n} layers, tanh between: stack and one matrix',
      off: '{n} layers, no tanh: stack and one matrix',
    },
    collapseStack: {
      on: 'stack with tanh',
      off: 'stack without tanh',
    },
    collapseOne: 'one matrix x·W + b ({shape})',
    output: 'output (logit)',
    collapse: {
      off: 'Without tanh the stack equals one {shape} matrix: the largest difference over the whole probe batch is {d} (rounding only). The stack collapsed to one matrix; depth added nothing.',
      on: 'With tanh in between the same W and b no longer stand for the stack: the largest difference over the probe batch is {d} (output scale {max}).',
    },
  },
};
