"""Session 24 (Load rows that keep every count and name where there is room). NumberQuash's unfinished row in
one shape ("6 players: Bot 6 leads with 15 cells covered, you 11") dropped the counts behind the leader at
1280x800 on a 2-seat row and in pass-and-play; a finished 6-seat row read "not placed: Bots 3, 5, 2: 17, 17,
15"; Quadruple War's rows, a Continue row among them, fell back to an unnamed "61-43-0-81 points". Real save
files, a real Load screen at both sizes."""

import os
import re
import time

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.paths import autosave_path, saves_dir
from quash_table.ui import theme
from quash_table.ui.screens.load import row_width
from tests.ui_helpers import make_app, steps

SIZES = [(1280, 800), (1024, 640)]


def _played(game_id, seats, moves, seed, to_end=False):
    m = Match(game_id, seats, seed)
    while (to_end or len(m.actions) < moves) and not m.over:
        bot = make_bot(game_id, "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    assert m.over == to_end
    return m


def _put(m, path, age):
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(m, path)
    when = time.time() - 3600 + age
    os.utime(path, (when, when))
    return path


def _rows(size):
    """{file: text} of the Load screen's rows at `size`, each checked to fit its list."""
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        m = app.top.m
        rows = {r["file"]: r["text"] for r in app.top.layout_info()["rows"] if r.get("file")}
        font = theme.font(m.px(17), True)
        for text in rows.values():
            assert font.size(text)[0] <= row_width(m), text
        return rows
    finally:
        pygame.display.quit()


def _names(m, you="you"):
    """The seats' names as a row says them (the one person at a table of bots: `you`)."""
    from quash_table.engine.match import short_seat_name
    from quash_table.engine.naming import YOU, table_names
    return [you if n == YOU else n for n in table_names(m.seats, short_seat_name)]


NQ_TABLES = {          # name: seats, moves, seed
    "nq2-bot": (["human", "bot:easy"], 40, 2),
    "nq2-pp": (["human:Ann", "human:Bob"], 40, 2),
    "nq3-pp": (["human:Ann", "human:Bob", "bot:easy"], 50, 4),
    "nq3-bot": (["human", "bot:easy", "bot:easy"], 44, 3),
    "nq6-bot": (["human"] + ["bot:easy"] * 5, 80, 2),
    "nq6-pp": (["human:Annabelle", "human:Bob"] + ["bot:easy"] * 4, 90, 2),
    "nq6-pp3": (["human:Annabelle", "human:Bob", "human:Christopher"] + ["bot:easy"] * 3, 90, 8),
}


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_a_numberquash_row_keeps_every_persons_count(size):
    """"3 players: Ann leads with 16 cells covered" dropped "Bob 12, Bot 3 15" at 1280x800: a row says the
    same counts in fewer words ("3 players: Ann 16, Bob 12, Bot 3 15 cells") before it drops any. Every
    person's count (every seat's at three seats or fewer) in every row at 1280, and at 1024x640 wherever
    the people are no more than two."""
    games = {}
    for age, (name, (seats, moves, seed)) in enumerate(NQ_TABLES.items()):
        m = _played("numberquash", seats, moves, seed)
        assert not any(m.game.result(m.state)["places"])
        games[name] = m
        _put(m, saves_dir() / f"{name}.json", age)
    rows = _rows(size)
    for name, m in games.items():
        text, names = rows[f"{name}.json"], _names(m)
        scores = m.game.result(m.state)["scores"]
        best = max(scores)
        assert len(set(scores)) > 1, (name, scores)       # someone leads: the counts behind are the point
        said = [i for i, s in enumerate(m.seats) if s["kind"] != "bot" or len(m.seats) <= 3]
        if size == (1024, 640) and len([i for i in said if m.seats[i]["kind"] != "bot"]) > 2:
            said = [i for i in said if scores[i] == best]     # the lead, at least
        for i in said:
            if scores[i] == best:       # the leader's count after its name ("Ann leads with 16", "Ann 16")
                assert re.search(rf"\b{names[i]}\b[^,]* {best}\b", text, re.I), (name, text)
            else:       # (session 25: after a colon, "Bot 2: 10": "Bot 2 10" read as a name)
                assert re.search(rf"\b{names[i]}: {scores[i]}\b", text), (name, text)


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_a_finished_six_seat_row_says_each_count_beside_its_name(size):
    """"not placed: Bots 3, 5, 2: 17, 17, 15": names in one list and counts in another, for the player to
    pair. Every form says a count beside its name; a narrow row leaves out the bots with no place before
    their counts are listed apart."""
    from quash_table.ui.save_list import body_forms
    m = _played("numberquash", ["human"] + ["bot:easy"] * 5, 0, 5, to_end=True)
    path = _put(m, saves_dir() / "nq6-done.json", 0)
    places = m.game.race_places(m.state)
    unplaced = [i for i, p in enumerate(places) if p is None]
    assert len(unplaced) >= 2, places
    for form in body_forms(path):
        assert not re.search(r"Bots [\d, and]+: \d", form), form
    text = _rows(size)["nq6-done.json"]
    scores = m.game.result(m.state)["scores"]
    names = _names(m)
    # every placed seat and you, each with its count
    for i in range(6):
        if places[i] is not None or i == 0:
            assert re.search(rf"\b{names[i]}: {scores[i]}\b", text, re.I), text    # (session 26: "Bot 2: 43")


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_quadruple_war_rows_name_every_score_yours_first(size):
    """At 1280x800 a row against bots and a Continue row said "61\u201343\u20130\u201381 points", no name:
    each names every seat's score, yours first, at both sizes, a table of four long names too."""
    rows_of = {
        "qw4-bot.json": _played("quadwar", ["human"] + ["bot:easy"] * 3, 120, 3),
        "qw5-bot.json": _played("quadwar", ["human"] + ["bot:easy"] * 4, 150, 5),
        "qw4-pp.json": _played("quadwar", ["human:Annabelle-Marie", "human:Christopher", "human:Bob",
                                           "human:Maximilian"], 120, 4),
    }
    for age, (name, m) in enumerate(rows_of.items()):
        _put(m, saves_dir() / name, age)
    rows_of["autosave.json"] = _played("quadwar", ["human"] + ["bot:easy"] * 3, 200, 7)
    _put(rows_of["autosave.json"], autosave_path(), 10)
    rows = _rows(size)
    for name, m in rows_of.items():
        text = rows[name]
        scores = m.game.result(m.state)["scores"]
        names = _names(m, "You")
        # (session 26); session 37: where room is short the names are said shorter to keep the hand and the turn,
        # long names cut ("Annab.: 63, Chris.: 70"), the bots together ("You: 30, Bots 2-4: 40, 52, 72 points")
        from quash_table.games.quadwar.load_row import short_names
        ways = [", ".join(f"{n}: {v}" for n, v in zip(said, scores)) for said in (names, short_names(names))]
        if names[0] == "You":
            ways.append(f"You: {scores[0]}, Bots 2\u2013{len(scores)}: " + ", ".join(map(str, scores[1:])))
        assert any(way + " points" in text for way in ways), (name, text)
        assert "\u2013".join(map(str, scores)) not in text, text      # never the unnamed "61-43-0-81"
    assert "kept for Continue" in rows["autosave.json"]     # one wording at every width (session 27; "in Continue" till review 35)


def test_your_score_comes_first_wherever_you_sit():
    """The row says yours first, then round the table from you."""
    from quash_table.engine.standing import standing
    m = _played("quadwar", ["bot:easy", "human", "bot:easy", "bot:easy"], 120, 3)
    st = standing(m.game, m.state)
    names = ["Bot 1", "You", "Bot 3", "Bot 4"]
    forms = m.game.unfinished_row_forms(st, names, 1, [0, 2, 3], "where")
    s = st["scores"]
    # (session 25: the trick in the row's own short words, not the kit's `where`, in every form)
    # (session 26: a colon after each name, "Bot 3: 13")
    assert forms[0][1] == f"You: {s[1]}, Bot 3: {s[2]}, Bot 4: {s[3]}, Bot 1: {s[0]} points", forms
