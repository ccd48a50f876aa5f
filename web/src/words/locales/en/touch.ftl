# locales/en/touch.ftl — English: the sentences that say "click" in their mouse form, as a touch
# screen's student reads them (view/touch_words.js picks them). The same keys as tr/touch.ftl.

touch-common-seriesHint = Tap a series: it hides or shows again. Tap the other series too to leave one alone. The same works on the chart’s legend.
touch-network-stripLabel = The network’s diagram: tap a layer to select it
touch-network-stripHint = L1, L2, …: the Linear layers counted from the input; each block holds its Linear layer, its BatchNorm or LayerNorm if any, and its nonlinearity (tanh, or ReLU where the tab puts it in tanh’s place). Tap a block: the tab’s charts bring that layer forward. The darker the colour, the larger the value.
touch-matrix-arith-hint = Tap a number of the output: its arithmetic opens, with the core’s numbers.
