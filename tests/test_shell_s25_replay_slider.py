"""Session 25: the replay slider was 94 px wide at 1280x800 (73 at 1024x640), the bar lying across the table
alone beside the log's column; the bar now runs the window's width, under the log's column too, so the
slider has room at every window size, and a click at three quarters of it goes to three quarters of the game."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import replay_board
from tests.ui_helpers import click, find, make_app, step_until, steps

pytestmark = pytest.mark.ui

SEATS = {"quash": 2, "numberquash": 6, "thegame": 2, "quadwar": 4, "flush": 3}


def played(gid, moves=40, seed=2):
    m = Match(gid, ["human:Ann"] + ["bot:easy"] * (SEATS[gid] - 1), seed=seed)
    rng = random.Random(seed)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("gid", sorted(SEATS))
def test_the_replay_slider_has_a_usable_width(gid, size):
    a = make_app(size, animation="instant")
    try:
        m = played(gid)
        scene = replay_board(a, m)
        a.push(scene)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        objects = scene.layout_info()["objects"]
        slider = pygame.Rect(find(objects, "replay:slider")["rect"])
        assert slider.w >= size[0] // 4, slider
        for o in objects:       # nothing else of the bar lies on it
            if o["id"].startswith("replay:") and o["id"] != "replay:slider":
                assert not slider.colliderect(o["rect"]), o
        click(a, (slider.x + slider.w * 3 // 4, slider.centery))
        steps(a, 2)
        length = scene.session.length
        assert abs(scene.session.position - length * 3 / 4) <= max(2, length * 0.05)
    finally:
        pygame.display.quit()
