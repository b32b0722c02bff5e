"""A fast private simulator of The Game for the hard bot's playouts.

The rules' dict actions and State stay the public surface; this module only serves the search. Cards are
integers (colour * 10 + number - 1) and sets of cards are bits of an int: the live cards (not yet laid),
a hand, and -- from precomputed tables -- the cards a stack top still takes. The normal bot's "room" score
of a position is then three popcounts instead of a pass over every live card, and the normal team's
policy is re-implemented on that encoding. A test plays thousands
of positions through both and checks that they choose the same moves and reach the same ends, so the
search's playouts are exactly the normal team's games, only faster.
"""

from .rules import DECK, STACKS

UP, DOWN = 0, 1
NO_TOP = -1
END = ("end",)
SIGNAL_UP, SIGNAL_DOWN = ("signal", UP), ("signal", DOWN)
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


def _mask(cards):
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _takes(stack, top):
    return _mask(c for c in range(50) if fits(c, stack, top))


def _close(stack, top):
    """The cards the stack takes without skipping a number (the normal bot asks the team to keep such
    a stack for them)."""
    return _mask(c for c in range(50) if fits(c, stack, top) and gap(c, stack, top) <= 0)


# TAKES[stack][top + 1]: the cards a stack with that top still takes (top -1: an empty stack), and
# CLOSE likewise; the index is top + 1 so that NO_TOP reads entry 0.
TAKES = [[_takes(stack, top) for top in range(NO_TOP, 50)] for stack in (UP, DOWN)]
CLOSE = [[_close(stack, top) for top in range(NO_TOP, 50)] for stack in (UP, DOWN)]


def room_of(cards, takes_up, takes_down):
    """Sum over `cards` (a mask) of the stacks that still take them; a card neither takes costs
    DEAD_PENALTY."""
    return ((cards & takes_up).bit_count() + (cards & takes_down).bit_count()
            - DEAD_PENALTY * (cards & ~(takes_up | takes_down)).bit_count())


def weighted_room(live, mine, takes_up, takes_down):
    """room_of(live) + (MINE_WEIGHT - 1) * room_of(mine), written out: it is the search's innermost call."""
    dead = ~(takes_up | takes_down)
    return ((live & takes_up).bit_count() + (live & takes_down).bit_count()
            - DEAD_PENALTY * (live & dead).bit_count()
            + (MINE_WEIGHT - 1) * ((mine & takes_up).bit_count() + (mine & takes_down).bit_count()
                                   - DEAD_PENALTY * (mine & dead).bit_count()))


class Playout:
    """One sampled deal in play: hands, pile (top last), stack tops, whose turn, and the live cards."""

    __slots__ = ("seats", "hands", "pile", "tops", "to_move", "placed", "signalled", "turn", "limit",
                 "asks", "laid", "outcome", "live", "give_signals")

    def copy(self):
        p = Playout.__new__(Playout)
        p.seats = self.seats
        p.hands = [list(h) for h in self.hands]
        p.pile = list(self.pile)
        p.tops = list(self.tops)
        p.to_move, p.placed, p.signalled, p.turn = self.to_move, self.placed, self.signalled, self.turn
        p.limit, p.laid, p.outcome, p.give_signals = self.limit, self.laid, self.outcome, self.give_signals
        p.asks = list(self.asks)           # entries are tuples: never mutated
        p.live = self.live
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
        p.live = _mask(c for h in p.hands for c in h) | _mask(p.pile)
        return p

    # --- the rules ------------------------------------------------------------------------------
    def play(self, card, stack):
        seat = self.to_move
        self.hands[seat].remove(card)
        self.tops[stack] = card
        self.live &= ~(1 << card)
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
        if not _mask(self.hands[cand]) & (TAKES[UP][up + 1] | TAKES[DOWN][down + 1]):
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
    def asked(self, seat):
        """The stacks other seats asked to leave / to play on within the last round."""
        oldest = self.turn - (self.seats - 1)
        self.asks = [a for a in self.asks if a[1] >= oldest]     # older asks never count again
        leave, play = set(), set()
        for who, turn, stack, ask in self.asks:
            if who != seat:
                (leave if ask == "leave" else play).add(stack)
        return leave, play

    def normal_move(self):
        """The normal bot's move for the seat to move: ('play', card, stack), ('end',) or
        ('signal', stack) -- the same choice NormalBot makes from that seat's view.

        A move's score is the change in room of the live cards plus MINE_WEIGHT - 1 times the room of
        our hand (our cards count more), the laid card gone from both."""
        if self.placed >= self.limit:
            return END
        seat = self.to_move
        hand = self.hands[seat]
        up, down = self.tops
        upn = up % 10 + 1 if up != NO_TOP else 0
        downn = down % 10 + 1 if down != NO_TOP else 11
        live, mine = self.live, _mask(hand)
        takes_up, takes_down = TAKES[UP][up + 1], TAKES[DOWN][down + 1]
        before = weighted_room(live, mine, takes_up, takes_down)
        leave, play = self.asked(seat) if self.asks else ((), ())
        best = None
        for card in hand:
            bit = 1 << card
            n = card % 10 + 1
            live_after, mine_after = live & ~bit, mine & ~bit
            if takes_up & bit:
                new_up = TAKES[UP][card + 1]
                delta = weighted_room(live_after, mine_after, new_up, takes_down) - before
                score = delta - (LEAVE_PENALTY if UP in leave and n > upn + 1 else 0) + \
                    (PLAY_BONUS if UP in play else 0)
                key = (-score, CODE_ORDER[card], True)      # 'down' sorts before 'up' on a tie
                if best is None or key < best[0]:
                    best = (key, delta, card, UP)
            if takes_down & bit:
                new_down = TAKES[DOWN][card + 1]
                delta = weighted_room(live_after, mine_after, takes_up, new_down) - before
                score = delta - (LEAVE_PENALTY if DOWN in leave and n < downn - 1 else 0) + \
                    (PLAY_BONUS if DOWN in play else 0)
                key = (-score, CODE_ORDER[card], False)
                if best is None or key < best[0]:
                    best = (key, delta, card, DOWN)
        if best is None:
            return END
        _, delta, card, stack = best
        if self.give_signals and self.placed == 0 and not self.signalled:
            close_up = CLOSE[UP][(card if stack == UP else up) + 1]
            close_down = CLOSE[DOWN][(card if stack == DOWN else down) + 1]
            for other in hand:
                if other != card:
                    if close_up >> other & 1:
                        return SIGNAL_UP
                    if close_down >> other & 1:
                        return SIGNAL_DOWN
        if self.placed >= 1 and delta < -(2 * MINE_WEIGHT + SECOND_CARD_SLACK):
            return END
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
