"""Session 20: The Game has one exact solver (fastsolve.solve on the playout's bit encoding), which both the
bots and the analysis (`analyze`, the end summary's "could it have been won?") read. Before, analysis.py
kept a second search on card lists: the same fact from two sources. Its old search is kept here, frozen,
as the reference the one solver must agree with, won or lost, on many deals and positions."""

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.thegame import fastsolve, playout
from quash_table.games.thegame.analysis import solve
from quash_table.games.thegame.rules import fits

G = get_game("thegame")


def reference_solve(seats, hands, pile, up, down, to_move, professional, placed=0, line=None):
    """analysis.solve as it was up to session 19 (card codes in lists), less its time limit: can the team
    lay every card from here with every card known? A winning line is left in `line`."""
    lost = set()
    path = line if line is not None else []
    per_turn = 1 if professional else 2

    def gap(n, stack, top):
        if stack == "up":
            return n - (int(top[1:]) if top else 0)
        return (int(top[1:]) if top else 11) - n

    def next_turn(hs, p, u, d, seat, placed):
        hs = [list(h) for h in hs]
        for _ in range(placed):
            if p > 0:
                p -= 1
                hs[seat].append(pile[p])
        for k in range(1, seats + 1):
            nxt = (seat + k) % seats
            if hs[nxt]:
                return search(hs, p, u, d, nxt, 0)
        return True

    def end_turn(hs, p, u, d, seat):
        path.append({"type": "end_turn"})
        if next_turn(hs, p, u, d, seat, 1):
            return True
        path.pop()
        return False

    def search(hs, p, u, d, seat, placed):
        k = (tuple(tuple(sorted(h)) for h in hs), p, u, d, seat, placed)
        if k in lost:
            return False
        moves = []
        if placed < per_turn:
            for card in hs[seat]:
                n = int(card[1:])
                if fits(card, "up", u):
                    moves.append((gap(n, "up", u), card, "up"))
                if fits(card, "down", d):
                    moves.append((gap(n, "down", d), card, "down"))
        if placed == 0 and not moves:
            lost.add(k)
            return False
        moves.sort()
        tried_end = False
        for g, card, stack in moves:
            if placed == 1 and not tried_end and g > 1:
                tried_end = True
                if end_turn(hs, p, u, d, seat):
                    return True
            new = [list(h) for h in hs]
            new[seat].remove(card)
            nu, nd = (card, d) if stack == "up" else (u, card)
            path.append({"type": "play", "card": card, "stack": stack})
            if placed + 1 == per_turn or not new[seat]:
                if next_turn(new, p, nu, nd, seat, placed + 1):
                    return True
            elif search(new, p, nu, nd, seat, placed + 1):
                return True
            path.pop()
        if placed == 1 and not tried_end:
            if end_turn(hs, p, u, d, seat):
                return True
        lost.add(k)
        return False

    return search([list(h) for h in hands], len(pile), up, down, to_move, placed)


def positions(count, seed):
    """Deals of 2 to 5 seats, plain and professional, played on by easy bots with random plays between
    (so some positions are lost and some are in the middle of a turn): from the deal itself up to the
    last cards."""
    rng = Rng(seed)
    for k in range(count):
        seats = 2 + k % 4
        state = G.new_state(seats, seed=seed * 1000 + k, options={"professional": k % 5 == 4})
        bots = [make_bot("thegame", "easy", s) for s in range(seats)]
        stop = rng.below(50)
        while state.to_move is not None and state.laid < stop:
            legal = G.legal_actions(state)
            plays = [a for a in legal if a["type"] == "play"]
            action = (plays[rng.below(len(plays))] if plays and rng.below(4) == 0
                      else bots[state.to_move].choose(G.view(state, state.to_move), legal))
            state = G.apply(state, action)
        if state.to_move is not None:
            yield state


def test_the_one_solver_settles_every_position_as_the_old_card_list_search_did():
    checked = {True: 0, False: 0}
    mid_turn = 0
    for state in positions(1500, 20):
        want = reference_solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                               state.options["professional"], state.placed)
        got = solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                    state.options["professional"], 10, placed=state.placed)
        assert got == want, (state.seats, state.laid, state.placed)
        p = playout.Playout.from_state(state)
        assert fastsolve.solve(p.hands, p.pile, p.tops, p.to_move, p.placed, p.limit, 10) == want
        checked[want] += 1
        mid_turn += state.placed > 0
    assert checked[True] > 100 and checked[False] > 30 and mid_turn > 50, (checked, mid_turn)


def test_a_winning_line_from_the_middle_of_a_turn_replays_to_a_win_and_is_the_old_searchs_line():
    """The line the analysis reports (the verdict's "instead" is its first move) is the one solver's, in
    the rules' actions: a real win from positions mid-game and mid-turn, not only from the deal, and the
    line the old search found (it tries moves in the same order), so the verdict names the same move."""
    replayed = 0
    for state in positions(600, 21):
        line, old_line = [], []
        won = solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                    state.options["professional"], 10, line=line, placed=state.placed)
        reference_solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                        state.options["professional"], state.placed, line=old_line)
        assert line == old_line
        if won is not True:
            assert line == []
            continue
        s = state
        for action in line:
            assert action in G.legal_actions(s), action
            s = G.apply(s, action)
        assert s.outcome == "won"
        replayed += 1
    assert replayed > 100, replayed
