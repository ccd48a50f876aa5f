#!/usr/bin/python3
# snippet_cell.py — runs one of the page's lecture snippets (web/src/snippets.js) as the notebook
# cell it is: first the lecture's data cells (the shipped public/names.txt, the lecture's split,
# n_embd 10, block_size 3), then the snippet, then prints the variables it names as one JSON object.
#   /usr/bin/python3 tests/pytorch/snippet_cell.py cell.py first_loss lossi > out.json
# With --after script.py (the page's "copy as PyTorch" script) the script's definitions run first
# (not its main) and the cell reads names.txt of the current directory itself.
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
    args = sys.argv[1:]
    after = None
    if args[:1] == ["--after"]:
        after, args = pathlib.Path(args[1]), args[2:]
    if len(args) < 2:
        sys.exit("usage: snippet_cell.py [--after script.py] cell.py name...")
    torch.set_num_threads(1)
    if after:
        cell = {"__name__": "makemore_run"}
        exec(compile(after.read_text(), str(after.name), "exec"), cell)  # the cell reads its own data
    else:
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
    exec(compile(pathlib.Path(args[0]).read_text(), "snippet", "exec"), cell)
    if after:  # the page's names of the parameters (C, layers.<k>.weight, ...), in `parameters` order
        named = {id(cell["C"]): "C"}
        for k, layer in enumerate(cell["layers"]):
            for attr in ("weight", "bias", "gamma", "beta"):
                if getattr(layer, attr, None) is not None:
                    named[id(getattr(layer, attr))] = "layers.%d.%s" % (k, attr)
        cell["param_names"] = [named[id(p)] for p in cell["parameters"]]
    json.dump({name: value(cell[name]) for name in args[1:]}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
