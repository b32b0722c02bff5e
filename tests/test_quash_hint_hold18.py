"""Review 18, advanced: the hint kept moving the person's own cards from spot to spot, turn after turn. The
plan tie-break (PLAN_TIE) chose only where the search starts; the sampled deals then took a move that shifted
the cards again on small, noisy gains. Now a move pays in the search what it breaks of the plan (HardBot.HOLD
round points a point of the plan prices, plans.plan_hold), and the best plan-keeping move is always searched:
breaking the plan must win clearly."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.model import times_moved

G = get_game("quash")
# seed 5, advanced, 2 players (as test_quash_hint_steady17): seat 0 laid the A♣ on 8 and moved it to 2, laid
# the 6♠ on 7; the 8♥ laid on 1 went to 8 with the 2♠ to 2
SEED5 = [{"type": "play", "card": "AH", "spot": 6}, {"type": "play", "card": "QH", "spot": 8},
         {"type": "play", "card": "AC", "spot": 8}, {"type": "play", "card": "8H", "spot": 1},
         {"type": "play", "card": "6S", "spot": 7}, {"type": "play", "card": "2S", "spot": 8, "swap": [["QH", 5]]},
         {"type": "play", "card": "4H", "spot": 8, "swap": [["AC", 2]]},
         {"type": "play", "card": "7H", "spot": 1, "swap": [["8H", 8], ["2S", 2]]}]


def hint_for(cls):
    s = G.new_state(2, seed=5, options={"variant": "advanced", "target": 99})
    for a in SEED5:
        s = G.apply(s, a)
    view = G.view(s, 0)
    return view, cls(G, 0, 11, iterations=40).choose(view, G.legal_actions(s))


def moved_before(view, action):
    """The cards the move shifts that this seat's plays already laid and moved."""
    times = times_moved(view)
    return [c for c, _ in action.get("swap", ()) if times.get(c, 0) >= 2]


# the hint of sessions 18-45: its plays searched, with the plan's 0.5 tie and the quiet price (off since session 46,
# when following the shipped hint without them stopped losing to the normal bot: CHANGELOG)
Hint45 = type("Hint45", (HardBot,), {"ADVANCED_SEARCH": True, "PLAN_TIE": 0.5, "QUIET_COST": 2.0})


def test_the_hint_leaves_the_cards_it_already_moved():
    view, action = hint_for(Hint45)
    assert not moved_before(view, action), action


def test_without_the_hold_the_search_moved_the_ace_of_clubs_a_second_time():
    """The test above can fail: searching the advanced game's plays (as before session 46, ADVANCED_SEARCH) with
    HOLD 0 (the plan a tie-break of the search's start only) the hint sent the A♣ (laid on 8, moved to 2) on to
    spot 5, and the 6♠ to 2, to lay the K♦ on 7."""
    view, action = hint_for(type("OldHint", (Hint45,), {"HOLD": 0.0}))
    assert moved_before(view, action) == ["AC"], action
