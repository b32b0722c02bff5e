"""Session 32 (a new player, QUASH basic, seed 39): "no longer for 9-10-J on spot 1" named a plan the hints never
told (the run the hand made after a draw) or one given up earlier, while the plan the move really dropped went
unsaid. A "no longer" clause now names only a run a hint told and that still stood until this move
(changes.told_plans, why.still_told). Headless: built positions through hints_plan.news_words and play_words."""

from quash_table.games.quash.changes import told_plans
from quash_table.games.quash.hints_plan import news_words, play_words
from quash_table.games.quash.why import still_told
from tests.quash_spots import spots
from tests.test_quash_s31_words import G, Told, position

# your 9♥ on spot 4 (a hint told "your 8♦ 10♦ would make it the run 8-9-10"), then their J♣ on spot 4
NINE_ON_4 = ["0 9H 4", "1 JC 4"]


def test_the_news_names_the_run_the_hint_told_not_the_one_a_draw_made():
    """The J♥ drawn since: the hand's best run there is 9-10-J, but the hint told 8-9-10."""
    s = position(NINE_ON_4, ["8D", "10D", "JH", "QC", "2S"], "basic")
    v = G.view(s, 0)
    ten = {"type": "play", "card": "10D", "spot": 7}
    assert news_words(v, ten, told={"8D": 3, "10D": 3}) == \
        "their J\u2663 on spot 4 can make J-Q-K, beating your 8-9-10; your 10\u2666 was kept for spot 4, so "


def test_a_plan_given_up_before_is_not_given_up_again():
    """The 10♦ told for 8-9-10 went to spot 7 a move ago (that hint said so); the 8♦ laid on spot 8 now does not
    say "your 8♦ is no longer for 8-9-10 on spot 4" again."""
    history = NINE_ON_4 + ["0 10D 7", "1 2C 7"]
    s = position(history, ["8D", "JH", "QC", "2S", "5H"], "basic")
    v, legal = G.view(s, 0), G.legal_actions(s)
    eight = {"type": "play", "card": "8D", "spot": 8}
    assert eight in legal
    bot = Told()
    bot._told = ((v["round"], 0), len(history), {"8D": (4, "8-9-10", 2, ("9H",))})
    reason, news = play_words(bot, v, legal, eight, lambda: 0.5)
    assert "no longer" not in str(reason), str(reason)
    # while the 10♦ was still in hand, the same play said what changed that plan: it stood until this move
    s = position(NINE_ON_4, ["8D", "10D", "QC", "2S", "5H"], "basic")
    v, legal = G.view(s, 0), G.legal_actions(s)
    bot._told = ((v["round"], 0), len(NINE_ON_4), {"8D": (4, "8-9-10", 2, ("9H",)), "10D": (4, "8-9-10", 2, ("9H",))})
    reason, news = play_words(bot, v, legal, eight, lambda: 0.5)
    assert str(reason).startswith("their J\u2663 on spot 4 can make J-Q-K, beating your 8-9-10; your 8\u2666 was kept for spot 4, so "), str(reason)


def test_told_plans_keeps_the_whole_told_run_only():
    mine = spots(s1=["5S", "6S"], s4=["9H"])
    # the 4♦ of an older 3-4-5 and the 7♥ of 5-6-7 both named for spot 1: the run the hand makes best is the plan
    assert told_plans(mine, ["4D", "7H", "8D"], {"4D": 0, "7H": 0, "8D": 3}) == {0: ["7H"]}
    assert still_told({"7H": (1, "5-6-7", 0)}, 1, "5-6-7", ["5S", "6S"])
    assert not still_told({"8D": (4, "8-9-10", 0)}, 4, "8-9-10", ["9H"])
