#!/usr/bin/python3
# model_ref.py — writes tests/reference/model_ref.txt, the fixture test_model.cpp / test_train.cpp
# check mm::MLP, mm::RawMLP, mm::Trainer and the sampler against: the lecture's modules in PyTorch,
# built with the same generator on the shipped public/names.txt split. Per config: every
# parameter's checksums, the logits and loss of the fixed probe batch, 10 SGD steps, running stats.
# Run with Debian's python3-torch:  /usr/bin/python3 tests/reference/model_ref.py
# The playground's "copy as PyTorch" script (web/src/pytorch/pytorch_script.js) writes these modules again, on
# purpose: an independent second check of the core, not generated from this file (see its header).
import pathlib
import sys

import torch
import torch.nn.functional as F

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import BLOCK_SIZE, PYTHON, ROOT, SEED, header_lines, lecture_split, read_names  # noqa: E402

VERSION = 1
N_EMBD = 10
TANH_GAIN = 5 / 3
PROBE_ROWS = 32
STEPS = 10
BATCH = 32
LR = 0.1
OUT = ROOT / "tests" / "reference" / "model_ref.txt"

# name: (norm, n_layer, n_hidden, bad_init, fix_output)
CONFIGS = {
    "bn6": ("batch", 6, 100, 1.0, True),    # the lecture's BN + Kaiming model (47024 parameters)
    "none6": ("none", 6, 100, 1.0, True),   # the same without BatchNorm
    "none2bad": ("none", 2, 200, 5.0, False),  # 5.4's saturated model
    "bn2bad": ("batch", 2, 100, 5.0, True),
    "ln3": ("layer", 3, 64, 1.0, True),     # LayerNorm blocks (output Linear keeps its bias)
}


# ---- the lecture's modules (5.12), plus LayerNorm ----------------------------------------------
class Linear:
    def __init__(self, fan_in, fan_out, g, bias=True):
        self.weight = torch.randn((fan_in, fan_out), generator=g) / fan_in ** 0.5
        self.bias = torch.zeros(fan_out) if bias else None

    def __call__(self, x):
        self.out = x @ self.weight
        if self.bias is not None:
            self.out = self.out + self.bias
        return self.out

    def parameters(self):
        return [self.weight] + ([] if self.bias is None else [self.bias])


class BatchNorm1d:
    def __init__(self, dim, eps=1e-5, momentum=0.1):
        self.eps, self.momentum, self.training = eps, momentum, True
        self.gamma, self.beta = torch.ones(dim), torch.zeros(dim)
        self.running_mean, self.running_var = torch.zeros(dim), torch.ones(dim)

    def __call__(self, x):
        if self.training:
            xmean, xvar = x.mean(0, keepdim=True), x.var(0, keepdim=True)
        else:
            xmean, xvar = self.running_mean, self.running_var
        xhat = (x - xmean) / torch.sqrt(xvar + self.eps)
        self.out = self.gamma * xhat + self.beta
        if self.training:
            with torch.no_grad():
                self.running_mean = (1 - self.momentum) * self.running_mean + self.momentum * xmean
                self.running_var = (1 - self.momentum) * self.running_var + self.momentum * xvar
        return self.out

    def parameters(self):
        return [self.gamma, self.beta]


class LayerNorm:
    def __init__(self, dim, eps=1e-5):
        self.eps, self.training = eps, True
        self.gamma, self.beta = torch.ones(dim), torch.zeros(dim)

    def __call__(self, x):
        self.out = F.layer_norm(x, (x.shape[1],), self.gamma, self.beta, self.eps)
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


def build_model(vocab, norm, n_layer, n_hidden, bad_init, fix_output):
    g = torch.Generator().manual_seed(SEED)
    C = torch.randn((vocab, N_EMBD), generator=g)
    layers, hidden, fan_in = [], [], N_EMBD * BLOCK_SIZE
    for _ in range(n_layer - 1):
        hidden.append(Linear(fan_in, n_hidden, g, bias=norm == "none"))
        layers.append(hidden[-1])
        if norm == "batch":
            layers.append(BatchNorm1d(n_hidden))
        if norm == "layer":
            layers.append(LayerNorm(n_hidden))
        layers.append(Tanh())
        fan_in = n_hidden
    layers.append(Linear(fan_in, vocab, g, bias=norm != "batch"))
    if norm == "batch":
        layers.append(BatchNorm1d(vocab))
    with torch.no_grad():
        for layer in hidden:  # the output Linear keeps the plain 1/sqrt(fan_in) scale
            layer.weight *= TANH_GAIN * bad_init
        if fix_output:
            if norm == "batch":
                layers[-1].gamma *= 0.1
            else:
                layers[-1].weight *= 0.1
    params = [C] + [p for layer in layers for p in layer.parameters()]
    names = ["C"]
    for i, layer in enumerate(layers):
        names += [f"layers.{i}.{n}" for n in (["weight", "bias"][: len(layer.parameters())])]
    for p in params:
        p.requires_grad = True
    return C, layers, params, names


def forward(C, layers, X):
    x = C[X].view(X.shape[0], -1)
    for layer in layers:
        x = layer(x)
    return x


def fmt(values):
    return " ".join(f"{float(v):.9g}" for v in values)


def sample_names(C, layers, itos, n, g):
    """makemore's sampling loop (eval mode), names without the closing '.'."""
    for layer in layers:
        layer.training = False
    out = []
    with torch.no_grad():
        for _ in range(n):
            context, name = [0] * BLOCK_SIZE, ""
            while True:
                logits = forward(C, layers, torch.tensor([context]))
                probs = F.softmax(logits, dim=1)
                ix = torch.multinomial(probs, num_samples=1, generator=g).item()
                context = context[1:] + [ix]
                if ix == 0 or len(name) >= 64:
                    break
                name += itos[ix]
            out.append(name)
    return out


def config_lines(key, cfg, Xtr, Ytr, vocab, itos):
    norm, n_layer, n_hidden, bad_init, fix_output = cfg
    C, layers, params, names = build_model(vocab, norm, n_layer, n_hidden, bad_init, fix_output)
    lines = [f"{key}/config {norm} {n_layer} {n_hidden} {bad_init:g} {int(fix_output)}",
             f"{key}/nparams {sum(p.nelement() for p in params)}",
             f"{key}/names {' '.join(names)}"]
    for name, p in zip(names, params):
        flat = p.detach().flatten()
        lines.append(f"{key}/param/{name} {fmt(list(p.shape))} | {fmt([flat.double().sum(), flat.double().abs().sum()])} "
                     f"| {fmt(flat[:3])}")
    ix = torch.randint(0, Xtr.shape[0], (PROBE_ROWS,), generator=torch.Generator().manual_seed(SEED))
    with torch.no_grad():
        logits = forward(C, layers, Xtr[ix])
        loss = F.cross_entropy(logits, Ytr[ix])
    if norm == "batch":  # that forward moved the running stats: rebuild so the steps start fresh
        C, layers, params, names = build_model(vocab, norm, n_layer, n_hidden, bad_init, fix_output)
    lines += [f"{key}/logits_row0 {fmt(logits[0])}",
              f"{key}/logits_abssum {float(logits.double().abs().sum()):.9g}",
              f"{key}/probe_loss {loss.item():.9g}"]
    g2 = torch.Generator().manual_seed(SEED)
    losses, ud = [], []
    for _ in range(STEPS):
        bix = torch.randint(0, Xtr.shape[0], (BATCH,), generator=g2)
        loss = F.cross_entropy(forward(C, layers, Xtr[bix]), Ytr[bix])
        for p in params:
            p.grad = None
        loss.backward()
        for p in params:
            p.data += -LR * p.grad
        with torch.no_grad():
            ud.append([((LR * p.grad).std() / p.data.std()).log10().item() for p in params])
        losses.append(loss.item())
    lines.append(f"{key}/losses {fmt(losses)}")
    lines.append(f"{key}/ud_first {fmt(ud[0])}")
    lines.append(f"{key}/ud_last {fmt(ud[-1])}")
    for i, layer in enumerate(layers):
        if isinstance(layer, BatchNorm1d):
            lines.append(f"{key}/running/layers.{i} {fmt([layer.running_mean.double().sum(), layer.running_var.double().sum()])}")
    for layer in layers:
        layer.training = False
    with torch.no_grad():
        lines.append(f"{key}/eval_probe_loss {F.cross_entropy(forward(C, layers, Xtr[ix]), Ytr[ix]).item():.9g}")
    return lines, (C, layers)


def raw_lines(key, fix, Xtr, Ytr, vocab):
    """Section 5.3's raw MLP: C, W1, b1, W2, b2 all randn from one generator, n_hidden 200."""
    g = torch.Generator().manual_seed(SEED)
    C = torch.randn((vocab, N_EMBD), generator=g)
    W1 = torch.randn((BLOCK_SIZE * N_EMBD, 200), generator=g)
    b1 = torch.randn(200, generator=g)
    W2 = torch.randn((200, vocab), generator=g)
    b2 = torch.randn(vocab, generator=g)
    if fix:
        W2, b2 = W2 * 0.01, b2 * 0
    params = [C, W1, b1, W2, b2]
    for p in params:
        p.requires_grad = True
    g2 = torch.Generator().manual_seed(SEED)
    losses = []
    for _ in range(STEPS):
        bix = torch.randint(0, Xtr.shape[0], (BATCH,), generator=g2)
        h = torch.tanh(C[Xtr[bix]].view(BATCH, -1) @ W1 + b1)
        loss = F.cross_entropy(h @ W2 + b2, Ytr[bix])
        for p in params:
            p.grad = None
        loss.backward()
        for p in params:
            p.data += -LR * p.grad
        losses.append(loss.item())
    return [f"{key}/losses {fmt(losses)}"]


def diag_lines(key, cfg, Xtr, Ytr, vocab):
    """The lecture's 5.13 diagnostics at init, train mode, on the 32-row probe batch."""
    C, layers, params, names = build_model(vocab, *cfg)
    ix = torch.randint(0, Xtr.shape[0], (PROBE_ROWS,), generator=torch.Generator().manual_seed(SEED))
    logits = forward(C, layers, Xtr[ix])
    for layer in layers:
        if isinstance(layer, Tanh):
            layer.out.retain_grad()
    F.cross_entropy(logits, Ytr[ix]).backward()
    lines = []
    for i, layer in enumerate(layers):
        if isinstance(layer, Tanh):
            t, g = layer.out, layer.out.grad
            sat = (t.abs() > 0.97).float().mean() * 100
            lines.append(f"{key}/diag/layers.{i} {fmt([t.mean(), t.std(), sat, g.mean(), g.std()])}")
    for name, p in zip(names, params):
        if p.ndim == 2:
            lines.append(f"{key}/diag/{name} {fmt([p.grad.mean(), p.grad.std(), p.grad.std() / p.std()])}")
    return lines


def bn_stage_lines(Xtr, vocab):
    """5.7: first Linear's output, normalised with the unbiased var, then tanh (1000-row probe)."""
    C, layers = build_model(vocab, "batch", 2, 100, 3.0, False)[:2]
    ix = torch.randint(0, Xtr.shape[0], (1000,), generator=torch.Generator().manual_seed(SEED))
    with torch.no_grad():
        hpre = layers[0](C[Xtr[ix]].view(1000, -1))
        xhat = (hpre - hpre.mean(0, keepdim=True)) / torch.sqrt(hpre.var(0, keepdim=True) + 1e-5)
        h = torch.tanh(xhat)
    return [f"bn_stages {fmt([hpre.mean(), hpre.std(), xhat.mean(), xhat.std(), h.mean(), h.std()])}",
            f"bn_stages/batch_var_sum {float(hpre.var(0).double().sum()):.9g}"]


def multinomial_lines():
    """torch.multinomial(probs, 1): an exponential race, argmax(p / Exp(1)), on the generator."""
    probs = F.softmax(torch.linspace(-2.0, 2.0, 27).view(1, 27) ** 2, dim=1)
    g = torch.Generator().manual_seed(SEED)
    draws = [torch.multinomial(probs, 1, generator=g).item() for _ in range(200)]
    return [f"multinomial/probs {fmt(probs[0])}", f"multinomial/draws {' '.join(map(str, draws))}"]


def main():
    data, words = read_names()
    chars, _, (Xtr, Ytr) = lecture_split(words)[:3]
    Xtr, Ytr, itos = torch.tensor(Xtr), torch.tensor(Ytr), ["."] + chars  # [Ntr,T] [Ntr]
    vocab = len(itos)
    lines = header_lines("model_ref", VERSION, data, [f"torch {torch.__version__}", PYTHON]) + [
        f"# seed {SEED}, float32, n_embd {N_EMBD}, block_size {BLOCK_SIZE}, probe batch {PROBE_ROWS} rows, "
        f"{STEPS} SGD steps batch {BATCH} lr {LR}",
        "# param lines: shape | sum abssum (double) | first three values",
    ]
    models = {}
    for key, cfg in CONFIGS.items():
        more, models[key] = config_lines(key, cfg, Xtr, Ytr, vocab, itos)
        lines += more
    lines += raw_lines("raw_nofix", False, Xtr, Ytr, vocab)
    lines += raw_lines("raw_fix", True, Xtr, Ytr, vocab)
    lines += multinomial_lines()
    lines += diag_lines("none6", CONFIGS["none6"], Xtr, Ytr, vocab)
    lines += diag_lines("bn6", CONFIGS["bn6"], Xtr, Ytr, vocab)
    lines += bn_stage_lines(Xtr, vocab)
    C, layers = build_model(vocab, "none", 6, 100, 1.0, True)[:2]  # untrained: garbage names, exact draws
    lines.append(f"sample/none6_init {','.join(sample_names(C, layers, itos, 20, torch.Generator().manual_seed(SEED + 10)))}")
    OUT.write_text("\n".join(lines) + "\n")
    print("\n".join(line[:160] for line in lines))


if __name__ == "__main__":
    main()
