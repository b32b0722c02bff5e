"""Session 40 (issue 23: a whole hand and a whole game of Quadruple War at 1024x640 as a new player sees it):
tricks 5-13, a lost bid, the hand's result and the next hand's bidding."""

from quash_table.engine.match import Match
from quash_table.games.quadwar.hard import HardBot
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.play_words import bid_lost


def _lost_bid_position(seed=3):
    """Seat 0 bids 13 and every seat plays its first legal card, until seat 0 is to play with a choice and its
    bid can no longer be made."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=seed, options={"target": 100, "bags": True})
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and legal[0]["type"] == "bid":
            m.play({"type": "bid", "tricks": 13})
            continue
        view = m.game.view(m.state, 0)
        if m.to_move == 0 and legal[0]["type"] == "play" and len(legal) > 1 and bid_lost(Table(view)):
            return m, view, legal
        m.play(legal[0])


def test_a_lost_bids_full_reason_says_it_is_lost_once():
    """The hint's full reason (H twice) of a card once the bid is lost said it twice and then less surely: "...so
    your bid cannot be made any more and it gives up your lowest club; your bid looks out of reach either way,
    but from what you can see, this leaves you 17 points behind the others' average, ..." (1024x640, hand 3)."""
    m, view, legal = _lost_bid_position()
    bot = HardBot(m.game, 0, seed=1, iterations=4)
    card, alt = legal[0]["card"], legal[1]["card"]
    bot._prior = None
    bot._tally = {card: [20, 0, 0, -240], alt: [20, 0, 0, -400]}    # neither makes the bid: 0 points each
    words = str(bot._play_reason(view, legal[0]))
    assert words.count("your bid cannot be made any more") == 1, words
    assert "out of reach" not in words, words
    assert "12 points behind the others' average" in words and "20 points behind with the" in words, words
