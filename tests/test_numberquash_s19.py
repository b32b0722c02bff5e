"""NumberQuash after session 19's new players (8-8.5 of 10, finishing early 7.5): the header's told steps on
one line at 1024x640, the drag's "= N" label clear of the cell it is dropped on."""

import random

import pygame
import pytest

from tests.ui_helpers import board, make_app, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def longest_told_events(seats=6, games=8):
    """From bot games, each kind of event the director tells as a step with its longest caption."""
    from quash_table.engine.match import Match
    from quash_table.ui.director import EVENT_SECONDS
    longest = {}
    for seed in range(games):
        m = Match("numberquash", ["bot:easy"] * seats, seed, {})
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 500:
            m.play(rng.choice(m.legal_actions()))
            for e in m.game.events(m.state, None):
                if e.get("kind") in EVENT_SECONDS:
                    words = m.game.caption_event(e, seats)
                    if len(words) > len(longest.get(e["kind"], ("", None))[0]):
                        longest[e["kind"]] = (words, e)
    return longest


@pytest.mark.parametrize("seats", [4, 6])
def test_a_told_step_keeps_the_header_on_one_line_at_1024(seats):
    """"Bot 3 covers left yellow 1, 2 and 3; right yellow 1 and 5", "Bot 6 steals Bot 2's red
    9, the orange quasher on ...", even "Bot 3 forfeits this turn (third double)" at 6 seats wrapped the
    header onto two lines at 1024x640 (session 19): the step's brief words (step_words_brief, through the
    header's one way to fewer words) keep it one line, uncut."""
    from quash_table.ui.director import Step
    told = longest_told_events()
    assert {"placed", "banked", "bonus_spent", "dice_rolled", "nothing_fits"} <= set(told)
    app = make_app((1024, 640), animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed=3)
    steps(app, 3)
    try:
        s = scene.session
        d = s.director
        for kind, (words, event) in sorted(told.items()):
            event = dict(event, seat=min(event["seat"], seats - 1))
            caption = s.words(s.game.caption_event(event, seats), short=True)     # as the director words it
            d.steps = [Step(len(s.match.actions) - 1, caption, 5.0, event=event)]
            d.started, d.shown_moves = True, None
            d.passed += 1           # a step begun: the header's words are said now, not kept
            scene.hud.draw(app.screen, scene.areas()[0])
            shown = scene.hud.shown
            assert shown["status_lines"] == 1, (kind, shown["status"])
            assert not shown["status"].endswith("\u2026"), (kind, shown["status"])
            assert shown["status"].split()[:2] == caption.split()[:2] or kind == "nothing_fits", shown["status"]
    finally:
        close(app)


def test_the_brief_words_say_what_the_step_says():
    """The brief forms name the mover and what was done, from the event (no parsing of the caption)."""
    from quash_table.games.numberquash.words import caption_brief
    assert caption_brief({"kind": "placed", "seat": 2, "cells": [["yellow", 0, 1], ["yellow", 0, 2],
                                                                ["yellow", 0, 3], ["yellow", 1, 1],
                                                                ["yellow", 1, 5]]}) == "Seat 3 covers 5 cells"
    assert caption_brief({"kind": "placed", "seat": 0, "cells": [["red", 0, 3], ["red", 1, 4]]}) \
        == "Seat 1 covers 2 cells"     # (not "red 3 and 4": a cell has the log's name or none, session 31)
    assert caption_brief({"kind": "banked", "seat": 4, "colour": "orange", "value": 10}) == "Seat 5 banks 10"
    assert caption_brief({"kind": "nothing_fits", "seat": 1, "dice": [1, 2], "then": "free_roll",
                          "auto": True}) == "Seat 2 can't use 1+2: free roll"
    assert caption_brief({"kind": "quash", "seat": 1, "colour": "red", "place": 1}) is None


def test_a_bank_of_orange_says_an_orange_quasher():
    """"Bot 5 banks the roll and puts a orange quasher on bonus octagon 10" (seen while checking the header)."""
    from quash_table.games.numberquash.words import describe_event
    said = describe_event({"kind": "banked", "seat": 4, "colour": "orange", "value": 10}, 6)
    assert "puts an orange quasher" in said, said


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_dragged_dice_chip_never_covers_the_cell_under_the_pointer(size):
    """Dragging the dice, the chip ("= 8") lay under the pointer and covered the very cell it was dropped on
    (session 19): it now lies above-right of the pointer, flipped near the edges, clear of every lit cell the
    pointer is on, wherever on the cell the pointer is."""
    from tests.ui_helpers import centre, post, settle
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=5,
                  options={"order": [0, 1, 2, 3]})
    try:
        settle(app, scene)
        roll = next(b for b in scene.table.buttons if b.press == "roll")
        from tests.ui_helpers import click
        click(app, centre(roll.rect))
        settle(app, scene)
        chip = scene.drag.piece("dice:pair")
        lit = [t for t in scene.table.targets if t.id in set(scene.drag.legal_targets(chip))]
        assert chip is not None and len(lit) >= 4
        start = centre(chip.rect)
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        window = pygame.Rect((0, 0), size)
        checked = 0
        for target in lit:
            r = target.rect
            for pos in (r.center, (r.left + 1, r.top + 1), (r.right - 2, r.bottom - 2), (r.left + 1, r.bottom - 2)):
                post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
                steps(app, 1)
                assert scene.drag.dragging == "dice:pair"
                held = scene.drag.piece("dice:pair").rect
                assert not held.colliderect(r), (target.id, pos, held, r)
                assert window.contains(held), (held, window)
                checked += 1
        assert checked >= 16
        post(pygame.MOUSEBUTTONUP, pos=lit[0].rect.center, button=1)
        steps(app, 2)
    finally:
        close(app)


def test_the_chip_flips_below_near_the_top_and_left_near_the_right_edge():
    from quash_table.games.numberquash.layout import chip_in_hand
    area = pygame.Rect(0, 54, 1000, 600)
    left, top = chip_in_hand((200, 46), (500, 400), 50, area, 6)
    assert left > 500 and top + 46 <= 400 - 50            # above-right
    left, top = chip_in_hand((200, 46), (500, 100), 50, area, 6)
    assert top >= 100 + 50                                  # near the top: below
    left, top = chip_in_hand((200, 46), (950, 400), 50, area, 6)
    assert left + 200 <= 950 and top + 46 <= 400 - 50       # near the right edge: to the left
