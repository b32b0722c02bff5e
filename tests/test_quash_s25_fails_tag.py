"""Session 25: the table's red FAILS tag judged a spot by its ranks alone, while the hint counted the cards
seen ("spot 4 is given up for the 7: with every 6 out, no run can grow from it" under a spot with no tag).
One judge now says whether a run can still be made there: sequences.run_still_possible, which both read."""

import pygame
import pytest

from quash_table.games import get_game
from quash_table.games.quash import art
from quash_table.games.quash.dead_spot import dead_spot_words

G = get_game("quash")


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


class T:
    px = staticmethod(lambda n: n)
    text_px = staticmethod(lambda n: n)


def every_six_out():
    """2 players basic, RED to lay the 7♣ on spot 4 holding the 5♣; all four 6s lie on the boards."""
    s = G.new_state(2, seed=4, options={"variant": "basic", "target": 99})
    seat = s.to_move
    red, black = [[] for _ in range(9)], [[] for _ in range(9)]
    red[3], red[2] = ["5C"], ["6S"]
    black[2], black[1], black[4] = ["6H"], ["6D", "7D"], ["6C", "5H"]
    laid = {c for side in (red, black) for sp in side for c in sp}
    for h in s.hands:
        h[:] = [c for c in h if c not in laid and c != "7C"]
    s.pile = [c for c in s.pile if c not in laid and c != "7C"]
    s.hands[seat] = s.hands[seat][:12] + ["7C"]
    s.board[seat % 2] = [tuple(sp) for sp in red]
    s.board[1 - seat % 2] = [tuple(sp) for sp in black]
    return s, seat


def test_the_fails_tag_and_the_hint_agree_on_a_spot_no_card_can_finish():
    s, seat = every_six_out()
    view = G.view(s, seat)
    action = {"type": "play", "card": "7C", "spot": 4}
    assert action in G.legal_actions(s)
    gist, _ = dead_spot_words(view, action)
    assert "every 6" in gist, gist                       # the hint: no run can grow there
    mine = [list(sp) for sp in view["board"][view["side"]]]
    mine[3].append("7C")
    out = {c for side in view["board"] for sp in side for c in sp} | {"7C"}
    frame = pygame.Rect(0, 0, 100, 140)
    tag = art.failing_tag(T, frame, mine, 4, False, out)
    assert tag is not None and tag[1] == "FAILS", tag    # the table says so too
    # a 6 still to come: neither says it
    out -= {"6C"}
    assert art.failing_tag(T, frame, mine, 4, False, out) is None
