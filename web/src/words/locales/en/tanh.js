// locales/en/tanh.js — English: the 5.4 saturated-tanh tab.
// The same keys as tr/tanh.js, one key per line.
export default {
  tanh: {
    neuron: {
      pick: 'Pick a neuron (exactly)',
      option: 'neuron {j}',
      optionDead: 'neuron {j} (dead)',
      hint: 'Tap or click a column (a neuron) of the map, select the map and use the ← → keys, or pick one from the list under the map: that neuron’s |h| in the batch, why it counts as dead, and the gradient it gets in this batch open up.',
      keys: 'The ← → keys pick a neuron, Enter opens it; clicking a row of the data table opens it too.',
      titleDead: 'Neuron {j} is dead: saturated on all {rows} examples',
      titleAlive: 'Neuron {j} is not dead',
      values: '|h|, example by example (#0, #1, …): {values}',
      dead: 'Rule: |h| > {thr} is saturated; a neuron saturated on ALL {rows} examples of the batch is dead. Even this neuron’s smallest |h| is {min} (example #{b}): above {thr}.',
      alive:
        'Rule: |h| > {thr} is saturated; a neuron saturated on ALL {rows} examples of the batch is dead. This neuron is saturated on {n} of the {rows} examples; its smallest |h| = {min} (example #{b}), below {thr}.',
      local: 'tanh’s local derivative 1 − h²: its largest for this neuron is {max} (example #{b}).',
      pre: 'The gradient of the pre-activation ∂L/∂a = ∂L/∂h · (1 − h²), from the core’s autograd in this batch, example by example: {values}',
      weight:
        'The gradient of its incoming weights ‖∂L/∂W[:, {j}]‖ = {w}, of its bias {bias}; the layer’s largest is {max} (neuron {top}).',
    },
    explain: [
      'The derivative of tanh is 1 − h²: when the output sticks at ±1 (|h| > 0.97) the gradient is almost zero and nothing flows back through that neuron. A bad init (gain ×5 in the text) makes the hidden layer’s inputs very wide: in the text most tanh outputs pile up at ±1. How many pile up at the multiplier here is in the sentence below the controls.',
      'A neuron saturated on EVERY example of the batch is “dead”: no example can change its weights. In the map each row is an example and each column a neuron; orange cells are saturated, black-framed columns are dead neurons. With Kaiming init part of the outputs are still near ±1; the text says of this histogram that it is “spread out around 0 (the active, sloped region)”. How much sits at ±1 and how much on the sloped part in between is in the sentence below the controls.',
    ],
    bad: 'Bad-init multiplier (gain × …)',
    count: 'count',
    histBad: 'Bad init (×{bad}): tanh outputs',
    histKaiming: 'Kaiming init: tanh outputs',
    satBad: 'Saturation |h| > 0.97, bad init (×{bad})',
    satKaiming: 'Saturation |h| > 0.97, Kaiming',
    dead: 'Dead neurons (saturated on all {rows} examples)',
    mapTitle: '|h|: {rows} examples × {cols} neurons, bad init (×{bad})',
    reading:
      'Drawn now: with the bad init (×{bad}) {bad_pct} of the tanh outputs have |h| > {thr}, with Kaiming {k_pct}: {cmp}. {slope} Dead neurons in the map: {dead}.',
    cmp: {
      more: 'the bad init saturates more',
      fewer: 'the bad init saturates less (a multiplier below 1 narrows the inputs)',
      same: 'the same share',
    },
    slope: {
      most: 'With Kaiming {k_slope} of the outputs sit on the sloped part in between (|h| ≤ {thr}), where the gradient flows: most of them, what the text calls “spread out around 0”.',
      few: 'With Kaiming only {k_slope} of the outputs sit on the sloped part in between (|h| ≤ {thr}), where the gradient flows.',
    },
    mapLegend: 'White → blue: |h| 0 → 1; orange: |h| > 0.97 (saturated); black frame: dead neuron. Dead neurons: {n} ({list}).',
  },
};
