"""The Game's end summary (review 28): its left column held one row, "★ Team 50" or "Team 11", and nothing
under it. Now each player's part is there: cards laid (with reverse tricks), signals given, and of their
requests about a stack how many the team kept (win_summary.team_cells), won or lost."""

import random
from contextlib import contextmanager

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.win_summary import team_cells, win_lines
from tests.ui_helpers import close_board, match_board, step_until


def played(seed, seats=("human:Ann", "human:Bob"), options=None):
    """A game played to its end by random moves, signalling half the time it may."""
    m = Match("thegame", list(seats), seed=seed, options=options)
    rng = random.Random(seed)
    while not m.over:
        acts = m.legal_actions()
        talk = [a for a in acts if a["type"] == "signal"]
        rest = [a for a in acts if a["type"] != "signal"] or acts
        m.play(rng.choice(talk) if talk and rng.random() < 0.5 else rng.choice(rest))
    return m


def drawn_summary(app, scene):
    """The summary as the layout lists it once drawn with its table and the analysis's notes (no longer
    "Checking…"): waited for, the layout's object returned."""
    def summary():
        o = next((o for o in scene.layout_info()["objects"] if o["id"] == "summary" and o["table_drawn"]), None)
        return o if o and o["notes"] != [scene.CHECKING] else None
    step_until(app, summary, timeout=60)
    return summary()


@contextmanager
def lost_summary(size=(1024, 640)):
    """(scene, the drawn summary) of seed 3's lost game with one bot, at `size`; the board closed after."""
    m = played(3, ("human:Ann", "bot:normal"))
    app, scene = match_board(m, size=size, settled=False)
    try:
        yield scene, drawn_summary(app, scene)
    finally:
        close_board(app)


def test_team_cells_count_each_players_part():
    m = played(4)
    heads, rows, _legend = team_cells(m.game, m)[-1]     # the compact table (session 33: words first)
    # session 36: the asks as the worded table says them, "1 asked, 1 kept" (it said "Asks kept" over "1 of 1")
    assert [h[0] for h in heads] == ["Laid (\u21ba tricks)", "Signals", "Asks"]
    assert sorted(rows) == [0, 1]
    state = m.state
    for seat in (0, 1):
        laid = sum(1 for h in state.history if h[0] == seat)
        said = sum(1 for a, who in zip(m.actions, m.actors) if who == seat and a["type"] == "signal")
        # (the narrow form keeps the reverse tricks after the count since review 32: "28 2↺")
        assert rows[seat][0][-1].split(" ")[0] == str(laid) and rows[seat][1] == (str(said),)
    # the per-seat requests add up to the won game's line of requests kept (one count, two places)
    # (the narrow form "1 of 2 kept" since session 61, "2, 1" before)
    asked = sum(int(rows[s][2][1].split(" ")[2]) for s in rows if rows[s][2][0] != "none")
    kept = sum(int(rows[s][2][1].split(" ")[0]) for s in rows if rows[s][2][0] != "none")
    words = [w for w in win_lines(m.game, m, str) if w.startswith("Requests")] if m.state.outcome == "won" else []
    assert not words or words[0] == f"Requests about a stack: {asked} said, {kept} kept by the team."


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_summary_lists_every_player_under_the_team(size):
    m = played(3)
    app, scene = match_board(m, size=size, settled=False)
    try:
        def summary():
            return next((o for o in scene.layout_info()["objects"] if o["id"] == "summary" and o["table_drawn"]), None)
        step_until(app, summary, timeout=60)
        summary = summary()
        drawn = [text for text, _ in summary["table_drawn"]]
        assert "Ann" in drawn and "Bob" in drawn            # a row each, not the team's alone
        # each player's cards laid, in words or (the notes leaving too little room) under "Laid"
        assert "Laid" in drawn or sum(t.endswith("cards laid") for t in drawn) == 2, drawn
        rects = [pygame.Rect(r) for _, r in summary["table_drawn"]]
        assert all(pygame.Rect(summary["rect"]).contains(r) for r in rects)
    finally:
        close_board(app)
