"""One small seeded RNG per game.

The whole generator is one 64-bit integer, so it is dumped with the state, copied for free and replays
exactly (Python's Mersenne Twister would put 625 numbers in every save and every search copy).
SplitMix64: fast, well distributed, and plenty for shuffles and dice.
"""

MASK64 = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed=0):
        self.state = int(seed) & MASK64

    def next64(self):
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        """Uniform integer in [0, n) (rejection sampling, so no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def randint(self, lo, hi):
        """Uniform integer in [lo, hi], both ends included."""
        return lo + self.below(hi - lo + 1)

    def random(self):
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items):
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self):
        return Rng(self.state)

    def __eq__(self, other):
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self):
        return f"Rng({self.state:#x})"


def derive_seed(*parts):
    """A stable seed from several integers (e.g. a match seed and a seat): used to seed bots."""
    r = Rng(0x5EED)
    for p in parts:
        r.state ^= int(p) & MASK64
        r.next64()
    return r.next64()
