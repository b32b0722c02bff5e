"""Session 38 (helper qw), review 38: a hint let a trick go where the bid needed every trick left ("let Bot 4's 9
of hearts win this trick: keep your J of spades for later"): the trick let go lost the bid for sure. The search
weighed the duck against a trump that wins about 1 time in 6 by the others' points alone (the bid lost in every
deal either way) and the duck's words said a saving. Now the search weighs only the cards that take the trick
there, and the words say what is true: the bid needs every trick left, a trick let go loses it, a bid out of reach
cannot be made any more, and a duck that leaves every later trick needed says so. Headless."""

import copy

from quash_table.games.quadwar.hard import duck_words
from quash_table.games.quadwar.hint_bot import HintBot
from quash_table.games.quadwar.play_words import bid_lost, card_role_words
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.rules import GAME

# seed 29, four seats: you (seat 1) bid 4 and the normal bots play; 45 moves on you have won 1 trick, 3 are left
# and Seat 4 led the 8 of clubs; you hold no club
MOVES = [4, 2, 3, 3, "AH", "3H", "5H", "7H", "QH", "4H", "JH", "KH", "AC", "9C", "5C", "4C", "3C", "QC", "6C", "KC",
         "QD", "4D", "8D", "AD", "JC", "BJ", "7C", "10C", "KD", "6D", "JD", "3D", "5D", "9D", "6S", "7S", "8H", "5S",
         "KS", "2H", "LJ", "8S", "3S", "JS", "8C"]


def _position():
    s = GAME.new_state(4, seed=29)
    for m in MOVES:
        s = GAME.apply(s, {"type": "bid", "tricks": m} if isinstance(m, int) else {"type": "play", "card": m})
    view = GAME.view(s, 0)
    assert sorted(view["hand"]) == ["10S", "6H", "9S"] and view["trick"] == [[3, "8C"]], (view["hand"], view["trick"])
    assert view["bids"][0] - view["won"][0] == 3            # every trick left is needed
    return view, GAME.legal_actions(s)


def _said(reason):
    return (str(reason), reason.short, reason.brief) if hasattr(reason, "short") else (str(reason),)


def test_the_hint_takes_the_trick_where_the_bid_needs_every_trick_left():
    view, legal = _position()
    bot = HintBot(GAME, 0)
    action = bot.choose(view, legal)
    assert action["card"] in ("9S", "10S"), (action, str(bot.reason))
    for words in _said(bot.reason):
        assert "for later" not in words, words
    assert "trump it" in bot.reason and "your bid needs all 3 tricks left" in bot.reason, bot.reason


def test_a_trick_let_go_there_is_said_to_lose_the_bid():
    view, _ = _position()
    role = card_role_words(view, "6H")
    for words in _said(role):
        assert "for later" not in words, words
    assert "your bid is lost" in role and "all 3 tricks left" in role, role
    assert duck_words(view, "6H") is None           # no saving to speak of


def test_a_duck_that_leaves_every_later_trick_needed_says_so():
    view, _ = _position()
    view = copy.deepcopy(view)
    view["bids"][0] = 3                             # 2 of the 3 tricks left needed: one may go
    for words in (card_role_words(view, "6H"), duck_words(view, "6H", "9S")):
        assert "keep your 9 of spades for later, and then your bid needs every trick after this one" in words, words


def test_a_bid_out_of_reach_is_said_to_be_lost():
    view, _ = _position()
    view = copy.deepcopy(view)
    view["bids"][0] = 5                             # 4 tricks needed, 3 left
    assert bid_lost(Table(view)) == "you need 4 tricks and 3 are left"
    role = card_role_words(view, "9S")
    assert role.startswith("you need 4 tricks and 3 are left, so your bid cannot be made any more and "), role
    assert role.short.startswith("your bid cannot be made any more, and ") and "bid needs" not in role, role
    assert role.brief == "your bid cannot be made any more"
    view["bids"][0] = 4
    view["hand"] = ["6H", "7H", "8H"]               # every trick needed, and no club nor spade to take this one
    assert bid_lost(Table(view)) == "you need all 3 tricks left and nothing you can play takes this one"
    assert card_role_words(view, "6H").startswith("you need all 3 tricks left and nothing you can play takes this "
                                                  "one, so your bid cannot be made any more")


def test_a_card_that_takes_the_trick_has_a_fewest_form():
    """The hint at the foot of a hand of two cards said the move alone, "Hint: play the 9 of spades (H: why)": the
    reason's fewest words were all of it, the holder named, too long for the place (session 38, 1280x800)."""
    view, _ = _position()
    view = copy.deepcopy(view)
    view["bids"][0] = 1                             # the bid made: the trump is a trick more, nothing needed
    role = card_role_words(view, "9S")
    assert str(role) == "you have no clubs: trump it as cheaply as you can, beating Seat 4's 8 of clubs", role
    assert role.brief == "you have no clubs: trump it as cheaply as you can", role.brief
