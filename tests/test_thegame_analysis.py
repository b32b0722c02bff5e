"""The perfect-information analysis: its winning lines replay through the real rules."""

from quash_table.games import get_game
from quash_table.games.thegame.analysis import analyze_deal, solve

G = get_game("thegame")


def test_winning_lines_replay_to_a_win():
    for seats in (2, 3, 5):
        for seed in range(15):
            s = G.new_state(seats, seed=seed, options={"professional": seed % 3 == 0})
            line = []
            assert solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move,
                         s.options["professional"], seconds=10, line=line) is True
            for action in line:
                s = G.apply(s, action)
            assert s.outcome == "won", (seats, seed)


def test_a_hopeless_position_is_proven_lost():
    # Seat 0 must lay R5 or B5 but both stacks are closed to them; nobody else holds anything.
    assert solve(2, [["R5", "B5"], []], [], "G9", "Y2", 0) is False
    # ...while a same-colour top opens a reverse trick.
    assert solve(2, [["R5"], []], [], "R9", "Y2", 0) is True


def test_analyze_deal_reports_time():
    a = analyze_deal(G, 3, seed=4)
    assert a["winnable"] is True and a["seconds"] >= 0
