"""Review 20: a save the player made of a game they later finished sat under "Unfinished games — Load to play
on" while its row said "later finished" (a Flush game). The cause was Load's grouping, for every game: a save
by hand was kept out of the "later finished" group. Each such save is now listed there, a row of its own."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import WRITER, autosave_after_move, save_point
from quash_table.paths import saves_dir
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui

GAMES = [("flush", ["human:Ann", "bot:easy"], {"elimination_at": 10}),
         ("numberquash", ["human:Ann", "human:Ben"], None),
         ("thegame", ["human:Ann", "bot:easy"], None)]


@pytest.mark.parametrize("game_id, seats, options", GAMES)
def test_a_save_of_a_game_later_finished_is_in_the_later_finished_group(game_id, seats, options):
    import pygame
    from quash_table.ui.save_list import PLAYED_ON_WORDS, SECTIONS, SINCE_FINISHED_HEADING
    m = Match(game_id, seats, 3, options)
    rng = random.Random(3)
    while len(m.actions) < 6:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    mine = save_point(m, saves_dir() / f"{game_id}-20260101-100000.json")
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    app = make_app((1280, 800))
    try:
        app.nav.load()
        steps(app, 3)
        row = next(r for r in app.top.layout_info()["rows"] if r["file"] == mine.name)
        assert PLAYED_ON_WORDS in row["text"], row
        assert SECTIONS[row["section"]] == SINCE_FINISHED_HEADING, row
        assert row["copy_of"] is None            # a row of its own, not an older copy folded away
    finally:
        pygame.display.quit()
