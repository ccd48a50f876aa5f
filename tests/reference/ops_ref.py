#!/usr/bin/python3
# ops_ref.py — writes ops_ref.txt, the PyTorch fixture for tests/native/test_ops.cpp and
# test_layers.cpp: inputs, forward values and gradients of a handful of ops and layers, plus the
# lecture's Linear init for seed 2147483647. Inputs are float32 randn draws (exact in both
# builds), the math runs in float64; every case backpropagates a stored upstream gradient `R`.
# Run with Debian's python3-torch: /usr/bin/python3 tests/reference/ops_ref.py
import os
import platform

import torch

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ops_ref.txt")
LINES = []


def emit(name, t):
    """One line: name, shape as d0,d1,.. ('-' for 0-d), then the values."""
    t = torch.as_tensor(t).detach()
    shape = ",".join(str(d) for d in t.shape) if t.dim() > 0 else "-"
    fmt = "%.9g" if t.dtype == torch.float32 else "%.17g"
    vals = t.flatten().tolist()
    LINES.append(name + " " + shape + " " + " ".join(fmt % v for v in vals))


def draw(seed, *shape, scale=1.0, shift=0.0):
    """float32 randn from a seeded generator, widened to float64 (exactly representable in float)."""
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(*shape, generator=g) * scale + shift
    return x.double().requires_grad_(True)


def run(case, inputs, fn):
    """Forward fn(*inputs), backward with a stored upstream gradient R; emit inputs, out, grads."""
    out = fn(*inputs.values())
    r = draw(hash_seed(case), *out.shape).detach() if out.dim() > 0 else torch.tensor(1.0, dtype=torch.float64)
    out.backward(r)
    for k, v in inputs.items():
        emit(case + "." + k, v)
    emit(case + ".R", r)
    emit(case + ".out", out)
    for k, v in inputs.items():
        emit(case + ".d" + k, v.grad)


def hash_seed(name):
    return sum((i + 1) * ord(c) for i, c in enumerate(name))  # deterministic, unlike hash()


def op_cases():
    run("matmul", {"a": draw(1, 4, 3), "b": draw(2, 3, 5)}, lambda a, b: a @ b)
    run("linear", {"x": draw(3, 4, 3), "w": draw(4, 3, 5), "b": draw(5, 5)}, lambda x, w, b: x @ w + b)
    run("add_BD_D", {"a": draw(6, 4, 3), "b": draw(7, 3)}, lambda a, b: a + b)
    run("mul_B1_BD", {"a": draw(8, 4, 1), "b": draw(9, 4, 3)}, lambda a, b: a * b)
    run("div_BD_D", {"a": draw(10, 4, 3), "b": draw(11, 3, scale=0.2, shift=1.5)}, lambda a, b: a / b)
    run("sub_B1_1D", {"a": draw(12, 4, 1), "b": draw(13, 1, 3)}, lambda a, b: a - b)
    # every unary op in one expression (relu's input stays away from 0: |x| >= 0.1 below)
    x = draw(14, 3, 4)
    with torch.no_grad():
        x += torch.sign(x) * 0.1
    run("unary", {"x": x},
        lambda x: torch.tanh(x) + torch.exp(x * 0.5) * torch.relu(x) - torch.log(torch.sqrt(x * x + 1.0))
        + (x * x + 1.0).pow(1.5) / 3.0 - (-x + 2.0).neg())
    for axis in (0, 1, 2):
        for unbiased in (True, False):
            run("var_ax%d_%s" % (axis, "unb" if unbiased else "b"), {"x": draw(15, 2, 3, 4)},
                lambda x, a=axis, u=unbiased: x.var(dim=a, unbiased=u))
    run("mean_ax1_keep", {"x": draw(16, 2, 3, 4)}, lambda x: x.mean(dim=1, keepdim=True))
    run("sum_ax-1", {"x": draw(17, 2, 3, 4)}, lambda x: x.sum(dim=-1))
    targets = torch.tensor([0, 6, 3, 3, 1])
    emit("ce.targets", targets.double())
    run("ce", {"logits": draw(18, 5, 7)}, lambda l: torch.nn.functional.cross_entropy(l, targets))
    emit("ce_huge.targets", targets[:3].double())
    run("ce_huge", {"logits": draw(19, 3, 7, scale=1e4)},
        lambda l: torch.nn.functional.cross_entropy(l, targets[:3]))
    # embedding-style lookup with repeated rows, flattened per context, concatenated with a side input
    idx = torch.tensor([2, 0, 2, 2, 4, 2])
    emit("gather.idx", idx.double())
    run("gather", {"table": draw(20, 5, 2), "side": draw(21, 2, 3)},
        lambda t, s: torch.cat([t[idx].view(2, 6), s], dim=1))


def batchnorm_cases():
    x = draw(30, 6, 4, scale=2.0, shift=0.5)
    bn = torch.nn.BatchNorm1d(4, dtype=torch.float64)  # biased var in the normalisation
    with torch.no_grad():
        bn.weight.copy_(draw(31, 4, scale=0.3, shift=1.0))
        bn.bias.copy_(draw(32, 4))
    emit("bn_train.weight", bn.weight)
    emit("bn_train.bias", bn.bias)
    run("bn_train", {"x": x}, bn)
    emit("bn_train.dweight", bn.weight.grad)
    emit("bn_train.dbias", bn.bias.grad)
    emit("bn_train.running_mean", bn.running_mean)
    emit("bn_train.running_var", bn.running_var)  # unbiased batch var inside the EMA
    bn.zero_grad()
    bn.eval()  # uses the running stats just written
    run("bn_eval", {"x": draw(33, 5, 4)}, bn)
    emit("bn_eval.dweight", bn.weight.grad)
    emit("bn_eval.dbias", bn.bias.grad)
    # the lecture's own BatchNorm1d: normalises with the unbiased x.var(0); momentum 0.001 as in
    # the lecture's training loop
    x = draw(34, 6, 4, scale=2.0, shift=0.5)

    def lecture_bn(x, weight, bias):
        xhat = (x - x.mean(0, keepdim=True)) / torch.sqrt(x.var(0, keepdim=True) + 1e-5)
        return weight * xhat + bias

    run("bn_lecture", {"x": x, "weight": draw(35, 4, scale=0.3, shift=1.0), "bias": draw(36, 4)}, lecture_bn)
    with torch.no_grad():
        emit("bn_lecture.running_mean", 0.999 * torch.zeros(4, dtype=torch.float64) + 0.001 * x.mean(0))
        emit("bn_lecture.running_var", 0.999 * torch.ones(4, dtype=torch.float64) + 0.001 * x.var(0))


def layernorm_cases():
    ln = torch.nn.LayerNorm(5, dtype=torch.float64)
    with torch.no_grad():
        ln.weight.copy_(draw(40, 5, scale=0.3, shift=1.0))
        ln.bias.copy_(draw(41, 5))
    emit("ln.weight", ln.weight)
    emit("ln.bias", ln.bias)
    run("ln", {"x": draw(42, 3, 5, scale=2.0)}, ln)
    emit("ln.dweight", ln.weight.grad)
    emit("ln.dbias", ln.bias.grad)
    plain = torch.nn.LayerNorm(5, elementwise_affine=False, dtype=torch.float64)
    run("ln_plain", {"x": draw(43, 3, 5)}, plain)
    # the 003 lesson's rows: LayerNorm alone, BatchNorm (train, biased) among two others
    rows = torch.tensor([[1.0, 5, -2, 3], [2, 4, -1, 2], [0, 6, -3, 4]], dtype=torch.float64)
    emit("lesson.rows", rows)
    emit("lesson.ln", torch.nn.functional.layer_norm(rows, (4,)))
    emit("lesson.bn", torch.nn.functional.batch_norm(rows, None, None, training=True))


def linear_init_cases():
    # The lecture's Linear: randn((fan_in, fan_out), generator=g) / fan_in**0.5, then *= gain;
    # two layers drawn in order from one generator (C is not drawn here).
    g = torch.Generator().manual_seed(2147483647)
    w1 = torch.randn((30, 100), generator=g) / 30**0.5
    w1 *= 5 / 3
    w2 = torch.randn((100, 27), generator=g) / 100**0.5
    emit("init.w1", w1)
    emit("init.w2", w2)


def main():
    torch.set_grad_enabled(True)
    op_cases()
    batchnorm_cases()
    layernorm_cases()
    linear_init_cases()
    header = "# ops_ref v1 torch=%s python=%s (float64 math on float32-exact inputs; init.* float32)" % (
        torch.__version__, platform.python_version())
    with open(OUT, "w") as f:
        f.write(header + "\n" + "\n".join(LINES) + "\n")
    print("wrote", OUT, len(LINES), "lines")


if __name__ == "__main__":
    main()
