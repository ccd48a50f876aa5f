# locales/en/network.ftl — English: the network strip (the model's small drawing on the Kaiming,
# diagnostics and playground tabs) and the one naming of the layers ("L3 tanh", "L3 BN γ").
# The same keys as tr/network.ftl, one key per line.

network-block = L{ $n }
network-embedding = C
network-named = { $name } ({ $torch })
network-module-linear = L{ $n } Linear
network-module-bn = L{ $n } BN
network-module-ln = L{ $n } LN
network-module-tanh = L{ $n } tanh
network-module-relu = L{ $n } ReLU
network-param-weight = L{ $n } W
network-param-bias = L{ $n } b
network-param-bnGamma = L{ $n } BN γ
network-param-bnBeta = L{ $n } BN β
network-param-lnGamma = L{ $n } LN γ
network-param-lnBeta = L{ $n } LN β
network-stripLabel = The network’s diagram: click a layer to select it
network-stripHint = L1, L2, …: the Linear layers counted from the input; each block holds its Linear layer, its BatchNorm or LayerNorm if any, and its nonlinearity (tanh, or ReLU where the tab puts it in tanh’s place). Click a block (or Tab and Enter): the tab’s charts bring that layer forward. The darker the colour, the larger the value.
network-kinds-linear = Linear
network-kinds-bn = BN
network-kinds-ln = LN
network-kinds-tanh = tanh
network-kinds-relu = ReLU
network-embeddingBox = Embedding C
network-softmax = softmax
network-output = output
network-measure-std = std
network-measure-sat = saturated
network-measure-gradData = grad:data
network-measure-kaimingStd = the std of each tanh output, { $stack }
network-measure-kaimingStdRelu = the std of each ReLU output, { $stack }
network-measure-satShare = the saturated share of the tanh outputs (|h| > 0.97)
network-measure-ud = update:data
network-colouredBy = Colour: { $what }.
network-selected = Selected: { $name }.
network-none = No layer selected.
network-clear = Clear the selection
network-layerTitle = { $name }: at initialisation and after training
network-layerAt-init = at initialisation
network-layerAt-trained = after training
network-gradDataLine = { $name } ({ $torch }) grad:data: { $init } at initialisation, { $trained } after training.
network-udLine = { $name } update:data median ({ $run }): { $ud } (around −3 is healthy).
network-notYet = not yet
network-actAxis = tanh output h
network-count = count
