"""Review 61v: Flush's hint arrows from your hand to the pile ended on the pile box's corner by the stock's, and
seemed to point at the stock (six seats, 1024x640, seed 23: revv_78, 85); they doglegged across other cards (revv_11,
139), and changed their shape when H asked why (revv_18-20). Now one straight line (board.arrow_line), from the card
into the band of the pile's cards (paint_middle.cards_band), the same for the short words and the why."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui

WHY = ("lay two 1s (one a Deduction) on the pile \u2014 makes a Flush: the pile goes and you play again; tried both to "
       "the round's end, it left you fewer points than \u201clay a 1 Deduction on the pile\u201d on average (about 2 "
       "points fewer); you will have 12 cards left")


def _drawn(app, scene):
    step_until(app, lambda: not scene.hints.arrow_pending(), timeout=120)
    steps(app, 3)
    return [(tuple(u), tuple(v)) for u, v in scene.hints.arrow_drawn()[0]]


@pytest.mark.parametrize("seats, seed, cards", [(6, 23, ("1",)), (6, 23, ("7D",)), (3, 11, None)])
def test_one_straight_line_into_the_piles_cards_the_same_for_the_why(monkeypatch, seats, seed, cards):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    s = scene.session
    try:
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
        legal = [a for a in s.screen_legal() if a is not None and a.get("cards")]
        action = next(a for a in legal if cards is None or tuple(a["cards"]) == cards)
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason(WHY, short="a Flush")))
        ask_hint(app, scene)
        short = _drawn(app, scene)
        key(app, pygame.K_h)            # the why
        steps(app, 3)
        assert scene.hints.current.whole
        why = _drawn(app, scene)
        assert len(short) == 1, short                   # one straight line
        assert why == short, (short, why)               # ... the same when the why shows
        target = scene.table.target_by_id[scene.hints.current.target]
        mat, tip = target.rect, scene.hints.arrow_drawn()[1][0]
        # its point in the pile's box (or the new pile's), well in from its sides (not by the stock's corner), in the
        # part the hint frames (the pile: where its cards lie)
        assert mat.inflate(-mat.w // 4, 0).collidepoint(tip), (tip, mat)
        assert target.frame.inflate(2, 2).collidepoint(tip)
    finally:
        close_board(app)
