"""Session 58 (review 57, Flush at pass-and-play, a new player rated 8): round 2's curtain had no news: the person
called had ended round 1 themselves (and plays first in round 2), so nothing came "since your last move", not even
the new round's Mimic. A seat's own last move that ended a round and dealt the next now brings that round's close
and the new deal onto its curtain (ui/curtain_news.ended_a_round), as the move log says them."""

from types import SimpleNamespace

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.ui.curtain_news import curtain_news
from tests.ui_helpers import close_board, match_board, steps


def _round_one_played():
    """Seed 5, you (seat 1) and a friend (seat 3) against a bot, every move of round 1 the normal bots': seat 3
    goes out, and the round 2 deal comes with that move."""
    m = Match("flush", ["human", "bot:normal", "human"], seed=5)
    bots = [make_bot("flush", "normal", s, seed=5) for s in range(3)]
    while m.game.view(m.state, 0)["round"] == 1:
        s = m.state.to_move
        m.play(bots[s].choose(m.game.view(m.state, s), m.game.legal_actions(m.state)))
    assert m.actors[-1] == 2 and m.state.to_move == 2
    return Match("flush", ["human", "bot:normal", "human"], seed=5, actions=list(m.actions))


@pytest.mark.ui
def test_the_round_winners_curtain_says_the_new_round():
    m = _round_one_played()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        steps(app, 5)
        # the curtain calling seat 3, who ended round 1 and plays first in round 2
        heading, items = curtain_news(SimpleNamespace(curtain=2, match=m), scene.logbook)
        said = " ".join(line for item in items for line in item)
        assert "Round 2: the Mimic is" in said, (heading, items)
    finally:
        close_board(app)
