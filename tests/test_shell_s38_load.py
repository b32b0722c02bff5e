"""Review 38 (a new player on Load): the list's rows read by a real Load screen, at both sizes.

1. "Show older copies" scrolled the list to a fraction short of the game's row: the heading over the rows was cut
   in half at the list's top.
2. The note over the rows explained "later finished" where no row said it.
3. The game Continue holds, autosaved before a later save of its game, was folded under that save's row: the game
   the menu's Continue plays on was hidden behind "Show older copies".
4. A Quadruple War row with the longest end ("saved & kept for Continue · <date> · ▸ 1 older") dropped "Bot 4 to
   play" to keep the scores' names: alone against bots, the scores go unnamed in seat order, yours first, first.
5. Five saves of one QUASH round read alike ("QUASH · round 1, your turn · You: 0, Bot 2: 0 points"), the
   board's fill ("15 of 36 slots filled") said in some rows only: its scores change only as a round ends, so the
   fill stays and the scores are said in short ("level on 0 points") first.
"""

import os

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.paths import saves_dir
from tests.ui_helpers import centre, click, find, make_app, steps

pytestmark = pytest.mark.ui

SIZES = [(1280, 800), (1024, 640)]
BASE = 1_764_000_000


def _thegame_saves(names, start):
    """A one-move save of The Game under each name, each a second newer than the last from `start`."""
    for n, name in enumerate(names):
        m = Match("thegame", ["human", "bot:easy"], 100 + start + n)
        m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / name)
        os.utime(saves_dir() / name, (BASE + start + n,) * 2)


@pytest.mark.parametrize("size", SIZES)
def test_show_older_copies_scrolls_by_whole_rows_and_keeps_the_heading(size):
    saves_dir().mkdir(parents=True, exist_ok=True)
    _thegame_saves([f"old{n:02d}.json" for n in range(10)], 0)          # older games, under the copies
    m = Match("thegame", ["human", "bot:easy"], 7)
    for i in range(3):
        m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"unfinished-tg{i}.json")            # copies kept: one row
        os.utime(saves_dir() / f"unfinished-tg{i}.json", (BASE + 100 + i,) * 2)
    _thegame_saves([f"new{n:02d}.json" for n in range(4)], 200)          # newer games, over it
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        scene = app.top
        scene.pick(saves_dir() / "unfinished-tg2.json")
        steps(app, 1)
        click(app, centre(find(scene.layout_info()["objects"], "older")["rect"]))
        steps(app, 3)
        lst = scene.widgets["saves"]
        box = pygame.Rect(lst.list_and_scroll_bar_container.rect)
        shown = [(item["text"], pygame.Rect(item["button_element"].rect)) for item in lst.item_list
                 if item.get("button_element") is not None and item["button_element"].visible
                 and pygame.Rect(item["button_element"].rect).colliderect(box)]
        assert all(box.top <= r.top and r.bottom <= box.bottom for _, r in shown), (box, shown)
        texts = [t for t, _ in shown]
        assert texts[0].startswith("Unfinished games"), texts
        copies = {t for t, f in scene.rows if f.name.startswith("unfinished-tg")}
        assert len(copies) == 3 and copies <= set(texts), texts
    finally:
        pygame.display.quit()


def test_the_note_over_the_rows_explains_later_finished_only_where_a_row_says_it():
    import random
    from quash_table.engine.saves import FINISHED_PREFIX, WRITER, autosave_after_move, save_point
    from quash_table.ui.save_list import PLAYED_ON_WORDS
    saves_dir().mkdir(parents=True, exist_ok=True)
    _thegame_saves(["tg.json"], 0)

    def note():
        app = make_app((1024, 640))
        try:
            app.nav.load()
            steps(app, 3)
            rows = [r["text"] for r in app.top.layout_info()["rows"]]
            return find(app.top.layout_info()["objects"], "order:note")["label"], rows
        finally:
            pygame.display.quit()

    words, rows = note()
    assert words == "Newest first in each group." and not any(PLAYED_ON_WORDS in r for r in rows), (words, rows)
    m = Match("flush", ["human", "bot:easy", "bot:easy"], 4, {"elimination_at": 10})
    rng = random.Random(4)
    while len(m.actions) < 20:
        m.play(rng.choice(m.legal_actions()))
    save_point(m, saves_dir() / "mine.json")
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    assert next(saves_dir().glob(f"{FINISHED_PREFIX}*.json"))
    words, rows = note()
    assert any(PLAYED_ON_WORDS in r for r in rows) and PLAYED_ON_WORDS in words, (words, rows)


def test_the_game_continue_holds_is_never_folded_under_a_later_save():
    import json
    import random
    from quash_table.engine.saves import load_match, save_point, write_autosave
    from quash_table.paths import autosave_path
    from quash_table.ui.save_list import CONTINUE_WORDS
    from tests.ui_helpers import load_rows

    def saved_at(path, seconds):
        data = json.loads(path.read_text())
        data["saved_at"] = f"2026-01-10T10:00:{seconds:02d}+00:00"
        path.write_text(json.dumps(data))

    saves_dir().mkdir(parents=True, exist_ok=True)
    rng = random.Random(3)
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 51)
    for _ in range(30):
        m.play(rng.choice(m.legal_actions()))
    early = save_point(m, saves_dir() / "early.json")
    saved_at(early, 1)
    for _ in range(30):
        m.play(rng.choice(m.legal_actions()))
    write_autosave(m)                                   # Continue holds the game further on
    saved_at(autosave_path(), 20)
    saved_at(save_point(load_match(early), saves_dir() / "again.json"), 50)
    for size in SIZES:
        rows = load_rows(size)
        assert CONTINUE_WORDS in rows[autosave_path().name], rows
        assert "older" not in rows["again.json"], rows


def test_saves_of_one_quash_round_each_say_how_full_the_board_is():
    import json
    import random
    from quash_table.engine.saves import KEPT_PREFIX, save_point, write_autosave
    from quash_table.paths import autosave_path
    from tests.ui_helpers import load_rows
    saves_dir().mkdir(parents=True, exist_ok=True)
    rng = random.Random(5)
    m = Match("quash", ["human", "bot:normal"], 11)

    def to_your_turn(n):
        for _ in range(n):
            m.play(rng.choice(m.legal_actions()))
        while m.to_move != 0:
            m.play(rng.choice(m.legal_actions()))

    def stamp(path, minute):
        data = json.loads(path.read_text())
        data["saved_at"] = f"2026-01-10T10:{minute:02d}:00+00:00"
        path.write_text(json.dumps(data))

    to_your_turn(2)
    stamp(save_point(m, saves_dir() / f"{KEPT_PREFIX}quash-1.json"), 0)      # an older copy the app kept
    for i in range(5):
        to_your_turn(3)
        stamp(save_point(m, saves_dir() / f"quash{i}.json"), 1 + i)
    write_autosave(m)                      # Continue holds the last save's position: "saved & kept for Continue"
    stamp(autosave_path(), 5)
    for size in SIZES:
        rows = load_rows(size)
        mine = [rows[f"quash{i}.json"] for i in range(5)]
        assert all(" of 36 slots filled, your turn \u00b7 " in r for r in mine), (size, mine)
        assert len({r.split(" \u00b7 saved")[0] for r in mine}) == 5, (size, mine)


def test_a_scored_quash_row_says_its_scores_in_short_before_the_board_fill_goes():
    """The forms alone (no pygame): with scores, "you lead, 12 points" with the fill comes before the fill goes."""
    from quash_table.ui.row_forms import stage_given_way
    stage = "20 of 36 slots filled, "
    forms = ["QUASH · round 2, 20 of 36 slots filled, your turn · You: 12, Bot 2: 4 points",
             "QUASH · round 2, 20 of 36 slots filled, your turn · you lead, 12 points",
             "QUASH · round 2, 20 of 36 slots filled, your turn", "QUASH · round 2", "QUASH"]
    assert stage_given_way(forms, stage, "you lead, 12 points") == [
        forms[0], forms[1], "QUASH · round 2, your turn · You: 12, Bot 2: 4 points",
        "QUASH · round 2, your turn · you lead, 12 points", forms[2], "QUASH · round 2, your turn", forms[3], forms[4]]
    # nobody has scored: every form with the fill first
    assert stage_given_way(forms, stage, scoreless=True)[:3] == forms[:3]
