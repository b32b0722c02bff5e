"""The normal bot's look-ahead to its team-mate's next turn (at a table of LOOKAHEAD_SEATS).

The one-turn policy (playout._best_turn) scores a turn by the room it leaves; at 2 players a study of lost
deals found no such term that helps, because what matters is what the team-mate can do next. So each turn
the policy weighs is played, in a few deals sampled from the cards this seat cannot see (the caller
samples them from its view alone, agreeing with everything said: bots.sample_world), followed by the
team-mate's own turn by the same one-turn policy (it hears what this seat says as its turn ends, by the
convention: playout.what_to_say); the room left after both turns is scored, a lost game heavily. The
turn that does best on average replaces the policy's own only by a clear margin (LEAD), so a close call
stays the one-turn policy's, whose reason the hint can say. A bot never reads a hand its seat cannot see:
the team-mate's cards in a sampled deal are guesses, the same whatever the team-mate really holds.
"""

from .playout import (CARD_CREDIT, DOWN, END, TAKES, UP, _normal_play, described, left_alone, mask_of, weighted_room,
                      what_to_say)
from .why import score_terms, total, turns

LOOKAHEAD_SEATS = 2      # measured at 2 players (the table where the policy was weakest)
DEALS = 12               # sampled deals a decision (the same deals for every candidate turn)
WIDEST = 6               # candidate turns looked at: the policy's best by its own score
LOSS = 60.0              # a deal lost within the two turns (the team-mate, or this seat next, stuck)
AFTER = 1                # turns played after this seat's (2: this seat's next one too; measured worse)
MODE = "hands"           # whose cards count extra in the room: "hands" (every hand) or "mine" (measured worse)
LEAD = 1.0               # how much better on average a turn must score to replace the policy's


def candidate_turns(hand, tops, placed, limit, heard):
    """The rests of this turn the policy may choose among, honouring requests as _normal_play does."""
    leave = left_alone(heard)
    avoids = ([leave] if leave else []) + ([heard[0]] if heard[0] and heard[2] else []) + [()]
    for avoid in avoids:
        found = turns(hand, tops, placed, limit, avoid, heard[0])
        if found:
            return found
    return []


def play_turn(p, turn, talk):
    """Play this seat's `turn` [(card, stack), ...] in the playout `p`, saying what the convention says as
    it ends (before a last card that ends it, else before End turn), as the normal bot does."""
    seat = p.to_move
    for k, (card, stack) in enumerate(turn):
        if talk and not p.signalled and p.placed + 1 >= p.limit:
            after = list(p.tops)
            after[stack] = card
            say(p, what_to_say([c for c in p.hands[seat] if c != card], after, p.live, p.seats, stack))
        p.play(card, stack)
        if p.to_move != seat or p.outcome is not None:
            return
    if talk and not p.signalled:
        say(p, what_to_say(p.hands[seat], p.tops, p.live, p.seats))
    p.end_turn()


def say(p, move):
    """Record the convention's signal `move` (or nothing) as the playout's step_normal records one."""
    if move is None:
        return
    what = move[1]
    if move[2] == "hold":
        what = described(move[1], move[3] if p.limit > 1 else None)
    p.asks = [a for a in p.asks if not (a[0] == p.to_move and a[3] == "hold")]
    p.asks.append((p.to_move, p.turn, what, move[2]))
    p.heard_at = None
    p.signalled = True


def value_after(p, laid0, me):
    """The score of a playout after this seat's turn and the team-mate's: the cards laid meanwhile, the
    room left for every card still to come (the cards in hands counting more: they must go soon), or
    LOSS for a deal lost."""
    if p.outcome == "won":
        return LOSS
    if p.outcome == "lost":
        return -LOSS
    in_hands = mask_of(c for h in p.hands for c in h) if MODE == "hands" else mask_of(p.hands[me])
    tu, td = TAKES[UP][p.tops[UP] + 1], TAKES[DOWN][p.tops[DOWN] + 1]
    return CARD_CREDIT * (p.laid - laid0) + weighted_room(p.live, in_hands, tu, td)


def turn_values(worlds, cands, talk):
    """The mean value_after of each candidate turn over the sampled `worlds` (Playouts, this seat to move)."""
    sums = [0.0] * len(cands)
    for world in worlds:
        laid0 = world.laid
        for i, turn in enumerate(cands):
            p = world.copy()
            play_turn(p, turn, talk)
            for _ in range(AFTER):
                start = p.turn
                while p.outcome is None and p.turn == start:
                    p.step_normal()
            sums[i] += value_after(p, laid0, world.to_move)
    return [s / len(worlds) for s in sums]


def lookahead_play(hand, tops, live, placed, limit, heard, worlds, talk):
    """_normal_play's (move, why), or a move of the turn that does clearly better once the team-mate's next
    turn is played in the sampled `worlds` (why "ahead")."""
    move, why = _normal_play(hand, tops, live, placed, limit, heard)
    if why in ("done", "nothing"):
        return move, why
    cands = candidate_turns(hand, tops, placed, limit, heard)
    if len(cands) < 2:
        return move, why
    ranked = sorted(cands, key=lambda t: -total(score_terms(hand, tops, live, placed, heard, t)))[:WIDEST]
    own = [t for t in ranked if (t[0] if t else None) == (None if move is END else (move[1], move[2]))]
    if not own:
        return move, why
    values = turn_values(worlds(), ranked, talk)
    best = max(range(len(ranked)), key=lambda i: values[i])
    mine = max(values[i] for i, t in enumerate(ranked) if t in own)
    if values[best] <= mine + LEAD:
        return move, why
    turn = ranked[best]
    if not turn:
        return END, "ahead"
    return ("play", turn[0][0], turn[0][1]), "ahead"
