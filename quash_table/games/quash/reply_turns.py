"""What one swap of the other side's may do to a full spot of theirs facing a full spot of yours (advanced
QUASH), for the hint's one-reply lookahead (reply.py). A swap starts with a card from their hand (one you
have not seen: their hand is never read) and may go on through their own board, so a spot turns two ways:
- the hand card swaps in there, the card it displaces lands on an open slot of another of their spots;
- the hand card takes the place of a card already laid on another of their spots, and that laid card swaps
  in there (session 25: the normal bot's K♣ went from its spot 2 to spot 9, its A♣ from 9 to 3, while the
  lookahead reasoned from hand cards only and called both spots won).
Every spot that receives a card must still be able to become proper (the rules); the card displaced last
must land on an open slot (chains moving two board cards, as the bots' own swaps). What the move gives up
on the spot the laid card left is taken off its gain. No pygame, no search."""

from .sequences import SIZES, can_become_proper, compare_spots


def margin(ours, theirs):
    """Your points margin on a spot both sides have filled: 1 you win it, -1 they do, 0 a tie (a tiebreaker
    either way) or both failed, 2 or -2 a run against a failed spot (1 and the bonus). The scoring's own
    judgement of a spot (sequences.compare_spots, your side first) in points."""
    outcome = compare_spots(ours, theirs)
    if outcome[0] == "win":
        return 1 if outcome[1] == 0 else -1
    if outcome[0] == "failed":
        return 2 if outcome[1] == 0 else -2
    return 0


def spot_margin(ours, theirs, k):
    """margin() where both sides have filled spot index k; 0 else (nothing sure yet)."""
    return margin(ours, theirs) if len(ours) == SIZES[k] == len(theirs) else 0


def fits(cards, k):
    """May spot index k hold `cards` (a full spot a proper run, any other still able to become one)?"""
    return can_become_proper(list(cards), k + 1)


def lands(side, left, card):
    """Can `card`, displaced from spot index `left`, land on an open slot of another spot of `side`?"""
    return any(j != left and len(side[j]) < SIZES[j] and fits(list(side[j]) + [card], j) for j in range(9))


def swapped(cards, out, card):
    """`cards` with `out` replaced by `card`."""
    return [card if c == out else c for c in cards]


def turning_moves(mine, theirs, k, unseen, board_moves=True):
    """{hand card: (points the spot's margin swings their way, the laid card moved there or None, the spot
    index it left or None)} for the cards of `unseen` that, in the other side's hand, turn their full spot
    index k against your full `mine[k]` with one swap (the best way for each card; a swing of 2 turns a
    win of yours into theirs, 1 into a tie). `board_moves` False: the hand card swapped in only."""
    base = spot_margin(mine[k], theirs[k], k)
    out = {}

    def keep(card, swing, moved=None, left=None):
        if swing > 0 and swing > out.get(card, (0,))[0]:
            out[card] = (swing, moved, left)

    # the hand card swaps in on spot k; the card it displaces lands elsewhere
    for x in theirs[k]:
        for c in unseen:
            new = swapped(theirs[k], x, c)
            if fits(new, k) and lands([new if j == k else s for j, s in enumerate(theirs)], k, x):
                keep(c, base - margin(mine[k], new))
    # a card laid on another of their spots swaps in on spot k; a hand card takes its place there
    for j in range(9 if board_moves else 0):
        if j == k:
            continue
        for y in theirs[j]:
            gains = []
            for x in theirs[k]:
                new = swapped(theirs[k], x, y)
                if fits(new, k):
                    gains.append((base - margin(mine[k], new), x, new))
            gains = sorted((g for g in gains if g[0] > 0), key=lambda g: -g[0])
            if not gains:
                continue
            was = spot_margin(mine[j], theirs[j], j)
            for c in unseen:
                there = swapped(theirs[j], y, c)
                if not fits(there, j):
                    continue
                # what their spot j gives up for it counts against the swing (a lower card left on a single)
                cost = spot_margin(mine[j], there, j) - was
                for swing, x, new in gains:
                    side = [new if i == k else there if i == j else s for i, s in enumerate(theirs)]
                    if lands(side, k, x):
                        keep(c, swing - cost, y, j)
                        break
    return out


def landing_moves(mine, theirs, k, unseen):
    """{hand card: (points your full `mine[k]` loses, their laid card moved there, the spot index it left)} for
    their spot index k one card short of full (a single spot they have not filled): one swap of theirs puts a
    hand card in place of a card laid on another of their spots, and that card, displaced, lands on spot k and
    fills it against yours (session 37: your K♣ "takes single spot 3", their face-up A♥ moved there from their
    spot 6 when a 7♠ took its place). Counted as turning_moves counts a full spot: your card as winning the
    spot (1), less what their spot j gives up for it."""
    if len(mine[k]) != SIZES[k] or len(theirs[k]) != SIZES[k] - 1:
        return {}
    out = {}
    for j in range(9):
        if j == k:
            continue
        was = spot_margin(mine[j], theirs[j], j)
        for y in theirs[j]:
            new = list(theirs[k]) + [y]
            if not fits(new, k):
                continue
            swing = 1 - margin(mine[k], new)
            if swing <= 0:
                continue
            for c in unseen:
                there = swapped(theirs[j], y, c)
                if not fits(there, j):
                    continue
                gain = swing - (spot_margin(mine[j], there, j) - was)
                if gain > 0 and gain > out.get(c, (0,))[0]:
                    out[c] = (gain, y, j)
    return out
