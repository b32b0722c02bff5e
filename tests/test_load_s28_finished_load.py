"""Session 28 (review 28, load-finished-tip-load.png): Load on a finished game's row (under "Finished games —
Replay to watch again") said "Play on from where it was saved", with nothing to play on. Load there opens the
game at its end, its result over the final table (Play again, See the table, Replay), and its tip says so; an
unfinished game's Load still plays on."""

import random

import pygame
import pytest

from quash_table.ui.screens.load_button_tips import FINISHED_LOAD_TIP, PLAY_ON_TIP
from tests.ui_helpers import (click, click_load_row, make_app, rest_pointer, save_random_games, shown_tip,
                             step_until, steps)

pytestmark = pytest.mark.ui


def _save_finished():
    from quash_table.engine.match import Match
    from quash_table.engine.saves import FINISHED_PREFIX, save_match
    from quash_table.paths import saves_dir
    m = Match("flush", ["human:Ann", "bot:easy"], 3)
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    save_match(m, saves_dir() / f"{FINISHED_PREFIX}flush-1.json")


_click_row = click_load_row     # click a save's row by its file name


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_load_on_a_finished_row_says_it_opens_the_games_end_and_does(monkeypatch, size):
    save_random_games(("quash",))
    _save_finished()
    a = make_app(size)
    try:
        a.nav.main_menu()
        steps(a, 2)
        a.nav.load()
        steps(a, 3)
        for name, words in (("quash.json", PLAY_ON_TIP), ("finished-flush-1.json", FINISHED_LOAD_TIP),
                            ("quash.json", PLAY_ON_TIP), ("finished-flush-1.json", FINISHED_LOAD_TIP)):
            rest_pointer(monkeypatch, a, (3, size[1] // 2), frames=3)
            _click_row(a, name)
            scene = a.top
            el = scene.widgets["load"]
            assert el.is_enabled
            rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
            tip = shown_tip(scene)
            assert tip is not None and el.tool_tip.text_block.html_text == words, (name, el.tool_tip_text)
            assert tip.h < scene.m.px(52), f"one line: {tip}"
            assert not tip.colliderect(el.rect)
        # and Load does what it says: the game at its end, the result over its final table
        click(a, pygame.Rect(a.top.widgets["load"].rect).center, frames=3)
        step_until(a, lambda: getattr(a.top, "session", None) is not None)
        board = a.top
        assert board.session.match.over
        step_until(a, lambda: any(b.id.startswith("summary:") for b in board.overlay_buttons), timeout=20)
        assert any(b.id == "summary:replay" for b in board.overlay_buttons), [b.id for b in board.overlay_buttons]
    finally:
        pygame.display.quit()
