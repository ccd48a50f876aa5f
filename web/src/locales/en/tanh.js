// locales/en/tanh.js — English: the 5.4 saturated-tanh tab.
// The same keys as tr/tanh.js, one key per line.
export default {
  tanh: {
    explain: [
      'The derivative of tanh is 1 − h²: when the output sticks at ±1 (|h| > 0.97) the gradient is almost zero and nothing flows back through that neuron. A bad init (gain ×{bad}) makes the hidden layer’s inputs very wide; most tanh outputs pile up at ±1.',
      'A neuron saturated on EVERY example of the batch is “dead”: no example can change its weights. In the map each row is an example and each column a neuron; orange cells are saturated, black-framed columns are dead neurons. With Kaiming init the histogram is U-shaped too — the tanh inputs are still wide — but the piles at ±1 are much lower and most outputs sit on the sloped part in between, where the gradient flows.',
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
      'Drawn now: with the bad init (×{bad}) {bad_pct} of the tanh outputs have |h| > 0.97 (the orange bars at both ends of the histogram); with Kaiming {k_pct}. Dead neurons in the map: {dead}.',
    mapLegend: 'White → blue: |h| 0 → 1; orange: |h| > 0.97 (saturated); black frame: dead neuron. Dead neurons: {n} ({list}).',
  },
};
