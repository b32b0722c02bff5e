"""Session 27 (review 27, 56-replay-tip-counter.png): in a replay the "Move 12 of 56" counter's tip lay over the
slider ~110 px left of the counter, read as the slider's; the greyed "Spectator ▸" view button of an unfinished
game's replay showed no tip though it has a reason ("Until the game is over…"), as a greyed control does."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import board_tip, find, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _unfinished_quadwar():
    """Quadruple War, two people and two bots, 56 moves played: a game not over (its replay's view locked)."""
    m = Match("quadwar", ["human", "human", "bot:random", "bot:random"], seed=27)
    rng = random.Random(27)
    while len(m.actions) < 56:
        m.play(rng.choice(m.legal_actions()))
    return m


def _hover(app, scene, monkeypatch, oid):
    rect = pygame.Rect(find(scene.layout_info()["objects"], oid)["rect"])
    board_tip(monkeypatch, app, scene, rect)
    return rect


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_counters_tip_sits_by_the_counter_and_the_greyed_view_says_why(monkeypatch, size):
    from quash_table.ui.tables import replay_board
    app = make_app(size, animation="instant")
    try:
        scene = replay_board(app, _unfinished_quadwar())
        app.push(scene)
        step_until(app, lambda: all(s.settled() for s in app.scenes))
        scene.replay._jump(12)
        steps(app, 3)
        counter = _hover(app, scene, monkeypatch, "replay:counter")
        slider = pygame.Rect(find(scene.layout_info()["objects"], "replay:slider")["rect"])
        assert scene.hud.tip is not None and "moves the game had" in scene.hud.tip[0], scene.hud.tip
        tip = scene.hud.tip[1]
        # by the counter: over it, not out over the slider's track nor over the view button beside it (session
        # 28 changed this file's fact: the tip hung from the counter's left edge lay mostly over "Spectator ▸";
        # now its middle is over the counter, and at most half of it along the slider or the view button)
        assert tip.left < counter.right and tip.right > counter.left, (tip, counter, slider)
        assert counter.left <= tip.centerx < counter.right, (tip, counter, slider)
        view = pygame.Rect(find(scene.layout_info()["objects"], "replay:view")["rect"])
        for other in (slider, view):
            assert min(tip.right, other.right) - max(tip.left, other.left) < tip.w // 2, (tip, other)
        view = _hover(app, scene, monkeypatch, "replay:view")
        assert scene.hud.tip is not None, "the greyed view button said nothing on hover"
        assert scene.session.view_locked_words()[:20].lower() in scene.hud.tip[0].lower(), scene.hud.tip
        assert not scene.hud.tip[1].colliderect(view)
    finally:
        pygame.display.quit()


def test_the_greyed_views_reason_pressed_is_said_once(monkeypatch):
    """Review 33: pressing the greyed "Other views" said its reason on the table and, the pointer still on it, in
    its tip at once. Said on the table, the tip leaves it out (as a greyed header button's does)."""
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import click
    app = make_app((1024, 640), animation="instant")
    try:
        scene = replay_board(app, _unfinished_quadwar())
        app.push(scene)
        step_until(app, lambda: all(s.settled() for s in app.scenes))
        view = pygame.Rect(find(scene.layout_info()["objects"], "replay:view")["rect"])
        click(app, view.center)
        words = scene.session.view_locked_words()
        assert scene.message is not None and scene.message[0] == words, scene.message
        tip = board_tip(monkeypatch, app, scene, view)
        assert tip is None or words[:20].lower() not in tip[0].lower(), tip
    finally:
        pygame.display.quit()
