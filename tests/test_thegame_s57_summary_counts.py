"""Review 56s of The Game's end summary:
- "the biggest: Bot 2 turned ▼ back by 8" though the player's reverse trick was by 8 too: a tie names them all;
- "Bot 3's purple 4 on ▼ ..., 4 numbers" though 9, 8, 7, 6 and 5 lie between it and purple 10: the count leaves
  out the numbers whose every card is laid (why.spent), and now says so, in the hint's words (why.laid_note)."""

from types import SimpleNamespace

from quash_table.games.thegame import win_summary
from quash_table.games.thegame.analysis import costs_words, move_costs
from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import all_laid


def names(seat):
    return "You" if seat == 0 else f"Bot {seat + 1}"


def _turned(seat, card, on, stack, by):
    return {"kind": "stack_turned_back", "seat": seat, "card": card, "on": on, "stack": stack, "by": by}


def test_a_tie_for_the_biggest_reverse_trick_names_both(monkeypatch):
    play = {"type": "play", "card": "P2", "stack": "down"}
    moves = [(None, play, [_turned(1, "P2", "P10", "down", 8)]), (None, play, [_turned(0, "R3", "R11", "up", 8)]),
             (None, play, [_turned(2, "G5", "G7", "up", 2)])]
    monkeypatch.setattr(win_summary, "match_events", lambda game, match: moves)
    state = SimpleNamespace(outcome="won", history=[(0, "R3", "up", 1)] * 50, turn=30, up=None, down="B2", seats=3)
    lines = win_summary.win_lines(GAME, SimpleNamespace(state=state), names)
    trick = next(line for line in lines if "reverse trick" in line)
    assert trick.startswith("3 reverse tricks; the biggest, both by 8: Bot 2 (")
    assert "Bot 2" in trick and "You (" in trick and "Bot 3" not in trick, trick
    # one alone is said as before
    monkeypatch.setattr(win_summary, "match_events", lambda game, match: moves[:1] + moves[2:])
    trick = next(line for line in win_summary.win_lines(GAME, SimpleNamespace(state=state), names)
                 if "reverse trick" in line)
    assert trick.startswith("2 reverse tricks; the biggest: Bot 2 turned \u25bc back by 8"), trick


def test_the_count_of_numbers_skipped_says_what_it_leaves_out():
    cost = {"index": 64, "seat": 2, "card": "P4", "stack": "down", "spent": 4, "cost": 0, "instead": None,
            "laid": [7]}
    line = costs_words([cost], names)
    assert line == ("No card skipped more numbers than its turn had to; the most: Bot 3's purple 4 on \u25bc at "
                    "move 65, 4 numbers (the 7s are all laid; its only move)."), line
    # nothing left out: as before
    assert costs_words([dict(cost, laid=[])], names).endswith("4 numbers (its only move).")


def test_move_costs_records_the_numbers_its_count_leaves_out():
    from quash_table.engine.match import Match
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=3)
    while not m.over and len(m.actions) < 60:
        m.play(m.legal_actions()[0])
    states = [m.state_after(i) for i in range(len(m.actions) + 1)]
    costs = move_costs(GAME, states, m.actions)
    assert costs and all("laid" in c for c in costs)
    for c in costs:
        before = GAME.view(states[c["index"]], None)
        assert c["laid"] == all_laid(before, c["card"], c["stack"], before[c["stack"]])


def test_a_tie_of_one_seats_tricks_names_the_seat_once(monkeypatch):
    # review 58w: "the biggest, both by 8: Bot 2 (red 10 on ▼) and Bot 2 (blue 2 on ▲)"
    play = {"type": "play", "card": "P2", "stack": "down"}
    moves = [(None, play, [_turned(1, "R10", "R2", "down", 8)]), (None, play, [_turned(1, "B2", "B10", "up", 8)])]
    monkeypatch.setattr(win_summary, "match_events", lambda game, match: moves)
    state = SimpleNamespace(outcome="won", history=[(0, "R3", "up", 1)] * 50, turn=30, up=None, down="B2", seats=3)
    trick = next(line for line in win_summary.win_lines(GAME, SimpleNamespace(state=state), names)
                 if "reverse trick" in line)
    assert trick.count("Bot 2") == 1, trick
    assert trick.startswith("2 reverse tricks; the biggest, both by 8: Bot 2 (") and trick.endswith("▲).") \
        and ", " in trick.split("Bot 2 (")[1], trick
