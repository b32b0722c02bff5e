"""The exact solve of a late position on the playout's encoding (the bots solve thousands of late positions a
game), and finish(): a playout played to its end, its last cards settled by that solve (the hard bot's
rollouts). Out of playout.py, which it reads (no cycle: playout never imports this)."""

import sys
import time

from .playout import DOWN, SOLVE_SECONDS, TAKES, UP, gap, mask_of


class TimeUp(Exception):
    pass


def solve(hands, pile, tops, to_move, placed, limit, seconds, lost=None):
    """analysis.solve on this encoding, faster (the bots solve thousands of late positions a game): can
    the team lay every card from here with every card known? True, False, or None when `seconds` ran
    out. hands: lists of card ints; pile: card ints, top last; tops: [up, down]. `lost`: a set of
    positions already proven lost, shared by solves of one deal (the same pile) to save work."""
    deadline = time.perf_counter() + seconds
    seats = len(hands)
    lost = set() if lost is None else lost
    counter = [0]

    def next_turn(masks, p, up, down, seat, laid):
        masks = list(masks)
        for _ in range(laid):
            if p > 0:
                p -= 1
                masks[seat] |= 1 << pile[p]
        for k in range(1, seats + 1):
            nxt = (seat + k) % seats
            if masks[nxt]:
                return search(tuple(masks), p, up, down, nxt, 0)
        return True                  # every hand empty and the pile spent: all 50 laid

    def search(masks, p, up, down, seat, placed):
        counter[0] += 1
        if counter[0] & 1023 == 0 and time.perf_counter() > deadline:
            raise TimeUp
        key = (masks, p, up, down, seat, placed)
        if key in lost:
            return False
        hand = masks[seat]
        moves = []
        if placed < limit:
            takes_up, takes_down = TAKES[UP][up + 1], TAKES[DOWN][down + 1]
            m = hand
            while m:
                bit = m & -m
                m ^= bit
                card = bit.bit_length() - 1
                if takes_up & bit:
                    moves.append((gap(card, UP, up) + 1, card, UP))
                if takes_down & bit:
                    moves.append((gap(card, DOWN, down) + 1, card, DOWN))
        if placed == 0 and not moves:
            lost.add(key)
            return False
        moves.sort()
        tried_end = False
        for g, card, stack in moves:
            if placed == 1 and not tried_end and g > 1:
                tried_end = True
                if next_turn(masks, p, up, down, seat, 1):
                    return True
            new = list(masks)
            new[seat] &= ~(1 << card)
            new = tuple(new)
            nu, nd = (card, down) if stack == UP else (up, card)
            if placed + 1 == limit or not new[seat]:
                if next_turn(new, p, nu, nd, seat, placed + 1):
                    return True
            elif search(new, p, nu, nd, seat, placed + 1):
                return True
        if placed == 1 and not tried_end:
            if next_turn(masks, p, up, down, seat, 1):
                return True
        lost.add(key)
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10000))
    try:
        return search(tuple(mask_of(h) for h in hands), len(pile), tops[UP], tops[DOWN], to_move, placed)
    except TimeUp:
        return None
    finally:
        sys.setrecursionlimit(old)


def finish(p, solve_from=None):
    """Play the normal team of the playout `p` to the end of the game; returns p. With `solve_from`, once at most that
    many cards are left to draw as a turn starts, the end is settled by an exact solve instead (a
    won game lays all 50; a lost one counts what was laid so far)."""
    while p.outcome is None:
        if solve_from is not None and len(p.pile) <= solve_from and p.placed == 0:
            won = solve(p.hands, p.pile, p.tops, p.to_move, 0, p.limit, SOLVE_SECONDS)
            if won:
                p.outcome, p.laid = "won", 50
                return p
            if won is False:
                p.outcome = "lost"
                return p
            solve_from = None          # out of time: play it out
        p.step_normal()
    return p
