# locales/en/chapter.ftl — English: the chapter's closing parts (5.16 summary, 5.19 next lesson, 5.20
# key concepts, 5.21 builder links, 5.22 resources) and the LayerNorm text's "Where it helps" and
# "You will make these 3 mistakes" lists (lesson/chapter.js); 5.10 and 5.11 at the end of the
# BatchNorm tab (lesson/batchnorm_notes.js). The texts' words, translated; the same keys as tr/chapter.ftl.

chapter-title = The chapter’s summary, key concepts and resources
chapter-intro = The closing parts of the text and the LayerNorm text’s two lists. Every item links to the tab that shows it live.
chapter-show = Show:
chapter-inText = The numbers here are the values the text prints; the tabs compute their own in the browser.
chapter-summary-title = 5.16 Summary of this lesson
chapter-summary-items =
    .p1 = Activation and gradient statistics matter: a bad init, saturation or exploding/vanishing gradients stop training.
    .p2 = Fix the starting loss: shrink the output layer (W2 *= 0.01, b2 = 0) → logits ≈ 0 → first loss ≈ log(27) ≈ 3.3 (ours: 26.01 without the fix, 3.31 with it; the hockey stick disappears).
    .p3 = Saturated tanh / dead neuron: once the output sticks to ±1 the derivative (1 − tanh²) ≈ 0 → no gradient flows (saturation ≈ 79.1 % with the bad init vs ≈ 19.5 % with Kaiming). Keep the pre-activations around 0.
    .p4 = Kaiming init: std = gain / √n_in; gain 5/3 for tanh, √2 for ReLU. It preserves the activation variance from layer to layer (last-layer std 0.654 with Kaiming vs 0.320 naive).
    .p5 = BatchNorm: normalise the activations over the batch (x̂ = (x − μ) / √(σ² + ε)) + a learned scale and shift (γ, β).
    .p6 = Running stats: accumulate the mean/std with an EMA for test time (torch.no_grad, buffer); the train/eval mode distinction.
    .p7 = epsilon (stability of the denominator) + spurious bias (bias=False in the Linear before BatchNorm).
    .p8 = Split the code into modules (Linear/BatchNorm1d/Tanh, like torch.nn); diagnose with self.out (gradient std spread ≈ 2.1× with BN vs ≈ 4.2× without; update:data ≈ 10^−2.1).
    .p9 = BatchNorm is powerful but treacherous (it couples examples; even with a bad init dev 2.2330 vs 2.5318 without BN); transformers prefer LayerNorm (Lesson 7).
chapter-summary-oneTitle = One sentence
chapter-summary-one = Making a network trainable is not only about the architecture but about getting the activation and gradient statistics right: a good initialisation (Kaiming) and normalisation (BatchNorm) keep the signal flowing healthily through the layers — and watching these statistics (histograms, the update:data ratio) is how you see the difference between “it runs” and “it learns well”.
chapter-cheat-title = 5.20 Key concepts (cheat sheet)
chapter-cheat-caption = Key concepts: each concept opens the tab that shows it
chapter-cheat-concept = Concept
chapter-cheat-definition = Definition
chapter-cheat-at = In Karpathy’s video
chapter-cheat-startLoss-name = Starting loss
chapter-cheat-startLoss-def = Expected ≈ log(vocab); start the logits near 0 (shrink W2, b2=0)
chapter-cheat-hockey-name = Hockey-stick curve
chapter-cheat-hockey-def = The first iterations are spent squashing extreme logits; a sign of a bad init
chapter-cheat-saturated-name = Saturated tanh
chapter-cheat-saturated-def = The output sticks to ±1; derivative (1 − tanh²) ≈ 0; no gradient flows
chapter-cheat-dead-name = Dead neuron
chapter-cheat-dead-def = A neuron saturated over the whole batch is never updated (permanent)
chapter-cheat-kaiming-name = Kaiming (He) init
chapter-cheat-kaiming-def = std = gain / √n_in; gain tanh → 5/3, ReLU → √2; preserves the variance
chapter-cheat-batchnorm-name = Batch Normalization
chapter-cheat-batchnorm-def = Normalise the activation over the batch: (x − μ) / √(σ² + ε), then γx̂ + β
chapter-cheat-running-name = Running stats (EMA)
chapter-cheat-running-def = Accumulate mean/std for test time (buffer, torch.no_grad); train/eval mode
chapter-cheat-eps-name = epsilon + spurious bias
chapter-cheat-eps-def = ε keeps the denominator stable; the bias of the Linear before BatchNorm is useless (=False)
chapter-cheat-gammaBeta-name = γ (scale) / β (shift)
chapter-cheat-gammaBeta-def = Learned scale and shift; the freedom to undo the normalisation
chapter-cheat-modules-name = Modularisation
chapter-cheat-modules-def = Linear/BatchNorm1d/Tanh blocks (call, parameters); like torch.nn
chapter-cheat-hist-name = Activation/gradient histogram
chapter-cheat-hist-def = Diagnoses the saturation % and the balance of gradients across layers
chapter-cheat-ud-name = update:data ratio
chapter-cheat-ud-def = log10(lr · grad_std / param_std) should be ≈ −3; a health metric for lr
chapter-ln-title = LayerNorm vs BatchNorm: where it helps
chapter-ln-lead = LayerNorm is preferred to BatchNorm especially in scenarios with VARIABLE lengths or small batches:
chapter-ln-where =
    .p1 = Transformers (the flagship topic of the NLP category) use LayerNorm as standard — sequences can have different lengths, and a dependence on the batch is not wanted.
    .p2 = It behaves the SAME whatever the batch size — the batch=1 error of lesson 23 never happens with LayerNorm.
    .p3 = There is NO difference between train() and eval() — no running statistics are needed, because the current example’s own statistics are always used.
chapter-ln-mistakesTitle = You will make these 3 mistakes:
chapter-ln-mistakes =
    .p1 = Using LayerNorm instead of BatchNorm where the BATCH context is meaningful, as in image processing (CNNs, the next section) — each is strong in a different context.
    .p2 = Thinking that LayerNorm keeps running statistics too — it does not: in every forward pass it computes them from the current example.
    .p3 = Taking which normalisation is “better” for a universal rule — CNNs usually prefer BatchNorm, transformers usually LayerNorm; it depends on the context.
chapter-ln-sameRow = the same row alone and among very different neighbours: LayerNorm matrix
chapter-ln-batchOneBn = Playground, batch size 1, BatchNorm: the core refuses
chapter-ln-batchOneLn = the same settings, LayerNorm: it trains (start with ▶)
chapter-ln-batchOneRes = the same example in a batch of 32 and alone: Residual connections tab
chapter-ln-trainEval = with BatchNorm, train and eval outputs differ: BatchNorm tab
chapter-ln-columns = BatchNorm normalises across the batch, every column’s std is 1: BatchNorm matrix
chapter-ln-rowsOnly = LayerNorm computes each row from its own values: LayerNorm matrix
chapter-ln-runningBn = BatchNorm is the one that keeps running statistics: BatchNorm tab
chapter-ln-sameNetBn = Playground: the same network with BatchNorm
chapter-ln-sameNetLn = the same network with LayerNorm
chapter-next-title = 5.19 Preparing for the next lesson
chapter-next-lesson = Lesson 5: makemore 4 — Becoming a Backprop Ninja (backpropagation by hand) — Andrej Karpathy
chapter-next-lead = In this lesson loss.backward() computed every gradient for us — like a black box. In Lesson 5 we open that box: we will write the backward pass of this MLP+BatchNorm network by hand, at the tensor level, without PyTorch’s autograd.
chapter-next-topicsTitle = Main topics:
chapter-next-topics =
    .p1 = “Backprop is a leaky abstraction”: why writing the backward pass by hand teaches.
    .p2 = The backward pass by hand through the atomic computation graph (cross_entropy, tanh, BatchNorm, matmul, embedding).
    .p3 = Analytic cross-entropy and BatchNorm gradients (one-line formulas).
chapter-next-todo = Before Lesson 5: solve the exercises — especially 5 (derive the gradient of cross_entropy by hand: softmax − one-hot).
chapter-next-exercises = Exercises tab
chapter-builder-title = 5.21 ML builder links
chapter-builder-lead = 9 bridges — BatchNorm:
chapter-builder-items =
    .p1 = Starting loss → Stat 110 uniform NLL = log(n) + Lesson 3 Exercise 5. Forward: model sanity checks.
    .p2 = Saturated tanh / dead neuron → Lesson 1’s tanh derivative (1 − tanh²) = 0. Forward: ReLU/GELU, residual connections.
    .p3 = Kaiming init → Stat 110 variance/Normal distribution + fast.ai L17 variance preservation (the same maths, another framework). Forward: PyTorch nn.init, trainability of deep networks.
    .p4 = BatchNorm = standardisation → Stat 110 z-score (x − μ) / σ. Forward: LayerNorm (Lesson 7), RMSNorm.
    .p5 = Running stats (EMA) → Stat 110 online mean + Calculus exponential decay. Forward: train/eval mode, model.eval().
    .p6 = Modularisation → Lesson 1’s Neuron/Layer/MLP interface. Forward: torch.nn.Module, every modern architecture.
    .p7 = Gradient flow/histogram → Lesson 1’s backprop chain rule. Forward: vanishing/exploding gradients, gradient clipping (Lesson 10).
    .p8 = update:data ratio → Lesson 3’s lr sweep. Forward: learning-rate schedules, gradient-norm monitoring (Lesson 10).
    .p9 = Linear collapse → Lesson 1 Check question 2 (linear ∘ linear = linear, 18.06). Forward: why depth needs nonlinearities.
chapter-sources-title = 5.22 Resources Karpathy recommends
chapter-sources-lead = The resources Karpathy gives for this lesson:
chapter-sources-he = The Kaiming (He) init paper: “Delving Deep into Rectifiers” (He et al. 2015):
chapter-sources-bn = The Batch Normalization paper: Ioffe & Szegedy 2015:
chapter-sources-extra = Further reading:
chapter-sources-colab = The lecture’s Colab notebook: Google Colab — a runnable environment (the text does not give the notebook’s address).
chapter-sources-video = Karpathy’s video: YouTube — Building makemore Part 3: Activations & Gradients, BatchNorm (≈116 min).
chapter-sources-repo = Source repository:
chapter-sources-newTab = (opens in a new tab)

bnNotes-whereTitle = 5.10 Where BatchNorm sits + the ResNet example
bnNotes-where = BatchNorm is typically used in this order: linear layer → BatchNorm → nonlinearity (e.g. Linear → BatchNorm1d → Tanh). Karpathy shows ResNet-50 as a real example: in deep vision networks this Linear/Conv → BatchNorm → ReLU block is stacked again and again, with residual connections added on top.
bnNotes-here = This tab’s four charts above follow that order: the Linear’s output (hpreact) → normalise → scale/shift → tanh.
bnNotes-residual = Residual connections: Residual connections tab
bnNotes-warn = Karpathy also gives an honest warning about BatchNorm:
bnNotes-quote = No one likes this layer. It causes a huge amount of bugs, and intuitively it’s because it is coupling examples in the forward pass of a neural net.
bnNotes-quoteBy = — Karpathy, 1:17:13
bnNotes-after = So BatchNorm is powerful but treacherous: because it couples the examples of a batch to one another (one example’s output depends on the others) it leads to many subtle bugs. This is why modern architectures (transformers above all) mostly prefer LayerNorm — it normalises each example on its own.
bnNotes-coupleTitle = Live: the same example, other batchmates
bnNotes-coupleHelp = The example row { $row } stays fixed; change its two batchmates below it. BatchNorm (train mode, the biased variance as in torch.nn.BatchNorm1d) normalises each feature across the batch, LayerNorm each example across its own features. The core computes both again at every change.
bnNotes-matrixCaption = The batch: the example and two batchmates (row = example, column = feature)
bnNotes-example = Example
bnNotes-mate = Batchmate { $n }
bnNotes-cell = Batchmate { $r }, feature { $c }
bnNotes-presetA = Similar neighbours (the text’s batch A)
bnNotes-presetB = Extreme neighbours (the text’s batch B)
bnNotes-outCaption = The example row’s output, in this batch
bnNotes-outBn = BatchNorm (train mode)
bnNotes-outLn = LayerNorm
bnNotes-moved = Largest change of the example’s output since the previous batch: BatchNorm { $bn }, LayerNorm { $ln }.
bnNotes-firstBatch = Change the batchmates or pick one of the text’s two batches: the example’s BatchNorm output changes, its LayerNorm output does not.
bnNotes-matrix = The whole matrix and the text’s two batches side by side: BatchNorm matrix tab
bnNotes-kwargsTitle = 5.11 Inside PyTorch’s layers (Linear, BatchNorm1d)
bnNotes-kwargsLead = Karpathy compares the layers we built by hand with PyTorch’s real ones: torch.nn.Linear and torch.nn.BatchNorm1d. He opens PyTorch’s documentation and shows they are exactly what we wrote — only with more settings (kwargs).
bnNotes-linear = exactly x @ W + b; by default it initialises the weights from a Kaiming-like distribution.
bnNotes-bias = why bias=False: this tab’s “{ $title }” measurement
bnNotes-init = Kaiming-like initialisation: Kaiming tab
bnNotes-eps = eps: stability of the denominator (see BatchNorm details).
bnNotes-momentum = momentum: the EMA coefficient of the running statistics (see running statistics).
bnNotes-affine = affine: whether γ (scale) and β (shift) are learned (see the implementation).
bnNotes-track = track_running_stats: whether a running mean/std is kept (see running statistics).
bnNotes-epsShow = this tab’s “{ $title }” measurement (with and without ε)
bnNotes-momentumShow = the “{ $label }” box (its default is the module’s 0.1)
bnNotes-affineShow = the scale/shift (γx̂ + β) chart
bnNotes-trackShow = the running mean and variance charts, the train/eval logits
bnNotes-stepsShow = the “{ $label }” box
bnNotes-kwargsEnd = So every part we built corresponds to a kwarg in PyTorch — not a “black box”, a mechanism we understand.
