# locales/en/playground.ftl — English: the playground tab.
# The same keys as tr/playground.ftl, one key per line.

playground-explain =
    .p1 = Train the lecture’s MLP yourself: every setting lives in the link, and the same link draws the same curves. Pick a bad init (gain ×5), switch normalisation off, raise the learning rate — and watch the layer-health table for what breaks.
    .p2 = Curves: every step’s minibatch loss (faint) and, every { $every } steps, the loss on the first rows of the train and dev splits (up to { $rows }; the legend gives the count). When training ends, the whole splits are measured.
playground-layers = Linear layers (output included)
playground-width = Hidden width
playground-norm = Normalisation
playground-normNone = none
playground-normBatch = BatchNorm
playground-normLayer = LayerNorm
playground-gain = Init gain (5/3 for tanh)
playground-bad = Bad-init multiplier
playground-fix = Output fix (small first logits)
playground-lr = Learning rate
playground-sched = LR schedule
playground-schedConst = constant
playground-schedStep = ÷10 after 75%
playground-batch = Batch size
playground-seed = Seed
playground-steps = Steps
playground-play = ▶ Play
playground-pause = ⏸ Pause
playground-step = One step
playground-reset = ↺ Reset
playground-curveTitle = Loss curves
playground-minibatch = minibatch loss
playground-train = train ({ $n } rows)
playground-dev = dev ({ $n } rows)
playground-healthTitle = Layer health (last step)
playground-healthLayer = layer
playground-healthSat = saturation |h|>0.97
playground-healthStd = tanh std
playground-healthGrad = weight grad std
playground-healthUd = update:data (log10)
playground-healthHint = Saturation above 10% or update:data far from −3: red.
playground-status = Step { $step } / { $steps } · { $params } parameters · { $rate } steps/s
playground-final = Final: train { $train } · dev { $dev } (whole splits)
playground-diverged = Training diverged at step { $step } and was paused: { $what }.
playground-divergedWhat-loss = the loss became { $loss } in the cross-entropy itself: every layer’s activations, the output layer’s logits included, were still finite
playground-divergedWhat-lossHigh = the loss exploded to { $loss } (the limit is 1000) while every layer’s activations were still finite
playground-divergedWhat-activations = the activations of { $layer } were the first to go non-finite (infinite or not a number)
playground-divergedWhat-gradients = the gradients first went non-finite in { $layer }
playground-cause-lrInit = Likely cause: the learning rate ({ $lr }) is too high for this init (gain { $gain }, bad-init multiplier ×{ $bad }: one of them at least twice its Kaiming value, 5/3 or 1). Lower the learning rate (e.g. 0.1) or fix the init.
playground-cause-lr = Likely cause: the learning rate ({ $lr }) is too high; each update overshoots and grows. Lower it (e.g. 0.1).
playground-cause-init = Likely cause: the init is too large (gain { $gain }, bad-init multiplier ×{ $bad }: one of them at least twice its Kaiming value, 5/3 or 1; no normalisation): activations grow from layer to layer. Set the gain to 5/3 and the bad-init multiplier to 1, or turn BatchNorm/LayerNorm on.
playground-cause-other = Likely cause: the updates are unstable with these settings. Lower the learning rate or turn normalisation on.
playground-layerName-embedding = the embedding C[X]
playground-layerName-parameter = a parameter gradient
playground-healthKept = These are the values measured at step { $step }, the last before the divergence at step { $at }: after it the activations are not finite, so there is no saturation or std to measure.
playground-lossUndefined = undefined (0/0)
playground-failed = Training failed and was stopped at step { $step }: the mean loss of the last { $window } steps is { $loss }; for { $held } steps in a row it was at least { $factor } × { $ref } ({ $ref }: the larger of the first step’s loss, { $start }, and ln V, the loss of uniform guessing) — the model is far worse than where it started.
playground-rescue = ℹ Step { $step }: the learning rate { $lr } is huge (here { $high } or more counts as huge), yet the mean loss of the last steps, { $loss }, is below ln V = { $lnv }, the loss of uniform guessing — the model learns. BatchNorm is why: it divides each layer’s pre-activations by their batch std, so the weights the big updates grow do not grow the activations, and as the weights grow each update changes them relatively less.
playground-waysOut = A way out — pick one and the model is built again:
playground-wayOut = “{ $label }” = { $value }
playground-warnGroup-saturated = ⚠ From step { $step } on, { $count } tanh layers are fully saturated and pass no gradient: { $where }.
playground-warnGroup-frozen = ⚠ From step { $step } on, { $count } parameters get no update at all (update:data = −∞) — frozen: { $where }.
playground-warnGroup-other = ⚠ From step { $step } on, { $count } warnings: { $where }.
playground-samples = Names sampled from the model
playground-warn-notLearning = ⚠ Step { $step }: the mean loss of the last steps, { $value }, is above ln V = { $ref }, the loss of uniform guessing — the model does worse than guessing and is not learning.
playground-warn-lossRising = ⚠ Step { $step }: the mean loss, { $value }, has risen far above its best so far, { $ref } — the loss is rising.
playground-warn-overfitting = ⚠ Step { $step }: the dev loss, { $value } (best before: { $ref }), rises while the train loss falls — overfitting: the model memorises the training split.
playground-warn-saturated = ⚠ Step { $step }: { $value } of the tanh outputs of { $layer } have |h| > 0.97 (limit { $ref }) — the layer is fully saturated and passes no gradient.
playground-warn-frozen = ⚠ Step { $step }: { $param } has not been updated for { $ref } steps (update:data = −∞) — it is frozen.
playground-warnCause-lrHigh = Likely cause: the learning rate ({ $lr }) is too high.
playground-warnCause-lrLow = Likely cause: the learning rate ({ $lr }) is too low; every step barely changes the model.
playground-warnCause-init = Likely cause: the init scale, gain { $gain } × bad-init multiplier { $bad }, is at least twice or at most half Kaiming’s 5/3.
playground-warnCause-noNorm = Likely cause: there is no normalisation.
playground-warnCause-smallData = Likely cause: the training split is small for the model’s number of parameters.
playground-warnCause-other = The likely cause is unclear.
playground-suggest-lowerLr = Try: lower “{ $lr }” (e.g. to { $to }).
playground-suggest-raiseLr = Try: raise “{ $lr }” (e.g. to 0.1).
playground-suggest-kaimingInit = Try: “{ $gain }” 5/3 and “{ $bad }” 1.
playground-suggest-addNorm = Try: BatchNorm or LayerNorm for “{ $norm }”.
playground-suggest-moreData = Try: load a longer names list, or make the model smaller.
playground-suggest-smallerModel = Try: a smaller model (“{ $width }” or “{ $layers }”).
