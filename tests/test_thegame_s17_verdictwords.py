"""Review 17: the result screen's words. A seat is a person (or plays for one): "Player 1 ended its turn"
(p1_end.png) now says "their turn"; "skipped 9 numbers more than ending the turn would" (m1_end.png) was
hard to parse: the costs line now says both counts plainly, "used up 9 numbers; ending the turn instead
would have used none"."""

from quash_table.games.thegame.analysis import costs_words, turning_words, verdict_lines

END = {"type": "end_turn"}


def names(seat):
    return f"Player {seat + 1}"


def test_a_person_who_ended_the_turn_is_their_not_its():
    t = {"index": 33, "seat": 0, "action": END, "instead": {"type": "play", "card": "B10", "stack": "up"},
         "choices": 2, "kept": 1}
    line = turning_words(t, "Player 1")
    assert "when Player 1 ended their turn in a tight spot" in line, line
    assert " its " not in line, line


def test_the_costs_line_says_both_counts_plainly():
    costly = [{"index": 13, "seat": 0, "card": "B10", "stack": "up", "spent": 9, "cost": 9, "instead": END}]
    line = costs_words(costly, names)
    assert line == ("Costliest card: at move 14 Player 1's blue 10 on \u25b2 wasted 9 numbers; ending the turn "
                    "instead would have wasted none."), line
    card = {"type": "play", "card": "G5", "stack": "down"}
    one = [{"index": 5, "seat": 1, "card": "R1", "stack": "down", "spent": 6, "cost": 4, "instead": card}]
    line = costs_words(one, names)
    assert ("Player 2's red 1 on \u25bc wasted 6 numbers; laying green 5 on \u25bc instead would have wasted "
            "2 numbers.") in line, line
    assert "more than" not in line
    assert len(line) <= 150     # two lines of the summary at 1024x640


def test_a_forced_move_on_an_asked_stack_names_the_mover_who_had_no_other():
    a = {"winnable": False, "outcome": "lost", "broken_asks": [(4, 0, "down", "none")]}
    lines = verdict_lines(a, names)
    assert "At move 5, Player 1 laid on \u25bc though asked to leave it: Player 1 had no other move." in lines, lines
    lines = verdict_lines(dict(a, broken_asks=[(6, 1, "up", "asked")]), names)
    assert ("At move 7, Player 2 laid on \u25b2 though asked to leave it: Player 2's other moves went against a "
            "team-mate's words too.") in lines, lines
