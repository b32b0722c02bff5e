"""Session 17's NumberQuash fixes, each driven through the real board (mouse and key events, headless)
or through the rules' events and the director: the pair dropped on a cell lower than its total says it
began a split there and how to take it back; the tray's roll follows the turn the table shows."""

import pygame
import pytest

from tests.test_numberquash_scene import ROLL, cell, close, open_table, place
from tests.ui_helpers import centre, drag, key, settle

pytestmark = pytest.mark.ui


def test_the_pair_dropped_on_a_lower_cell_says_a_split_began_and_backspace_takes_it_back():
    app, scene, match = open_table([4, 5], before=[ROLL])
    try:
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 0, 4)))
        settle(app, scene)
        # nothing is placed: the 4 waits as the first cell of a split of 9, and the table says so and why
        assert len(match.actions) == 1 and scene.composer.picked() == [("red", 0, 4)]
        assert scene.message is not None and scene.message[1] == "info", scene.message
        words = scene.message[0]
        assert "9 won't go on a 4" in words and "split" in words and "5 more" in words and "Clear" in words
        key(app, pygame.K_BACKSPACE)       # the way back the words name
        assert scene.composer.picked() == [] and len(match.actions) == 1
        # the pair on the total's own cell still places it at once, with no such words
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 1, 9)))
        assert match.actions[-1] == place(("red", 1, 9))
    finally:
        close(app)


def test_a_second_cell_of_a_split_and_a_die_on_its_number_say_nothing_more():
    app, scene, match = open_table([4, 5], before=[ROLL])
    try:
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 0, 2)))
        settle(app, scene)
        assert scene.message is not None and "split of 9" in scene.message[0]
        drag(app, centre(scene.table.piece_by_id["dice:pair"].home), centre(cell(scene, "red", 1, 3)))
        settle(app, scene)
        assert scene.message is None and scene.composer.picked() == [("red", 0, 2), ("red", 1, 3)]
        key(app, pygame.K_BACKSPACE)
        settle(app, scene)
        four = next(p for p in scene.table.pieces if p.kind == "die" and p.value == 4)
        drag(app, centre(four.home), centre(cell(scene, "red", 0, 4)))    # the dice as they fell: meant
        assert scene.composer.picked() == [("red", 0, 4)] and scene.message is None
    finally:
        close(app)
