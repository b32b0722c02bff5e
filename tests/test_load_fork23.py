"""Session 23: a Quadruple War game saved mid-hand, let the bots finish, then loaded from that save, its move
taken back with Undo and left for the menu: Load listed the game left in Continue as the finished game's
"1 older copy ... later finished" (its moves were the first moves of the finished game, and it was the same
game), and Continue on the main menu was off. A game loaded from a save goes on as a new line of that game
(engine/saves "lines"): a save written on it is no earlier point of a finish another line reached."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.played_on import played_on
from quash_table.engine.saves import FINISHED_PREFIX, KEPT_PREFIX, WRITER, autosave_after_move, load_match, save_point
from quash_table.paths import autosave_path, saves_dir, user_dir
from tests.ui_helpers import centre, click, find, key, make_app, settle, steps

pytestmark = pytest.mark.ui

SEATS = ["human", "bot:easy", "bot:easy", "bot:easy"]


def _objects(app):
    return app.top.layout_info()["objects"]


def _press(app, wid, frames=3):
    click(app, centre(find(_objects(app), wid)["rect"]), frames=frames)


def _click_row(app, path):
    """A real click on the list's row naming `path`."""
    scene = app.top
    text = next(t for t, f in scene.rows if f == path)
    lst = scene.widgets["saves"]
    item = next(i for i in lst.item_list if i["text"] == text)
    click(app, centre(pygame.Rect(item["button_element"].rect)), frames=3)
    assert scene.path_text == str(path)


def _saved_then_finished(seed=5):
    """A game saved by hand just after the person played a card (Pause's Save), then played on to its end through the
    autosave (its finished copy kept); the save's path and the finished game."""
    m = Match("quadwar", SEATS, seed)
    rng = random.Random(seed)
    mine = None
    while not m.over:
        if mine is None and len(m.actions) > 60 and m.actors[-1] == 0 and m.actions[-1]["type"] == "play":
            mine = save_point(m, saves_dir() / "quadwar-20261130-155200.json")
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    assert mine is not None
    return mine, m


def test_a_game_loaded_from_a_save_of_a_finished_game_and_undone_is_a_game_to_play_on():
    from quash_table.ui.save_list import PLAYED_ON_WORDS, SECTIONS, UNFINISHED_HEADING
    mine, done = _saved_then_finished()
    assert played_on(mine, within=user_dir()) is not None          # the save itself: a point of that game
    app = make_app((1280, 800))
    try:
        app.nav.load()
        steps(app, 3)
        _click_row(app, mine)
        _press(app, "load")
        scene = app.top
        n = len(load_match(mine).actions)
        assert scene.name != "load" and scene.session.match.actions == done.actions[:n]
        key(app, pygame.K_u, frames=3)                             # Undo, before a bot answers the card
        settle(app, scene)
        # the first moves of the finished game, but written on another line of it
        assert scene.session.match.actions == done.actions[:n - 1], scene.message
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "menu")                                        # to the menu, kept in Continue
        WRITER.flush()
        assert app.top.name == "main_menu"
        assert find(_objects(app), "continue")["enabled"]         # the game left there is still to play
        _press(app, "load")
        steps(app, 3)
        rows = {r["file"]: r for r in app.top.layout_info()["rows"]}
        fork = rows[autosave_path().name]
        assert SECTIONS[fork["section"]] == UNFINISHED_HEADING, fork
        assert fork["copy_of"] is None and PLAYED_ON_WORDS not in fork["text"], fork
        finished = next(r for f, r in rows.items() if f.startswith(FINISHED_PREFIX))
        assert finished["older"] == [], finished
        # the save the game was loaded from is still an earlier save of the finished game
        assert PLAYED_ON_WORDS in rows[mine.name]["text"], rows[mine.name]
    finally:
        pygame.display.quit()
    # the next game takes Continue over (the fork kept as "unfinished-...") and is played to its end:
    # Continue was off, the fork "autosaved · later finished" under the finished game
    nxt = Match("quadwar", SEATS, 11)
    rng = random.Random(11)
    while not nxt.over:
        nxt.play(rng.choice(nxt.legal_actions()))
        autosave_after_move(nxt)
    WRITER.flush()
    kept = next(saves_dir().glob(f"{KEPT_PREFIX}*.json"))
    app = make_app((1280, 800))
    try:
        app.nav.main_menu()
        steps(app, 2)
        assert app.top.name == "main_menu" and find(_objects(app), "continue")["enabled"]
        _press(app, "load")
        steps(app, 3)
        row = next(r for r in app.top.layout_info()["rows"] if r["file"] == kept.name)
        assert SECTIONS[row["section"]] == UNFINISHED_HEADING and PLAYED_ON_WORDS not in row["text"], row
        assert row["copy_of"] is None, row
        _press(app, "back")
        _press(app, "continue")                                    # Continue opens the fork
        settle(app, app.top)
        assert app.top.name == "board" and app.top.session.match.actions == done.actions[:n - 1]
    finally:
        pygame.display.quit()


def test_a_save_loaded_and_played_to_its_end_is_still_later_finished_by_that_end():
    """The line a save was loaded on is its finished game's too: the save is an earlier point of it."""
    m = Match("quadwar", SEATS, 7)
    rng = random.Random(7)
    for _ in range(30):
        m.play(rng.choice(m.legal_actions()))
    mine = save_point(m, saves_dir() / "quadwar-mine.json")
    loaded = load_match(mine, within=user_dir())
    assert loaded.lines[:-1] == m.lines and loaded.lines[-1] != m.lines[-1]
    while not loaded.over:
        loaded.play(rng.choice(loaded.legal_actions()))
        autosave_after_move(loaded)
    WRITER.flush()
    assert played_on(mine, within=user_dir()) is not None
