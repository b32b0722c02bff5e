"""Quadruple War (assets/rules/quadwar.md): trick taking, every seat for itself, spades always trump and the
two jokers are the highest spades (BJ > LJ > AS > KS > ... > 2S).

The state is built for speed, because search bots replay thousands of hands per move: cards are ints
and hands bitmasks (cards.py), so copying the state copies a list of ints; card codes ('QH', 'BJ') appear
only at the dict boundary (actions, views, dump and load). Words live in words.py.
Search bots can skip the dicts: `s = state.copy()`, then `legal_mask(s)`, `do_bid(s, k)` and
`do_play(s, card_int)` mutate the copy without checks (about 5,000 random hands a second).

Rulings beyond the sheet (assets/rules/quadwar.md, Rulings; docs/ARCHITECTURE.md for the rest):
- a stacked deck sets the first hand's deal; later hands are shuffled by the seeded RNG;
- the first dealer is drawn by high card with the RNG (jokers highest, then A..2; suits ignored; tied
  seats draw again from a fresh shuffle), never from the stacked deck, unless option `dealer` fixes it;
- a seat that breaks its contract gets no overtricks (so no bags) for that hand;
- with option `bags`, a seat loses 100 each time its running total of overtricks reaches a multiple of 10.

What a move caused (engine/game.py events) is on the state apply returns, `state.caused`: the dealer's bid
gives bidding_done; a trick's last card gives trick_won, then spades_broken or, at a hand's end,
hand_scored and hand_dealt (or game_won). Every event is public. do_play/do_bid record none.
"""

from ...engine.cards import card_name, deck_from_stacked
from ...engine.game import Game, IllegalAction, Option
from ...engine.rng import Rng
from .cards import (BIT, CODE, DECK_CODES, DECK_INTS, DECK_MASK, INT_OF, NON_SPADES, SUIT_MASK, TRICKS,
                    codes_of, mask_of)
from .summary import LazySummary
from .words import event_words, play_refusal, summary_words

BID, PLAY, OVER = 0, 1, 2
PHASE_NAMES = ("bid", "play", "over")


def trick_winner_index(trick):
    """Index in play order of the card winning a trick (a tuple of ints, leader's card first)."""
    led = trick[0] >> 4
    best_i, best_key = 0, (100 + trick[0]) if trick[0] < 16 else trick[0]
    for i in range(1, len(trick)):
        c = trick[i]
        if c < 16:
            key = 100 + c
        elif c >> 4 == led:
            key = c
        else:
            continue
        if key > best_key:
            best_i, best_key = i, key
    return best_i


def legal_mask(s):
    """The cards the seat to move may play (a bitmask); 0 outside the play phase."""
    if s.phase != PLAY:
        return 0
    hand = s.hands[s.to_move]
    if s.trick:
        follow = hand & SUIT_MASK[s.trick[0] >> 4]
        return follow or hand
    if s.broken:
        return hand
    return (hand & NON_SPADES) or hand


def hand_points(bid, won):
    """(points, overtricks) for one seat's hand before any bag deduction."""
    if won < bid:
        return 0, 0
    return 10 * bid + (won - bid), won - bid


class State:
    __slots__ = ("seats", "options", "phase", "hand_no", "dealer", "rng", "hands", "bids", "won",
                 "scores", "bags", "trick", "leader", "broken", "tricks", "to_move", "sheet", "winners",
                 "legal", "cause")
    # legal: the legal-action list once asked for; None again whenever s changes.
    # cause: what the move that made this state caused, as apply left it (never saved): None (nothing),
    # a completed trick's facts (see trick_facts), or the events themselves once `caused` has built them.

    def __init__(self):
        self.legal = None       # the other fields are set by whoever builds the state
        self.cause = None

    @property
    def caused(self):
        """The events of the move that made this state (engine/game.py). A completed trick's events are
        built only when first read: playouts through apply complete a trick every few plays and never
        read them."""
        cause = self.cause
        if cause is None:
            return []
        if cause.__class__ is tuple:
            self.cause = cause = trick_events(self, *cause)
        return cause

    def copy(self):
        s = State.__new__(State)
        s.seats, s.options, s.phase, s.hand_no = self.seats, self.options, self.phase, self.hand_no
        s.dealer, s.rng = self.dealer, self.rng
        s.hands = self.hands[:]
        s.bids, s.won, s.scores, s.bags = self.bids, self.won, self.scores, self.bags  # tuples
        s.trick, s.leader, s.broken = self.trick, self.leader, self.broken
        s.tricks = self.tricks[:]       # entries are tuples, never mutated
        s.to_move = self.to_move
        s.sheet = self.sheet            # replaced, never mutated, when a hand is scored
        s.winners = self.winners
        s.legal = None
        s.cause = None
        return s

    @property
    def tricks_per_hand(self):
        return TRICKS[self.seats]


# --- the state machine (ints only; used by apply and by search bots on copies) ----------------------
def deal(s, deck):
    """Deal `deck` (ints, top first) one at a time from the dealer's left and open the bidding."""
    n = s.seats
    hands = [0] * n
    first = (s.dealer + 1) % n
    for k in range(n):      # the k-th card from the top and every n-th after it go to the same seat
        hand = 0
        for c in deck[k::n]:
            hand |= BIT[c]
        hands[(first + k) % n] = hand
    s.hands = hands
    s.legal = None
    s.bids = (None,) * n
    s.won = (0,) * n
    s.trick, s.leader, s.broken, s.tricks = (), first, False, []
    s.phase, s.to_move = BID, first


def do_bid(s, tricks):
    """Record the bid of the seat to move (no checks) and pass the turn; mutates s."""
    seat = s.to_move
    bids = list(s.bids)
    bids[seat] = tricks
    s.bids = tuple(bids)
    s.legal = None
    if seat == s.dealer:            # the dealer bids last
        s.phase = PLAY
        s.to_move = s.leader
    else:
        s.to_move = (seat + 1) % s.seats


def do_play(s, c):
    """Play card int c for the seat to move (no checks); mutates s, scoring the hand when it ends."""
    seat = s.to_move
    s.hands[seat] ^= 1 << c
    s.legal = None
    trick = s.trick + (c,)
    n = s.seats
    if len(trick) < n:
        s.trick = trick
        s.to_move = (seat + 1) % n
        return
    w = (s.leader + trick_winner_index(trick)) % n
    won = list(s.won)
    won[w] += 1
    s.won = tuple(won)
    s.tricks.append((s.leader, trick, w))
    if not s.broken and min(trick) < 16:
        s.broken = True
    s.trick = ()
    s.leader = s.to_move = w
    if not s.hands[w]:
        end_hand(s)


def end_hand(s):
    """Score the hand, write the score sheet line, then end the game or deal the next hand."""
    n = s.seats
    bags_on = s.options["bags"]
    target = s.options["target"]
    points, penalties, scores, bags = [], [], list(s.scores), list(s.bags)
    for i in range(n):
        p, over = hand_points(s.bids[i], s.won[i])
        times = (bags[i] + over) // 10 - bags[i] // 10 if bags_on else 0
        bags[i] += over
        p -= 100 * times
        points.append(p)
        penalties.append(times)
        scores[i] += p
    s.scores, s.bags = tuple(scores), tuple(bags)
    s.sheet = s.sheet + [{"hand": s.hand_no, "dealer": s.dealer, "bids": list(s.bids),
                          "won": list(s.won), "points": points, "bag_penalties": penalties,
                          "scores": list(scores)}]
    top = max(scores)
    if top >= target and scores.count(top) == 1:
        s.winners = [scores.index(top)]
        s.phase, s.to_move = OVER, None
        return
    s.hand_no += 1
    s.dealer = (s.dealer + 1) % n
    rng = Rng(s.rng)
    deck = list(DECK_INTS[n])
    rng.shuffle(deck)
    s.rng = rng.state
    deal(s, deck)


# --- what a move caused (apply's events; search bots calling do_play directly skip them) ----------------
def _played(state, c):
    """apply's play: a copy of `state` with card int c played; a play that completes a trick leaves its
    facts on the copy (State.caused builds the events from them when read)."""
    s = state.copy()
    do_play(s, c)
    if not s.trick:             # after a play the trick is empty only when that play completed it
        s.cause = trick_facts(state, c)
    return s


def trick_facts(before, c):
    """What trick_events needs of the state before the play of card int c that completed its trick."""
    return before.leader, before.trick + (c,), len(before.tricks) + 1, before.hand_no, before.broken


def trick_events(s, leader, trick, number, hand_no, was_broken):
    """The events of the play that completed `trick` (ints, leader's card first), trick `number` of hand
    `hand_no`, leaving state `s`: the trick won; then spades broken, or the hand scored and the next hand
    dealt (or the game won)."""
    n = s.seats
    i = trick_winner_index(trick)
    w = (leader + i) % n
    events = [{"kind": "trick_won", "seat": w, "card": CODE[trick[i]],
               "cards": [[(leader + k) % n, CODE[c]] for k, c in enumerate(trick)],
               "trick": number, "hand": hand_no}]
    if s.hand_no == hand_no and s.phase != OVER:
        if s.broken and not was_broken:
            events.append({"kind": "spades_broken"})
        return events
    line = s.sheet[-1]
    events.append({"kind": "hand_scored", "hand": line["hand"], "bids": list(line["bids"]),
                   "tricks": list(line["won"]), "points": list(line["points"]),
                   "bag_penalties": list(line["bag_penalties"]), "scores": list(line["scores"]),
                   "bags": list(s.bags)})
    if s.phase == OVER:
        events.append({"kind": "game_won", "seat": s.winners[0], "scores": list(s.scores)})
    else:
        events.append({"kind": "hand_dealt", "hand": s.hand_no, "dealer": s.dealer})
    return events


def draw_first_dealer(rng, seats):
    """High card with the RNG: jokers highest, then A..2, suits ignored; tied seats draw again."""
    cands = list(range(seats))
    while True:
        deck = list(DECK_INTS[seats])
        rng.shuffle(deck)
        drawn = {seat: deck[i] & 15 for i, seat in enumerate(cands)}
        best = max(drawn.values())
        cands = [seat for seat in cands if drawn[seat] == best]
        if len(cands) == 1:
            return cands[0]


class QuadrupleWar(Game):
    id = "quadwar"
    title = "Quadruple War"
    # Events (state.caused; every one is public, so the base's event_for_seat serves): bidding_done,
    # trick_won, spades_broken, hand_scored, hand_dealt, game_won. See trick_events.
    records_events = True
    min_seats = 2
    max_seats = 5
    options = (
        Option("target", 500, "int", lo=10, hi=10000, label="Target score",
               help="the game ends after a hand in which a seat reaches this (200 = a short game)"),
        Option("bags", False, "bool", label="Bags",
               help="lose 100 each time your overtricks add up to 10"),
        Option("dealer", None, "int", lo=0, hi=4, nullable=True, label="First dealer",
               help="empty = drawn by high card"),
    )

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "dealer", seats)

    # --- setup ------------------------------------------------------------------------------------
    def _new_state(self, seats, seed, options, stacked):
        rng = Rng(seed)
        if options["dealer"] is None:
            dealer = draw_first_dealer(rng, seats)
        else:
            dealer = options["dealer"]
        if stacked is None:     # the same shuffle as of the codes, without converting 54 codes back
            deck = deck_from_stacked(DECK_INTS[seats], None, rng)
        else:
            deck = [INT_OF[code] for code in deck_from_stacked(DECK_CODES[seats], stacked, rng)]
        s = State()
        s.seats, s.options = seats, dict(options)
        s.hand_no, s.dealer = 1, dealer
        s.rng = rng.state
        s.scores = s.bags = (0,) * seats
        s.sheet, s.winners = [], None
        deal(s, deck)
        return s

    # --- moves -----------------------------------------------------------------------------------
    # legal_actions and apply are the hot path of every playout through the contract, so they answer
    # here without the base class's wrapper when they can; anything unusual goes to the base.
    def legal_actions(self, s):
        """Built once per state (a board, a bot and the match may all ask); each caller gets its own list."""
        legal = s.legal
        if legal is None:
            s.legal = legal = super().legal_actions(s)
        return legal[:]

    def _legal_actions(self, s):
        if s.phase == PLAY:
            return [{"type": "play", "card": code} for code in codes_of(legal_mask(s))]
        if s.phase == BID:
            return [{"type": "bid", "tricks": k} for k in range(1, TRICKS[s.seats] + 1)]
        return []

    def apply(self, state, action):
        if action.__class__ is dict and action.get("type") == "play":
            # a legal card is one bit test: a card in legal_mask is in the deck and the hand, and the
            # game is in its play phase (not over)
            code = action.get("card")
            c = INT_OF.get(code) if code.__class__ is str else None
            if c is not None and len(action) == 2 and legal_mask(state) >> c & 1:
                s = state.copy()
                do_play(s, c)
                if not s.trick:     # _played, inlined on this hot path
                    s.cause = trick_facts(state, c)
                return s
        return super().apply(state, action)

    def _apply(self, state, action):
        kind = action.get("type")
        if kind == "play":
            code = action.get("card")
            c = INT_OF.get(code) if code.__class__ is str else None
            if c is None or len(action) != 2 or not legal_mask(state) >> c & 1:
                raise IllegalAction(self._why_refused(state, action))
            return _played(state, c)
        if kind == "bid":
            k = action.get("tricks")
            if len(action) != 2 or "tricks" not in action:
                raise IllegalAction('a bid names how many tricks: {"type":"bid","tricks":4}')
            most = TRICKS[state.seats]
            if not isinstance(k, int) or isinstance(k, bool):
                raise IllegalAction(f"a bid is a whole number of tricks, not {k!r}")
            if state.phase != BID:
                raise IllegalAction("the bidding is over: play a card")
            if not 1 <= k <= most:
                raise IllegalAction(f"bid between 1 and {most} tricks (no pass), not {k}")
            s = state.copy()
            do_bid(s, k)
            if s.phase == PLAY:         # the dealer's bid closed the bidding
                s.cause = [{"kind": "bidding_done", "bids": list(s.bids), "tricks": TRICKS[s.seats]}]
            return s
        raise IllegalAction(f"{kind!r} is not a move in Quadruple War (bid or play)")

    def _why_refused(self, state, action):
        """Why a play is refused, checked in the order a person would fix it."""
        code = action.get("card")
        c = INT_OF.get(code) if code.__class__ is str else None
        if c is None or len(action) != 2 or not (DECK_MASK[state.seats] >> c) & 1:
            if len(action) != 2 or "card" not in action:
                return 'a play names exactly one card: {"type":"play","card":"AS"}'
            return f"{code!r} is not a card of this deck (cards are written like QH, 10S, BJ)"
        if state.phase != PLAY:
            return 'the bidding is not finished: bid first, like {"type":"bid","tricks":4}'
        if not state.hands[state.to_move] >> c & 1:
            return f"you do not hold {code}"
        return play_refusal(state.hands[state.to_move], state.trick[0] >> 4 if state.trick else None)

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        n = s.seats
        return {
            "game": self.id, "seat": seat, "seats": n, "phase": PHASE_NAMES[s.phase],
            "to_move": s.to_move, "hand_no": s.hand_no, "dealer": s.dealer,
            "tricks_per_hand": TRICKS[n],
            "hand": codes_of(s.hands[seat]) if seat is not None else None,
            "hand_counts": [h.bit_count() for h in s.hands],
            "bids": list(s.bids), "won": list(s.won), "scores": list(s.scores), "bags": list(s.bags),
            "leader": s.leader,
            "trick": [[(s.leader + i) % n, CODE[c]] for i, c in enumerate(s.trick)],
            "tricks": [{"leader": ld, "cards": [[(ld + i) % n, CODE[c]] for i, c in enumerate(t)],
                        "winner": w} for ld, t, w in s.tricks],
            "spades_broken": s.broken,
            "last_hand": _copy_line(s.sheet[-1]) if s.sheet else None,
            "sheet": [_copy_line(x) for x in s.sheet],
            "winners": list(s.winners) if s.winners is not None else None,
            "options": dict(s.options),
        }

    def result(self, s):
        res = LazySummary(over=s.phase == OVER, winners=list(s.winners or []), scores=list(s.scores))
        res.words = (self.summary, s.seats, s.phase == OVER, s.phase == BID, s.hand_no,
                     len(s.tricks), s.scores, s.winners)
        return res

    def summary(self, *facts):
        """result()'s summary line (words.summary_words) from the facts result() took from the state."""
        return summary_words(self.seat_name, *facts)

    def match_stats(self, s):
        """Per seat, for `simulate`: the share of hands whose contract was made, and the mean bid."""
        lines = s.sheet
        if not lines:
            return {"made": [None] * s.seats, "bid": [None] * s.seats}
        made = [sum(1 for x in lines if x["won"][i] >= x["bids"][i]) / len(lines) for i in range(s.seats)]
        bid = [sum(x["bids"][i] for x in lines) / len(lines) for i in range(s.seats)]
        return {"made": made, "bid": bid}

    def dump(self, s):
        code = CODE.__getitem__
        return {"seats": s.seats, "options": dict(s.options), "phase": PHASE_NAMES[s.phase],
                "hand_no": s.hand_no, "dealer": s.dealer, "rng": s.rng,
                "hands": [codes_of(h) for h in s.hands], "bids": list(s.bids), "won": list(s.won),
                "scores": list(s.scores), "bags": list(s.bags), "leader": s.leader,
                "trick": list(map(code, s.trick)), "broken": s.broken,
                "tricks": [[ld, list(map(code, t)), w] for ld, t, w in s.tricks],
                "to_move": s.to_move, "sheet": [_copy_line(x) for x in s.sheet],
                "winners": list(s.winners) if s.winners is not None else None}

    def load(self, d):
        try:
            s = State()
            s.seats = d["seats"]
            s.options = self.check_options(d["options"], s.seats)
            s.phase = PHASE_NAMES.index(d["phase"])
            s.hand_no, s.dealer, s.rng = d["hand_no"], d["dealer"], d["rng"]
            s.hands = [mask_of(h) for h in d["hands"]]
            s.bids, s.won = tuple(d["bids"]), tuple(d["won"])
            s.scores, s.bags = tuple(d["scores"]), tuple(d["bags"])
            s.leader, s.broken = d["leader"], d["broken"]
            s.trick = tuple(INT_OF[c] for c in d["trick"])
            s.tricks = [(ld, tuple(INT_OF[c] for c in t), w) for ld, t, w in d["tricks"]]
            s.to_move = d["to_move"]
            s.sheet = [_copy_line(x) for x in d["sheet"]]
            s.winners = list(d["winners"]) if d["winners"] is not None else None
        except (KeyError, TypeError, ValueError) as e:
            raise IllegalAction(f"not a Quadruple War state: {e!r}") from None
        return s

    # --- words -----------------------------------------------------------------------------------
    def describe(self, action, seat=None, seats=2):
        who = self.seat_name(seat, seats) if seat is not None else "Someone"
        t = action.get("type") if isinstance(action, dict) else None
        if t == "bid" and isinstance(action.get("tricks"), int):
            return f"{who} bids {action['tricks']}"
        if t == "play" and action.get("card") in INT_OF:
            return f"{who} plays {card_name(action['card'])}"
        return super().describe(action, seat, seats)

    def describe_event(self, event, seats):
        return event_words(event, seats, self.seat_name)


def _copy_line(x):
    """A fresh copy of one score-sheet line (the state's own lines are never handed out)."""
    return {"hand": x["hand"], "dealer": x["dealer"], "bids": list(x["bids"]), "won": list(x["won"]),
            "points": list(x["points"]), "bag_penalties": list(x["bag_penalties"]),
            "scores": list(x["scores"])}


GAME = QuadrupleWar()
