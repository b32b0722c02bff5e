"""Session 27: at 1024x640 a long hint on the Flush board lay over the turn banner on your band ("Play 6 or
lower, or pick up"), which then was not drawn: the board declares its prompt to the kit's message placement as
a thing messages keep off (`Table.prompt_kept`)."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps

WORDS = ("Hint: lay a 5 on the pile \u2014 it sheds a 5 and keeps your 6 and your two 7s for the next piles, "
         "where Bot 3 with six cards can still be made to pick up; your hidden cards wait for the end")


def long_game():
    """Flush, you against two normal bots, 140 moves in: your turn."""
    m = Match("flush", ["human", "bot:normal", "bot:normal"], 5, {})
    rng = random.Random(5)
    while len(m.actions) < 140 or not m.is_human(m.to_move):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_no_message_lies_over_the_turn_banner_at_1024x640():
    app, scene = match_board(long_game(), size=(1024, 640))
    try:
        assert scene.session.my_turn()
        banner = scene.painter.prompt_rect()
        assert banner is not None and scene.painter.shows_prompt()
        for n in range(40, len(WORDS) + 1, 20):
            for kind in ("hint", "info", "error"):
                scene.show_message(WORDS[:n], kind)
                steps(app, 2)
                placed = scene.painter.message_rect()
                assert placed is not None and not placed.colliderect(banner), (n, kind, placed, banner)
                assert scene.painter.shows_prompt(), (n, kind)
    finally:
        close_board(app)
