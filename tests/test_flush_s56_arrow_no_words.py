"""Review 55m (revm_20, 22, 75): the hint's arrow from your hand to the pile ran straight across the tray's news (read
through it, by design) and "you may turn it up". While such an arrow is up the tray's news and instructions give way
(the hint says what to do, the move log keeps the news), and words it still crosses (the prompt's pill, the label over
a freed hidden card, the tray's caption over staged cards) are laid back over it whole (arrow_parts.arrow_under)."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _tray_words(scene):
    tray = scene._g["tray"]
    return [r for r in map(pygame.Rect, scene.table.text_rects()) if tray.contains(r)]


@pytest.mark.parametrize("seats, seed", [(3, 3), (3, 4), (6, 4), (6, 6)])
def test_the_arrow_crosses_no_words(monkeypatch, seats, seed):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    s = scene.session
    try:
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
        assert _tray_words(scene)                       # your turn: the tray tells the news
        action = s.screen_legal()[0]
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason("a reason")))
        ask_hint(app, scene)
        step_until(app, lambda: not scene.hints.arrow_pending(), timeout=120)
        steps(app, 3)
        legs, _, veils = scene.hints.arrow_drawn()
        assert legs, "no arrow"
        assert not _tray_words(scene)                   # ... and gives way to the hint's arrow
        start = pygame.Vector2(legs[0][0])
        pile = scene.table.target_by_id["pile"].frame
        covers, alpha = scene.arrow_under()
        # every word on the table but those on the card it leaves and the pile's own captions it points into, and
        # those laid back over it whole
        words = [r for r in map(pygame.Rect, scene.table.text_rects())
                 if not r.collidepoint(start) and not pile.colliderect(r) and not any(c.contains(r) for c in covers)
                 and r not in veils]     # (since session 61 one straight line: see-through over words it crosses)
        crossed = [tuple(r) for r in words if any(r.clipline(u, v) for u, v in legs)]
        assert not crossed, (crossed, legs)
        assert alpha == 255
        scene.hints.forget()
        steps(app, 3)
        assert _tray_words(scene)                       # the hint gone, the news is back
    finally:
        close_board(app)
