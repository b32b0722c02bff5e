"""Note 18: two new players could not find their saves in Load. A save made mid-game was folded under the
finished game's "1 older copy"; the game kept for Continue (Quit to menu) was not listed at all; a finished
game's row gave its file's time, not when the game was played. Real save files, a real Load screen, real
clicks."""

import os
import random
import time

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import (FINISHED_PREFIX, KEPT_PREFIX, WRITER, autosave_after_move, load_autosave,
                                      match_to_dict, save_point)
from quash_table.paths import autosave_path, saves_dir
from tests.ui_helpers import board, centre, click, find, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def _objects(app):
    return app.top.layout_info()["objects"]


def _press(app, wid, frames=3):
    click(app, centre(find(_objects(app), wid)["rect"]), frames=frames)


def _rows(app):
    return app.top.layout_info()["rows"]


def _click_row(app, path):
    """A real click on the list's row naming `path`."""
    scene = app.top
    text = next(t for t, f in scene.rows if f == path)
    lst = scene.widgets["saves"]
    item = next(i for i in lst.item_list if i["text"] == text)
    click(app, centre(pygame.Rect(item["button_element"].rect)), frames=3)
    assert scene.path_text == str(path)


def _files():
    """Every save file and the autosave: their bytes and times."""
    return {p: (p.read_bytes(), p.stat().st_mtime_ns)
            for p in [*saves_dir().glob("*.json"), autosave_path()] if p.exists()}


def test_a_save_made_mid_game_stays_a_row_of_its_own_once_the_game_is_finished():
    """It was the finished game's "1 older copy" (review 16 folded it there): the player who made it did not
    find it. It is a row of its own, the player's save, and loads from its row; it is listed with the earlier
    saves of games since finished (review 20: under "Unfinished games" its "later finished" contradicted
    the heading)."""
    from quash_table.ui.save_list import FINISHED_HEADING, PLAYED_ON_WORDS, SINCE_FINISHED_HEADING
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], 4, {"elimination_at": 10})
    rng = random.Random(4)
    while len(m.actions) < 20:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    mine = save_point(m, saves_dir() / "flush-20260101-100000.json")
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    copy = next(saves_dir().glob(f"{FINISHED_PREFIX}*.json"))
    app = make_app((1024, 640))
    try:
        app.nav.load()
        steps(app, 3)
        rows = {r["file"]: r for r in _rows(app)}
        assert set(rows) == {mine.name, copy.name}, rows
        row = rows[mine.name]
        assert row["copy_of"] is None and rows[copy.name]["older"] == [], rows
        assert row["section"] == 2
        assert app.top.layout_info()["headings"] == [FINISHED_HEADING, SINCE_FINISHED_HEADING]
        # named as the player's save, and what came of its game later
        assert f" \u00b7 saved \u00b7 {PLAYED_ON_WORDS} \u00b7 " in row["text"], row
        _click_row(app, mine)
        _press(app, "load")
        steps(app, 3)
        assert app.top.name != "load" and app.top.session.match.actions == m.actions[:20]
    finally:
        pygame.display.quit()


def _my_moves(app, scene, n, rng):
    s = scene.session
    for _ in range(n):
        settle(app, scene)
        s.play(rng.choice(s.match.legal_actions()))
    settle(app, scene)


def test_the_game_kept_for_continue_is_listed_in_load_and_opens_as_continue_does():
    from quash_table.ui.save_list import CONTINUE_WORDS
    rng = random.Random(2)
    app = make_app()
    try:
        scene = board(app, "thegame", ["human", "bot:easy"], seed=6)
        _my_moves(app, scene, 2, rng)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "menu")                           # Quit to menu (kept in Continue)
        assert app.top.name == "main_menu"
        kept = load_autosave()
        _press(app, "load")
        steps(app, 3)
        rows = _rows(app)
        assert [r["file"] for r in rows] == [autosave_path().name], rows
        assert rows[0]["section"] == 0 and f" \u00b7 {CONTINUE_WORDS} \u00b7 " in rows[0]["text"], rows
        assert app.top.path_text == str(autosave_path())      # chosen first: the game Continue opens
        _press(app, "load")
        steps(app, 3)
        scene = app.top
        assert scene.session.match.actions == kept.actions
        # as Continue does: a move made in it goes on in the autosave, no copy of it kept in Load
        _my_moves(app, scene, 1, rng)
        WRITER.flush()
        assert not list(saves_dir().glob(f"{KEPT_PREFIX}*.json")) and load_autosave().actions == scene.session.match.actions
        # saved by hand at that very position: one row that names both, not two
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "save")
        _press(app, "menu")
        _press(app, "load")
        steps(app, 3)
        rows = _rows(app)
        assert len(rows) == 1 and rows[0]["same"] == [autosave_path().name], rows
        assert f"saved & {CONTINUE_WORDS} \u00b7 " in rows[0]["text"], rows
    finally:
        pygame.display.quit()


def _finished(seed):
    """A game with a person at the table played to its end through the autosave, as the board plays it:
    its finished copy kept for its replay (finished-*.json)."""
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], seed, {"elimination_at": 10})
    rng = random.Random(seed)
    had = set(saves_dir().glob(f"{FINISHED_PREFIX}*.json")) if saves_dir().exists() else set()
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    return m, next(p for p in saves_dir().glob(f"{FINISHED_PREFIX}*.json") if p not in had)


def test_a_finished_game_opened_from_load_is_left_as_it_was_and_its_row_says_when_it_was_played():
    import json
    from quash_table.ui.save_list import date_words
    _, copy = _finished(4)
    played = time.mktime((2026, 3, 4, 15, 30, 0, 0, 0, -1))
    touched = time.mktime((2026, 2, 11, 9, 0, 0, 0, 0, -1))
    # the copy says when its game was played (written with it); its file was copied or touched since
    data = json.loads(copy.read_text())
    data["saved_at"] = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(played))
    copy.write_text(json.dumps(data))
    os.utime(copy, (touched, touched))
    # an older build's save with no time in it: its file's time is all there is
    m, older = _finished(5)
    data = match_to_dict(m)
    data.pop("saved_at")
    older.write_text(json.dumps(data))
    os.utime(older, (touched - 86400 * 5,) * 2)
    before = _files()
    app = make_app((1024, 640))
    try:
        app.nav.load()
        steps(app, 3)
        rows = {r["file"]: r for r in _rows(app)}
        assert rows[copy.name]["text"].endswith(f" \u00b7 {date_words(played)}"), rows[copy.name]
        assert rows[older.name]["text"].endswith(f" \u00b7 {date_words(touched - 86400 * 5)}"), rows[older.name]
        for path in (copy, older):
            app.nav.main_menu()
            steps(app, 2)
            _press(app, "load")
            steps(app, 3)
            _click_row(app, path)
            _press(app, "load")                    # opened, its summary passed, the table left
            steps(app, 90)
            assert app.top.session.match.over
            for wid in ("summary:table", "hud:menu", "menu"):
                if any(o["id"] == wid for o in _objects(app)):
                    _press(app, wid)
                    steps(app, 10)
            assert app.top.name == "main_menu"
            _press(app, "load")
            steps(app, 3)
            _click_row(app, path)
            _press(app, "replay")                  # and watched again
            steps(app, 30)
            WRITER.flush()
            assert _files() == before
    finally:
        pygame.display.quit()


def test_a_save_opened_and_played_to_the_same_end_again_leaves_the_finished_game_as_it_was():
    """The finished game's row took the time a save of it was opened: played to the very same end again, a
    second finished copy was written, and it was that row's newest file from then on. The copy kept for the
    replay is the one and is left as it was; the game is not counted twice."""
    from quash_table.engine.stats import load_stats
    seed = next(s for s in range(40) if _ends_on_your_move(s))
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], seed, {"elimination_at": 10})
    rng = random.Random(seed)
    while not m.over:
        if len(m.actions) == _ends_on_your_move(seed) - 1:
            mine = save_point(m, saves_dir() / "flush-20260101-100000.json")
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    copies = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in saves_dir().glob(f"{FINISHED_PREFIX}*.json")}
    assert len(copies) == 1
    stats = load_stats()
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        _click_row(app, mine)
        _press(app, "load")
        steps(app, 3)
        scene = app.top
        settle(app, scene)
        scene.session.play(m.actions[-1])              # the same last move: the same end
        settle(app, scene)
        steps(app, 30)
        assert scene.session.match.over and scene.session.match.actions == m.actions
        scene.session.close()
        WRITER.flush()
        assert {p: (p.read_bytes(), p.stat().st_mtime_ns)
                for p in saves_dir().glob(f"{FINISHED_PREFIX}*.json")} == copies
        assert load_stats() == stats
    finally:
        pygame.display.quit()


def _ends_on_your_move(seed):
    """How many moves the game of `seed` lasts when its last move is the person's (seat 0), else 0."""
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], seed, {"elimination_at": 10})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return len(m.actions) if m.actors[-1] == 0 else 0


def test_the_save_continue_falls_back_on_is_marked_in_load():
    """The autosave holds a finished game: Continue on the menu opens the newest unfinished game in Load, and
    the menu names it, but no row said which it was (the Xvfb walk of note 18)."""
    from quash_table.ui.save_list import CONTINUE_OPENS_WORDS
    _finished(4)                                     # the autosave: a finished game
    m = Match("thegame", ["human", "bot:easy"], 6)
    # the older written first: Continue dates a save by its header's saved_at (to the second), and when a
    # second ticked between the two writes the one written last was the newest (CI, session 32)
    m.play(m.legal_actions()[0])
    older = save_point(m, saves_dir() / "thegame-20260101-090000.json")
    os.utime(older, (1_700_000_000,) * 2)
    m.play(m.legal_actions()[0])
    newer = save_point(m, saves_dir() / "thegame-20260101-100000.json")
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        assert app.top.continue_from == newer
        _press(app, "load")
        steps(app, 3)
        rows = {r["file"]: r["text"] for r in _rows(app)}
        assert f" \u00b7 {CONTINUE_OPENS_WORDS} \u00b7 " in rows[newer.name], rows
        assert CONTINUE_OPENS_WORDS not in rows[older.name], rows
    finally:
        pygame.display.quit()


def test_a_game_kept_when_another_takes_continue_over_keeps_the_time_it_was_played():
    """Its copy was dated when the other game took Continue over, and listed by that time, while its row says
    when it was played (saved_at): a game played at 9:00 sat above a save of 10:00 ("newest first")."""
    a = Match("thegame", ["human", "bot:easy"], 6)
    a.play(a.legal_actions()[0])
    autosave_after_move(a)
    played = time.time() - 3600
    os.utime(autosave_path(), (played, played))
    b = Match("flush", ["human", "bot:easy", "bot:easy"], 2)
    while b.to_move != 0:
        b.play(b.legal_actions()[0])
    b.play(b.legal_actions()[0])
    autosave_after_move(b)
    kept = next(saves_dir().glob(f"{KEPT_PREFIX}*.json"))
    assert abs(kept.stat().st_mtime - played) < 1


def test_a_game_saved_then_reopened_by_continue_and_saved_again_unmoved_is_not_saved_twice():
    """Saved, quit to the menu, Continue, Save again before a move: a second file of the very same position,
    a second identical row in Load once a save by hand is never folded (the Xvfb walk of note 18)."""
    rng = random.Random(2)
    app = make_app()
    try:
        scene = board(app, "thegame", ["human", "bot:easy"], seed=6)
        _my_moves(app, scene, 2, rng)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "save")
        first = app.top.saved_as
        _press(app, "menu")
        _press(app, "continue")
        settle(app)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "save")
        assert app.top.note.startswith("Already saved") and app.top.saved_as == first
        assert [p.name for p in saves_dir().glob("*.json")] == [first.name]
        _my_moves_from_pause(app, rng)
        key(app, pygame.K_ESCAPE, frames=2)
        _press(app, "save")                          # a move later: a save of its own
        assert app.top.note.startswith("Saved") and len(list(saves_dir().glob("*.json"))) == 2
    finally:
        pygame.display.quit()


def _my_moves_from_pause(app, rng):
    key(app, pygame.K_ESCAPE, frames=2)              # Resume
    _my_moves(app, app.top, 1, rng)
