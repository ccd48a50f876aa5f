// locales/en/tanh.js — English: the 5.4 saturated-tanh tab.
// The same keys as tr/tanh.js, one key per line.
export default {
  tanh: {
    explain: [
      'The derivative of tanh is 1 − h²: when the output sticks at ±1 (|h| > 0.97) the gradient is almost zero and nothing flows back through that neuron. A bad init (gain ×5) makes the hidden layer’s inputs very wide; most tanh outputs pile up at ±1.',
      'A neuron saturated on EVERY example of the batch is “dead”: no example can change its weights. In the map each row is an example and each column a neuron; orange cells are saturated, black-framed columns are dead neurons. With Kaiming init the histogram spreads around 0.',
    ],
    bad: 'Bad-init multiplier (gain × …)',
    count: 'count',
    histBad: 'Bad init (×{bad}): tanh outputs',
    histKaiming: 'Kaiming init: tanh outputs',
    satBad: 'Saturation |h| > 0.97, bad init (×{bad})',
    satKaiming: 'Saturation |h| > 0.97, Kaiming',
    dead: 'Dead neurons (saturated on all 24 examples)',
    mapTitle: '|h|: 24 examples × 100 neurons, bad init (×{bad})',
    mapLegend: 'White → blue: |h| 0 → 1; orange: |h| > 0.97 (saturated); black frame: dead neuron. Dead neurons: {n} ({list}).',
  },
};
