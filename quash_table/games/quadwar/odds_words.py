"""How often, in a player's words: "about 3 times in 4" for 0.77 (no pygame). The hint's full reason said
"in 77% of 150 sampled deals" (review 31): a figure and the search's jargon. A share is said as the nearest
simple odds a person would say at a card table; the hint adds "from what you can see" where the share comes
from deals played out from the seat's own view (hard.py)."""

# the odds a person says, (k, m) for "k times in m", and the words at the ends and the middle
_ODDS = ((1, 10), (1, 5), (1, 4), (1, 3), (2, 5), (3, 5), (2, 3), (3, 4), (4, 5), (9, 10))


def times_in(share):
    """`share` (0..1) as a player says it: "nearly always", "about 3 times in 4", "about half the time",
    "about 1 time in 4", "hardly ever"."""
    if share >= 0.95:
        return "nearly always"          # (not "every time": the deals played out are not every deal)
    if share <= 0.05:
        return "hardly ever"
    if 0.45 <= share <= 0.55:
        return "about half the time"
    k, m = min(_ODDS, key=lambda km: abs(km[0] / km[1] - share))
    return f"about {k} time{'' if k == 1 else 's'} in {m}"
