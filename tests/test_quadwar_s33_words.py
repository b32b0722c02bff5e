"""Session 33: Quadruple War's words (review 32). A J led as the top club left, with the K and Q in the hand and
a seat out of clubs, was "nothing to win cheaply here: it gives up your lowest club": the words say what the
card is from what the seat sees, and the trump it risks. The normal bot's full reason said "(about 84%)": it
says how often as a player would. The bid's full reason said "no bid averages more (9 points)", the points
unexplained. Headless."""

import re
from types import SimpleNamespace

from quash_table.games.quadwar.cards import BIT, INT_OF
from quash_table.games.quadwar.hard import bid_reason
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.play_words import card_role_words
from quash_table.games.quadwar.players import NormalBot, _why_it_may_win
from quash_table.games.quadwar.rules import GAME
from quash_table.games.quadwar.trump_words import top_lead_words

# seat 1 (Seat 2) showed out of clubs; the clubs still out (2, 6, 8, 9) are all under your J
TRICKS = [[(0, "3C"), (1, "JD"), (2, "4C"), (3, "AC")], [(3, "5C"), (0, "10C"), (1, "9D"), (2, "7C")]]
HAND = ["6S", "7S", "10H", "JH", "JC", "QC", "KC"]


def _view(hand=HAND, bids=(1, 2, 4, 3), won=(1, 2, 1, 2)):
    return {"seats": 4, "seat": 0, "hand": list(hand), "hand_counts": [len(hand)] * 4, "bids": list(bids),
            "won": list(won), "options": {}, "bags": [0] * 4, "tricks": [{"cards": c} for c in TRICKS],
            "trick": []}


def test_a_top_club_led_is_said_to_be_the_top_club_left_that_may_be_trumped():
    view = _view()
    bot = NormalBot(GAME, 0)
    action = bot.choose(view, [{"type": "play", "card": c} for c in HAND])
    assert action["card"] == "JC"
    said = (str(bot.reason), getattr(bot.reason, "brief", str(bot.reason)))
    for words in said:
        assert "lowest" not in words and "gives up" not in words, words
        assert "as good as the top club" in words, words
    # the fewest words (session 39: the hint's narrowest place) warn of the trump without naming the seat
    assert "Seat 2 has no clubs and may trump it" in said[0], said
    assert said[1] == "as good as the top club, but may be trumped", said
    # the hint's search says the same of the card
    assert card_role_words(view, "JC") == \
        "lead a winner: no club still out beats it, but Seat 2 has no clubs and may trump it"


def test_what_a_lead_is_said_from_the_seats_own_table():
    t = Table(_view())
    assert top_lead_words(t, INT_OF["KC"]) == "it is the top club left, but Seat 2 has no clubs and may trump it"
    assert top_lead_words(t, INT_OF["JC"]) == ("with your K and Q it is as good as the top club left, but Seat 2 "
                                              "has no clubs and may trump it")
    assert top_lead_words(t, INT_OF["10H"]) is None       # hearts still out beat it
    assert top_lead_words(t, INT_OF["7S"]) is None        # a trump


def test_the_normal_bots_full_reason_says_how_often_without_a_percentage():
    top = SimpleNamespace(unseen=BIT[INT_OF["3H"]], trick=[], best=None, led=None, hand=BIT[INT_OF["AH"]])
    assert _why_it_may_win(top, INT_OF["AH"], 0.84) == (
        "the highest heart left, it wins 4 times in 5, as only someone with no hearts can trump it")
    following = SimpleNamespace(unseen=BIT[INT_OF["AH"]], trick=[(1, INT_OF["5H"])], best=INT_OF["5H"], led=1,
                                hand=0)
    # (the figure said with the card it is for since session 35: "(about 3 times in 5)" read as any play's)
    assert _why_it_may_win(following, INT_OF["9H"], 0.62) == "the 9 wins this trick about 3 times in 5"
    said = set()
    for seed in range(2):
        s = GAME.new_state(4, seed=seed, options={"target": 100, "bags": seed == 1})
        bots = [NormalBot(GAME, seat, seed) for seat in range(4)]
        while s.to_move is not None and s.hand_no == 1:
            bot = bots[s.to_move]
            action = bot.choose(GAME.view(s, s.to_move), GAME.legal_actions(s))
            said.add(str(bot.reason))
            s = GAME.apply(s, action)
    assert len(said) > 10
    for words in said:
        assert not re.search(r"\d%", words), words


def test_the_bids_full_reason_has_no_unexplained_points():
    words = str(bid_reason(2, [2] * 75 + [1] * 25, 9, 1, 4))
    assert "point" not in words, words
    # session 34: what a bid scores said after it, the rules' key (no figure of points left unexplained)
    assert words.endswith("; no other bid should score you more (made: 10 \u00d7 bid + 1 per extra trick, "
                          "missed: 0 pts)"), words
