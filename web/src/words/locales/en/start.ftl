# locales/en/start.ftl — English: the 5.3 starting-loss tab.
# The same keys as tr/start.ftl, one key per line.

start-explain =
    .p1 = At the first step the model knows nothing yet; an honest model gives the { $V } characters of the vocabulary equal probability, and its loss is −ln(1/{ $V }) = ln { $V } ≈ { $lnV }. A raw randn output layer makes huge logits instead: the model is “confidently wrong” and the first loss is much higher.
    .p2 = The fix is simple: shrink the output weights (W2 × 0.01) and zero the bias. The logits are ≈ 0, the softmax ≈ uniform, and the loss starts at ≈ { $lnV }. Without the fix the first steps are spent only squashing that overconfidence: the curve is a “hockey stick”; with the fix it is flat from the start.
start-steps = Hockey-stick steps
start-barTitle = Loss at the first step (whole train split)
start-curveTitle = The first { $n } minibatch steps
start-firstLoss = first loss
start-noFix = no fix (raw randn W2, b2)
start-fix = fixed (W2 × 0.01, b2 = 0)
start-logV = ln { $V } (uniform guess)
start-logVLine = ln { $V } = { $lnV }
