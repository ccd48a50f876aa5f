// pytorch_script.js — "copy as PyTorch": the playground's settings as a standalone PyTorch (>= 1.13)
// script that reproduces the page's run step for step: the same names file (its path the first
// argument), the same 80/10/10 split (Python's random.shuffle with the lesson's seed), the same two
// generators (model init, then minibatches), the same modules (the lecture's BatchNorm1d with the
// unbiased batch variance, Linear weights randn / sqrt(fan_in) * gain) and the same SGD, divergence
// rule and final evaluation as the C++ core. It prints one JSON object with the keys of the
// playground's run export (export.js runJson): config, losses, train, dev.
// Pure string building: no DOM; the pytorch test stage runs what this writes.
// A second copy, on purpose: the data, modules and loop below are written again beside the
// reference scripts' (tests/reference/common.py, model_ref.py, lesson_ref.py), which make the
// fixtures the core is tested against. Two copies written apart are two independent checks of the
// core (a slip in one shows as a mismatch, not as an agreement); generated from one, they would be one.

// A JS value as a Python literal (numbers keep every digit JS prints: Python reads the same double).
export function pyLiteral(v) {
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v); // 0.1, 1.6666666666666667, 2147483647, 1e-7: Python reads each as the same double
  }
  if (typeof v === 'string') return JSON.stringify(v);
  throw new Error(`no Python literal for ${typeof v}`);
}

// { n_layer: 4, ... } -> the CONFIG = {...} block, one key a line.
function configBlock(config) {
  const lines = Object.entries(config).map(([k, v]) => `    ${JSON.stringify(k)}: ${pyLiteral(v)},`);
  return `CONFIG = {\n${lines.join('\n')}\n}`;
}

const HEADER = `#!/usr/bin/env python3
# A makemore-lab playground run, reproduced in PyTorch (>= 1.13).
#   python3 makemore_run.py names.txt > run.json
# The same names file, split, generators, modules and SGD as the page's C++ core; prints one JSON
# object {config, losses, train, dev}, the keys of the playground's "export run" file.
import json
import math
import random
import sys

import torch
import torch.nn.functional as F
`;

const DATA = `
def read_names(path):
    """The names as the page reads the file: UTF-8; one name per line (\\n or \\r\\n); spaces, tabs
    and byte-order marks around a name and blank lines ignored; every name lower-cased as the
    page's core does (lower_char), the Turkish I when the file has Turkish letters."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\\n") + 1
        raise ValueError(f"{path}, line {line}: the byte 0x{data[e.start]:02X} is not UTF-8; save the file as UTF-8") from None
    turkish = uses_turkish_casing(text)
    names = []
    for line in text.split("\\n"):
        if line.endswith("\\r"):
            line = line[:-1]
        line = line.strip(" \\t\\ufeff")
        if line:
            names.append("".join(lower_char(c, turkish) for c in line))
    return names


def uses_turkish_casing(text):
    """I -> ı when the file has a letter Turkish has and Western European alphabets do not: ğ Ğ ı İ,
    or ş Ş without Romanian's ă Ă ţ Ţ ș Ș ț Ț."""
    chars = set(text)
    romanian = bool(chars & set("ăĂţŢȘșȚț"))
    return bool(chars & set("ğĞıİ")) or (bool(chars & set("şŞ")) and not romanian)


def lower_char(c, turkish):
    """The page's lower-casing of one character: Python's own one-to-one mapping in the blocks the
    page's table covers (U+0000-U+017F, U+0370-U+052F), İ -> i; capitals elsewhere stay."""
    if c == "I" and turkish:
        return "ı"
    if c == "\\u0130":
        return "i"
    cp = ord(c)
    if cp < 0x180 or 0x370 <= cp <= 0x52F:
        low = c.lower()
        return low if len(low) == 1 else c
    return c


def build_dataset(words, stoi):
    """(context of BLOCK_SIZE ids, next id) for every character of every name and its end '.'."""
    X, Y = [], []
    for w in words:
        context = [0] * BLOCK_SIZE
        for ch in w + ".":
            ix = stoi[ch]
            X.append(context)
            Y.append(ix)
            context = context[1:] + [ix]
    return torch.tensor(X), torch.tensor(Y)


def lecture_split(words):
    """The lecture's split: vocabulary from every name, random.shuffle with SPLIT_SEED, 80/10/10."""
    chars = sorted(set("".join(words)))
    stoi = {s: i + 1 for i, s in enumerate(chars)}
    stoi["."] = 0
    random.seed(SPLIT_SEED)
    random.shuffle(words)
    n1, n2 = int(0.8 * len(words)), int(0.9 * len(words))
    return len(stoi), build_dataset(words[:n1], stoi), build_dataset(words[n1:n2], stoi)
`;
// The names file and the lecture's split as Python functions (they read BLOCK_SIZE and SPLIT_SEED):
// the notebooks' data cell (notebook.js) defines the same ones.
export const dataFunctions = DATA;

const MODULES = `
class Linear:
    """y = x @ weight (+ bias); weight [fan_in, fan_out] = randn / sqrt(fan_in) * gain, bias zeros."""

    def __init__(self, fan_in, fan_out, g, bias=True, gain=1.0):
        self.weight = torch.randn((fan_in, fan_out), generator=g) / fan_in ** 0.5
        if gain != 1.0:
            self.weight *= gain
        self.bias = torch.zeros(fan_out) if bias else None

    def __call__(self, x):
        self.out = x @ self.weight
        if self.bias is not None:
            self.out = self.out + self.bias
        return self.out

    def parameters(self):
        return [self.weight] + ([] if self.bias is None else [self.bias])


class BatchNorm1d:
    """The lecture's module: normalises with the unbiased batch variance x.var(0) in training."""

    def __init__(self, dim):
        self.training = True
        self.gamma, self.beta = torch.ones(dim), torch.zeros(dim)
        self.running_mean, self.running_var = torch.zeros(dim), torch.ones(dim)

    def __call__(self, x):
        if self.training:
            xmean, xvar = x.mean(0, keepdim=True), x.var(0, keepdim=True)
        else:
            xmean, xvar = self.running_mean, self.running_var
        self.out = self.gamma * (x - xmean) / torch.sqrt(xvar + EPS) + self.beta
        if self.training:
            with torch.no_grad():
                self.running_mean = (1 - MOMENTUM) * self.running_mean + MOMENTUM * xmean
                self.running_var = (1 - MOMENTUM) * self.running_var + MOMENTUM * xvar
        return self.out

    def parameters(self):
        return [self.gamma, self.beta]


class LayerNorm:
    """Each row normalised with its own mean and biased variance."""

    def __init__(self, dim):
        self.training = True
        self.gamma, self.beta = torch.ones(dim), torch.zeros(dim)

    def __call__(self, x):
        self.out = F.layer_norm(x, (x.shape[1],), self.gamma, self.beta, EPS)
        return self.out

    def parameters(self):
        return [self.gamma, self.beta]


class Tanh:
    training = True

    def __call__(self, x):
        self.out = torch.tanh(x)
        return self.out

    def parameters(self):
        return []
`;

const MODEL = `
def build_model(vocab_size, c):
    """C, then [Linear -> norm? -> Tanh] x (n_layer - 1), then Linear -> BatchNorm1d?; every weight
    drawn from one generator in that order. A Linear followed by a norm has no bias."""
    g = torch.Generator().manual_seed(c["seed"])
    C = torch.randn((vocab_size, N_EMBD), generator=g)
    layers, fan_in = [], N_EMBD * BLOCK_SIZE
    for _ in range(c["n_layer"] - 1):
        layers.append(Linear(fan_in, c["n_hidden"], g, bias=c["norm"] == "none", gain=c["gain"] * c["bad_init"]))
        if c["norm"] == "batch":
            layers.append(BatchNorm1d(c["n_hidden"]))
        if c["norm"] == "layer":
            layers.append(LayerNorm(c["n_hidden"]))
        layers.append(Tanh())
        fan_in = c["n_hidden"]
    layers.append(Linear(fan_in, vocab_size, g, bias=c["norm"] != "batch"))
    if c["norm"] == "batch":
        layers.append(BatchNorm1d(vocab_size))
    if c["fix_output"]:  # small first logits: the loss starts near ln V
        with torch.no_grad():
            if c["norm"] == "batch":
                layers[-1].gamma *= 0.1
            else:
                layers[-1].weight *= 0.1
    params = [C] + [p for layer in layers for p in layer.parameters()]
    for p in params:
        p.requires_grad = True
    return C, layers, params


def forward(C, layers, X):
    x = C[X].view(X.shape[0], -1)
    for layer in layers:
        x = layer(x)
    return x


def finite(t):
    return bool(torch.isfinite(t).all())


def evaluate(C, layers, X, Y, chunk=4096):
    """Mean cross-entropy over a whole split in eval mode (running statistics), chunk by chunk."""
    for layer in layers:
        layer.training = False
    total = 0.0
    with torch.no_grad():
        for i in range(0, X.shape[0], chunk):
            n = min(chunk, X.shape[0] - i)
            total += F.cross_entropy(forward(C, layers, X[i:i + n]), Y[i:i + n]).item() * n
    for layer in layers:
        layer.training = True
    return total / X.shape[0]
`;

const TRAIN = `
def train(C, layers, params, Xtr, Ytr, c):
    """Minibatch SGD, the minibatch rows from a second generator with the same seed. A step whose loss
    is not finite or above DIVERGENCE_LOSS, or whose activations or gradients are not finite, stops
    the run before its update (the page's rule)."""
    g = torch.Generator().manual_seed(c["seed"])
    losses = []
    for i in range(c["steps"]):
        lr = c["lr"] / 10 if c["schedule"] == "step" and i >= c["steps"] * 3 // 4 else c["lr"]
        ix = torch.randint(0, Xtr.shape[0], (c["batch_size"],), generator=g)
        logits = forward(C, layers, Xtr[ix])
        loss = F.cross_entropy(logits, Ytr[ix])
        if not all(finite(layer.out) for layer in layers) or not math.isfinite(loss.item()) or loss.item() > DIVERGENCE_LOSS:
            break
        for p in params:
            p.grad = None
        loss.backward()
        if not all(p.grad is None or finite(p.grad) for p in params):
            break
        with torch.no_grad():
            for p in params:
                if p.grad is not None:
                    p.data += -lr * p.grad
        losses.append(loss.item())
    return losses


def number(x):
    return x if math.isfinite(x) else None
`;

const MAIN = `

def main():
    if len(sys.argv) != 2:
        sys.exit("usage: python3 %s names.txt > run.json" % sys.argv[0])
    torch.set_num_threads(1)  # one summation order, run after run
    vocab_size, (Xtr, Ytr), (Xdev, Ydev) = lecture_split(read_names(sys.argv[1]))
    C, layers, params = build_model(vocab_size, CONFIG)
    losses = train(C, layers, params, Xtr, Ytr, CONFIG)
    train_loss, dev_loss = evaluate(C, layers, Xtr, Ytr), evaluate(C, layers, Xdev, Ydev)
    json.dump({"config": CONFIG, "losses": losses, "train": number(train_loss), "dev": number(dev_loss)}, sys.stdout)
    sys.stdout.write("\\n")


if __name__ == "__main__":
    main()
`;

// The script's parts: its imports (after the header lines), the settings as constants, every
// definition (data, modules, model, training), and main(), which runs them as a program. The
// playground's notebook (notebook.js) takes all but the header and main().
// config: the C++ names (playground_config.js exportConfig), or null for no CONFIG (the diagnostics'
// notebook: its runs have their own); recipe: the module's recipe() ({ seed, blockSize }).
export function scriptParts(config, recipe) {
  const constants = [
    '',
    ...(config ? ['# The playground\'s settings (the page\'s "export run" config).', configBlock(config)] : []),
    `SPLIT_SEED = ${pyLiteral(recipe.seed)}  # random.seed before the split's shuffle: the lesson's, fixed`,
    `BLOCK_SIZE = ${pyLiteral(recipe.blockSize)}  # characters of context`,
    'N_EMBD = 10  # embedding width',
    'EPS = 1e-5  # BatchNorm / LayerNorm',
    'MOMENTUM = 0.1  # BatchNorm running statistics',
    'DIVERGENCE_LOSS = 1000.0  # a loss above this stops the run, as on the page',
    '',
  ].join('\n');
  const imports = HEADER.slice(HEADER.indexOf('import json'));
  return {
    header: HEADER.slice(0, HEADER.indexOf('import json')),
    imports,
    constants,
    definitions: DATA + MODULES + MODEL + TRAIN,
    main: MAIN,
  };
}

// -> the script's text.
export function pytorchScript(config, recipe) {
  const p = scriptParts(config, recipe);
  return p.header + p.imports + p.constants + p.definitions + p.main;
}
