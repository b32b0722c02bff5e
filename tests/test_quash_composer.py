"""The advanced swap chain as a person builds it on the board, one drop at a time (no pygame)."""

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from quash_table.games.quash.composer import SwapChain

from .test_quash_rules import advanced

G = get_game("quash")


def long_chain_position():
    """RED to move (advanced): spot 2 J-Q, spot 5 10-6 (failed), spot 3 5S, spot 7 9H, spot 4 8H."""
    return advanced(["JH", "QH", "KH", "10D", "6C", "5S", "4S", "9H", "8H"], [],
                    red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3), ("9H", 7), ("8H", 4)])


def test_a_chain_of_four_board_cards_built_drop_by_drop_is_the_rules_action():
    s = long_chain_position()
    side = [list(sp) for sp in s.board[0]]
    c = SwapChain(side, "KH", 2, "JH")
    assert c.moving == "JH" and sorted(c.board[1]) == ["KH", "QH"]
    assert (5, "6C") in c.options() and (2, "KH") not in c.options(), "JH never goes back to spot 2"
    assert c.step(5, "6C") is None and c.moving == "6C"
    assert c.step(3, "5S") is None and c.moving == "5S"
    assert c.step(7, "9H") is None and c.moving == "9H"
    assert (7, None) not in c.options(), "9H left spot 7"
    done = c.step(4)
    assert done == {"type": "play", "card": "KH", "spot": 2,
                    "swap": [["JH", 5], ["6C", 3], ["5S", 7], ["9H", 4]]}
    after = G.apply(s, done)
    assert [tuple(sorted(sp)) for sp in after.board[0]] == [tuple(sorted(sp)) for sp in c.board]
    assert side == [list(sp) for sp in s.board[0]], "the board it was given is untouched"


def test_a_refused_step_keeps_the_chain_as_it_was():
    s = long_chain_position()
    c = SwapChain(s.board[0], "KH", 2, "JH")
    before = (list(c.board), c.moving, list(c.moves))
    for spot, out, reason in ((2, None, "may not return to spot 2"), (4, None, "cannot go to spot 4"),
                              (5, "QS", "not on spot 5"), (10, None, "no spot 10")):
        with pytest.raises(IllegalAction, match=reason):
            c.step(spot, out)
        assert (list(c.board), c.moving, list(c.moves)) == before
    with pytest.raises(IllegalAction, match="cannot replace"):
        SwapChain(s.board[0], "4S", 2, "JH")            # 4 with Q on a double


def test_every_option_offered_is_a_step_the_rules_take_and_only_those():
    s = long_chain_position()
    c = SwapChain(s.board[0], "KH", 2, "JH")
    offered = set(c.options())
    for k in range(9):
        for x in [None] + list(c.board[k]):
            probe = SwapChain(s.board[0], "KH", 2, "JH")
            try:
                probe.step(k + 1, x)
                ok = True
            except IllegalAction:
                ok = False
            assert ok == ((k + 1, x) in offered), (k + 1, x)


def test_the_next_drop_of_a_hinted_chain_while_the_chain_follows_it():
    s = long_chain_position()
    c = SwapChain(s.board[0], "KH", 2, "JH")
    hinted = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 3]]}
    assert c.hinted_next(hinted) == (5, "6C")
    c.step(5, "6C")
    assert c.hinted_next(hinted) == (3, None)
    assert c.hinted_next({"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 9]]}) is None
    assert c.hinted_next({"type": "play", "card": "KH", "spot": 2}) is None
    other = SwapChain(s.board[0], "KH", 2, "JH")
    other.step(9)
    assert other.hinted_next(hinted) is None, "a chain that left the hint"
