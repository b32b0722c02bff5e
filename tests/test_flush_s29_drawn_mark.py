"""Session 29, pass-and-play: the card you drew after another person's Flush Plus was not marked in your hand
once the curtain lifted, when that person played again (a Flush plays again) before your turn: the marks read
only the last move. They read every move since your last action (new_tags.came_since), for your eyes only
(the hand is drawn only for its owner)."""

import pygame
import pytest

from quash_table.games.flush.new_tags import came_since, new_tags
from quash_table.ui.curtain_news import first_since
from tests.test_flush_s14 import _played
from tests.ui_helpers import close_board, match_board, settle, steps


def _drawn(m, i, seat=0):
    return [e["card"] for e in m.game.events(m.state_after(i + 1), seat)
            if e["kind"] == "card_drawn" and e.get("to") == seat]


def _drew_before_the_last_move(m):
    """Seat 0 (a person) is to move; it drew a card since its last action, not in the last move."""
    if m.to_move != 0 or not m.actors or m.actors[-1] == 0 or _drawn(m, len(m.actions) - 1):
        return False
    return any(_drawn(m, i) for i in range(first_since(m, 0), len(m.actions) - 1))


def _match():
    m = _played(3, _drew_before_the_last_move, seeds=[1], humans=2, limit=200)
    assert m is not None
    code = next(c for i in range(first_since(m, 0), len(m.actions)) for c in _drawn(m, i))
    return m, code


def test_a_card_drawn_before_the_last_move_came_since_your_last_action():
    m, code = _match()
    assert code in came_since(m, 0)
    assert came_since(m, 1) == [] or code not in came_since(m, 1)    # the other person's marks are theirs


@pytest.mark.ui
def test_it_is_marked_in_your_hand_behind_the_curtain():
    m, code = _match()
    app, scene = match_board(m, settled=False)
    try:
        s = scene.session
        if s.curtain is not None:
            s.lift_curtain()
        settle(app, scene)
        steps(app, 2)
        assert s.screen_seat == 0 and s.my_turn()
        marks = [r for r, _ in new_tags(scene)]
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        marked = [p.code for p in hand for r in marks if pygame.Rect(p.rect).contains(r)]
        assert marked == [code], (marked, code)
    finally:
        close_board(app)
