"""One small seeded RNG per game.

The whole generator is one 64-bit integer, so it is dumped with the state, copied for free and replays
exactly (Python's Mersenne Twister would put 625 numbers in every save and every search copy).
SplitMix64: fast, well distributed, and plenty for shuffles and dice.
"""

import struct
from hashlib import blake2b
from operator import gt

MASK64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15                          # SplitMix64's step...
MIX1, MIX2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB  # ...and its two mixing multipliers


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed=0):
        self.state = int(seed) & MASK64

    def next64(self):
        self.state = z = (self.state + GAMMA) & MASK64
        z = ((z ^ (z >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
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
        """Fisher-Yates in place, drawing exactly what shuffle_one_by_one draws. Dealing is most of the
        cost of a new hand, so the draws are made all at once (see _ShufflePlan), about 3x faster."""
        plan, draws = self._planned(items)
        if plan is not None:
            plan.swap(items, *draws)

    def shuffle_head(self, items, k):
        """shuffle() for a caller that reads only items[:k] afterwards (a draw of the top cards): those
        end as shuffle() leaves them and the RNG advances the same, the rest are left in no set order.
        A position at or above k is final once its step is done, so its card is copied down, not swapped."""
        plan, draws = self._planned(items)
        if plan is not None:
            swap = plan.heads.get(k)
            if swap is None:
                swap = plan.heads[k] = _swapper(plan.positions, k)
            swap(items, *draws)

    def shuffle_sums(self, items, n, first=0):
        """What shuffle(items) leaves, summed n ways: sum k of the returned list holds the items at the
        positions i with (first + i) % n == k (a deal of cards given as bits: the top card to seat `first`,
        then round the table), the RNG advanced as shuffle() advances it. Made in the shuffle's own pass (a
        position is final once its step is done, so its item is added to its sum there and copied down, not
        swapped); `items` is left in no set order."""
        plan, draws = self._planned(items)
        if plan is None:            # nothing to shuffle, or shuffled one at a time: sum as it lies
            return [sum(items[(k - first) % n::n]) for k in range(n)]
        deal = plan.deals.get((n, first))
        if deal is None:
            deal = plan.deals[n, first] = _summer(plan.positions, n, first)
        return deal(items, *draws)

    def _planned(self, items):
        """A shuffle's plan and all its draws at once, the RNG advanced past them; (None, None) when there
        is nothing to do or a draw would be rejected (about 1 in 10**16: then shuffled one at a time here)."""
        n = len(items)
        if n < 2:
            return None, None
        plan = _PLANS.get(n) or _ShufflePlan.cached(n)
        start = self.state
        draws = plan.draws(start)
        if draws is None:
            self.shuffle_one_by_one(items)
            return None, None
        self.state = (start + plan.advance) & MASK64
        return plan, draws

    def shuffle_one_by_one(self, items):
        """The definition of shuffle(): swap each position from the last down with one at or below it."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self):
        return Rng(self.state)

    def __eq__(self, other):
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self):
        return f"Rng({self.state:#x})"


class _ShufflePlan:
    """The next n - 1 outputs of next64() from any state, in one go: SplitMix64's k-th state is
    start + k * GAMMA, so the n - 1 states are laid side by side in one big int, 128 bits apart (room for
    each 64 x 64-bit product), and mixed with a dozen big-int operations instead of a dozen per draw."""

    LANE = 128

    def __init__(self, n):
        count = n - 1
        ones = sum(1 << (self.LANE * k) for k in range(count))
        self.ones, self.lanes = ones, ones * MASK64
        self.steps = sum(((k + 1) * GAMMA & MASK64) << (self.LANE * k) for k in range(count))
        self.unpack, self.nbytes = struct.Struct("<" + "Q8x" * count).unpack, 16 * count
        self.positions = tuple(range(n - 1, 0, -1))       # position i swaps with draw % (i + 1)
        self.sizes = tuple(i + 1 for i in self.positions)
        self.limits = tuple(MASK64 - (MASK64 + 1) % size for size in self.sizes)   # as below()
        self.advance = count * GAMMA
        self.near, self.carries = n * ones, ones << 64
        self.swap = _swapper(self.positions)
        self.heads = {}         # shuffle_head's swappers by k
        self.deals = {}         # shuffle_sums' functions by n

    @staticmethod
    def cached(n):
        plan = _PLANS[n] = _ShufflePlan(n)
        return plan

    def draws(self, start):
        """The draws, or None if below() would reject one of them."""
        lanes = self.lanes
        z = (start * self.ones + self.steps) & lanes
        z = ((z ^ (z >> 30)) & lanes) * MIX1 & lanes
        z = ((z ^ (z >> 27)) & lanes) * MIX2 & lanes
        z ^= z >> 31
        # no `& lanes` after the last step: z >> 31 brings each lane's low 31 bits into bits 97..127 of
        # the lane below, whose bits 64..96 stay 0; the unpack skips each lane's upper 8 bytes, and the
        # carry test below reads only bit 64 (a carry into it stops there, bits 65..96 being 0).
        # below(size) rejects only draws above 2**64 - 1 - size: first test every lane at once for one
        # that comes that close (adding n carries it past 64 bits), then the exact limits
        if (z + self.near) & self.carries:
            draws = self.unpack(z.to_bytes(self.nbytes, "little"))
            return None if any(map(gt, draws, self.limits)) else draws
        return self.unpack(z.to_bytes(self.nbytes, "little"))


_PLANS = {}


def _swapper(positions, keep=None):
    """swap(items, draw, ...): for each position i in turn, swap items[i] with items[draw % (i + 1)], the
    draws given in the order of `positions`. Written out, one statement a swap (made once per length):
    the loop over zip() and map() it replaces cost about 1.4 times as much (callgrind), and dealing is most
    of a new hand's cost. With `keep`, positions i >= keep only copy items[i] down (shuffle_head)."""
    ds = [f"d{i}" for i in positions]
    lines = [f"def swap(items, {', '.join(ds)}):"]
    for i, d in zip(positions, ds):
        if keep is not None and i >= keep:
            lines.append(f"    items[{d} % {i + 1}] = items[{i}]")
        else:
            lines += [f"    j = {d} % {i + 1}", f"    items[{i}], items[j] = items[j], items[{i}]"]
    if not positions:
        lines.append("    pass")
    namespace = {}
    exec("\n".join(lines), namespace)      # noqa: S102 - our own text: ints and names made here
    return namespace["swap"]


def _radix_groups(positions):
    """{position: the lines that start its group}: radix_sums' number is split into groups of positions
    whose sizes multiply to below 2**30, each then divided one digit at a time: one-digit ints take CPython's
    quick division, a big number's division is 5 times slower (so a big division a group, not a position)."""
    groups, start, size = {}, positions[0], 1
    for i in positions:
        if size * (i + 1) >= 1 << 30:
            groups[start], start, size = size, i, 1
        size *= i + 1
    groups[start] = size
    last = min(groups)
    return {i: ["    g = number" if i == last else f"    number, g = divmod(number, {size})"]
            for i, size in groups.items()}


def _summer(positions, n, first, radix=False):
    """sums(items, draw, ...): shuffle_sums' pass, written out as _swapper's swaps are: position i's final
    item (items[draw % (i + 1)] before its step) is kept as x<i> and items[i] copied down in its place;
    position 0's item is final after the last step. Sum k is then one sum() of its positions' items: C adds
    them (the items are ints, cards' bits below 2**63), where a `+=` a position cost a Python operation and
    an int made and freed each (about 9k of a 52-card deal's 55k instructions, callgrind). With `radix`,
    sums(items, number): the draws are number's digits (radix_sums), divided out one position at a time."""
    ds = [f"d{i}" for i in positions]
    lines = [f"def sums(items, {'number' if radix else ', '.join(ds)}):"]
    held = {k: [] for k in range(n)}       # sum k's items, by name
    groups = _radix_groups(positions) if radix else {}
    for i, d in zip(positions, ds):
        if radix:
            lines += groups.get(i, [])
            lines.append(f"    j = g % {i + 1}")
            if i - 1 not in groups and i > 1:
                lines.append(f"    g //= {i + 1}")
        else:
            lines.append(f"    j = {d} % {i + 1}")
        lines += [f"    x{i} = items[j]", f"    items[j] = items[{i}]"]
        held[(first + i) % n].append(f"x{i}")
    lines.append("    x0 = items[0]")
    held[first % n].append("x0")

    def total(names):
        return f"sum(({', '.join(names)},))" if len(names) > 1 else (names[0] if names else "0")
    lines.append(f"    return [{', '.join(total(held[k]) for k in range(n))}]")
    namespace = {}
    exec("\n".join(lines), namespace)      # noqa: S102 - our own text: ints and names made here
    return namespace["sums"]


_BELOW = {}     # uniform_below's (words, limit) by m


def uniform_below(rng, m):
    """A uniform int in [0, m) from `rng`: its next output where m fits in 64 bits; else that output keys a
    BLAKE2b digest of as many 64-bit words as m needs (one call, not an output a word: Quadruple War's deal
    2 numbers a whole shuffle so, games/quadwar/deals.py). A number in the top (2**bits) % m is refused and
    drawn again from the next output (rarer than 1 in 10**9 for a deck), so every value is equally likely."""
    known = _BELOW.get(m)
    if known is None:
        words = max(1, -(-(m - 1).bit_length() // 64))
        span = 1 << (64 * words)
        known = _BELOW[m] = (8 * words if words > 1 else 0, span - span % m)
    size, limit = known
    while True:
        x = rng.next64()
        if size:
            x = int.from_bytes(blake2b(x.to_bytes(8, "little"), digest_size=size).digest(), "little")
        if x < limit:
            return x % m


_OUTPUTS = {}    # next_outputs' lanes by k


def next_outputs(state, k):
    """The next k outputs of next64() from RNG state `state` (a 64-bit int), as a tuple, in one go (the lanes
    of _ShufflePlan, without its limits): a new game that knows it will draw k numbers pays about half of
    k calls. The RNG's state after them is (state + k * GAMMA) & MASK64."""
    known = _OUTPUTS.get(k)
    if known is None:
        lane = _ShufflePlan.LANE
        ones = sum(1 << (lane * i) for i in range(k))
        known = _OUTPUTS[k] = (ones, ones * MASK64, sum(((i + 1) * GAMMA & MASK64) << (lane * i) for i in range(k)),
                               struct.Struct("<" + "Q8x" * k).unpack, 16 * k)
    ones, lanes, steps, unpack, nbytes = known
    z = (state * ones + steps) & lanes
    z = ((z ^ (z >> 30)) & lanes) * MIX1 & lanes
    z = ((z ^ (z >> 27)) & lanes) * MIX2 & lanes
    return unpack((z ^ (z >> 31)).to_bytes(nbytes, "little"))     # bytes past each lane's 64 are skipped


def below_from(x, m):
    """uniform_below(rng, m)'s number when rng's next output is x, or None where it would draw again (a
    caller that has the output already: next_outputs)."""
    known = _BELOW.get(m)
    if known is None:
        uniform_below(Rng(0), m)        # fills _BELOW[m]
        known = _BELOW[m]
    size, limit = known
    if size:
        x = int.from_bytes(blake2b(x.to_bytes(8, "little"), digest_size=size).digest(), "little")
    return x % m if x < limit else None


_RADIX_SUMMERS = {}     # radix_sums' functions by (len(items), n, first)


def radix_sums(items, n, first, number):
    """shuffle_sums' pass for the shuffle numbered `number` (below len(items)!): its digits in the mixed
    radix of the shuffle's sizes, the least significant first, are the draws (position i, from the last
    down, swaps with digit number % (i + 1), then number //= i + 1). `items` is left in no set order."""
    key = (len(items), n, first)
    sums = _RADIX_SUMMERS.get(key)
    if sums is None:
        sums = _RADIX_SUMMERS[key] = _summer(tuple(range(len(items) - 1, 0, -1)), n, first, radix=True)
    return sums(items, number)


def derive_seed(*parts):
    """A stable seed from several integers (e.g. a match seed and a seat): used to seed bots."""
    r = Rng(0x5EED)
    for p in parts:
        r.state ^= int(p) & MASK64
        r.next64()
    return r.next64()
