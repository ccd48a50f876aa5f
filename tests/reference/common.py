# common.py — what every reference script shares: the lecture's data on the shipped
# public/names.txt (vocabulary, random.seed(2147483647) + random.shuffle, the 80/10/10 cut,
# makemore's build_dataset) and the two header lines every fixture starts with.
# Standard library only (data_ref.py runs without torch); scripts turn the lists into tensors.
# The playground's "copy as PyTorch" script (web/src/pytorch/pytorch_script.js) writes this data recipe again, on
# purpose: an independent second check of the core, not generated from this file (see its header).
import hashlib
import pathlib
import platform
import random

SEED = 2147483647
BLOCK_SIZE = 3
ROOT = pathlib.Path(__file__).resolve().parents[2]
NAMES = ROOT / "public" / "names.txt"
PYTHON = f"Python {platform.python_version()}"


def read_names():
    """(the raw bytes of public/names.txt, its non-empty stripped lines in file order)."""
    data = NAMES.read_bytes()
    return data, [w.strip() for w in data.decode("utf-8").splitlines() if w.strip()]


def vocabulary(words):
    """(the sorted characters, stoi with '.' at 0 and the characters from 1)."""
    chars = sorted(set("".join(words)))
    stoi = {s: i + 1 for i, s in enumerate(chars)}
    stoi["."] = 0
    return chars, stoi


def shuffle_and_cut(words):
    """The lecture's split: shuffles words in place with Python's random seeded SEED; returns (n1, n2)."""
    random.seed(SEED)
    random.shuffle(words)
    return int(0.8 * len(words)), int(0.9 * len(words))


def build_dataset(words, stoi):
    """makemore's build_dataset: X = lists of BLOCK_SIZE context ids [N][T], Y = next ids [N]."""
    X, Y = [], []
    for w in words:
        context = [0] * BLOCK_SIZE
        for ch in w + ".":
            ix = stoi[ch]
            X.append(context)
            Y.append(ix)
            context = context[1:] + [ix]
    return X, Y


def lecture_split(words):
    """Shuffles words in place; returns (chars, stoi, train, dev, test), each split an (X, Y) pair."""
    chars, stoi = vocabulary(words)
    n1, n2 = shuffle_and_cut(words)
    return (chars, stoi, build_dataset(words[:n1], stoi), build_dataset(words[n1:n2], stoi),
            build_dataset(words[n2:], stoi))


def header_lines(script, version, data, parts):
    """'# <script> v<version>: written by tests/reference/<script>.py, <parts...>' and the source hash."""
    return [
        f"# {script} v{version}: written by tests/reference/{script}.py, {', '.join(parts)}",
        f"# source public/names.txt sha256 {hashlib.sha256(data).hexdigest()}",
    ]
