"""Session 61, NumberQuash pass-and-play (review 60): at 1024x640 the header read "Player 1, your turn: Player 2
blocked / you: you missed a turn", two lines parted inside a phrase. The news is one phrase ("Player 2 blocked your
last turn") and the header's two lines part between phrases where both fit (hud.phrase_break)."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.hud import phrase_break
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board, settle, steps

R = {"type": "roll"}


def _first_place(m):
    m.play(R)
    m.play(next(a for a in m.legal_actions() if a["type"] == "place"))


def blocked_player_1():
    """Pass-and-play: Player 2 banks a 10 (5+5), blocks Player 1 and plays on; Player 1's turn now."""
    m = Match("numberquash", ["human", "human"], 1, {"order": [0, 1]},
              [1, 2, 5, 5, 1, 3, 1, 3, 2, 3, 2, 4, 3, 4] + [2, 5] * 10)
    _first_place(m)
    m.play(R)
    m.play({"type": "bank"})
    _first_place(m)
    _first_place(m)
    m.play({"type": "bonus", "value": 10, "effect": "block", "seat": 0})
    _first_place(m)
    _first_place(m)
    assert m.to_move == 0
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_blocked_news_parts_between_phrases(size):
    app, scene = match_board(blocked_player_1(), size=size, animation="instant")
    try:
        if scene.session.curtain is not None:
            scene.session.lift_curtain()
        settle(app, scene)
        steps(app, 3)
        lines = scene.hud.shown["lines"]
        assert " ".join(lines).startswith("Player 1, your turn: "), lines
        assert "Player 2" in " ".join(lines) and "blocked" in " ".join(lines), lines
        if len(lines) == 2:
            assert lines[0] == "Player 1, your turn:", lines
    finally:
        close_board(app)


def test_two_lines_part_at_a_phrase_end_where_both_fit():
    import pygame
    pygame.init()
    status = "Your turn: Bot 2 stole your left red 3 and right red 9 (12)"
    room = theme.font(13, True).size("Bot 2 stole your left red 3 and right red 9 (12)")[0] + 2
    assert phrase_break(status, theme.wrap_balanced(status, 13, room, True, units=[]), 13, room) == \
        ["Your turn:", "Bot 2 stole your left red 3 and right red 9 (12)"]
    # no phrase end where both halves fit: as wrapped
    plain = "Bot 2 covers left red 1, 2 and 3 with one die"
    wrapped = theme.wrap_balanced(plain, 13, 200, True, units=[])
    assert phrase_break(plain, wrapped, 13, 200) == wrapped
