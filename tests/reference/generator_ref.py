#!/usr/bin/python3
# generator_ref.py — writes generator_ref.txt, the fixture for tests/native/test_generator.cpp:
# PyTorch CPU generator draws (rand, uniform_, randn on both kernel paths, randint) and Python
# `random` draws (seed, shuffle, getrandbits, _randbelow, random). One named vector per line.
# Run with Debian's python3-torch: /usr/bin/python3 tests/reference/generator_ref.py
import os
import platform
import random
import re

import numpy as np
import torch

SEED = 2147483647
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "generator_ref.txt")


def cpu_capability():
    m = re.search(r"CPU capability usage: (\S+)", torch.__config__.show())
    return m.group(1) if m else "unknown"


def floats(name, t):
    return name + " " + " ".join("%.9g" % v for v in t.flatten().tolist())


def ints(name, xs):
    return name + " " + " ".join(str(int(v)) for v in xs)


def doubles(name, xs):
    return name + " " + " ".join("%.17g" % v for v in xs)


def bits_digest(t):
    """sum((i+1) * bits[i]) mod 2^64 and the xor of all bits, bits = the float32 patterns."""
    bits = t.numpy().view(np.uint32).astype(np.uint64)
    weights = np.arange(1, len(bits) + 1, dtype=np.uint64)
    return [int(np.sum(weights * bits, dtype=np.uint64)), int(np.bitwise_xor.reduce(bits))]


def torch_lines():
    out = []
    g = torch.Generator().manual_seed(SEED)
    out.append(floats("rand_5", torch.rand(5, generator=g)))
    # nn.Linear(16, 16)-style bound (power of two) and Linear(10, .)'s 1/sqrt(10): the second one
    # tells a fused x*(hi-lo)+lo from a rounded-then-added one.
    g = torch.Generator().manual_seed(SEED)
    out.append(floats("rand_256", torch.rand(256, generator=g)))
    out.append(floats("uniform_q_256", torch.empty(256).uniform_(-0.25, 0.25, generator=g)))
    b = 1 / 10 ** 0.5
    out.append(floats("uniform_s10_256", torch.empty(256).uniform_(-b, b, generator=g)))
    # randn sizes drawn in sequence from one generator; randn_5 leaves a cached sine that the
    # >=16 path never touches, so randn_3 starts with it.
    g = torch.Generator().manual_seed(SEED)
    for name, shape in [("randn_5", (5,)), ("randn_16", (16,)), ("randn_17", (17,)),
                        ("randn_27x10", (27, 10)), ("randn_30x200", (30, 200)),
                        ("randn_200x27", (200, 27)), ("randn_3", (3,)), ("randn_1x16", (1, 16))]:
        out.append(floats(name, torch.randn(*shape, generator=g)))
    # 2^20 normals from a fresh generator, as a digest of their bit patterns: the 1 in ~5000
    # samples that tell apart near-identical float formulas (e.g. which product an FMA absorbed)
    g = torch.Generator().manual_seed(SEED)
    out.append(ints("randn_2p20_digest", bits_digest(torch.randn(1 << 20, generator=g))))
    g = torch.Generator().manual_seed(SEED)
    out.append(ints("randint_27_64", torch.randint(0, 27, (64,), generator=g).tolist()))
    out.append(ints("randint_25626_64", torch.randint(0, 25626, (64,), generator=g).tolist()))
    out.append(ints("randint_2p40_8", torch.randint(0, 2 ** 40, (8,), generator=g).tolist()))
    # mixed calls on one generator seeded 42, each line one call in this order
    g = torch.Generator().manual_seed(42)
    out.append(floats("mix_rand_3", torch.rand(3, generator=g)))
    out.append(floats("mix_randn_1", torch.randn(1, generator=g)))
    out.append(ints("mix_randint_10_4", torch.randint(0, 10, (4,), generator=g).tolist()))
    out.append(floats("mix_uniform_m2_3_5", torch.empty(5).uniform_(-2, 3, generator=g)))
    out.append(floats("mix_randn_2", torch.randn(2, generator=g)))
    out.append(floats("mix_randn_20", torch.randn(20, generator=g)))
    out.append(floats("mix_rand_2", torch.rand(2, generator=g)))
    # the default generator state (no manual_seed)
    out.append(floats("default_seed_rand_4", torch.rand(4, generator=torch.Generator())))
    return out


def perm_digest(name, n):
    random.seed(SEED)
    p = list(range(n))
    random.shuffle(p)
    weighted = sum(i * v for i, v in enumerate(p)) % (1 << 61)
    return ints(name, p[:20] + p[-20:] + [weighted])


def python_lines():
    out = []
    random.seed(SEED)
    p = list(range(1000))
    random.shuffle(p)
    out.append(ints("py_shuffle_1000", p))
    out.append(perm_digest("py_shuffle_32033_digest", 32033))
    ks = [1, 5, 8, 15, 31, 32, 33, 40, 63, 64]
    random.seed(SEED)
    out.append(ints("py_getrandbits_k", ks))
    out.append(ints("py_getrandbits", [random.getrandbits(k) for k in ks]))
    out.append(doubles("py_random_5", [random.random() for _ in range(5)]))
    ns = [1, 2, 3, 27, 1000, 32033, 2 ** 32 + 5, 2 ** 63 + 7]
    out.append(ints("py_randbelow_n", ns))
    out.append(ints("py_randbelow", [random._inst._randbelow(n) for n in ns]))
    random.seed(2 ** 40 + 123)  # a two-word init_by_array key
    out.append(doubles("py_seed2p40_random_3", [random.random() for _ in range(3)]))
    random.seed(0)
    out.append(doubles("py_seed0_random_3", [random.random() for _ in range(3)]))
    return out


def main():
    header = "# generator_ref v1 torch=%s python=%s cpu_capability=%s" % (
        torch.__version__, platform.python_version(), cpu_capability())
    with open(OUT, "w") as f:
        f.write("\n".join([header] + torch_lines() + python_lines()) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
