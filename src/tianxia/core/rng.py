"""The state's own random generator.

A SplitMix64 generator whose whole state is one integer: cloning it is free,
it serialises as a number, and the sequence it yields never depends on the
Python version (unlike ``random.Random.shuffle``), so a record made today
replays identically tomorrow.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def getrandbits(self, k: int) -> int:
        out, bits = 0, 0
        while bits < k:
            out = (out << 64) | self.next64()
            bits += 64
        return out >> (bits - k)

    def clone(self) -> "Rng":
        return Rng(self.state)


def derive_seed(source) -> int:
    """A 64-bit seed drawn from any generator with ``getrandbits`` (``random.Random`` or ``Rng``)."""
    return source.getrandbits(64)
