# locales/en/lesson.ftl — English: the student does the lesson: predict then reveal, the 5.17 check
# questions (translated faithfully), the lesson map, "try this" suggestions. The same keys as tr/lesson.ftl.

lesson-welcome = First time here? Start with tab 1 (Starting loss): every tab first asks for a prediction, then shows the core’s live result.
lesson-welcomeClose = OK
lesson-predict-title = Predict first
lesson-predict-reveal = Save my prediction and show
lesson-predict-skip = Just show me
lesson-predict-again = Predict again
lesson-predict-guessLabel = Your prediction
lesson-predict-needGuess = Type or choose a prediction first.
lesson-predict-waiting = Your prediction is saved; the core is still computing, the comparison appears here when it is done.
lesson-predict-required = In this lesson the results open after your prediction.
lesson-predict-hiddenNote = The results open after your prediction.
lesson-predict-yourGuess = Your prediction: { $guess }
lesson-predict-live = The core’s live result: { $live }
lesson-predict-farNumber = Off by: { $far }
lesson-predict-farPoints = Off by: { $far } percentage points
lesson-predict-farDecades = Off by: { $far } orders of magnitude (powers of 10)
lesson-predict-close = Close — a good prediction.
lesson-predict-notClose = Far off — the reason is below.
lesson-predict-right = Right.
lesson-predict-wrong = Wrong — the reason is below.
lesson-predict-skipped = Prediction skipped.
lesson-predict-open = Not judged: the core’s value cannot be compared (see above).
lesson-predict-underflow = Off by: cannot be told — the core’s value is 0 (too small for its numbers: it underflowed).
lesson-predict-number-close = Your number: close — a good prediction.
lesson-predict-number-notClose = Your number: far off — the reason is below.
lesson-predict-number-open = Your number: not judged — the core’s value cannot be compared.
lesson-predict-yourGuessFor = Your prediction for { $settings }: { $guess }
lesson-predict-liveFor = The core’s result for { $settings }: { $live }
lesson-predict-yourGuessEarlier = Your earlier prediction (its settings were not recorded): { $guess }
lesson-predict-liveThen = The core’s result then: { $live }
lesson-predict-nowFor = Now, for { $settings }: the core’s live result is { $live }
lesson-predict-nowWaiting = Now, for { $settings }: the core is still computing…
lesson-predict-caseNote = Your prediction above was judged for its own settings and stays so. Predict this case too?
lesson-predict-predictCase = Predict this case
lesson-predict-caseFor = This prediction is for { $settings }.
lesson-predict-cancel = Cancel
lesson-predict-otherCases = Your other predictions on this tab
lesson-predict-otherCase = Also kept: your prediction for { $settings }: { $guess } (the core: { $live }) — { $verdict }
lesson-predict-short-close = close
lesson-predict-short-notClose = far off
lesson-predict-short-right = right
lesson-predict-short-wrong = wrong
lesson-predict-short-open = not judged
lesson-predict-sketchClose = close, a good sketch.
lesson-predict-sketchFar = far off; compare the two curves below.
lesson-predict-atLabel = { $label } { $v }
lesson-predict-at-bad = bad init ×{ $v }
lesson-predict-at-seed = seed { $v }
lesson-predict-at-k_layers = { $v } layers
lesson-predict-at-k_act = the { $v } stack
lesson-predict-at-k_gain = gain { $v }
lesson-predict-at-bn_bad = bad init ×{ $v }
lesson-predict-at-bn_eps = eps { $v }
lesson-predict-at-bn_gamma = γ { $v }
lesson-predict-at-bn_beta = β { $v }
lesson-predict-at-bn_mom = momentum { $v }
lesson-predict-at-bn_steps = { $v } steps
lesson-predict-at-steps = { $v } steps
lesson-predict-at-bm = the matrix { $v }
lesson-predict-at-lm = the matrix { $v }
lesson-predict-at-bvar = { $v } variance
lesson-predict-at-biased = biased
lesson-predict-at-unbiased = unbiased
lesson-predict-at-r_std = sublayer weight std { $v }
lesson-predict-at-hs_steps = { $v } steps
lesson-predict-at-pg_layers = { $v } layers
lesson-predict-at-pg_width = width { $v }
lesson-predict-at-pg_lr = learning rate { $v }
lesson-predict-at-pg_sched = lr schedule: { $v }
lesson-predict-at-pg_steps = { $v } steps
lesson-predict-at-pg_gain = gain { $v }
lesson-predict-at-pg_bad = bad init ×{ $v }
lesson-predict-at-pg_batch = batch size { $v }
lesson-predict-start-tex = -\log(1/27) = \log 27 \approx 3.30
lesson-predict-start-q = At the first training step, what loss should a model that “knows nothing” (equal probability for all 27 characters) get?
lesson-predict-start-explain = The text (5.3): a model that “knows nothing” should give the 27 characters equal probability and get a loss of −log(1/27) ≈ { $textLogv }. On this names list the core computes ln V = { $logv }; the model with the shrunk output layer gets { $fix } at its first step, the raw randn output layer gets { $nofix }: the network is “confidently wrong”.
lesson-predict-tanh-tex = { "\\frac{d}{dx}\\tanh x = 1 - \\tanh^2 x" }
lesson-predict-tanh-q = With a bad init (hidden Linear gain ×{ $bad }), what share of the hidden tanh outputs is saturated (|h| > 0.97)?
lesson-predict-tanh-explain = The text (5.4): if the pre-activation values are very large or small, the tanh output sticks to ±1 — this is called saturation; the derivative 1 − tanh² becomes ≈ 0 → no gradient flows from that neuron. The text measured ≈ { $textSat } with ×5 and ≈ { $textKaiming } with Kaiming; here the core finds { $sat } with ×{ $bad } and { $kaiming } with Kaiming.
lesson-predict-kaiming-tex = { "\\text{std} = \\frac{\\text{gain}}{\\sqrt{n_{in}}}, \\qquad \\text{gain}_{\\tanh} = 5/3" }
lesson-predict-kaiming-texRelu = { "\\text{std} = \\frac{\\text{gain}}{\\sqrt{n_{in}}}, \\qquad \\text{gain}_{\\mathrm{ReLU}} = \\sqrt{2}" }
lesson-predict-kaiming-q = In a stack of { $n } { $act } layers, which gain keeps the layer stds flat?
lesson-predict-kaiming-naive = gain = 1 (naive)
lesson-predict-kaiming-kaiming = gain = { $gain } (Kaiming)
lesson-predict-kaiming-kaimingOther = gain = { $gain } (the second stack)
lesson-predict-kaiming-kaimingUnknown = the second stack’s gain (not recorded)
lesson-predict-kaiming-neither = neither: neither keeps its std
lesson-predict-kaiming-perLayer = { " " }(×{ $per } per layer)
lesson-predict-kaiming-explain = The text (5.5): the naive init (gain = 1) fades layer by layer ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (gain = 5/3) is preserved ({ $textKaimingFirst } → { $textKaimingLast }). The core: naive { $naiveFirst } → { $naiveLast }{ $naivePer }, Kaiming { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. tanh is contractive; the gain of 5/3 balances it.
lesson-predict-kaiming-explainOther = The text (5.5), with its own settings ({ $text }): the naive init (gain 1) fades layer by layer ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (gain 5/3) is preserved ({ $textKaimingFirst } → { $textKaimingLast }). The settings here are not the text’s ({ $now }); the core’s numbers are for them: naive (gain 1) { $naiveFirst } → { $naiveLast }{ $naivePer }, the second stack (gain { $gain }) { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. tanh is contractive; the text’s gain of 5/3 balances it.
lesson-predict-kaiming-explainRelu = The text (5.5), with its own settings ({ $text }): the naive init (gain 1) fades layer by layer ({ $textNaiveFirst } → { $textNaiveLast }), Kaiming (gain 5/3) is preserved ({ $textKaimingFirst } → { $textKaimingLast }); for ReLU it gives only the gain: √2. The settings here are not the text’s ({ $now }); the core’s numbers are for them: naive (gain 1) { $naiveFirst } → { $naiveLast }{ $naivePer }, the second stack (gain { $gain }) { $kaimingFirst } → { $kaimingLast }{ $kaimingPer }. ReLU sets the negative inputs to 0 and halves the variance; the gain √2 (squared: 2) gives it back.
lesson-predict-batchnorm-tex = { "\\hat{x}_i = \\frac{x_i - \\mu_B}{\\sqrt{\\sigma_B^2 + \\epsilon}}, \\qquad y_i = \\gamma\\,\\hat{x}_i + \\beta" }
lesson-predict-batchnorm-q = In train mode (the batch’s own statistics), is one example’s BatchNorm output the same as its output in eval mode (the running statistics)?
lesson-predict-batchnorm-same = the same
lesson-predict-batchnorm-differs = different: it depends on the batch
lesson-predict-batchnorm-explain = The text (5.8): BatchNorm couples an example’s output to the other examples in the batch (the statistics are shared) — this adds a little “jitter” (noise) and has a slight regularizing effect. At test time the fixed running statistics are used. The core: the largest difference between the two modes’ logits is { $d }.
lesson-predict-bn--bias-tex = { "(x_i + b) - \\frac{1}{m}\\sum_j (x_j + b) = x_i - \\mu_B" }
lesson-predict-bn--bias-q = With BatchNorm right after it, how large does the first Linear’s bias gradient (‖dL/db1‖) get compared with its weight gradient (‖dL/dW1‖)?
lesson-predict-bn--bias-equal = about the same
lesson-predict-bn--bias-smaller = much smaller (≈ 0)
lesson-predict-bn--bias-larger = much larger
lesson-predict-bn--bias-explain = The text (5.7, 5.8): BatchNorm subtracts the batch mean, and a bias added before BatchNorm is subtracted with it: it has no effect and gets no gradient (so that Linear is built without a bias; BatchNorm’s β takes its place). The core (BatchNorm on, { $n } SGD steps): ‖dL/db1‖ at most { $b }, ‖dL/dW1‖ at least { $w }.
lesson-predict-bn--collapse-tex = x W_1 W_2 \cdots W_n = x\,(W_1 W_2 \cdots W_n) = x W
lesson-predict-bn--collapse-q = Without the tanh between the layers, is the stack of Linear layers one matrix (x·W + b)?
lesson-predict-bn--collapse-yes = yes: the same outputs
lesson-predict-bn--collapse-no = no: different outputs
lesson-predict-bn--collapse-explain = The text (5.15): without nonlinearities a stack of Linear layers collapses into one linear map: W1·W2·…·W{ $n } is one matrix and depth adds nothing; with tanh between them it does not collapse. The core: the largest difference between the stack without tanh and the one matrix is { $d }, with the tanh stack { $dt } (output scale { $max }).
lesson-predict-diagnostics-tex = { "\\log_{10} \\frac{\\text{lr} \\cdot \\operatorname{std}(\\text{grad})}{\\operatorname{std}(\\text{data})} \\approx -3" }
lesson-predict-diagnostics-q = Which of the four runs ends worst on dev?
lesson-predict-diagnostics-explain = The text (5.17, Question 2): even with a deliberately bad init (×5) the network with BN gives dev { $textBnBad } (nearly equal to BN with Kaiming, { $textBnKaiming }), while the bad-init network without BN blows up to dev { $textNoBnBad }. The core ({ $steps } steps): { $list }.
lesson-predict-bn--matrix-tex = { "\\hat{x}_{ij} = \\frac{x_{ij} - \\mu_j}{\\sqrt{\\sigma_j^2 + \\epsilon}}" }
lesson-predict-bn--matrix-q = After BatchNorm (train mode), whose std becomes exactly 1?
lesson-predict-bn--matrix-cols = every column’s (one feature, across the batch)
lesson-predict-bn--matrix-rows = every row’s (one example)
lesson-predict-bn--matrix-neither = neither: not every column’s, not every row’s
lesson-predict-bn--matrix-explain = The text: BatchNorm normalised every neuron across the BATCH — so an example’s result depended on the OTHER examples in the same batch. That is why every column ends with std 1. The core: column stds { $list }.
lesson-predict-ln--matrix-tex = { "\\hat{x}_{ij} = \\frac{x_{ij} - \\mu_i}{\\sqrt{\\sigma_i^2 + \\epsilon}}" }
lesson-predict-ln--matrix-q = After LayerNorm, what is the std of a row (one example)?
lesson-predict-ln--matrix-explain = The text: layer normalization (LayerNorm) normalises each EXAMPLE across its own FEATURES — it never looks at the other examples; every ROW’s (example’s) std is exactly { $textStd }. The core: row stds { $list }.
lesson-predict-residual-guessLabel = Your prediction (a number such as 0.001 or 10⁻³)
lesson-predict-residual-needGuess = Type a positive number first (for example 0.001 or 10⁻³).
lesson-predict-residual-tex = h \leftarrow h + \tanh(W h + b)
lesson-predict-residual-q = Without the residual path, what order of magnitude is the input’s gradient norm at depth { $depth }?
lesson-predict-residual-explain = The text: WITHOUT the residual connection the input’s gradient COLLAPSES to { $textPlain } after { $textDepth } layers; WITH it the gradient stays HEALTHY (even LARGE), up to { $textResidual } — the ‘+x’ term in x + … opens a ‘shortcut’ along which the gradient flows back DIRECTLY, through NO intermediate layer. The core: without { $plain }, with { $residual }.
lesson-predict-playground-tex = -\log(1/27) = \log 27 \approx 3.30
lesson-predict-playground-q = With these settings ({ $fix }, { $norm }, bad init ×{ $bad }), what is the train loss at the start of training (step 0)?
lesson-predict-playground-on = on
lesson-predict-playground-off = off
lesson-predict-playground-explain = The text (5.3): a model that “knows nothing” should give the 27 characters equal probability and get a loss of −log(1/27) ≈ { $textLogv }; shrinking the output layer (W2 *= 0.01, b2 = 0) pulls the logits to ≈ 0. With the fix off the network starts “confidently wrong”. The core: the train loss at step 0 is { $train }.
lesson-sketch-label = The loss over the first { $n } steps: drag to draw; with the keyboard ←/→ pick a column, ↑/↓ set its height
lesson-sketch-prompt = Draw it too, if you like: the no-fix model’s loss over its first { $n } minibatch steps (drag, or ←/→ and ↑/↓).
lesson-sketch-axes = step → (vertical: loss)
lesson-sketch-value = column { $i }/{ $n }: loss { $v }
lesson-sketch-verdict = Your sketch: on average { $far } (loss) from the core’s curve — { $verdict }
lesson-sketch-verdictFor = Your sketch for { $settings }: on average { $far } (loss) from the core’s curve for them — { $verdict }
lesson-sketch-legend = Dashed: your sketch; solid: the core’s curve (no fix, each column the mean of a few steps).
lesson-sketch-legendFor = Dashed: your sketch; solid: the core’s curve now, for { $settings } (your sketch is not judged again for them).
lesson-sketch-earlier = Your sketch was kept before sketches were judged with their settings: it is drawn, not judged.
lesson-guide-title = Try this → what to expect
lesson-guide-next = Next section: { $name } →
lesson-guide-withText = { $what } (as in the text: { $list })
lesson-guide-toMap = Go to the lesson map
lesson-guide-held = ✓ confirmed by the live core
lesson-guide-failed = ✗ did not hold with these settings
lesson-guide-start-t1-do = Set the seed to 1
lesson-guide-start-t1-expect = the first loss without the fix is again far above 10; with the fix it stays within 0.1 of ln 27.
lesson-guide-start-t2-do = Set the seed to 12345
lesson-guide-start-t2-expect = the same with another seed: loss > 10 with the raw output layer, ≈ ln 27 with the fix.
lesson-guide-tanh-t1-do = Set the bad-init multiplier to 1
lesson-guide-tanh-t1-expect = the saturated share is Kaiming’s: at ×1 the bad init is Kaiming’s init.
lesson-guide-tanh-t2-do = Set the multiplier to 10
lesson-guide-tanh-t2-expect = the saturated share rises above 85% and dead neurons appear.
lesson-guide-tanh-t3-do = Set the multiplier to 0.5
lesson-guide-tanh-t3-expect = almost no output is saturated (under 5%), no dead neuron.
lesson-guide-kaiming-t1-do = Build 12 layers
lesson-guide-kaiming-t1-expect = the naive stack’s last std fades below 0.25; Kaiming stays above 0.6.
lesson-guide-kaiming-t2-do = Build 3 layers
lesson-guide-kaiming-t2-expect = in a shallow stack the naive init has hardly faded yet (last std > 0.4); Kaiming again > 0.6.
lesson-guide-batchnorm-t1-do = Set the bad init to 10
lesson-guide-batchnorm-t1-expect = hpreact’s std exceeds 10, yet after normalising the std is still 1, and ≈ 0.63 after tanh.
lesson-guide-batchnorm-t2-do = Set the bad init to 1
lesson-guide-batchnorm-t2-expect = hpreact is narrow (std < 2.5); after tanh the std is again ≈ 0.63: BatchNorm does not care about the init.
lesson-guide-diagnostics-t1-do = Shorten the runs to 500 steps
lesson-guide-diagnostics-t1-expect = no BN with the bad init still ends worst on dev.
lesson-guide-diagnostics-t2-do = Look at the gradients at 500 steps
lesson-guide-diagnostics-t2-expect = the BN network’s spread of gradient std across layers is smaller than the no-BN one’s.
lesson-guide-bn--matrix-t1-do = Make the variance “unbiased” (B − 1)
lesson-guide-bn--matrix-t1-expect = the column stds are no longer 1 but √(2/3) ≈ 0.82 (a batch of 3 rows: the B − 1 vs B difference).
lesson-guide-bn--matrix-t2-do = Make the first column constant (1, 1, 1)
lesson-guide-bn--matrix-t2-expect = a constant column cannot be scaled to 1: its std stays 0, the others are 1.
lesson-guide-ln--matrix-t1-do = Multiply the first row by 100
lesson-guide-ln--matrix-t1-expect = LayerNorm erases the scale: the row’s std is 1 again.
lesson-guide-ln--matrix-t2-do = Make the first row constant (2, 2, 2, 2)
lesson-guide-ln--matrix-t2-expect = a constant row’s std stays 0; the other rows are 1.
lesson-guide-residual-t1-do = Set the sublayer weight std to 0.5
lesson-guide-residual-t1-expect = without the residual path the gradient no longer collapses, it exceeds 1 at depth 50 (this time it grows); with it, it is larger still.
lesson-guide-residual-t2-do = Set the std to 0.05
lesson-guide-residual-t2-expect = without the residual path the gradient collapses below 10⁻²⁰ at depth 50; the residual path keeps it above 1.
lesson-guide-playground-t1-do = Set the bad init to 5
lesson-guide-playground-t1-expect = in the health table a layer’s saturation exceeds 50%.
lesson-guide-playground-t2-do = Set the bad init back to 1
lesson-guide-playground-t2-expect = the saturation falls below 30% in every layer.
lesson-map-title = Lesson map
lesson-map-summary = { $p }/{ $pn } predictions · { $q }/{ $qn } questions · { $e }/{ $en } exercises passed
lesson-map-sections = Sections
lesson-map-questions = Check questions (5.17)
lesson-map-question = Question { $n }
lesson-map-exercises = Exercises (5.18)
lesson-map-e1 = Exercise 1 (Fix the starting loss)
lesson-map-e2 = Exercise 2 (See tanh saturation)
lesson-map-e3 = Exercise 3 (Kaiming init)
lesson-map-e4 = Exercise 4 (Build BatchNorm)
lesson-map-e5 = Exercise 5 (A preview of the next lesson)
lesson-map-predicted = predicted
lesson-map-predictedRight = predicted, right
lesson-map-predictedWrong = predicted, wrong
lesson-map-moreCases = { " " }(+{ $n } more for other settings)
lesson-map-questionsSummary = { $r } right (of the { $c } with a fixed answer) · { $a }/{ $n } answered
lesson-map-right = right
lesson-map-rightAt = right on try { $n }
lesson-map-differs = differs from the text’s answer ({ $n } tries)
lesson-map-predictedClose = predicted, close
lesson-map-predictedFar = predicted, far off
lesson-map-skipped = prediction skipped
lesson-map-opened = opened, no prediction
lesson-map-notYet = not yet
lesson-map-answered = answered
lesson-map-pass = passed
lesson-map-fail = not passed
lesson-map-local = Your progress is kept in this browser only; it is sent nowhere.
lesson-map-notKept = The browser lets this page keep nothing here, so your progress lasts only while the page is open; it is sent nowhere.
lesson-map-export = Download progress as JSON
lesson-map-startOver = Start over
lesson-questions-title = Check questions (5.17)
lesson-questions-intro = The text’s four questions: give your own answer first, then see the text’s.
lesson-questions-introHere = The one of the text’s four questions this tab answers: give your own answer first, then see the text’s. All four together are on the Exercises tab.
lesson-questions-introNone = Other tabs answer the text’s four questions; all of them are below, folded. All four together are on the Exercises tab.
lesson-questions-others = The other { $n } questions
lesson-questions-all = The text’s { $n } questions
lesson-questions-yourNumber = Your answer (a number)
lesson-questions-yourSentence = Your answer (a sentence or two)
lesson-questions-yourChoice = Your answer
lesson-questions-answer = Save my answer
lesson-questions-needAnswer = Type or choose an answer first.
lesson-questions-needSentence = Write your answer in a few words (at least 10 characters).
lesson-questions-yours = Your answer: { $answer }
lesson-questions-right = It matches the text’s answer.
lesson-questions-wrong = The text’s answer differs — below.
lesson-questions-tryAgain = Try again
lesson-questions-again = Try again: your first answer stays in your record.
lesson-questions-first = Your first answer: { $answer } ({ $n } tries so far)
lesson-questions-compare = Compare your sentence with the text’s answer.
lesson-questions-textAnswer = The text’s answer:
lesson-questions-showMe = Show me: the { $name } tab
lesson-questions-q1-tex = { "\\text{loss} = -\\log\\left(\\frac{1}{27}\\right) = \\log(27) \\approx 3.30" }
lesson-questions-q1-q = Question 1: If a language model over 27 characters ‘knows nothing’ at the start of training, what should its first loss be? Why? If in practice it comes out much higher, like 26, what is the cause?
lesson-questions-q1-answer =
    .p1 = A model that knows nothing gives the 27 characters equal (uniform) probability: 1/27 each. Loss = mean NLL: loss = −log(1/27) = log(27) ≈ 3.30.
    .p2 = Answer: it should be ≈ 3.3. In practice our measurement gave ≈ 26.01, because the randomly initialised W2/b2 produce extreme logits — the model is “confidently wrong”, assigning some characters very high or very low probability. This leads to the hockey-stick loss curve that wastes the first few iterations. Fix: start the logits near 0 with W2 *= 0.01, b2 = 0 → first loss ≈ 3.31 (just above the uniform expectation).
lesson-questions-q2-tex = { "\\hat{x}_i = \\frac{x_i - \\mu_B}{\\sqrt{\\sigma_B^2 + \\epsilon}}, \\qquad y_i = \\gamma\\,\\hat{x}_i + \\beta" }
lesson-questions-q2-q = Question 2: Kaiming init and BatchNorm both fix the activation statistics. What is the essential difference between them?
lesson-questions-q2-a = Kaiming only scales the weights at the start; BatchNorm normalises the activations in every forward pass.
lesson-questions-q2-b = Both normalise the activations at every step; only their speed differs.
lesson-questions-q2-c = BatchNorm only acts at the start; Kaiming rescales the weights throughout training.
lesson-questions-q2-answer =
    .p1 = Answer: Kaiming init only tries to keep the activation variance around 1 by scaling the weights correctly at the start — but as training goes on the weights change and the statistics can drift; getting it right in a deep network is fragile. BatchNorm, in contrast, actively normalises the activations at every step, in every forward pass — that is, instead of “hoping for the right distribution” it “imposes it”.
    .p2 = BatchNorm largely removes the sensitivity to the init (which is why it is so useful): in our measurement, even with a deliberately bad init (×5) the network with BN gives dev 2.2330 (nearly equal to BN with Kaiming, 2.1858), while the bad-init network without BN blows up to dev 2.5318. But BatchNorm couples the examples within a batch (a source of bugs, jitter). The two are also used together: a reasonable init + BatchNorm.
lesson-questions-q3-tex = { "\\frac{d}{dx}\\tanh x = 1 - \\tanh^2 x" }
lesson-questions-q3-q = Question 3: When does a ‘dead neuron’ appear, and why can it be ‘permanent’? Connect it to the derivative of tanh.
lesson-questions-q3-answer =
    .p1 = Answer: the derivative of tanh is 1 − tanh² (Lesson 1). If a neuron’s pre-activation value is very large or small, the tanh output sticks to ±1 (saturation) → the derivative ≈ 0. If a neuron is saturated throughout the whole batch, it always receives ≈ 0 gradient in backpropagation → its weights are never updated → it cannot learn.
    .p2 = “Permanent” because without updates it cannot leave the saturation; a vicious circle (in Karpathy’s words, “permanent brain damage”). Prevention: keep the pre-activations around 0 with a careful init (Kaiming) or BatchNorm. (The ReLU counterpart: input always negative → output always 0 → a dead ReLU.)
lesson-questions-q4-tex = { "z = \\frac{x - \\mu}{\\sigma}, \\qquad X = \\mu + \\sigma Z" }
lesson-questions-q4-q = Question 4: (Builder) Which concept from Stat 110 is BatchNorm’s normalise step (x − μ)/√(σ²+ε)? Why are the learned γ (scale) and β (shift) added on top?
lesson-questions-q4-a = variance preservation
lesson-questions-q4-b = standardisation (the z-score)
lesson-questions-q4-c = exponential moving average (EMA)
lesson-questions-q4-answer =
    .p1 = Answer: the normalise step is exactly standardisation (the Stat 110 z-score): z = (x − μ)/σ, which makes the mean 0 and the std 1. BatchNorm does this with the batch statistics, inside the network.
    .p2 = Why γ and β? Because we may not always want mean 0 and std 1 — the network may sometimes want a different scale or location (e.g. to use tanh in a particular region). γ (scale) and β (shift) are learned parameters and give the model the freedom to undo the normalisation partly or completely (the Stat 110 location-scale transformation: X = μ + σZ). At the start γ = 1, β = 0 (pure normalisation); with training the network learns what it wants. So BatchNorm says “make it 0-1, but let yourself change it if needed”.
