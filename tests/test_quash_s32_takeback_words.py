"""Session 32 (a new player, QUASH advanced): the hint that takes a swap back said why as "finishing the swap is
worth less than this move" (or "does no better in 40 sampled deals"): how the hint decided, not what the swap
costs. Where the swap gives up no run the hints told, the words now say what taking it back keeps, from the
first drop's facts (takeback.kept_words). Headless."""

from quash_table.games import get_game
from quash_table.games.quash import takeback
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.takeback import kept_words, swap_cost_words, takeback_reason
from tests.quash_spots import spots
from tests.test_quash_hint_takeback31 import OWN, half_built, position


def view_of(mine, theirs, hand):
    return {"board": [mine, theirs], "side": 0, "hand": hand}


def test_what_taking_the_swap_back_keeps():
    # review 19d's game: the 10♣ dropped on the A♠ alone on spot 5, the K♠ in hand
    view, legal = position()
    _, bview, _ = half_built(view, legal)
    finish = {"type": "play", "card": "10C", "spot": 5, "swap": [["AS", 4]]}
    assert kept_words(bview, finish) == "taking the swap back keeps your A\u2660 on spot 5, where your K\u2660 would " \
        "make the run K-A"
    # a single spot it wins, a run it completes, a card alone
    single = view_of(spots(s3=["QD"]), spots(s3=["JC"]), ["5H"])
    assert kept_words(single, {"card": "5H", "spot": 3, "swap": [["QD", 4]]}) == \
        "taking the swap back keeps your Q\u2666 on spot 3, where it beats their J"
    run = view_of(spots(s8=["9D", "10D"]), spots(), ["JH"])
    assert kept_words(run, {"card": "JH", "spot": 8, "swap": [["9D", 1]]}) == \
        "taking the swap back keeps the run 9-10 on spot 8"
    assert kept_words(run, {"card": "JH", "spot": 8, "swap": [["9D", 1]]}, brief=True) == "it keeps the run 9-10 on spot 8"


def test_the_take_back_reason_never_says_only_how_the_hint_decided(monkeypatch):
    view, legal = position()
    _, bview, blegal = half_built(view, legal)
    monkeypatch.setattr(takeback, "swap_cost_words", lambda view, finish, told=None: "")     # a swap giving up no told run
    hint = HardBot(get_game("quash"), view["seat"], 1, iterations=4)
    hint.for_person = True
    reason = takeback_reason(hint, bview, blegal, OWN, 40, lambda: 0.5)
    assert str(reason).startswith("taking the swap back keeps your A\u2660 on spot 5, where your K\u2660 would make the "
                                  "run K-A; "), str(reason)
    # short, after the step's own long words: two lines at 1024x640
    assert reason.short == "it keeps K-A on spot 5 for your K\u2660", reason.short
    assert "sampled deals" not in reason and "worth less" not in reason, str(reason)


def test_only_a_run_a_hint_told_is_given_up_aloud():
    """"the swap gives up 7-8 on spot 5" where the hint had told 8-9 there (the run the hand made later): the swap's
    cost names a run only where a hint told it (plans.told_named, as the news does)."""
    view, legal = position()
    _, bview, _ = half_built(view, legal)
    finish = {"type": "play", "card": "10C", "spot": 5, "swap": [["AS", 4]]}
    assert swap_cost_words(bview, finish, {}) == ""                            # nothing told: not given up aloud
    assert swap_cost_words(bview, finish, {"KS": 4}) == "the swap gives up K-A on spot 5"       # the K♠ told for K-A
