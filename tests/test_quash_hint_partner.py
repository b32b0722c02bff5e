"""4 players: the hint does not spoil a team spot the partner may still fill while a move that keeps every
spot exists, and never claims "every other move is worse" when the search did not compare them.
The position is the reviewer's (seed 5): RED's spot 5 holds the 7 of diamonds, the partner may hold a 6,
and the hand is 2H 2D 4C 5H 5D 5C QS KD AH."""

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot, failing_play, normal_ranking

G = get_game("quash")

MOVES = [("10C", 7), ("8D", 8), ("JH", 8), ("7C", 8), ("JS", 7), ("10S", 4), ("9C", 4), ("JD", 4),
         ("7S", 4), ("9S", 4), ("8S", 4), ("JC", 7), ("7D", 5), ("8C", 9), ("6C", 3), ("8H", 3),
         ("3S", 7), ("QD", 7)]


def position():
    s = G.new_state(4, 5, {}, None)
    for card, spot in MOVES:
        s = G.apply(s, {"type": "play", "card": card, "spot": spot})
    assert s.to_move == 0 and sorted(s.hands[0]) == sorted("2D 2H 4C 5C 5D 5H AH KD QS".split())
    assert list(s.board[0][4]) == ["7D"] and s.hands[2]            # the partner holds cards still
    return G.view(s, 0), G.legal_actions(s)


def test_normal_model_keeps_the_spot_the_partner_may_fill():
    view, legal = position()
    best = normal_ranking(NormalBot(G, 0), view, legal)[0][1]
    assert not failing_play(view, best), best


def test_search_compares_real_alternatives_to_spoiling():
    view, legal = position()
    cands = HardBot(G, 0).candidates(view, legal)
    spoiling = [a["spot"] for a in cands if failing_play(view, a)]
    assert len(spoiling) == len(set(spoiling))                          # one way to spoil a spot, not six
    assert any(not failing_play(view, a) for a in cands)


def test_hint_plays_a_move_that_keeps_spot_5():
    view, legal = position()
    for seed in range(3):
        bot = make_bot("quash", "hard@240", 0, seed)
        action = bot.choose(view, legal)
        assert not failing_play(view, action), (action, bot.reason)
        assert "every other move is worse" not in bot.reason
