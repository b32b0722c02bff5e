"""Session 36, review of Flush at six seats, 1024x640, the Moves open: H sometimes showed the why before the move.
A second H while the hint was looked for brought it with its full reason, which the narrow column holds only as
"Hint, why: …" (the reason alone), and H pressed while a refusal stood in the hint's place showed the why too; the
move was never said. The hint now says its move first (its short words), the why on the next H (ui/hints.py,
hint_record.move_said)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.hints import WHY_WORD
from tests.test_flush_s32_hint_forms import WHY
from tests.test_flush_s32_hint_flush import MOVES
from tests.ui_helpers import close_board, key, match_board, settle, steps

TURN_UP = {"type": "hidden", "base": 0}


def _six_seats(monkeypatch, answers):
    """Six seats at 1024x640, the Moves open, the hint bot stood in for: `answers` is what hint_answer gives,
    one a frame (None: still looking), its last for ever."""
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 895582620, actions=MOVES)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    s = scene.session
    key(app, pygame.K_l, frames=3)
    assert scene.log_open
    settle(app, scene)
    left = list(answers)
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    monkeypatch.setattr(type(s), "hint_answer", lambda self: left.pop(0) if len(left) > 1 else left[0])
    monkeypatch.setattr(type(s), "hint_pending", property(lambda self: left[0] is None))
    return app, scene


def _says_the_move(scene):
    h = scene.hints.current
    said = scene.message[0]
    return said.startswith("Hint:") and not said.startswith(WHY_WORD) and h.is_said(said), said


@pytest.mark.ui
def test_h_twice_while_the_hint_is_looked_for_says_the_move_first(monkeypatch):
    app, scene = _six_seats(monkeypatch, [None, None, None, (TURN_UP, WHY)])
    try:
        key(app, pygame.K_h)                 # looking…
        assert scene.hints.waiting, (scene.hints.on_landing, scene.hints.for_turn, scene.message)
        key(app, pygame.K_h, frames=6)       # H again before it comes
        assert scene.hints.current is not None
        ok, said = _says_the_move(scene)
        assert ok, said                      # the move, not "Hint, why: …"
        if not scene.hints.full_shown():     # (session 55: the whole, the move first, may come at once, at the log's foot)
            key(app, pygame.K_h, frames=3)   # the next H: the why
        assert scene.hints.full_shown(), scene.message
    finally:
        close_board(app)


@pytest.mark.ui
def test_h_after_a_refusal_in_the_hints_place_says_the_move_first(monkeypatch):
    app, scene = _six_seats(monkeypatch, [(TURN_UP, WHY)])
    try:
        key(app, pygame.K_h, frames=3)
        ok, said = _says_the_move(scene)
        assert ok, said
        scene.refuse("That card cannot be moved now.")     # a refusal in its words' place
        steps(app, 2)
        assert scene.message[1] == "error"
        key(app, pygame.K_h, frames=3)
        ok, said = _says_the_move(scene)
        assert ok, said                      # its move again (the why alone came here)
        assert not scene.hints.full_shown()
        key(app, pygame.K_h, frames=3)
        assert scene.hints.full_shown(), scene.message
    finally:
        close_board(app)
