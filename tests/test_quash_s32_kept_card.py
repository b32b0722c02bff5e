"""Session 32 (a new player, QUASH basic, seed 39): "keeping your 8♦ for 7-8-9 on spot 4" was said, and a later
hint laid the 8♦ on spot 8 without a word. The words that keep a card carry it as data (news_clause.Clause.kept,
as the news' kept card does), the form plans.told_kept remembers; a hint that then spends the card elsewhere says
the plan it gives up (why.rebooked_words). Headless."""

from quash_table.games.quash.card_choice import choice_words
from quash_table.games.quash.plans import told_kept
from tests.quash_spots import spots
from tests.test_quash_s31_words import G, Told, position


def test_the_kept_card_is_told_as_data():
    said = choice_words(spots(s1=["7S", "8D"], s2=["8S"]), {"card": "6H", "spot": 1}, ["6H", "9S", "2C"])
    assert said == ", keeping your 9\u2660 for 8-9 on spot 2"
    assert said.kept == ("9S", 2, "8-9") and said.card == "9S"


def test_a_card_told_kept_and_then_spent_elsewhere_is_said():
    """Once remembered (plans.told_kept, as the hint does with its news), the 9♠ kept for 8-9 on spot 2 laid on
    spot 3 says that plan is given up."""
    from quash_table.games.quash.hints_plan import play_words
    s = position(["0 7S 1", "1 2H 9", "0 8D 1", "1 3H 9", "0 8S 2", "1 4H 9"], ["6H", "9S", "2C", "KD"], "basic")
    v, legal = G.view(s, 0), G.legal_actions(s)
    bot = Told()
    bot._told = ((v["round"], 0), len(v["history"]), {})
    said = choice_words(v["board"][0], {"card": "6H", "spot": 1}, v["hand"])
    told_kept(bot, v, {"type": "play", "card": "6H", "spot": 1}, said)
    assert bot._told[2]["9S"][:2] == (2, "8-9")
    nine = {"type": "play", "card": "9S", "spot": 3}
    assert nine in legal
    reason, _ = play_words(bot, v, legal, nine, lambda: 0.5)
    assert "your 9\u2660 is no longer for 8-9 on spot 2" in str(reason) or \
        "no longer kept for 8-9 on spot 2" in str(reason), str(reason)


def test_the_hint_that_keeps_a_card_remembers_it_and_a_later_hint_spending_it_says_so():
    """The hint's own words ("…, keeping your 9♠ for 8-9 on spot 2") are remembered by play_words itself, not
    only when a caller passes them to told_kept: the later hint laying the 9♠ on spot 3 says the plan it drops."""
    from quash_table.games.quash.hints_plan import play_words
    s = position(["0 7S 1", "1 2H 9", "0 8D 1", "1 3H 9", "0 8S 2", "1 4H 9"], ["6H", "9S", "2C", "KD"], "basic")
    v, legal = G.view(s, 0), G.legal_actions(s)
    bot = Told()
    bot._told = ((v["round"], 0), len(v["history"]), {})
    six = {"type": "play", "card": "6H", "spot": 1}
    reason, _ = play_words(bot, v, legal, six, lambda: 0.5)
    assert "keeping your 9\u2660 for 8-9 on spot 2" in str(reason), str(reason)
    assert bot._told[2]["9S"][:2] == (2, "8-9")
    reason, _ = play_words(bot, v, legal, {"type": "play", "card": "9S", "spot": 3}, lambda: 0.5)
    assert "no longer" in str(reason) and "8-9 on spot 2" in str(reason), str(reason)
