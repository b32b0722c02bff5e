"""News aside ("Your unfinished Quadruple War game is kept in Load ...") found the move log full and went on the
table: over the top of your hand's cards, their corners, in Quadruple War's bidding at 1280x800 (review 55k). With
the log full it goes at the foot of the log's column, the log's lines ending above it."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui

NEWS = "Your other unfinished Quadruple War game (2 players) is kept in Load; Continue is now this one."


def _qw_bidding_with_a_full_log():
    """Quadruple War, 4 seats, played at random into the third hand's bidding, your bid to come."""
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 8)
    rng = random.Random(8)
    while not (m.state.hand_no >= 3 and m.to_move == 0 and m.legal_actions()[0]["type"] == "bid"):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_news_with_the_log_full_lies_at_the_logs_foot_clear_of_your_cards(size):
    app, scene = match_board(_qw_bidding_with_a_full_log(), size=size)
    try:
        _, _, log = scene.areas()
        assert scene.log.free is None or scene.log.free.h < scene.metrics.px(60)       # the log is full
        scene.show_message(NEWS, aside=True)
        steps(app, 4)
        drawn = scene.painter.message_drawn
        assert drawn is not None
        assert log.contains(drawn), (drawn, log)
        cards = [p.rect for p in scene.table.pieces if p.zone == "hand:0"]
        assert cards and drawn.collidelist(cards) < 0
    finally:
        close_board(app)
