"""Session 60, NumberQuash (review 60u, revu_7-10, 28/29, 79-81, 147/148): with "cover left red 4" hinted (1+3
rolled), a split begun off the hinted cells (the left red 1 clicked, the pair dragged onto it, the 1 die dropped on
it, key 1) kept that hint's words and rang the 4 and Clear; H said "cover left red 4" again, and the 4 clicked was
refused ("can't complete 4 with the cells you picked"). A take-back the hint's words never said puts the hint away
(as QUASH's Cancel did), and H asks afresh: "clear the cells picked (Backspace), then cover left red 4"."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, centre, click, close_board, drag, key, match_board, piece_rect, settle, steps

RED1 = "cell:red:0:1"


def _review_game():
    """The review's game (seed 11): Bot 2 covers its left blue 8; you roll 1+3 and the hint says cover left red 4."""
    m = Match("numberquash", ["human", "bot:normal"], 11)
    for a in [{"type": "roll"}, {"type": "place", "cells": [["blue", 0, 8]]}, {"type": "roll"}]:
        m.play(a)
    assert m.state.dice == (1, 3) and m.to_move == 0
    return m


def _click(app, scene):
    click(app, centre(scene.table.target_by_id[RED1].rect), frames=4)


def _drag_pair(app, scene):
    drag(app, centre(piece_rect(scene, "dice:pair")), centre(scene.table.target_by_id[RED1].rect))


def _drop_die(app, scene):
    die = next(p for p in scene.table.piece_by_id if p.startswith("die:") and p.endswith(":0"))    # the 1
    drag(app, centre(piece_rect(scene, die)), centre(scene.table.target_by_id[RED1].rect))


def _key_1(app, scene):
    key(app, pygame.K_1, frames=4)


@pytest.mark.ui
@pytest.mark.parametrize("begin", [_click, _drag_pair, _drop_die, _key_1])
def test_a_split_begun_off_the_hint_puts_it_away_and_h_says_clear_first(begin):
    app, scene = match_board(_review_game(), size=(1024, 640), animation="instant")
    try:
        ask_hint(app, scene)
        h = scene.hints.current
        assert [tuple(c) for c in h.action["cells"]] == [("red", 0, 4)], h.action
        begin(app, scene)
        settle(app, scene)
        assert scene.composer.picked() == [("red", 0, 1)]
        # the hint's marks and words go: nothing rings the 4 (which cannot finish the split) or says to cover it
        assert scene.hints.step() is None
        assert scene.hints.showing() is None or scene.hints.showing().set_aside
        ask_hint(app, scene)
        steps(app, 3)
        said = scene.message[0] if scene.message is not None else ""
        assert said.startswith("Hint: clear the cells picked (Backspace), then cover left red 4"), said
    finally:
        close_board(app)


@pytest.mark.ui
def test_h_after_a_split_begun_says_clear_first():
    app, scene = match_board(_review_game(), size=(1024, 640), animation="instant")
    try:
        _drag_pair(app, scene)
        settle(app, scene)
        assert scene.composer.picked() == [("red", 0, 1)]
        ask_hint(app, scene)
        steps(app, 3)
        said = scene.message[0] if scene.message is not None else ""
        assert said.startswith("Hint: clear the cells picked (Backspace), then "), said
    finally:
        close_board(app)
