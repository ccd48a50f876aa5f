// lecture_code.js — the lecture's own PyTorch lines beside each figure, with the figure's current
// settings written in: the knobs the tab sends to the core (tabs/common.js knobsOf over the tab's
// controls, plus its fixed knobs), as Python literals the way "copy as PyTorch" writes them
// (pytorch_script.js pyLiteral), and the recipe's constants (core.recipe(): the 5/3 gain, the
// saturation threshold). Each snippet is a notebook cell: it assumes the lecture's data cells ran
// before it (Xtr, Ytr, vocab_size, n_embd = 10, block_size = 3, `import torch`, `import
// torch.nn.functional as F`; the playground's runs after the definitions of its "copy as PyTorch"
// script instead) and leaves the figure's numbers in the variables `outputs` names.
// The fixed sizes (n_hidden, the 1000-row probe) are the core's for that figure; the pytorch test
// stage runs every snippet and compares those variables with the core's numbers.
// Pure string building: no DOM and no words (code comments are in English, as in the lecture).
import { pyLiteral } from './pytorch_script.js';
import { sameSetting } from '../tabs/checks.js';

const py = pyLiteral;
// The gain 5/3 written as the lecture writes it (also as the store keeps it, a link's 1.66667: the
// page's one rule of the text's value); any other value in full.
const gainText = (g, recipe) => (sameSetting(g, recipe.tanhGain) ? '5/3' : py(g));
// The lecture's fixed probe batch: the first randint of a fresh generator with the figure's seed.
const probe = (rows, seed) =>
  `ix = torch.randint(0, Xtr.shape[0], (${py(rows)},), generator=torch.Generator().manual_seed(${py(seed)}))  # the probe batch`;

// 5.3: the raw MLP's first loss with the output layer shrunk, and the hockey stick's SGD loop
// (k.fix false: without the two lines that shrink it, the confidently wrong start).
function start(k) {
  const fix =
    k.fix === false
      ? '# no W2 *= 0.01, b2 *= 0 here: large random logits, a confidently wrong start'
      : 'W2 *= 0.01  # small logits at the start: the loss begins near ln(vocab_size)\nb2 *= 0';
  return `n_hidden = 200
g = torch.Generator().manual_seed(${py(k.seed)})
C = torch.randn((vocab_size, n_embd), generator=g)
W1 = torch.randn((n_embd * block_size, n_hidden), generator=g)
b1 = torch.randn(n_hidden, generator=g)
W2 = torch.randn((n_hidden, vocab_size), generator=g)
b2 = torch.randn(vocab_size, generator=g)
${fix}
parameters = [C, W1, b1, W2, b2]
for p in parameters:
    p.requires_grad = True

with torch.no_grad():  # the first loss, over the whole training split
    h = torch.tanh(C[Xtr].view(-1, n_embd * block_size) @ W1 + b1)
    first_loss = F.cross_entropy(h @ W2 + b2, Ytr).item()

gb = torch.Generator().manual_seed(${py(k.seed)})  # minibatches from a second generator
lossi = []
for i in range(${py(k.steps)}):
    ix = torch.randint(0, Xtr.shape[0], (32,), generator=gb)
    h = torch.tanh(C[Xtr[ix]].view(-1, n_embd * block_size) @ W1 + b1)
    loss = F.cross_entropy(h @ W2 + b2, Ytr[ix])
    for p in parameters:
        p.grad = None
    loss.backward()
    for p in parameters:
        p.data += -0.1 * p.grad
    lossi.append(loss.item())`;
}

// 5.4: a too-wide first layer (the Kaiming gain times the bad init) saturates tanh; a neuron
// saturated on every row of the probe is dead for that batch. k.nHidden and k.probeRows: the core's
// sizes for the figure (200 and 1000 for the share; 100 and 24 for the dead-neuron map).
function tanh(k, recipe) {
  return `n_hidden = ${py(k.nHidden ?? 200)}
g = torch.Generator().manual_seed(${py(k.seed)})
C = torch.randn((vocab_size, n_embd), generator=g)
W1 = torch.randn((n_embd * block_size, n_hidden), generator=g) / (n_embd * block_size)**0.5 * (${gainText(recipe.tanhGain, recipe)} * ${py(k.badInit)})
b1 = torch.zeros(n_hidden)
${probe(k.probeRows ?? 1000, k.seed)}
h = torch.tanh(C[Xtr[ix]].view(-1, n_embd * block_size) @ W1 + b1)
saturated = (h.abs() > ${py(recipe.saturation)}).float().mean().item() * 100  # % of h in tanh's flat tails
dead = (h.abs() > ${py(recipe.saturation)}).all(0).sum().item()  # neurons saturated on every row: dead for this batch`;
}

// 5.5: a deep tanh (or, k.act 'relu', ReLU) stack, every weight drawn with std = gain / sqrt(fan_in).
function kaiming(k, recipe) {
  const act = k.act === 'relu' ? 'relu' : 'tanh';
  return `n_hidden, n_layer, gain = 200, ${py(k.nLayer)}, ${gainText(k.gain, recipe)}
g = torch.Generator().manual_seed(${py(k.seed)})
C = torch.randn((vocab_size, n_embd), generator=g)
${probe(k.probeRows, k.seed)}
x = C[Xtr[ix]].view(-1, n_embd * block_size)
stds = []
for layer in range(n_layer - 1):
    fan_in = x.shape[1]
    W = torch.randn((fan_in, n_hidden), generator=g) / fan_in**0.5 * gain  # std = gain / sqrt(fan_in)
    x = torch.${act}(x @ W)
    stds.append(x.std().item())`;
}

// (1 - m) as the lecture writes it (0.999 for m = 0.001), or as (1 - m) where that is not short.
const keep = (m) => {
  const rest = 1 - m;
  return String(rest).length <= String(m).length + 1 ? py(rest) : `(1 - ${py(m)})`;
};

// 5.7–5.8: the batch normalisation of the first layer's pre-activations, and the running mean
// and variance kept for inference.
function batchnorm(k, recipe) {
  const gain = k.gamma === 1 ? 'torch.ones((1, n_hidden))' : `torch.full((1, n_hidden), ${py(k.gamma)})`;
  const bias = k.beta === 0 ? 'torch.zeros((1, n_hidden))' : `torch.full((1, n_hidden), ${py(k.beta)})`;
  return `n_hidden = 100
g = torch.Generator().manual_seed(${py(k.seed)})
C = torch.randn((vocab_size, n_embd), generator=g)
W1 = torch.randn((n_embd * block_size, n_hidden), generator=g) / (n_embd * block_size)**0.5 * (${gainText(recipe.tanhGain, recipe)} * ${py(k.badInit)})
# no b1: the mean subtraction would cancel it; bnbias takes its place
bngain = ${gain}
bnbias = ${bias}
bnmean_running = torch.zeros((1, n_hidden))
bnvar_running = torch.ones((1, n_hidden))
${probe(1000, k.seed)}
hpreact = C[Xtr[ix]].view(-1, n_embd * block_size) @ W1
hprebn = hpreact  # before the normalisation
bnmeani = hpreact.mean(0, keepdim=True)
bnvari = hpreact.var(0, keepdim=True)
bnstdi = torch.sqrt(bnvari + ${py(k.eps)})  # eps keeps a constant column finite
xhat = (hpreact - bnmeani) / bnstdi  # every column: mean 0, std 1
hpreact = bngain * (hpreact - bnmeani) / bnstdi + bnbias
h = torch.tanh(hpreact)
with torch.no_grad():  # in training, after every step
    bnmean_running = ${keep(k.momentum)} * bnmean_running + ${py(k.momentum)} * bnmeani
    bnvar_running = ${keep(k.momentum)} * bnvar_running + ${py(k.momentum)} * bnvari`;
}

// One step of the lecture's training loop, each line after `pad`: a minibatch of `batch` rows from
// the generator gb, forward, backward, the SGD update at `lr`, the lines of `after`, and the
// lecture's `ud` line (5.13).
function sgdStep(pad, batch, lr, after = []) {
  const lines = [
    `ix = torch.randint(0, Xtr.shape[0], (${batch},), generator=gb)`,
    'x = C[Xtr[ix]].view(ix.shape[0], -1)',
    'for layer in layers:',
    '    x = layer(x)',
    'loss = F.cross_entropy(x, Ytr[ix])',
    'for p in parameters:',
    '    p.grad = None',
    'loss.backward()',
    `lr = ${lr}`,
    'for p in parameters:',
    '    p.data += -lr * p.grad',
    ...after,
    'with torch.no_grad():',
    '    ud.append([((lr * p.grad).std() / p.data.std()).log10().item() for p in parameters])',
  ];
  return lines.map((l) => pad + l).join('\n');
}

// 5.13–5.14 in the playground: the training loop with the lecture's `ud` line, for the playground's
// settings under the C++ names ("copy as PyTorch"'s CONFIG, playground_config.js exportConfig).
// It runs after that script's definitions (its data functions and build_model, the same CONFIG).
function playground(c) {
  const lr = c.schedule === 'step' ? `${py(c.lr)} if i < ${py(Math.floor((c.steps * 3) / 4))} else ${py(c.lr / 10)}` : py(c.lr);
  return `vocab_size, (Xtr, Ytr), (Xdev, Ydev) = lecture_split(read_names("names.txt"))
C, layers, parameters = build_model(vocab_size, CONFIG)  # "copy as PyTorch": the same settings
gb = torch.Generator().manual_seed(${py(c.seed)})  # minibatches from a second generator
lossi, ud = [], []
for i in range(${py(c.steps)}):
${sgdStep('    ', py(c.batch_size), lr, ['lossi.append(loss.item())'])}`;
}

// 5.13–5.14 on the diagnostics tab: the lecture's four runs of its 6-layer MLP (no BN / BN, the
// Kaiming gain 5/3 or five times it), each trained with the `ud` line, then its statistics on the
// 32-row probe batch: the activation and activation-gradient lines of every Tanh layer and the
// weights' grad:data line, as the lecture prints them, and its dev loss in eval mode (the script's
// evaluate). It runs after the definitions of the
// playground's "copy as PyTorch" script (its data functions, modules and build_model); the model
// settings are the core's for these runs (lesson/diagnostics.cpp), steps and seed the tab's.
function diagnostics(k, recipe) {
  return `vocab_size, (Xtr, Ytr), (Xdev, Ydev) = lecture_split(read_names("names.txt"))
ix = torch.randint(0, Xtr.shape[0], (32,), generator=torch.Generator().manual_seed(${py(k.seed)}))  # the probe batch
Xb, Yb = Xtr[ix], Ytr[ix]
runs = []
for norm, bad_init in [("none", 1), ("batch", 1), ("batch", 5), ("none", 5)]:  # the lecture's four
    c = {"n_layer": 6, "n_hidden": 100, "norm": norm, "gain": ${gainText(recipe.tanhGain, recipe)}, "bad_init": bad_init, "fix_output": True, "seed": ${py(k.seed)}}
    C, layers, parameters = build_model(vocab_size, c)
    gb = torch.Generator().manual_seed(${py(k.seed)})  # minibatches from a second generator
    ud = []
    for i in range(${py(k.steps)}):
${sgdStep('        ', '32', '0.1')}
    dev = evaluate(C, layers, Xdev, Ydev)  # eval mode: the running statistics, before the probe's forward moves them

    # the statistics of the trained model on the probe batch
    x = C[Xb].view(Xb.shape[0], -1)
    for layer in layers:
        x = layer(x)
        layer.out.retain_grad()
    loss = F.cross_entropy(x, Yb)
    for p in parameters:
        p.grad = None
    loss.backward()
    acts, grads, weights = [], [], []
    for i, layer in enumerate(layers[:-1]):  # activation distribution
        if isinstance(layer, Tanh):
            t = layer.out
            print('layer %d (%10s): mean %+.2f, std %.2f, saturated: %.2f%%' % (i, layer.__class__.__name__, t.mean(), t.std(), (t.abs() > ${py(recipe.saturation)}).float().mean() * 100))
            acts.append([t.mean().item(), t.std().item(), (t.abs() > ${py(recipe.saturation)}).float().mean().item() * 100])
    for i, layer in enumerate(layers[:-1]):  # gradient distribution
        if isinstance(layer, Tanh):
            t = layer.out.grad
            print('layer %d (%10s): mean %+f, std %e' % (i, layer.__class__.__name__, t.mean(), t.std()))
            grads.append([t.mean().item(), t.std().item()])
    for i, p in enumerate(parameters):  # the weights' gradients
        t = p.grad
        if p.ndim == 2:
            print('weight %10s | mean %+f | std %e | grad:data ratio %e' % (tuple(p.shape), t.mean(), t.std(), t.std() / p.std()))
            weights.append([t.std().item(), (t.std() / p.std()).item()])
    runs.append({"ud": ud, "acts": acts, "grads": grads, "weights": weights, "dev": dev})`;
}

// 000: the input gradient through random Linear(16, 16) + tanh sublayers, without and with the
// identity path x = x + f(x); the post-norm block LayerNorm(x + f(x)); LayerNorm of a row inside its
// batch and alone. The sublayers are the text's: torch.manual_seed(100 + i), nn.Linear's default
// init, then the weight redrawn with the figure's std; the depths are the recipe's.
function residual(k, recipe) {
  const depths = Array.from(recipe.residualDepths, py).join(', ');
  return `import torch.nn as nn

def sublayer(i, std=${py(k.weightStd)}):
    torch.manual_seed(100 + i)
    layer = nn.Linear(16, 16)
    nn.init.normal_(layer.weight, std=std)
    return layer

def grad_norm(depth, residual):
    torch.manual_seed(1)
    x = torch.randn(1, 16, requires_grad=True)
    h = x
    for i in range(depth):
        f = torch.tanh(sublayer(i)(h))
        h = h + f if residual else f  # x = x + f(x): the identity path
    h.sum().backward()
    return x.grad.norm().item()

plain = [grad_norm(d, False) for d in (${depths})]
residual = [grad_norm(d, True) for d in (${depths})]

torch.manual_seed(1)
x = torch.randn(1, 16)
post_norm = [x.norm().item()]
with torch.no_grad():
    for i in range(50):
        x = nn.LayerNorm(16)(x + torch.tanh(sublayer(i)(x)))  # post-norm: LayerNorm(x + f(x))
        post_norm.append(x.norm().item())

X = torch.randn((32, 8), generator=torch.Generator().manual_seed(${py(k.seed)})) * 3 + 5
ln = nn.LayerNorm(8)
with torch.no_grad():
    row0_in_batch, row0_alone = ln(X)[0].tolist(), ln(X[:1])[0].tolist()  # no other row enters`;
}

// 003 on the student's matrix (rows = examples, columns = features): BatchNorm normalises each
// column over the batch (dim 0), LayerNorm each row over its features (dim 1); gamma 1, beta 0.
// knobs: what the matrix tab sends to the core ({ kind, variance, x }).
function normMatrix(k, recipe) {
  const batch = k.kind === 'batch';
  const dim = batch ? 0 : 1;
  const unbiased = batch && k.variance === 'unbiased';
  const rows = k.x.map((row) => `[${row.map(py).join(', ')}]`).join(',\n     ');
  return `x = torch.tensor([${rows}], dtype=torch.float64)  # the page computes in double precision
eps = ${py(recipe.eps)}
# ${batch ? 'BatchNorm: each column (feature) over the batch' : 'LayerNorm: each row (example) over its features'}
xhat = (x - x.mean(${dim}, keepdim=True)) / torch.sqrt(x.var(${dim}, keepdim=True, unbiased=${py(unbiased)}) + eps)
y = 1.0 * xhat + 0.0  # gamma * xhat + beta, at their initial 1 and 0
${batch ? 'col_std' : 'row_std'} = y.std(${dim}, unbiased=False)  # 1.00 ${batch ? 'for every column' : 'for every row'}`;
}

// tab id -> (knobs, recipe) -> the cell's text.
const SNIPPETS = { start, tanh, kaiming, batchnorm, playground, diagnostics, residual, 'bn-matrix': normMatrix, 'ln-matrix': normMatrix };

// The variables each cell leaves, as the test reads them.
export const outputs = {
  start: ['first_loss', 'lossi'],
  tanh: ['saturated', 'dead'],
  kaiming: ['stds'],
  batchnorm: ['hprebn', 'xhat', 'hpreact', 'h'],
  playground: ['lossi', 'ud'],
  diagnostics: ['runs'],
  residual: ['plain', 'residual', 'post_norm', 'row0_in_batch', 'row0_alone'],
  'bn-matrix': ['y', 'col_std'],
  'ln-matrix': ['y', 'row_std'],
};

export const hasSnippet = (tab) => Object.hasOwn(SNIPPETS, tab);

// The lecture's lines for figure `tab` with `knobs` (the tab's knobs as sent to the core) and the
// core's recipe; null for a tab without a snippet.
export function lectureSnippet(tab, knobs, recipe) {
  return hasSnippet(tab) ? SNIPPETS[tab](knobs, recipe) : null;
}
