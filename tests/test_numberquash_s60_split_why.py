"""Session 60, NumberQuash (review 59): with a split begun (5+2 rolled, the left red 1 clicked), the hint to clear it
and cover the 7 said why against the dice as they fell: "your left red 2 and 5 stay open, not the 7", though the 1
was picked. The hint weighs its move against the split begun (composer.building: the placements that finish it,
which the view names; reasons.begun_other)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.composer import NumberQuashComposer
from quash_table.games.numberquash.reasons import placement_reason
from tests.ui_helpers import ask_hint, click, centre, close_board, key, match_board, settle, step_until

SEVEN = [("red", 0, 7)]


def rolled_5_2():
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [5, 2, 3, 5, 4, 4])
    m.play({"type": "roll"})
    return m


def test_the_composer_names_the_placements_that_finish_the_split_begun():
    m = rolled_5_2()
    legal = m.legal_actions()
    c = NumberQuashComposer(m.game.view(m.state, 0), legal)
    assert c.building() == []
    c.picks = [(("red", 0, 1), None)]
    finishing = c.building()
    assert finishing and all(["red", 0, 1] in [list(x) for x in a["cells"]] for a in finishing)
    assert all(a in legal for a in finishing)


def test_the_reason_weighs_the_7_against_the_split_begun():
    m = rolled_5_2()
    legal = m.legal_actions()
    view = m.game.view(m.state, 0)
    c = NumberQuashComposer(view, legal)
    c.picks = [(("red", 0, 1), None)]
    seven = next(a for a in legal if a["type"] == "place" and [tuple(x) for x in a["cells"]] == SEVEN)
    plain = str(placement_reason(Position(view), seven, legal))
    begun = placement_reason(Position(dict(view, building=c.building())), seven, legal)
    assert "left red 3 and 4 stay open" in plain, plain        # (no split begun: the best other placement)
    assert str(begun).startswith("your left red 1 and 6 stay open, not the 7"), begun


def review_game():
    """The review's game (seed 11): Bot 2 covers its left and right blue 8, you your left red 4; you roll 5+2."""
    m = Match("numberquash", ["human", "bot:normal"], 11)
    for a in [R, _place(("blue", 0, 8)), R, _place(("red", 0, 4)), R, _place(("blue", 1, 8)), R]:
        m.play(a)
    assert m.state.dice == (5, 2) and m.to_move == 0
    return m


R = {"type": "roll"}


def _place(*cells):
    return {"type": "place", "cells": [list(c) for c in cells]}


@pytest.mark.ui
def test_the_hint_after_a_pick_says_why_against_the_pick():
    m = review_game()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        one = scene.table.target_by_id["cell:red:0:1"]
        click(app, centre(one.rect), frames=4)
        settle(app, scene)
        assert scene.composer.picked() == [("red", 0, 1)]
        ask_hint(app, scene)
        action = scene.hints.current.action
        if [tuple(x) for x in action["cells"]] != SEVEN:
            pytest.skip(f"the hint here is {action}")
        key(app, __import__("pygame").K_h, frames=3)
        step_until(app, lambda: scene.hints.full_shown(), timeout=30)
        said = scene.message if isinstance(scene.message, str) else str(scene.message)
        assert "left red 1 and 6" in said and "2 and 5" not in said, said
        # where the short words were, by the prompt: not up by Bot 2's plate (review 59)
        settle(app, scene)
        rect = scene.painter.message_rect()
        assert rect.top >= scene.mid_rect.bottom - 4, (rect, scene.mid_rect)
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_split_begun_at_three_colours_a_seat_is_weighed_without_a_wait():
    import time
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1], "colours_per_seat": 3}, [6, 6])
    m.play({"type": "roll"})
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        scene.composer.picks = [(("red", 0, 1), None)]
        building = scene.composer.building()
        assert len(building) > 1000
        t = time.perf_counter()
        view, legal = scene.session._building(scene.session.screen_legal(), building)
        assert time.perf_counter() - t < 1.0           # (23 s before: each finish looked for in the legal list)
        assert len(legal) == len(scene.session.screen_legal()) and len(view["building"]) == len(building)
    finally:
        close_board(app)


def test_a_cover_of_one_cell_not_banked_says_this_cell():
    """Review 59: "these cells are worth more now" was said of one cell."""
    from tests.test_nq_s47_why_words import _reason_for
    one = _reason_for([4, 6], [("red", 0, 1), ("red", 0, 9)])
    assert "these cells are worth more now" in one, one
    from quash_table.games.numberquash.reasons import not_banked_words
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [4, 6])
    m.play({"type": "roll"})
    said = not_banked_words(Position(m.game.view(m.state, 0)), m.legal_actions(), 1)
    assert said.startswith("covered, not banked: this cell is worth more now than "), said
