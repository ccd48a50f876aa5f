#!/usr/bin/python3
# snippet_cell.py — runs one of the page's lecture snippets (web/src/snippets.js) as the notebook
# cell it is: first the lecture's data cells (the shipped public/names.txt, the lecture's split,
# n_embd 10, block_size 3), then the snippet, then prints the variables it names as one JSON object.
#   /usr/bin/python3 tests/pytorch/snippet_cell.py cell.py first_loss lossi > out.json
# Tensors are printed as their mean and unbiased std ({"mean": m, "std": s}); numbers and lists as they are.
import json
import pathlib
import sys

import torch
import torch.nn.functional as F

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "reference"))
from common import BLOCK_SIZE, lecture_split, read_names  # noqa: E402


def value(v):
    if isinstance(v, torch.Tensor):
        return {"mean": v.mean().item(), "std": v.std().item()}
    return v


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: snippet_cell.py cell.py name...")
    torch.set_num_threads(1)
    _, words = read_names()
    _, stoi, (xtr, ytr), _, _ = lecture_split(words)
    cell = {
        "torch": torch,
        "F": F,
        "Xtr": torch.tensor(xtr),
        "Ytr": torch.tensor(ytr),
        "vocab_size": len(stoi),
        "n_embd": 10,
        "block_size": BLOCK_SIZE,
    }
    source = pathlib.Path(sys.argv[1]).read_text()
    exec(compile(source, "snippet", "exec"), cell)
    json.dump({name: value(cell[name]) for name in sys.argv[2:]}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
