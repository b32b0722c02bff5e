"""Review 38 (a new player on Load, 1024x640): two advanced QUASH games against one bot, one to 25 points and one
to 50, both read "QUASH (advanced, …) · round 1, … · You: 0, Bot 2: 0 points": the target, all that told them
apart, gave way to scores that were all 0, and one game alone kept it until the other was saved (the rows of one
table share the narrowest room). A level standing ("level on 0 points") now gives way before the game's options,
and a standing is said under the full title before it is said under a shorter one."""

import os

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_header, save_match
from quash_table.games import get_game
from quash_table.paths import saves_dir, user_dir
from quash_table.ui.save_list import body_forms, save_parts_of_game, title_forms
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui

BASE = 1_764_000_000


def _advanced_saves():
    saves_dir().mkdir(parents=True, exist_ok=True)
    for i, (target, moves) in enumerate([(25, 3), (50, 5)]):
        m = Match("quash", ["human", "bot:easy"], 11 + i, options={"variant": "advanced", "target": target})
        for _ in range(moves):
            m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"q{target}.json")
        os.utime(saves_dir() / f"q{target}.json", (BASE + i,) * 2)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_two_advanced_games_keep_their_targets(size):
    _advanced_saves()
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        rows = {f.name: text for text, f in app.top.rows if f is not None}
        assert "QUASH (advanced, to 25)" in rows["q25.json"], rows
        assert "QUASH (advanced, to 50)" in rows["q50.json"], rows
    finally:
        pygame.display.quit()


def test_a_standing_is_said_under_the_full_title_before_a_shorter_one():
    _advanced_saves()
    for name in ("q25.json", "q50.json"):
        path = saves_dir() / name
        save_parts_of_game(path)
        forms = body_forms(path)
        head = save_header(path, within=user_dir())
        titles = title_forms(get_game("quash"), head["options"], 2)
        full, shorter = titles[0], titles[1:]
        for i, form in enumerate(forms):
            for t in shorter:
                if form.startswith(t + " \u00b7 "):
                    twin = full + form[len(t):]
                    assert twin in forms[:i], (form, forms)
        level = next(i for i, f in enumerate(forms) if f.endswith("level on 0 points"))
        assert forms[level].startswith(full), forms
        assert all(f.startswith(full) for f in forms[:level]), forms


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_pause_says_a_save_as_the_load_list_does(size):
    """After Save, Pause said a save in its own room ("· You: 0, Bot 2: 0 points") where Load, fitting every row of
    the table in the room of its narrowest, said "level on 0 points" (review 38: Pause and Load read differently).
    Pause now reads the row from Load's own list: every save of the folder, as Pause would say it, is its row in
    the Load screen word for word."""
    from tests.ui_helpers import board, key, settle
    _advanced_saves()           # two games of one table (QUASH, you and Bot 2): Load fits them together
    # and a game with copies the app kept of it: its row's end ("▸ 3 older copies") leaves the least room
    m = Match("quash", ["human", "bot:easy"], 21, options={"variant": "advanced", "target": 25})
    for i in range(4):
        for _ in range(2):
            m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"unfinished-q{i}.json")
        os.utime(saves_dir() / f"unfinished-q{i}.json", (BASE + 10 + i,) * 2)
    app = make_app(size=size)
    try:
        scene = board(app, "quash", ["human", "bot:easy"], seed=11, options={"variant": "advanced"})
        settle(app, scene)
        key(app, pygame.K_ESCAPE, frames=2)
        pause = app.top
        assert pause.name == "pause", pause.name
        said = {f.name: " ".join(pause.saved_words(f, 10_000)) for f in saves_dir().glob("*.json")}
        app.nav.load()                  # the Load screen, the app as it was
        steps(app, 3)
        while not app.top.lines.done:
            steps(app, 2)
        rows = {f.name: text for text, f in app.top.rows if f is not None}
        assert len(rows) >= 3, rows
        for name, text in rows.items():
            assert said[name] == text, (said[name], text)
    finally:
        pygame.display.quit()
