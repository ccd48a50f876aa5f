// locales/en/lesson.js — English: the student does the lesson: predict then reveal, the 5.17 check
// questions (translated faithfully), the lesson map, "try this" suggestions. The same keys as tr/lesson.js.
export default {
  lesson: {
    welcome: 'First time here? Start with tab 1 (Starting loss): every tab first asks for a prediction, then shows the core’s live result.',
    welcomeClose: 'OK',
    predict: {
      title: 'Predict first',
      reveal: 'Save my prediction and show',
      skip: 'Just show me',
      again: 'Predict again',
      guessLabel: 'Your prediction',
      needGuess: 'Type or choose a prediction first.',
      waiting: 'Your prediction is saved; the core is still computing, the comparison appears here when it is done.',
      required: 'In this lesson the results open after your prediction.',
      hiddenNote: 'The results open after your prediction.',
      yourGuess: 'Your prediction: {guess}',
      live: 'The core’s live result: {live}',
      farNumber: 'Off by: {far}',
      farDecades: 'Off by: {far} orders of magnitude (powers of 10)',
      close: 'Close — a good prediction.',
      notClose: 'Far off — the reason is below.',
      right: 'Right.',
      wrong: 'Wrong — the reason is below.',
      skipped: 'Prediction skipped.',
      start: {
        q: 'At the first training step, what loss should a model that “knows nothing” (equal probability for all 27 characters) get?',
        explain: 'The text (5.3): a model that “knows nothing” should give the 27 characters equal probability and get a loss of −log(1/27) ≈ 3.30. On this names list the core computes ln V = {logv}; the model with the shrunk output layer gets {fix} at its first step, the raw randn output layer gets {nofix}: the network is “confidently wrong”.',
      },
      tanh: {
        q: 'With a bad init (hidden Linear gain ×{bad}), what share of the hidden tanh outputs is saturated (|h| > 0.97)?',
        explain: 'The text (5.4): if the pre-activation values are very large or small, the tanh output sticks to ±1 — this is called saturation; the derivative 1 − tanh² becomes ≈ 0 → no gradient flows from that neuron. The text measured ≈ 79.1% with ×5 and ≈ 19.5% with Kaiming; here the core finds {sat} with ×{bad} and {kaiming} with Kaiming.',
      },
      kaiming: {
        q: 'In a stack of {n} tanh layers, which gain keeps the layer stds flat?',
        naive: 'gain = 1 (naive)',
        kaiming: 'gain = 5/3 (Kaiming)',
        neither: 'neither: both fade',
        explain: 'The text (5.5): the naive init (gain = 1) fades layer by layer (0.617 → 0.320), Kaiming (gain = 5/3) is preserved (0.750 → 0.654). The core: naive {naiveFirst} → {naiveLast}, Kaiming {kaimingFirst} → {kaimingLast}. tanh is contractive; the gain of 5/3 balances it.',
      },
      batchnorm: {
        q: 'In train mode (the batch’s own statistics), is one example’s BatchNorm output the same as its output in eval mode (the running statistics)?',
        same: 'the same',
        differs: 'different: it depends on the batch',
        explain: 'The text (5.8): BatchNorm couples an example’s output to the other examples in the batch (the statistics are shared) — this adds a little “jitter” (noise) and has a slight regularizing effect. At test time the fixed running statistics are used. The core: the largest difference between the two modes’ logits is {d}.',
      },
      diagnostics: {
        q: 'Which of the four runs ends worst on dev?',
        explain: 'The text (5.17, Question 2): even with a deliberately bad init (×5) the network with BN gives dev 2.2330 (nearly equal to BN with Kaiming, 2.1858), while the bad-init network without BN blows up to dev 2.5318. The core ({steps} steps): {list}.',
      },
      'bn-matrix': {
        q: 'After BatchNorm (train mode), whose std becomes exactly 1?',
        cols: 'every column’s (one feature, across the batch)',
        rows: 'every row’s (one example)',
        explain: 'The text: BatchNorm normalised every neuron across the BATCH — so an example’s result depended on the OTHER examples in the same batch. That is why every column ends with std 1. The core: column stds {list}.',
      },
      'ln-matrix': {
        q: 'After LayerNorm, what is the std of a row (one example)?',
        explain: 'The text: layer normalization (LayerNorm) normalises each EXAMPLE across its own FEATURES — it never looks at the other examples; every ROW’s (example’s) std is exactly 1.00. The core: row stds {list}.',
      },
      residual: {
        q: 'Without the residual path, what order of magnitude is the input’s gradient norm at depth {depth}?',
        explain: 'The text: WITHOUT the residual connection the input’s gradient COLLAPSES to 1.23e-06 after 50 layers; WITH it the gradient stays HEALTHY (even LARGE), up to 448 — the ‘+x’ term in x + … opens a ‘shortcut’ along which the gradient flows back DIRECTLY, through NO intermediate layer. The core: without {plain}, with {residual}.',
      },
      playground: {
        q: 'With these settings (output fix {fix}, normalisation {norm}, bad init ×{bad}), what is the train loss at the start of training (step 0)?',
        on: 'on',
        off: 'off',
        explain: 'The text (5.3): a model that “knows nothing” should give the 27 characters equal probability and get a loss of −log(1/27) ≈ 3.30; shrinking the output layer (W2 *= 0.01, b2 = 0) pulls the logits to ≈ 0. With the fix off the network starts “confidently wrong”. The core: the train loss at step 0 is {train}.',
      },
    },
  },
};
