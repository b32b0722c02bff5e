"""Quadruple War after the session-14 review: what the header says follows what the table shows."""

import pygame
import pytest

from tests.ui_helpers import DT, board, close_board, make_app, settle, steps


SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _hud(scene, bid):
    return next(b for b in scene.hud.buttons if b.id == bid)


@pytest.mark.ui
def test_your_turn_waits_for_the_last_bots_card_to_land():
    """The header said "Your turn" and Hint lit while Bot 4's card was still flying to the trick."""
    app = make_app(animation="normal")
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 0})
    try:
        settle(app, scene)
        s, m = scene.session, scene.session.match
        seen_flight = 0
        for _ in range(6000):
            if m.over or m.state.hand_no > 1:
                break
            if s.my_turn():
                if scene.tweens.busy:
                    # a move is still landing (a bot's card, a trick gathered): not yet your turn on screen
                    seen_flight += m.actors[-1] != 0
                    assert not scene.hud.shown.get("status", "").startswith("Your turn")
                    assert not _hud(scene, "hud:hint").enabled
                    steps(app, 1)
                    continue
                steps(app, 4)          # the still layer repaints a region a frame
                assert scene.hud.shown["status"].startswith("Your turn")
                assert _hud(scene, "hud:hint").enabled
                s.play(s.screen_legal()[0])
            app.step(DT)
        assert seen_flight > 0
    finally:
        close_board(app)
