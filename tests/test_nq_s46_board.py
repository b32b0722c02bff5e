"""Session 46, NumberQuash's board: Undo shows the kept roll at once (no tumble), the supply explained and a
steal told on the board, each colour's line apart at 3 seats, the hint arrow straight over the board."""

import pygame
import pytest

from tests.test_nq_s25_board import cover_3_and_5
from tests.test_numberquash_scene import close, open_table
from tests.ui_helpers import hint_placed, hover_for_tip, key, step_until, steps

pytestmark = pytest.mark.ui


def _tumbling(scene):
    return any(isinstance(k, tuple) and k and k[0] == "tumble" for k in scene.tweens._by_key)


def test_undo_back_to_your_roll_shows_the_kept_dice_at_once():
    # the tray tumbled the dice again after an Undo (the state taken back to was one whose events said "rolled"),
    # so the kept roll looked like a re-roll (review 46): the tumble is the roll's, not the state's
    app, scene, match = open_table([3, 5], seats=("human", "bot:normal"))
    try:
        key(app, pygame.K_r, frames=1)
        assert _tumbling(scene)                       # a fresh roll tumbles
        cover_3_and_5(app, scene)
        assert len(match.actions) == 2 and scene.session.waiting_for_undo()
        key(app, pygame.K_u, frames=1)
        assert match.undos == 1 and match.actions[-1]["type"] == "roll"
        assert not _tumbling(scene)
        assert sorted(p.value for p in scene.table.pieces if p.kind == "die") == [3, 5]
        assert not scene.tray.landing                 # the roll's words at once too
        steps(app, 3)
        assert not _tumbling(scene)
    finally:
        close(app)


def _labels(scene):
    from quash_table.ui.widgets import Label
    return [d for d in scene.table.decor if isinstance(d, Label)]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_each_colours_count_sits_by_its_own_name_at_three_seats_with_two_colours(size):
    # "0/18 · 25 in supply" stood at its pair's right edge, as near the next colour's name as its own
    # (review 46: YELLOW ... 0/18 · 25 in supply GREEN ...): it follows its name now, well clear of the next
    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board
    m = Match("numberquash", ["human", "bot:normal", "bot:normal"], 5, {"colours_per_seat": 2, "order": [0, 1, 2]})
    app, scene = match_board(m, size=size, settled=False, animation="instant")
    steps(app, 3)
    try:
        labels = _labels(scene)
        names = {d.text: d.text_rect() for d in labels if d.text.lower() in scene.supply_at}
        lines = [d.text_rect() for d in labels if d.text.endswith(" in supply")]
        assert len(names) == 6 and len(lines) == 6
        for line in lines:
            own = max((r for r in names.values() if r.right <= line.x and abs(r.y - line.y) < 8),
                      key=lambda r: r.right)
            after = [r.x - line.right for r in names.values() if r.x >= line.right and abs(r.y - line.y) < 8]
            gap = line.x - own.right
            assert gap <= 12, gap
            assert all(g >= 3 * gap and g >= 24 for g in after), (gap, after)
    finally:
        close(app)


def _with_a_steal(size):
    """Six seats (tests.test_nq_s30_words): Bot 2 spends its 11 on your left red 3, told on the board."""
    from tests.test_nq_s30_words import six_with_a_steal
    from tests.ui_helpers import match_board
    m = six_with_a_steal(drop=3)
    app, scene = match_board(m, size=size, settled=False, animation="instant")
    m.play({"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, 3], "to": ["blue", 0, 3]}]})
    steps(app, 3)
    return app, scene, m


@pytest.mark.parametrize("size, said", [((1280, 800), "Bot 2 took your quasher from left red 3 (bonus 11)"),
                                         ((1024, 640), "Bot 2 took left red 3 (11)")])
def test_a_steal_from_you_is_said_on_the_board_by_the_octagon_it_left(size, said, monkeypatch):
    # the header said "Bot 2 steals your left red 3 (11)" while the move was told, then went on to Bot 2's roll:
    # the board kept a struck-through cell and "1/18 · 23 in supply" with nothing to say why (review 46)
    app, scene, m = _with_a_steal(size)
    try:
        steps(app, 120)                              # the header has gone on to Bot 2's next move
        red = scene.pair_rects["red"]
        caption = next(d for d in _labels(scene) if d.text == said)
        rect = caption.text_rect()
        assert rect.colliderect(red.inflate(0, 2 * rect.h)) and pygame.Rect((0, 0), size).contains(rect)
        for other in _labels(scene):
            assert other is caption or not other.text_rect().colliderect(rect), other.text
        words, _ = hover_for_tip(app, scene, scene.table_geo[("red", 0, 3)]["rect"].center, monkeypatch)
        assert words.startswith("Bot 2 took your quasher from left red 3 (bonus 11): it now covers Bot 2's "
                                "left blue 3"), words
    finally:
        close(app)


def test_the_supply_count_says_what_the_supply_is_and_where_a_stolen_quasher_went(monkeypatch):
    app, scene, m = _with_a_steal((1280, 800))
    try:
        line = next(d for d in _labels(scene) if d.text == "1/18 \u00b7 23 in supply" and
                    scene.pair_rects["red"].collidepoint(d.text_rect().center)).text_rect()
        words, _ = hover_for_tip(app, scene, line.center, monkeypatch)
        assert words.startswith("Red (yours): 1 of 18 cells covered. 23 in supply: the red quashers not yet "
                                "placed (25 at the start)."), words
        assert "1 was stolen" in words and "never comes back to the supply" in words, words
    finally:
        close(app)


def _steal_hint_table(seats, size):
    """You banked an 11 and each bot covered its left 3: the hint steals Bot 3's (or Bot 2's) onto your 9."""
    cols = ["blue", "yellow", "green", "orange", "pink"]
    before, dice = [{"type": "roll"}, {"type": "bank"}], [5, 6]
    for c in cols[:seats - 1]:
        before += [{"type": "roll"}, {"type": "place", "cells": [[c, 0, 3]]}]
        dice += [1, 2]
    return open_table(dice + [3, 4], seats=("human",) + ("bot:normal",) * (seats - 1), before=before, size=size)


@pytest.mark.parametrize("seats, size", [(2, (1024, 640)), (3, (1024, 640)), (3, (1280, 800)), (6, (1024, 640))])
def test_a_steal_hints_arrow_goes_between_the_bonus_octagons_not_over_them(seats, size):
    # from a seat at the top to your cell the arrow went straight over the 11 (its number through the arrow, as if
    # the arrow ran under the octagon), or out over the 10 and back (review 46): NumberQuash gives the kit the
    # bonus octagons as plates to go round (hint_place.arrow_plates), as your own octagons
    from quash_table.games.numberquash.layout import octagon_rects
    app, scene, match = _steal_hint_table(seats, size)
    try:
        key(app, pygame.K_h)
        # the routed way waited for, not a count of frames: on a loaded machine the frame still drew the quick
        # straight way (over the octagons) after 90 frames, its route not yet worked out on its thread
        step_until(app, lambda: scene.hints.current is not None, timeout=120)
        assert scene.hints.current.action["type"] == "bonus"
        hint_placed(app, scene)
        steps(app, 30)          # the quick way's move into the routed one over
        legs, _tip, _veils = scene.hints.frame_drawn()
        assert 1 <= len(legs) <= 2, legs           # straight, or one bend
        bonus = [op for op in scene.deco if op[0] == "bonus"]
        assert len(bonus) == 3
        for op in bonus:
            for r in octagon_rects(*op[2:5]):
                assert not any(r.inflate(-8, -8).clipline(u, v) for u, v in legs), (op[1], legs)
    finally:
        close(app)
