"""Review 18 (a new player's review of Flush): what the plates and the hint say."""

import random

import pytest

from tests.ui_helpers import board, close_board, make_app, steps


def _kind_lines(scene):
    """The plates' kind lines that call a seat "to move" ("Bot  \u2022  to move", "Human  \u2022  to move")."""
    return [d.text for d in scene.table.decor if hasattr(d, "text") and d.text.endswith("to move")]


@pytest.mark.ui
def test_once_your_turn_is_on_the_table_no_bot_plate_says_to_move():
    """The header said "Your turn" while Bot 3's plate kept its gold frame and "to move" (review 18, 16_stale):
    a bot moved twice before your turn (a Mimic swap, then its play) and the table, built while its second
    move was on its way, was not built again once the move had landed (only the header and the log were
    redrawn). Your turn on the table: only your plate is marked."""
    app = make_app(animation="normal")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=3)
    rng = random.Random(5)
    try:
        s, checked, doubles = scene.session, 0, 0
        for _ in range(60):
            if s.match.over:
                break
            before = len(s.match.actions)
            for _ in range(2400):
                steps(app)
                if s.my_turn() and scene.settled() and not s.director.busy() and not s.director.news_unshown():
                    break
            else:
                raise AssertionError("your turn never came")
            steps(app, 3)
            actors = s.match.actors[before:]
            doubles += any(a == b and a != 0 for a, b in zip(actors, actors[1:]))
            lines = _kind_lines(scene)
            assert scene.marked_to_move() == 0
            assert all(line.startswith("Human") for line in lines), (lines, actors)
            checked += 1
            legal = s.match.legal_actions()
            s.play(rng.choice(legal))
            if doubles >= 2 and checked > 6:
                break
        assert doubles, "no bot moved twice before your turn"
    finally:
        close_board(app)
