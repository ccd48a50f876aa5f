#!/usr/bin/python3
# lesson_full_ref.py — writes tests/reference/lesson_full_ref.txt, the fixture test_lesson_full.cpp
# checks the 20000-step figures against: the four 5.13 scenarios run to the end of the lecture's
# recipe by PyTorch on the shipped public/names.txt (train/dev losses in eval mode, the weight-
# gradient std per Linear layer on the 32-row probe and its spread) and 5.14's update:data for the
# BN-Kaiming run over steps 1..10000. The model and the runs are lesson_ref.py's; only the length
# differs. Several minutes on Debian's reference BLAS:
#   /usr/bin/python3 tests/reference/lesson_full_ref.py
import pathlib
import sys
import time

import torch

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import BLOCK_SIZE, ROOT, SEED, header_lines, read_names  # noqa: E402
from lesson_ref import N_EMBD, SCENARIOS, fmt, lecture_tensors, scenario_run, ud_summary, version_parts  # noqa: E402

VERSION = 1
FULL_STEPS = 20000  # docs/lesson.md: the four scenarios, 20000 steps, lr 0.1 constant, batch 32
UD_WINDOW = 10000   # 5.14: each parameter's median over steps 1..10000
OUT = ROOT / "tests" / "reference" / "lesson_full_ref.txt"


def main():
    torch.set_num_threads(1)
    data, words = read_names()
    vocab, Xtr, Ytr, Xdev, Ydev = lecture_tensors(words)
    lines = header_lines("lesson_full_ref", VERSION, data, version_parts()) + [
        "# seed %d, float32, n_embd %d, block_size %d; the four scenarios at %d steps, update:data over steps 1..%d"
        % (SEED, N_EMBD, BLOCK_SIZE, FULL_STEPS, UD_WINDOW),
        fmt("scenario_steps", FULL_STEPS),
        fmt("ud_window", UD_WINDOW),
    ]
    for name, use_bn, bad in SCENARIOS:
        t0 = time.time()
        r = scenario_run(vocab, Xtr, Ytr, Xdev, Ydev, use_bn, bad, FULL_STEPS,
                         ud_window=UD_WINDOW if name == "bn_kaiming" else None)
        lines.append(fmt("scenarios.%s.train_dev" % name, [r["train"], r["dev"]]))
        lines.append(fmt("scenarios.%s.grad_std" % name, r["grad_std"]))
        lines.append(fmt("scenarios.%s.grad_spread" % name, r["grad_spread"]))
        if "ud_medians" in r:
            lines.append(fmt("update_data_log10.per_param", r["ud_medians"]))
            lines.append(fmt("update_data_log10.median_min_max", ud_summary(r["ud_medians"])))
        print("%s: %.0f s, train %.4f dev %.4f" % (name, time.time() - t0, r["train"], r["dev"]), file=sys.stderr)
    OUT.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
