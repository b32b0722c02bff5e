"""The perfect-information analysis: its winning lines replay through the real rules."""

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.thegame import fastsolve, playout
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


def test_the_bots_fast_solver_agrees_with_the_analysis_mid_turn_too():
    """fastsolve.solve (the bots solve thousands of late positions with it) settles every position as the
    analysis does, at the start of a turn and after its first card, in the plain and professional game."""
    rng = Rng(4)
    checked = {True: 0, False: 0}
    for k in range(400):
        seats = 2 + k % 4
        state = G.new_state(seats, seed=k, options={"professional": k % 5 == 4})
        bots = [make_bot("thegame", "easy", s) for s in range(seats)]
        stop = 10 + rng.below(38)
        while state.to_move is not None and state.laid < stop:
            legal = G.legal_actions(state)
            plays = [a for a in legal if a["type"] == "play"]
            # an easy bot, or now and then a random play, so some positions are lost and some mid-turn
            action = (plays[rng.below(len(plays))] if plays and rng.below(2) == 0
                      else bots[state.to_move].choose(G.view(state, state.to_move), legal))
            state = G.apply(state, action)
        if state.to_move is None:
            continue
        want = solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                     state.options["professional"], 10, placed=state.placed)
        p = playout.Playout.from_state(state)
        assert fastsolve.solve(p.hands, p.pile, p.tops, p.to_move, p.placed, p.limit, 10) == want, k
        checked[want] += 1
    assert checked[True] > 20 and checked[False] > 10, checked
