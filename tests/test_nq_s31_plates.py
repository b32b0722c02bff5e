"""NumberQuash, session 31: at six seats and 1024x640 the plates' latest turns come in the plate's own type,
say a turn missed, and name a cell as the log does."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.test_nq_s31_words import six_with_a_block, two_thieves
from tests.ui_helpers import match_board, steps

pytestmark = pytest.mark.ui


def test_the_plates_say_less_in_their_own_type_and_a_turn_missed_at_six_seats_in_a_small_window():
    m = six_with_a_block()        # Bot 3 covered left yellow 2 and 5 with 5+2, Bot 4 was blocked; Bot 5 to move
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    steps(app, 3)
    try:
        plates = scene.badges
        news = {seat: [d for d in scene.table.decor if isinstance(d, Label) and d.colour == theme.TEXT
                       and not d.bold and pygame.Rect(plates[seat]).collidepoint(d.pos)] for seat in plates}
        said = {seat: [d.text for d in labels] for seat, labels in news.items()}
        # it came in smaller type: "rolled 5+2: yellow 2 and 5" (no side) was wider than the plate's room; the roll
        # is said as the other plates say theirs, its cells counted (session 36: one plate lacked "rolled")
        # (session 61: its cells named before "rolled" or their count, review 60)
        assert said[2] == ["5+2: left yellow 2 and 5"], said[2]
        assert any(w.startswith("missed a turn") for w in said[3]), said[3]
        for seat, labels in news.items():
            for d in labels:
                assert theme.fit_size(d.text, d.size, d.max_width, d.bold) == d.size, (seat, d.text)
    finally:
        app.scenes.clear()
        pygame.display.quit()


def test_a_placement_told_in_the_header_names_its_cells_as_the_log_and_keeps_one_line():
    """The header's brief words said "Bot 6 covers orange 1, 2 and 3" of right orange 1, 2 and 3 and "red 3 and
    4" of left red 3 and right red 4 (defect 4: one name for a cell everywhere): the log's names, or counted,
    and still the header on one line at 1024x640."""
    from quash_table.ui.director import Step
    from tests.ui_helpers import board, make_app
    app = make_app((1024, 640), animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:easy"] * 5, seed=3)
    steps(app, 3)
    try:
        s, d = scene.session, scene.session.director
        for cells in ([["orange", 0, 7], ["orange", 1, 8]], [["orange", 1, 1], ["orange", 1, 2], ["orange", 1, 3]]):
            event = {"kind": "placed", "seat": 5, "cells": cells, "tells_move": True}
            caption = s.words(s.game.caption_event(event, 6), short=True)
            d.steps = [Step(len(s.match.actions) - 1, caption, 5.0, event=event)]
            d.started, d.shown_moves = True, None
            d.passed += 1
            scene.hud.draw(app.screen, scene.areas()[0])
            shown = scene.hud.shown
            assert shown["status_lines"] == 1 and not shown["status"].endswith("\u2026"), shown["status"]
            # two octagons: counted, or whole where the title gave way (session 33), never "orange 7 and 8"
            assert ("covers 2 cells" in shown["status"] or "left orange 7 and right orange 8" in shown["status"]
                    or "right orange 1, 2 and 3" in shown["status"]), shown["status"]
    finally:
        app.scenes.clear()
        pygame.display.quit()


def test_two_steals_since_your_turn_are_said_whole_in_the_header_at_1024():
    m = two_thieves()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    steps(app, 2)
    try:
        shown = scene.hud.shown
        assert shown["status"] == "Your turn: Bot 2 and Bot 3 stole your left red 3 and 4", shown
        assert shown["status_lines"] <= 2
    finally:
        app.scenes.clear()
        pygame.display.quit()
