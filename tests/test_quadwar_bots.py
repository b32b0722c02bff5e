"""Quadruple War bots: honest bids, cheap wins, ducking with bags, speed, and only what a seat sees."""

import json
import random
import re

from quash_table.bots import bot_levels, make_bot
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quadwar.bidding import choose_bid, estimate_tricks
from quash_table.games.quadwar.bots import LEVELS
from quash_table.games.quadwar.rules import mask_of

G = get_game("quadwar")


def spot(hands, trick, leader, bids, won, bags=False, broken=True):
    """A 4-seat position built like a saved game: `hands` by seat, `trick` the cards already played
    from `leader` on; the seat after them is to move."""
    d = G.dump(G.new_state(4, seed=1, options={"dealer": 3, "bags": bags}))
    d.update({"phase": "play", "hands": hands, "trick": trick, "leader": leader,
              "to_move": (leader + len(trick)) % 4, "bids": bids, "won": won, "broken": broken,
              "tricks": []})
    return G.load(json.loads(json.dumps(d)))


def choice(level, s):
    bot = make_bot("quadwar", level, s.to_move, 3)
    legal = G.legal_actions(s)
    action = bot.choose(G.view(s, s.to_move), legal)
    assert action in legal and bot.reason
    return action


def test_levels():
    assert set(LEVELS) == {"easy", "normal", "hard", "hint"}        # hint: the hint's, not in the menus
    assert bot_levels("quadwar") == ["random", "easy", "normal", "hard"]


def test_a_bids_reason_is_counts_in_words_not_a_sum_that_does_not_add_up():
    # issue 23: "about 3.8 tricks (1.9 + 0.3 + 0.5)" read as a sum that is not 3.8
    hand = ["BJ", "AS", "KS", "5S", "3S", "AH", "KH", "2H", "7D", "8D", "9C", "10C", "JC"]
    bid, reason = choose_bid(mask_of(hand), 4)
    assert reason.startswith("expect about "), reason
    assert "from your 5 spades counting the joker" in reason and "(2 sure winners)" in reason, reason
    # issue 23 (session 9): "6 trumps, 1 top side card" confused a new player: plain words only
    assert "trump" not in reason and "top side" not in reason
    # a hint reads "bid 5 — <reason>": the reason does not say the bid again
    assert "bid" not in reason.split(";")[0] and not reason.startswith("bids"), reason
    assert not re.search(r"\d\.\d|\+", reason), reason
    for seats in (2, 3, 5):
        _, reason = choose_bid(mask_of(hand), seats)
        assert not re.search(r"\d\.\d|\+", reason), reason


def test_bids_follow_the_strength_of_the_hand():
    strong = ["BJ", "LJ", "AS", "KS", "QS", "AH", "KH", "AD", "AC", "KC", "5H", "6D", "7C"]
    weak = ["2S", "3H", "4H", "5H", "3D", "4D", "5D", "6D", "3C", "4C", "5C", "6C", "7H"]
    hi, _ = estimate_tricks(mask_of(strong), 4)
    lo, _ = estimate_tricks(mask_of(weak), 4)
    assert hi >= 8 and lo < 1.5
    for hand, lo_bid, hi_bid in ((strong, 7, 11), (weak, 1, 1)):
        d = G.dump(G.new_state(4, seed=2, options={"dealer": 3}))
        others = [c for h in d["hands"] for c in h if c not in hand]
        d["hands"] = [hand, others[:13], others[13:26], others[26:]]
        a = choice("normal", G.load(d))
        assert a["type"] == "bid" and lo_bid <= a["tricks"] <= hi_bid, a


def test_needing_a_trick_it_wins_as_cheaply_as_it_can():
    # seat 3 plays last to QH, JH (hearts led); it holds AH, KH, 2C and needs a trick: KH
    s = spot([["3C"], ["4C"], ["5C"], ["AH", "KH", "2C"]], ["QH", "JH", "10H"], leader=0,
             bids=[1, 1, 1, 2], won=[3, 3, 3, 1])
    assert choice("normal", s) == {"type": "play", "card": "KH"}
    assert choice("easy", s) == {"type": "play", "card": "KH"}
    # void in hearts: it trumps with its smallest spade
    s = spot([["3C"], ["4C"], ["5C"], ["9S", "3S", "2C"]], ["QH", "JH", "10H"], leader=0,
             bids=[1, 1, 1, 2], won=[3, 3, 3, 1])
    assert choice("normal", s) == {"type": "play", "card": "3S"}


def test_a_hopeless_trick_gets_its_lowest_card():
    s = spot([["3C"], ["4C"], ["5C"], ["KH", "9H", "3H"]], ["QH", "AH", "JH"], leader=0,
             bids=[1, 1, 1, 3], won=[3, 3, 3, 1])
    assert choice("normal", s) == {"type": "play", "card": "3H"}


def test_with_bags_it_ducks_with_its_highest_loser_once_it_has_its_bid():
    s = spot([["3C"], ["4C"], ["5C"], ["KH", "9H", "3H"]], ["QH", "JH", "4H"], leader=0,
             bids=[3, 3, 3, 1], won=[3, 3, 3, 1], bags=True)
    assert choice("normal", s) == {"type": "play", "card": "9H"}
    # without bags an overtrick is a point: it takes it, cheaply
    s = spot([["3C"], ["4C"], ["5C"], ["KH", "9H", "3H"]], ["QH", "JH", "4H"], leader=0,
             bids=[3, 3, 3, 1], won=[3, 3, 3, 1], bags=False)
    assert choice("normal", s) == {"type": "play", "card": "KH"}


def test_with_bags_it_takes_a_trick_to_set_an_opponent_who_needs_it():
    # seat 2 needs both remaining tricks and is winning this one: seat 3 overtakes although it has its bid
    s = spot([["3C", "2D"], ["4C", "3D"], ["5C", "AD"], ["KH", "9H", "3H"]], ["10H", "JH", "QH"],
             leader=0, bids=[3, 3, 5, 1], won=[3, 3, 3, 1], bags=True)
    assert choice("normal", s) == {"type": "play", "card": "KH"}


def test_leading_it_cashes_a_side_winner_before_its_trumps():
    s = spot([["AH", "BJ", "4C"], ["2H", "3C", "5C"], ["3H", "6C", "7C"], ["4H", "8C", "9C"]], [],
             leader=0, bids=[3, 1, 1, 1], won=[1, 3, 3, 3])
    assert choice("normal", s) == {"type": "play", "card": "AH"}


def test_normal_plays_legal_moves_from_its_view():
    made = []
    for g in range(6):
        n = 2 + g % 4
        bots = [make_bot("quadwar", "normal", s, derive_seed(g, s)) for s in range(n)]
        s = G.new_state(n, seed=g, options={"target": 100})
        while s.to_move is not None and len(made) < 2000:
            seat = s.to_move
            view, legal = G.view(s, seat), G.legal_actions(s)
            action = bots[seat].choose(view, legal)
            made.append(action)
            assert action in legal
            s = G.apply(s, action)
    # how fast it decides is a bench figure (`bench --games quadwar`), not a timed test that a loaded machine flakes


def test_a_play_reason_does_not_say_the_card_again():
    # A hint reads "play the 3 of diamonds \u2014 <reason>": it read "... keeps strength, plays 3D".
    s = G.new_state(4, seed=8, options={"bags": True})
    rng = random.Random(8)
    said = set()
    while s.phase != 2 and len(said) < 200:
        seat = s.to_move
        bot = make_bot("quadwar", "normal", seat, 3)
        legal = G.legal_actions(s)
        action = bot.choose(G.view(s, seat), legal)
        if action["type"] == "play" and len(legal) > 1:
            assert action["card"] not in bot.reason.split() and "plays" not in bot.reason, bot.reason
            assert not re.search(r"\b(10|[2-9JQKA])[SHDC]\b", bot.reason), bot.reason
            said.add(bot.reason)
        s = G.apply(s, action if rng.random() < 0.7 else rng.choice(legal))
    assert len(said) >= 5, said


def test_a_bids_reason_says_what_the_figure_is_made_of_in_parts_that_add_up():
    # issue 23 (session 10): "2 spades, 2 sure winners ... expect about 2 tricks" and "1 spade, 2 sure
    # winners ... expect about 3" did not add up: the reason gives the whole tricks each part brings
    from quash_table.games.quadwar.rules import DECK_CODES
    rng = random.Random(7)
    for seats in (2, 3, 4, 5):
        for _ in range(150):
            deck = list(DECK_CODES[seats])
            rng.shuffle(deck)
            hand = deck[:len(deck) // seats]
            _, reason = choose_bid(mask_of(hand), seats)
            said = re.match(r"expect about (\d+) tricks?: (.*)", reason)
            if said is None:
                assert reason.startswith("expect no tricks"), reason
                continue
            parts = [int(k) for k in re.findall(r"(?:^|, )(\d+) from ", said.group(2).split(";")[0])]
            assert parts and sum(parts) == int(said.group(1)), reason


def test_a_plays_reason_is_true_to_the_card_and_the_table():
    # issue 23 (session 10): "gives up a low card" was said of the 10 of clubs, and "wins this one about 84%
    # of the time" of an ace of clubs led at trick 2 (trumped at once): the words say what the card is
    from quash_table.games.quadwar.cards import INT_OF, SUIT_MASK, cards_of
    from quash_table.games.quadwar.knowledge import Table, higher_in_suit
    said = set()
    for g in range(4):
        bots = [make_bot("quadwar", "normal", s, derive_seed(g, s)) for s in range(4)]
        s = G.new_state(4, seed=g, options={"target": 100})
        for _ in range(160):
            if s.to_move is None:
                break
            seat = s.to_move
            view, legal = G.view(s, seat), G.legal_actions(s)
            action = bots[seat].choose(view, legal)
            reason = bots[seat].reason
            assert "low card" not in reason, reason
            # a figure "of the time" only with what it stands on: a higher card still out, or a gamble
            assert "of the time" not in reason or "still out" in reason or "a gamble" in reason, reason
            if action["type"] == "play":
                c, t = INT_OF[action["card"]], Table(view)
                mine = cards_of(t.hand & SUIT_MASK[c >> 4])
                if "gives up your lowest" in reason:
                    said.add("lowest")
                    assert c == min(mine), (reason, action)
                if "highest" in reason and "left" in reason:
                    said.add("highest")
                    assert not t.unseen & higher_in_suit(c), (reason, action)
            s = G.apply(s, action)
    assert said == {"lowest", "highest"}
