"""NumberQuash, session 30 (a new player's 8 at six seats): the words of a hint and of the seats' last moves."""

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.reasons import closer_words, placement_reason

OLD = ("you can expect to finish about 3 turns sooner than after left red 1 and 2",
       "you can expect to finish sooner than after left red 1 and 2")


def test_a_placement_reason_ends_in_plain_words_no_longer_than_before():
    """"so you can expect to finish sooner than after left red 1 and 2" read as a formula: the race table's
    same comparison says what the placement does for you, in no more letters."""
    new = (closer_words(3.2, "left red 1 and 2"), closer_words(1.1, "left red 1 and 2"))
    assert new == ("it should finish you about 3 turns sooner than left red 1 and 2 would",
                   "it should finish you sooner than left red 1 and 2 would"), new
    assert all(len(n) <= len(o) for n, o in zip(new, OLD)), new
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [1, 2])
    m.play({"type": "roll"})
    legal = m.legal_actions()
    action = next(a for a in legal if a.get("type") == "place" and [tuple(c) for c in a["cells"]] == [("red", 0, 3)])
    reason = placement_reason(Position(m.game.view(m.state, 0)), action, legal)
    assert "expect" not in reason and "after left" not in reason, reason
    assert reason.endswith("so it should finish you sooner than left red 1 and 2 would"), reason
