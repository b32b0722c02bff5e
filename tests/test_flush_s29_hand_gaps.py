"""Session 29: the hand kept a gap where each staged card had been until Declare. The gaps stay while the
pointer is over the hand or just left it (session 22: a card clicked, then the pile, then the next card
where it was seen), and close once it has stayed away a moment (hand_gaps.HAND_CLOSE_AFTER)."""

import pygame
import pytest

from quash_table.games.flush.hand_gaps import HAND_CLOSE_AFTER
from tests.ui_helpers import DT, click, close_board, post, steps, target_rect

pytestmark = pytest.mark.ui


def _lefts(scene):
    return sorted(p.home.x for p in scene.table.pieces if p.zone == "hand:0")


def _steps(lefts):
    return [b - a for a, b in zip(lefts, lefts[1:])]


def no_gap(scene, lefts):
    """No step wider than the hand's cards side by side (their width and the row's 10 px): a fan's steps differ
    a little by what each card must leave in view (a 10's big value, session 36), a staged card's gap is two."""
    w = max(p.home.w for p in scene.table.pieces if p.zone == "hand:0")
    return max(_steps(lefts)) <= w + scene.metrics.px(10) + 1


def test_the_gaps_close_once_the_pointer_stays_away(tmp_path):
    from tests.test_flush_scene import open_table
    app, scene = open_table(tmp_path)
    try:
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.home.x)
        before = _lefts(scene)
        middle = hand[len(hand) // 2]
        click(app, (middle.home.x + 6, middle.home.centery))
        pile = target_rect(scene, "pile").center
        click(app, pile)
        steps(app, 20)
        assert [p.code for p in scene.table.pieces if p.zone == "stage"] == [middle.code]
        gapped = _lefts(scene)
        assert len(gapped) == len(before) - 1 and max(_steps(gapped)) > 1.5 * min(_steps(gapped))   # its gap
        post(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(0, 0, 0))
        steps(app, int(HAND_CLOSE_AFTER / DT) + 30)
        closed = _lefts(scene)
        assert no_gap(scene, closed), closed       # no gap
        # back over the hand, the cards stay where they are now
        post(pygame.MOUSEMOTION, pos=(closed[0] + 6, hand[0].home.centery), rel=(0, 0), buttons=(0, 0, 0))
        steps(app, 20)
        assert _lefts(scene) == closed
    finally:
        close_board(app)
