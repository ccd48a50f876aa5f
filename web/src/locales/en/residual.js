// locales/en/residual.js — English: the residual-connections tab.
// The same keys as tr/residual.js, one key per line.
export default {
  residual: {
    explain: [
      'Stack random Linear(16,16) + tanh sublayers and the input’s gradient is multiplied by a matrix and a tanh derivative at every layer; it shrinks with depth and all but vanishes at 50 layers. The residual connection h = h + f(h) opens a “highway”: each layer’s derivative becomes I plus f’s, so the identity path carries the gradient without vanishing. But f’s share adds on top at every layer: random sublayers (weight std {std}) grow the gradient a little per layer, so its norm can grow with depth. Shrink the sublayer weights and the growth stops; this is why residual branches are initialised small or normalised in practice.',
      'The post-norm block LayerNorm(x + f(x)) rescales the output after every block: the norm stays at √16 = 4 and does not blow up over 50 blocks. Because LayerNorm normalises each example within itself, the batch size does not change its result.',
    ],
    std: 'Sublayer weight std',
    gradTitle: 'Norm of the input gradient by depth (log scale)',
    depth: 'depth',
    gradNorm: '‖∂L/∂x‖',
    plain: 'without residual',
    with: 'with residual',
    plainAt: 'Without residual, depth {d}',
    withAt: 'With residual, depth {d}',
    postTitle: '50 post-norm blocks: ‖x‖ after every block',
    block: 'block',
    postSeries: '‖x‖',
    postFirst: 'Norm of the input',
    postLast: 'Norm after block 50',
    readingGrow:
      'Drawn now: without residual the norm is {p0} at depth {d0} and {p1} at {d1} (vanishing); with residual {r0} → {r1}, growing {ratio}-fold.',
    readingFlat:
      'Drawn now: without residual the norm is {p0} at depth {d0} and {p1} at {d1} (vanishing); with residual {r0} → {r1}: it neither vanishes nor grows much ({ratio}-fold).',
    batchTitle: 'LayerNorm does not depend on the batch size',
    batchDiff: 'The same example inside a batch of {batch} and alone: largest difference {diff}.',
  },
};
