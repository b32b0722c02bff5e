"""Session 61, NumberQuash hint arrows (review 60): the 12-steal arrow zigzagged across the 10's octagon at 1280x800,
"cover left red 8" overshot its cell to the window's edge and hooked back, and an old steal arrow stayed when the bank
reminder took the hint's words' place. The arrow is a straight line or one bend that goes on towards where it goes
(BoardHooks.straight_arrow, hint_way.gentle), and it goes when its words go (HintOverlay.draw)."""

import time

import pygame
import pytest

from quash_table.ui.hint_way import gentle
from tests.test_nq_review13b import TWELVE
from tests.test_numberquash_scene import open_table
from tests.ui_helpers import key

pytestmark = pytest.mark.ui
FOUR = ("human", "bot:easy", "bot:easy", "bot:easy")


def _hint(app, scene):
    key(app, pygame.K_h)
    end = time.monotonic() + 20
    while time.monotonic() < end and not scene.hints.words_shown():
        app.step(1 / 60)
    assert scene.hints.words_shown(), scene.message
    app.step(1 / 60)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("case", ["steal", "cover"])
def test_the_hint_arrow_is_one_straight_line_into_its_target(size, case):
    if case == "steal":
        app, scene, _ = open_table(TWELVE[0], seats=FOUR, before=TWELVE[1], size=size)
    else:       # a fresh table, 3+5: "cover left red 8"
        app, scene, _ = open_table([3, 5], seats=("human", "bot:easy", "bot:easy"), before=[{"type": "roll"}],
                                   size=size)
    try:
        _hint(app, scene)
        legs, tip, _ = scene.hints.arrow_drawn()
        # a straight line or one bend that goes on towards its target: no zigzag, no hook past its end
        assert gentle([legs[0][0]] + [v for _, v in legs]), legs
        target = next(scene.table.target_by_id[i] for i in scene.hints.current["marks"]
                      if i in scene.table.target_by_id)
        assert target.frame.inflate(8, 8).collidepoint(legs[-1][1]), (legs, target.frame)
    finally:
        app.scenes.clear()
        pygame.display.quit()


def test_the_arrow_goes_when_another_message_takes_its_words_place():
    app, scene, _ = open_table(TWELVE[0], seats=FOUR, before=TWELVE[1], size=(1024, 640))
    try:
        _hint(app, scene)
        drawn = []
        real = scene.hints.frame_drawn

        def frame_drawn():
            drawn.append(True)
            return real()
        scene.hints.frame_drawn = frame_drawn
        app.step(1 / 60)
        assert drawn, "the arrow is drawn with the hint's words"
        drawn.clear()
        scene.show_message("You have bonus 12 banked: spend it now, or Roll (R) again to keep it banked", "info", 9)
        app.step(1 / 60)
        app.step(1 / 60)
        assert not scene.hints.words_shown() and not drawn, scene.message
    finally:
        app.scenes.clear()
        pygame.display.quit()
