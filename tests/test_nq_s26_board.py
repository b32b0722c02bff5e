"""Session 26, NumberQuash for a new player: Undo's reason at the start of your turn, ..."""

import pygame
import pytest

from tests.test_shell_s26_tips import words_near
from tests.ui_helpers import hud_tip_rect as hover_tip
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


def _pass_and_play(size=(1280, 800)):
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", ["human:Ann", "human:Bob"], seed=3)
    settle(app, scene)
    return app, scene


def _cover_a_cell(app, scene):
    """The screen's person rolls (R) and plays its dice until the turn passes on."""
    from tests.ui_helpers import key
    m, seat = scene.session.match, scene.session.screen_seat
    key(app, pygame.K_r)
    settle(app, scene)
    for _ in range(20):
        if m.to_move != seat:
            break
        legal = m.legal_actions()
        scene.session.play(next((a for a in legal if a["type"] in ("place", "end")), legal[0]))
        settle(app, scene)
    assert m.to_move != seat


def test_the_pass_notice_says_what_to_press_and_is_in_the_layout():
    # review 26: "Player 1's turn / Pass the screen to Player 1" named no key, and R rolled straight through
    # it; --layout did not list it
    app, scene = _pass_and_play()
    try:
        first = scene.session.screen_seat
        _cover_a_cell(app, scene)
        assert scene.session.screen_seat != first
        notice = next(o for o in scene.layout_info()["objects"] if o["id"] == "handover")
        name = scene.session.name(scene.session.screen_seat)
        assert notice["label"] == f"{name}'s turn" and "press R to roll" in notice["text"], notice
        assert notice["keys"] == ["R to roll"]
    finally:
        pygame.display.quit()


def test_pass_and_play_keeps_undo_greyed_with_its_reason(monkeypatch):
    # review 26: pass-and-play had no Undo at all, where a game against bots shows it greyed with its reason
    from quash_table.ui.undo_reasons import UNDO_SHARED
    app, scene = _pass_and_play()
    try:
        from tests.ui_helpers import key
        _cover_a_cell(app, scene)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled and undo.reason == UNDO_SHARED
        hover_tip(monkeypatch, app, scene, undo)
        assert scene.hud.tip[0].lower() == UNDO_SHARED
        n = len(scene.session.match.actions)
        key(app, pygame.K_u, frames=2)
        assert len(scene.session.match.actions) == n and scene.message[0].lower() == UNDO_SHARED
    finally:
        pygame.display.quit()
