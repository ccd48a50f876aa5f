# locales/en/diagnostics.ftl — English: the 5.13–5.14 diagnostics tab.
# The same keys as tr/diagnostics.ftl, one key per line.

diag-explain =
    .p1 = { "The lecture’s four runs: {no BN, BN} × {Kaiming, bad init ×5}, a 6-layer MLP, " }{ $steps } steps each, constant lr 0.1. The curves stream live; when a run ends it is measured in eval mode on the whole train and dev splits.
    .p2 = Gradient health: the gradient std of every Linear weight. In the text, after 20,000 steps, the spread between layers (largest/smallest) is 4.2× without BN and 2.1× with it: BN evens it out; the table gives this run’s spreads. The update:data ratio log10(lr · std(grad) / std(data)) says how much each step changes the parameters’ values (“data” is PyTorch’s p.data, a parameter’s values, not the data set); around −3 (one part in a thousand) counts as healthy.
diag-steps = Steps of each run
diag-run = ▶ Start the four runs
diag-noBnKaiming = no BN, Kaiming
diag-bnKaiming = BN, Kaiming
diag-bnBad = BN, bad init ×5
diag-noBnBad = no BN, bad init ×5
diag-curvesTitle = Training curves (mean minibatch loss)
diag-meanLoss = mean minibatch loss
diag-finalTitle = Final train / dev loss (whole splits, eval mode)
diag-gradTitle = Gradient std of every Linear weight (after training, 32-row probe batch)
diag-linearAxis = Linear layer
diag-gradStd = grad std
diag-spread = { $name }: gradient std largest/smallest
diag-udTitle = update:data, the BN Kaiming run, every parameter (colour: layer; dashed: bias)
diag-udGuide = −3 (one in a thousand)
diag-udMedianTitle = update:data median per parameter (steps 1–{ $window })
diag-udMedian = median log10 ratio
diag-udSummary = update:data median [range]
diag-train = train
diag-dev = dev
diag-udAxis = log10(lr·std(grad)/std(data))
diag-previous = The previous run’s numbers (a new run is going):
diag-waiting = The four runs take about a minute: press ▶ to start them.
diag-codeOfRun = This is the code of the run shown; press ▶ to use the new settings.
diag-evaluating = { $name }: measuring on the whole splits…
diag-udReadingAbove = Measured update:data (the BN Kaiming run): the median over its parameters is { $m }, so each step changes a parameter by about { $k } in a thousand of the spread of its values. The text calls about −3 (1 in a thousand) healthy; our median is { $d } above it: { $verdict }
diag-udReadingBelow = Measured update:data (the BN Kaiming run): the median over its parameters is { $m }, so each step changes a parameter by about { $k } in a thousand of the spread of its values. The text calls about −3 (1 in a thousand) healthy; our median is { $d } below it: { $verdict }
diag-udNear = near enough to count as healthy.
diag-udHigh = the steps are on the large side of the rule of thumb, the parameters move fast (the text’s own run sits above −3 too, at { $lecture }).
diag-udLow = the steps are small, the parameters barely move; a larger lr could learn faster (the text’s own run: { $lecture }).
diag-shortRun = At { $steps } steps BN with Kaiming ends worse than without BN: dev { $bn } against { $noBn }, { $gap } more. The text’s order is the reverse, after 20,000 steps ({ $textBn } against { $textNoBn }), a gap of only { $textGap }. A short run says which run is faster at the start, not where it ends: over the second half of these runs the mean minibatch loss still fell by { $dropBn } (BN) and { $dropNoBn } (no BN), more than the text’s gap, so the order can still turn.
diag-shortRunSettled = At { $steps } steps BN with Kaiming ends worse than without BN: dev { $bn } against { $noBn }, { $gap } more. The text’s order is the reverse, after 20,000 steps ({ $textBn } against { $textNoBn }), a gap of only { $textGap }. Over the second half of these runs the mean minibatch loss fell by only { $dropBn } (BN) and { $dropNoBn } (no BN), less than the text’s gap: here the curves have nearly settled, and with this names list and seed the order may stay.
