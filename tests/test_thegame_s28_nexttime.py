"""The Game's loss summary (review 28: losses at 11 and 5 of 50 were disheartening): after what went wrong,
one thing to try next time, chosen from the game's own analysis (next_time.next_time_line), not one canned
line: a deal nobody could win says there is nothing to change; a request gone against, a costly card, a
silent team, an early loss without a reverse trick each get their own."""

from quash_table.engine.match import Match
from quash_table.games.thegame.analysis import analyze_match
from quash_table.games.thegame.next_time import lost_lines, next_time_line

BASE = {"outcome": "lost", "winnable": True, "broken_asks": [], "costs": [], "said": 5, "turns": 10,
        "laid": 30, "tricks": 2}


def cost(n):
    return {"index": 3, "seat": 0, "card": "Y2", "stack": "down", "cost": n, "instead": {"type": "end_turn"},
            "instead_asked": []}


def test_each_finding_has_its_own_advice():
    said = {
        "bad": next_time_line(dict(BASE, winnable=False)),
        "asks": next_time_line(dict(BASE, broken_asks=[(4, 1, "up", "free")])),
        "cost": next_time_line(dict(BASE, costs=[cost(5)])),
        "quiet": next_time_line(dict(BASE, said=1)),
        "early": next_time_line(dict(BASE, laid=11, tricks=0)),
        "room": next_time_line(BASE),
    }
    assert all(line.startswith("Next time: ") for line in said.values())
    assert len(set(said.values())) == len(said)          # six findings, six pieces of advice
    assert "no team could have won this deal" in said["bad"]
    assert "leave a stack alone" in said["asks"]
    assert "skips fewest" in said["cost"]
    assert "I have a high red card" in said["quiet"]
    assert "reverse trick" in said["early"]
    # a small cost, or one a team-mate's request forced, teaches nothing about counting
    assert next_time_line(dict(BASE, costs=[cost(2)])) == said["room"]
    assert next_time_line(dict(BASE, costs=[dict(cost(5), instead_asked=[1])])) == said["room"]
    # a forced lay on a stack asked to be left alone is no lesson either
    assert next_time_line(dict(BASE, broken_asks=[(4, 1, "up", "none")])) == said["room"]


def test_none_for_a_win_or_an_unsettled_analysis():
    assert next_time_line(dict(BASE, outcome="won")) is None
    assert next_time_line({"outcome": "lost"}) is None
    assert next_time_line(dict(BASE, outcome=None)) is None


def test_a_real_lost_game_ends_with_its_advice():
    m = Match("thegame", ["human:Ann", "human:Bob"], seed=3)
    while not m.over:       # the first legal move every time: a quick, poor game
        m.play(next(a for a in m.legal_actions() if a["type"] != "signal"))
    a = analyze_match(m, seconds=5.0)
    assert a["outcome"] == "lost" and a["said"] == 0 and "tricks" in a and a["turns"] == m.state.turn
    lines = lost_lines(a, lambda seat: ["Ann", "Bob"][seat])
    assert lines[-1] == next_time_line(a) and lines[-1].startswith("Next time: ")


def test_two_cards_that_skip_alike_are_not_told_apart_by_what_they_skip():
    # review 44: green 4 laid on ▼ (over green 10), yellow 4 there kept a win open; both skip 5 numbers, and the advice
    # said "the card that skips fewest is not always the one to lay"
    from quash_table.games.thegame.next_time import next_move_words
    t = {"action": {"type": "play", "card": "G4", "stack": "down"}, "did": {"skips": 5, "back": 0},
         "instead": {"type": "play", "card": "Y4", "stack": "down"}, "instead_did": {"skips": 5, "back": 0}}
    said = next_move_words(t)
    assert "skips fewest" not in said and "colour each leaves on top" in said and "yellow 4" in said, said
    other_stack = dict(t, instead={"type": "play", "card": "G4", "stack": "up"})
    assert "skips fewest" not in next_move_words(other_stack) and "skip alike" in next_move_words(other_stack)
    fewer = dict(t, instead_did={"skips": 2, "back": 0})
    assert "skips fewest" in next_move_words(fewer)
