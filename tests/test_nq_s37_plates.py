"""NumberQuash, session 37: a plate after a turn that began with a steal or a block says the cells the turn covered
too, in the order they happened (review 36b: "blocked Bot 3 and 1 roll" said no cells; "1 roll, then blocked Bot
3; blue 7" put a roll before the block that came first)."""

import random
import re

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.plate_news import fitted, latest_turns, turn_parts
from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.test_nq_s30_words import six_with_a_steal
from tests.ui_helpers import close_board, match_board, open_moves, steps

SIX = ["human"] + ["bot:normal"] * 5
COLOUR = "(red|blue|yellow|green|orange|pink)"


def named(seat):
    return "you" if seat == 0 else f"Bot {seat + 1}"


def whose(seat):
    return "your" if seat == 0 else f"Bot {seat + 1}'s"


def roll(a, b):
    return {"kind": "dice_rolled", "seat": 1, "dice": (a, b)}


def placed(*cells):
    return {"kind": "placed", "seat": 1, "cells": list(cells)}


BLOCK = {"kind": "bonus_spent", "seat": 1, "value": 10, "effect": "block", "target": 2}
STEAL = {"kind": "bonus_spent", "seat": 1, "value": 11,
         "steals": [{"seat": 0, "from": ["red", 0, 9], "to": ["blue", 0, 9]}]}
TWO_ROLLS = [roll(3, 3), placed(("blue", 0, 2), ("blue", 0, 4)), roll(2, 5), placed(("blue", 1, 7))]


def says_cells(text):
    return bool(re.search(r"\d+ cells?\b", text) or re.search(COLOUR + r" \d", text))


@pytest.mark.parametrize("spent, first", [(BLOCK, "blocked Bot 3"), (STEAL, "stole")], ids=["block", "steal"])
def test_a_turn_begun_with_a_bonus_on_another_says_its_cells_after_it(spent, first):
    parts = turn_parts([spent] + TWO_ROLLS, 1, named, whose)
    assert fitted(parts, lambda s: len(s) <= 31) == (
        "blocked Bot 3; 2 rolls: 3 cells" if spent is BLOCK else "stole your left red 9; 3 cells")
    shortest = len(f"{parts[0][1][-1]}; 3 cells")
    for room in range(len(parts[0][1][-1]), 90):
        said = fitted(parts, lambda s, room=room: len(s) <= room)
        assert said.startswith(first) and len(said) <= room, (room, said)      # the bonus first, as it came
        assert ", then " + first not in said and " and 2 rolls" not in said, (room, said)
        if room >= shortest:        # the cells covered after it (not a steal's own cell)
            assert "; " in said and says_cells(said.split("; ", 1)[1]), (room, said)


def test_rolls_that_covered_nothing_after_a_block_are_still_counted():
    parts = turn_parts([BLOCK, roll(3, 4), {"kind": "nothing_fits", "seat": 1, "dice": (3, 4)}], 1, named, whose)
    assert fitted(parts, lambda s: len(s) <= 24) == "blocked Bot 3 and 1 roll"
    assert fitted(parts, lambda s: len(s) <= 28) == "blocked Bot 3; 3+4: no place"


def _spent_then_covered(seed):
    """6 seats, you first, random moves until a bot's latest turn spent a bonus on another and covered cells."""
    rng = random.Random(seed)
    m = Match("numberquash", SIX, seed, {"order": list(range(6))})
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        if m.to_move == 0 and m.actors[-1] != 0:
            for seat, events in latest_turns(m, len(m.actions), 0).items():
                mine = [e for e in events if e.get("seat") == seat]
                if seat and any(e.get("kind") == "bonus_spent" and e.get("effect") != "free_roll" for e in mine) \
                        and any(e.get("kind") == "placed" for e in mine):
                    return m, seat
    raise AssertionError("no such turn")


@pytest.mark.ui
@pytest.mark.parametrize("seed", ["steal", 0, 1, 2, 3, 4, 7])
@pytest.mark.parametrize("moves_open", [True, False], ids=["moves", "folded"])
def test_the_plate_of_a_bot_that_stole_or_blocked_says_the_cells_its_turn_covered(seed, moves_open):
    # "steal": Bot 2 stole your left red 3, then rolled 1+2: its plate read "stole your left red 3" alone
    m, seat = (six_with_a_steal(), 1) if seed == "steal" else _spent_then_covered(seed)
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")     # no bot moves on
    try:
        steps(app, 3)
        if moves_open:
            open_moves(app, scene)
        steps(app, 2)
        plate = pygame.Rect(scene.badges[seat])
        said = [d for d in scene.table.decor if isinstance(d, Label) and plate.colliderect(d.text_rect())]
        name = max(d.size for d in said)
        news = [d.text for d in said if tuple(d.colour) == theme.TEXT and not d.bold and d.size < name]
        assert len(news) == 1 and news[0].startswith(("stole", "blocked")), (seat, [d.text for d in said])
        # the cells covered after the bonus (a steal's own cell, "stole your left red 3", is not them)
        assert "; " in news[0] and says_cells(news[0].split("; ", 1)[1]), (seat, news)
    finally:
        close_board(app)
