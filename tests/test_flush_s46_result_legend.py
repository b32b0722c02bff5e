"""Session 46 (a new player's Flush game, six seats): the round's result said "M by the points: a Mimic 5, counted
triple" over cards none of which was a 5, and a new player looked for an M; the legend names a mark only where a
card shown bears it (telling.round_end_legend)."""

from quash_table.games.flush import rules as R


def _event(held, mimic=5):
    return {"kind": "round_scored", "round": 1, "winner": 0, "points": [0, 9], "deduction": 0, "mimic": mimic,
            "double": False, "held": [None, held], "out": [], "scores": [0, 9], "over": False}


def test_the_legend_names_only_the_marks_a_card_shown_bears():
    plain = R.round_end_legend(_event([{"card": "2", "points": 1, "hidden": False},
                                       {"card": "8", "points": 3, "hidden": False}]))
    assert plain == "Points: what each still holds", plain
    hidden = R.round_end_legend(_event([{"card": "8", "points": 3, "hidden": True}]))
    assert hidden == "Points: what each still holds; a gold frame: it was hidden", hidden
    mimic = R.round_end_legend(_event([{"card": "5", "points": 6, "hidden": False}]))
    assert mimic == "Points: what each still holds; M by the points: a Mimic 5, counted triple", mimic
