"""Review 15 (a new player's): The Game's summary, hint, bots, pass-and-play and undo."""

import random

from quash_table.engine.match import Match
from quash_table.games.thegame.analysis import analyze_match, verdict_lines

ASK_UP = {"stack": "up", "ask": "leave"}


def forced_onto_a_left_alone_stack():
    """A match (two humans) in which seat 1 asked to leave ▲ alone and seat 0 then laid there with no other
    move (its turn's first card, nothing fitting ▼): the rules' own event says so."""
    for seed in range(60):
        match = Match("thegame", ["human:Ann", "human:Ben"], seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if match.over:
                break
            legal = match.legal_actions()
            ask = {"type": "signal", "text": ASK_UP}
            if match.to_move == 1 and ask in legal:
                match.play(ask)
                continue
            plays = [a for a in legal if a["type"] == "play"]
            if (match.to_move == 0 and match.state.placed == 0 and plays
                    and all(a["stack"] == "up" for a in plays)
                    and any(x["text"] == ASK_UP and x["seat"] == 1 for x in match.state.signals)):
                match.play(plays[0])
                if any(e["kind"] == "left_alone_played" and e["else"] == "none" for e in match.state.caused):
                    return match
                continue
            match.play(rng.choice([a for a in legal if a["type"] != "signal"]))
    raise AssertionError("no deal gave a forced play on a stack asked to be left alone")


def test_a_forced_play_on_a_left_alone_stack_is_told_by_the_verdict_not_denied():
    """26/27.png: Bot 4 had no other move than ▲, which you asked to be left alone (the log said so), and
    the summary said "Nobody laid on a stack a team-mate asked to leave alone"."""
    match = forced_onto_a_left_alone_stack()
    index = len(match.actions) - 1
    a = analyze_match(match, seconds=0.5)
    lines = verdict_lines(a, lambda k: match.seats[k]["name"])
    assert not any(line.startswith("Nobody laid") for line in lines), lines
    told = f"At move {index + 1}, Ann laid on \u25b2 though asked to leave it: it had no other move"
    assert any(line.startswith(told) for line in lines), lines


def test_free_and_forced_plays_on_left_alone_stacks_are_told_apart():
    lines = verdict_lines({"winnable": False, "asked_leave": True,
                           "broken_asks": [(4, 1, "down", "none"), (9, 0, "up", "free"), (12, 0, "up", "free")]},
                          lambda k: f"P{k}")
    assert "At move 10, P0 laid on \u25b2 though asked to leave it, with another move open (2 times in all)." in lines
    assert "At move 5, P1 laid on \u25bc though asked to leave it: it had no other move." in lines
