"""Session 47, NumberQuash (review 46-2): "an 8 needs both dice, so you should finish 1 to 2 turns sooner than with left
blue 1 and 7" was hard to follow for a new player: it never said that with 1 and 7 the 8 stays open. The full reason now
says in numbers found on the octagons what the hint's placement leaves open, what the best other placement would leave
open, why that is worse, then the figure: "your 1 and 7 stay open, not the 8 as with left red 1 and 7: an 8 needs both
dice..." (an 8 against a 7, which needs both dice too: "fewer rolls add up to 8 than to 7"), then "so you should finish
1 to 2 turns sooner" where the figure is whole turns. The short hint is the reason alone, as before."""

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.reasons import placement_reason, trade_words


def _reason_for(dice, cells):
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, dice)
    m.play({"type": "roll"})
    legal = m.legal_actions()
    action = next(a for a in legal if a.get("type") == "place" and [tuple(c) for c in a["cells"]] == cells)
    return placement_reason(Position(m.game.view(m.state, 0)), action, legal)


def test_the_full_reason_says_what_each_placement_leaves_open_then_why_then_the_figure():
    reason = _reason_for([3, 5], [("red", 0, 8)])
    # (the 7 needs both dice too: what tells them apart is how many rolls add up to each, 5 and 6 of 36)
    assert reason.startswith("your left red 1 and 7 stay open, not the 8: fewer rolls add up to 8 "
                             "than to 7, so you should finish "), reason
    assert reason.endswith("sooner"), reason
    assert reason.count("left red 1 and 7") == 1, reason            # the other placement named once
    assert reason.short == "an 8 needs both dice", reason.short


def test_a_small_cell_kept_is_said_beside_what_the_other_leaves():
    reason = _reason_for([1, 2], [("red", 0, 3)])
    assert reason == "your left red 1 and 2 stay open, not the 3: smaller numbers are easier to cover " \
        "later", reason      # (under 1.5 turns the figure is left out)
    assert "a die alone" in reason.short, reason.short


def test_trade_words_say_nothing_where_one_placement_covers_all_the_others_numbers():
    # each cell by its colour and side (session 58: "your 2 and 8 stay open, not the 1 and 9" named no octagon)
    assert trade_words([("red", 0, 1), ("red", 0, 2), ("red", 0, 4)], [("red", 1, 1), ("red", 1, 2)],
                       "right red 1 and 2") == ""
    assert trade_words([("blue", 0, 3), ("blue", 1, 3)], [("blue", 1, 2), ("blue", 1, 4)], "right blue 2 and 4") == \
        "your right blue 2 and 4 stay open, not the two 3s"
    assert trade_words([("red", 0, 1), ("red", 0, 2), ("red", 0, 4)], [("red", 0, 3), ("red", 1, 4)],
                       "left red 3 and right red 4") == \
        "your left red 3 stays open, not the 1 and 2 as with left red 3 and right red 4"
