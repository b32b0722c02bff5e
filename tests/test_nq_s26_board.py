"""Session 26, NumberQuash for a new player: Undo's reason at the start of your turn, ..."""

import pygame
import pytest

from tests.test_shell_s26_tips import hover_tip, words_near
from tests.ui_helpers import board, make_app, settle, step_until

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size, bots", [((1280, 800), 1), ((1024, 640), 5)])
def test_undos_reason_at_the_start_of_your_turn_says_you_have_not_moved(monkeypatch, size, bots):
    # review 26: at "Your turn: Roll the dice (R)" the greyed Undo said "your turn is over", the reason of the
    # move that ended your last turn, not of the moment
    app = make_app(size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human"] + ["bot:normal"] * bots, seed=7)
        settle(app, scene)
        m = scene.session.match
        step_until(app, lambda: m.to_move == 0, timeout=60)
        while m.to_move == 0:                         # your turn played out (the bots wait for it)
            step_until(app, scene.session.my_turn)
            legal = m.legal_actions()
            scene.session.play(next((a for a in legal if a["type"] == "place"), legal[0]))
        step_until(app, lambda: m.to_move == 0 and scene.session.my_turn(), timeout=60)
        settle(app, scene)
        assert 0 in m.actors and m.state.phase == "before_roll"
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled
        tip = hover_tip(monkeypatch, app, scene, undo)
        words = scene.hud.tip[0].lower()
        assert "not moved yet this turn" in words and "turn is over" not in words, words
        assert not words_near(scene, tip, undo, scene.metrics.px(3))
        assert pygame.Rect(0, 0, *size).contains(tip)
    finally:
        pygame.display.quit()
