"""Session 36 (quash2): a hint told your 7♠ (with the 8♠) for the same-suit run 6-7-8 on spot 7, and a later hint laid
your 7♦ there for a plain run with no word: the hint seemed to break its word. A card of the same rank laid in the
place of one a hint told is now said as a change of plan, with the run's kind where it changes and why the told card
stays in hand, in the short words too; the card left is no longer told for that spot. Headless."""

from types import SimpleNamespace

from quash_table.games import get_game
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.plan_swap import swap_words
from quash_table.games.quash.plans import told_named
from tests.quash_spots import spots as board

G = get_game("quash")
TOLD = {"7S": (7, "6-7-8", 0, ("6S",)), "8S": (7, "6-7-8", 0, ("6S",))}


def test_a_card_laid_in_the_place_of_a_told_one_is_said_with_why():
    mine, theirs = board(s7=["6S"], s5=["6H"]), board()
    lay = {"type": "play", "card": "7D", "spot": 7}
    said = swap_words(TOLD, mine, theirs, lay, ["7S", "7D", "8S", "2C"])
    assert said == "your 7\u2666 goes to spot 7 in place of your 7\u2660, a plain run now, keeping the 7\u2660 for 6-7 " \
        "on spot 5; ", said
    assert said.plan == "your 7\u2666, not 7\u2660, for a plain 6-7-8 on spot 7, keeping the 7\u2660 for 6-7 on spot 5"
    assert said.card == "7D" and said.kept == ("7S", 5, "6-7")
    # the told card laid where it was told: nothing replaced, nothing to say
    assert swap_words(TOLD, mine, theirs, {"type": "play", "card": "7S", "spot": 7}, ["7S", "7D", "8S"]) == ""


def test_a_swap_that_loses_nothing_is_no_change_of_plan():
    """Basic seed 9: the J♦ told for 10-J on spot 8, the J♣ laid there: the same plain run, no other why. Session 36
    said it as "your J♣, not J♦, for 10-J on spot 8 (the same run)"; session 37 (review 36: a change of plan with no
    reason): the cards are interchangeable, and laying one for the other is no change of plan at all."""
    told = {"JD": (8, "10-J", 0, ("10S",))}
    said = swap_words(told, board(s8=["10S"]), board(), {"type": "play", "card": "JC", "spot": 8}, ["JC", "JD", "3H"])
    assert said == "", said


def test_their_run_that_beats_the_same_suit_one_is_the_why():
    mine, theirs = board(s7=["6S"]), board(s7=["9C", "10C", "JC"])
    said = swap_words(TOLD, mine, theirs, {"type": "play", "card": "7D", "spot": 7}, ["7S", "7D", "8S"])
    assert said.plan == "your 7\u2666, not 7\u2660, for a plain 6-7-8 on spot 7: their 9-10-J of clubs beats it " \
        "either way", said.plan


def test_the_hint_says_the_swap_as_a_change_of_plan_and_forgets_the_card_left():
    state = G.new_state(2, seed=3, options={"variant": "basic"})
    view = dict(G.view(state, 0), board=[board(s7=["6S"], s5=["6H"]), board()], hand=["7S", "7D", "8S", "2C"],
                round=1)
    bot = SimpleNamespace(_told=((1, 0), len(view["history"]), dict(TOLD)))
    lay = {"type": "play", "card": "7D", "spot": 7}
    reason, news = play_words(bot, view, [lay], lay, lambda: 0.5)
    assert reason.short.startswith("change of plan: your 7\u2666, not 7\u2660, for a plain 6-7-8 on spot 7"), reason.short
    assert str(reason).startswith("your 7\u2666 goes to spot 7 in place of your 7\u2660, a plain run now"), str(reason)
    named = told_named(bot, view)
    assert named.get("7S") == 4 and named.get("8S") == 6, named
