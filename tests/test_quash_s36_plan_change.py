"""Session 36 (review 35, a new player at QUASH basic against 1 bot): a hint told cards for a run ("your 7♠ 8♠ would
make it the run 6-7-8" on spot 7), and the next hint laid another card there for a lower run with no word of the
change (session 35 had chosen to say nothing of a lower run it had no why for): the hint seemed to break its word.
A lower run is now said as a change of plan with what it frees, in the short words too. Headless."""

from types import SimpleNamespace

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.laid_words import relaid_words
from quash_table.games.quash.plans import told_kept, told_named
from quash_table.games.quash.why import rebooked_words

G = get_game("quash")

# seed derive_seed(2016, 15), BLACK (seat 1) following the hint against the normal bot: the moves up to move 19
PLAYED = [("4S", 1), ("5S", 1), ("KH", 6), ("AH", 6), ("QC", 5), ("8H", 2), ("9C", 2), ("JC", 8), ("QD", 8),
          ("8D", 3), ("2S", 1), ("9H", 2), ("KD", 5), ("6S", 1), ("10H", 4), ("7D", 1), ("10C", 3), ("6H", 7),
          ("3S", 1)]


def test_a_lower_run_on_a_told_plan_is_said_as_a_change_of_plan_with_what_it_frees():
    state = G.new_state(2, seed=derive_seed(2016, 15) & 0xFFFFFFFF, options={"variant": "basic"})
    for card, spot in PLAYED:
        state = G.apply(state, {"type": "play", "card": card, "spot": spot})
    view = G.view(state, 1)
    assert state.to_move == 1 and view["board"][1][6] == ["6H"] and {"7S", "8S", "4D", "5H"} <= set(view["hand"])
    # what the hint before (move 17) told: the 7♠ 8♠ for 6-7-8 on spot 7, where it laid the 6♥
    bot = SimpleNamespace(_told=((1, 1), 17, {"7S": (7, "6-7-8", 17, ("6H",)), "8S": (7, "6-7-8", 17, ("6H",))}))
    lay = {"type": "play", "card": "4D", "spot": 7}
    reason, news = play_words(bot, view, G.legal_actions(state), lay, lambda: 0.5)
    assert reason.short.startswith("change of plan: spot 7 settles for 4-5-6, not 6-7-8, freeing your 7\u2660 "
                                   "8\u2660; "), reason.short
    assert str(reason).startswith("spot 7 settles for 4-5-6, not 6-7-8, freeing your 7\u2660 8\u2660 for other "
                                  "spots; "), str(reason)


def test_a_lower_run_with_no_other_why_says_what_it_frees():
    mine = [["4S"]] + [[] for _ in range(8)]
    lay, hand = {"type": "play", "card": "3D", "spot": 1}, ["3D", "5S", "5C", "6S"]
    said = relaid_words(mine, lay, hand, [[] for _ in range(9)])
    assert said == "spot 1 settles for 3-4-5, not 4-5-6, freeing your 6\u2660 for other spots; ", said
    assert said.plan == "spot 1 settles for 3-4-5, not 4-5-6, freeing your 6\u2660"


def test_the_cards_a_spot_now_waits_for_are_told_for_its_run():
    """Session 36, seed 15 at 1024x640: "spot 1 now waits for your 6♥ (4-5-6)", then the 3♥ drawn was laid there
    for 3-4-5 with no word: the 6♥ the words named was not remembered as told, so no plan was changed aloud. The
    cards a "now waits for" clause names are told for that run, as a reason's naming is."""
    mine = [["4C", "5H"]] + [[] for _ in range(8)]
    theirs = [[] for _ in range(9)]
    # the 6♦ told for 4-5-6 on spot 1, now named for spot 7 (6-7-8): the 6♥ finishes spot 1 instead
    said = rebooked_words({"6D": (1, "4-5-6", 3)}, (6, ["6D"], "6-7-8"), mine, theirs, ["6H", "7S", "8D"], [], 0)
    assert said == "spot 1 now waits for your 6\u2665 (4-5-6); " and said.kept == [("6H", 1, "4-5-6")], said
    state = G.new_state(2, seed=3, options={"variant": "basic"})
    view = dict(G.view(state, 0), board=[mine, theirs], hand=["6D", "6H", "7S", "8D"], round=1)
    bot = SimpleNamespace(_told=((1, 0), len(view["history"]), {"6D": (1, "4-5-6", 0, ("4C", "5H"))}))
    told_kept(bot, view, {"type": "play", "card": "6D", "spot": 7}, said)
    assert told_named(bot, view).get("6H") == 0
