"""Session 36 (review 35, a new player at QUASH basic against 1 bot): a hint told cards for a run ("your 7♠ 8♠ would
make it the run 6-7-8" on spot 7), and the next hint laid another card there for a lower run with no word of the
change (session 35 had chosen to say nothing of a lower run it had no why for): the hint seemed to break its word.
A lower run is now said as a change of plan with what it frees, in the short words too. Headless."""

from types import SimpleNamespace

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.laid_words import relaid_words

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
