"""Session 39 (review 39, 3 bots): the hint laid a card that cost more than another ("Lay red 4 on ▲ — skips 2 and
3", red 4 on ▼ costing nothing) and its short words said only the cost; the point, the second card turning ▲ back,
was on H alone, so it read as a mistake. The search was right (the plan gains 3 numbers on ▲); the short words now
say the plan (reason_words.does_then_why)."""

from quash_table.engine.naming import Reason
from quash_table.games.thegame.reason_words import does_then_why


def test_a_plans_second_card_is_said_in_the_short_words():
    said = does_then_why("skips 2 and 3 on \u25b2", "then red 1 turns \u25b2 back by 3", "skips 2 and 3")
    assert isinstance(said, Reason)
    assert said.short == "skips 2 and 3, then red 1 turns \u25b2 back by 3", said.short
    assert str(said) == "skips 2 and 3 on \u25b2. Then red 1 turns \u25b2 back by 3.", str(said)
    # what the card closes gives way to the plan that turns the stack back
    said = does_then_why("skips 8 and 9 on \u25b2, and after it 7 purple cards can turn \u25b2 back",
                         "then purple 5 turns \u25b2 back by 5", "skips 8 and 9, then \u25b2 takes only purple")
    assert said.short == "skips 8 and 9, then purple 5 turns \u25b2 back by 5", said.short
    # any other why stays on H, a sentence of its own
    said = does_then_why("starts \u25b2 with a 1", "yellow 4 on \u25bc would skip 6 numbers (5 to 10)")
    assert said.short == "starts \u25b2 with a 1" and str(said).endswith(". Yellow 4 on \u25bc would skip 6 numbers (5 to 10).")
