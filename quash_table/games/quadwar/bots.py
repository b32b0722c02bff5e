"""Quadruple War bots. They see only `view` (own hand, the table, the hand's completed tricks) and the
legal actions, like a person in their seat.

easy   counts its high cards to bid, then simply tries to win while it still needs tricks and plays
       low once it has them.
normal bids from an honest hand evaluation (sure tricks, trump honours and length, ruffs, jokers) and
       plays to make its bid: it remembers every card played and which seats showed out of a suit, so it
       can estimate how likely each card is to win the trick; it wins cheaply while it needs tricks,
       conserves high cards when a trick is hopeless, discards its lowest cards when it must win later
       and its highest losers when it must not, ducks once it has enough (with bags), and tries to set
       an opponent who is close to a bid.
hard   searches (bots/search.py): in deals sampled from what the seat has seen (the unseen cards dealt in
       the right counts, never a suit to a seat that showed out of it), it plays each candidate card (one
       of each run of equivalent cards) and then the rest of the hand with the normal bot for every seat,
       and keeps the card with the best hand score against the others. To bid, it plays sampled deals
       out with the honest bid and makes the bid that scores best over the tricks the hand took. The
       playouts use an int replica of the normal bot (FastNormal: the same choices, checked move by move
       by a test).
"""

import time

from ...bots import Bot
from ...bots.search import SearchBot
from .rules import (BID, CODE, DECK_MASK, INT_OF, PHASE_NAMES, SPADES, SUIT_MASK, SUIT_WORDS, TRICKS,
                    State, cards_of, do_bid, do_play, hand_points, legal_mask, mask_of)

ALL_SUITS = (0, 1, 2, 3)


def _above(c):
    """Mask of every card of c's suit higher than c."""
    return SUIT_MASK[c >> 4] & ~((2 << c) - 1)


def _beats(c, best, led):
    """Does card c beat the trick's current winning card `best` (suit led `led`)?"""
    if c < 16:
        return best >= 16 or c > best
    return best >= 16 and c >> 4 == led and c > best


def _cost(c):
    """How much a card is worth keeping, to pick the cheapest of equally good cards: trumps dearest."""
    return (c & 15) + (20 if c < 16 else 0)


class Table:
    """What a seat knows: its hand, the cards gone, who is void in what; and card-holding odds."""

    def __init__(self, view):
        self.n = n = view["seats"]
        self.me = me = view["seat"]
        self.hand = mask_of(view["hand"])
        self.counts = view["hand_counts"]
        self.bids, self.won = view["bids"], view["won"]
        self.tricks_left = self.counts[me]
        self.bags_on = bool(view["options"].get("bags"))
        self.my_bags = view["bags"][me]
        played = 0
        voids = [0] * n
        for t in view["tricks"]:
            cards = t["cards"]
            led = INT_OF[cards[0][1]] >> 4
            for seat, code in cards:
                c = INT_OF[code]
                played |= 1 << c
                if c >> 4 != led:
                    voids[seat] |= 1 << led
        self.trick = [(seat, INT_OF[code]) for seat, code in view["trick"]]
        self.led = self.trick[0][1] >> 4 if self.trick else None
        best = None
        self.best_seat = None
        for seat, c in self.trick:
            played |= 1 << c
            if c >> 4 != self.led:
                voids[seat] |= 1 << self.led
            if best is None or _beats(c, best, self.led):
                best, self.best_seat = c, seat
        self.best = best
        self.played = played
        self.unseen = DECK_MASK[n] & ~self.hand & ~played
        self.voids = voids
        # seats still to play in this trick after me
        k = len(self.trick)
        self.after = [(me + i) % n for i in range(1, n - k)]
        # q[j][s]: chance that seat j holds a given unseen card of suit s
        self.q = [[0.0] * 4 for _ in range(n)]
        for s in ALL_SUITS:
            holders = [j for j in range(n) if j != me and not voids[j] >> s & 1 and self.counts[j]]
            total = sum(self.counts[j] for j in holders)
            for j in holders:
                self.q[j][s] = min(1.0, self.counts[j] / total)
        self.n_unseen = [(self.unseen & SUIT_MASK[s]).bit_count() for s in ALL_SUITS]

    # --- odds -------------------------------------------------------------------------------------
    def p_none(self, j, s, k):
        """Chance seat j holds none of k given unseen cards of suit s."""
        return (1.0 - self.q[j][s]) ** k if k else 1.0

    def p_beats(self, j, c, led):
        """Chance that seat j, still to play, can beat card c (the trick's winner) in a trick led `led`."""
        hi_spades = (self.unseen & _above(c)).bit_count() if c < 16 else self.n_unseen[SPADES]
        if led == SPADES:
            return 1.0 - self.p_none(j, SPADES, hi_spades)
        void_led = self.p_none(j, led, self.n_unseen[led])
        if c < 16:                      # a trump on a side suit: only a higher trump from a void seat
            return void_led * (1.0 - self.p_none(j, SPADES, hi_spades))
        higher = 1.0 - self.p_none(j, led, (self.unseen & _above(c)).bit_count())
        return min(1.0, higher + void_led * (1.0 - self.p_none(j, SPADES, hi_spades)))

    def win_p(self, c):
        """Chance that playing c now wins this trick (0 if it cannot)."""
        if self.trick:
            if not _beats(c, self.best, self.led):
                return 0.0
            led = self.led
        else:
            led = c >> 4
        p = 1.0
        for j in (self.after if self.trick else [x for x in range(self.n) if x != self.me]):
            p *= 1.0 - self.p_beats(j, c, led)
        return p

    def lead_p(self, c):
        """Chance c would win if led now against everyone (a card's strength for later)."""
        led = c >> 4
        p = 1.0
        for j in range(self.n):
            if j != self.me:
                p *= 1.0 - self.p_beats(j, c, led)
        return p


# --- bidding ----------------------------------------------------------------------------------------
def _p_at_least(trials, p, r):
    """P(Binomial(trials, p) >= r)."""
    if r <= 0:
        return 1.0
    if r > trials:
        return 0.0
    q = 1.0 - p
    term = q ** trials          # P(X = 0)
    below = 0.0
    for k in range(r):
        below += term
        term = term * (trials - k) / (k + 1) * (p / q) if q else 0.0
    return max(0.0, 1.0 - below)


def hand_features(hand, n):
    """What an honest count of a hand looks at. Returns (features, notes) with features
    [top: trump honours + side-suit top cards + ruffs with spare trumps, trump length,
     side kings/queens/jacks, 1]."""
    deck = DECK_MASK[n]
    outside = deck & ~hand
    spades = sorted(cards_of(hand & SUIT_MASK[SPADES]), reverse=True)
    ls = len(spades)
    share = (deck & SUIT_MASK[SPADES]).bit_count() / n
    spare = 0
    honours = 0.0
    guard_p = (1.0, 0.7, 0.45, 0.25, 0.1)
    for i, c in enumerate(spades):
        h = (outside & _above(c)).bit_count()
        guards = ls - i - 1
        if h == 0:
            p = 1.0
        elif h < len(guard_p) and guards >= h:
            p = guard_p[h]
        elif h == 1:
            p = 0.3
        else:
            p = 0.0
        if p < 0.5:
            long_p = 0.7 if i >= share else 0.0   # a trump beyond an even share wins by length
            if long_p > p:
                p = long_p
            else:
                spare += 1
        honours += p
    side = ruffs = 0.0
    court = tops = 0
    for s in (1, 2, 3):
        mine = sorted(cards_of(hand & SUIT_MASK[s]), reverse=True)
        out_n = (outside & SUIT_MASK[s]).bit_count()
        # chance that every opponent still follows in round r (nobody can ruff yet)
        per = 1.0 / (n - 1)
        follow = [1.0] + [_p_at_least(out_n, per, r) ** (n - 1) for r in range(1, 14)]
        for i, c in enumerate(mine):
            h = (outside & _above(c)).bit_count()
            guards = len(mine) - i - 1
            r = i + 1 + h
            if 9 <= c & 15 <= 11:
                court += 1
            if h == 0:
                tops += 1
            if r >= len(follow):
                continue
            if h == 0:
                side += follow[r]
            elif guards >= h:
                side += follow[r] * 0.5 ** h
        length = len(mine)
        if length <= 2 and spare and n > 2:
            k = min(spare, 2 - length)
            ruffs += k * (0.6 if length == 0 else 0.45)
            spare -= k
    # the notes are counts a person can check in the hand, not the weighted parts of the estimate (those
    # would not add up to it)
    notes = [_count(ls, "trump"), (_count(tops, "top side card") if tops else "no top side card")]
    if ruffs:
        notes.append("a short suit to trump in")
    return [honours + side + ruffs, ls, court, 1.0], notes


# Weights of hand_features per seat count, fitted (least squares) to the tricks that normal bots
# actually took in self-play, so the count is honest: trump length and middle cards take tricks late in
# the play that the top-card count alone misses (most of all with 2 or 3 seats and their long hands).
WEIGHTS = {
    2: (0.52, 1.11, 0.45, -1.1),
    3: (0.75, 0.51, 0.34, -0.3),
    4: (0.88, 0.22, 0.14, 0.25),
    5: (0.83, -0.04, 0.03, 0.95),
}
# How far below the estimate to bid (chosen in head-to-head runs against the plain estimate): a failed
# contract costs the whole bid, so bid under it; with bags, overtricks cost too, so bid closer.
MARGIN = {2: 1.0, 3: 0.9, 4: 0.5, 5: 0.4}
MARGIN_BAGS = {2: 0.7, 3: 0.6, 4: 0.2, 5: 0.1}


def estimate_tricks(hand, n):
    """An honest count of the tricks a hand should take; returns (estimate, notes)."""
    feats, notes = hand_features(hand, n)
    est = sum(w * f for w, f in zip(WEIGHTS[n], feats))
    return max(0.0, min(est, TRICKS[n])), notes


def choose_bid(hand, n, bags=False):
    est, notes = estimate_tricks(hand, n)
    margin = (MARGIN_BAGS if bags else MARGIN)[n]
    bid = max(1, min(TRICKS[n], int(est - margin + 0.5)))
    expect = int(est + 0.5)
    words = f"bids {bid}: {', '.join(notes)}; expects about {_count(expect, 'trick')}"
    if bid < expect:
        words += ", so bids a little under to be safe"
    elif bid > expect:
        words += f", but must bid at least {bid}"
    return bid, words


def _count(k, noun):
    return f"{k} {noun}{'' if k == 1 else 's'}"


# --- the bots ---------------------------------------------------------------------------------------
def _plays(legal):
    return [INT_OF[a["card"]] for a in legal]


def _action(c):
    return {"type": "play", "card": CODE[c]}


class NormalBot(Bot):
    level = "normal"

    def choose(self, view, legal):
        if legal[0]["type"] == "bid":
            bid, self.reason = choose_bid(mask_of(view["hand"]), view["seats"],
                                          bool(view["options"].get("bags")))
            return {"type": "bid", "tricks": bid}
        cards = _plays(legal)
        if len(cards) == 1:
            self.reason = "the only legal card"
            return legal[0]
        t = Table(view)
        need = t.bids[t.me] - t.won[t.me]
        if need > 0:
            c = self._take(t, cards, need)
        elif t.bags_on and not self._set_chance(t):
            c = self._duck(t, cards)
        else:
            c = self._take(t, cards, 0)
        return _action(c)

    # --- wanting tricks -----------------------------------------------------------------------------
    def _take(self, t, cards, need):
        odds = {c: t.win_p(c) for c in cards}
        best_p = max(odds.values())
        strength = sum(t.lead_p(c) for c in cards_of(t.hand))
        urgent = need > 0 and (need >= t.tricks_left or need > strength - 0.5)
        goal = "needs" if need > 0 else "takes spare"
        if best_p >= 0.55 or (urgent and best_p > 0.1):
            bar = max(0.55, best_p - 0.1) if best_p >= 0.55 else best_p
            c = min((c for c in cards if odds[c] >= bar - 1e-9), key=_cost)
            self.reason = (f"{goal} tricks ({need} to go): {CODE[c]} wins about {odds[c]:.0%}"
                           if need > 0 else f"a cheap extra trick with {CODE[c]} (about {odds[c]:.0%})")
            return c
        c = self._shed_low(t, cards)
        self.reason = (f"{goal} tricks but this one looks lost: keeps strength, plays {CODE[c]}"
                       if need > 0 else f"nothing cheap to win: plays {CODE[c]}")
        return c

    def _shed_low(self, t, cards):
        """The card the hand misses least: lowest, side suits before trumps, shortening short suits."""
        def keep_value(c):
            s = c >> 4
            length = (t.hand & SUIT_MASK[s]).bit_count()
            return (t.lead_p(c), c < 16, c & 15, length)
        if not t.trick:
            return self._lead_low(t, cards)
        return min(cards, key=keep_value)

    def _lead_low(self, t, cards):
        """A lead that gives up a trick cheaply: from a short side suit when holding spare trumps
        (to ruff later), else the lowest card of the longest side suit."""
        side = [c for c in cards if c >= 16] or cards
        has_trumps = t.hand & SUIT_MASK[SPADES]

        def key(c):
            length = (t.hand & SUIT_MASK[c >> 4]).bit_count()
            return (t.lead_p(c), length if has_trumps else -length, c & 15)
        return min(side, key=key)

    # --- not wanting tricks (bags) ------------------------------------------------------------------
    def _duck(self, t, cards):
        odds = {c: t.win_p(c) for c in cards}
        low = min(odds.values())
        safe = [c for c in cards if odds[c] <= low + 0.05]
        if low > 0.95:
            c = max(safe, key=_cost)
            self.reason = f"has its bid and must win this one: wins with its highest, {CODE[c]}"
        else:
            c = max(safe, key=lambda c: (c & 15, c < 16))
            self.reason = f"has its bid and avoids bags: sheds {CODE[c]} (wins about {odds[c]:.0%})"
        return c

    def _set_chance(self, t):
        """Is an opponent who needs most of the remaining tricks in this one (winning it so far, or
        still to play, or I am leading)? Then taking it may set them, worth far more than a bag."""
        if t.my_bags % 10 == 9:
            return False
        for j in range(t.n):
            need = t.bids[j] - t.won[j]
            if j == t.me or need <= 0 or need < t.tricks_left - 2:
                continue
            if not t.trick or t.best_seat == j or j in t.after:
                self.reason = f"tries to set Seat {j + 1}, who needs {need} of {t.tricks_left}"
                return True
        return False


class EasyBot(Bot):
    level = "easy"

    def choose(self, view, legal):
        hand = mask_of(view["hand"])
        if legal[0]["type"] == "bid":
            high = sum(1 for c in cards_of(hand) if c & 15 >= 11)      # kings, aces, jokers
            long_spades = max(0, (hand & SUIT_MASK[SPADES]).bit_count() - 3)
            bid = max(1, min(TRICKS[view["seats"]], high + long_spades // 2))
            self.reason = f"bids {bid}: counts its kings, aces and jokers"
            return {"type": "bid", "tricks": bid}
        cards = _plays(legal)
        me = view["seat"]
        need = view["bids"][me] - view["won"][me]
        trick = [INT_OF[code] for _, code in view["trick"]]
        if need <= 0:
            c = min(cards, key=lambda c: (c < 16, c & 15))
            self.reason = "has its bid: plays low"
            return _action(c)
        if not trick:
            c = max(cards, key=lambda c: (c & 15, c >= 16))
            self.reason = f"needs tricks: leads its highest, {CODE[c]}"
            return _action(c)
        led = trick[0] >> 4
        best = trick[0]
        for c in trick[1:]:
            if _beats(c, best, led):
                best = c
        winners = [c for c in cards if _beats(c, best, led)]
        if winners:
            c = min(winners, key=_cost)
            self.reason = f"needs tricks: wins with {CODE[c]}"
        else:
            c = min(cards, key=lambda c: (c < 16, c & 15))
            self.reason = f"cannot beat the {SUIT_WORDS[led]} trick: plays low"
        return _action(c)


LEVELS = {"easy": EasyBot, "normal": NormalBot}


# --- hard: determinised search -----------------------------------------------------------------------
def known_voids(view):
    """Per seat, a mask of suits (bit s) it is known to hold none of, from what the seat has seen:
    a seat that did not follow the suit led has none of it, and a seat that led a trump before trumps
    were broken held nothing else at that moment (so it has no heart, diamond or club left either)."""
    n = view["seats"]
    voids = [0] * n
    broken = False
    tricks = [t["cards"] for t in view["tricks"]]
    if view["trick"]:
        tricks = tricks + [view["trick"]]
    for cards in tricks:
        lead_seat, lead = cards[0][0], INT_OF[cards[0][1]]
        led = lead >> 4
        if lead < 16 and not broken:
            voids[lead_seat] |= 0b1110
        for seat, code in cards[1:]:
            if INT_OF[code] >> 4 != led:
                voids[seat] |= 1 << led
        if any(INT_OF[code] < 16 for _, code in cards) and len(cards) == n:
            broken = True
    return voids


def _feasible(demand, cap, voids, seats):
    """Can suits with `demand` cards left still go to `seats` with `cap` room, none to a void seat?
    (Hall's condition for this small transportation problem: every set of suits fits the room of the
    seats that may take one of them.)"""
    for subset in range(1, 16):
        need = 0
        for s in ALL_SUITS:
            if subset >> s & 1:
                need += demand[s]
        if not need:
            continue
        room = 0
        for j in seats:
            if (~voids[j]) & subset:
                room += cap[j]
        if need > room:
            return False
    return True


def deal_unseen(unseen, counts, voids, seats, rng):
    """Deal the `unseen` card ints to `seats` (hand sizes `counts`), never a suit to a seat void in it.
    Each card goes to a seat with room chosen in proportion to that room (a plain shuffled deal when
    nothing is void); with voids, a choice that would leave the rest undealable is never made.
    Returns a list of masks by seat (0 for seats not dealt to)."""
    cards = list(unseen)
    rng.shuffle(cards)
    cap = list(counts)
    hands = [0] * len(counts)
    constrained = any(voids[j] for j in seats)
    demand = [0, 0, 0, 0]
    for c in cards:
        demand[c >> 4] += 1
    if constrained and not _feasible(demand, cap, voids, seats):
        raise ValueError("no deal fits these voids and hand counts")
    for c in cards:
        s = c >> 4
        demand[s] -= 1
        options = [j for j in seats if cap[j] and not voids[j] >> s & 1]
        while True:
            total = sum(cap[j] for j in options)
            r = rng.below(total)
            for j in options:
                r -= cap[j]
                if r < 0:
                    break
            cap[j] -= 1
            if not constrained or _feasible(demand, cap, voids, seats):
                break
            cap[j] += 1
            options.remove(j)
        hands[j] |= 1 << c
    return hands


def sample_world(game, view, rng):
    """A full state consistent with everything the seat has seen: its own hand as it is, the cards
    played (tricks and the trick on the table) as they were, and the unseen cards dealt to the other
    seats in their hand counts, respecting every void they showed. The next hand's deal gets a fresh
    RNG (nobody can know it)."""
    n, me = view["seats"], view["seat"]
    mine = mask_of(view["hand"])
    played = 0
    for t in view["tricks"]:
        for _, code in t["cards"]:
            played |= 1 << INT_OF[code]
    for _, code in view["trick"]:
        played |= 1 << INT_OF[code]
    unseen = cards_of(DECK_MASK[n] & ~mine & ~played)
    others = [j for j in range(n) if j != me]
    counts = list(view["hand_counts"])
    counts[me] = 0
    hands = deal_unseen(unseen, counts, known_voids(view), others, rng)
    hands[me] = mine
    s = State()
    s.seats, s.options = n, dict(view["options"])
    s.phase = PHASE_NAMES.index(view["phase"])
    s.hand_no, s.dealer = view["hand_no"], view["dealer"]
    s.rng = rng.next64()
    s.hands = hands
    s.bids, s.won = tuple(view["bids"]), tuple(view["won"])
    s.scores, s.bags = tuple(view["scores"]), tuple(view["bags"])
    s.leader, s.broken = view["leader"], view["spades_broken"]
    s.trick = tuple(INT_OF[code] for _, code in view["trick"])
    s.tricks = [(t["leader"], tuple(INT_OF[code] for _, code in t["cards"]), t["winner"])
                for t in view["tricks"]]
    s.to_move = view["to_move"]
    s.sheet = view["sheet"]
    s.winners = list(view["winners"]) if view["winners"] is not None else None
    return s




class FastTable(Table):
    """The normal bot's Table built straight from an int state (no view), with the cards played and the
    voids kept up to date by the playout instead of re-read from the history at every move."""

    def __init__(self, s, played, voids):
        self.n = n = s.seats
        self.me = me = s.to_move
        self.hand = hand = s.hands[me]
        self.counts = counts = [h.bit_count() for h in s.hands]
        self.bids, self.won = s.bids, s.won
        self.tricks_left = counts[me]
        self.bags_on = bool(s.options["bags"])
        self.my_bags = s.bags[me]
        leader = s.leader
        self.trick = trick = [((leader + i) % n, c) for i, c in enumerate(s.trick)]
        best = self.best_seat = self.led = None
        if trick:
            self.led = led = trick[0][1] >> 4
            for seat, c in trick:
                if best is None or _beats(c, best, led):
                    best, self.best_seat = c, seat
        self.best = best
        self.played = played
        self.unseen = unseen = DECK_MASK[n] & ~hand & ~played
        self.voids = voids
        k = len(trick)
        self.after = [(me + i) % n for i in range(1, n - k)]
        self.q = q = [[0.0] * 4 for _ in range(n)]
        for su in ALL_SUITS:
            bit = 1 << su
            holders = [j for j in range(n) if j != me and not voids[j] & bit and counts[j]]
            total = sum(counts[j] for j in holders)
            for j in holders:
                q[j][su] = min(1.0, counts[j] / total)
        self.n_unseen = [(unseen & SUIT_MASK[su]).bit_count() for su in ALL_SUITS]
        self._lead = {}

    def lead_p(self, c):
        # Table.lead_p with p_beats written out (the same float operations in the same order, so the
        # same number); it depends only on the suit and how many unseen cards of it are higher, so cards
        # that share both share the work (a hand's strength sums it over every card)
        led = c >> 4
        above = (self.unseen & _above(c)).bit_count()
        key = led * 64 + above
        p = self._lead.get(key)
        if p is not None:
            return p
        p = 1.0
        q, me = self.q, self.me
        if led == SPADES:
            for j in range(self.n):
                if j != me:
                    p *= 1.0 - (1.0 - ((1.0 - q[j][0]) ** above if above else 1.0))
        else:
            n_sp, n_led = self.n_unseen[SPADES], self.n_unseen[led]
            for j in range(self.n):
                if j != me:
                    qj = q[j]
                    void_led = (1.0 - qj[led]) ** n_led if n_led else 1.0
                    higher = 1.0 - ((1.0 - qj[led]) ** above if above else 1.0)
                    trump = 1.0 - ((1.0 - qj[0]) ** n_sp if n_sp else 1.0)
                    p *= 1.0 - min(1.0, higher + void_led * trump)
        self._lead[key] = p
        return p


class FastNormal(NormalBot):
    """NormalBot's play on int states, for playouts: the same choices (a test compares them move by
    move), without building views, action dicts or reasons' text twice."""

    def play(self, s, played, voids):
        m = legal_mask(s)
        if not m & (m - 1):
            return m.bit_length() - 1
        cards = cards_of(m)
        t = FastTable(s, played, voids)
        need = t.bids[t.me] - t.won[t.me]
        if need > 0:
            return self._take(t, cards, need)
        if t.bags_on and not self._set_chance(t):
            return self._duck(t, cards)
        return self._take(t, cards, 0)

    def _take(self, t, cards, need):
        # as NormalBot._take, but the hand's strength is only summed when it decides something
        odds = {c: t.win_p(c) for c in cards}
        best_p = max(odds.values())
        urgent = need > 0 and (need >= t.tricks_left
                               or need > sum(t.lead_p(c) for c in cards_of(t.hand)) - 0.5)
        if best_p >= 0.55 or (urgent and best_p > 0.1):
            bar = max(0.55, best_p - 0.1) if best_p >= 0.55 else best_p
            return min((c for c in cards if odds[c] >= bar - 1e-9), key=_cost)
        return self._shed_low(t, cards)


def seen_so_far(s):
    """(cards played this hand, suits each seat has shown out of) as the normal bot's Table reads them."""
    n = s.seats
    played = 0
    voids = [0] * n
    tricks = [(ld, t) for ld, t, _ in s.tricks]
    if s.trick:
        tricks.append((s.leader, s.trick))
    for ld, t in tricks:
        led = t[0] >> 4
        for i, c in enumerate(t):
            played |= 1 << c
            if c >> 4 != led:
                voids[(ld + i) % n] |= 1 << led
    return played, voids


def playout_hand(s, player):
    """Play the rest of the hand of int state `s` (mutated) with normal bids and play for every seat."""
    hand_no, n = s.hand_no, s.seats
    bags = bool(s.options["bags"])
    played, voids = seen_so_far(s)
    while s.hand_no == hand_no and s.to_move is not None:
        if s.phase == BID:
            do_bid(s, choose_bid(s.hands[s.to_move], n, bags)[0])
            continue
        c = player.play(s, played, voids)
        if s.trick:
            led = s.trick[0] >> 4
            if c >> 4 != led:
                voids[s.to_move] |= 1 << led
        played |= 1 << c
        do_play(s, c)
        if s.hand_no != hand_no:
            break
    return s


def equivalent_cards(view, cards, prefer=None):
    """One card of each run of equivalent legal cards: cards of one suit with nothing between them but
    cards of the same hand or cards already played win and lose exactly the same tricks. The run keeps
    `prefer` if it is in it, else its lowest card."""
    gone = mask_of(view["hand"])
    for t in view["tricks"]:
        for _, code in t["cards"]:
            gone |= 1 << INT_OF[code]
    for _, code in view["trick"]:
        gone |= 1 << INT_OF[code]
    out, run = [], []
    for c in sorted(cards) + [None]:
        if run and (c is None or c >> 4 != run[-1] >> 4 or
                    any(not gone >> x & 1 for x in range(run[-1] + 1, c))):
            out.append(prefer if prefer in run else run[0])
            run = []
        if c is not None:
            run.append(c)
    return out


class HardBot(SearchBot):
    """Plays every candidate card out to the end of the hand in deals sampled from what the seat has
    seen, with the normal bot's bidding and play for everyone, and keeps the card with the best hand-score
    margin (a game won or lost in the playout counts in full); bids from the playouts' trick counts."""

    level = "hard"
    BID_REACH = 3         # bids considered: the honest count's bid and up to this many either side

    def sample_world(self, view, rng):
        return sample_world(self.game, view, rng)

    def choose(self, view, legal):
        if legal[0]["type"] == "bid" and len(legal) > 1:
            return self.bid(view, legal)
        return super().choose(view, legal)

    def bid(self, view, legal):
        """Bid from the tricks the hand takes in sampled deals: each playout bids the honest count's
        bid for this seat and plays the hand out (normal play everywhere); the bid with the best
        average hand score over those trick counts is made. One playout prices every bid at once, so
        the bid gets all the playouts (bidding higher would make the play a little keener, so a
        higher bid is, if anything, under-rated)."""
        n, me = view["seats"], view["seat"]
        bags = bool(view["options"].get("bags"))
        b0 = choose_bid(mask_of(view["hand"]), n, bags)[0]
        if not hasattr(self, "_fast"):
            self._fast = FastNormal(self.game, self.seat)
        taken = []
        start = time.perf_counter()
        while True:
            world = self.sample_world(view, self.rng)
            do_bid(world, b0)
            taken.append(playout_hand(world, self._fast).sheet[-1]["won"][me])
            if self.iterations is not None:
                if len(taken) >= self.iterations:
                    break
            elif time.perf_counter() - start >= self.seconds:
                break
        my_bags = view["bags"][me]

        def value(b):
            total = 0
            for t in taken:
                pts, over = hand_points(b, t)
                if bags:
                    pts -= 100 * ((my_bags + over) // 10 - my_bags // 10)
                total += pts
            return total / len(taken)

        bids = [a["tricks"] for a in legal if abs(a["tricks"] - b0) <= self.BID_REACH]
        best = max(bids, key=lambda b: (round(value(b), 9), b == b0))
        made = sum(1 for t in taken if t >= best) / len(taken)
        self.last_stats = {"worlds": len(taken), "rollouts": len(taken), "value": value(best),
                           "seconds": time.perf_counter() - start}
        self.reason = (f"bids {best}: made in {made:.0%} of {len(taken)} sampled deals, "
                       f"{value(best):.1f} points on average")
        return {"type": "bid", "tricks": best}

    def candidates(self, view, legal):
        if len(legal) == 1 or legal[0]["type"] == "bid":
            return legal
        normal = INT_OF[NormalBot(self.game, self.seat).choose(view, legal)["card"]]
        return [_action(c) for c in equivalent_cards(view, [INT_OF[a["card"]] for a in legal], normal)]

    def rollout_players(self, seed):
        return None

    def rollout(self, state, players):
        if not hasattr(self, "_fast"):
            self._fast = FastNormal(self.game, self.seat)
        s = playout_hand(state.copy(), self._fast)
        return self.utility(s, self.seat)

    def utility(self, state, seat):
        if state.winners is not None:
            return 1.0 if seat in state.winners else 0.0
        pts = state.sheet[-1]["points"]
        n = state.seats
        margin = pts[seat] - (sum(pts) - pts[seat]) / (n - 1)
        return 0.5 + max(-0.5, min(0.5, margin / 260))


LEVELS["hard"] = HardBot
