"""Session 59 (new player, The Game 2p Professional seed 584, following hints): the hint said "Lay blue 4 on ▲ —
though Bot 2 asked to leave ▲ alone" with no reason, and the end summary blamed the player for it: "At move 8, you
laid on ▲ (the hint's move) though asked to leave it". The hint's short words now give its reason (the request
alone is kept as the brief form, where the reason does not fit), and the summary says it was the hint's advice and
why, not that you laid there."""

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import verdict_lines
from tests.test_thegame_s37_against_request import FORCED, _hint, _position


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def test_the_hints_short_words_give_why_it_goes_against_the_ask():
    m = _position(*FORCED[0][:2])
    action, reason = _hint(m)
    though = "though Seat 2 asked to leave \u25bc alone"
    assert reason.short.startswith(though + ": "), reason.short
    assert reason.short == f"{though}: no card of yours fits \u25b2", reason.short
    assert reason.brief == though


def test_the_summary_says_the_hint_advised_it_and_why_not_that_you_did():
    a = {"winnable": None, "outcome": "lost", "seats": 2, "turns": 20, "said": 6,
         "broken_asks": [(7, 0, "up", "free")], "asked_leave": True}
    line = next(x for x in verdict_lines(a, names, lambda i: i == 7) if "asked to leave" in x)
    assert line == ("At move 8, the hint advised laying on \u25b2 though a team-mate asked to leave it: it judged "
                    "every other move open would cost the team more."), line
    assert "you laid" not in line
    # a forced one keeps its reason: no other move
    a["broken_asks"] = [(7, 0, "up", "none")]
    line = next(x for x in verdict_lines(a, names, lambda i: i == 7) if "asked to leave" in x)
    assert line == "At move 8, the hint advised laying on \u25b2 though a team-mate asked to leave it: you had no " \
        "other move.", line
    # your own move is still yours
    line = next(x for x in verdict_lines(a, names, lambda i: False) if "asked to leave" in x)
    assert line.startswith("At move 8, you laid on \u25b2 though asked to leave it"), line
