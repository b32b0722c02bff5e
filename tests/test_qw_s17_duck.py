"""Quadruple War, session 17 (helper qw3): a hint that lets a trick go while your hand holds a card that
would take it says why in a player's terms (who is winning the trick, which card it keeps), not only the
search's figures ("in 30 sampled deals it scores 33 points on average, the A of diamonds 32")."""

import random

from quash_table.engine.match import Match
from quash_table.games.quadwar.cards import INT_OF
from quash_table.games.quadwar.hard import HardBot, duck_words
from quash_table.games.quadwar.knowledge import Table, beats


def _ducking_position():
    """Hand 1 of a 4-seat game, trick 1: Seats 2, 3 and 4 played the 6, K and Q of diamonds; you (seat 1,
    you need 3 more tricks) hold the A and the 10 of diamonds."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"target": 100, "bags": False})
    rng = random.Random(3)
    for _ in range(7):
        m.play(rng.choice(m.legal_actions()))
    view = m.game.view(m.state, 0)
    assert [code for _, code in view["trick"]] == ["6D", "KD", "QD"] and "AD" in view["hand"], view["trick"]
    return m, view


def test_a_ducking_hint_says_who_wins_the_trick_and_what_it_keeps():
    m, view = _ducking_position()
    bot = HardBot(m.game, 0, seed=1, iterations=60)
    action = bot.choose(view, m.legal_actions())
    t = Table(view)
    assert not beats(INT_OF[action["card"]], t.best, t.led), action        # the search lets it go
    assert bot.reason.startswith("let Seat 3's K of diamonds win this trick: keep your A of diamonds for later"), \
        bot.reason
    # the figures, after the why, where they tell the cards apart (not "the A of diamonds would do about as well;
    # this one keeps the A of diamonds for later" after "keep your A of diamonds for later": session 45)
    assert "from what you can see" in bot.reason or bot.reason.count("A of diamonds") == 1, bot.reason


def test_the_duck_words_follow_the_table():
    _, view = _ducking_position()
    assert duck_words(view, "AD") is None                                   # the A takes the trick: no duck
    words = duck_words(view, "10D")
    assert "let Seat 3's K of diamonds win" in words and "keep your A of diamonds" in words and "bid" not in words
    me = view["seat"]
    made = dict(view, bids=[view["won"][me] if k == me else b for k, b in enumerate(view["bids"])])
    assert duck_words(made, "10D").endswith("(you have your bid: one more trick adds 1)")
    bags = dict(made, options=dict(view["options"], bags=True))
    assert duck_words(bags, "10D").endswith("(you have your bid: one more trick is a bag)")
    led = dict(view, trick=[])
    assert duck_words(led, "10D") is None                                   # a lead lets nothing go
