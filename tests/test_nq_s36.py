"""NumberQuash, session 36 (review 35b: six seats, 1024x640, the Moves open, and vs 1 bot at 1280x800)."""

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
