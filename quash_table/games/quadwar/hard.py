"""Quadruple War's hard bot: determinised search (see bots.py), and the int replica of the normal bot
its playouts use."""

import time

from ...bots.search import SearchBot
from ...engine.cards import card_name
from ...engine.naming import Reason, counted_unit, joined
from .bid_words import NAMED_ROOM, WHY_ROOM, bid_gist, tricks_from
from .odds_words import times_in
from .bidding import bid_for
from .cheap_duck import cheaper_duck
from .low_lead import lower_lead
from .search_edge import with_edge
from .cards import CODE, DECK_MASK, INT_OF, SPADES, SUIT_MASK, cards_of, mask_of
from .knowledge import ALL_SUITS, Table, beats, higher_in_suit, keep_cost
from .players import NormalBot, play_action
from .rules import BID, PHASE_NAMES, State, do_bid, do_play, hand_points, legal_mask
from .play_words import alike_words, bid_lost, card_role_words, duck_words, every_trick_needed, trick_takers
from .play_words import with_alike
from .words import POINTS_KEY
from .trump_words import states_top, stating_top
from .versus_words import fresh, play_versus, with_figures

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
    s = State.blank()
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
        dealt, left = s._dealt, s.left      # a seat holds its dealt cards less those played (state.py)
        if dealt is None:
            dealt = s.hands
        self.hand = hand = dealt[me] & left
        self.counts = counts = [(h & left).bit_count() for h in dealt]
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
                if best is None or beats(c, best, led):
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
        above = (self.unseen & higher_in_suit(c)).bit_count()
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
        # the hand's strength is summed only where it decides: a card of 0.55 or more is played and one of 0.1
        # or less is not, urgent or not (the same choices; some 15% of a hint's search went on the sum)
        if best_p >= 0.55 or (0.1 < best_p and need > 0 and (
                need >= t.tricks_left or need > sum(t.lead_p(c) for c in cards_of(t.hand)) - 0.5)):
            bar = max(0.55, best_p - 0.1) if best_p >= 0.55 else best_p
            return min((c for c in cards if odds[c] >= bar - 1e-9), key=keep_cost)
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


def playout_hand(s, player, wins=None, me=None):
    """Play the rest of the hand of int state `s` (mutated) with normal bids and play for every seat; `wins`, a
    list by card, counts each card of seat `me` that took a trick (the card it played in a trick it won)."""
    hand_no, n = s.hand_no, s.seats
    bags = bool(s.options["bags"])
    played, voids = seen_so_far(s)
    mine = None
    while s.hand_no == hand_no and s.to_move is not None:
        if s.phase == BID:
            do_bid(s, bid_for(s.hand(s.to_move), n, bags))
            continue
        c = player.play(s, played, voids)
        if s.trick:
            led = s.trick[0] >> 4
            if c >> 4 != led:
                voids[s.to_move] |= 1 << led
        played |= 1 << c
        if wins is not None:
            mine, before = (c if s.to_move == me else mine), (len(s.tricks), s.won[me])
        do_play(s, c)
        if wins is not None and (s.hand_no != hand_no or len(s.tricks) > before[0]):
            took = s.sheet[-1]["won"][me] if s.hand_no != hand_no else s.won[me]
            wins[mine] += took > before[1]
        if s.hand_no != hand_no:
            break
    return s


def equivalent_cards(view, cards, prefer=None):
    """One card of each run of equivalent legal cards: cards of one suit with nothing between them but
    cards of the same hand or cards played in earlier tricks win and lose exactly the same tricks. A card on
    the trick now still parts them: with the K of clubs on it, your A and Q of clubs were one run, the hint said
    "the Q of clubs does the same here" of the A that beats the K, and the search weighed the Q for both (review
    39). The run keeps `prefer` if it is in it, else its lowest card."""
    gone = mask_of(view["hand"])
    for t in view["tricks"]:
        for _, code in t["cards"]:
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


def gamble_odds(view, c):
    """The chance (the normal bot's estimate) that card int `c` wins this trick, when it is played for a
    trick it wins less often than not (a gamble: from 10% to 50%); else None (a sound winner, a card given
    up, or a trick the bid lost for sure cannot use)."""
    me = view["seat"]
    if view["bids"][me] is None or view["bids"][me] - view["won"][me] <= 0:
        return None
    t = Table(view)
    if bid_lost(t):
        return None
    p = t.win_p(c)
    return p if 0.1 <= p < 0.5 else None


def worth_playing(view, legal):
    """The legal plays worth weighing: where the bid needs every trick left and the hand can take this one, the
    cards that take it (a trick let go loses the bid for sure). The search weighed a duck against a trump that
    wins about 1 time in 6, the bid lost in nearly every deal either way, by the others' points alone, and hinted
    "let Seat 4's 8 of clubs win this trick: keep your 9 of spades for later" (review 38)."""
    if legal[0]["type"] != "play":
        return legal
    t = Table(view)
    if not every_trick_needed(t):
        return legal
    takers = trick_takers(t)
    return [a for a in legal if INT_OF[a["card"]] in takers]


def _prior_words(prior, action, otherwise):
    """The normal bot's reason for the same card, as the hint's first clause ("...; "), else `otherwise`."""
    if prior is None or prior[0] != action or not prior[1]:
        return otherwise
    return prior[1] + "; "


def _points(x):
    """A figure of points as said: "1 point", "32 points" (rounded)."""
    return counted_unit(round(x), "point")


def _tricks(k):
    return f"{k} trick" + ("" if k == 1 else "s")


def bid_reason(bid, taken, average, lowest, seats, wins=None, hand=()):
    """Why the hard bot bids `bid`, in the terms its search weighed: the tricks the hand took in the
    sampled deals played out (`taken`, one count a deal), and which of your cards took them (`wins`, by card: the
    deals in which it took a trick; bid_words.tricks_from); `average`, the bid's average score over them (the
    best of the bids it tried), is not said. It follows "bid N" in a hint, so it does not say the bid again. With two seats
    every card you do not hold is in the other hand: each sampled deal is the deal itself."""
    n = len(taken)
    made = sum(1 for t in taken if t >= bid) / n
    if seats == 2 and len(set(taken)) == 1:
        # (as the bots play both hands: "played out, yours takes 12 tricks" read as a certainty, and two people
        # following the hints took 14 and 12 against 12 and 14 said, review 55k)
        known = "the other hand holds every card you do not: if both hands play as the bots do, yours takes"
        known = f"{known} {'only ' if taken[0] < bid else ''}{_tricks(taken[0])}"     # (no sampling words: review 18)
        if wins is not None and taken[0]:
            cards = [f"the {card_name(CODE[c])}" for c, w in enumerate(wins) if w * 2 >= n]
            known += f", with {joined(cards)}" if cards and len(cards) <= 4 else ""
        return known if taken[0] >= bid else f"the lowest bid: {known}"
    if wins is not None:            # which cards take the tricks, how often: the why, not the hint reworded (review 46)
        head, tail = "played out from what you can see, ", f": {_enough(bid)}"
        how = times_in(made)
        missed = bid == lowest and made < 0.5
        lead = "the lowest bid: " if missed else ""
        end = f" {'' if how == 'hardly ever' else 'only '}{how}" if missed else f" {how}, and no other bid should score more"
        # the cards named as the room the rest of the why leaves allows (the whole within WHY_ROOM)
        said = f"{head}{tricks_from(wins, n, hand, seats, min(NAMED_ROOM, WHY_ROOM - len(lead + head + tail + end)))}"
        if missed:
            # (no card takes one: said once)
            return Reason(f"{lead}{said}{tail}{end}" if any(wins) else f"{lead}{said}", bid_gist(bid, taken, lowest))
        return Reason(f"{said}{tail}{end}", bid_gist(bid, taken, lowest))
    enough = _enough(bid)
    # the hint shows the player's words first (bid_words), the figures on H
    gist = bid_gist(bid, taken, lowest)
    # how often in a player's words, from the deals the search played out ("in 77% of 150 sampled deals"
    # was a figure and jargon: review 31)
    if bid == lowest and made < 0.5:
        return Reason(f"the lowest bid: your hand takes {enough} only {times_in(made)} from what you can see",
                      gist)
    # no figure of points: "no bid averages more (9 points)" left a new player asking what the 9 was (review
    # 32), and saying it ("scores you about 9 points for the hand on average") made a hint of three lines
    # and what a bid scores, said once in the fewest words (review 33c: points were never explained)
    return Reason(f"your hand takes {enough} {times_in(made)} from what you can see; no other bid should score "
                  f"you more ({POINTS_KEY[0].lower()}{POINTS_KEY[1:]})", gist)


def _enough(bid):
    return "a trick" if bid == 1 else f"{bid} tricks or more"


def _bid_more_often(mine, theirs, other):
    """How much more often this card makes the bid than `other`, in a player's words (shares 0..1): "you make
    your bid about 3 times in 4 this way, about 1 time in 2 with the Q of hearts"; where the two read alike,
    "a little more often than with ..." (two equal phrases would say no difference)."""
    a, b = times_in(mine), times_in(theirs)
    if a == b:
        return f"you make your bid a little more often this way than with {other} ({a})"
    return f"you make your bid {a} this way, {b} with {other}"


def _known_versus(need, mine, theirs, n, other):
    """The search's figure for a card against `other` when every card is known (two seats: the unseen
    cards are the other hand's): the hand played out, no sampling. `mine`, `theirs`: (playouts that made
    the bid, points, points ahead of the other player) summed over the `n` playouts."""
    (made, pts, ahead), (amade, apts, aahead) = mine, theirs
    if need > 0 and made > amade:
        if made == n and amade == 0:
            return f"played out with every card known, you make your bid this way, not with {other}"
        return "played out with every card known, " + _bid_more_often(made / n, amade / n, other)
    if round(pts / n) > round(apts / n):
        return f"played out with every card known, it scores {_points(pts / n)}, {apts / n:.0f} with {other}"
    if round(ahead / n) <= round(aahead / n):
        return None         # no figure sets it above the other: nothing to compare (review 33c)
    return (f"played out with every card known, you end {_points(ahead / n)} ahead of the other player, "
            f"{aahead / n:.0f} with {other}")


class HardBot(SearchBot):
    """Plays every candidate card out to the end of the hand in deals sampled from what the seat has
    seen, with the normal bot's bidding and play for everyone, and keeps the card with the best hand-score
    margin (a game won or lost in the playout counts in full); bids from the playouts' trick counts."""

    level = "hard"
    BID_REACH = 3         # bids considered: the honest count's bid and up to this many either side
    SEARCH_EDGE = 0.0     # the share of playouts in which the bidder takes one trick more (search_edge.py)

    def sample_world(self, view, rng):
        return sample_world(self.game, view, rng)

    def bid(self, view, legal):
        """Bid from the tricks the hand takes in sampled deals: each playout bids the honest count's
        bid for this seat and plays the hand out (normal play everywhere); the bid with the best
        average hand score over those trick counts is made. One playout prices every bid at once, so
        the bid gets all the playouts (bidding higher would make the play a little keener, so a
        higher bid is, if anything, under-rated)."""
        n, me = view["seats"], view["seat"]
        bags = bool(view["options"].get("bags"))
        b0 = bid_for(mask_of(view["hand"]), n, bags)
        if not hasattr(self, "_fast"):
            self._fast = FastNormal(self.game, self.seat)
        taken, wins = [], [0] * 64          # (wins: each of your cards that took a trick, for the why)
        start = time.perf_counter()
        while True:
            world = self.sample_world(view, self.rng)
            do_bid(world, b0)
            took = playout_hand(world, self._fast, wins, me).sheet[-1]["won"][me]
            taken.append(with_edge(took, len(taken), self.SEARCH_EDGE, len(view["hand"])))
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
        self.last_stats = {"worlds": len(taken), "rollouts": len(taken), "value": value(best),
                           "seconds": time.perf_counter() - start}
        # one reason, the search's own: what the hand took in the playouts and what the bid scores over
        # them (the normal count's "expect about 3 tricks ... which bids 3" beside the search's "but 2
        # scores more" was two recommendations in one box, four lines with two seats)
        self.reason = bid_reason(best, taken, value(best), min(a["tricks"] for a in legal), n, wins,
                                 cards_of(mask_of(view["hand"])))
        return {"type": "bid", "tricks": best}

    def candidates(self, view, legal):
        if len(legal) == 1 or legal[0]["type"] == "bid":
            return legal
        legal = worth_playing(view, legal)
        normal = INT_OF[NormalBot(self.game, self.seat).choose(view, legal)["card"]]
        return [play_action(c) for c in equivalent_cards(view, [INT_OF[a["card"]] for a in legal], normal)]

    def prior_choice(self, view, legal):
        """The normal bot's card, and its reason kept for the hint; a gamble (a card that wins the trick
        less often than not, played for a trick) is the yardstick only: any card the sampled deals rate
        higher replaces it (a hint followed "a gamble: ... about 30%" and lost contracts a safer card
        made), where a sound card is replaced only when another clearly does better."""
        bot = NormalBot(self.game, self.seat)
        worth = worth_playing(view, legal)
        action = bot.choose(view, worth)
        # the normal bot's words are kept where its choice was its own and the bid can still be made: among the
        # takers alone it may say "keep your strong cards for later" of one, and with the bid lost "you need 5
        # more tricks" with 3 left (the role words say what is true there)
        self._prior = (action, None if worth != legal or bid_lost(Table(view)) else bot.reason)
        self.overrule_z = 0.0 if gamble_odds(view, INT_OF[action["card"]]) is not None else HardBot.overrule_z
        return action

    def choose(self, view, legal):
        if legal[0]["type"] == "bid" and len(legal) > 1:
            return self.bid(view, legal)
        self._tally, self._prior, self.searched = {}, None, None
        cands = self.candidates(view, legal)
        if len(legal) == 1:
            self.reason = "your only legal card"
            return legal[0]
        if len(cands) == 1:
            # every card worth playing does the same (one run of a suit): say so, and what the card does ("the
            # only sensible move" was said of the 3 of clubs beside the 4, review 28)
            card = cands[0]["card"]
            worth = [a["card"] for a in worth_playing(view, legal)]
            self.reason = with_alike(card_role_words(view, card, alike=len(worth) > 1), alike_words(view, worth, card))
            return cands[0]
        action = super().choose(view, legal)
        cheaper = (cheaper_duck(view, self.searched, action, self._prior[0])
                   or lower_lead(view, self.searched, action)) if self.searched else None
        if cheaper is not None:         # a duck or low lead: the card a person expects to give up, if no worse
            action, self.reason = cheaper
        elif self._tally and len(self._tally) > 1 and action["type"] == "play":
            self.reason = self._play_reason(view, action)
        return action

    def play_candidate(self, world, action):
        self._playing = action["card"]            # the rollout that follows is this card's
        return self.game.apply(world, action)

    def rollout_players(self, seed):
        return None

    def rollout(self, state, players):
        if not hasattr(self, "_fast"):
            self._fast = FastNormal(self.game, self.seat)
        s = playout_hand(state.copy(), self._fast)
        line = s.sheet[-1]
        me = self.seat
        tally = self._tally.setdefault(getattr(self, "_playing", None), [0, 0, 0, 0])
        pts = line["points"]
        tally[0] += 1
        tally[1] += line["won"][me] >= line["bids"][me]
        tally[2] += pts[me]
        tally[3] += pts[me] - (sum(pts) - pts[me]) / (len(pts) - 1)     # ahead of the others' average
        return self.utility(s, self.seat)

    def _play_reason(self, view, action):
        """Why this card, one reason, from whoever chose it (a hint chained the normal bot's reason, the
        need, the gamble's odds and the search's figures: three lines at 1024x640). The normal bot's card
        the search kept (no other card did clearly better) keeps the normal bot's reason; a card the search
        chose instead, or a gamble it weighed, gets the search's figure that sets it above the best other
        card played in the same sampled deals, a gamble saying it is one first."""
        me = view["seat"]
        need = view["bids"][me] - view["won"][me]
        card = action["card"]
        n, made, pts, ahead = self._tally[card]
        # the other cards searched as long as this one (the same deals: a fair comparison), best first by
        # how often they make the bid, then by points
        others = [(k, v) for k, v in self._tally.items() if k != card and v[0] == n]
        role = card_role_words(view, card)
        if not others or not n:
            return role
        alt, (_, amade, apts, aahead) = max(others, key=lambda kv: (kv[1][1], kv[1][2]))
        odds = gamble_odds(view, INT_OF[card])
        kept = self._prior is not None and self._prior[0] == action and self._prior[1]
        other = f"the {card_name(alt)}"
        if view["seats"] == 2:
            # every card you do not hold is in the other hand: nothing is sampled, each playout is the hand
            # itself ("17 sampled deals ... on average" was said of a deal wholly known: review 18)
            versus = _known_versus(need, (made, pts, ahead), (amade, apts, aahead), n, other)
        else:
            # one measure for every card: the points it scores you against the other's, about the same where they
            # differ by less than a few (review 45: points, "ahead of the average", how often the bid is made)
            versus = play_versus(n, (pts, ahead), (apts, aahead), other, made == 0 and not bid_lost(Table(view)))
        if kept and odds is None:
            return with_figures(kept, versus, other)
        # the short reason (shown first) is what the card does, in a player's terms; the search's figures
        # follow in the full one (H again): alone they said nothing a new player could use (review 28)
        if odds is None:
            plain = duck_words(view, card, alt) or role
            versus = fresh(plain, versus, other)
            return stating_top(Reason(f"{plain}; {versus}", plain, getattr(plain, "brief", plain)), states_top(plain)) \
                if versus else plain
        return Reason(f"a gamble (it wins this trick {times_in(odds)}), but {versus or 'nothing safer does better'}",
                      f"a gamble: it wins this trick {times_in(odds)}, and nothing safer does better",
                      f"a gamble: it wins {times_in(odds)}")

    def utility(self, state, seat):
        if state.winners is not None:
            return 1.0 if seat in state.winners else 0.0
        pts = state.sheet[-1]["points"]
        n = state.seats
        margin = pts[seat] - (sum(pts) - pts[seat]) / (n - 1)
        return 0.5 + max(-0.5, min(0.5, margin / 260))
