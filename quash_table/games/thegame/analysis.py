"""Could this deal have been won with every card known? An exact search (the bound the bots are measured against).

With every hand and the pile order known, the team is one player: a depth-first search over turns
(lay one card, then end the turn or lay a second) with a table of positions already proven lost. Moves
are tried best-first (reverse tricks and small jumps), which finds a win quickly in practically every
deal; a time limit turns the rare hard case into "unknown" instead of a hang.
"""

import sys
import time

from .rules import DECK, fits


class TimeUp(Exception):
    pass


def _gap(n, stack, top):
    if stack == "up":
        return n - (int(top[1:]) if top else 0)
    return (int(top[1:]) if top else 11) - n


def solve(seats, hands, pile, up, down, to_move, professional=False, seconds=5.0, line=None, placed=0):
    """True if the team can lay every card from this position, False if not, None if time ran out.

    hands: list of lists of codes; pile: list of codes, top-last (as the rules store it). If `line` is a
    list, a winning line of actions is left in it (so a test can replay it through the rules). `placed`:
    cards the seat to move has already laid this turn (the bots solve positions in the middle of a turn)."""
    deadline = time.perf_counter() + seconds
    lost = set()
    path = line if line is not None else []
    per_turn = 1 if professional else 2
    counter = [0]

    def key(hs, p, u, d, seat, placed):
        return (tuple(tuple(sorted(h)) for h in hs), p, u, d, seat, placed)

    def next_turn(hs, p, u, d, seat, placed):
        # draw for the seat that just played, then find the next seat holding cards
        hs = [list(h) for h in hs]
        for _ in range(placed):
            if p > 0:
                p -= 1
                hs[seat].append(pile[p])
        for k in range(1, seats + 1):
            nxt = (seat + k) % seats
            if hs[nxt]:
                return search(hs, p, u, d, nxt, 0)
        return True   # every hand empty and the pile spent: all 50 laid

    def end_turn(hs, p, u, d, seat):
        path.append({"type": "end_turn"})
        if next_turn(hs, p, u, d, seat, 1):
            return True
        path.pop()
        return False

    def search(hs, p, u, d, seat, placed):
        counter[0] += 1
        if counter[0] & 1023 == 0 and time.perf_counter() > deadline:
            raise TimeUp
        k = key(hs, p, u, d, seat, placed)
        if k in lost:
            return False
        hand = hs[seat]
        moves = []
        if placed < per_turn:
            for card in hand:
                n = int(card[1:])
                if fits(card, "up", u):
                    moves.append((_gap(n, "up", u), card, "up"))
                if fits(card, "down", d):
                    moves.append((_gap(n, "down", d), card, "down"))
        if placed == 0 and not moves:
            lost.add(k)
            return False
        moves.sort()
        # ending the turn after one card is also a choice (tried after cheap second cards)
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

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10000))
    try:
        return search([list(h) for h in hands], len(pile), up, down, to_move, placed)
    except TimeUp:
        return None
    finally:
        sys.setrecursionlimit(old)


def analyze_deal(game, seats, seed, options=None, stacked=None, seconds=5.0):
    """Solve a deal from its start: {'winnable': True/False/None, 'seconds': t}."""
    state = game.new_state(seats, seed=seed, options=options, stacked=stacked)
    t0 = time.perf_counter()
    result = solve(state.seats, state.hands, state.pile, state.up, state.down, state.to_move,
                   state.options["professional"], seconds)
    return {"winnable": result, "seconds": round(time.perf_counter() - t0, 3)}


def analyze_match(match, seconds=5.0):
    """For a save or a finished game: was the deal winnable with every card known?"""
    out = analyze_deal(match.game, len(match.seats), match.seed, match.options, match.stacked, seconds)
    state = match.state
    out["laid"] = state.laid
    out["outcome"] = state.outcome
    return out


def verdict(a):
    """One sentence for an analysis (the end-of-game summary shows it after a loss)."""
    if a["winnable"] is True:
        # said to a team that just lost: what the win needed ("With every card known, this deal could have
        # been won" read as a reproach to a new player), and that a loss is the usual end
        return ("Only a team that saw every hidden card (the other hands, the draw pile) could have won this "
                "deal: no player sees them, and most deals of The Game are lost.")
    if a["winnable"] is False:
        return "Even with every card known, this deal could not have been won."
    return "The analysis ran out of time before settling this deal."


def describe_analysis(a):
    return f"{verdict(a)} (Your team laid {a['laid']} of {len(DECK)}.)"
