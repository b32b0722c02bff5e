"""Review 58v: with a Flush Plus staged, the tray said "a Flush Plus card: Flush" and only the log said afterwards
that everyone else drew. The tray says what Declare does to the others, in the hint's words (reasons.plus_draws),
as the stock lets them (reasons.plus_draws: none from an empty stock). Headless."""

from tests.test_flush_composer import composer, keys
from tests.test_flush_rules import new


def test_a_staged_flush_plus_says_the_others_draw():
    c = composer(new(first=1, stock=("3", "4", "5")))          # seat 1 holds the Flush Plus
    assert c.drop(keys(c, "F+")[0], "pile").kind == "step"
    assert c.words() == "a Flush Plus card: Flush; everyone else draws a card"


def test_a_plain_flush_card_says_no_draw():
    plain = composer(new())
    assert plain.drop(keys(plain, "F")[0], "pile").kind == "step"
    assert plain.words() == "a Flush card: Flush"
