#!/usr/bin/python3
# norm_ref.py — writes tests/reference/norm_ref.txt, the fixture tests/native/lesson/test_norm_matrix.cpp checks
# compute_norm against: PyTorch's F.layer_norm, F.batch_norm (train: biased batch variance; eval:
# running statistics) and the lecture's BatchNorm (unbiased x.var(0)), in float64, with autograd
# gradients of L = sum(y * grad_out). v2 adds the precision cases: values near ±60 with spread 0.01,
# where float32 loses ~1e-3 of y and of the gradients (compute_norm must agree to 1e-9).
# Run from anywhere:  /usr/bin/python3 tests/reference/norm_ref.py
import pathlib

import torch
import torch.nn.functional as F

VERSION = 2
OUT = pathlib.Path(__file__).resolve().parents[1] / "reference" / "norm_ref.txt"
DT = torch.float64


def lecture_batchnorm(x, gamma, beta, eps):
    """The lecture's BatchNorm1d in train mode: normalise with the unbiased batch variance."""
    mean = x.mean(0, keepdim=True)
    var = x.var(0, keepdim=True, unbiased=True)
    return gamma * (x - mean) / torch.sqrt(var + eps) + beta, mean[0], var[0]


def run(case):
    """Forward + backward of one case; returns the dict of fields to write."""
    x = case["x"].clone().requires_grad_(True)
    B, D = x.shape
    gamma = (case.get("gamma", torch.ones(D, dtype=DT))).clone().requires_grad_(True)
    beta = (case.get("beta", torch.zeros(D, dtype=DT))).clone().requires_grad_(True)
    grad_out = case.get("grad_out", torch.ones(B, D, dtype=DT))
    eps = case["eps"]
    if case["kind"] == "layer":
        y = F.layer_norm(x, (D,), gamma, beta, eps)
        mean, var = x.detach().mean(1), x.detach().var(1, unbiased=False)
    elif case["mode"] == "eval":
        mean = case.get("running_mean", torch.zeros(D, dtype=DT))
        var = case.get("running_var", torch.ones(D, dtype=DT))
        y = F.batch_norm(x, mean.clone(), var.clone(), gamma, beta, training=False, eps=eps)
    elif case["variance"] == "biased":
        y = F.batch_norm(x, None, None, gamma, beta, training=True, eps=eps)
        mean, var = x.detach().mean(0), x.detach().var(0, unbiased=False)
    else:
        y, mean, var = lecture_batchnorm(x, gamma, beta, eps)
        mean, var = mean.detach(), var.detach()
    y.backward(grad_out)
    out = {k: case[k] for k in ("x", "grad_out", "gamma", "beta", "running_mean", "running_var") if k in case}
    out.update(y=y.detach(), grad_x=x.grad, grad_gamma=gamma.grad, grad_beta=beta.grad, mean=mean, var=var)
    return out


def cases():
    g = torch.Generator().manual_seed(1234)

    def randn(*shape, scale=1.0, shift=0.0):
        return torch.randn(*shape, generator=g, dtype=DT) * scale + shift

    lecture_row = [1, 5, -2, 3]
    const_col = randn(6, 4, scale=2.0)
    const_col[:, 2] = 7.0
    return [
        dict(name="ln_lecture_batch", kind="layer", mode="train", variance="biased", eps=1e-5,
             x=torch.tensor([lecture_row, [100, -50, 20, 0], [0, 0, 0, 0.0001]], dtype=DT), grad_out=randn(3, 4)),
        dict(name="ln_affine", kind="layer", mode="train", variance="biased", eps=1e-3,
             x=randn(5, 6, scale=3.0, shift=1.0), gamma=randn(6), beta=randn(6), grad_out=randn(5, 6)),
        dict(name="ln_affine_default_grad_out_eval", kind="layer", mode="eval", variance="biased", eps=1e-5,
             x=randn(4, 3, scale=0.5), gamma=randn(3), beta=randn(3)),
        dict(name="ln_one_feature", kind="layer", mode="train", variance="biased", eps=1e-5,
             x=torch.tensor([[3.0], [-2.0]], dtype=DT), beta=torch.tensor([0.5], dtype=DT), grad_out=randn(2, 1)),
        dict(name="bn_train_biased_lecture_batch", kind="batch", mode="train", variance="biased", eps=1e-5,
             x=torch.tensor([lecture_row, [50, -20, 10, 0], [-10, 10, 5, -5]], dtype=DT), grad_out=randn(3, 4)),
        dict(name="bn_train_biased_affine", kind="batch", mode="train", variance="biased", eps=0.5,
             x=randn(8, 5, scale=2.0, shift=-1.0), gamma=randn(5), beta=randn(5), grad_out=randn(8, 5)),
        dict(name="bn_train_biased_constant_column", kind="batch", mode="train", variance="biased", eps=1e-5,
             x=const_col, gamma=randn(4), grad_out=randn(6, 4)),
        dict(name="bn_train_unbiased_affine", kind="batch", mode="train", variance="unbiased", eps=1e-5,
             x=randn(8, 5, scale=4.0, shift=3.0), gamma=randn(5), beta=randn(5), grad_out=randn(8, 5)),
        dict(name="bn_train_unbiased_two_rows", kind="batch", mode="train", variance="unbiased", eps=1e-5,
             x=randn(2, 3), grad_out=randn(2, 3)),
        dict(name="bn_eval_running_stats", kind="batch", mode="eval", variance="biased", eps=1e-5,
             x=randn(4, 5), gamma=randn(5), beta=randn(5), grad_out=randn(4, 5),
             running_mean=randn(5, scale=0.3), running_var=randn(5).abs() + 0.2),
        dict(name="bn_eval_one_row_defaults", kind="batch", mode="eval", variance="unbiased", eps=1e-5,
             x=torch.tensor([lecture_row], dtype=DT), grad_out=randn(1, 4)),
    ]


def precision_cases():
    """Values near ±60 with spread 0.01: x - mean keeps 4 of float32's 7 digits. Own generator,
    so the cases above keep their numbers."""
    g = torch.Generator().manual_seed(60)

    def randn(*shape, scale=1.0, shift=0.0):
        return torch.randn(*shape, generator=g, dtype=DT) * scale + shift

    cols = torch.tensor([60.0, -60.0] * 3, dtype=DT)           # [D] column centres, BatchNorm
    rows = torch.tensor([60.0, -60.0] * 4, dtype=DT)[:, None]  # [B,1] row centres, LayerNorm
    return [
        dict(name="bn_train_biased_pm60_spread001", kind="batch", mode="train", variance="biased", eps=1e-5,
             x=randn(16, 6, scale=0.01) + cols, gamma=randn(6), beta=randn(6), grad_out=randn(16, 6)),
        dict(name="bn_train_unbiased_pm60_spread001", kind="batch", mode="train", variance="unbiased", eps=1e-5,
             x=randn(16, 6, scale=0.01) + cols, grad_out=randn(16, 6)),
        dict(name="bn_eval_pm60_spread001", kind="batch", mode="eval", variance="biased", eps=1e-5,
             x=randn(4, 6, scale=0.01) + cols, gamma=randn(6), beta=randn(6), grad_out=randn(4, 6),
             running_mean=cols + randn(6, scale=0.001), running_var=torch.full((6,), 1e-4, dtype=DT)),
        dict(name="ln_pm60_spread001", kind="layer", mode="train", variance="biased", eps=1e-5,
             x=randn(8, 16, scale=0.01) + rows, gamma=randn(16), beta=randn(16), grad_out=randn(8, 16)),
        dict(name="ln_pm60_spread001_no_affine", kind="layer", mode="train", variance="biased", eps=1e-5,
             x=randn(8, 16, scale=0.01) + rows, grad_out=randn(8, 16)),
    ]


def fmt(t):
    return " ".join(repr(float(v)) for v in t.reshape(-1).tolist())


def main():
    lines = [
        "# norm_ref v%d: written by tests/reference/norm_ref.py, torch %s, float64" % (VERSION, torch.__version__),
        "# a case: 'case NAME kind K mode M variance V eps E rows B cols D', one line per field (row-major), 'end'.",
        "# inputs that are absent (gamma, beta, grad_out, running_*) take their defaults.",
    ]
    for case in cases() + precision_cases():
        B, D = case["x"].shape
        lines.append("case %s kind %s mode %s variance %s eps %r rows %d cols %d" % (
            case["name"], case["kind"], case["mode"], case["variance"], case["eps"], B, D))
        for key, value in run(case).items():
            lines.append("%s %s" % (key, fmt(value)))
        lines.append("end")
    OUT.write_text("\n".join(lines) + "\n")
    print("wrote %s (%d lines)" % (OUT, len(lines)))


if __name__ == "__main__":
    main()
