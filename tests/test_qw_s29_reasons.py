"""Quadruple War's reasons in a player's words (review 29). A bid hint was all figures: "your hand takes 3
tricks or more in 91% of 23 sampled deals; no other bid scores more on average (28 points)". Its short
reason now says what the hand is likely to take and why this bid (bid_words.bid_gist), the figures on H. The
normal bot's reasons (kept by the hint when the search agrees) chained clauses with "; " ("you need 3 more
tricks; the highest heart left, it wins unless someone has no hearts and trumps it (about 84%)"): their
short form is the main reason alone, the chain on H. Headless."""

import random

from quash_table.engine.match import Match
from quash_table.games.quadwar.bid_words import bid_gist
from quash_table.games.quadwar.hard import HardBot, bid_reason
from quash_table.games.quadwar.players import NormalBot


def test_a_bid_hint_says_what_the_hand_likely_takes_in_words():
    taken = [3, 4, 3, 3, 5, 3, 4, 3, 2, 3]
    r = bid_reason(3, taken, 28, 1, 4)
    assert "91%" not in r.short and "sampled" not in r.short and "%" not in r.short
    # (session 44: how often on the full reason's scale, odds_words.times_in, not a scale of its own)
    assert r.short == ("your hand will likely take 3 tricks: you make this bid about 9 times in 10, and no other bid "
                       "should score more")
    assert "from what you can see" in str(r) and "%" not in str(r)     # how often, on H (session 32: no "%")
    # (session 34: why safer, what a bid missed scores)
    assert bid_gist(2, taken, 1) == ("your hand will likely take 3 tricks: one under is safer (a miss scores 0), you "
                                     "make it nearly always")
    assert bid_gist(4, taken, 1) == ("your hand will likely take 3 tricks, and 4 about 1 time in 3: no other bid should "
                                     "score more")
    assert bid_gist(1, [0, 0, 1, 0], 1) == "the lowest bid there is: your hand will likely take no tricks"


def test_the_hard_bots_bid_has_a_short_reason_of_words():
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=7)
    while m.to_move != 0:
        m.play(NormalBot(m.game, m.to_move).choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    bot = HardBot(m.game, 0, seed=1, iterations=24)
    action = bot.choose(m.game.view(m.state, 0), m.legal_actions())
    assert action["type"] == "bid"
    short = bot.reason.short
    assert "likely take" in short and "%" not in short and "sampled" not in short and len(short) <= 110


def test_the_normal_bots_reasons_say_the_main_reason_first():
    shorts = set()
    for seed in range(8):
        m = Match("quadwar", ["bot:normal"] * 4, seed=seed)
        rng = random.Random(seed)
        for _ in range(60):
            if m.over:
                break
            seat = m.to_move
            bot = NormalBot(m.game, seat)
            action = bot.choose(m.game.view(m.state, seat), m.legal_actions())
            short = getattr(bot.reason, "short", str(bot.reason))
            assert "; " not in short, short                     # one reason, not a chain
            assert "%" not in short, short                      # the figures are on H
            shorts.add(short)
            m.play(action if rng.random() < 0.9 else rng.choice(m.legal_actions()))
    assert any(s.endswith("more tricks") or s.endswith("more trick") for s in shorts)
