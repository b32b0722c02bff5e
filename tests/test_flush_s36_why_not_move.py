"""Session 36, review of Flush: some whys said the move again, not why: "Hint: lay two 5s on the pile — sheds two 5s
(9 cards left)", "start a new pile with a 4 … — nothing you hold fits the pile's 1s: a 4 starts a new pile …", "add a
10 to the new pile — adds a 10 to the new pile your turned card started". A why now gives what the move brings ("9
cards left", "you pick up 3 cards", whom a Skip passes, the next player's need), never the move's words
(reasons.py)."""

import re

import pytest

from quash_table.games.flush.reasons import hidden_pickup_reason, pickup_over_lay
from quash_table.games.flush.telling import describe_hint
from tests.test_flush_s34_hint_reasons import positions, why_of

# a move's own verbs, said of the cards it lays (a clause of its own: "the next player may lay a Flush" is theirs)
MOVE_VERBS = re.compile(r"(^|[:;,] |\bit )(sheds?|lays?|adds?)\b|\bstarts? a new pile")


def _cards_said(move):
    """The cards a move's words name ("two 5s" of "lay two 5s (one of them a Skip) on the pile"), or None."""
    m = re.match(r"(?:lay|start a new pile with) (.+?)(?: \(| on | and pick up|$)", move)
    return m.group(1) if m else None


def _forms(why):
    return {str(why), str(getattr(why, "short", why)), str(getattr(why, "brief", why))}


@pytest.mark.parametrize("seats", [3, 6])
def test_no_why_says_the_move_again(seats):
    checked = 0
    for seed in range(10):
        for view, legal in positions(seats, seed, most=70):
            for action in legal:
                if action["type"] not in ("play", "pickup"):
                    continue
                move = describe_hint(action, view["seat"], seats, view)
                cards = _cards_said(move)
                for form in _forms(why_of(view, action, legal)):
                    assert not MOVE_VERBS.search(form), (move, form)
                    if cards and len(action["cards"]) > 1:         # "two 5s" (a lone "a 5" may be the need's)
                        assert cards not in form, (move, form)
                checked += 1
    assert checked > 300, checked


def test_the_new_piles_and_the_search_s_whys_say_what_they_bring():
    said = hidden_pickup_reason(["7"], 7, 2)
    assert not MOVE_VERBS.search(said) and "a 7" not in said, said
    assert "fewer in your hand" in said, said

    class Bot:
        m = 1
    why = pickup_over_lay(Bot(), ["4", "4"], 3, "it left you fewer points", "fewer points")
    for form in _forms(why):
        assert not MOVE_VERBS.search(form) and "two 4s" not in form, form
    assert str(why).startswith("you pick up 3 cards"), str(why)
