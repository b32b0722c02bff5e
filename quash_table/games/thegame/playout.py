"""A fast private simulator of The Game for the hard bot's playouts.

The rules' dict actions and State stay the public surface; this module only serves the search. Cards are
integers (colour * 10 + number - 1), the live cards (not yet laid) are kept as per-colour prefix counts so
that the normal bot's "room" score of a position costs a handful of additions instead of a pass over
every live card, and the normal team's policy is re-implemented on that encoding. A test plays thousands
of positions through both and checks that they choose the same moves and reach the same ends, so the
search's playouts are exactly the normal team's games, only faster.
"""

from .rules import COLOURS, DECK, STACKS

UP, DOWN = 0, 1
NO_TOP = -1
CODES = DECK                # card i is DECK[i]: colour i // 10, number i % 10 + 1
INDEX = {code: i for i, code in enumerate(CODES)}
# The normal bot breaks ties by the card's code as a string ('B10' < 'B2'), then 'down' before 'up'.
CODE_ORDER = {i: rank for rank, i in enumerate(sorted(range(50), key=lambda i: CODES[i]))}

# The normal bot's weights (NormalBot reads them from here, so the two cannot drift apart).
MINE_WEIGHT = 1.5          # our own cards count more: we know they exist and we must lay them
DEAD_PENALTY = 3.0         # a live card neither stack takes any more
SECOND_CARD_SLACK = 0.0    # how much room beyond the card's own a second card may cost
LEAVE_PENALTY = 2.0        # honouring a teammate's "leave this stack alone"
PLAY_BONUS = 0.5           # and "please play on this stack"


def fits(card, stack, top):
    if top == NO_TOP:
        return True
    if card // 10 == top // 10:
        return True
    return card % 10 > top % 10 if stack == UP else card % 10 < top % 10


def gap(card, stack, top):
    n = card % 10 + 1
    if stack == UP:
        return n - (top % 10 + 1 if top != NO_TOP else 0) - 1
    return (top % 10 + 1 if top != NO_TOP else 11) - n - 1


class Playout:
    """One sampled deal in play: hands, pile (top last), stack tops, whose turn, and the live counts."""

    __slots__ = ("seats", "hands", "pile", "tops", "to_move", "placed", "signalled", "turn", "limit",
                 "asks", "laid", "outcome", "prefix", "give_signals")

    def copy(self):
        p = Playout.__new__(Playout)
        p.seats = self.seats
        p.hands = [list(h) for h in self.hands]
        p.pile = list(self.pile)
        p.tops = list(self.tops)
        p.to_move, p.placed, p.signalled, p.turn = self.to_move, self.placed, self.signalled, self.turn
        p.limit, p.laid, p.outcome, p.give_signals = self.limit, self.laid, self.outcome, self.give_signals
        p.asks = list(self.asks)           # entries are tuples: never mutated
        p.prefix = [list(r) for r in self.prefix]
        return p

    @classmethod
    def from_state(cls, state, give_signals=True):
        """The private encoding of a rules State (e.g. a world the hard bot sampled)."""
        p = cls.__new__(cls)
        p.seats = state.seats
        p.hands = [[INDEX[c] for c in h] for h in state.hands]
        p.pile = [INDEX[c] for c in state.pile]
        p.tops = [INDEX[state.up] if state.up else NO_TOP, INDEX[state.down] if state.down else NO_TOP]
        p.to_move, p.placed, p.signalled, p.turn = state.to_move, state.placed, state.signalled, state.turn
        p.limit = 1 if state.options["professional"] else 2
        p.give_signals = give_signals and not state.options["professional"]
        p.laid = len(state.history)
        p.outcome = state.outcome
        p.asks = [(s["seat"], s["turn"], STACKS.index(s["text"]["stack"]), s["text"]["ask"])
                  for s in state.signals if "ask" in s["text"]]
        p.prefix = [[0] * 11 for _ in COLOURS]
        for h in p.hands:
            for c in h:
                p._count(c, 1)
        for c in p.pile:
            p._count(c, 1)
        return p

    def _count(self, card, delta):
        row = self.prefix[card // 10]
        for k in range(card % 10 + 1, 11):
            row[k] += delta

    # --- the rules ------------------------------------------------------------------------------
    def play(self, card, stack):
        seat = self.to_move
        self.hands[seat].remove(card)
        self.tops[stack] = card
        self._count(card, -1)
        self.laid += 1
        self.placed += 1
        if self.placed == self.limit or not self.hands[seat]:
            self.end_turn()

    def end_turn(self):
        seat = self.to_move
        hand, pile = self.hands[seat], self.pile
        for _ in range(self.placed):
            if pile:
                hand.append(pile.pop())
        self.placed, self.signalled = 0, False
        self.turn += 1
        for k in range(self.seats):
            cand = (seat + 1 + k) % self.seats
            if self.hands[cand]:
                break
        else:
            self.outcome, self.to_move = "won", None
            return
        self.to_move = cand
        up, down = self.tops
        if not any(fits(c, UP, up) or fits(c, DOWN, down) for c in self.hands[cand]):
            self.outcome, self.to_move = "lost", None

    def apply(self, action):
        """Apply a rules-style dict action (only the search's candidates: play or end_turn)."""
        if action["type"] == "play":
            self.play(INDEX[action["card"]], STACKS.index(action["stack"]))
        elif action["type"] == "end_turn":
            self.end_turn()
        else:
            raise ValueError(f"a playout takes plays and end_turn, not {action['type']!r}")

    # --- the normal team's judgement ------------------------------------------------------------
    # Tops are passed as (number, colour) pairs: an empty up stack is (0, -1), an empty down one (11, -1).
    def room(self, upn, upc, downn, downc):
        """Sum over live cards of the stacks that still take them (dead cards cost DEAD_PENALTY)."""
        total = 0.0
        dead_band = upn >= downn
        for col, row in enumerate(self.prefix):
            every = row[10]
            if not every:
                continue
            if col == upc:
                total += every + (every if col == downc else row[downn - 1])
            elif col == downc:
                total += every + every - row[upn]
            else:
                total += every - row[upn] + row[downn - 1]
                if dead_band:
                    total -= DEAD_PENALTY * (row[upn] - row[downn - 1])
        return total

    def weighted_room(self, upn, upc, downn, downc, hand, without=None):
        """room() with our own cards weighing MINE_WEIGHT; `without` (the card just laid) leaves both
        the live cards and the hand."""
        total = self.room(upn, upc, downn, downc)
        for c in hand:
            n, col = c % 10 + 1, c // 10
            on_up = n > upn or col == upc
            on_down = n < downn or col == downc
            score = on_up + on_down if (on_up or on_down) else -DEAD_PENALTY
            total += (-1.0 if c == without else MINE_WEIGHT - 1) * score
        return total

    def asked(self, seat):
        leave, play = set(), set()
        oldest = self.turn - (self.seats - 1)
        for who, turn, stack, ask in self.asks:
            if who != seat and turn >= oldest:
                (leave if ask == "leave" else play).add(stack)
        return leave, play

    def normal_move(self):
        """The normal bot's move for the seat to move: ('play', card, stack), ('end',) or
        ('signal', stack) -- the same choice NormalBot makes from that seat's view."""
        seat = self.to_move
        hand = self.hands[seat]
        up, down = self.tops
        upn, upc = (up % 10 + 1, up // 10) if up != NO_TOP else (0, -1)
        downn, downc = (down % 10 + 1, down // 10) if down != NO_TOP else (11, -1)
        if self.placed >= self.limit:
            return ("end",)
        before = self.weighted_room(upn, upc, downn, downc, hand)
        leave, play = self.asked(seat) if self.asks else ((), ())
        best = None
        for card in hand:
            n, col = card % 10 + 1, card // 10
            # (stack, does it fit, the tops after it, does it skip numbers) for both stacks
            for stack, fit, tops, skips in ((UP, n > upn or col == upc, (n, col, downn, downc), n > upn + 1),
                                            (DOWN, n < downn or col == downc, (upn, upc, n, col), n < downn - 1)):
                if not fit:
                    continue
                delta = self.weighted_room(*tops, hand, card) - before
                score = delta - (LEAVE_PENALTY if stack in leave and skips else 0) + \
                    (PLAY_BONUS if stack in play else 0)
                key = (-score, CODE_ORDER[card], stack == UP)      # 'down' sorts before 'up'
                if best is None or key < best[0]:
                    best = (key, delta, card, stack)
        if best is None:
            return ("end",)
        _, delta, card, stack = best
        if self.give_signals and self.placed == 0 and not self.signalled:
            tops = [up, down]
            tops[stack] = card
            for other in hand:
                if other == card:
                    continue
                for s in (UP, DOWN):
                    if fits(other, s, tops[s]) and gap(other, s, tops[s]) <= 0:
                        return ("signal", s)
        if self.placed >= 1 and delta < -(2 * MINE_WEIGHT + SECOND_CARD_SLACK):
            return ("end",)
        return ("play", card, stack)

    def step_normal(self):
        move = self.normal_move()
        if move[0] == "play":
            self.play(move[1], move[2])
        elif move[0] == "end":
            self.end_turn()
        else:
            self.asks.append((self.to_move, self.turn, move[1], "leave"))
            self.signalled = True

    def finish(self):
        """Play the normal team to the end of the game; returns self."""
        while self.outcome is None:
            self.step_normal()
        return self
