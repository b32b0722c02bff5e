"""Review 14: the Load list put the unfinished games first with nothing saying so (a finished game saved a
minute ago sat under an older unfinished one, unexplained); now it reads in headed groups, each newest
first: "Unfinished games — Load to play on", "Finished games — Replay to watch again", the files that will
not open. And a long table's row counted its bots ("You: 0, 5 bots: 0, 0, 0, 0, 0"): it names them, each
with its score where the row has room, together ("Bots 2–6: ...") where it has not."""

import os
import random

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def _played(game_id, seats, n, seed=1):
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed)
    rng = random.Random(seed)
    while (n is None or len(m.actions) < n) and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _save(m, name, age):
    """`m` saved in the saves folder as `name`, `age` seconds old."""
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = save_match(m, saves_dir() / name)
    t = path.stat().st_mtime - age
    os.utime(path, (t, t))
    return path


def test_rows_fall_into_their_sections_in_order_each_newest_first():
    from quash_table.ui.save_list import (DAMAGED, DAMAGED_HEADING, FINISHED, FINISHED_HEADING, KEPT, SAVED,
                                          SINCE_FINISHED_HEADING, UNFINISHED_HEADING, section_of, sectioned)
    kinds = {"a": FINISHED, "b": SAVED, "c": DAMAGED, "d": KEPT, "e": FINISHED, "f": SAVED}
    ended = {"f"}                        # a save of a game played on to its end since: a group of its own
    rows = [(f"row {p}", p) for p in "abcdef"]          # newest first, as the list reads them
    got = sectioned(rows, lambda p: section_of(kinds[p], p in ended))
    assert [(heading, [p for _, p in rs]) for heading, rs in got] == [
        (UNFINISHED_HEADING, ["b", "d"]), (FINISHED_HEADING, ["a", "e"]), (SINCE_FINISHED_HEADING, ["f"]),
        (DAMAGED_HEADING, ["c"])]
    assert [h for h, _ in sectioned(rows[:2], lambda p: section_of(kinds[p]))] == [UNFINISHED_HEADING,
                                                                                  FINISHED_HEADING]
    assert sectioned([], lambda p: 0) == []              # no heading over an empty list


def test_the_load_list_shows_its_groups_under_headings():
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import DAMAGED_HEADING, FINISHED_HEADING, UNFINISHED_HEADING
    _save(_played("quash", ["human", "bot:easy"], 6), "old-quash.json", 600)
    _save(_played("numberquash", ["human", "bot:easy"], None, 5), "won-nq.json", 60)     # finished, newest
    _save(_played("flush", ["human", "bot:easy", "bot:easy"], 10, 3), "flush.json", 300)
    (saves_dir() / "broken.json").write_text("{not json")
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        info = app.top.layout_info()
        assert info["headings"] == [UNFINISHED_HEADING, FINISHED_HEADING, DAMAGED_HEADING]
        assert [(r["file"], r["section"]) for r in info["rows"]] == [
            ("flush.json", 0), ("old-quash.json", 0), ("won-nq.json", 1), ("broken.json", 3)]
        # the list shows each heading over its rows, and a click on a heading chooses no save
        items = [item["text"] for item in app.top.widgets["saves"].item_list]
        assert items[0] == UNFINISHED_HEADING and items[3] == FINISHED_HEADING and items[5] == DAMAGED_HEADING
        assert app.top.path_text.endswith("flush.json")      # the newest game to play on is chosen
        app.top.gui_event(pygame.event.Event(pygame.USEREVENT, text=FINISHED_HEADING))
        assert app.top.path_text.endswith("flush.json")
    finally:
        pygame.display.quit()


def test_a_six_seat_row_names_its_bots():
    from quash_table.engine.standing import bots_named
    from quash_table.ui.save_list import body_forms, players_words, save_parts
    path = _save(_played("flush", ["human"] + ["bot:easy"] * 5, 20, 4), "six.json", 0)
    line = save_parts(path)[0]
    assert "bots:" not in line
    assert "You: " in line and all(f"Bot {n}: " in line for n in range(2, 7)), line
    forms = body_forms(path)
    assert forms[0] == line
    # shortened for a narrow row: every bot still named beside its score (session 28: "Bots 2\u20136: 16, 22,
    # ..." left a player to count seats), then who leads, before the scores go altogether
    assert not any("Bots 2\u20136: " in f for f in forms), forms
    assert any("hold fewest" in f or "lead" in f for f in forms[1:]), forms
    names = ["You", "Bot 2", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
    assert bots_named(names, [1, 2, 3, 4, 5]) == "Bots 2\u20136"
    assert bots_named(names, [1, 3, 4]) == "Bots 2, 4 and 5"
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}] + [
        {"kind": "bot", "name": f"Bot {i} (easy)", "level": "easy"} for i in range(3, 7)]
    assert players_words(seats) == "Ann, Bob, Bots 3\u20136"          # an older save's line: it said "+ 4 bots"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_six_seat_row_on_screen_names_its_bots(size):
    _save(_played("flush", ["human"] + ["bot:easy"] * 5, 20, 4), "six.json", 0)
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        text = next(r["text"] for r in app.top.layout_info()["rows"] if r["file"] == "six.json")
        assert "5 bots" not in text and ("Bot 6: " in text or "Bots 2\u20136: " in text), text
    finally:
        pygame.display.quit()
