"""The Game, review 21 (a new player at 2 players): the end summary says the "play on ▼" requests a turn
passed by, from the same rules' facts the log reads, as it says the "leave alone" ones."""

from quash_table.engine.naming import YOU
from quash_table.games import get_game
from quash_table.games.thegame.analysis import passed_asks, verdict_lines

from tests.test_thegame_s20_review import asked_to_play_on_down

G = get_game("thegame")


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def played(state, actions):
    states = [state]
    for a in actions:
        states.append(G.apply(states[-1], a))
    return states


def test_the_summary_says_a_play_on_request_a_turn_passed_by():
    # Bot 2 lays red 8 on ▲ and ends though you asked the team to play on ▼: the log says it, and now the
    # summary too (60-end6.png said only that nobody laid on a stack asked to be left alone)
    actions = [{"type": "play", "card": "R8", "stack": "up"}, {"type": "end_turn"}]
    states = played(asked_to_play_on_down(["R8", "B3"]), actions)
    found = passed_asks(states, actions)
    assert found == [(1, 1, "down")], found
    logged = [G.describe_event(e, 2) for e in states[2].caused if e["kind"] == "play_ask_passed"]
    assert len(logged) == 1, logged            # one fact, read by the log and the summary alike
    lines = verdict_lines({"winnable": False, "outcome": "lost", "broken_asks": [], "asked_leave": True,
                           "passed_asks": found, "asked_play": True}, names)
    assert "Nobody laid on a stack a team-mate asked to leave alone." in lines, lines
    assert lines[-1] == "At move 2, Bot 2 laid nothing on \u25bc though a team-mate asked to play on it.", lines
    twice = verdict_lines({"winnable": False, "broken_asks": [], "passed_asks": found * 2, "asked_play": True},
                          names)
    assert twice[-1].endswith("play on it (2 times in all)."), twice


def test_a_play_on_request_every_turn_heeded_is_said_and_none_asked_says_nothing():
    actions = [{"type": "play", "card": "B5", "stack": "down"}, {"type": "end_turn"}]
    states = played(asked_to_play_on_down(["R8", "B5"]), actions)
    assert passed_asks(states, actions) == []
    a = {"winnable": False, "broken_asks": [], "asked_leave": False, "passed_asks": [], "asked_play": True}
    assert verdict_lines(a, names)[-1] == "Every turn laid on a stack a team-mate asked to play on."
    assert not any("play on" in line for line in verdict_lines(dict(a, asked_play=False), names))
