"""What a Quadruple War seat knows in the play, from its own view: its hand, the cards gone, who showed
out of what, and the odds that a card wins a trick (the normal bot's eyes; the hard bot's playouts use the
same sums on int states, hard.FastTable)."""

from .cards import DECK_MASK, INT_OF, SPADES, SUIT_MASK, mask_of

ALL_SUITS = (0, 1, 2, 3)


def higher_in_suit(c):
    """Mask of every card of c's suit higher than c."""
    return SUIT_MASK[c >> 4] & ~((2 << c) - 1)


def beats(c, best, led):
    """Does card c beat the trick's current winning card `best` (suit led `led`)?"""
    if c < 16:
        return best >= 16 or c > best
    return best >= 16 and c >> 4 == led and c > best


def keep_cost(c):
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
            if best is None or beats(c, best, self.led):
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

    # --- what is sure -------------------------------------------------------------------------------
    def out_of(self, j, s):
        """Is seat j sure to hold no card of suit s, from what this seat sees: it showed out of s, or no card
        of s is left unseen (the count says so)?"""
        return bool(self.voids[j] >> s & 1) or not self.n_unseen[s]

    def spades_with(self, seats):
        """Are the spades still unseen (one at least) sure to be in these seats' hands: every other seat that
        may hold one is among them?"""
        if not self.n_unseen[SPADES]:
            return False
        return all(j in seats for j in range(self.n) if j != self.me and self.q[j][SPADES] > 0)

    # --- odds -------------------------------------------------------------------------------------
    def p_none(self, j, s, k):
        """Chance seat j holds none of k given unseen cards of suit s."""
        return (1.0 - self.q[j][s]) ** k if k else 1.0

    def p_beats(self, j, c, led):
        """Chance that seat j, still to play, can beat card c (the trick's winner) in a trick led `led`."""
        hi_spades = (self.unseen & higher_in_suit(c)).bit_count() if c < 16 else self.n_unseen[SPADES]
        if led == SPADES:
            return 1.0 - self.p_none(j, SPADES, hi_spades)
        void_led = self.p_none(j, led, self.n_unseen[led])
        if c < 16:                      # a trump on a side suit: only a higher trump from a void seat
            return void_led * (1.0 - self.p_none(j, SPADES, hi_spades))
        higher = 1.0 - self.p_none(j, led, (self.unseen & higher_in_suit(c)).bit_count())
        return min(1.0, higher + void_led * (1.0 - self.p_none(j, SPADES, hi_spades)))

    def win_p(self, c):
        """Chance that playing c now wins this trick (0 if it cannot)."""
        if self.trick:
            if not beats(c, self.best, self.led):
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
