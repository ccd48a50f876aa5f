# locales/en/residual.ftl — English: the residual-connections tab.
# The same keys as tr/residual.ftl, one key per line.

residual-explain =
    .p1 = Stack random Linear(16,16) + tanh sublayers and the input’s gradient is multiplied at every layer by the layer’s matrix and tanh’s derivative. When these factors are below 1 on average the gradient vanishes with depth, when they are above 1 it explodes; the sublayer weights’ std ({ $std }) decides which, and the sentence below the controls says which it is at the current setting, from the norms the core measured. The residual connection h = h + f(h) opens a “highway”: each layer’s derivative becomes I plus f’s, so the identity path carries the gradient through every layer. f’s share adds on top of it at every layer: with random sublayers the norm can grow with depth, which is why residual branches are initialised small or normalised in practice.
    .p2 = The post-norm block LayerNorm(x + f(x)) rescales the output after every block: the norm stays at √16 = 4 and does not blow up over 50 blocks. Because LayerNorm normalises each example within itself, the batch size does not change its result.
residual-std = Sublayer weight std
residual-gradTitle = Norm of the input gradient by depth (log scale)
residual-depth = depth
residual-gradNorm = ‖∂L/∂x‖
residual-plain = without residual
residual-with = with residual
residual-plainAt = Without residual, depth { $d }
residual-withAt = With residual, depth { $d }
residual-postTitle = 50 post-norm blocks: ‖x‖ after every block
residual-block = block
residual-postSeries = ‖x‖
residual-postFirst = Norm of the input
residual-postLast = Norm after block 50
residual-reading = Drawn now: without residual the norm is { $p0 } at depth { $d0 } and { $p1 } at { $d1 }: { $plain }. With residual { $r0 } → { $r1 } ({ $ratio }-fold): { $res }. { $contrast }
residual-contrast = At depth { $d } the gradient with residual is { $times } times the one without.
residual-contrastZero = At depth { $d } the gradient without residual has shrunk below the smallest float (0); with residual it is { $r }.
residual-trend-vanishing = vanishing (it shrinks more than { $factor }-fold from the shallowest depth to the deepest)
residual-trend-growing = growing, not exploding (more than { $factor }-fold, at most { $explode }-fold from the shallowest depth to the deepest): it does not vanish, it reaches the input
residual-trend-exploding = exploding (it grows more than { $explode }-fold from the shallowest depth to the deepest)
residual-trend-stable = stable (it changes at most { $factor }-fold from the shallowest depth to the deepest)
residual-trend-undefined = cannot be judged (one of the norms is not finite, or is zero)
residual-trendAgain-vanishing = vanishing as well
residual-trendAgain-growing = growing as well, not exploding
residual-trendAgain-exploding = exploding as well
residual-trendAgain-stable = stable as well
residual-trendAgain-undefined = cannot be judged either
residual-batchTitle = LayerNorm does not depend on the batch size
residual-batchDiff = The same example inside a batch of { $batch } and alone: largest difference { $diff }.
