"""Note 16: at 1024x640 a QUASH row with "▸ 1 older copy" showed no standing (its options' long title took the
room: "QUASH (advanced, Points to the FINISH 50) · round 3, Bob to play"), and NumberQuash's rows at 6 seats
dropped the scores (a race said only the people's places, never who leads). Now a row says who is ahead in a
few words at every size: a narrow row names the game shorter ("QUASH (advanced)", then "QUASH") before it
drops the scores, and a race led by a bot says so ("Bot 6 leads, 15"). Real save files, a real Load screen."""

import re
import os
import time

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.saves import KEPT_PREFIX, save_match
from quash_table.paths import saves_dir
from quash_table.ui import theme
from quash_table.ui.screens.load import row_width
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui

ADVANCED = {"variant": "advanced", "target": 50}


def _played(game_id, seats, moves, seed, options=None):
    m = Match(game_id, seats, seed, options or {})
    while len(m.actions) < moves and not m.over:
        bot = make_bot(game_id, "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    assert not m.over
    return m


def _put(m, name, age):
    path = save_match(m, saves_dir() / name)
    when = time.time() - 3600 + age
    os.utime(path, (when, when))
    return path


def _scores(m):
    return m.game.result(m.state)["scores"]


def _rows(size):
    app = make_app(size)
    try:
        app.nav.load()
        steps(app, 3)
        m = app.top.m
        rows = {r["file"]: r for r in app.top.layout_info()["rows"]}
        font = theme.font(m.px(17), True)
        for r in rows.values():       # every row fits its list: nothing cut off at its end
            assert font.size(r["text"])[0] <= row_width(m), r["text"]
        return rows
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_quash_row_with_an_older_copy_keeps_its_scores(size):
    seats = ["human:Player 1", "human:Player 2"]
    # copies the app kept (a save of the player's is never an older copy: note 18)
    _put(_played("quash", seats, 30, 3, ADVANCED), f"{KEPT_PREFIX}quash-a.json", 10)
    newer = _played("quash", seats, 60, 3, ADVANCED)
    _put(newer, f"{KEPT_PREFIX}quash-b.json", 20)
    bot = _played("quash", ["human:You", "bot:normal"], 80, 4, ADVANCED)
    _put(_played("quash", ["human:You", "bot:normal"], 60, 4, ADVANCED), f"{KEPT_PREFIX}quash-c.json", 25)
    _put(bot, f"{KEPT_PREFIX}quash-d.json", 26)
    four = _played("quash", ["human:Annabelle", "bot:easy", "human:Bob", "bot:easy"], 90, 5, ADVANCED)
    _put(_played("quash", ["human:Annabelle", "bot:easy", "human:Bob", "bot:easy"], 60, 5, ADVANCED),
         f"{KEPT_PREFIX}q4a.json", 27)
    _put(four, f"{KEPT_PREFIX}q4b.json", 28)
    rows = _rows(size)
    row = rows[f"{KEPT_PREFIX}quash-b.json"]
    # the scores with their unit (session 22) leave no room for the options beside a kept copy's longer end:
    # the game by its name, then every score (or who leads); the older copies' mark says "\u25b8 1 older" where
    # "\u25b8 1 older copy" would cost the game's words (session 36)
    assert "\u25b8 1 older" in row["text"] and row["text"].startswith("QUASH"), row
    s = _scores(newer)
    # every score, or (a kept copy's "autosaved" is longer than "saved": at 1024x640) who leads, by how much
    assert (f"Player 1: {s[0]}" in row["text"] and f"Player 2: {s[1]}" in row["text"]
            or size == (1024, 640) and f"Player {s.index(max(s)) + 1} leads, {max(s)}" in row["text"]), row
    row = rows[f"{KEPT_PREFIX}quash-d.json"]
    s = _scores(bot)
    assert "\u25b8 1 older" in row["text"] and f"You: {s[0]}" in row["text"] and f"Bot 2: {s[1]}" in row["text"], row
    row = rows[f"{KEPT_PREFIX}q4b.json"]
    s = _scores(four)
    assert "\u25b8 1 older" in row["text"] and f"RED {s[0]}" in row["text"] and f"BLACK {s[1]}" in row["text"], row


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_numberquash_rows_at_six_seats_say_who_leads(size):
    options = {"places": 4, "doubles": "always"}
    alone = _played("numberquash", ["human:You"] + ["bot:easy"] * 5, 90, 2, options)
    _put(_played("numberquash", ["human:You"] + ["bot:easy"] * 5, 60, 2, options), "nq-a.json", 10)
    _put(alone, "nq-b.json", 20)
    two = _played("numberquash", ["human:Annabelle", "human:Bob"] + ["bot:easy"] * 4, 90, 2)
    _put(two, "nq-c.json", 30)
    rows = _rows(size)
    for m, name in ((alone, "nq-b.json"), (two, "nq-c.json")):
        scores = _scores(m)
        first = [i for i, s in enumerate(scores) if s == max(scores)]
        assert len(first) == 1 and m.seats[first[0]]["kind"] == "bot"      # a bot leads: the row must say so
        # every count where the row has room, else who leads
        # (session 24: NumberQuash's own words, "6 players: Bot 6 leads with 15 cells covered")
        # (session 25: a crowded row says it in fewer words, "Bot 6 leads 15, you 11")
        assert (re.search(rf"Bot {first[0] + 1} leads (with )?{scores[first[0]]}\b", rows[name]["text"])
                or ", ".join(str(s) for s in scores[2:]) in rows[name]["text"]), rows[name]
        # nobody has finished: no places, which read as a result (NumberQuash review 17)
        assert not any(m.game.result(m.state)["places"]) and " of 6" not in rows[name]["text"], rows[name]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_finished_numberquash_row_says_who_won_not_only_its_option(size):
    """Note 16: a finished NumberQuash row at 6 seats showed its option ("the first 'Quashed!' ends the
    game") in place of the standing."""
    m = Match("numberquash", ["human:Annabelle", "human:Bob"] + ["bot:easy"] * 4, 9, {"places": 1})
    while not m.over:
        bot = make_bot("numberquash", "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    _put(m, "nq-done.json", 10)
    text = _rows(size)["nq-done.json"]["text"]
    winners = [i for i, p in enumerate(m.game.race_places(m.state)) if p == 1]
    names = ["Annabelle", "Bob", "Bot 3", "Bot 4", "Bot 5", "Bot 6"]
    # session 22: the kit's one race form names the winner by its place ("1st Annabelle: 18"), never "won"
    # (session 26: a colon between the name and its count, "1st Annabelle: 18")
    assert f"1st {names[winners[0]]}: " in text and " won" not in text, text
