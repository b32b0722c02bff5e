"""The easy and normal bots of Flush (bots.py has the levels and what each does). They see only `view`
(their seat's view) and their legal actions."""

from itertools import accumulate

from ...bots import Bot
from .playout import BIG, STALL_FROM, next_in
from .reasons import (GO_OUT, MAKES_FLUSH, MIMIC_FLUSH, circling_reason, declare_reason, flush_card_reason,
                      give_base_reason, stock_draws,
                      hidden_pickup_reason, hidden_reason, keep_bases_reason, link_flush_reason, pickup_reason,
                      plain_reason, play_reason, super_flush_reason)
from .rules import FLUSHES, KIND, VALUE, pile_top
from .known import in_other_hands_by_value
from .sampler import unseen_counts

# BIG (the score of going out) and STALL_FROM (log entries in one round after which a bot starts
# mixing in random moves) live in playout.py, which the hard bot's playouts read without this module


def stalled(bot, view, legal):
    """A random legal move when the round has gone on for very long, else None.

    Flush rounds can circle: every pickup hands cards back, and two fixed strategies may answer each
    other for ever. Past STALL_FROM events in a round a bot plays a random move with a chance that grows
    with the length of the round, which breaks any such circle (random play ends rounds quickly)."""
    n = view["events"]
    if n <= STALL_FROM:
        return None
    if bot.rng.random() < min(0.5, (n - STALL_FROM) / 200.0):
        bot.reason = "a long round: something new, to break the circle"
        return legal[bot.rng.below(len(legal))]
    return None


def turned_mimic_as(view, action):
    """In a turn begun with a hidden Mimic, whether `action` has it take the pile's top value."""
    staged = view["staged"]
    alt = staged.get("mimic_as") if staged else None
    return alt is not None and action.get("as") == alt


def run_under_turned(view):
    """How many cards of the pile's top value lie under a turned hidden card (the run a turned Mimic
    joins when it takes that value)."""
    pile = view["pile"][:-1] if view["stage"] == "hidden" else view["pile"]
    return pile_top(pile)[1]


def resolve(view, names):
    """Card names of an action (codes or 'bN') -> codes, using the seat's own base tops."""
    row = view["bases"][view["seat"]]
    return [row[int(c[1:])]["top"] if c[0] == "b" else c for c in names]


class EasyBot(Bot):
    """Greedy: the biggest legal group (a random one among equals); Flush cards only instead of a
    pickup; hidden cards only on an empty pile."""

    level = "easy"

    def _pick(self, options, key):
        best = max(key(a) for a in options)
        top = [a for a in options if key(a) == best]
        return top[self.rng.below(len(top))]

    def choose(self, view, legal):
        seat = view["seat"]
        held = view["held_counts"][seat]
        odd = stalled(self, view, legal)
        if odd is not None:
            return odd
        if view["stage"] != "hidden_pickup":
            for a in legal:
                if a["type"] in ("play", "link_flush") and len(a["cards"]) >= held:
                    self.reason = GO_OUT
                    return a
        kinds = {}
        for a in legal:
            kinds.setdefault(a["type"], []).append(a)
        size = lambda a: len(a["cards"])   # noqa: E731
        if "swap_mimic" in kinds:
            self.reason = "swap a card for the Flush card"
            return kinds["swap_mimic"][self.rng.below(len(kinds["swap_mimic"]))]
        if "give_base" in kinds:
            self.reason = "give a base away: fewer cards for you"
            return kinds["give_base"][0]
        if "link_flush" in kinds:
            pick = self._pick(kinds["link_flush"], size)
            self.reason = link_flush_reason(len(pick["cards"]) + (view["pile_run_links"] or 0), view)
            return pick
        if "play" in kinds:
            self.reason = "the biggest group you may lay"
            return self._pick(kinds["play"], size)
        if "declare" in kinds:
            self.reason = "done for this turn"
            return kinds["declare"][0]
        if "flush" in kinds:
            self.reason = "a Flush card rather than picking up the pile"
            return kinds["flush"][0]
        if "hidden" in kinds and (view["pile_value"] is None or "pickup" not in kinds):
            self.reason = "turning up a hidden card is the way left to shed one"
            return kinds["hidden"][self.rng.below(len(kinds["hidden"]))]
        if "pickup" in kinds:
            self.reason = "nothing fits the pile: you pick it up"
            return self._pick(kinds["pickup"], size)
        self.reason = "the only kind of move left to you"
        return legal[self.rng.below(len(legal))]


class NormalBot(Bot):
    """One-move look-ahead with card counting (see the module notes)."""

    level = "normal"

    # weights (tuned with `simulate flush --bots normal,random,random` and against easy)
    W_CARD = 2.0          # each card shed
    W_HARD = 1.2          # a high card shed (hard to shed later) per value/10
    W_POINTS = 0.35       # printed points shed (x urgency)
    FLUSH_TURN = 7.0      # a Flush: the pile goes and we play again
    SUPER_EXTRA = 3.0
    TAKE_CARD = 2.6       # each card picked up
    KEEP_FLUSH = 7.0      # holding a Flush card as insurance
    KEEP_SPARE = 2.0      # holding a second (third...) one: one saves a pickup, the others are 5 points held
    MIMIC_SPENT = 1.2     # a Mimic used without making a Flush
    TOP_BONUS = 0.4       # playing a base top (frees the hidden card below)
    W_DEDUCT = 0.25       # each point a Deduction spent before the last turn would have deducted

    def choose(self, view, legal):
        action = self._choose(view, legal)
        circle = circling_reason(view) if len(legal) > 1 else None
        if circle is not None:          # the round goes round in circles: the hint says what ends it
            self.reason = circle
        return action

    def _choose(self, view, legal):
        if len(legal) == 1:
            self.reason = "the only move"
            return legal[0]
        odd = stalled(self, view, legal)
        if odd is not None:
            return odd
        self._prepare(view)
        best, best_score, why = None, None, ""
        for a in legal:
            self.reason = ""            # a scorer may give its move a reason; keep the chosen move's own
            sc = self._score(view, a)
            if best_score is None or sc > best_score:
                best, best_score, why = a, sc, self.reason
        self.reason = why or plain_reason(best, view)
        return best

    # --- what the seat knows -----------------------------------------------------------------------
    def _prepare(self, view):
        seat = view["seat"]
        held_counts = view["held_counts"]
        # the cards this seat has not seen: the deck minus everything it can see, and minus the cards it saw go
        # into another hand (a pile picked up face up, known.py): those are where it saw them go, never a hidden
        # card, a card of the stock or one a hand holds unseen (they were counted among the unseen cards, as if a
        # hidden card could be one of them, session 42)
        by_value = [u - k for u, k in zip(self._unseen_by_value(view), in_other_hands_by_value(view))]
        nxt = next_in(seat, view["out"])
        # (the next seat's known cards as cards it surely holds, like its base tops, measured weaker at two seats:
        # 49.3% of 4,000 games against this bot, session 42; its hand is still read as unseen cards)
        self._know(seat, view["mimic"], view["points"], view["out"], held_counts, by_value, nxt,
                   [b["top"] for b in view["bases"][nxt] if b["top"] is not None], view["hand_counts"][nxt],
                   sum(1 for c in view["hand"] if c in FLUSHES) + sum(
                       1 for b in view["bases"][seat] if b["top"] in FLUSHES), len(view["pile"]),
                   deduct=dict(zip(range(1, 11), view["deduct"])))

    @staticmethod
    def _unseen_by_value(view):
        """The deck less everything the view shows its seat, by value (index 0: Flush cards)."""
        by_value = [0] * 11
        for c, k in unseen_counts(view).items():
            by_value[VALUE[c]] += k
        return by_value

    def _know(self, seat, mimic, points, out, held_counts, by_value, nxt, next_tops, next_hand, my_flush,
              pile_len, deduct=None):
        """What the scoring reads, from what the seat sees (a view, or the hard bot's playout state:
        playout.prepare): by_value counts the unseen cards of each value, index 0 the Flush cards."""
        self.seat = seat
        self.m = mimic
        self.points = points
        self.held = held_counts[seat]
        others = [x for x in range(len(out)) if x != seat and not out[x]]
        self.others = others
        self.min_other = min((held_counts[x] for x in others), default=99)
        self.urgency = 1.0 + (3.0 if self.min_other <= 3 else 1.0 if self.min_other <= 6 else 0.0)
        self.unseen_total = max(1, sum(by_value))
        self.by_value = by_value
        self.at_most = list(accumulate(by_value))     # at_most[v]: unseen Flush cards and values <= v
        self.next_seat = nxt
        self.next_tops = next_tops
        self.next_hand = next_hand
        self.next_held = held_counts[nxt]
        self.my_flush = my_flush
        self.has_play = None
        self.pile_len = pile_len
        self.deduct = deduct or {}   # value -> what its Deduction deducts (the deck's; value + 1 by default)
        self._memo = {}         # figures the move's candidates share (codes, values, (value, need))

    def _frac_at_most(self, v, mimic=False):
        """Share of the unseen cards that are Flush cards or of value <= v (or the Mimic, if asked)."""
        return self._count_at_most(v, mimic) / self.unseen_total

    def _count_at_most(self, v, mimic=False):
        """How many unseen cards are Flush cards or of value <= v (or the Mimic, if asked): the hint says the
        count, a person can check it against the cards gone by, where a share alone was no reason (issue 23)."""
        k = self.at_most[v]
        if mimic and self.m is not None and self.m > v:
            k += self.by_value[self.m]
        return k

    def _not_seen_fits(self, v):
        """How many of the cards you have not seen fit `v`s (Flush cards, values up to v, the Mimic): the count
        the hint's words say. The cards you saw go into another hand are not among them (_prepare): counting
        them made the hint's count go up as a bot picked up (issue 23)."""
        return self._count_at_most(v, mimic=True)

    def _not_seen_total(self):
        """How many cards you have not seen."""
        return sum(self.by_value)

    def _frac_value(self, v):
        """Share of the unseen cards of value v or of the Mimic value."""
        k = self.by_value[v]
        if self.m is not None and self.m != v:
            k += self.by_value[self.m]
        return k / self.unseen_total

    def _p_next_cannot(self, v):
        """Chance the next seat holds nothing to play on a pile of value v (its hand is unseen cards).
        Every group of a value asks the same: worked out once a move."""
        got = self._memo.get(v)
        if got is None:
            got = self._memo[v] = self._next_cannot(v)
        return got

    def _next_cannot(self, v):
        if any(c in FLUSHES or VALUE[c] <= v or VALUE[c] == self.m for c in self.next_tops):
            return 0.0
        f = self._frac_at_most(v, mimic=True)
        return (1.0 - f) ** self.next_hand

    def _p_next_has(self, v, need):
        """Chance the next seat holds at least `need` cards of value v or Mimics (a rough binomial),
        worked out once a move."""
        if need <= 0:
            return 1.0
        got = self._memo.get((v, need))
        if got is None:
            got = self._memo[v, need] = self._next_has(v, need)
        return got

    def _next_has(self, v, need):
        f = self._frac_value(v)
        h = self.next_hand
        if need == 1:
            p = 1.0 - (1.0 - f) ** h
        else:
            p0 = (1.0 - f) ** h
            p1 = h * f * (1.0 - f) ** max(0, h - 1)
            p = 1.0 - p0 - p1
            if need >= 3:
                p *= 0.35
        tops = sum(1 for c in self.next_tops if VALUE[c] == v or VALUE[c] == self.m)
        if tops >= need:
            return 1.0
        return max(0.0, min(1.0, p))

    # --- scoring -----------------------------------------------------------------------------------
    def _shed(self, codes):
        sc = 0.0
        memo = self._memo
        for c in codes:
            got = memo.get(c)
            if got is None:
                got = memo[c] = self._shed_one(c)
            sc += got
        return sc

    def _shed_one(self, c):
        """What shedding one card is worth (a move's groups share their cards: worked out once a move)."""
        v = VALUE[c]
        pts = self.points.get(c, 1) * (3 if v == self.m else 1)
        return self.W_CARD + self.W_POINTS * pts * self.urgency + self.W_HARD * v / 10.0

    def _score(self, view, a):
        t = a["type"]
        if t == "swap_mimic":
            return self._score_swap(view, a)
        if t == "give_base":
            row = view["bases"][self.seat][a["base"]]
            n = (row["top"] is not None) + row["hidden"]
            self.reason = give_base_reason(view, n)
            return 10 + 5 * n + (VALUE.get(row["top"], 0) / 10 if row["top"] else 0)
        if t == "keep_bases":
            self.reason = keep_bases_reason(view)
            return 0.0
        if t == "declare":
            return self._score_declare(view, a)
        if t == "hidden":
            return self._score_hidden(view)
        if t == "flush":
            return self._score_flush(view, a)
        codes = resolve(view, a["cards"])
        if t in ("play", "link_flush", "flush") and view["stage"] != "hidden_pickup" \
                and len(codes) >= self.held:
            return BIG
        if t == "link_flush":
            # what the Link Flush does, not its name again: the move's words name it ("lay three Links: a
            # Link Flush — a Link Flush", review 16); said here, not in the playouts' _link_value
            self.reason = link_flush_reason(len(codes) + (view["pile_run_links"] or 0), view)
            return self._link_value(codes, view["pile_run_links"] or 0)
        if t == "pickup":
            return self._score_pickup(view, codes)
        return self._score_play(view, a, codes)

    def _link_value(self, codes, pile_links):
        links = len(codes) + pile_links
        return self._shed(codes) + self.FLUSH_TURN + (self.SUPER_EXTRA if links >= 6 else 0)

    def _score_play(self, view, a, codes):
        v = a["as"]
        k = len(codes)
        stage = view["stage"]
        retaken = turned_mimic_as(view, a)
        if stage == "hidden_pickup" and not retaken:
            size = len(view["adjacent"]) + k
            self.reason = hidden_pickup_reason(codes, v, size, view)
            sc = self._shed(codes) - self._pickup_avoidable(view)
            if size >= 4:
                sc += self.FLUSH_TURN + (self.SUPER_EXTRA if size >= 6 else 0)
            return sc
        pv, run = view["pile_value"], view["pile_run"] or 0
        if retaken:
            new_run = run_under_turned(view) + 1 + k     # the turned Mimic joins the top cards, and these
        elif stage == "hidden":
            new_run = run + k
        else:
            new_run = k + (run if pv == v else 0)
        tops = sum(1 for c in a["cards"] if c[0] == "b")
        sc = self._play_value(codes, v, new_run, tops)
        if new_run < 4:         # the reason from the terms it weighed (never worked out in playouts)
            self.reason = play_reason(self, codes, v, new_run, tops, view)
        elif new_run >= 6:      # a Super Flush: to whom a base may go (MAKES_FLUSH said a Flush, session 35)
            self.reason = super_flush_reason(view, "the pile goes")
        return sc

    def _play_value(self, codes, v, new_run, tops):
        """A group of value v played onto the pile (not starting a new one), its run then new_run long;
        `tops` of its cards are base tops."""
        k = len(codes)
        # the cards shed (_shed), counting the Mimics, Skips and Deductions among them on the way
        sc = 0.0
        mimics = skips = deductions = 0
        deducted = []               # the Deductions spent: (value, amount)
        memo = self._memo
        m = self.m
        for c in codes:
            got = memo.get(c)
            if got is None:
                got = memo[c] = self._shed_one(c)
            sc += got
            kind = KIND[c]
            if kind == "S":
                skips += 1
            elif kind == "D":
                deductions += 1
                deducted.append((VALUE[c], self.deduct.get(VALUE[c], VALUE[c] + 1)))
            if VALUE[c] == m:
                mimics += 1
        if v == m:
            mimics = 0
        sc += self.TOP_BONUS * tops
        if new_run >= 4:
            sc += self.FLUSH_TURN + (self.SUPER_EXTRA if new_run >= 6 else 0)
            self.reason = MAKES_FLUSH
            return sc
        sc -= self.MIMIC_SPENT * mimics
        pile_after = self.pile_len + k
        # pressure: the next seat may have to pick the pile up
        sc += self._p_next_cannot(v) * (1.5 + 0.5 * pile_after)
        # danger: the next seat completes a Flush on our run
        sc -= self._p_next_has(v, 4 - new_run) * 2.5
        if skips:
            sc += skips * (1.0 + (4.0 if self.next_held <= 3 else 0.0))
        # a Deduction counts only on the turn that goes out (the rules page): spent now, its amount is
        # thrown away, so another move as good keeps it; when the lay still wins, the reason says so
        if deducted:
            sc -= self.W_DEDUCT * sum(amount for _, amount in deducted)
        return sc

    def _score_pickup(self, view, codes):
        self.reason = pickup_reason(self, codes, len(view["pile"]),
                                    view["pile_value"] if self._no_plain_play(view) else None, view)
        return self._pickup_value(codes, len(view["pile"]), sum(self.points.get(c, 1) for c, _ in view["pile"]))

    def _pickup_value(self, codes, take, take_pts):
        """A group starting a new pile, the old one of `take` cards worth `take_pts` picked up."""
        k = len(codes)
        sc = self._shed(codes) - self.TAKE_CARD * take - 0.2 * take_pts
        if k >= 4:
            sc += self.FLUSH_TURN + (self.SUPER_EXTRA if k >= 6 else 0)
        else:
            sc -= 1.5              # the next seat plays on our high new pile
        return sc - 3.0

    def _score_flush(self, view, a):
        sc = self._flush_value(resolve(view, [a["card"]])[0], len(view["pile"]), view["pile_value"],
                               lambda: self._no_plain_play(view))
        if sc != BIG:
            self.reason = flush_card_reason(a["card"] if a["card"][0] != "b" else resolve(view, [a["card"]])[0],
                                            len(view["pile"]), self.held - 1, *stock_draws(view))
        return sc

    def _flush_value(self, code, pile_len, pv, no_plain_play):
        """A Flush card played on a pile of pile_len cards of top value pv; no_plain_play() says whether
        no group could go on it instead."""
        if self.held == 1:
            return BIG
        sc = self.W_CARD + self.W_POINTS * 5 * self.urgency
        # what the Flush saves: the pile would otherwise be picked up when nothing can be played
        pile_cost = self.TAKE_CARD * pile_len
        if no_plain_play():
            sc += 4.0 + pile_cost
        else:
            # one Flush card is worth keeping against a pickup; the rules score each held at the round's end
            # as 5 points, and playing one costs no turn (the pile goes and you play again, as any Flush),
            # so the spare ones go
            sc -= self.KEEP_FLUSH if self.my_flush <= 1 else self.KEEP_SPARE
        if self.min_other <= 3:
            sc += 5.0
            if code == "F+":
                sc += 3.0 * len(self.others)
        if self.held <= self.my_flush + 2:
            sc += 4.0           # endgame: chain the Flushes into going out
        if pv is None:
            sc -= 1.0           # nothing to clear
        return sc

    def _no_plain_play(self, view):
        """No group can go on the pile (only pickups, Flushes or hidden cards remain)."""
        pv = view["pile_value"]
        if pv is None:
            return False
        m = self.m
        for c in view["hand"]:
            if c not in FLUSHES and (VALUE[c] <= pv or VALUE[c] == m):
                return False
        for b in view["bases"][self.seat]:
            c = b["top"]
            if c is not None and c not in FLUSHES and (VALUE[c] <= pv or VALUE[c] == m):
                return False
        return True

    def _score_hidden(self, view):
        pv = view["pile_value"]
        # the share said counts the Mimics (a turned Mimic may take the pile's value: review 31's "16% … fit the 1s"
        # left out the unseen 3s, the Mimic); the move's value still weighs the share without them
        counts = None if pv is None else (self._not_seen_fits(pv), max(1, self._not_seen_total()))
        self.reason = hidden_reason(pv, len(view["pile"]), 1.0 if pv is None else counts[0] / counts[1],
                                    counts=counts)
        return self._hidden_value(pv, len(view["pile"]), len(view["hand"]) + sum(
            1 for b in view["bases"][self.seat] if b["top"] is not None))

    def _hidden_value(self, pv, pile_len, visible):
        """Turning a hidden card onto a pile of pile_len cards of top value pv, `visible` cards in hand
        and on base tops."""
        if pv is None:
            p_join = 1.0
        else:
            p_join = self._frac_at_most(pv)
        take = self.TAKE_CARD * pile_len
        sc = p_join * (self.W_CARD + 1.0) - (1 - p_join) * (take + 1.0)
        if visible == 0:
            sc += 3.0
        return sc + 0.5

    def _score_declare(self, view, a):
        self.reason = declare_reason(view, a)       # (what it does; a turned Mimic's Flush says so below)
        if turned_mimic_as(view, a):
            # the turned Mimic takes the pile's value: a Flush, or (instead of a pickup) a play
            run = run_under_turned(view) + 1
            if run >= 4:
                self.reason = MIMIC_FLUSH
                return self.FLUSH_TURN + (self.SUPER_EXTRA if run >= 6 else 0)
            return -0.5 - self._p_next_has(view["staged"]["mimic_as"], 4 - run) * 2.5
        if view["stage"] == "hidden":
            run = view["pile_run"] or 0
            if run >= 4:
                return self.FLUSH_TURN
            return 0.0
        size = len(view["adjacent"])
        return (self.FLUSH_TURN if size >= 4 else 0.0) - self._pickup_avoidable(view)

    def _pickup_avoidable(self, view):
        """The cost of the pickup a turned card higher than the pile starts, when a turned Mimic could
        join the pile instead (0 otherwise: the pickup is then no choice)."""
        if not (view["staged"] or {}).get("mimic_as"):
            return 0.0
        return self.TAKE_CARD * len(view["pile"]) + 0.2 * sum(self.points.get(c, 1) for c, _ in view["pile"])

    def _score_swap(self, view, a):
        code = resolve(view, [a["card"]])[0]
        v = VALUE[code]
        mine = [c for c in view["hand"]] + [b["top"] for b in view["bases"][self.seat] if b["top"]]
        same = sum(1 for c in mine if c not in FLUSHES and VALUE[c] == v) - 1
        self.reason = "the Mimic becomes the value you hold most of"     # said to the hint's reader
        return same * 2 - v / 10.0 + (0.5 if a["card"][0] != "b" else 0)
