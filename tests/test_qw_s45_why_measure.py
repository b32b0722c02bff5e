"""Session 45 (review 45): the hint's why for a card switched measure from one card to the next (points; "ahead of the
others' average"; how often the bid is made), justified 1-point differences, and after "nothing you can play beats X"
added only "you need N more tricks". It now says the points each card scores you, a difference under a few points as
about the same with what the card keeps, and adds that where the words said nothing more (versus_words)."""

from quash_table.engine.naming import Reason
from quash_table.games.quadwar.hard import HardBot
from quash_table.games.quadwar.rules import GAME
from tests.test_quadwar_s34_words import SHOWN, _reason_for, _view


def test_a_one_point_difference_is_about_the_same():
    said = _reason_for(([50, 50, 1050, 300], [50, 50, 1000, 300]))       # 21 points against 20
    assert "21" not in said and "20" not in said, said
    assert said.endswith("playing the K of hearts instead would score you about the same this hand"), said


def test_a_card_that_makes_the_bid_more_often_says_so_in_points():
    said = _reason_for(([50, 40, 900, 300], [50, 20, 500, 300]))
    assert "it scores you 18 points this hand on average, 10 points if you play the K of hearts instead" in said, said
    assert "make your bid" not in said and "average," not in said.replace("on average,", ""), said


def test_the_tricks_you_need_are_not_all_the_why_adds():
    bot = HardBot(GAME, 0)
    short = "nothing you can play beats Seat 4's A of diamonds: keep your strong cards for later"
    prior = Reason(f"you need 2 more tricks, but {short}", short)
    bot._tally = {"AH": [50, 50, 1000, 300], "KH": [50, 50, 1000, 300]}
    bot._prior = ({"type": "play", "card": "AH"}, prior)
    view = _view(SHOWN, trick=[])
    view["won"] = [2, 0, 0, 0]
    said = bot._play_reason(view, {"type": "play", "card": "AH"})
    assert str(said) == f"{prior}; playing the K of hearts instead would score you about the same this hand", \
        str(said)
    assert said.short == short
