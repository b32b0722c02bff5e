"""Session 46 (review 46): a bid hint's why (H) only reworded the hint ("your hand takes 3 tricks or more about 9 times
in 10 from what you can see; no other bid should score you more"). It now says where the tricks come from: which of
your cards take a trick in the deals played out, and how often, the rest together (bid_words.tricks_from), each figure
the deals' own, so they add up to what the hand takes on average (an old count's "3.8 (1.9+0.3+0.5)" did not)."""

import re

from quash_table.engine.match import Match
from quash_table.games.quadwar.bid_words import cards_words, tricks_from
from quash_table.games.quadwar.cards import INT_OF
from quash_table.games.quadwar.hard import HardBot, bid_reason
from quash_table.games.quadwar.players import NormalBot


def _wins(**shares):
    wins = [0] * 64
    for code, k in shares.items():
        wins[INT_OF[code]] = k
    return wins


def test_the_cards_that_take_tricks_are_named_with_how_often_and_the_rest_together():
    wins = _wins(BJ=100, AS=97, KH=75, QS=50, **{"4S": 20, "7D": 10})
    said = tricks_from(wins, 100)
    assert said == ("the big joker and the A of spades each take a trick nearly always, the K of hearts about 3 times "
                    "in 4, the rest (mostly your other spades, trumping) about 1 trick"), said
    # 0.5 + 0.2 + 0.1 (three named); session 48: the rest says what it is, the Q and 4 of spades the most of it
    wins[INT_OF["QS"]] = 0
    assert tricks_from(wins, 100).endswith("the rest a trick now and then"), tricks_from(wins, 100)
    assert tricks_from([0] * 64, 100) == "your cards hardly ever take a trick"
    assert cards_words([INT_OF[c] for c in ("10S", "LJ", "AS")]) == "the little joker and the A and 10 of spades"


def test_the_bid_why_gives_the_reason_not_the_hint_again():
    taken = [3] * 77 + [2] * 23
    wins = _wins(AS=100, QS=90, AH=80, **{"5C": 30})      # (no touching cards: a K beside the A is said with it)
    r = bid_reason(3, taken, 28, 1, 4, wins)
    assert str(r) == ("played out from what you can see, the A of spades takes a trick nearly always, the Q of spades "
                      "about 9 times in 10, the A of hearts about 4 times in 5, the rest a trick now and then: "
                      "3 tricks or more about 3 times in 4, and no other bid should score more"), str(r)
    assert not re.search(r"\d\.\d|%", str(r))          # no figures a beginner must add up
    low = bid_reason(1, [0] * 70 + [1] * 30, 0, 1, 4, _wins(AS=30))
    assert str(low) == ("the lowest bid: played out from what you can see, the A of spades takes a trick about 1 time "
                        "in 3: a trick only about 1 time in 3"), str(low)


def test_the_hint_bots_bid_why_names_cards_of_your_hand():
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=7)
    while m.to_move != 0:
        m.play(NormalBot(m.game, m.to_move).choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    view = m.game.view(m.state, 0)
    bot = HardBot(m.game, 0, seed=1, iterations=40)
    assert bot.choose(view, m.legal_actions())["type"] == "bid"
    words = str(bot.reason)
    # (a run of touching cards is named "the A-K-Q of clubs", review 46)
    named = re.findall(r"the ((?:[2-9]|10|[JQKA])(?:(?: and |-)(?:[2-9]|10|[JQKA]))* of \w+|big joker|little joker)", words)
    assert named, words
    hand = set(view["hand"])
    for name in named:
        if "joker" in name:
            assert ("BJ" if name.startswith("big") else "LJ") in hand, (name, hand)
            continue
        ranks, suit = name.split(" of ")
        for rank in ranks.replace("-", " and ").split(" and "):
            assert rank + suit[0].upper() in hand, (name, hand)
    assert words != bot.reason.short and "likely" not in words


def test_touching_cards_of_a_suit_are_said_together():
    """Review 46 (seed 7, 4 seats): with the A, K and Q of clubs the why said "the little joker and the Q of clubs each
    take a trick about 9 times in 10" and left the A and K among "the rest": the play-out plays the lowest of touching
    winners. They are said together now, as the tricks they take between them."""
    from quash_table.games.quadwar.bid_words import tricks_from
    from quash_table.games.quadwar.cards import INT_OF
    wins = [0] * 64
    for code, w in {"3S": 747, "8S": 276, "LJ": 942, "9H": 14, "KH": 652, "4C": 2, "QC": 908, "KC": 218,
                    "AC": 133}.items():
        wins[INT_OF[code]] = w
    said = tricks_from(wins, 1026)
    assert "the A-K-Q of clubs take about 1 trick" in said, said
    assert "the little joker takes a trick about 9 times in 10" in said, said
    assert "Q of clubs each" not in said and "the Q of clubs takes" not in said, said
