"""Session 20 (QUASH at four, a new player): the summary ranked the players ("1. ★ Bot 2 30, 1. ★ Bot 4 30,
3. You 26, 3. Bot 3 26") though the partners share one score. A game whose seats play in partnerships
(game.sides) has its summary rank the partnerships, each named with its players (chrome.standing_rows)."""

from quash_table.games import get_game
from quash_table.ui.chrome import standing_rows


class Names:
    def name(self, seat):
        return ["You", "Bot 2", "Bot 3", "Bot 4"][seat]


def test_a_four_seat_quash_summary_ranks_the_two_sides():
    res = {"scores": [26, 30, 26, 30], "winners": [1, 3], "over": True}
    rows = standing_rows(get_game("quash"), Names(), res)
    assert rows == [(1, "BLACK (Bot 2 & Bot 4)", 30, True, None), (2, "RED (You & Bot 3)", 26, False, None)]


def test_a_two_seat_game_still_ranks_each_seat():
    res = {"scores": [12, 30], "winners": [1], "over": True}
    rows = standing_rows(get_game("quash"), Names(), res)
    assert [(r[0], r[1], r[2]) for r in rows] == [(1, "Bot 2", 30), (2, "You", 12)]
