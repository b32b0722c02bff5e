"""Flush `normal`: its card counting, made fast for the hard bot's playouts, still counts what the seat
has not seen exactly as a plain reading of the view does."""

from collections import Counter

from quash_table.games import get_game
from quash_table.games.flush.bots import NormalBot
from quash_table.games.flush.rules import VALUE

from .positions import game_steps, rotating_seat

G = get_game("flush")


def unseen_by_value(view):
    """Written out plainly: the deck minus every card the seat can see, counted by value (0: Flush)."""
    unseen = Counter(view["deck_counts"])
    seen = Counter(view["hand"])
    seen.update(b["top"] for row in view["bases"] for b in row if b["top"] is not None)
    seen.update(c for c, _ in view["pile"])
    seen.update(c for c, _ in view["adjacent"])
    seen.update(view["discard"])
    if view["mimic_card"] is not None:
        seen[view["mimic_card"]] += 1
    unseen.subtract(seen)
    by_value = [0] * 11
    for c, k in unseen.items():
        if k > 0:
            by_value[VALUE[c]] += k
    return by_value


def test_card_counting_matches_a_plain_count_of_the_unseen_cards():
    table = lambda k: (3 + k % 4, "normal", None, None)   # noqa: E731
    checked = 0
    for state, step in game_steps("flush", 12, table, seed=5, max_steps=120):
        seat = rotating_seat(state, step)
        view = G.view(state, seat)
        bot = NormalBot(G, seat)
        bot._prepare(view)
        by_value = unseen_by_value(view)
        total = max(1, sum(by_value))
        m = view["mimic"]
        for v in range(11):
            at_most = sum(by_value[: v + 1])
            assert bot._frac_at_most(v) == at_most / total
            with_mimic = at_most + (by_value[m] if m is not None and m > v else 0)
            assert bot._frac_at_most(v, mimic=True) == with_mimic / total
            same = by_value[v] + (by_value[m] if m is not None and m != v else 0)
            assert bot._frac_value(v) == same / total
        checked += 1
    assert checked > 500
