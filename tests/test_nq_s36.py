"""NumberQuash, session 36 (review 35b: six seats, 1024x640, the Moves open, and vs 1 bot at 1280x800)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.words import cells_words, describe_hint
from tests.ui_helpers import close_board, match_board, steps


def test_a_split_over_both_octagons_is_hinted_in_a_sentence():
    """"cover left red 1 and 2; right red 2": a list to decode. A new player reads a sentence."""
    split = {"type": "place", "cells": [("red", 0, 1), ("red", 0, 2), ("red", 1, 2)]}
    assert describe_hint(split) == "cover red 1 and 2 on the left and red 2 on the right"
    assert cells_words([("yellow", 0, 1), ("yellow", 1, 1), ("yellow", 1, 5)]) == \
        "yellow 1 on the left and yellow 1 and 5 on the right"
    # one octagon, or one number on each, as the board's cells are named ("left red 3")
    assert describe_hint({"type": "place", "cells": [("red", 0, 3), ("red", 0, 4)]}) == "cover left red 3 and 4"
    assert describe_hint({"type": "place", "cells": [("red", 0, 3), ("red", 1, 4)]}) == \
        "cover left red 3 and right red 4"
    assert cells_words([("red", 0, 1), ("red", 1, 2), ("blue", 0, 3)]) == "left red 1, right red 2 and left blue 3"
    assert cells_words([("red", 0, 1), ("red", 1, 2), ("red", 0, 2)]) == "red 1 and 2 on the left and red 2 on the right"


def _split_position():
    """(match, a legal placement of three cells, two on one octagon and one on the other) at your turn."""
    for seed in range(1, 200):
        m = Match("numberquash", ["human", "bot:easy"], seed, {"order": [0, 1]})
        m.play({"type": "roll"})
        for a in m.legal_actions():
            cells = a.get("cells") or []
            if a["type"] == "place" and len(cells) == 3 and len({c[1] for c in cells}) == 2:
                return m, a
    raise AssertionError("no split over both octagons")


@pytest.mark.ui
def test_the_boards_hint_says_the_split_in_a_sentence():
    m, action = _split_position()
    app, scene = match_board(m, size=(1280, 800), animation="instant")
    try:
        scene.hints.display(action, "a reason")
        steps(app, 2)
        said = scene.message[0]
        assert said.startswith("Hint: cover ") and " on the left and " in said and " on the right" in said, said
        assert ";" not in said, said
    finally:
        close_board(app)


def _plate_labels(scene):
    from quash_table.ui.widgets import Label
    labels = [d for d in scene.table.decor if isinstance(d, Label)]
    return {seat: (pygame.Rect(plate), [d for d in labels if pygame.Rect(plate).colliderect(d.text_rect())])
            for seat, plate in scene.badges.items()}


@pytest.mark.ui
def test_a_plate_with_a_badge_at_1024_keeps_its_words_off_its_bottom_border():
    """Six seats, 1024x640, the Moves open: the news under a plate's badge lay on the plate's bottom border."""
    from tests.test_nq_s34_banks import banks_board
    app, scene = banks_board((1024, 640))
    try:
        for seat, (plate, labels) in _plate_labels(scene).items():
            for d in labels:
                box = d.text_rect()
                assert plate.contains(box) and box.bottom <= plate.bottom - 2, (seat, d.text, plate, box)
                assert "\u2026" not in d.text, d.text
    finally:
        close_board(app)


def test_a_long_turn_on_a_plate_counts_the_rolls_it_gives_up_not_an_elision():
    """"Bot … 6+4: 2 cells": the "…" read as words cut. The rolls given up are counted, and the roll is said with
    "rolled" as long as it can be (one plate said "1+4: right orange 5" beside "rolled 1+4: ..." on the others)."""
    from quash_table.games.numberquash.plate_news import fitted, turn_parts
    events = [{"kind": "dice_rolled", "seat": 1, "dice": (2, 3)}, {"kind": "placed", "seat": 1, "cells": [("blue", 0, 5)]},
              {"kind": "dice_rolled", "seat": 1, "dice": (1, 1)}, {"kind": "placed", "seat": 1,
                                                                  "cells": [("blue", 1, 2)]},
              {"kind": "dice_rolled", "seat": 1, "dice": (6, 4)},
              {"kind": "placed", "seat": 1, "cells": [("blue", 0, 6), ("blue", 0, 4)]}]
    parts = turn_parts(events, 1, lambda s: f"Bot {s + 1}", lambda s: f"Bot {s + 1}'s")
    for room in range(1, 90):
        said = fitted(parts, lambda s, room=room: len(s) <= room)
        assert "\u2026" not in said and len(said) <= room, (room, said)
    # (session 59: the rolls given up said as what they did, not "2 rolls, then 6+4: 2 cells")
    assert fitted(parts, lambda s: len(s) <= 48) == "rolled 3 times: first 2 cells, then 6+4: 2 cells"
    assert fitted(parts, lambda s: len(s) <= 26) == "3 rolls: 4 cells"
    single = turn_parts(events[:2], 1, lambda s: "", lambda s: "")
    assert fitted(single, lambda s: len(s) <= 23) == "rolled 2+3: left blue 5"
    # never "blue 5": which of the two? (review 60: the cell named before "rolled" or its count)
    assert fitted(single, lambda s: len(s) <= 20) == "2+3: left blue 5"
    assert fitted(single, lambda s: len(s) <= 15) == "left blue 5"


@pytest.mark.ui
def test_the_trays_split_tip_says_what_is_covered_in_plain_words():
    """"Or split it: click cells (or press 1-9) adding up to 8: it is covered when they make it": which "it"?"""
    from quash_table.ui.widgets import Label
    m, _ = _split_position()
    app, scene = match_board(m, size=(1280, 800), animation="instant")
    try:
        steps(app, 2)
        total = sum(m.state.dice)
        said = " ".join(d.text for d in scene.table.decor if isinstance(d, Label))
        assert f"Or split it: click cells (or press 1-9) that add up to {total}; they are covered once they do." \
            in said, said
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_tray_after_a_double_says_why_you_roll_again():
    """After covering a double's total the tray said only "Your roll" over an empty box."""
    from quash_table.ui.widgets import Label
    m = Match("numberquash", ["human", "bot:easy"], 1, {"order": [0, 1]}, [4, 4])
    m.play({"type": "roll"})
    m.play(next(a for a in m.legal_actions() if a["type"] == "place"))
    assert m.to_move == 0 and m.state.dice is None
    app, scene = match_board(m, size=(1280, 800), animation="instant")
    try:
        steps(app, 2)
        said = [d.text for d in scene.table.decor if isinstance(d, Label)]
        assert "A double: you roll again." in said and "Your roll" not in said, said
    finally:
        close_board(app)
