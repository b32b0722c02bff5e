"""The QUASH hint's one-reply lookahead for swaps (advanced): a spot your side wins as the board stands is
not won while the other side may still swap a higher card into its own spot there. The normal model counts
a full spot as final, so the hint said a J "beats their 10 on spot 3" and the bot swapped its K in on the
next move (session 23: following the hint lost to the normal bot). Here each of the hint's best candidate
moves pays what the next opposing seat's best swap reply may take back, reasoned from the cards the hinted
seat has not seen (never the real hidden hands): the chance that seat holds a card that turns the spot,
with somewhere on its side for the displaced card to go. No pygame, no search."""

from math import comb

from .model import simulate_chain, unseen_cards
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper, strength

# the hint's words warn of a swap reply this likely to turn a spot the move wins (expected points taken back)
WARN_RISK = 1.0
# how many of the hint's best moves (the normal model's ranking) are looked at: the rest keep their value
REPLY_TOP = 8
# a model point per expected point the reply takes back: the opposing bot does not always make that swap
# (it may have better moves, and the card it would swap in is wanted elsewhere). scripts/quash_hint_duplicate.py,
# deals 0-10, the hint's margin over the normal bot against weight 0: paired +0.14 ± 0.59 at 0.5, +0.05 ± 0.57 at
# 1.0 (level within the noise; the gain is that it no longer advises a win their next swap takes back)
REPLY_WEIGHT = 0.5


def replying_seat(view):
    """The seat that moves after this one (the first to answer the hinted move)."""
    return (view["seat"] + 1) % view["seats"]


def turning_cards(ours, theirs, k, unseen):
    """{card: points the spot swings} for the unseen cards that, swapped into the other side's full spot
    index k in place of one of its cards, beat (2: the point goes to them) or tie (1: a tiebreaker) your
    full spot `ours` that beats theirs now."""
    mine = strength(ours)
    out = {}
    for c in unseen:
        for x in theirs:
            new = [c if y == x else y for y in theirs]
            s = strength(new)
            if s is None:
                continue
            swing = 2 if s > mine else 1 if s == mine else 0
            if swing > out.get(c, 0):
                out[c] = swing
    return out


def landing_spots(theirs, k, card):
    """Can the other side's card `card`, swapped off spot index k, land on an open slot of another of its spots
    (every spot that receives a card must still be able to become proper)?"""
    return any(j != k and len(theirs[j]) < SIZES[j] and can_become_proper(list(theirs[j]) + [card], j + 1)
               for j in range(9))


def exposed_spots(mine, theirs, unseen, held):
    """[(spot index, expected points a reply takes back)] for the spots your side `mine` wins as the board
    stands (both full, yours stronger) that the other side may still turn with one swap: the chance the
    replying seat, holding `held` of the `unseen` cards, holds a turning card, times the swing."""
    out = []
    u = len(unseen)
    if not held or not u or all(len(theirs[j]) >= SIZES[j] for j in range(9)):
        return out
    for k in range(9):
        size = SIZES[k]
        if len(mine[k]) != size or len(theirs[k]) != size:
            continue
        a, b = strength(mine[k]), strength(theirs[k])
        if a is None or b is None or a <= b:
            continue                # a failed side is not mended by one swap here: left to the model
        turns = turning_cards(mine[k], theirs[k], k, unseen)
        # the card they swap off must land somewhere (one step; longer chains are rare answers)
        if not turns or not any(landing_spots(theirs, k, x) for x in theirs[k]):
            continue
        risk = 0.0
        for swing in (2, 1):
            m = sum(1 for s in turns.values() if s >= swing)
            # the chance they hold at least one card that swings this much (hypergeometric)
            p = 1.0 - comb(u - m, held) / comb(u, held) if m else 0.0
            risk += p       # a beat swings 2 points (counted at both steps), a tie 1
        out.append((k, risk))
    return out


def reply_risk(view, action):
    """The expected points the next opposing seat's best swap reply may take back from spots `action` leaves
    won as the board stands, less those it could take already: the move's gain that does not survive."""
    if view.get("variant") != "advanced":
        return 0.0
    return sum(r - before for _, r, before, _ in _newly_exposed(view, action))


def _newly_exposed(view, action):
    """[(spot index, risk after the move, risk before it, (your spot after, theirs))] for the spots `action`
    changes that the replying seat may turn with one swap (exposed_spots, before and after the move)."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    unseen = unseen_cards(view)
    held = view["hand_counts"][replying_seat(view)]
    changed = simulate_chain(mine, action)
    after = [changed.get(j, cards) for j, cards in enumerate(mine)]
    before = dict(exposed_spots(mine, theirs, unseen, held))
    return [(k, r, before.get(k, 0.0), (after[k], theirs[k], unseen))
            for k, r in exposed_spots(after, theirs, unseen, held) if k in changed]


def reply_ranked(view, ranked, weight=REPLY_WEIGHT, top=REPLY_TOP):
    """`ranked` ([(value, action)], best first) with the first `top` moves paying `weight` a point their gain
    may lose to the next opposing seat's swap reply (reply_risk), best first again."""
    if view.get("variant") != "advanced" or not weight or len(ranked) < 2:
        return ranked
    head = [(v - weight * reply_risk(view, a), a) for v, a in ranked[:top]]
    out = head + list(ranked[top:])
    order = {id(a): i for i, (_, a) in enumerate(out)}
    return sorted(out, key=lambda r: (-r[0], order[id(r[1])]))


def reply_words(view, action):
    """"their Q or K may still swap in on spot 3" when the spot `action` wins is likely (WARN_RISK) to be turned by
    the next opposing seat's swap (a hint still advising it says the win may not last); "" else. Said of a plain
    play only: a chain's reason is about its best step, and a clause about another of its spots read as that
    step's catch."""
    if view.get("variant") != "advanced" or action.get("swap"):
        return ""
    for k, risk, before, (ours, theirs, unseen) in _newly_exposed(view, action):
        if risk - before >= WARN_RISK:
            ranks = sorted({RV[c] for c, swing in turning_cards(ours, theirs, k, unseen).items() if swing == 2})
            if ranks:
                words = " or ".join(RANK_WORDS[r] for r in ranks) if len(ranks) < 3 else \
                    f"{RANK_WORDS[ranks[0]]} or higher"
                return f"their {words} may still swap in on spot {k + 1}"
    return ""
