# locales/en/exercises.ftl — English: the 5.18 exercises tab (the text's own words, translated;
# what to do; hints; verdicts). The same keys as tr/exercises.ftl, one key per line.

exercises-explain =
    .p1 = The text’s five exercises, after the sections they practise (5.3–5.13), in the text’s order. Each card quotes the exercise, says what to do on this page and has a “Check” button: the page compares your answer with numbers computed live by the same core that draws the figures.
    .p2 = If you get stuck, the hints open one at a time: hint 1, then hint 2, then the worked solution. Your results are kept on this machine only.
exercises-passed = Exercises passed: { $n } / 5.
exercises-check = Check
exercises-checking = The core is computing…
exercises-hint1 = Hint 1
exercises-hint2 = Hint 2
exercises-solution = Show the solution
exercises-noMoreHints = All hints shown
exercises-hint1Label = Hint 1:
exercises-hint2Label = Hint 2:
exercises-solutionLabel = Solution:
exercises-error = Could not check: { $message }.
exercises-before-pass = passed
exercises-before-fail = not passed yet
exercises-before-passWith = passed with { $inputs }
exercises-before-failWith = not passed yet with { $inputs }
exercises-on = on
exercises-off = off
exercises-e1-title = Exercise 1 — Fix the starting loss
exercises-e1-text = Exercise 1 (Fix the starting loss). Take the MLP of Lesson 3 and print the loss of the first iteration (ours: ≈ 26.01 ≫ 3.3). Then do W2 *= 0.01 and b2 = 0 (or b2 *= 0) and measure the first loss again — it should come out ≈ log(27) ≈ 3.31. Compare the loss curves: has the hockey stick gone?
exercises-e1-task = The settings below are the playground’s (the Playground tab trains with them). 1) Press “Broken start”: the output fix goes off, normalisation goes off, the init becomes ×5 — the first loss lands well above ln V. 2) Change a setting yourself so that the first step’s loss comes within 0.1 of ln V. 3) Check: the page computes the first step’s loss in the core with the settings as they are now; it passes only after a broken start (a first loss at least 0.3 above ln V) and a change of yours since. To see the curves, press ▶ in the playground.
exercises-e1-setup = 1. Broken start
exercises-e1-brokenLoss = With the broken start the first step’s loss is { $first }; ln V = { $logv }. Now change a setting yourself.
exercises-e1-notBrokenLoss = With these settings the broken start’s first loss is only { $first } (ln V = { $logv }): below { $min }, not broken enough to repair. Change the width or depth and press “Broken start” again.
exercises-e1-inputs = first loss { $first } ({ $changes })
exercises-e1-noChange = no change
exercises-e1-settingsNote = The text’s 26.01 comes from Lesson 3’s raw randn W2; the playground’s Linear layers are already scaled by 1/√fan_in, so the broken start here is milder. The principle is the same: large first logits, a loss above ln V.
exercises-e1-hint1 = The first loss grows with the size of the first logits: the model is “confidently wrong”. Which setting makes the output layer’s first logits small? The learning rate and the number of steps do not help: the first step’s loss is measured before the first update.
exercises-e1-hint2 = The “Output fix” box is this page’s version of the text’s W2 *= 0.01, b2 = 0 (the output weight ×0.1; with BatchNorm, the last BatchNorm’s γ ×0.1).
exercises-e1-solution = Turn the output fix on: the logits become ≈ 0, softmax gives every character ≈ 1/V and the first loss is −log(1/V) = ln V (≈ 3.30 for 27 characters). Shrinking the hidden layers’ gain a lot also shrinks the logits, but leaves a network that cannot learn.
exercises-e1-notStarted = Step 1 first: the “Broken start” button sets the playground up without the output fix; then repair it with a change of your own.
exercises-e1-notBroken = Not yet: the broken start gave a first loss of { $setup }, below { $min } (ln V + 0.3): there was nothing to repair. Press “Broken start” again.
exercises-e1-unchanged = Not yet: these are still the broken start’s settings (first loss { $first }, ln V = { $logv }). Change a setting yourself.
exercises-e1-diverged = With these settings the first step already diverged (loss { $first }).
exercises-e1-near = Passed: the first step’s loss is { $first }, ln V = { $logv } (difference { $diff } ≤ { $tol }).
exercises-e1-far = Not yet: the first step’s loss is { $first }, outside { $lo }–{ $hi } (ln V = { $logv }, difference { $diff } > { $tol }). A change that does not touch the first logits (the learning rate, the steps) leaves it where it was.
exercises-e2-title = Exercise 2 — See tanh saturation
exercises-e2-text = Exercise 2 (See tanh saturation). Plot the histogram of the hidden-layer activations (h = tanh(...)). (a) With a large W1: are most values at ±1 (saturated)? (b) Shrink W1 (e.g. Kaiming) and watch the histogram spread out around 0. Compute the percentage of |h| > 0.97 (the saturation rate) (ours: bad init ≈ 79.1%, Kaiming ≈ 19.5%).
exercises-e2-task = The core draws the histogram of the tanh outputs of 5.4’s model (1000 examples × 200 neurons) for a large W1 (Kaiming’s gain × a multiplier) and for Kaiming, in bins 0.01 wide. Choose the multiplier yourself (not the text’s ×{ $text }: its percentage is printed in the text above). From the data table under the chart (or its CSV), compute the two saturation percentages and type them to one decimal; the page compares them with the core’s at that multiplier (within { $tol } percentage points).
exercises-e2-chartTitle = Histogram of the tanh outputs (bins 0.01 wide)
exercises-e2-binAxis = bin centre
exercises-e2-countAxis = number of values
exercises-e2-answerBad = Saturated %, large W1
exercises-e2-answerKaiming = Saturated %, Kaiming
exercises-e2-multiplier = Large W1: gain multiplier
exercises-e2-seriesBad = large W1 (×{ $bad })
exercises-e2-seriesKaiming = Kaiming (×1)
exercises-e2-hint1 = The data table lists every bin’s centre and the number of values in it. The values with |h| > 0.97 sit in the six bins centred at 0.975, 0.985, 0.995 and −0.975, −0.985, −0.995.
exercises-e2-hint2 = Add up the counts of those six bins, divide by the number of values ({ $values }) and multiply by 100. Separately for each histogram.
exercises-e2-solution = In PyTorch: (h.abs() > 0.97).float().mean() * 100. The core’s values: large W1 { $bad }, Kaiming { $kaiming }.
exercises-e2-missing = Type both percentages.
exercises-e2-textMultiplier = Not yet: ×{ $text } is the text’s multiplier, and its percentage is printed in the text. Choose your own (between 2 and 10, not { $text }) and compute the percentages from its histogram’s data table.
exercises-e2-both = Passed: the core found { $bad } for the large W1 and { $kaiming } for Kaiming; both of yours are within { $tol } percentage points.
exercises-e2-badOff = Not yet: Kaiming is right, the large W1’s percentage is more than { $tol } percentage points off.
exercises-e2-kaimingOff = Not yet: the large W1 is right, Kaiming’s percentage is more than { $tol } percentage points off.
exercises-e2-bothOff = Not yet: both percentages are more than { $tol } percentage points from the core’s.
exercises-e2-swapped = Not yet: the two percentages are swapped — the large W1 is the one that saturates most.
exercises-e2-inputs = { $bad } and { $kaiming } (×{ $mult })
exercises-e3-title = Exercise 3 — Kaiming init
exercises-e3-text = Exercise 3 (Kaiming init). Initialise W1 with std = gain / fan_in**0.5 (gain = 5/3 for tanh). As the network gets deeper (a few hidden layers), verify that every layer’s activation std stays around ≈ 1 — compare with a naive (non-Kaiming) init (the std dies out or explodes across the layers; ours: Kaiming last layer 0.654, naive 0.320).
exercises-e3-task = The weights of a stack of five tanh layers without BatchNorm (5.5’s model, 200 neurons) are initialised as randn / √fan_in × gain. Choose a gain that keeps the std from layer to layer, neither fading nor saturating, and check: the last tanh layer’s std must lie within 10% of what Kaiming’s 5/3 gives on the same stack (the band on the chart), and no more of it may be saturated (|h| > 0.97) than any layer of that Kaiming stack is.
exercises-e3-chartTitle = std of the tanh output, layer by layer
exercises-e3-layerAxis = tanh layer
exercises-e3-stdAxis = std
exercises-e3-seriesChosen = gain { $gain }
exercises-e3-seriesNaive = naive (gain 1)
exercises-e3-seriesBandLo = band, lower edge { $std }
exercises-e3-seriesBandHi = band, upper edge { $std }
exercises-e3-band = The band the core computed: with gain { $kgain } the last layer’s std is { $target }, so { $lo }–{ $hi }; saturated at most { $max } (the Kaiming stack’s first layer; the text’s { $text }).
exercises-e3-inputs = gain { $gain }
exercises-e3-gain = Gain
exercises-e3-hint1 = A naive init (gain 1) squashes the signal a little more in every tanh layer: the std falls from layer to layer. The gain has to make up for that loss.
exercises-e3-hint2 = Kaiming’s gain for tanh is 5/3 ≈ 1.667. A much larger gain also raises the std, but saturates the tanh.
exercises-e3-solution = Gain 5/3: W = randn(fan_in, fan_out) / √fan_in × 5/3. The std of the five tanh layers only drifts from 0.75 to 0.65 (the text: Kaiming last layer 0.654, naive 0.320).
exercises-e3-kept = Passed: with gain { $gain } the last layer’s std is { $last }, within { $lo }–{ $hi }, and { $sat } of it is saturated (at most { $max }).
exercises-e3-faded = Not yet: with gain { $gain } the last layer’s std is { $last }, below { $lo } — the signal dies out across the layers.
exercises-e3-tooHigh = Not yet: with gain { $gain } the last layer’s std is { $last }, above { $hi } — the gain is larger than it needs to be.
exercises-e3-saturated = Not yet: with gain { $gain }, { $sat } of the last layer is saturated (at most { $max }), its std { $last } — the tanh sticks to ±1 and passes no gradient. The gain is too large.
exercises-e4-title = Exercise 4 — Build BatchNorm
exercises-e4-text = Exercise 4 (Build BatchNorm). Build the BatchNorm1d module from the modules section and add it after the hidden layer (Linear → BatchNorm1d → Tanh, bias=False in the Linear). Train, and compare the loss with Kaiming-only. Then try a deliberately bad init (a very large W1) — observe that BatchNorm still rescues the network (insensitivity to the init; ours: BN with bad init dev 2.2330 vs no-BN with bad init 2.5318). Test the running stats with model.eval.
exercises-e4-task = A deliberately badly initialised (gain × multiplier) 6-layer network is trained twice from the same seed: once without normalisation (the comparison), once with your choice. Add BatchNorm and beat the network without it on the dev loss; then the page shows what eval mode changes.
exercises-e4-multiplier = Bad init: gain multiplier
exercises-e4-steps = Training steps (both networks)
exercises-e4-useBn = BatchNorm1d after every hidden Linear (Linear without bias)
exercises-e4-timeNote = The core trains the two networks one after the other: 1000 steps take a few seconds.
exercises-e4-chartTitle = Minibatch loss, { $steps } steps (means)
exercises-e4-seriesBase = no normalisation (the comparison)
exercises-e4-seriesBn = with BatchNorm (your network)
exercises-e4-seriesSame = your network (no normalisation: the same run)
exercises-e4-evalHeading = What does calling model.eval change?
exercises-e4-evalDev = The first { $rows } dev rows: in eval mode (running statistics) the loss is { $eval }; in train mode (each batch of 32 with its own statistics) { $batch }.
exercises-e4-evalExample = The same example in two different batches: in train mode its logits move by { $train }; in eval mode by { $eval }.
exercises-e4-evalWhy = In eval mode BatchNorm no longer normalises with the batch’s mean and variance but with the running_mean and running_var it accumulated during training. An example’s output no longer depends on its batch-mates, and a single example can be evaluated (in train mode a one-row batch has no variance).
exercises-e4-hint1 = BatchNorm normalises every hidden Linear’s output over the batch to mean 0 and std 1: however large the init, what reaches the tanh does not saturate.
exercises-e4-hint2 = Tick the BatchNorm box (the Linear loses its bias: β takes its place) and check; both networks train from the same seed for the same number of steps.
exercises-e4-solution = With BatchNorm the network beats the one without it on dev despite the bad init (the text, 20,000 steps: 2.2330 vs 2.5318). In eval mode BatchNorm switches to the running statistics: the same example gives the same output whatever batch it is in.
exercises-e4-noBn = Not yet: your network has no BatchNorm — dev { $dev }, the very network you compare with.
exercises-e4-diverged = Not yet: your network diverged.
exercises-e4-better = Passed: with BatchNorm dev { $dev }, without it { $base }.
exercises-e4-notBetter = Not yet: dev { $dev }, without BatchNorm { $base } — not better after { $steps } steps. BatchNorm’s net needs more steps to pull ahead: try 1000.
exercises-e4-notBetterLong = Not yet: dev { $dev }, without BatchNorm { $base } — not better after { $steps } steps, with this multiplier and seed.
exercises-e4-inputs = { $bn }, ×{ $mult }, { $steps } steps
exercises-e4-withBn = BatchNorm
exercises-e4-withoutBn = no BatchNorm
exercises-e5-title = Exercise 5 — A preview of the next lesson
exercises-e5-text = Exercise 5 (A preview of the next lesson). Since Lesson 2 we have been calling loss.backward() and leaving the gradients to PyTorch’s autograd. But do you really know how exactly PyTorch computes the gradient of every parameter of this network (embedding + Linear + BatchNorm + tanh + cross_entropy)? (a) Try to derive the gradient of cross_entropy with respect to the logits by hand (hint: softmax − one-hot). (b) Think about why BatchNorm’s backward is hard (μ and σ depend on the whole batch). These questions motivate Lesson 5 (makemore 4: backprop ninja), where we remove loss.backward() and write every gradient by hand at the tensor level — to really understand backprop.
exercises-e5-task = (a) Below are the four logits of one example and its target (★). Compute the derivative of the cross-entropy with respect to each logit by hand and type it in (decimal point or comma); the page compares with the core’s autograd (each within 0.01).
exercises-e5-exampleCaption = Logits; target: z{ $target } (★)
exercises-e5-another = Another example
exercises-e5-feature = feature { $j }
exercises-e5-bnX = x (4 examples × 3 features)
exercises-e5-bnDy = dy = ∂loss/∂y (from above)
exercises-e5-bnHand = dx: nn/batchnorm’s hand-written backward
exercises-e5-bnAutograd = dx: autograd through elementary ops
exercises-e5-bnParams = The gradients of γ and β
exercises-e5-bnParamRows =
    .p1 = dγ by hand
    .p2 = dγ autograd
    .p3 = dβ by hand
    .p4 = dβ autograd
exercises-e5-bnMaxDiff = Largest difference |by hand − autograd|: { $diff } (float32 rounding).
exercises-e5-bnWhy = The hand-derived formula: dx = (1/σ̂) · (dx̂ − mean(dx̂) − x̂ · Σ(dx̂ ⊙ x̂) / (B − 1)), dx̂ = dy ⊙ γ. Every row’s dx depends on every row’s dy: μ and σ are computed from the whole batch.
exercises-e5-showBn = Compare BatchNorm’s backward with autograd
exercises-e5-bnHeading = (b) BatchNorm’s backward
exercises-e5-bnTask = Because μ and σ depend on the whole batch, each row’s output depends on every row of the batch. Below, on a 4 × 3 batch (the text’s BatchNorm: unbiased variance), the core’s hand-derived backward beside autograd through mean, subtraction, square, sum, square root and division.
exercises-e5-coreCaption = The core’s autograd
exercises-e5-coreRows =
    .p1 = softmax p
    .p2 = ∂loss/∂z
exercises-e5-hint1 = loss = −log p_y with p = softmax(z). Write ∂loss/∂z_i in terms of p_i: separately for i = y and for i ≠ y.
exercises-e5-hint2 = The result is ∂loss/∂z_i = p_i − [i = y]. First compute p_i = exp(z_i) / Σ_j exp(z_j) (four values), then subtract 1 from the target class’s.
exercises-e5-solution = dlogits = softmax(logits) − one_hot(y); for a batch’s mean loss every row is also divided by B (in PyTorch: dlogits = F.softmax(logits, 1); dlogits[range(B), Y] -= 1; dlogits /= B).
exercises-e5-missing = Type all four values.
exercises-e5-off =
    { $n ->
    [one] Not yet: { $n } of your values is more than { $tol } from the core’s (the marked box).
   *[other] Not yet: { $n } of your values are more than { $tol } from the core’s (the marked boxes).
    }
exercises-e5-right = Passed: all four values are within { $tol } of the core’s autograd.
exercises-e5-softmaxOnly = Not yet: that is softmax alone. The target’s entry is missing its −1: ∂loss/∂z = p − one-hot.
exercises-e5-sign = Not yet: the sign is turned — that is one-hot − p. The loss falls as the target’s logit grows, so its derivative there is negative.
exercises-e5-inputs = example { $n }
