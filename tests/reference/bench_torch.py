#!/usr/bin/python3
# bench_torch.py — times the lesson's training loop in PyTorch, the anchor `makemore-lab bench`
# and `npm run bench` are compared against. Same rows, same data (public/names.txt, the lecture's
# split), same step (minibatch 32: forward, cross-entropy, backward, SGD lr 0.1), one thread.
# Prints the same table (or, with --json, the same object) as the C++ bench. Writes no fixture.
# Run:  /usr/bin/python3 tests/reference/bench_torch.py [--json] [--steps 2000] [--runs 5]
import argparse
import json
import os
import pathlib
import platform
import resource
import statistics
import sys
import time

# One BLAS thread too (OpenBLAS spawns its own pool unless told), before torch loads it.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import BLOCK_SIZE, SEED, build_dataset, read_names, shuffle_and_cut, vocabulary  # noqa: E402

N_EMBD = 10
BATCH = 32
LR = 0.1
WARMUP_STEPS = 200  # --warmup

# name -> (Linear layers in all, n_hidden, BatchNorm after every Linear, update:data recorded each step)
ROWS = {"bn6": (6, 100, True, False), "bn6ud": (6, 100, True, True), "plain6": (6, 100, False, False),
        "plain2": (2, 200, False, False)}
TITLES = {
    "bn6": "6 layers, n_hidden 100, BatchNorm",
    "bn6ud": "bn6, update:data of every parameter recorded each step",
    "plain6": "6 layers, n_hidden 100, no BatchNorm",
    "plain2": "2 layers, n_hidden 200, no BatchNorm",
    "eval": "loss over the whole training split",
}


def training_split():
    """The lecture's training split as tensors: Xtr [Ntr,T], Ytr [Ntr], and the vocabulary size."""
    words = read_names()[1]
    _, stoi = vocabulary(words)
    n1, _ = shuffle_and_cut(words)
    X, Y = build_dataset(words[:n1], stoi)  # only the training rows: the maxrss reported stays the loop's
    return torch.tensor(X), torch.tensor(Y), len(stoi)


def build_model(n_layer, n_hidden, use_bn, vocab):
    """The lecture's stack from torch.nn modules: [Linear -> BatchNorm1d? -> Tanh] x (n_layer-1), Linear -> BatchNorm1d?"""
    g = torch.Generator().manual_seed(SEED)
    C = torch.randn((vocab, N_EMBD), generator=g)  # [V,E]
    layers, fan_in = [], BLOCK_SIZE * N_EMBD
    for _ in range(n_layer - 1):
        layers += [nn.Linear(fan_in, n_hidden, bias=not use_bn)]
        layers += [nn.BatchNorm1d(n_hidden)] if use_bn else []
        layers += [nn.Tanh()]
        fan_in = n_hidden
    layers += [nn.Linear(fan_in, vocab, bias=not use_bn)]
    layers += [nn.BatchNorm1d(vocab)] if use_bn else []
    model = nn.Sequential(*layers)
    params = [C] + list(model.parameters())
    for p in params:
        p.requires_grad_(True)
    return C, model, params


CLOCK = time.perf_counter  # --cpu-time: time.thread_time


def train_steps(C, model, params, Xtr, Ytr, g, steps, ud=None):
    for _ in range(steps):
        ix = torch.randint(0, Xtr.shape[0], (BATCH,), generator=g)
        emb = C[Xtr[ix]]                               # [B,T,E]
        logits = model(emb.view(emb.shape[0], -1))    # [B,V]
        loss = F.cross_entropy(logits, Ytr[ix])
        for p in params:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params:
                p += -LR * p.grad
            if ud is not None:  # the lecture's update:data line
                ud.append([((LR * p.grad).std() / p.data.std()).log10().item() for p in params])


def time_training(name, Xtr, Ytr, vocab, steps, runs, warmup):
    n_layer, n_hidden, use_bn, record = ROWS[name]
    C, model, params = build_model(n_layer, n_hidden, use_bn, vocab)
    model.train()
    g = torch.Generator().manual_seed(SEED)
    train_steps(C, model, params, Xtr, Ytr, g, warmup, [] if record else None)
    rates = []
    for _ in range(runs):
        t0 = CLOCK()
        train_steps(C, model, params, Xtr, Ytr, g, steps, [] if record else None)
        rates.append(steps / (CLOCK() - t0))
    return rates


def time_eval(Xtr, Ytr, vocab, runs):
    """The lecture's split_loss('train') on the 6-layer BatchNorm model: eval mode, no grad, one batch."""
    C, model, _ = build_model(6, 100, True, vocab)
    model.eval()
    times = []
    with torch.no_grad():
        for i in range(runs + 1):  # the first pass is the warm-up
            t0 = CLOCK()
            emb = C[Xtr]                                    # [N,T,E]
            logits = model(emb.view(emb.shape[0], -1))      # [N,V]
            F.cross_entropy(logits, Ytr).item()
            if i:
                times.append(1000 * (CLOCK() - t0))
    return times


def blas_library():
    """The BLAS shared object this process actually mapped (Debian switches it with update-alternatives)."""
    try:
        with open("/proc/self/maps") as f:
            paths = {line.split()[-1] for line in f if "blas" in line.lower() and "/" in line}
        return ", ".join(sorted(os.path.realpath(p) for p in paths)) or "none mapped"
    except OSError:
        return "unknown"


def summary(values, unit):
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "unit": unit, "samples": values}


def print_table(result):
    print(f"makemore-lab bench: {result['engine']} ({result['detail']})")
    print(f"{result['steps']} steps x {result['runs']} runs after {result['warmup_steps']} warm-up steps, batch {BATCH}, one thread, {result['clock']} clock")
    print(f"{'row':<8}{'median':>10}{'min':>10}{'max':>10}  unit      what")
    for name in result["rows"]:
        s = result["rows"][name]
        unit = s["unit"]
        print(f"{name:<8}{s['median']:>10.1f}{s['min']:>10.1f}{s['max']:>10.1f}  {unit:<8}  {TITLES[name]}")
    print(f"peak memory: {result['peak_memory_mb']:.1f} MB (maxrss)")


def main():
    ap = argparse.ArgumentParser(description="Times the lesson's training loop in PyTorch (one thread).")
    ap.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    ap.add_argument("--steps", type=int, default=2000, help="steps per timed run (1..100000)")
    ap.add_argument("--runs", type=int, default=5, help="timed runs per row (1..50)")
    ap.add_argument("--warmup", type=int, default=WARMUP_STEPS, help="untimed steps first (0..100000)")
    ap.add_argument("--rows", default="bn6,bn6ud,plain6,plain2,eval", help="comma-separated subset of bn6,bn6ud,plain6,plain2,eval")
    ap.add_argument("--cpu-time", action="store_true", help="time with this thread's CPU time (busy, shared machine)")
    args = ap.parse_args()
    if not 1 <= args.steps <= 100000 or not 1 <= args.runs <= 50 or not 0 <= args.warmup <= 100000:
        ap.error("--steps must be in [1, 100000], --runs in [1, 50] and --warmup in [0, 100000]")
    wanted = args.rows.split(",")
    unknown = [r for r in wanted if r not in TITLES]
    if unknown:
        ap.error(f"--rows: unknown row {unknown[0]!r} (choose from bn6, bn6ud, plain6, plain2, eval)")
    global CLOCK
    if args.cpu_time:
        CLOCK = time.thread_time
    torch.set_num_threads(1)
    torch.set_num_interop_threads(1)
    Xtr, Ytr, vocab = training_split()
    rows = {}
    for name in ROWS:
        if name in wanted:
            rows[name] = summary(time_training(name, Xtr, Ytr, vocab, args.steps, args.runs, args.warmup), "steps/s")
    if "eval" in wanted:
        rows["eval"] = summary(time_eval(Xtr, Ytr, vocab, args.runs), "ms")
    result = {
        "engine": "pytorch",
        "detail": f"torch {torch.__version__}, Python {platform.python_version()}, BLAS {blas_library()}",
        "steps": args.steps,
        "runs": args.runs,
        "warmup_steps": args.warmup,
        "batch": BATCH,
        "clock": "thread CPU" if args.cpu_time else "wall",
        "train_rows": int(Xtr.shape[0]),
        "rows": rows,
        "steps_per_s": {name: rows[name]["median"] for name in ROWS if name in rows},
        "peak_memory_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "peak_memory_what": "maxrss",
    }
    if "eval" in rows:
        result["eval_ms"] = rows["eval"]["median"]
    if args.json:
        json.dump(result, sys.stdout)
        print()
    else:
        print_table(result)


if __name__ == "__main__":
    main()
