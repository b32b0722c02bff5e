"""The Game's end summary and a "leave alone" request broken on the hint's word (session 52, found following every
hint in a real window): the hint said "Lay red 2 on ▼ — though Bot 2 asked to leave ▼ alone", and the lost game's
summary blamed it ("At move 13, you laid on ▼ though asked to leave it, with another move open") and taught
"Next time: when a team-mate asks to leave a stack alone, lay on the other stack". The line says it was the hint's
move, as the costs line does, and the lesson is kept for a request the person broke on their own."""

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import verdict_lines
from quash_table.games.thegame.next_time import next_time_line

LESSON = "Next time: when a team-mate asks to leave a stack alone"


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def lost_with_a_broken_ask(index=12):
    # a deal the analysis did not settle (winnable None: the requests are the verdict's news), your card at `index`
    # laid on ▼ which Bot 2 asked to leave alone, another move open
    return {"winnable": None, "outcome": "lost", "seats": 2, "turns": 20, "said": 6,
            "broken_asks": [(index, 0, "down", "free")], "asked_leave": True}


def test_a_request_broken_on_the_hints_word_is_said_so_and_taught_no_lesson():
    a = lost_with_a_broken_ask()

    def hinted(i):
        return i == 12
    line = next(x for x in verdict_lines(a, names, hinted) if "asked to leave" in x)
    # (session 59: the hint's move is the hint's, with its reason, not "you laid ... (the hint's move)")
    assert line.startswith("At move 13, the hint advised laying on \u25bc though a team-mate asked to leave it: it "
                           "judged every other move open would cost the team more"), line
    assert not (next_time_line(a, names, hinted) or "").startswith(LESSON)


def test_a_request_broken_on_your_own_is_the_lesson():
    a = lost_with_a_broken_ask()
    line = next(x for x in verdict_lines(a, names, lambda i: False) if "though asked" in x)
    assert "hint" not in line, line
    assert next_time_line(a, names, lambda i: False).startswith(LESSON)
    assert next_time_line(a, names, None).startswith(LESSON)
