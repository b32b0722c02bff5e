"""Session 46 (review 45, shell): the main menu's crash notice was drawn over the dice of its art (1280x800: its
label, a button tall, reached them; 1024x640 with Continue's note above it, its words sat on them). The notices
are as tall as their line, and the dice go to the bottom corners where the lines under the buttons reach them."""

import random

import pygame
import pytest

from quash_table import crash_reports
from quash_table.engine.match import Match
from quash_table.engine.saves import write_autosave
from quash_table.paths import user_dir
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("autosave", [False, True])
def test_the_crash_notice_covers_none_of_the_menus_art(size, autosave):
    if autosave:
        m = Match("quash", ["human", "bot:normal"], 3)
        m.play(random.Random(1).choice(m.legal_actions()))
        write_autosave(m)
    report = crash_reports.write_report(user_dir(), "Traceback: boom")
    app = make_app(size=size)
    try:
        app.crash_notice = crash_reports.notice_words(report)
        app.nav.main_menu()
        steps(app, 2)
        scene = app.top
        app.draw()
        words = [pygame.Rect(scene.widgets[w].rect) for w in ("crash_notice", "autosave_note") if w in scene.widgets]
        assert len(words) == 1 + autosave
        for r in words:
            assert scene.art_covered(r) == 0, (r, size, autosave)
            assert pygame.Rect(0, 0, *size).contains(r), r
        assert len(scene._dice_spots()) == 2          # the dice still drawn, somewhere clear
    finally:
        pygame.display.quit()
