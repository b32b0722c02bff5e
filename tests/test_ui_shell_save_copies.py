"""One unfinished game saved by hand, saved again with Save & quit, then kept automatically when a new game
took Continue over: three rows, each saying whether it was saved by hand or autosaved (folded into one row,
a save of the player's own was lost behind "1 older copy", note 18). Copies the app kept of one game are one
row, its newest, that says how many older copies it has; "Show older copies" lists them under it; no file
is removed."""

import random

import pygame
import pytest

from tests.ui_helpers import board, centre, click, find, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def _objects(app):
    return app.top.layout_info()["objects"]


def _press(app, wid):
    click(app, centre(find(_objects(app), wid)["rect"]))


def _my_moves(app, scene, n, rng):
    """`n` moves of the person at the screen (the bots answer between them)."""
    s = scene.session
    for _ in range(n):
        settle(app, scene)
        s.play(rng.choice(s.match.legal_actions()))
    settle(app, scene)


def test_one_game_saved_three_ways_is_three_rows_the_players_saves_never_folded():
    from quash_table.engine.saves import WRITER
    from quash_table.paths import saves_dir
    rng = random.Random(5)
    app = make_app()
    try:
        scene = board(app, "quash", ["human", "bot:easy"], seed=3)
        _my_moves(app, scene, 2, rng)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "save")                      # Save game
        key(app, pygame.K_ESCAPE, frames=2)      # Resume
        _my_moves(app, scene, 2, rng)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "save_quit")                 # Save & quit to menu
        assert app.top.name == "main_menu"
        _press(app, "continue")                  # back to it, a move more, and to the menu by Quit
        scene = app.top
        _my_moves(app, scene, 1, rng)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "menu")
        _press(app, "new")                       # a new game takes Continue over: the QUASH game is kept
        other = app.nav.new_board("thegame", ["human", "bot:easy"], 4, None)
        app.replace(other)
        _my_moves(app, other, 1, rng)
        WRITER.flush()
        files = sorted(p.name for p in saves_dir().glob("*.json"))
        assert sum(n.startswith("quash-") for n in files) == 2 and sum(n.startswith("unfinished-quash") for n in files) == 1
        app.nav.main_menu()
        steps(app, 2)
        _press(app, "load")
        steps(app, 3)
        rows = app.top.layout_info()["rows"]
        quash = [r for r in rows if "QUASH" in r["text"]]
        # the player's two saves are rows of their own, never folded (note 18), and so is the copy kept
        assert len(quash) == 3 and not any(r["older"] or r["copy_of"] for r in quash), [r["text"] for r in rows]
        texts = [r["text"] for r in quash]
        assert len(set(texts)) == 3
        # each says how it was kept: two saved by hand, one autosaved
        assert sum(" \u00b7 saved \u00b7 " in t for t in texts) == 2 and sum("autosaved" in t for t in texts) == 1, texts
        assert {r["section"] for r in quash} == {0}
        assert all(o["id"] != "older" for o in _objects(app))      # no game has copies folded away
        assert sorted(p.name for p in saves_dir().glob("*.json")) == files    # nothing removed
    finally:
        pygame.display.quit()


def test_right_opens_and_left_folds_the_older_copies_from_the_keyboard():
    import os
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("flush", ["human", "bot:easy", "bot:easy"], 9)
    rng = random.Random(1)
    # copies the app kept fold into one row (a save of the player's never does)
    for i, name in enumerate(("unfinished-flush-1.json", "unfinished-flush-2.json", "unfinished-flush-3.json")):
        for _ in range(6):
            m.play(rng.choice(m.legal_actions()))
        save_match(m, saves_dir() / name)
        os.utime(saves_dir() / name, (1_764_000_000 + i * 60,) * 2)
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        assert [r["file"] for r in app.top.layout_info()["rows"]] == ["unfinished-flush-3.json"]
        scene = app.top
        assert scene.list_key("saves", pygame.K_RIGHT)
        assert [r["file"] for r in scene.layout_info()["rows"]] == [
            "unfinished-flush-3.json", "unfinished-flush-2.json", "unfinished-flush-1.json"]
        scene.pick(saves_dir() / "unfinished-flush-1.json")          # an older copy chosen: Load would open it
        assert scene.list_key("saves", pygame.K_LEFT)
        assert [r["file"] for r in scene.layout_info()["rows"]] == ["unfinished-flush-3.json"]
        assert scene.path_text == str(saves_dir() / "unfinished-flush-3.json")
    finally:
        pygame.display.quit()


def test_opening_a_game_low_in_a_long_list_keeps_its_row_in_view():
    import os
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    for seed in range(30):                       # thirty other games, newer
        m = Match("thegame", ["human", "bot:easy"], 100 + seed)
        m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"g{seed:02d}.json")
        os.utime(saves_dir() / f"g{seed:02d}.json", (1_764_000_000 + 1000 + seed,) * 2)
    m = Match("thegame", ["human", "bot:easy"], 7)
    for i in range(2):
        m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"unfinished-old{i}.json")        # copies kept: they fold
        os.utime(saves_dir() / f"unfinished-old{i}.json", (1_764_000_000 + i,) * 2)
    app = make_app((1024, 640))
    try:
        app.nav.load()
        steps(app, 3)
        scene = app.top
        scene.pick(saves_dir() / "unfinished-old1.json")
        steps(app, 1)
        _press(app, "older")
        steps(app, 2)
        lst = scene.widgets["saves"]
        shown = {item["text"] for item in lst.item_list
                 if item.get("button_element") is not None and item["button_element"].visible
                 and pygame.Rect(item["button_element"].rect).colliderect(lst.rect)}
        want = {t for t, f in scene.rows if f.name in ("unfinished-old1.json", "unfinished-old0.json")}
        assert want and want <= shown, (want, shown)
    finally:
        pygame.display.quit()


def test_right_and_left_keys_on_a_clicked_row_open_and_fold_its_older_copies():
    """Review 37: a row marked "▸ 1 older copy" clicked, then Right: nothing happened (the keys reached the list
    only with the keyboard ring on it, and even then the kit gave it Up / Down alone). Real clicks and keys."""
    import os
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("flush", ["human", "bot:easy", "bot:easy"], 9)
    rng = random.Random(1)
    for i, name in enumerate(("unfinished-flush-1.json", "unfinished-flush-2.json")):
        for _ in range(6):
            m.play(rng.choice(m.legal_actions()))
        save_match(m, saves_dir() / name)
        os.utime(saves_dir() / name, (1_764_000_000 + i * 60,) * 2)
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        scene = app.top

        def files():
            return [r["file"] for r in scene.layout_info()["rows"]]

        assert files() == ["unfinished-flush-2.json"]
        text = next(t for t, f in scene.rows if f.name == "unfinished-flush-2.json")
        item = next(i for i in scene.widgets["saves"].item_list if i["text"] == text)
        click(app, centre(pygame.Rect(item["button_element"].rect)), frames=3)
        assert scene.path_text == str(saves_dir() / "unfinished-flush-2.json")
        key(app, pygame.K_RIGHT, frames=3)
        assert files() == ["unfinished-flush-2.json", "unfinished-flush-1.json"]
        assert find(_objects(app), "older")["label"] == "Hide older copies"
        key(app, pygame.K_LEFT, frames=3)
        assert files() == ["unfinished-flush-2.json"]
        # with the keyboard ring on the list (Tab to it), the same
        for _ in range(8):
            if scene.focus == "saves":
                break
            key(app, pygame.K_TAB, frames=2)
        assert scene.focus == "saves"
        key(app, pygame.K_RIGHT, frames=3)
        assert files() == ["unfinished-flush-2.json", "unfinished-flush-1.json"]
    finally:
        pygame.display.quit()
