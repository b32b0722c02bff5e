"""NumberQuash's first screen says who starts and why (the opening rolls, or the options' turn order), and a
bot that starts waits while it is read (issue 23)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.ui import theme
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import DT, key, make_app, steps

pytestmark = pytest.mark.ui
G = get_game("numberquash")


def open_board(match, animation="fast"):
    app = make_app(animation=animation)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 2)
    return app, scene


def tray_words(scene):
    """The words drawn in the tray, top to bottom, as one text."""
    tray = scene.tray.rect
    labels = [d for d in scene.table.decor if getattr(d, "text", "") and tray.collidepoint(d.pos)]
    return " ".join(d.text for d in sorted(labels, key=lambda d: (d.pos[1], d.pos[0])))


def a_seed_where(seats, starter, tie=False):
    """A seed whose opening rolls make `starter` first (after a tie for first when `tie`)."""
    for seed in range(500):
        s = G.new_state(seats, seed=seed)
        rolled = [rnd for rnd in s.opening if any(r[0] == starter for r in rnd)]
        if s.order[0] == starter and (len(rolled) > 1) == tie:
            return seed, s.opening
    raise AssertionError("no such seed")


def test_the_first_screen_says_that_you_start_and_why():
    seed, opening = a_seed_where(3, 0)
    match = Match("numberquash", ["human", "bot:normal", "bot:normal"], seed)
    app, scene = open_board(match)
    try:
        total = sum(next(r for r in opening[0] if r[0] == 0)[1:])
        words = tray_words(scene)
        assert f"You start: the highest opening roll ({total})" in words, words
        assert "the highest total starts" in words
        for seat, a, b in opening[0]:       # every seat's opening roll is on the table
            assert f"{a} + {b} = {a + b}" in words
        assert scene.table.prompt == "You start: Roll the dice (R)"
        key(app, pygame.K_r)               # rolling: the table turns to the dice
        steps(app, 2)
        assert "opening" not in tray_words(scene) and scene.table.prompt != "You start: Roll the dice (R)"
    finally:
        app.pop()
        pygame.display.quit()


def test_a_bot_that_starts_after_a_tie_waits_while_the_first_screen_says_so():
    seed, opening = a_seed_where(3, 1, tie=True)
    match = Match("numberquash", ["human", "bot:normal", "bot:normal"], seed)
    app, scene = open_board(match, animation="normal")
    try:
        # which tie, and the re-roll that broke it (it said "the highest opening roll after a tie (7)")
        mine = [(k, a + b) for k, rnd in enumerate(opening) for seat, a, b in rnd if seat == 1]
        tied = mine[0][1]
        last_k, total = mine[-1]
        beaten = sorted((a + b for seat, a, b in opening[last_k] if seat != 1), reverse=True)
        words = tray_words(scene)
        assert "Bot 2 starts: tied with " in words and f" on {tied}" in words, words
        assert f"won the re-roll {total} to {beaten[0]}" in words, words
        assert "the highest opening roll" not in words
        assert f"Tied on {tied}, rolled again: " in words and "so Bot 2 before " in words
        assert scene.table.prompt == "Bot 2 starts: won the re-roll"
        steps(app, int(2.5 / DT))          # at normal speed the bot has not rolled yet
        assert not match.actions
        steps(app, int(2.0 / DT))
        assert match.actions == [{"type": "roll"}]
    finally:
        app.pop()
        pygame.display.quit()


def test_a_turn_order_set_in_the_options_is_said_as_such():
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [1, 0]})
    app, scene = open_board(match)
    try:
        assert "Bot 2 starts: the turn order was set in the options" in tray_words(scene)
    finally:
        app.pop()
        pygame.display.quit()


def test_the_places_at_the_end_lie_inside_the_plates():
    rng = random.Random(4)
    match = Match("numberquash", ["human", "bot:easy", "bot:easy"], 4, {"places": 2})
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    app, scene = open_board(match)
    try:
        placed = [seat for seat in range(3) if match.state.places[seat]]
        assert placed
        for seat in placed:
            plate = scene.badges[seat]
            words = f"{['1st', '2nd', '3rd'][match.state.places[seat] - 1]} place"
            label = next(d for d in scene.table.decor if getattr(d, "text", "") == words
                         and plate.collidepoint(d.pos))
            size = theme.fit_size(label.text, label.size, label.max_width, label.bold) if label.max_width \
                else label.size
            assert label.pos[1] + theme.text(label.text, size, label.colour, label.bold).get_height() <= plate.bottom
    finally:
        app.pop()
        pygame.display.quit()


def a_roll_with_one_usable_die(bankable):
    """A match where you (seat 0) have rolled two different dice whose total fits nowhere and only one of
    which has an open cell (a total of 10 or more when `bankable`), found by playing random moves."""
    for seed in range(300):
        rng = random.Random(seed)
        match = Match("numberquash", ["human", "bot:easy"], seed, {"order": [0, 1]})
        while not match.over:
            s, v = match.state, None
            if s.to_move == 0 and s.phase == "place":
                v = G.view(s, 0)
                a, b = v["dice"]
                made = {sum(c[2] for c in act["cells"]) for act in match.legal_actions() if act["type"] == "place"}
                if v["fallback"] and a != b and len(made & {a, b}) == 1 and (a + b >= 10) == bankable:
                    return match, (made & {a, b}).pop()
            match.play(rng.choice(match.legal_actions()))
    raise AssertionError("no such position")


@pytest.mark.parametrize("bankable", [False, True])
def test_when_one_die_is_usable_the_table_names_only_that_die(bankable):
    match, die = a_roll_with_one_usable_die(bankable)
    a, b = match.state.dice
    app, scene = open_board(match)
    try:
        assert scene.composer.target_words() == str(die)
        if bankable:
            assert scene.table.prompt == f"{a + b} won't fit: a die, or Bank (B)"
        else:
            assert scene.table.prompt == f"{a + b} won't fit: use one die ({die})"
        words = tray_words(scene)
        assert f"Only one die can be used ({die}): drag it onto a cell of its number" in words, words
        assert f"press {die})" in words
        # the pair's label names the same die (it said "3 or 4" with every 4 covered)
        assert scene.table.piece_by_id["dice:pair"].label == f"{die} only"
    finally:
        app.pop()
        pygame.display.quit()


def test_a_banked_12_is_offered_as_optional_until_a_quasher_is_taken():
    match = Match("numberquash", ["human", "bot:easy", "bot:easy"], 2, {"order": [0, 1, 2]},
                  [6, 6, 1, 2, 1, 3, 2, 3])
    for action in ({"type": "roll"}, {"type": "bank"}, {"type": "roll"},
                   {"type": "place", "cells": [["red", 0, 3]]}, {"type": "roll"},
                   {"type": "place", "cells": [["blue", 0, 4]]}, {"type": "roll"},
                   {"type": "place", "cells": [["yellow", 0, 5]]}):
        match.play(action)
    app, scene = open_board(match)
    try:
        assert scene.table.prompt == "Steal from each (12), or Roll (R)"
        assert "12, if you like:" in tray_words(scene)
        scene.compose(scene.composer.drop("q:blue:0:4", "cell:red:0:9"))
        steps(app, 2)
        assert scene.table.prompt == "12: finish the steal, or Put back"
        assert "(1 of 2)" in tray_words(scene)
    finally:
        app.pop()
        pygame.display.quit()


def test_a_hint_is_advice_to_you_not_a_report_of_your_move():
    match = Match("numberquash", ["human", "bot:easy"], 2, {"order": [0, 1]}, [4, 2])
    app, scene = open_board(match)
    try:
        scene.hints.display({"type": "roll"}, "")
        assert scene.hints.current["text"] == "Hint: roll the dice"
        key(app, pygame.K_r)
        steps(app, 2)
        scene.hints.display({"type": "place", "cells": [["red", 0, 2], ["red", 0, 4]]}, "")
        assert scene.hints.current["text"] == "Hint: cover left red 2 and 4"
    finally:
        app.pop()
        pygame.display.quit()
