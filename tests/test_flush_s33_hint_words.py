"""Session 33, review 32 (Flush, six seats, 1024x640, the Moves open): the hint's narrow place holds about two short
lines, so the hint said the move alone ("Hint: lay a 1 (H: why)") and a sure Flush was said only on H. The move's
fewest words now say the Flush it surely makes ("Hint: lay a 1: Flush! (H: why)"), and the reason's fewest words
what follows ("you play again") without saying the Flush twice."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.reasons import MAKES_FLUSH, pickup_reason
from quash_table.games.flush.telling import describe_hint_brief, flush_made
from tests.test_flush_s32_hint_flush import LAY_THE_1, MOVES, TURN_UP, three_ones
from tests.ui_helpers import ask_hint, close_board, key, match_board, steps


def test_a_sure_flush_is_in_the_moves_fewest_words():
    view, legal = three_ones()          # three 1s on the pile, your 1 Deduction on a base
    assert flush_made(view, LAY_THE_1) == "Flush"
    assert describe_hint_brief(LAY_THE_1, 0, 6, view) == "lay a 1: Flush!"
    assert describe_hint_brief(TURN_UP, 0, 6, view) == "turn up a hidden card"      # no Flush: as before
    pickup = {"type": "pickup", "cards": ["10L"]}
    assert flush_made(view, pickup) == "" and describe_hint_brief(pickup, 0, 6, view) == "start a new pile with a 10"
    # a new pile of four, and a lay making six on top
    four = dict(view, hand=["8", "8", "8S", "8L"])
    assert describe_hint_brief({"type": "pickup", "cards": ["8", "8", "8S", "8L"]}, 0, 6, four) == \
        "start a new pile with four 8s: Flush!"
    six = dict(view, hand=["1", "1", "1L"])
    assert flush_made(six, {"type": "play", "cards": ["1", "1", "1L"], "as": 1}) == "Super Flush"
    # the reason's fewest words say what follows, not the Flush again
    assert MAKES_FLUSH.brief == "you play again"

    class Bot:
        m = 3
    assert pickup_reason(Bot(), ["8", "8", "8S", "8L"], 5).brief == "you pick up 5 cards and play again"


@pytest.mark.ui
def test_the_narrow_hint_says_the_flush(monkeypatch):
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 895582620, actions=MOVES)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        s = scene.session
        key(app, pygame.K_l, frames=3)          # Moves: the log opens, the hint's place narrows
        assert scene.log_open
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (LAY_THE_1, MAKES_FLUSH))
        ask_hint(app, scene)
        steps(app, 3)
        rect, lines = scene.painter._message_place()
        assert scene.message[0] == "Hint: lay a 1: Flush! (H: why)", scene.message[0]
        assert len(lines) <= 2
        key(app, pygame.K_h, frames=3)          # H: the full reason
        assert scene.message[0].endswith("makes a Flush: the pile goes and you play again"), scene.message[0]
    finally:
        close_board(app)
