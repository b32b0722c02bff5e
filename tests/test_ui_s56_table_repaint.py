"""The table region repainted only where its looks changed (ui/table_paint, issue 22, session 56) reads, after
every frame of random games on every board, exactly as the table painted whole: the same pixels."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.ui import table_paint
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app

pytestmark = pytest.mark.ui


def _idle(*_, **__):
    """The session's update while the test plays the moves itself (no bot, no curtain timing)."""


def _whole(scene, layer):
    """The table region painted whole over a copy of `layer` (the painter's own state put back after)."""
    painter = scene.painter
    kept = (painter._table_looks, scene._scores_overlay)
    copy = layer.copy()
    painter.forget_table()
    painter._paint_table(copy)
    painter._table_looks, scene._scores_overlay = kept
    return copy


def _differs(a, b):
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return None
    w, h = a.get_size()
    xs, ys = [], []
    for y in range(h):
        for x in range(w):
            if a.get_at((x, y)) != b.get_at((x, y)):
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs), max(ys), len(xs))


@pytest.mark.parametrize("game_id", ["quash", "numberquash", "thegame", "quadwar", "flush"])
def test_the_table_repainted_in_places_reads_as_painted_whole(game_id):
    rng = random.Random(11)
    seats = ["human"] + ["bot:random"] * (get_game(game_id).min_seats - 1)
    m = Match(game_id, seats, 3)
    app = make_app((1024, 640))
    partial = []
    real = table_paint.changed_places

    def counted(before, now, bounds):
        got = real(before, now, bounds)
        if before is not None:          # (not the test's own whole paintings)
            partial.append(got is not None)
        return got
    table_paint.changed_places = counted
    try:
        scene = board_for_match(app, m)
        scene.session.update = _idle
        app.push(scene)
        for move in range(45):
            if m.over:
                break
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            for frame in range(3):
                app.step(1 / 60)
                layer = scene._static
                wrong = _differs(layer, _whole(scene, layer))
                assert wrong is None, f"move {move}, frame {frame}: the table differs in {wrong} {layer.get_at(wrong[:2])} {_whole(scene, layer).get_at(wrong[:2])} {scene.painter._kept and {k: (v[1], v[0].get_size()) for k, v in scene.painter._kept.items()}}"
    finally:
        table_paint.changed_places = real
        close_board(app)
    # the places were repainted alone on most paintings
    assert sum(partial) > len(partial) // 2, (sum(partial), len(partial))


def test_a_boards_drawing_is_made_comparable_whatever_its_keys_and_sets():
    """table_paint.frozen: equal drawings give equal looks (dicts and sets in any order, keys of mixed kinds); a part
    that cannot hash is not known, and the table is then painted whole, never a crash."""
    a = table_paint.frozen({"b": [1, {2, 3}], 1: None, "r": pygame.Rect(1, 2, 3, 4)})
    b = table_paint.frozen({1: None, "r": pygame.Rect(1, 2, 3, 4), "b": [1, {3, 2}]})
    assert a == b and hash(a) == hash(b)
    assert a != table_paint.frozen({"b": [1, {2, 4}], 1: None, "r": pygame.Rect(1, 2, 3, 4)})

    class Board:
        def decor_look(self):
            return table_paint.frozen({"cells": [[1, 2]], "mark": {"x": {1: [2]}}, "odd": [[]]}) and \
                table_paint.frozen({"unhashable": {frozenset(), bytearray(b"x")}})
    assert table_paint.decor_looks(Board(), None) is None
