"""NumberQuash, session 36: every plate says something true and whole of its seat's latest turn at every size. At six
seats, 1024x640 with the Moves open, a plate with a bank badge and a long turn said nothing ("bank 10, 12" left no
room), and "1 roll, then left green 7" said the last roll without its dice; the whole turn counted from the rules'
events reads better: "3 rolls: 5 cells", "5 cells"."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.plate_news import fitted, turn_parts
from quash_table.games.numberquash.rests import DUD_LOOK
from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.test_nq_s34_banks import four_banks
from tests.ui_helpers import close_board, match_board, open_moves, steps

SIX = ["human"] + ["bot:normal"] * 5


def named(seat):
    return "you" if seat == 0 else f"Bot {seat + 1}"


def whose(seat):
    return "your" if seat == 0 else f"Bot {seat + 1}'s"


def roll(a, b, seat=1, **kw):
    return {"kind": "dice_rolled", "seat": seat, "dice": (a, b), **kw}


def placed(*cells, seat=1):
    return {"kind": "placed", "seat": seat, "cells": list(cells)}


THREE_ROLLS = [roll(2, 3), placed(("blue", 0, 5)), roll(1, 1), placed(("blue", 1, 2)), roll(6, 4),
               placed(("blue", 0, 6), ("blue", 0, 4))]


def test_a_long_turn_is_counted_whole_where_its_last_roll_cannot_keep_its_dice():
    parts = turn_parts(THREE_ROLLS, 1, named, whose)
    # the whole turn, counted from the rules' events (the cells each placement covered)
    # (review 60: the cells named first, then counted)
    assert parts.whole == ("3 rolls: blue 4, 5 and 6 on the left and blue 2 on the right",
                           "blue 4, 5 and 6 on the left and blue 2 on the right", "3 rolls: 4 cells", "4 cells"), \
        parts.whole
    said = "rolled 3 times: first 2 cells, then 6+4: 2 cells"    # (session 59: "2 rolls, then 6+4: 2 cells")
    assert fitted(parts, lambda s: len(s) <= len(said)) == said
    # it said "2 rolls, then 2 cells" here: the last roll without its dice, read as one roll of two
    assert fitted(parts, lambda s: len(s) <= 25) == "3 rolls: 4 cells"
    assert fitted(parts, lambda s: len(s) <= 15) == "4 cells"
    for room in range(len("4 cells"), 90):
        said = fitted(parts, lambda s, room=room: len(s) <= room)
        assert said and len(said) <= room and "\u2026" not in said, (room, said)
        # rolls counted before a last part only where it keeps its dice
        assert ", then " not in said or said.split("; ")[-1].split(", then ")[-1].startswith(("rolled 6+4", "6+4")), (room, said)
    # a turn of one roll says its own forms; none is counted
    assert turn_parts(THREE_ROLLS[-2:], 1, named, whose).whole == ()


def test_the_whole_turn_says_a_bank_the_badge_shows_and_how_the_turn_ended():
    banked = [roll(6, 6), {"kind": "banked", "seat": 1, "value": 12}, roll(1, 2), placed(("yellow", 0, 3))]
    # the badge shows 10 and 12: which was banked is said, then at last "banked" alone
    parts = turn_parts(banked, 1, named, whose, {10: 1, 12: 1})
    assert parts.whole == ("2 rolls: banked 12, left yellow 3", "banked 12, left yellow 3", "2 rolls: banked 12, 1 cell",
                           "banked 12, 1 cell", "banked, 1 cell"), parts.whole
    assert fitted(parts, lambda s: len(s) <= 14) == "banked, 1 cell"
    # no badge: the bank is kept (its own words, never given up), not counted
    assert turn_parts(banked, 1, named, whose).whole == ()
    # a turn that placed nothing (a free roll spent on it too) is counted so: it said nothing beside "Bot"
    free = [roll(6, 1), {"kind": "nothing_fits", "seat": 1, "dice": (6, 1)},
            {"kind": "bonus_spent", "seat": 1, "value": 10, "effect": "free_roll"}, roll(2, 3, free=True),
            {"kind": "nothing_fits", "seat": 1, "dice": (2, 3)}]
    parts = turn_parts(free, 1, named, whose)
    # the 10 spent on the free roll said too (review 37: "2 rolls: 1 cell" never said it)
    assert parts.whole == ("2 rolls: free roll (10), no place", "free roll (10), no place"), parts.whole
    assert fitted(parts, lambda s: len(s) <= 33) == "2 rolls: free roll (10), no place"
    quashed = THREE_ROLLS + [{"kind": "quash", "seat": 1}]
    assert "3 rolls: 4 cells; Quashed!" in turn_parts(quashed, 1, named, whose).whole
    assert turn_parts(quashed, 1, named, whose).whole[0].endswith("on the right; Quashed!")


def _six_at_1024(seed, turns):
    """6 seats, you first, random moves until your `turns`th turn comes."""
    rng = random.Random(seed)
    m = Match("numberquash", SIX, seed, {"order": list(range(6))})
    n = 0
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
        if m.to_move == 0 and m.actors[-1] != 0:
            n += 1
            if n >= turns:
                break
    return m


@pytest.mark.ui
@pytest.mark.parametrize("match", [four_banks, (2, 9), (2, 14), (3, 14), (5, 9), (7, 14), (11, 9), (11, 14)],
                         ids=lambda m: "banks" if callable(m) else f"seed{m[0]}-turn{m[1]}")
def test_every_bots_plate_says_its_latest_turn_whole_at_six_seats_1024_with_the_moves_open(match):
    m = match() if callable(match) else _six_at_1024(*match)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        open_moves(app, scene)
        steps(app, int(DUD_LOOK * 60) + 10)   # a bot's roll that fitted nothing lies at its plate for its look
        view = scene.game.view(m.state, 0)
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        tips = {tip.id: pygame.Rect(tip.rect) for tip in scene.table.tips}
        for seat, plate in scene.badges.items():
            plate = pygame.Rect(plate)
            said = [d for d in labels if plate.colliderect(d.text_rect())]
            for d in said:      # whole, in its own type, inside the plate
                box = d.text_rect()
                assert "\u2026" not in d.text and d._size() == d.size, (seat, d.text)
                assert plate.contains(box), (seat, d.text, plate, box)
                assert box.collidelist([o.text_rect() for o in said if o is not d]) < 0, (seat, d.text)
            if seat == 0 or view["ended"] or view["status"][seat] != "playing":
                continue
            # the latest turn: the plate's words in the news' type and colour (not its name, kind, badge, nor the
            # turns it will miss), once, off the plate's bottom border and clear of the badge
            name = max(d.size for d in said)
            news = [d for d in said if tuple(d.colour) == theme.TEXT and not d.bold and d.size < name]
            assert len(news) == 1, (seat, [d.text for d in said])
            assert news[0].text_rect().bottom <= plate.bottom - 2, (seat, news[0].text, plate)
            if f"plate-bank:{seat}" in tips:
                assert not news[0].text_rect().colliderect(tips[f"plate-bank:{seat}"]), seat
    finally:
        close_board(app)
