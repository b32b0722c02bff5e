"""Review 14, item 1: the end verdict of a lost game is this deal's own, from facts the analysis finds:
the move that closed the last winning line (and one that would have kept it), a bad deal told as such,
and whether anyone laid on a stack a team-mate asked to leave alone."""

import random

from quash_table.engine.match import Match, short_seat_name
from quash_table.games import get_game
from quash_table.games.thegame.analysis import analyze_match, solve, verdict, verdict_lines

G = get_game("thegame")


def lost_random_game(seed, seats=3):
    rng = random.Random(seed)
    match = Match("thegame", ["human:Tess"] + ["bot:normal"] * (seats - 1), seed=seed)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    return match


def winnable(s):
    if s.outcome is not None:
        return s.outcome == "won"
    return solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, s.options["professional"], 10,
                 placed=s.placed)


def test_the_turning_point_is_the_move_that_closed_the_last_winning_line():
    found = 0
    for seed in range(8):
        match = lost_random_game(seed)
        a = analyze_match(match)
        if a["winnable"] is not True or match.state.outcome != "lost":
            continue
        t = a["turning"]
        before = match.state_after(t["index"])
        assert before.to_move == t["seat"] and match.actions[t["index"]] == t["action"]
        assert winnable(before) is True
        assert winnable(match.state_after(t["index"] + 1)) is False
        # the move named instead really keeps a win open, through the real rules
        assert winnable(G.apply(before, t["instead"])) is True
        assert 1 <= t["kept"] < t["choices"]
        # each note fits the summary's two lines a note at the smallest window
        assert all(len(line) <= 150 for line in verdict_lines(a, lambda s, m=match: short_seat_name(m.seats[s])))
        said = verdict(a, lambda s, m=match: short_seat_name(m.seats[s]))
        assert f"until move {t['index'] + 1}, when " in said and short_seat_name(match.seats[t["seat"]]) in said
        found += 1
    assert found >= 3


def test_the_verdict_differs_from_deal_to_deal():
    said = {verdict(analyze_match(lost_random_game(seed))) for seed in range(6)}
    assert len(said) >= 4


def test_a_bad_deal_is_told_as_one():
    lines = verdict_lines({"winnable": False, "broken_asks": []})
    assert lines[0].startswith("A bad deal") and "No choice lost" in lines[0]


def test_a_broken_leave_alone_ask_is_named():
    # Seat 1 asks to leave the ascending stack alone, then seat 0 lays there while the descending stack is open
    match = Match("thegame", ["human:Ann", "human:Ben"], seed=0)
    seen = False
    rng = random.Random(1)
    for _ in range(200):
        if match.over:
            break
        legal = match.legal_actions()
        ask = {"type": "signal", "text": {"stack": "up", "ask": "leave"}}
        if match.to_move == 1 and ask in legal:
            match.play(ask)
            continue
        ups = [x for x in legal if x.get("stack") == "up"]
        downs = [x for x in legal if x.get("stack") == "down"]
        if match.to_move == 0 and ups and downs and any(x["text"] == ask["text"] for x in match.state.signals):
            match.play(ups[0])
            seen = True
            break
        match.play(rng.choice([x for x in legal if x["type"] != "signal"]))
    assert seen
    a = analyze_match(match)
    assert a["broken_asks"] and a["broken_asks"][-1][1] == 0
    assert any("though asked to leave it" in line and "Ann" in line
               for line in verdict_lines(a, lambda k: match.seats[k]["name"]))


def test_nobody_went_against_an_ask_is_said_only_when_someone_asked():
    """Review 14 (mixfin 42): "Nobody laid on a stack a team-mate asked to leave alone" after a deal in which
    nobody asked anything."""
    said = "Nobody laid on a stack a team-mate asked to leave alone."
    assert said not in verdict_lines({"winnable": False, "broken_asks": [], "asked_leave": False})
    assert said in verdict_lines({"winnable": False, "broken_asks": [], "asked_leave": True})
    match = Match("thegame", ["human:Ann", "bot:normal"], seed=0)
    while not match.over:      # only plays and ends of turn: nobody asks anything
        legal = [a for a in match.legal_actions() if a["type"] != "signal"]
        match.play(legal[0])
    a = analyze_match(match, seconds=0.5)
    assert a["asked_leave"] is False and said not in verdict_lines(a)
