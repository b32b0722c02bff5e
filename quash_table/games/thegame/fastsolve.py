"""The Game's one exact solve: could the team lay every card from here with every card known? The bots
solve thousands of late positions a game with it, and the analysis (analysis.py: `analyze`, the end
summary's "could it have been won?") solves whole deals and the positions of a played game through it; on
the playout's encoding (cards as ints, hands as bit masks) for speed. And finish(): a playout played to its
end, its last cards settled by that solve (the hard bot's rollouts). Out of playout.py, which it reads (no
cycle: playout never imports this).

With every hand and the pile order known, the team is one player: a depth-first search over turns (lay
one card, then end the turn or lay a second) with a table of positions already proven lost. Moves are
tried best-first (reverse tricks and small jumps), which finds a win quickly in practically every deal; a
time limit turns the rare hard case into "unknown" instead of a hang."""

import sys
import time

from .playout import CODE_ORDER, DOWN, END, SOLVE_SECONDS, TAKES, UP, gap, mask_of


# Moves are tried by the numbers they skip, ties by the card's code as a string ('B10' < 'B2'), then 'down'
# before 'up', as the normal bot breaks them (CODE_ORDER) and the analysis's own search on card codes did
# before it was this one: the verdict's "laying blue 1 on ▲ ... kept a win open" names the same move.
TIE_ORDER = [[CODE_ORDER[card] * 2 + (stack == UP) for card in range(50)] for stack in (UP, DOWN)]


class TimeUp(Exception):
    pass


def solve(hands, pile, tops, to_move, placed, limit, seconds, lost=None, line=None):
    """Can the team lay every card from here with every card known? True, False, or None when `seconds`
    ran out. hands: lists of card ints; pile: card ints, top last; tops: [up, down] (NO_TOP: empty);
    placed: cards the seat to move has laid this turn, of `limit` a turn. `lost`: a set of positions
    already proven lost, shared by solves of one deal (the same pile) to save work. If `line` is a list
    and the answer is True, a winning line is left in it: ('play', card, stack) and END moves, as
    playout.move_as_action reads them."""
    deadline = time.perf_counter() + seconds
    seats = len(hands)
    lost = set() if lost is None else lost
    counter = [0]
    path = []                    # the moves from the root to the position searched

    def end_turn(masks, p, up, down, seat):
        path.append(END)
        if next_turn(masks, p, up, down, seat, 1):
            return True
        path.pop()
        return False

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
                    moves.append((gap(card, UP, up) + 1, TIE_ORDER[UP][card], card, UP))
                if takes_down & bit:
                    moves.append((gap(card, DOWN, down) + 1, TIE_ORDER[DOWN][card], card, DOWN))
        if placed == 0 and not moves:
            lost.add(key)
            return False
        moves.sort()
        tried_end = False
        for g, _, card, stack in moves:
            # ending the turn after one card is also a choice (tried after cheap second cards)
            if placed == 1 and not tried_end and g > 1:
                tried_end = True
                if end_turn(masks, p, up, down, seat):
                    return True
            new = list(masks)
            new[seat] &= ~(1 << card)
            new = tuple(new)
            nu, nd = (card, down) if stack == UP else (up, card)
            path.append(("play", card, stack))
            if placed + 1 == limit or not new[seat]:
                if next_turn(new, p, nu, nd, seat, placed + 1):
                    return True
            elif search(new, p, nu, nd, seat, placed + 1):
                return True
            path.pop()
        if placed == 1 and not tried_end:
            if end_turn(masks, p, up, down, seat):
                return True
        lost.add(key)
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10000))
    try:
        won = search(tuple(mask_of(h) for h in hands), len(pile), tops[UP], tops[DOWN], to_move, placed)
        if won and line is not None:
            line.extend(path)
        return won
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
