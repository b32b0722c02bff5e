"""Session 33 (review 32): the replay's view button read "As you saw it", the header's own name for the view
shown ("Replay · As you saw it"), so it read as a second title. It says what pressing it does: the view it shows
next ("Show all face up", "Show Bot 2's view"); greyed where there is no other view yet, "Other views"."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import replay_board
from tests.ui_helpers import centre, click, find, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _played(moves=None):
    m = Match("thegame", ["human", "bot:random"], seed=4)
    rng = random.Random(4)
    while not m.over and (moves is None or len(m.actions) < moves):
        m.play(rng.choice(m.legal_actions()))
    return m


def _switch(scene):
    return find(scene.layout_info()["objects"], "replay:view")


def test_the_view_button_says_the_view_it_shows_next_not_the_one_shown():
    app = make_app(animation="instant")
    try:
        scene = replay_board(app, _played())
        app.push(scene)
        step_until(app, lambda: all(s.settled() for s in app.scenes))
        s = scene.session
        said = []
        for _ in range(len(s.choices)):
            view = _switch(scene)
            assert s.view_label() not in view["label"], (view["label"], s.view_label())
            said.append(view["label"].split("  ")[0])
            click(app, centre(view["rect"]), frames=3)
        assert said == ["Show all face up", "Show Bot 2's view", "Show your view"], said
        assert s.choice == 0                       # round the views, back to yours
    finally:
        pygame.display.quit()


def test_a_replay_with_no_other_view_yet_says_other_views_greyed():
    app = make_app(animation="instant")
    try:
        scene = replay_board(app, _played(moves=6), position=6)
        app.push(scene)
        steps(app, 3)
        view = _switch(scene)
        assert not view["enabled"] and view["label"].startswith("Other views"), view
    finally:
        pygame.display.quit()
