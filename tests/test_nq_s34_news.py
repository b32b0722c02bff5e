"""NumberQuash, session 34 (six seats, 1024x640 and 1280x800, the Moves open): the plates' news of each seat's
latest turn. A steal outlasts the roll after it; a bank the plate's badge shows is not said twice; a plate with
little room says less, never a word cut; a seat's dice at its plate carry no news under them."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.plate_news import fitted, turn_parts
from quash_table.ui.widgets import Label
from tests.ui_helpers import match_board, step_until, steps


def named(seat):
    return "you" if seat == 0 else f"Bot {seat + 1}"


def whose(seat):
    return "your" if seat == 0 else f"Bot {seat + 1}'s"


STEAL_THEN_ROLL = [
    {"kind": "bonus_spent", "seat": 2, "value": 11, "effect": "steal",
     "steals": [{"seat": 4, "from": ("orange", 0, 9), "to": ("yellow", 0, 9)}]},
    {"kind": "dice_rolled", "seat": 2, "dice": (5, 3)},
    {"kind": "placed", "seat": 2, "cells": [("yellow", 0, 8)]}]


def test_a_steal_stays_on_the_thiefs_plate_when_the_roll_after_it_leaves_no_room():
    """Bot 3 stole Bot 5's orange 9, then rolled: its plate read "… 5+3: left yellow 8", the steal given up."""
    parts = turn_parts(STEAL_THEN_ROLL, 2, named, whose)
    assert parts[0] == ("steal", ("stole Bot 5's left orange 9", "stole from Bot 5")), parts
    whole = "stole Bot 5's left orange 9; rolled 5+3: left yellow 8"
    assert fitted(parts, lambda s: True) == whole
    assert fitted(parts, lambda s: len(s) <= 42) == "stole Bot 5's left orange 9; left yellow 8"
    # the cell the turn covered is said too, the steal in its fewest words (session 37: it read the steal alone)
    # (session 59: never "yellow 8", which names neither of the colour's two 8s)
    assert fitted(parts, lambda s: len(s) <= 30) == "stole from Bot 5; 5+3: 1 cell"
    assert fitted(parts, lambda s: len(s) <= 25) == "stole from Bot 5; 1 cell"
    assert fitted(parts, lambda s: len(s) <= 23) == "stole from Bot 5"     # no room for the cell after it
    for room in range(len("stole from Bot 5"), 60):       # the steal is never given up
        assert "stole" in fitted(parts, lambda s, room=room: len(s) <= room), room
    for room in range(len("stole from Bot 5")):     # nothing where it does not fit: never a word cut
        assert fitted(parts, lambda s, room=room: len(s) <= room) == "", room


def test_a_bank_the_badge_shows_is_said_as_banked_alone():
    """"bank 11 banked 11" said the bank twice: where the badge shows it, the news says the act ("banked"), the
    number only where the badge holds others too; with no badge it stays whole."""
    events = [{"kind": "dice_rolled", "seat": 1, "dice": (5, 6)}, {"kind": "banked", "seat": 1, "value": 11}]
    assert turn_parts(events, 1, named, whose) == [("bank", ("rolled 5+6: banked 11", "5+6: banked 11",
                                                              "banked 11"))]
    assert turn_parts(events, 1, named, whose, {11: 1}) == [("roll", ("rolled 5+6: banked", "5+6: banked",
                                                                       "banked"))]
    assert turn_parts(events, 1, named, whose, {11: 2}) == [("roll", ("rolled 5+6: banked", "5+6: banked",
                                                                       "banked"))]
    # the badge says "bank 10, 11": which was banked now is news
    assert turn_parts(events, 1, named, whose, {10: 1, 11: 1}) == [
        ("roll", ("rolled 5+6: banked 11", "5+6: banked 11", "banked 11", "banked"))]


def test_a_plate_with_little_room_says_a_shorter_form_and_never_cuts_a_word():
    """At 1280x800 with the Moves open a plate with a badge read "left or…": shorter forms first, then nothing."""
    events = [{"kind": "dice_rolled", "seat": 2, "dice": (5, 3)}, {"kind": "placed", "seat": 2,
                                                                    "cells": [("orange", 0, 8)]}]
    parts = turn_parts(events, 2, named, whose)
    forms = parts[0][1]
    assert forms == ("rolled 5+3: left orange 8", "5+3: left orange 8", "left orange 8", "rolled 5+3: 1 cell",
                     "5+3: 1 cell", "1 cell"), forms
    assert fitted(parts, lambda s: len(s) <= 10) == "1 cell"
    for room in range(0, 40):
        said = fitted(parts, lambda s, room=room: len(s) <= room)
        assert said in forms + ("",) and "\u2026" not in said, (room, said)
    two = [("roll", ("rolled 1+2: left red 3",)), ("bonus", ("spent 10: free roll", "free roll (10)"))] + parts
    for room in range(0, 60):
        said = fitted(two, lambda s, room=room: len(s) <= room)
        assert not said.endswith("\u2026") and len(said) <= room, (room, said)


@pytest.mark.ui
def test_a_bots_plate_says_no_news_while_its_dice_lie_there():
    """After a bot placed, the rules pass the turn on while its dice stay at its plate as the move is told: the
    plate's news stood under them ("Bot • to move 4+6:" against the dice)."""
    dice = [1, 2, 5, 2, 4, 6]
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, dice)
    for a in ({"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]}, {"type": "roll"}):
        m.play(a)
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="normal")
    try:
        d = scene.session.director
        step_until(app, lambda: len(m.actions) == 4 and d.busy() and d.steps
                   and d.steps[0].event is not None and d.steps[0].event.get("kind") == "placed")
        steps(app, 2)
        assert m.state.to_move == 0 and scene.marked_to_move() == 1      # the rules: your turn; the table: Bot 2's
        plate = pygame.Rect(scene.badges[1])
        dice_at = [p.rect for p in scene.table.pieces if getattr(p, "zone", "") == "plate:1"]
        assert len(dice_at) == 2, "Bot 2's dice at its plate while its move is told"
        words = [d.text for d in scene.table.decor if isinstance(d, Label) and plate.collidepoint(d.pos)]
        assert not any("5+2" in w or "left blue" in w for w in words), words
    finally:
        app.scenes.clear()
        pygame.display.quit()
