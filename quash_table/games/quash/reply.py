"""The QUASH hint's one-reply lookahead for swaps (advanced): a spot your side wins as the board stands is
not won while the other side may still swap a higher card into its own spot there. The normal model counts
a full spot as final, so the hint said a J "beats their 10 on spot 3" and the bot swapped its K in on the
next move (session 23: following the hint lost to the normal bot). Here each of the hint's best candidate
moves pays what the next opposing seat's best swap reply may take back, reasoned from the cards the hinted
seat has not seen (never the real hidden hands): the chance that seat holds a card that turns the spot,
swapped in itself or sending one of their laid cards there (reply_turns, session 25), with somewhere on its
side for the displaced card to go. No pygame, no search."""

from math import comb

from .model import simulate_chain, unseen_cards
from .describe import short
from .reply_turns import landing_moves, spot_margin, turning_moves
from .why import best_step
from .sequences import RANK_WORDS, RV, SIZES

# the hint's words warn of a swap reply this likely to turn a spot the move wins (expected points taken back)
WARN_RISK = 1.0
# the lowest card on a single spot they have not filled that the hint's words say takes it (gist.spot_gist: a
# lower one "tries for" it or "costs little"): only such a claim is warned of their laid card that may move there
CLAIM = 10
# how many of the hint's best moves (the normal model's ranking) are looked at: the rest keep their value
REPLY_TOP = 8
# a model point per expected point the reply takes back: the opposing bot does not always make that swap
# (it may have better moves, and the card it would swap in is wanted elsewhere). scripts/quash_hint_duplicate.py,
# deals 0-10, the hint's margin over the normal bot against weight 0: paired +0.14 ± 0.59 at 0.5, +0.05 ± 0.57 at
# 1.0 (level within the noise; the gain is that it no longer advises a win their next swap takes back)
REPLY_WEIGHT = 0.5
# the hint's ranking weighs the whole reply (reply_turns: their laid cards a hand card sends on, their failed
# spot mended) where True, a hand card swapped in only where False; the words warn of the whole reply either way.
# Off: scripts/quash_hint_duplicate.py, deals 0-11 and 100-111 of seed 2016, 40 playouts, the hint's margin over
# the normal bot -2.65 ± 0.43 (False) -> -3.15 ± 0.35 (True), paired -0.50 ± 0.20 (8 of 24 deals played
# differently): nearly every move that fills a spot your way pays for a reply the bot seldom makes
RANK_BOARD_MOVES = False


def replying_seat(view):
    """The seat that moves after this one (the first to answer the hinted move)."""
    return (view["seat"] + 1) % view["seats"]


def hold_chance(u, held, m):
    """The chance a seat holding `held` of `u` unseen cards holds at least one of `m` of them (hypergeometric)."""
    return 1.0 - comb(u - m, held) / comb(u, held) if m and held else 0.0


def exposed_spots(mine, theirs, unseen, held, board_moves=True, ties=False):
    """[(spot index, expected points a reply takes back)] for the spots your side `mine` wins as the board
    stands (both full, yours stronger, or a run against their failed spot) that the other side may still
    turn with one swap (reply_turns: a hand card swapped in, or one of their laid cards moved in by it): the
    chance the replying seat, holding `held` of the `unseen` cards, holds a card that turns it, for each
    point of the swing. `board_moves` False: the old lookahead (a hand card swapped in, on a spot both
    sides' runs fill, RANK_BOARD_MOVES). `ties`: a full spot level as it stands (a tie, or both failed) counts
    too: their higher card swapped in turns a tie into their win as surely as a win into a tie (session 26)."""
    out = []
    u = len(unseen)
    if not held or not u or all(len(theirs[j]) >= SIZES[j] for j in range(9)):
        return out
    for k in range(9):
        # a win of yours (1), or a run against their failed spot (2), which a swap may mend
        low = 0 if ties and len(mine[k]) == SIZES[k] == len(theirs[k]) else 1
        if not low <= spot_margin(mine[k], theirs[k], k) < (3 if board_moves else 2):
            continue
        turns = turning_moves(mine, theirs, k, unseen, board_moves)
        if not turns:
            continue
        top = max(s for s, _, _ in turns.values())
        # each point of the swing counts with the chance they hold a card that swings at least that much
        risk = sum(hold_chance(u, held, sum(1 for s, _, _ in turns.values() if s >= step))
                   for step in range(1, top + 1))
        out.append((k, risk))
    return out


def reply_risk(view, action, board_moves=None, spot_ev=None):
    """The expected points the next opposing seat's best swap reply may take back from spots `action` leaves
    won as the board stands, less those it could take already: the move's gain that does not survive.
    With `spot_ev` (the normal model's expected margin of each spot of yours before the move, spot_outlook),
    a spot left level counts too, and on each spot no more than the move gains there over what the model
    expected of it anyway: a win the hand was expected to make later (an A kept for their K) meets the same
    reply then, so laying it now gives up nothing a tie laid elsewhere does not (session 26: reviewers saw the
    hint give up a won single for an A-vs-A tie; only the win laid now paid, test_quash_hint_ties26)."""
    if view.get("variant") != "advanced":
        return 0.0
    board_moves = RANK_BOARD_MOVES if board_moves is None else board_moves
    exposed = _newly_exposed(view, action, board_moves, ties=spot_ev is not None)
    if spot_ev is None:
        return sum(r - before for _, r, before, _ in exposed)
    theirs = view["board"][1 - view["side"]]
    return sum(min(r - before, max(0.0, spot_margin(ours[k], theirs[k], k) - spot_ev[k]))
               for k, r, before, (ours, _, _) in exposed)


def _newly_exposed(view, action, board_moves=True, ties=False):
    """[(spot index, risk after the move, risk before it, (your side after, theirs, the unseen cards))] for the spots `action`
    changes that the replying seat may turn with one swap (exposed_spots, before and after the move)."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    unseen = unseen_cards(view)
    held = view["hand_counts"][replying_seat(view)]
    changed = simulate_chain(mine, action)
    after = [changed.get(j, cards) for j, cards in enumerate(mine)]
    before = dict(exposed_spots(mine, theirs, unseen, held, board_moves, ties))
    return [(k, r, before.get(k, 0.0), (after, theirs, unseen))
            for k, r in exposed_spots(after, theirs, unseen, held, board_moves, ties) if k in changed]


def reply_ranked(view, ranked, weight=REPLY_WEIGHT, top=REPLY_TOP, spot_ev=None):
    """`ranked` ([(value, action)], best first) with the first `top` moves paying `weight` a point their gain
    may lose to the next opposing seat's swap reply (reply_risk, with `spot_ev` where given), best first again."""
    if view.get("variant") != "advanced" or not weight or len(ranked) < 2:
        return ranked
    head = [(v - weight * reply_risk(view, a, spot_ev=spot_ev), a) for v, a in ranked[:top]]
    out = head + list(ranked[top:])
    order = {id(a): i for i, (_, a) in enumerate(out)}
    return sorted(out, key=lambda r: (-r[0], order[id(r[1])]))


class Warned(str):
    """reply_words' warning (a str: the full reason's words) with `short`, the same fact in the fewest words for
    the hint's short words, which name the spot already ("their face-up 7♣ may still move there"): where the
    warning decides whether the spot the hint wins is really yours, the first words say it (review 32: said only
    in the why, on H)."""

    def __new__(cls, words, brief, moved=None):
        made = super().__new__(cls, words)
        made.short = brief
        made.moved = moved
        return made

    def __reduce__(self):
        return Warned, (str(self), self.short, self.moved)


def reply_words(view, action, spots=None):
    """"their Q or K may still swap in on spot 3" when the spot `action` wins is likely (WARN_RISK) to be turned by
    the next opposing seat's swap, or "their K♣ may still move from their spot 2 to spot 9" when the likelier
    way is a card they have laid (a hint still advising it says the win may not last); "" else. A card they have
    laid, face up, that one swap of theirs may move there to turn the spot is named however likely the hand card
    it needs (the rules page promises that warning; session 32: "spot 4 is yours" while their laid card could
    still move there): it is true as long as some card you have not seen could take its place. Of a swap chain,
    only the spot its reason is about (why.best_step: a clause about another of its spots read as that step's
    catch). `spots`: the spot indices to warn of instead (a swap half built: the drops still to make, step_why)."""
    if view.get("variant") != "advanced":
        return ""
    about = None
    if spots is not None:
        about = set(spots)
    elif action.get("swap"):
        rest = [c for c in view["hand"] if c != action["card"]]
        final = view.get("pile_count") == 0 and view["seats"] == 2
        mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
        about = {best_step(mine, theirs, action, rest, final)[0]}
    for k, risk, before, (ours, theirs, unseen) in _newly_exposed(view, action):
        if about is not None and k not in about:
            continue
        likely = _likely_words(ours, theirs, k, unseen) if risk - before >= WARN_RISK else ""
        if likely:
            return likely
        laid = laid_moves(ours, theirs, k, unseen)
        if laid:
            mine = view["board"][view["side"]]
            was = laid_moves(mine, theirs, k, unseen) if spot_margin(mine[k], theirs[k], k) > 0 else {}
            new = {m: cs for m, cs in laid.items() if m not in was}
            if new:
                (card, left), _ = max(new.items(), key=lambda m: len(m[1]))
                return _moves(card, left, k)
    return _landing_words(view, action, about)


def _landing_words(view, action, about):
    """reply_words of a spot `action` fills on your side where theirs is one card short (a single spot they
    have not filled): their laid card that one swap may move there, named however likely (landing_moves; session
    37: a chain's K♣ "takes single spot 3", their face-up A♥ unnamed, then moved there from their spot 6)."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    changed = simulate_chain(mine, action)
    after = [changed.get(j, cards) for j, cards in enumerate(mine)]
    unseen = unseen_cards(view)
    for k in sorted(changed):
        if about is not None and k not in about:
            continue
        if SIZES[k] == 1 and RV[after[k][0]] < CLAIM:
            continue        # a low card the words do not say takes the spot ("a 6 there costs little")
        moved = {}
        for c, (_, card, left) in landing_moves(after, theirs, k, unseen).items():
            moved.setdefault((card, left), []).append(c)
        if moved:
            (card, left), _ = max(moved.items(), key=lambda m: (len(m[1]), RV[m[0][0]]))
            return _moves(card, left, k)
    return ""


def laid_moves(ours, theirs, k, unseen):
    """{(their laid card, the spot index it leaves): [the unseen cards that would take its place]} for the cards
    they have laid that one swap may move to their spot index k, turning your full `ours[k]` (a win into a tie
    or theirs: reply_turns.turning_moves)."""
    moved = {}
    for c, (swing, card, left) in turning_moves(ours, theirs, k, unseen).items():
        if card is not None and swing >= 1:
            moved.setdefault((card, left), []).append(c)
    return moved


def _likely_words(ours, theirs, k, unseen):
    """The words for a spot their next swap likely turns (reply_words): their laid card where that is the likelier
    way, else the ranks of their hand that may swap in."""
    turns = {c: t for c, t in turning_moves(ours, theirs, k, unseen).items() if t[0] >= 2}
    direct = [c for c, t in turns.items() if t[1] is None]
    moved = {}
    for c, (_, card, left) in turns.items():
        if card is not None:
            moved.setdefault((card, left), []).append(c)
    # the likelier way is named: their hand's cards, or the laid card a hand card sends on
    best = max(moved.items(), key=lambda m: len(m[1]), default=None)
    if best is not None and len(best[1]) > len(direct):
        (card, left), _ = best
        return _moves(card, left, k)
    ranks = sorted({RV[c] for c in direct})
    if ranks:
        words = " or ".join(RANK_WORDS[r] for r in ranks) if len(ranks) < 3 else \
            f"{RANK_WORDS[ranks[0]]} or higher"
        return Warned(f"their {words} may still swap in on spot {k + 1}", f"their {words} may still swap in there")
    return ""


def _moves(card, left, k):
    """The warning of their laid `card` on their spot index `left` that one swap may move to spot index k."""
    return Warned(f"their {short(card)} may still move from their spot {left + 1} to spot {k + 1}",
                   f"their face-up {short(card)} may still move there", card)
