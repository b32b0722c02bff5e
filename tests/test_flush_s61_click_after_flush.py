"""Review 61v (revv_40-41): after your own Flush card, while the table still showed it ("U: undo, Enter: go on"), a
click on a hand card was kept for your turn and then only lifted the card, unstaged: the click seemed lost. A click
in Flush stages the card (its composer's click_target); the kept click does that once the turn is yours."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, click, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def test_a_click_while_your_flush_is_shown_stages_the_card(monkeypatch):
    app = make_app(size=(1024, 640), animation="normal")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=3)
    s = scene.session
    try:
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
        action = next(a for a in s.screen_legal() if a is not None and a["type"] == "flush")
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason("r")))
        ask_hint(app, scene)
        steps(app, 5)
        n = len(s.match.actions)
        for _ in range(4):          # the hinted Flush card, by Enter
            key(app, pygame.K_RETURN)
            steps(app, 5)
            if len(s.match.actions) > n:
                break
        assert s.match.actions[n:] == [action]
        steps(app, 20)
        assert not s.my_turn() and s.match.to_move == s.screen_seat      # the table still shows your Flush
        card = next(p for p in scene.table.pieces if p.zone == "hand:0")
        click(app, card.rect.center)
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        steps(app, 5)
        assert [p.id for p in scene.table.pieces if p.zone == "stage"] == [card.id]
    finally:
        close_board(app)
