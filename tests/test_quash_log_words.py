"""QUASH's words in the move log read as clauses of the move they follow."""

from quash_table.games import get_game
from quash_table.ui.narration import SEPARATOR

G = get_game("quash")


def test_the_last_draw_is_a_clause_after_the_move():
    """'Bot 2 (normal) plays 10 of clubs on spot 9 — The draw pile is empty' had a capital after the dash."""
    words = G.describe_event({"kind": "card_drawn", "seat": 1, "pile_left": 0}, 2)
    line = G.describe({"type": "play", "card": "10C", "spot": 9}, 1, 2) + SEPARATOR + words
    assert line == "BLACK plays 10\u2663 on spot 9 \u2014 the draw pile is now empty"
