# locales/en/tanh.ftl — English: the 5.4 saturated-tanh tab.
# The same keys as tr/tanh.ftl, one key per line.

tanh-neuron-pick = Pick a neuron (exactly)
tanh-neuron-option = neuron { $j }
tanh-neuron-optionDead = neuron { $j } (dead)
tanh-neuron-hint = Tap or click a column (a neuron) of the map, select the map and use the ← → keys, or pick one from the list under the map: that neuron’s |h| in the batch, why it counts as dead, and the gradient it gets in this batch open up.
tanh-neuron-keys = The ← → keys pick a neuron, Enter opens it; clicking a row of the data table opens it too.
tanh-neuron-titleDead = Neuron { $j } is dead: saturated on all { $rows } examples
tanh-neuron-titleAlive = Neuron { $j } is not dead
tanh-neuron-values = |h|, example by example (#0, #1, …): { $values }
tanh-neuron-dead = Rule: |h| > { $thr } is saturated; a neuron saturated on ALL { $rows } examples of the batch is dead. Even this neuron’s smallest |h| is { $min } (example #{ $b }): above { $thr }.
tanh-neuron-alive = Rule: |h| > { $thr } is saturated; a neuron saturated on ALL { $rows } examples of the batch is dead. This neuron is saturated on { $n } of the { $rows } examples; its smallest |h| = { $min } (example #{ $b }), below { $thr }.
tanh-neuron-local = tanh’s local derivative 1 − h²: its largest for this neuron is { $max } (example #{ $b }).
tanh-neuron-pre = The gradient of the pre-activation ∂L/∂a = ∂L/∂h · (1 − h²), from the core’s autograd in this batch, example by example: { $values }
tanh-neuron-weight = The gradient of its incoming weights ‖∂L/∂W[:, { $j }]‖ = { $w }, of its bias { $bias }; the layer’s largest is { $max } (neuron { $top }).
tanh-explain =
    .p1 = The derivative of tanh is 1 − h²: when the output sticks at ±1 (|h| > 0.97) the gradient is almost zero and nothing flows back through that neuron. A bad init (gain ×5 in the text) makes the hidden layer’s inputs very wide: in the text most tanh outputs pile up at ±1. How many pile up at the multiplier here is in the sentence below the controls.
    .p2 = A neuron saturated on EVERY example of the batch is “dead”: no example can change its weights. In the map each row is an example and each column a neuron; orange cells are saturated, black-framed columns are dead neurons. With Kaiming init part of the outputs are still near ±1; the text says of this histogram that it is “spread out around 0 (the active, sloped region)”. How much sits at ±1 and how much on the sloped part in between is in the sentence below the controls.
tanh-bad = Bad-init multiplier (gain × …)
tanh-count = count
tanh-histBad = Bad init (×{ $bad }): tanh outputs
tanh-histKaiming = Kaiming init: tanh outputs
tanh-satBad = Saturation |h| > 0.97, bad init (×{ $bad })
tanh-satKaiming = Saturation |h| > 0.97, Kaiming
tanh-dead = Dead neurons (saturated on all { $rows } examples)
tanh-mapTitle = |h|: { $rows } examples × { $cols } neurons, bad init (×{ $bad })
tanh-reading = Drawn now: with the bad init (×{ $bad }) { $bad_pct } of the tanh outputs have |h| > { $thr }, with Kaiming { $k_pct }: { $cmp }. { $slope } Dead neurons in the map: { $dead }.
tanh-cmp-more = the bad init saturates more
tanh-cmp-fewer = the bad init saturates less (a multiplier below 1 narrows the inputs)
tanh-cmp-same = the same share
tanh-slope-most = With Kaiming { $k_slope } of the outputs sit on the sloped part in between (|h| ≤ { $thr }), where the gradient flows: most of them, what the text calls “spread out around 0”.
tanh-slope-few = With Kaiming only { $k_slope } of the outputs sit on the sloped part in between (|h| ≤ { $thr }), where the gradient flows.
tanh-mapLegend = White → blue: |h| 0 → 1; orange: |h| > 0.97 (saturated); black frame: dead neuron. Dead neurons: { $n } ({ $list }).
