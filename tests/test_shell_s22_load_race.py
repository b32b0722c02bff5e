"""Session 22: Replay clicked just after a row was picked opened the previously chosen row's game under load:
pygame_gui tells a list's new selection on a later pass of the events than the click on its row, so a
button clicked in the same batch acted before the pick. The row click and the Replay click posted in one
batch, handled as a person made them."""

import os
import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.paths import saves_dir
from tests.ui_helpers import centre, find, make_app, post, steps

pytestmark = pytest.mark.ui


def _saves():
    """(newer, older). The older is written first: a row's date is its header's time, so the newer written
    first and the older a second later (across a second's turn) listed the older first (a flaky test)."""
    made = []
    for age, (name, game, seats) in reversed(list(enumerate([("flush-new.json", "flush", ["human:Ann", "bot:easy"]),
                                                            ("quash-old.json", "quash", ["human:Ann", "bot:easy"])]))):
        m = Match(game, seats, 3)
        rng = random.Random(age)
        for _ in range(6):
            m.play(rng.choice(m.legal_actions()))
        path = saves_dir() / name
        save_match(m, path)
        os.utime(path, (1_700_000_000 - age * 60,) * 2)
        made.insert(0, path)
    return made


def _click_batch(*positions):
    """A person's clicks, every event in one batch: nothing handled between them."""
    for pos in positions:
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _row_centre(app, path):
    scene = app.top
    text = next(t for t, f in scene.rows if f == path)
    item = next(i for i in scene.widgets["saves"].item_list if i["text"] == text)
    return centre(pygame.Rect(item["button_element"].rect))


@pytest.mark.parametrize("button", ["replay", "load"])
def test_a_button_clicked_in_the_same_batch_as_a_row_acts_on_that_row(button):
    newer, older = _saves()
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        load = app.top
        assert load.path_text == str(newer)          # the newest game chosen from the start
        where = centre(find(load.layout_info()["objects"], button)["rect"])
        _click_batch(_row_centre(app, older), where)
        steps(app, 4)
        assert app.top is not load
        opened = getattr(app.top, "session", None) or app.top
        match = getattr(opened, "match", None) or opened.session.match
        assert match.game_id == "quash", f"{button} opened {match.game_id}, not the row picked"
    finally:
        pygame.display.quit()
