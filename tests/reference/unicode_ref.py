#!/usr/bin/python3
# unicode_ref.py — writes tests/reference/unicode_ref.txt, the fixture test_unicode.cpp and
# test_data.cpp check the loader's Unicode handling against, computed by Python itself:
#  * `lower <cp> <lower cp>` for every capital of U+0000–U+017F and U+0370–U+052F (the blocks
#    native/data/unicode.cpp's table covers): str.lower() of the one character (for U+0130 İ,
#    whose full mapping is "i" + U+0307, the simple mapping "i");
#  * the lecture's split of tests/reference/names_tr.txt, lower-cased the Turkish way
#    (I -> ı, İ -> i, then str.lower()): vocabulary, sizes, first words, FNV-1a checksums.
# Standard library only.  Run from anywhere:  /usr/bin/python3 tests/reference/unicode_ref.py
import hashlib
import pathlib
import sys
import unicodedata

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from common import BLOCK_SIZE, PYTHON, ROOT, build_dataset, shuffle_and_cut, vocabulary  # noqa: E402
from data_ref import fnv1a64  # noqa: E402

VERSION = 1
OUT = ROOT / "tests" / "reference" / "unicode_ref.txt"
NAMES_TR = ROOT / "tests" / "reference" / "names_tr.txt"
BLOCKS = [(0x0000, 0x0180), (0x0370, 0x0530)]


def lower_lines():
    lines = []
    for lo, hi in BLOCKS:
        for cp in range(lo, hi):
            low = chr(cp).lower()
            if low == chr(cp):
                continue
            if len(low) == 2 and low[1] == "\u0307":  # İ: the full mapping keeps the dot as U+0307
                low = low[0]
            assert len(low) == 1, hex(cp)
            lines.append(f"lower {cp:04X} {ord(low):04X}")
    return lines


def turkish_lines():
    data = NAMES_TR.read_bytes()
    words = [w.strip().replace("I", "ı").replace("İ", "i").lower()
             for w in data.decode("utf-8").splitlines() if w.strip()]
    chars, stoi = vocabulary(words)
    n1, n2 = shuffle_and_cut(words)
    Xtr, Ytr = build_dataset(words[:n1], stoi)
    Xdev, _ = build_dataset(words[n1:n2], stoi)
    Xte, _ = build_dataset(words[n2:], stoi)
    return [
        f"# names_tr.txt sha256 {hashlib.sha256(data).hexdigest()}",
        f"tr_words {len(words)}",
        f"tr_n1 {n1}",
        f"tr_n2 {n2}",
        f"tr_vocab {'.' + ''.join(chars)}",
        f"tr_rows_train {len(Xtr)}",
        f"tr_rows_dev {len(Xdev)}",
        f"tr_rows_test {len(Xte)}",
        f"tr_first_words {' '.join(words[:10])}",
        f"tr_checksum_Xtr {fnv1a64([i for row in Xtr for i in row])}",
        f"tr_checksum_Ytr {fnv1a64(Ytr)}",
    ]


def main():
    lines = [
        f"# unicode_ref v{VERSION}: written by tests/reference/unicode_ref.py, {PYTHON}, "
        f"Unicode {unicodedata.unidata_version}, block_size {BLOCK_SIZE}",
        "# lower lines: hex code points, every capital of U+0000-U+017F and U+0370-U+052F",
    ] + lower_lines() + turkish_lines()
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines[-11:]))


if __name__ == "__main__":
    main()
