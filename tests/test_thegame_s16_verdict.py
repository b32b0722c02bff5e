"""Review 16 (66.png): "Until move 18 the deal was winnable…: Bot 2's ending the turn ended that; only yellow 3
on ▼ (of 2 choices) kept it open" blamed the bot in awkward words. The deciding move in plain words, the
person's own as theirs, and a seat left one winning choice said to have been in a tight spot."""

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import verdict_lines

END, Y3 = {"type": "end_turn"}, {"type": "play", "card": "Y3", "stack": "down"}


def lost(seat, action, kept, choices, index=17):
    return {"winnable": True, "outcome": "lost", "broken_asks": [], "asked_leave": False,
            "turning": {"index": index, "seat": seat, "action": action, "instead": Y3,
                        "choices": choices, "kept": kept}}


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def test_a_bot_left_one_winning_choice_was_in_a_tight_spot():
    line = verdict_lines(lost(1, END, 1, 2), names)[0]
    assert line == ("Winnable (every card known) until move 18, when Bot 2 ended their turn in a tight spot: "
                    "of 2 choices only laying yellow 3 on \u25bc kept a win open."), line
    assert "'s ending" not in line and "ended that" not in line


def test_the_persons_own_move_is_said_as_theirs():
    line = verdict_lines(lost(0, END, 1, 3), names)[0]
    assert "when you ended your turn: of 3 choices only laying yellow 3 on \u25bc would have kept" in line
    assert "tight spot" not in line
    line = verdict_lines(lost(0, {"type": "play", "card": "R9", "stack": "up"}, 3, 5), names)[0]
    assert "when you laid red 9 on \u25b2; laying yellow 3 on \u25bc or 2 others of 5 choices kept" in line


def test_every_form_fits_two_summary_lines():
    for seat in (0, 1, 4):
        for kept, choices in ((1, 12), (2, 14), (11, 14)):
            for action in (END, {"type": "play", "card": "P10", "stack": "down"}):
                line = verdict_lines(lost(seat, action, kept, choices, index=117), names)[0]
                assert len(line) <= 150, line
