"""Session 31 (a new player, QUASH advanced at 1024x640): after a swap the hint did not suggest, the next hint
went on from it ("spot 5 gives up K-A; your 10♣ starts spot 5"): mid-swap, the finishing plays were searched
with no plan price against moves that paid theirs, and the prior was the swap whenever the model liked it as
well. Now the swap half built is weighed against the hint's own move for the position (takeback.py): finished
only when it clearly does better, else the hint takes it back first and says why first, from the swap's
facts ("the swap gives up K-A on spot 5"). Headless, a fixed count of playouts: the same answer each run."""

import pytest

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot as Hint
from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.hints_plan import position_key
from quash_table.games.quash.takeback import swap_cost_words, versus
from tests.test_quash_adv_s19b import REV19D_2P

G = get_game("quash")
ADV = {"variant": "advanced", "target": 30, "dealer": None}
# RED at move 16 of review 19d's game: A♠ alone on double spot 5 (K-A promised with the K♠ in hand)
OWN = {"type": "play", "card": "3D", "spot": 7}
# why the swap is taken back (session 32: what taking it back keeps, where no hint told the run it gives up)
# the hint of sessions 31-45 (its plays searched, the plan's 0.5 tie and quiet price in its prior), whose own move
# here is not the swap the person starts: since session 46 the hint's own move (the normal model's best) is that
# very swap, which goes on without weighing (test_the_hint_of_session_46_goes_on_with_this_swap)
HardBot = type("Hint45", (Hint,), {"ADVANCED_SEARCH": True, "PLAN_TIE": 0.5, "QUIET_COST": 2.0})
KEEPS = "taking the swap back keeps your A\u2660 on spot 5, where your K\u2660 would make the run K-A; "


def position():
    s = G.new_state(2, seed=1649272571, options=ADV)
    for a in REV19D_2P[:16]:
        s = G.apply(s, a)
    return G.view(s, s.to_move), G.legal_actions(s)


def half_built(view, legal):
    """The person drops the 10♣ on the A♠ of spot 5 (a swap no hint named): the A♠ is in the air."""
    c = QuashComposer(view, legal)
    assert c.drop("10C", "swap:AS").kind == "step"
    building = c.building()
    return c, dict(view, building=building), list(legal) + [a for a in building if a not in legal]


@pytest.mark.slow      # two searches (some 2.5 s of CPU); the quick one: test_a_new_hint_bot_finds_its_own_move_first
def test_a_swap_the_hint_would_not_make_is_taken_back_first_and_the_reason_says_why():
    view, legal = position()
    hint = HardBot(G, view["seat"], 1, iterations=40)
    hint.for_person = True
    assert hint.choose(view, legal) == OWN         # searched ahead on your turn: the hint's own move
    c, bview, blegal = half_built(view, legal)
    action = hint.choose(bview, blegal)
    # the old hint finished the swap (the A♠ to spot 4 or 6), its reason about spot 5 and the A♠
    assert action == OWN, (action, str(hint.reason))
    # (session 32: no hint of this bot told K-A, so the words say what taking the swap back keeps, not "the swap
    # gives up K-A on spot 5": a run never told is not given up aloud; takeback.swap_cost_words' `told`)
    assert str(hint.reason).startswith(KEEPS), str(hint.reason)
    assert hint.reason.short == "it keeps K-A on spot 5 for your K\u2660", hint.reason.short
    # the table lights "Take the swap back" first and says which swap
    assert c.next_step(action) == ("press", "cancel")
    assert c.first_words(action) == "take back the swap of your 10\u2663 for the A\u2660 on spot 5"
    # asked again once it is taken back, the hint says its own move's words (the plan kept: no swap clause)
    again = hint.choose(view, legal)
    assert again == OWN and "swap" not in str(hint.reason), str(hint.reason)


def test_a_new_hint_bot_finds_its_own_move_first():
    """No plan searched ahead (a new hint bot): the hint's own move is found without the swap first, and the swap
    is taken back (the old hint finished it: the A♠ to spot 6)."""
    view, legal = position()
    _, bview, blegal = half_built(view, legal)
    hint = HardBot(G, view["seat"], 1, iterations=40)
    hint.for_person = True
    assert hint.choose(bview, blegal) == OWN, str(hint.reason)
    assert str(hint.reason).startswith(KEEPS), str(hint.reason)
    assert hint._plan[0] == position_key(view) and hint._plan[1] == OWN


def test_a_swap_going_on_to_the_hints_move_is_not_weighed():
    view, legal = position()
    _, bview, _ = half_built(view, legal)
    assert versus(bview, OWN) == [OWN] + bview["building"]
    going_on = bview["building"][0]
    assert versus(bview, going_on) is None


def test_the_swaps_cost_in_words():
    view, legal = position()
    _, bview, _ = half_built(view, legal)
    finish = {"type": "play", "card": "10C", "spot": 5, "swap": [["AS", 4]]}
    assert swap_cost_words(bview, finish) == "the swap gives up K-A on spot 5"      # every promise (told None)


def test_the_hint_of_session_46_goes_on_with_this_swap():
    """Its own move for the position is the swap the person starts (10♣ on the A♠ of spot 5, the A♠ on to spot 3):
    the hint goes on with it, nothing taken back."""
    view, legal = position()
    _, bview, blegal = half_built(view, legal)
    hint = Hint(G, view["seat"], 1, iterations=40)
    hint.for_person = True
    action = hint.choose(bview, blegal)
    assert action["card"] == "10C" and action["spot"] == 5 and action["swap"][0] == ["AS", 3], action
    assert not str(hint.reason).startswith("taking the swap back"), str(hint.reason)
