"""A pickup's why where no plain card fits the pile but a Flush card is held (review 45B, seed 11, 3 seats): "nothing
you hold fits the pile's 1s" and then "... than to play your Flush card" said one thing and its opposite."""

from quash_table.games.flush.reasons import pickup_reason
from quash_table.games.flush.rules import GAME


def _view(hand):
    v = GAME.view(GAME.new_state(3, seed=1), 0)
    return {**v, "hand": hand, "bases": [[{"top": None, "hidden": True}] * 3] * 3}


def test_with_a_flush_card_in_hand_the_pickup_does_not_say_nothing_fits():
    got = pickup_reason(None, ["4"], 3, fits_none=1, view=_view(["4", "7", "F"]))
    assert "nothing you hold but your Flush card fits the pile's 1s" in got, got
    plain = pickup_reason(None, ["4"], 3, fits_none=1, view=_view(["4", "7", "9"]))
    assert "nothing you hold fits the pile's 1s" in plain, plain


def test_a_flush_plus_on_a_base_counts_too():
    v = _view(["4", "7"])
    v["bases"] = [[{"top": "F+", "hidden": False}, {"top": None, "hidden": True}, {"top": None, "hidden": True}]] * 3
    assert "but your Flush card" in pickup_reason(None, ["4"], 3, fits_none=1, view=v)
