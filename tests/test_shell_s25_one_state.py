"""Session 25: a Quadruple War row said "saved & kept in Continue · later finished": the player's save of a
position was played on to the end (by the bots), then loaded again and played from (a new line of play, which
Continue holds at the same position). Two files, two states: the save is later finished, the autosave is a
game to play on. They are two rows now, each saying its own state once, each in its own group."""

import os
import time

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.played_on import played_on
from quash_table.engine.saves import FINISHED_PREFIX, load_match, save_match
from quash_table.paths import autosave_path, saves_dir
from quash_table.ui.save_list import CONTINUE_WORDS, PLAYED_ON_WORDS
from tests.ui_helpers import make_app, steps


def _play(m, moves=None):
    while not m.over and (moves is None or len(m.actions) < moves):
        bot = make_bot(m.game_id, "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))


def _aged(path, age):
    when = time.time() - 3600 + age
    os.utime(path, (when, when))
    return path


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_later_finished_save_and_the_game_continue_holds_are_two_rows(size):
    m = Match("quadwar", ["human"] + ["bot:easy"] * 3, 3, options={"target": 200})
    _play(m, 30)
    saves_dir().mkdir(parents=True, exist_ok=True)
    mine = _aged(save_match(m, saves_dir() / "mine.json"), 1)
    _play(m)                                              # played on to the end
    _aged(save_match(m, saves_dir() / f"{FINISHED_PREFIX}quadwar-1.json"), 2)
    assert played_on(mine) is not None
    again = load_match(mine)                              # loaded again: a new line of play, at the same position
    _aged(save_match(again, autosave_path()), 3)
    assert played_on(autosave_path()) is None
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        rows = {r["file"]: r for r in app.top.layout_info()["rows"] if r.get("file")}
    finally:
        pygame.display.quit()
    for row in rows.values():
        live = CONTINUE_WORDS in row["text"]     # one wording at every width (session 27)
        assert not (live and PLAYED_ON_WORDS in row["text"]), row
    assert PLAYED_ON_WORDS in rows["mine.json"]["text"], rows
    kept = rows[autosave_path().name]
    assert CONTINUE_WORDS in kept["text"] and PLAYED_ON_WORDS not in kept["text"], kept
    assert kept["section"] == 0 and rows["mine.json"]["section"] != 0, rows
