#!/usr/bin/python3
# lesson_ref.py — writes tests/reference/lesson_ref.txt, the fixture test_lesson.cpp checks every
# lesson figure against: the lecture's recipe (docs/lesson.md, the per-figure tables) run by PyTorch on the
# shipped public/names.txt. Initialisation figures in full; training runs only short (200 steps),
# so the suite stays fast. One `key value...` line per figure. lesson_full_ref.py (the 20000-step
# runs) and trained_ref.py (the JS and bench tests' short runs) import its model and runs.
# Run with Debian's python3-torch:  /usr/bin/python3 tests/reference/lesson_ref.py
# The playground's "copy as PyTorch" script (web/src/pytorch/pytorch_script.js) writes these modules and runs again, on
# purpose: an independent second check of the core, not generated from this file (see its header).
import math
import pathlib
import re
import statistics
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import BLOCK_SIZE, PYTHON, ROOT, SEED, header_lines, lecture_split, read_names  # noqa: E402

VERSION = 1
N_EMBD = 10
TANH_GAIN = 5 / 3
SHORT_STEPS = 200  # the hockey stick, and the four 5.13 scenarios cut short
OUT = ROOT / "tests" / "reference" / "lesson_ref.txt"


def probe(n_rows, count):
    """A fixed probe batch: the first randint of a fresh generator seeded SEED."""
    return torch.randint(0, n_rows, (count,), generator=torch.Generator().manual_seed(SEED))


# ---- the lecture's modules (5.12) ------------------------------------------------------------
class Linear:
    def __init__(self, fan_in, fan_out, g, bias=True, gain=1.0):
        self.weight = torch.randn((fan_in, fan_out), generator=g) / fan_in ** 0.5
        if gain != 1.0:
            self.weight = self.weight * gain
        self.bias = torch.zeros(fan_out) if bias else None

    def __call__(self, x):
        self.out = x @ self.weight
        if self.bias is not None:
            self.out = self.out + self.bias
        return self.out

    def parameters(self):
        return [self.weight] + ([] if self.bias is None else [self.bias])


class BatchNorm1d:
    """The lecture's module: normalises with the unbiased batch variance x.var(0); biased=True
    normalises with the biased one, as torch.nn.BatchNorm1d does (running_var stays unbiased)."""

    def __init__(self, dim, eps=1e-5, momentum=0.1, biased=False):
        self.eps, self.momentum, self.training, self.biased = eps, momentum, True, biased
        self.track_running_stats = True
        self.gamma, self.beta = torch.ones(dim), torch.zeros(dim)
        self.running_mean, self.running_var = torch.zeros(dim), torch.ones(dim)

    def __call__(self, x):
        if self.training:
            xmean, xvar = x.mean(0, keepdim=True), x.var(0, keepdim=True)
            xnorm = x.var(0, keepdim=True, unbiased=False) if self.biased else xvar
        else:
            xmean, xvar = self.running_mean, self.running_var
            xnorm = xvar
        xhat = (x - xmean) / torch.sqrt(xnorm + self.eps)
        self.out = self.gamma * xhat + self.beta
        if self.training and self.track_running_stats:
            with torch.no_grad():
                self.running_mean = (1 - self.momentum) * self.running_mean + self.momentum * xmean
                self.running_var = (1 - self.momentum) * self.running_var + self.momentum * xvar
        return self.out

    def parameters(self):
        return [self.gamma, self.beta]


class Tanh:
    def __call__(self, x):
        self.out = torch.tanh(x)
        return self.out

    def parameters(self):
        return []


class ReLU:
    def __call__(self, x):
        self.out = torch.relu(x)
        return self.out

    def parameters(self):
        return []


def build_model(vocab, n_hidden, n_layer, fix_output, use_bn, bad_init, gain=TANH_GAIN, biased_bn=False, act=Tanh):
    """C first, then each Linear weight in order, from one generator. Hidden blocks
    Linear(bias = not use_bn) -> [BN] -> Tanh (or act) with weights randn/sqrt(fan_in) * gain*bad_init;
    the output Linear keeps the plain 1/sqrt(fan_in) scale (the fix does the shrinking)."""
    g = torch.Generator().manual_seed(SEED)
    C = torch.randn((vocab, N_EMBD), generator=g)
    layers, fan_in = [], N_EMBD * BLOCK_SIZE
    for _ in range(n_layer - 1):
        layers.append(Linear(fan_in, n_hidden, g, bias=not use_bn, gain=gain * bad_init))
        if use_bn:
            layers.append(BatchNorm1d(n_hidden, biased=biased_bn))
        layers.append(act())
        fan_in = n_hidden
    layers.append(Linear(fan_in, vocab, g, bias=not use_bn))
    if use_bn:
        layers.append(BatchNorm1d(vocab, biased=biased_bn))
    if fix_output:
        if use_bn:
            layers[-1].gamma = layers[-1].gamma * 0.1
        else:
            layers[-1].weight = layers[-1].weight * 0.1
    params = [C] + [p for l in layers for p in l.parameters()]
    for p in params:
        p.requires_grad = True
    return C, layers, params


def forward(C, layers, X):
    x = C[X].view(X.shape[0], -1)
    for l in layers:
        x = l(x)
    return x


def set_training(layers, on):
    for l in layers:
        l.training = on


@torch.no_grad()
def evaluate(C, layers, X, Y):
    set_training(layers, False)
    loss = F.cross_entropy(forward(C, layers, X), Y).item()
    set_training(layers, True)
    return loss


def train(C, layers, params, X, Y, steps, lr=0.1, batch_size=32, ud=None):
    gb = torch.Generator().manual_seed(SEED)
    losses = []
    for _ in range(steps):
        ix = torch.randint(0, X.shape[0], (batch_size,), generator=gb)
        loss = F.cross_entropy(forward(C, layers, X[ix]), Y[ix])
        for p in params:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params:
                p.data += -lr * p.grad
            if ud is not None:
                ud.append([(lr * p.grad.std() / p.data.std()).log10().item() for p in params])
        losses.append(loss.item())
    return losses


def gradient_per_layer(C, layers, params, X, Y):
    """Std of every Linear weight gradient after one train-mode forward/backward on the fixed
    32-row probe batch; the running statistics are left untouched."""
    ix = probe(X.shape[0], 32)
    for l in layers:
        if isinstance(l, BatchNorm1d):
            l.track_running_stats = False
    for p in params:
        p.grad = None
    F.cross_entropy(forward(C, layers, X[ix]), Y[ix]).backward()
    for l in layers:
        if isinstance(l, BatchNorm1d):
            l.track_running_stats = True
    return [l.weight.grad.std().item() for l in layers if isinstance(l, Linear)]


# ---- 5.3 the raw MLP -------------------------------------------------------------------------
def raw_mlp(vocab, fix, n_hidden=200):
    g = torch.Generator().manual_seed(SEED)
    C = torch.randn((vocab, N_EMBD), generator=g)
    W1 = torch.randn((BLOCK_SIZE * N_EMBD, n_hidden), generator=g)
    b1 = torch.randn(n_hidden, generator=g)
    W2 = torch.randn((n_hidden, vocab), generator=g)
    b2 = torch.randn(vocab, generator=g)
    if fix:
        W2, b2 = W2 * 0.01, b2 * 0.0
    params = [C, W1, b1, W2, b2]
    for p in params:
        p.requires_grad = True
    return params


def raw_loss(params, X, Y):
    C, W1, b1, W2, b2 = params
    h = torch.tanh(C[X].view(X.shape[0], -1) @ W1 + b1)
    return F.cross_entropy(h @ W2 + b2, Y)


def hockey_stick(vocab, fix, X, Y, steps=SHORT_STEPS, lr=0.1, batch_size=32):
    params = raw_mlp(vocab, fix)
    gb = torch.Generator().manual_seed(SEED)
    hist = []
    for _ in range(steps):
        ix = torch.randint(0, X.shape[0], (batch_size,), generator=gb)
        loss = raw_loss(params, X[ix], Y[ix])
        hist.append(loss.item())
        for p in params:
            p.grad = None
        loss.backward()
        for p in params:
            p.data += -lr * p.grad
    return hist


# ---- 000 residual connections and post-norm --------------------------------------------------
def random_sublayer(size, seed, std=0.2):
    torch.manual_seed(seed)
    layer = nn.Linear(size, size)
    nn.init.normal_(layer.weight, std=std)
    return layer


def residual_grad_norm(depth, residual, size=16):
    torch.manual_seed(1)
    x = torch.randn(1, size, requires_grad=True)
    h = x
    for i in range(depth):
        sub = random_sublayer(size, seed=100 + i)
        h = h + torch.tanh(sub(h)) if residual else torch.tanh(sub(h))
    h.sum().backward()
    return x.grad.norm().item()


def residual_block_lines(size=16):
    """One block y = x + tanh(sub(x)) on the stacks' input: y, and dL/dx for L = y.sum()."""
    torch.manual_seed(1)
    x = torch.randn(1, size, requires_grad=True)
    sub = random_sublayer(size, seed=100)
    y = x + torch.tanh(sub(x))
    y.sum().backward()
    return [fmt("residual_block.y", y[0].tolist()), fmt("residual_block.grad_x", x.grad[0].tolist())]


def post_norm_norms(blocks=50, size=16):
    torch.manual_seed(1)
    x = torch.randn(1, size)
    norms = [x.norm().item()]
    with torch.no_grad():
        for i in range(blocks):
            sub = random_sublayer(size, seed=100 + i)
            x = nn.LayerNorm(size)(x + torch.tanh(sub(x)))
            norms.append(x.norm().item())
    return norms


# ---- the figures -----------------------------------------------------------------------------
def fmt(name, values):
    if not isinstance(values, (list, tuple)):
        values = [values]
    return name + " " + " ".join(str(v) if isinstance(v, int) else "%.9g" % v for v in values)


def init_figures(vocab, Xtr, Ytr):
    out = []
    with torch.no_grad():
        out.append(fmt("starting_loss.no_fix", raw_loss(raw_mlp(vocab, False), Xtr, Ytr).item()))
        out.append(fmt("starting_loss.fix", raw_loss(raw_mlp(vocab, True), Xtr, Ytr).item()))
    out.append(fmt("hockey.no_fix", hockey_stick(vocab, False, Xtr, Ytr)))
    out.append(fmt("hockey.fix", hockey_stick(vocab, True, Xtr, Ytr)))
    with torch.no_grad():
        Xb = Xtr[probe(Xtr.shape[0], 1000)]
        for key, bad in (("bad_init", 5.0), ("kaiming", 1.0)):
            C, layers, _ = build_model(vocab, 200, 2, False, False, bad)
            forward(C, layers, Xb)
            out.append(fmt("saturation_pct." + key, ((layers[1].out.abs() > 0.97).float().mean() * 100).item()))
        C, layers, _ = build_model(vocab, 100, 2, False, False, 5.0)
        forward(C, layers, Xtr[probe(Xtr.shape[0], 24)])
        dead = torch.where((layers[1].out.abs() > 0.97).all(dim=0))[0].tolist()
        out.append(fmt("dead_neurons.count", len(dead)))
        out.append(fmt("dead_neurons.indices", dead))
        for key, gain in (("naive", 1.0), ("kaiming", TANH_GAIN)):
            C, layers, _ = build_model(vocab, 200, 6, False, False, 1.0, gain=gain)
            forward(C, layers, Xb)
            out.append(fmt("activation_std." + key, [l.out.std().item() for l in layers if isinstance(l, Tanh)]))
            out.append(fmt("activation_saturation_pct." + key,
                           [((l.out.abs() > 0.97).float().mean() * 100).item() for l in layers if isinstance(l, Tanh)]))
        # the Kaiming tab's ReLU stack: the same draws, ReLU in place of tanh; gain 1 vs ReLU's sqrt(2)
        for key, gain in (("relu_naive", 1.0), ("relu_kaiming", math.sqrt(2))):
            C, layers, _ = build_model(vocab, 200, 6, False, False, 1.0, gain=gain, act=ReLU)
            forward(C, layers, Xb)
            out.append(fmt("activation_std." + key, [l.out.std().item() for l in layers if isinstance(l, ReLU)]))
            out.append(fmt("activation_inactive_pct." + key,
                           [((l.out == 0).float().mean() * 100).item() for l in layers if isinstance(l, ReLU)]))
        C, layers, _ = build_model(vocab, 100, 2, False, True, 3.0)
        hpre = layers[0](C[Xb].view(Xb.shape[0], -1))
        xhat = (hpre - hpre.mean(0, keepdim=True)) / torch.sqrt(hpre.var(0, keepdim=True) + 1e-5)
        h = torch.tanh(xhat)
        out.append(fmt("bn_forward", [hpre.mean().item(), hpre.std().item(), xhat.mean().item(),
                                      xhat.std().item(), h.mean().item(), h.std().item()]))
    for depth in (5, 20, 50):
        out.append(fmt("residual_grad_norm.%d" % depth,
                       [residual_grad_norm(depth, False), residual_grad_norm(depth, True)]))
    out.append(fmt("post_norm_norms", post_norm_norms()))
    out += residual_block_lines()
    return out


SCENARIOS = [("no_bn_kaiming", False, 1.0), ("bn_kaiming", True, 1.0),
             ("bn_bad_init", True, 5.0), ("no_bn_bad_init", False, 5.0)]


def scenario_run(vocab, Xtr, Ytr, Xdev, Ydev, use_bn, bad, steps, ud_window=None):
    """One 5.13 run: build_model(100, 6, fix_output=True, use_bn, bad) trained `steps` SGD
    steps (0: the untrained model). Returns a dict: the minibatch losses, the train and dev losses
    (eval mode), the weight-gradient std per Linear layer on the 32-row probe and its spread, and
    with ud_window each parameter's update:data median over steps 1..ud_window, sorted."""
    C, layers, params = build_model(vocab, 100, 6, True, use_bn, bad)
    ud = [] if ud_window else None
    r = {"losses": train(C, layers, params, Xtr, Ytr, steps, ud=ud)}
    r["train"], r["dev"] = evaluate(C, layers, Xtr, Ytr), evaluate(C, layers, Xdev, Ydev)
    r["grad_std"] = gradient_per_layer(C, layers, params, Xtr, Ytr)
    r["grad_spread"] = max(r["grad_std"]) / min(r["grad_std"])
    if ud:
        r["ud_medians"] = sorted(statistics.median(col) for col in zip(*ud[:ud_window]))  # each parameter
    return r


def ud_summary(meds):
    """5.14's three numbers: the median and the range of the per-parameter medians."""
    return [statistics.median(meds), meds[0], meds[-1]]


def scenario_figures(vocab, Xtr, Ytr, Xdev, Ydev):
    out = [fmt("scenario_steps", SHORT_STEPS)]
    for name, use_bn, bad in SCENARIOS:
        r = scenario_run(vocab, Xtr, Ytr, Xdev, Ydev, use_bn, bad, SHORT_STEPS,
                         ud_window=SHORT_STEPS if name == "bn_kaiming" else None)
        out.append(fmt("scenarios.%s.losses" % name, r["losses"]))
        out.append(fmt("scenarios.%s.train_dev" % name, [r["train"], r["dev"]]))
        if name in ("no_bn_kaiming", "bn_kaiming"):
            key = "bn" if use_bn else "no_bn"
            out.append(fmt("grad_std." + key, r["grad_std"]))
            out.append(fmt("grad_spread." + key, r["grad_spread"]))
        if "ud_medians" in r:
            out.append(fmt("update_data_log10.per_param", r["ud_medians"]))
            out.append(fmt("update_data_log10.median_min_max", ud_summary(r["ud_medians"])))
    return out


def cpu_capability():
    m = re.search(r"CPU capability usage: (\S+)", torch.__config__.show())
    return m.group(1) if m else "unknown"


def lecture_tensors(words):
    """The lecture's split of `words` (shuffled in place) as tensors: (V, Xtr [N,T], Ytr [N], Xdev, Ydev)."""
    _, stoi, train, dev, _ = lecture_split(words)
    (Xtr, Ytr), (Xdev, Ydev) = map(torch.tensor, train), map(torch.tensor, dev)
    return len(stoi), Xtr, Ytr, Xdev, Ydev


def version_parts():
    return [f"torch {torch.__version__}", PYTHON, f"cpu {cpu_capability()}"]


def main():
    torch.set_num_threads(1)
    data, words = read_names()
    vocab, Xtr, Ytr, Xdev, Ydev = lecture_tensors(words)
    lines = header_lines("lesson_ref", VERSION, data, version_parts()) + [
        "# seed %d, float32, n_embd %d, block_size %d; scenarios cut to %d steps"
        % (SEED, N_EMBD, BLOCK_SIZE, SHORT_STEPS),
    ]
    lines += init_figures(vocab, Xtr, Ytr)
    lines += scenario_figures(vocab, Xtr, Ytr, Xdev, Ydev)
    OUT.write_text("\n".join(lines) + "\n")
    for l in lines:
        print(l if len(l) < 160 else l[:157] + "...")
    print("log(27) =", math.log(27))


if __name__ == "__main__":
    main()
