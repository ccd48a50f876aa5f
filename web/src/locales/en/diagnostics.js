// locales/en/diagnostics.js — English: the 5.13–5.14 diagnostics tab.
// The same keys as tr/diagnostics.js, one key per line.
export default {
  diag: {
    explain: [
      'The lecture’s four runs: {no BN, BN} × {Kaiming, bad init ×5}, a 6-layer MLP, {steps} steps each, constant lr 0.1. The curves stream live; when a run ends it is measured in eval mode on the whole train and dev splits.',
      'Gradient health: the gradient std of every Linear weight. Without BN the spread between layers (largest/smallest) is large; BN evens it out. The update:data ratio log10(lr · std(grad) / std(data)) says how much each step changes the data; around −3 (one part in a thousand) counts as healthy.',
    ],
    steps: 'Steps of each run',
    run: '▶ Start the four runs',
    noBnKaiming: 'no BN, Kaiming',
    bnKaiming: 'BN, Kaiming',
    bnBad: 'BN, bad init ×5',
    noBnBad: 'no BN, bad init ×5',
    curvesTitle: 'Training curves (mean minibatch loss)',
    meanLoss: 'mean minibatch loss',
    finalTitle: 'Final train / dev loss (whole splits, eval mode)',
    gradTitle: 'Gradient std of every Linear weight (after training, 32-row probe batch)',
    linearAxis: 'Linear layer',
    gradStd: 'grad std',
    spread: '{name}: gradient std largest/smallest',
    udTitle: 'update:data, the BN Kaiming run, every parameter (colour: layer; dashed: bias)',
    udGuide: '−3 (one in a thousand)',
    udMedianTitle: 'update:data median per parameter (steps 1–{window})',
    udMedian: 'median log10 ratio',
    udSummary: 'update:data median [range]',
    train: 'train',
    dev: 'dev',
    udAxis: 'log10(lr·std(grad)/std(data))',
    previous: 'The previous run’s numbers (a new run is going):',
    waiting: 'The four runs take about a minute: press ▶ to start them.',
    evaluating: '{name}: measuring on the whole splits…',
  },
};
