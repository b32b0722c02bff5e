"""Review 18 (a new player's review of Quadruple War): the hint's words with two players, and where the
hand and the plates lie at 1024x640."""

import random

from quash_table.engine.match import Match
from quash_table.games.quadwar.hard import HardBot


def _two_seat_positions(count):
    """Your turn to play a card at a two-seat table, from random games: (view, legal) pairs."""
    out = []
    for seed in range(40):
        m = Match("quadwar", ["human", "bot:normal"], seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(4, 40)):
            if m.over:
                break
            m.play(rng.choice(m.legal_actions()))
        while not m.over and m.to_move != 0:
            m.play(rng.choice(m.legal_actions()))
        legal = m.legal_actions()
        if not m.over and legal[0]["type"] == "play" and len(legal) > 1:
            out.append((m.game, m.game.view(m.state, 0), legal))
        if len(out) >= count:
            break
    return out


def test_with_two_players_the_hint_says_no_sampled_deals():
    """With two players every card you do not hold is in the other hand, yet the hint said "in 17 sampled
    deals it scores 98 points on average" (review 18, pp_turn_03): the search's figures are said as the
    hand played out with every card known."""
    searched = 0
    for game, view, legal in _two_seat_positions(14):
        bot = HardBot(game, 0, seed=7, iterations=160)
        bot.choose(view, legal)
        said = bot.reason or ""
        assert "sampled" not in said and "average" not in said, said
        searched += "every card known" in said
    assert searched, "no hint reason came from the search's figures"


def test_with_two_players_a_bid_reason_says_no_sampled_deals():
    from quash_table.games.quadwar.hard import bid_reason
    said = bid_reason(3, [2] * 40, -30.0, 3, 2)
    assert "sampled" not in said and "only 2 tricks" in said, said
    assert "sampled deals" in bid_reason(3, [2] * 20 + [4] * 20, 10.0, 3, 4)
