#!/usr/bin/python3
# data_ref.py — writes tests/reference/data_ref.txt, the fixture test_data.cpp checks the C++
# loader against: the lecture's split of public/names.txt done by Python itself
# (random.seed(2147483647); random.shuffle(words); 80/10/10; makemore's build_dataset, block 3).
# Standard library only.  Run from anywhere:  /usr/bin/python3 tests/reference/data_ref.py
import pathlib
import struct
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import BLOCK_SIZE, PYTHON, ROOT, SEED, build_dataset, header_lines, read_names, shuffle_and_cut, vocabulary  # noqa: E402

VERSION = 1
OUT = ROOT / "tests" / "reference" / "data_ref.txt"


def fnv1a64(values):
    """FNV-1a (64-bit) over the values as little-endian int32 bytes, in order."""
    h = 0xCBF29CE484222325
    for b in struct.pack("<%di" % len(values), *values):
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def main():
    data, words = read_names()
    chars, stoi = vocabulary(words)
    n1, n2 = shuffle_and_cut(words)
    Xtr, Ytr = build_dataset(words[:n1], stoi)
    Xdev, Ydev = build_dataset(words[n1:n2], stoi)
    Xte, Yte = build_dataset(words[n2:], stoi)

    lines = header_lines("data_ref", VERSION, data, [PYTHON]) + [
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
        "# the words on each side of the two cuts: words[n1-1] | words[n1], words[n2-1] | words[n2]",
        f"cut_train_dev {words[n1 - 1]} {words[n1]}",
        f"cut_dev_test {words[n2 - 1]} {words[n2]}",
        f"checksum_Xdev {fnv1a64([i for row in Xdev for i in row])}",
        f"checksum_Ydev {fnv1a64(Ydev)}",
        f"checksum_Xte {fnv1a64([i for row in Xte for i in row])}",
        f"checksum_Yte {fnv1a64(Yte)}",
    ]
    OUT.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
