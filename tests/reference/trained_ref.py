#!/usr/bin/python3
# trained_ref.py — writes tests/reference/trained_ref.txt: PyTorch's numbers for exactly the short
# trainings the JS, browser and bench tests run (the e2e's ?steps=500&pg_steps=300 on the shipped
# list, facade.test.js on its first 3000 names, test_bench.cpp's 24 names), each beside what the
# same recipe gives untrained (key.untrained), so a check can show that its tolerance rejects a
# model that never learned. The models and runs are lesson_ref.py's.
# Run with Debian's python3-torch:  /usr/bin/python3 tests/reference/trained_ref.py
import math
import pathlib
import sys

import torch
import torch.nn.functional as F

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import SEED, ROOT, header_lines, read_names  # noqa: E402
from lesson_ref import (SCENARIOS, build_model, evaluate, fmt, forward, lecture_tensors, scenario_run,  # noqa: E402
                        train, ud_summary, version_parts)

VERSION = 1
OUT = ROOT / "tests" / "reference" / "trained_ref.txt"
PAGE_STEPS, PG_STEPS = 500, 300  # tests/e2e/run.mjs: ?steps=500&pg_steps=300
FACADE_NAMES, FACADE_SCENARIO_STEPS, FACADE_PG_STEPS, EVAL_ROWS = 3000, 40, 50, 2000  # facade.test.js
# test_bench.cpp's kWords (the test checks its list against this line) and its tiny config:
# 1 warm-up step + 3 runs x 3 steps.
BENCH_WORDS = ["emma", "olivia", "ava", "isabella", "sophia", "mia", "amelia", "harper", "evelyn", "abigail",
               "emily", "ella", "liam", "noah", "william", "james", "oliver", "benjamin", "elijah", "lucas",
               "quinn", "xavier", "zoe", "fitzgerald"]
BENCH_STEPS = 10
BENCH_ROWS = {"bn6": (6, 100, True), "plain6": (6, 100, False), "plain2": (2, 200, False)}  # native/bench/bench.cpp


def pair(out, key, trained, untrained):
    out.append(fmt(key, trained))
    out.append(fmt(key + ".untrained", untrained))


def page_figures(words):
    """The diagnostics tab (four scenarios, PAGE_STEPS each) and the playground's defaults (n_layer 4,
    n_hidden 100, BatchNorm, gain 5/3, fix_output, lr 0.1 constant, batch 32) at PG_STEPS, whole splits."""
    vocab, Xtr, Ytr, Xdev, Ydev = lecture_tensors(words)
    out = [fmt("page.scenario_steps", PAGE_STEPS)]
    runs = {}
    for name, use_bn, bad in SCENARIOS:
        ud = PAGE_STEPS if name == "bn_kaiming" else None
        runs[name] = [scenario_run(vocab, Xtr, Ytr, Xdev, Ydev, use_bn, bad, s, ud_window=ud) for s in (PAGE_STEPS, 0)]
        pair(out, "page.scenarios.%s.dev" % name, runs[name][0]["dev"], runs[name][1]["dev"])
    for key, name in (("no_bn", "no_bn_kaiming"), ("bn", "bn_kaiming")):
        pair(out, "page.grad_spread." + key, runs[name][0]["grad_spread"], runs[name][1]["grad_spread"])
    # untrained here: the ratios of the first update alone (before it there is none)
    first = scenario_run(vocab, Xtr, Ytr, Xdev, Ydev, True, 1.0, 1, ud_window=1)
    pair(out, "page.update_data_log10.median_min_max", ud_summary(runs["bn_kaiming"][0]["ud_medians"]),
         ud_summary(first["ud_medians"]))
    out.append(fmt("page.playground.steps", PG_STEPS))
    pair(out, "page.playground.train_dev", *[playground(vocab, Xtr, Ytr, Xdev, Ydev, 4, 100, s)[1] for s in (PG_STEPS, 0)])
    return out


def playground(vocab, Xtr, Ytr, Xdev, Ydev, n_layer, n_hidden, steps):
    """The playground's BatchNorm model after `steps`: (train/dev on the first EVAL_ROWS rows, on the whole splits)."""
    C, layers, params = build_model(vocab, n_hidden, n_layer, True, True, 1.0)
    train(C, layers, params, Xtr, Ytr, steps)
    head = [evaluate(C, layers, Xtr[:EVAL_ROWS], Ytr[:EVAL_ROWS]), evaluate(C, layers, Xdev[:EVAL_ROWS], Ydev[:EVAL_ROWS])]
    return head, [evaluate(C, layers, Xtr, Ytr), evaluate(C, layers, Xdev, Ydev)]


def facade_figures(words):
    """facade.test.js on the first FACADE_NAMES names: scenario 1 (bn_kaiming) and the playground
    {n_layer 3, n_hidden 32, BatchNorm} after FACADE_*_STEPS steps."""
    vocab, Xtr, Ytr, Xdev, Ydev = lecture_tensors(words[:FACADE_NAMES])
    out = [fmt("facade.names", FACADE_NAMES), fmt("facade.scenario.steps", FACADE_SCENARIO_STEPS)]
    pair(out, "facade.scenario.bn_kaiming.dev",
         *[scenario_run(vocab, Xtr, Ytr, Xdev, Ydev, True, 1.0, s)["dev"] for s in (FACADE_SCENARIO_STEPS, 0)])
    out.append(fmt("facade.playground.steps", FACADE_PG_STEPS))
    trained, untrained = (playground(vocab, Xtr, Ytr, Xdev, Ydev, 3, 32, s) for s in (FACADE_PG_STEPS, 0))
    pair(out, "facade.playground.eval", trained[0], untrained[0])
    pair(out, "facade.playground.full", trained[1], untrained[1])
    return out


def bench_figures():
    """test_bench.cpp: each training row's minibatch losses over BENCH_STEPS steps (the row's
    final_loss is the last), the untrained model's loss on that last minibatch, and the eval row's
    loss of the untrained 6-layer BatchNorm model over the training split. torch.nn.BatchNorm1d's
    convention, as the bench: normalised with the biased variance."""
    vocab, Xtr, Ytr, _, _ = lecture_tensors(list(BENCH_WORDS))
    out = ["bench.words " + " ".join(BENCH_WORDS), fmt("bench.steps", BENCH_STEPS)]
    for name, (n_layer, n_hidden, use_bn) in BENCH_ROWS.items():
        C, layers, params = build_model(vocab, n_hidden, n_layer, True, use_bn, 1.0, biased_bn=True)
        losses = train(C, layers, params, Xtr, Ytr, BENCH_STEPS)
        C, layers, _ = build_model(vocab, n_hidden, n_layer, True, use_bn, 1.0, biased_bn=True)
        gb = torch.Generator().manual_seed(SEED)
        for _ in range(BENCH_STEPS):
            ix = torch.randint(0, Xtr.shape[0], (32,), generator=gb)
        with torch.no_grad():
            last = F.cross_entropy(forward(C, layers, Xtr[ix]), Ytr[ix]).item()
        out.append(fmt("bench.%s.losses" % name, losses))
        pair(out, "bench.%s.final_loss" % name, losses[-1], last)
    C, layers, _ = build_model(vocab, 100, 6, True, True, 1.0, biased_bn=True)
    out.append(fmt("bench.eval.loss", evaluate(C, layers, Xtr, Ytr)))
    out.append(fmt("bench.log_vocab", math.log(vocab)))
    return out


def main():
    torch.set_num_threads(1)
    data, words = read_names()
    lines = header_lines("trained_ref", VERSION, data, version_parts()) + [
        "# seed %d, float32, n_embd 10, block_size 3; key.untrained: the same recipe before its first update" % SEED,
    ]
    lines += bench_figures()
    lines += facade_figures(list(words))
    lines += page_figures(list(words))
    OUT.write_text("\n".join(lines) + "\n")
    print("\n".join(l if len(l) < 160 else l[:157] + "..." for l in lines))


if __name__ == "__main__":
    main()
