"""Session 32, review 31 (Flush, six seats, 1024x640, the Moves open): H pressed on a hint that said "(H: why)" gave
nothing more. The board chose the hint's form by its room and wrote the choice into the kit's hint record, and
the full reason found no place on the table, so the short words came back. The kit's record now keeps the hint's
forms (its short words in fewer and fewer words; its full reason, and the reason alone) and the board's message
place chooses among them (ui/hints.py say_fitting); no board writes the record. The short words take two lines
at most in the narrow place (four were too many), and say what the move does before what it costs."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games.flush.telling import describe_hint_brief
from tests.test_flush_s32_hint_flush import MOVES, three_ones
from tests.ui_helpers import ask_hint, close_board, key, match_board, steps

WHY = Reason("16% of the cards you have not seen fit the 1s; a higher one makes you pick up 3 cards "
             "(fewer points than to lay a 1 Deduction on the pile, in 192 sampled rounds)",
             short="16% of the cards you have not seen fit the 1s; a higher one makes you pick up 3 cards",
             brief="16% of the cards you have not seen fit the 1s")


def test_the_fewest_words_of_a_turn_up_and_a_pickup():
    view, legal = three_ones()
    assert describe_hint_brief({"type": "hidden", "base": 0}, 0, 6, view) == "turn up a hidden card"
    assert describe_hint_brief({"type": "pickup", "cards": ["10L"]}, 0, 6, view) == "start a new pile with a 10"


def _shown(scene):
    rect, lines = scene.painter._message_place()
    return scene.message[0], len(lines)


def six_seats_hinted(monkeypatch, action, reason):
    """(app, scene): six seats at 1024x640, the Moves open (the hint's place narrows), hinted `action` with
    `reason` (the hint bot stood in for). The caller closes the board."""
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 895582620, actions=MOVES)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    s = scene.session
    key(app, pygame.K_l, frames=3)
    assert scene.log_open
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, reason))
    ask_hint(app, scene)
    steps(app, 3)
    return app, scene


@pytest.mark.ui
def test_h_shows_the_why_of_a_hint_said_in_its_fewest_words(monkeypatch):
    app, scene = six_seats_hinted(monkeypatch, {"type": "hidden", "base": 0}, WHY)
    try:
        h = scene.hints.current
        made = {k: h[k] for k in ("text", "full", "forms", "whole_forms")}
        short, lines = _shown(scene)
        assert short in h["forms"] and short != h["text"] and short.endswith("(H: why)"), short
        assert lines <= 2, (short, lines)
        key(app, pygame.K_h, frames=3)          # H: the why, in a place that holds it
        why, _ = _shown(scene)
        assert why in h["whole_forms"] and "a higher one makes you pick up 3 cards" in why, why
        assert scene.hints.full_shown()
        key(app, pygame.K_h, frames=3)          # H again: the short words, in the form the room holds
        assert _shown(scene) == (short, lines)
        # the board chose among the forms: the record's words are the kit's own still
        assert {k: h[k] for k in ("text", "full", "forms", "whole_forms")} == \
            {k: made[k] for k in ("text", "full", "forms", "whole_forms")}
    finally:
        close_board(app)
