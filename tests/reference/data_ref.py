#!/usr/bin/python3
# data_ref.py — writes tests/reference/data_ref.txt, the fixture test_data.cpp checks the C++
# loader against: the lecture's split of public/names.txt done by Python itself
# (random.seed(2147483647); random.shuffle(words); 80/10/10; makemore's build_dataset, block 3).
# Standard library only.  Run from anywhere:  /usr/bin/python3 tests/reference/data_ref.py
import hashlib
import pathlib
import platform
import random
import struct

VERSION = 1
SEED = 2147483647
BLOCK_SIZE = 3
ROOT = pathlib.Path(__file__).resolve().parents[2]
NAMES = ROOT / "public" / "names.txt"
OUT = ROOT / "tests" / "reference" / "data_ref.txt"


def build_dataset(words, stoi):
    X, Y = [], []
    for w in words:
        context = [0] * BLOCK_SIZE
        for ch in w + ".":
            ix = stoi[ch]
            X.append(context)
            Y.append(ix)
            context = context[1:] + [ix]
    return X, Y


def fnv1a64(values):
    """FNV-1a (64-bit) over the values as little-endian int32 bytes, in order."""
    h = 0xCBF29CE484222325
    for b in struct.pack("<%di" % len(values), *values):
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def main():
    data = NAMES.read_bytes()
    words = [w.strip() for w in data.decode("utf-8").splitlines() if w.strip()]
    chars = sorted(set("".join(words)))
    stoi = {s: i + 1 for i, s in enumerate(chars)}
    stoi["."] = 0

    random.seed(SEED)
    random.shuffle(words)
    n1 = int(0.8 * len(words))
    n2 = int(0.9 * len(words))
    Xtr, Ytr = build_dataset(words[:n1], stoi)
    Xdev, _ = build_dataset(words[n1:n2], stoi)
    Xte, _ = build_dataset(words[n2:], stoi)

    lines = [
        f"# data_ref v{VERSION}: written by tests/reference/data_ref.py, Python {platform.python_version()}",
        f"# source public/names.txt sha256 {hashlib.sha256(data).hexdigest()}",
        "# checksums: FNV-1a 64 over the int32 values (little-endian), Xtr row-major",
        f"seed {SEED}",
        f"block_size {BLOCK_SIZE}",
        f"words {len(words)}",
        f"n1 {n1}",
        f"n2 {n2}",
        f"vocab {'.' + ''.join(chars)}",
        f"rows_train {len(Xtr)}",
        f"rows_dev {len(Xdev)}",
        f"rows_test {len(Xte)}",
        f"first_words {' '.join(words[:10])}",
        f"checksum_Xtr {fnv1a64([i for row in Xtr for i in row])}",
        f"checksum_Ytr {fnv1a64(Ytr)}",
    ]
    OUT.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
