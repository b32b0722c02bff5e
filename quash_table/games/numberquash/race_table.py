"""The one-colour race table of NumberQuash: for each position of a colour's pair of octagons (3^9: for
each number 1..9, zero, one or two cells open), the expected number of turns to cover it playing as well
as possible. It takes about a second to compute, so it is shipped precomputed (`table_data.py`, made by
`build_table()`; a test checks that the two agree). The bots (bots.py) and the race bound read it.
"""

import base64
import os
import sys
from array import array

try:
    from .table_data import DATA as _TABLE_DATA
except ImportError:      # the data module is generated (write_table_data): without it the table is rebuilt
    _TABLE_DATA = None

POW = tuple(3 ** i for i in range(9))
SIZE = 3 ** 9
FULL = SIZE - 1          # every number open twice
SCALE = 1000             # the shipped table stores round(turns * SCALE) as unsigned 16-bit


# --- the one-colour race table ----------------------------------------------------------------------
def _patterns():
    """For each value 1..12, every way to take numbers (each at most twice) summing to it."""
    pats = {v: [] for v in range(1, 13)}
    for v in range(1, 13):
        def rec(n, rest, acc):
            if rest == 0:
                pats[v].append((sum(m * POW[i] for i, m in acc), tuple(acc)))
                return
            for nn in range(n, 10):
                if nn > rest:
                    break
                for m in (1, 2):
                    if m * nn > rest:
                        break
                    rec(nn + 1, rest - m * nn, acc + [(nn - 1, m)])
        rec(1, v, [])
    return pats


def build_table():
    """Expected turns to cover every open cell of one colour, for each of the 3^9 positions.

    Position index = sum over numbers n of (open cells with number n) * 3^(n-1). A roll is placed in full
    if it can be; otherwise one die covers a cell of its own number; otherwise it is lost (the default
    rules: the house rules `split_single_die` and `doubles: "always"` are valued as if they were off). Doubles placed in full roll again in
    the same turn (so the next roll is free). Bonuses are left out: this is the pure race.
    """
    pats = _patterns()
    digits = []
    for s in range(SIZE):
        d, x = [], s
        for _ in range(9):
            d.append(x % 3)
            x //= 3
        digits.append(d)
    rolls = {}
    for a in range(1, 7):
        for b in range(1, 7):
            key = (min(a, b), max(a, b))
            rolls[key] = rolls.get(key, 0) + 1
    rolls = [(a, b, n / 36) for (a, b), n in sorted(rolls.items())]
    E = [0.0] * SIZE
    for s in sorted(range(SIZE), key=lambda s: sum(digits[s])):
        if s == 0:
            continue
        d = digits[s]
        memo = {}

        def best(v):
            if v in memo:
                return memo[v]
            r = None
            for delta, need in pats[v]:
                for i, m in need:
                    if d[i] < m:
                        break
                else:
                    e = E[s - delta]
                    if r is None or e < r:
                        r = e
            memo[v] = r
            return r

        total, stay = 1.0, 0.0
        for a, b, p in rolls:
            r = best(a + b)
            if r is not None:
                if a == b and r > 0:
                    r -= 1.0
                total += p * r
                continue
            # only one die usable: it covers one cell of its own number (the default rules)
            options = [E[s - POW[v - 1]] for v in (a, b) if d[v - 1]]
            if options:
                total += p * min(options)
            else:
                stay += p
        E[s] = total / (1.0 - stay)
    return E


def encode_table(E):
    arr = array("H", [round(e * SCALE) for e in E])
    if sys.byteorder == "big":
        arr.byteswap()
    return base64.b64encode(arr.tobytes()).decode("ascii")


def decode_table(text):
    arr = array("H")
    arr.frombytes(base64.b64decode(text))
    if sys.byteorder == "big":
        arr.byteswap()
    return [x / SCALE for x in arr]


def write_table_data(path=None):
    """Recompute the table and write table_data.py beside this file."""
    path = path or os.path.join(os.path.dirname(__file__), "table_data.py")
    text = encode_table(build_table())
    lines = ['"""Precomputed NumberQuash race table (made by race_table.build_table(), checked by a test).\n',
             "Expected turns to cover one colour from each of its 3^9 positions, times 1000, as little-endian",
             "unsigned 16-bit numbers in base64. Regenerate with:",
             '    python -c "from quash_table.games.numberquash import race_table; race_table.write_table_data()"',
             '"""', "", "DATA = ("]
    lines += [f'    "{text[i:i + 96]}"' for i in range(0, len(text), 96)]
    lines.append(")")
    with open(path, "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")


_TABLE = None


def table():
    """The race table (shipped precomputed; rebuilt if the data module is missing)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = decode_table(_TABLE_DATA) if _TABLE_DATA is not None else build_table()
        if len(_TABLE) != SIZE:
            _TABLE = build_table()
    return _TABLE
