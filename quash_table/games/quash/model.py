"""The normal QUASH bot's model of a round (no state: it reads a seat's view): what each spot of each side
may still become and with what chance, how two spots' chances compare, the cards a seat has not seen,
what a swap chain does to a side, and which board cards this seat's own plays of the round moved (see
bots.py for how the bots use it)."""

from ...engine.cards import STANDARD_DECK
from .sequences import RV, SIZES

SUITS = "SHDC"
SUIT_IX = {s: i for i, s in enumerate(SUITS)}
DECK = STANDARD_DECK
FAIL = 0
NCODES = 30          # strength codes: 0 = failed; single rank r -> 2r; sequence top t -> 2t (+1 suited)
SECTION_WEIGHT = 2.0


def final_code(cards):
    vals = sorted(RV[c] for c in cards)
    if len(vals) == 1:
        return 2 * vals[0]
    if any(b != a + 1 for a, b in zip(vals, vals[1:])):
        return FAIL
    return 2 * vals[-1] + (1 if len({c[-1] for c in cards}) == 1 else 0)


def potential(vals, size):
    n = len(vals)
    if n <= 1:
        return n <= size
    return n <= size and len(set(vals)) == n and max(vals) - min(vals) < size


def spot_dist(cards, size, pc, prank):
    """Distribution of a spot's final strength code: list of (code, probability)."""
    n = len(cards)
    if n == size:
        return [(final_code(cards), 1.0)]
    vals = [RV[c] for c in cards]
    if not potential(vals, size):
        return [(FAIL, 1.0)]
    if n:
        hi, lo = max(vals), min(vals)
        top_max = min(14, lo + size - 1)
        top_min = max(hi, size + 1)
        suits = {c[-1] for c in cards}
        suit = SUIT_IX[suits.pop()] if len(suits) == 1 and size > 1 else None
    else:
        top_max, top_min = 14, size + 1
        suit = -1 if size > 1 else None      # -1: any suit
    out = []
    remaining = 1.0
    for t in range(top_max, top_min - 1, -1):
        missing = [r for r in range(t - size + 1, t + 1) if r not in vals]
        pa = 1.0
        for r in missing:
            pa *= prank[r]
        if pa <= 0.0:
            continue
        if suit is None:
            ps = 0.0
        elif suit >= 0:
            ps = 1.0
            for r in missing:
                ps *= pc[r][suit]
        else:
            miss_all = 1.0
            for s in range(4):
                q = 1.0
                for r in missing:
                    q *= pc[r][s]
                miss_all *= 1.0 - q
            ps = 1.0 - miss_all
        mass = remaining * pa
        if size == 1:
            out.append((2 * t, mass))
        else:
            f = min(1.0, ps / pa)
            if f > 0.0:
                out.append((2 * t + 1, mass * f))
            if f < 1.0:
                out.append((2 * t, mass * (1.0 - f)))
        remaining *= 1.0 - pa
        if remaining < 1e-4:
            break
    if remaining > 0.0:
        out.append((FAIL, remaining))
    return out


def side_dists(side, pc, prank, consume=True, claims=None):
    """Final-strength distributions of one side's 9 spots. With `consume`, spots are estimated one after
    another (fullest first) and each takes its expected share of the ranks it would use away from the
    next ones: four aces cannot top every spot of a side."""
    pc = [row[:] for row in pc]
    prank = prank[:]
    # `claims`: the board whose fill decides the order (the side before a play weighed: the card laid does not
    # take from a run already started the hand's card it counts on)
    by = side if claims is None else claims
    order = sorted(range(9), key=lambda k: (-len(by[k]) / SIZES[k], k))
    out = [None] * 9
    empty = {1: [], 2: [], 3: []}      # size -> the dists its empty spots got, in the order they were taken
    for k in order:
        cards = side[k]
        dist = spot_dist(cards, SIZES[k], pc, prank)
        out[k] = dist
        if not cards:
            empty[SIZES[k]].append(dist)
        if not consume or len(cards) == SIZES[k]:
            continue
        use = [0.0] * 15
        _add_ranks_taken(use, cards, SIZES[k], dist)
        for r in range(2, 15):
            if use[r] > 0.0:
                row = pc[r]
                e = sum(row)
                if e <= 0.0:
                    continue
                f = max(0.0, e - use[r]) / e
                miss = 1.0
                for s_ in range(4):
                    row[s_] *= f
                    miss *= 1.0 - row[s_]
                prank[r] = 1.0 - miss
    if consume:
        # empty spots of a size are alike: the first one taken got the best run the cards allow, the last
        # one what was left, but which is which is only the order they were taken in (their index). Each
        # gets the average, so a card laid on some other spot does not move the expected aces from one
        # empty spot to the next, and nothing is gained by moving a run away from a spot for its index
        for size, dists in empty.items():
            if len(dists) > 1:
                mixed = mixture(dists)
                for k in range(9):
                    if SIZES[k] == size and not side[k]:
                        out[k] = mixed
    return out


def mixture(dists):
    """The average of final-strength distributions (each a list of (code, probability))."""
    acc = {}
    for dist in dists:
        for code, p in dist:
            acc[code] = acc.get(code, 0.0) + p
    n = len(dists)
    return [(code, p / n) for code, p in acc.items()]


def ranks_used(side, dists):
    """Expected number of cards of each rank (index 2..14) the side's spots still take, by their
    final-strength distributions `dists` (side_dists): what a run the side is building will use up."""
    use = [0.0] * 15
    for k, dist in enumerate(dists):
        if len(side[k]) < SIZES[k]:
            _add_ranks_taken(use, side[k], SIZES[k], dist)
    return use


def _add_ranks_taken(use, cards, size, dist):
    """Add to `use` (index 2..14) the expected number of cards of each rank a spot holding `cards` still
    takes to end as its final-strength distribution `dist` says (a run topped by rank t takes t-size+1..t)."""
    vals = {RV[c] for c in cards}
    for code, m in dist:
        if code == FAIL:
            continue
        t = code // 2
        for r in range(t - size + 1, t + 1):
            if r not in vals:
                use[r] += m


def versus_tables(dist):
    """Against a spot with final-strength distribution `dist`: (ev, win, lose) per own strength code."""
    q = [0.0] * NCODES
    for code, p in dist:
        q[code] += p
    ev, win, lose = [0.0] * NCODES, [0.0] * NCODES, [0.0] * NCODES
    proper = 1.0 - q[FAIL]
    ev[FAIL], lose[FAIL] = -2.0 * proper, proper
    below = 0.0
    for s in range(1, NCODES):
        above = proper - below - q[s]
        ev[s] = 2.0 * q[FAIL] + below - above
        win[s] = q[FAIL] + below + 0.5 * q[s]
        lose[s] = above + 0.5 * q[s]
        below += q[s]
    return ev, win, lose


def stats(dist, tables):
    ev_t, win_t, lose_t = tables
    ev = win = lose = 0.0
    for code, p in dist:
        ev += p * ev_t[code]
        win += p * win_t[code]
        lose += p * lose_t[code]
    return ev, win, lose


def probs(cards_p):
    """pc[rank][suit] and prank[rank] from {card: probability of being usable}."""
    pc = [[0.0] * 4 for _ in range(15)]
    for c, p in cards_p.items():
        pc[RV[c]][SUIT_IX[c[-1]]] = p
    prank = [0.0] * 15
    for r in range(2, 15):
        miss = 1.0
        for s in range(4):
            miss *= 1.0 - pc[r][s]
        prank[r] = 1.0 - miss
    return pc, prank


def without(pc, prank, card):
    """The same availability with `card` gone (it is being laid now)."""
    r, s = RV[card], SUIT_IX[card[-1]]
    pc2 = pc[:]
    row = pc2[r] = pc[r][:]
    row[s] = 0.0
    miss = 1.0
    for x in row:
        miss *= 1.0 - x
    prank2 = prank[:]
    prank2[r] = 1.0 - miss
    return pc2, prank2


def unseen_cards(view):
    """Cards this seat has not seen anywhere: in another hand, the pile or (advanced) the discards (its own
    leftover cards in its partner's hand it has seen: they were its own)."""
    seen = set(view["hand"] or ())
    for side in view["board"]:
        for spot in side:
            seen.update(spot)
    seen.update(view["spent"])
    tb = view.get("tiebreak")
    if tb and tb.get("my_card"):
        seen.add(tb["my_card"])
    if view.get("pool"):                # 4 players: its own leftover cards that its partner holds
        seen.update(view["pool"]["mine"])
    return [c for c in DECK if c not in seen]


def simulate_chain(side, action):
    """Contents of the spots an action changes: {spot index: new cards}."""
    card, k = action["card"], action["spot"] - 1
    swap = action.get("swap")
    if not swap:
        return {k: side[k] + [card]}
    new = {}
    moving, at = card, k
    for out, dest in swap:
        new[at] = [moving if x == out else x for x in new.get(at, side[at])]
        moving, at = out, dest - 1
    new[at] = list(new.get(at, side[at])) + [moving]     # a chain may end on the spot it started from
    return new


def cards_left(view):
    """{card: spots it left} for the board cards this seat's plays of the round moved (their swap
    chains), but for the cards on a spot that cannot become proper now (spoiling_cards): taking one off
    mends that spot, wherever it goes, and undoes no swap of the seat's."""
    me = view["seat"]
    spoiling = spoiling_cards(view["board"][view["side"]])
    left = {}
    for h in view["history"]:
        if h["seat"] == me and "swap" in h:
            at = h["spot"]
            for card, dest in h["swap"]:
                if card not in spoiling:
                    left.setdefault(card, set()).add(at)
                at = dest
    return left


def spoiling_cards(side):
    """The cards on the spots of `side` that cannot become proper now (a 5 and a J on a triple). A swap
    takes one off only to mend its spot (the spot that receives the swapped-in card must be able to become
    proper): no plan of the seat's or the partner's is undone then, the plan there had failed already."""
    return {c for k in range(9) if len(side[k]) > 1 and not potential([RV[c] for c in side[k]], SIZES[k])
            for c in side[k]}


def last_laid(view):
    """The cards this seat's latest play of the round laid or moved (its card and its chain's cards)."""
    for h in reversed(view["history"]):
        if h["seat"] == view["seat"]:
            return {h["card"]} | {card for card, _ in h.get("swap", ())}
    return set()


def times_moved(view):
    """{card: how many of this seat's plays of the round laid or moved it} (its card and its chains'
    cards; a card laid and then moved twice counts 3)."""
    me, count = view["seat"], {}
    for h in view["history"]:
        if h["seat"] == me:
            for card in [h["card"]] + [c for c, _ in h.get("swap", ())]:
                count[card] = count.get(card, 0) + 1
    return count


def plan_cards(view, since_put=False):
    """{card: (spot, [the other side's cards that came to the facing spot since])} for the board cards this
    seat's plays of the round put where they lie (a card the partner moved since is the partner's): the
    seat's plan, and what the other side did to the spots it was made for since the seat's latest play
    (each play weighed the plan again with all that came before it: only what came since is news), or,
    `since_put`, since the seat's play put the card there (what a hint that moves it names as the cause:
    their A♠ came to spot 6 after your K♠, and the next hint but one moves the K♠)."""
    me, side = view["seat"], view["side"]
    plan = {}
    for h in view["history"]:
        placed = [(h["card"], h["spot"])] + [(c, dest) for c, dest in h.get("swap", ())]
        if h["seat"] % 2 != side:
            for c, k in placed:
                for card, (spot, came) in plan.items():
                    if spot == k:
                        came.append(c)
        elif h["seat"] == me:
            if not since_put:
                plan = {c: (k, []) for c, (k, _) in plan.items()}
            plan.update((c, (k, [])) for c, k in placed)
        else:
            for c, _ in placed:
                plan.pop(c, None)
    return plan


def partner_moved(view):
    """4 players: [(card, from spot, to spot)] of the board cards this seat's plays laid that the partner's
    plays moved since this seat's latest play (told in the next hint: "your partner moved your 9♣ ...")."""
    if view["seats"] != 4:
        return []
    me, partner = view["seat"], (view["seat"] + 2) % 4
    mine, moved = {}, []
    for h in view["history"]:
        placed = [(h["card"], h["spot"])] + [(c, dest) for c, dest in h.get("swap", ())]
        if h["seat"] == me:
            mine.update(placed)
            moved = []
        elif h["seat"] == partner:
            for c, dest in h.get("swap", ()):
                if c in mine:
                    moved.append((c, mine.pop(c), dest))
    return moved


def partner_last_laid(view):
    """4 players: the cards the partner's latest play of the round laid or moved on the team's side."""
    if view["seats"] != 4:
        return set()
    partner = (view["seat"] + 2) % 4
    for h in reversed(view["history"]):
        if h["seat"] == partner:
            return {h["card"]} | {card for card, _ in h.get("swap", ())}
    return set()


def partner_cards(view):
    """4 players: the cards on the team's side that the partner's plays of the round put where they lie
    (laid or moved there, and not moved by this seat since): the partner's plan, as plan_cards is this
    seat's."""
    if view["seats"] != 4:
        return set()
    partner, out = (view["seat"] + 2) % 4, set()
    for h in view["history"]:
        if h["seat"] % 2 != view["side"]:
            continue
        placed = {h["card"]} | {card for card, _ in h.get("swap", ())}
        if h["seat"] == partner:
            out |= placed
        else:
            out -= placed
    return out


def returned_cards(left, action):
    """How many board cards `action` sends back to a spot they left on this seat's earlier plays of the
    round (`left`: cards_left), undoing its own swaps."""
    return sum(dest in left.get(card, ()) for card, dest in action.get("swap", ()))
