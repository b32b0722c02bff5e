"""NumberQuash, session 55: a hint's reason names the octagon of a small cell it keeps open where the number is
open on one octagon only, as the move names its cells (review 54g2: "cover left red 4 — it keeps two 1s and 4
open", the 4 meant being the right octagon's)."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.numberquash.reasons import kept_words


def test_kept_cells_open_on_one_octagon_are_named_by_their_side():
    # the review's position: both 1s open, and the right 4 once the left one is covered
    assert kept_words([1, 1, 4], ["red"] * 3, [0, 1, 1]) == "two 1s and right red 4"
    assert kept_words([1, 4], ["red", "blue"], [0, 1]) == "left red 1 and right blue 4"
    assert kept_words([2, 2], ["red", "blue"], [0, 0]) == "left blue 2 and left red 2"
    assert kept_words([3, 3], ["red", "red"], [0, 1]) == "two 3s"


def test_a_bots_hint_keeping_the_other_octagons_3_open_says_right_red_3():
    """Two normal bots, seed 34, move 40: red covers left red 3 and right red 5; the 3 it keeps open is the
    right one (it said "it keeps 2, 3 and two 4s open")."""
    m = Match("numberquash", ["bot:normal", "bot:normal"], 34, {"order": [0, 1]})
    bots = [make_bot("numberquash", "normal", s, 34) for s in range(2)]
    while len(m.actions) < 40:
        seat = m.to_move
        m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
    seat = m.to_move
    action = bots[seat].choose(m.game.view(m.state, seat), m.legal_actions())
    assert [tuple(c) for c in action["cells"]] == [("red", 0, 3), ("red", 1, 5)], action
    reason = str(bots[seat].reason)
    assert reason.startswith("it keeps right red 2, right red 3 and two 4s open"), reason
