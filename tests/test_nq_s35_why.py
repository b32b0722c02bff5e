"""NumberQuash, session 35 (review 34b: six seats, 1024x640, the Moves open): H's full reason (the why) comes at
once, and its alternative placement is said as a player says it."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.hint_place import HINT_SIZES
from quash_table.games.numberquash.reasons import choice_words
from tests.ui_helpers import close_board, key, match_board, open_moves, step_until, steps

SIX = ["human"] + ["bot:normal"] * 5


def test_the_alternative_on_two_octagons_is_said_by_octagon_not_cut_by_a_semicolon():
    """"… sooner than with left red 1 and 2; right red 2": the semicolon cut the reason's sentence in two."""
    assert choice_words(None, [("red", 1, 2), ("red", 0, 2), ("red", 0, 1)]) == \
        "red 1 and 2 on the left and red 2 on the right"
    assert choice_words(None, [("red", 0, 1), ("red", 0, 2), ("blue", 1, 2), ("blue", 1, 3)]) == \
        "red 1 and 2 on the left and blue 2 and 3 on the right"
    # one octagon, or one number on each: as before (the rules page's "left red 3")
    assert choice_words(None, [("red", 0, 4), ("red", 0, 3)]) == "left red 3 and 4"
    assert choice_words(None, [("red", 1, 4), ("red", 0, 3)]) == "left red 3 and right red 4"
    for cells in ([("red", 0, 1), ("red", 0, 2), ("red", 1, 2)], [("yellow", 0, 1), ("yellow", 1, 1), ("yellow", 1, 5)]):
        assert ";" not in choice_words(None, cells)


@pytest.mark.ui
def test_the_why_at_six_seats_with_the_moves_open_tries_no_place_the_table_lacks():
    """After your roll at six seats, 1024x640, the Moves open, the tray holds the dice and the split and no room is
    beside your octagons. H again placed the why by building the table for eight places that did not exist (the
    tray's room, beside your octagons, each at four sizes) before the smaller sizes by the prompt: 1 s of the
    window's thread, 25-35 s at a load of 30, the window frozen and the H pressed again meanwhile turning it back
    into the short words (review 34b: the why never came). Now only the sizes by the prompt are tried."""
    m = Match("numberquash", SIX, 3, {"order": list(range(6))}, [6, 2])
    m.play({"type": "roll"})
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        open_moves(app, scene)
        assert scene.tray_room is None and scene.side_room is None, (scene.tray_room, scene.side_room)
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting)
        steps(app, 2)
        h = scene.hints.current
        assert scene.message[1] == "hint"
        builds, build = [], scene.rebuild

        def counted():
            builds.append((scene.hint_place, scene.hint_size))
            build()
        scene.rebuild = counted
        key(app, pygame.K_h)
        assert scene.message[0] == h.full and scene.hints.full_shown(), scene.message
        assert all(place is None for place, _ in builds), builds        # no room that is not there
        assert len(builds) <= len(HINT_SIZES) + 1, builds
        assert scene.hint_place is None
    finally:
        close_board(app)
