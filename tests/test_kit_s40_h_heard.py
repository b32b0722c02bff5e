"""Issue 23 (session 40): where a hint's short words were its whole reason, pressing H again showed the same words and
nothing else: a new player thought the key broken. The message's pill now lights up a moment (in the kit: every game),
the words left as they are."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui

WHOLE = "it fits"


def _hinted(monkeypatch, reason):
    """(app, scene): Flush at two seats, 1024x640, your first turn hinted with `reason` (the hint bot stood in
    for), its words placed against the routed way."""
    m = Match("flush", ["human", "bot:normal"], 3)
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    action = m.legal_actions()[0]
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    s = scene.session
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, reason))
    ask_hint(app, scene)
    h = scene.hints
    step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=120)
    return app, scene


def _pill(app, scene):
    rect = pygame.Rect(scene.painter.message_rect()).inflate(*(2 * scene.metrics.px(6),) * 2)
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def test_h_on_a_hint_that_shows_its_whole_reason_lights_its_words_up(monkeypatch):
    app, scene = _hinted(monkeypatch, WHOLE)
    try:
        painter = scene.painter
        said = scene.message[0]
        assert WHOLE in said and "(H: why)" not in said, said
        steps(app, 3)
        before = _pill(app, scene)
        assert painter.message_pulse() == 0.0
        key(app, pygame.K_h, frames=2)
        assert scene.message[0] == said                     # the same words: nothing more to say
        assert painter.message_pulse() > 0.5                # but the pill lights up: H was heard
        assert _pill(app, scene) != before
        steps(app, int(painter.PULSE_SECONDS * 60) + 10)
        assert painter.message_pulse() == 0.0 and scene.message[0] == said
        assert _pill(app, scene) == before
    finally:
        close_board(app)
