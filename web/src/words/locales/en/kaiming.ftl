# locales/en/kaiming.ftl — English: the 5.5 Kaiming tab.
# The same keys as tr/kaiming.ftl, one key per line.
# A stack's std from the first layer to the last (the core's verdict; its subject, the naive or
# the second stack, is in the key): the same words for either stack.

kaiming-explain =
    .p1 = If each layer’s weights are drawn with std = gain / √fan_in, the layer’s output stays on the scale of its input. tanh squashes, and the gain that makes up for it is 5/3 (√2 for ReLU).
    .p2 = With gain 1 (“naive”) every tanh layer shrinks the activations a little more: the std falls layer by layer and the deep layers go quiet. With Kaiming’s gain the std falls much more slowly: the deep layers stay alive too. Chart: { $chart }
    .p3 = The nonlinearity control puts ReLU in the place of every tanh, with the same weights: ReLU sets negative inputs to 0 and halves the variance, so the gain that preserves it is √2. ReLU has no flat end to saturate in; instead each layer’s share of units that output 0 (inactive) is measured.
kaiming-reading = Drawn now: with the naive init (gain 1) the std goes { $n0 } → { $n1 } and { $nHold }; { $second } it goes { $k0 } → { $k1 } and { $kHold } (first → last tanh layer).
kaiming-readingRelu = Drawn now: in the ReLU stack with the naive init (gain 1) the std goes { $n0 } → { $n1 } and { $nHold }; { $second } it goes { $k0 } → { $k1 } and { $kHold } (first → last ReLU layer).
kaiming-chartMany = the std of each of the { $k } { $act } outputs of a no-BN stack of { $n } Linear layers.
kaiming-chartOne = the std of the one { $act } output of a no-BN stack of { $n } Linear layers (with one layer there is no “layer by layer” to see).
kaiming-withKaiming = with Kaiming (gain { $g })
kaiming-withSecond = in the second stack (gain { $g }, not the text’s { $text } for { $act })
kaiming-hold-naive-holds = holds (×{ $per } per layer; the last layer’s is { $lo } to { $hi } times the first’s)
kaiming-hold-naive-fades = fades (×{ $per } per layer; the last layer’s is less than { $lo } times the first’s)
kaiming-hold-naive-grows = grows (×{ $per } per layer; the last layer’s is more than { $hi } times the first’s)
kaiming-hold-naive-vanishes = vanishes (×{ $per } per layer; the last layer’s is less than { $tenth } times the first’s)
kaiming-hold-naive-explodes = explodes (×{ $per } per layer; the last layer’s is more than { $explode } times the first’s)
kaiming-hold-naive-undefined = cannot be judged (a std is not finite, or the first is 0)
kaiming-hold-kaiming-holds = holds (×{ $per } per layer; the last layer’s is { $lo } to { $hi } times the first’s)
kaiming-hold-kaiming-fades = fades (×{ $per } per layer; the last layer’s is less than { $lo } times the first’s)
kaiming-hold-kaiming-grows = grows (×{ $per } per layer; the last layer’s is more than { $hi } times the first’s)
kaiming-hold-kaiming-vanishes = vanishes (×{ $per } per layer; the last layer’s is less than { $tenth } times the first’s)
kaiming-hold-kaiming-explodes = explodes (×{ $per } per layer; the last layer’s is more than { $explode } times the first’s)
kaiming-hold-kaiming-undefined = cannot be judged (a std is not finite, or the first is 0)
kaiming-act = Nonlinearity
kaiming-actTanh = tanh (the lecture’s)
kaiming-actRelu = ReLU
kaiming-layers = Linear layers
kaiming-stdTitle = Output std of every tanh layer
kaiming-layerAxis = tanh layer
kaiming-stdTitleRelu = Output std of every ReLU layer
kaiming-layerAxisRelu = ReLU layer
kaiming-naive = naive (gain { $g })
kaiming-kaiming = Kaiming (gain { $g })
kaiming-naiveRelu = naive (gain { $g }), ReLU
kaiming-kaimingRelu = Kaiming (gain { $g }), ReLU
kaiming-second = second stack (gain { $g })
kaiming-secondRelu = second stack (gain { $g }), ReLU
kaiming-naiveFirstLast = Naive: first → last layer std
kaiming-kaimingFirstLast = { $stack }: first → last layer std
kaiming-histNaive = Naive init: layer histograms
kaiming-histKaiming = { $stack }: layer histograms
kaiming-histNaiveRelu = Naive init, ReLU: histograms of the active outputs (h > 0)
kaiming-histKaimingRelu = { $stack }, ReLU: histograms of the active outputs (h > 0)
kaiming-layerSat = { $name }: { $sat } saturated
kaiming-layerZero = { $name }: { $zero } zero (inactive)
kaiming-vsText = The text (Exercise 2) says that with Kaiming the histogram “spreads out around 0”. It says so of the tanh tab’s one-hidden-layer network, beside the ×5 bad init’s pile at ±1 (79.1% vs 19.5% saturated in the text): spread out next to that pile, not free of ±1. Layer 1 of this stack of { $n } Linear layers is that very layer (the tanh tab’s Kaiming figure is measured on it). With gain { $g } each layer’s pre-activation std is about { $g } times its input’s, wide enough for part of the outputs to reach ±1: the most saturated layer is { $top }, with { $topSat } of its { $values } outputs on the probe batch saturated (|h| > { $thr }), in the outermost bins of its histogram. The last layer ({ $last }) has { $lastSat }. With the naive gain 1 the saturated share is at most { $naiveTop }; its std { $nHold }.
kaiming-vsTextGain = The text (Exercise 2) says that with Kaiming (gain 5/3) the histogram “spreads out around 0”: of the tanh tab’s one-hidden-layer network, beside the ×5 bad init’s pile at ±1 (79.1% vs 19.5% saturated in the text). This stack of { $n } Linear layers has gain { $g }, not 5/3: the most saturated layer is { $top }, with { $topSat } of its { $values } outputs on the probe batch saturated (|h| > { $thr }). The last layer ({ $last }) has { $lastSat }. With the naive gain 1 the saturated share is at most { $naiveTop }.
kaiming-vsTextRelu = ReLU does not saturate: it passes a positive input as it is and sets a negative one to 0. So part of each layer’s outputs on the probe batch are exactly 0 (units inactive for that row): in this stack of { $n } Linear layers with gain { $g } the most is { $topZero } in { $top }, and the last layer ({ $last }) has { $lastZero }. With the naive gain 1 the share is at most { $naiveTop }. The zeros take about half of the variance; the text’s gain √2 (squared, 2) gives it back. { $stacks } The histograms count only the active (h > 0) outputs; the share of zeros is written in their legends.
kaiming-stacksRelu-text = Here, at gain √2, the Kaiming stack’s std goes { $k0 } → { $k1 } and { $kHold }; the naive stack’s goes { $n0 } → { $n1 } and { $nHold }.
kaiming-stacksRelu-other = This stack’s gain is { $g }, not √2: its std goes { $k0 } → { $k1 } and { $kHold }; the naive stack’s goes { $n0 } → { $n1 } and { $nHold }.
