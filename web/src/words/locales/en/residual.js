// locales/en/residual.js — English: the residual-connections tab.
// The same keys as tr/residual.js, one key per line.
export default {
  residual: {
    explain: [
      'Stack random Linear(16,16) + tanh sublayers and the input’s gradient is multiplied at every layer by the layer’s matrix and tanh’s derivative. When these factors are below 1 on average the gradient vanishes with depth, when they are above 1 it explodes; the sublayer weights’ std ({std}) decides which, and the sentence below the controls says which it is at the current setting, from the norms the core measured. The residual connection h = h + f(h) opens a “highway”: each layer’s derivative becomes I plus f’s, so the identity path carries the gradient through every layer. f’s share adds on top of it at every layer: with random sublayers the norm can grow with depth, which is why residual branches are initialised small or normalised in practice.',
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
    reading:
      'Drawn now: without residual the norm is {p0} at depth {d0} and {p1} at {d1}: {plain}. With residual {r0} → {r1} ({ratio}-fold): {res}. {contrast}',
    contrast: 'At depth {d} the gradient with residual is {times} times the one without.',
    contrastZero: 'At depth {d} the gradient without residual has shrunk below the smallest float (0); with residual it is {r}.',
    trend: {
      vanishing: 'vanishing (it shrinks more than {factor}-fold from the shallowest depth to the deepest)',
      growing:
        'growing, not exploding (more than {factor}-fold, at most {explode}-fold from the shallowest depth to the deepest): it does not vanish, it reaches the input',
      exploding: 'exploding (it grows more than {explode}-fold from the shallowest depth to the deepest)',
      stable: 'stable (it changes at most {factor}-fold from the shallowest depth to the deepest)',
      undefined: 'cannot be judged (one of the norms is not finite, or is zero)',
    },
    trendAgain: {
      vanishing: 'vanishing as well',
      growing: 'growing as well, not exploding',
      exploding: 'exploding as well',
      stable: 'stable as well',
      undefined: 'cannot be judged either',
    },
    batchTitle: 'LayerNorm does not depend on the batch size',
    batchDiff: 'The same example inside a batch of {batch} and alone: largest difference {diff}.',
  },
};
