"""QUASH (assets/rules/quash.md): cards on a gameboard, RED against BLACK, a race to the FINISH circle.

State is small plain data: hands are lists of card codes, each side's board is a list of 9 tuples (one
per spot, cards in the order they were laid), the draw pile is a list stored top-last so a draw is a cheap
pop(), the round's plays are short strings ('0 KH 2 JH>5 6C>3': seat, card, spot, swap steps) that views
turn into dicts. A round goes: deal (automatic for the first round, a `deal` action by the new dealer
after that), 36 plays, then scoring spot 1 to 9. Scoring runs by itself until a tiebreaker needs a card
from each side; every tiebreaker card is an action, so scoring is a sequence of states, and every step of
it is written to the public list `events` of the round (spot results, points with the running score,
failed-sequence bonuses, QUASH bonuses, tiebreakers, the finish) so a scene can animate it spot by spot.
What each move caused is also on the new state as events (`caused`, not saved): those scoring steps, a drawn
card (its face for the drawer only), a sequence that can no longer be proper, a new round dealt.
`won` (per spot: None not scored yet, -1 nobody, else the winning side) tells which spots lie face down.

Readings of the rules beyond the rules page (all enforced the same way by legal_actions and apply):
- After a round is scored the board stays on the table until the next dealer deals (`{"type":"deal"}`);
  the next round's cards are only dealt then, so a finished round can be looked at and animated.
- 4 players: when scoring starts, each team pools its leftovers in the hand of its first seat clockwise
  from the dealer's left; the partner then holds none. When the round's scoring needs its first
  tiebreaker, that seat names the team's tiebreaker player for the round, itself or its partner
  (`{"type":"tiebreak_chooser","seat":k}`), and the pool goes to that player. A team with exactly one
  person at the table has that person play: the rules cannot know who is a person, so the table asks
  `automatic_action` and plays its answer. Saves from before the naming recorded the first seat's
  tiebreaker card straight away: apply still takes a card from the first seat before it has named anyone
  (that seat then plays this tiebreaker itself), so such saves replay exactly; legal_actions never lists it.
- Advanced swap chains have no length limit: apply takes any chain in which every spot keeps the potential
  of a proper sequence after each step and no card goes to a spot it left this turn (chain_moves).
  legal_actions lists only the chains that move at most LISTED_SWAPS (2) board cards and pass through each
  spot once: without a bound a late-round board offers hundreds of thousands of chains a turn.
  "Can still become proper" means the cards on a spot have pairwise different ranks spanning no more than
  the spot's size (A high only): two 7s on a triple can never be proper.
- Tiebreaker choices: the chooser of the side of the seat left of the dealer chooses first, the other side
  second; the second chooser never sees the first card until both are down (the view hides it).
"""

from ...engine.cards import RANK_VALUE, STANDARD_DECK, SUIT_NAMES, deck_from_stacked
from ...engine.game import Game, IllegalAction, Option, require
from ...engine.rng import Rng

DECK = STANDARD_DECK
RV = {c: RANK_VALUE[c[:-1]] for c in DECK}            # rank value 2..14, aces high
CARD_ORDER = {c: (RV[c], "SHDC".index(c[-1])) for c in DECK}
SIDES = ("RED", "BLACK")
SIZES = (3, 2, 1, 3, 2, 1, 3, 2, 1)                    # spot 1..9 (index 0..8): triple, double, single
KIND = {3: "triple", 2: "double", 1: "single"}
SLOTS_PER_SIDE = 18
DISCARDS = 6                                          # 2 players, advanced
LISTED_SWAPS = 2         # advanced: legal_actions lists chains moving up to this many board cards
QUASH_BONUS = 2
RANK_WORDS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 12: "Q",
              13: "K", 14: "A"}


_PLAY_KEYS = frozenset(("type", "card", "spot"))
_SWAP_KEYS = _PLAY_KEYS | {"swap"}


# --- spots and sequences (pure functions the scene and the bots use too) -----------------------------
def spot_size(spot):
    """Cards a spot holds; spot is 1..9 as players count them."""
    return SIZES[spot - 1]


def can_become_proper(cards, spot):
    """May the cards on `spot` (1..9) still be (or already be) a proper sequence?

    Singles always can; a double or triple can while its ranks are pairwise different and span no more
    than the spot's size (aces high only: A-2-3 is not a sequence)."""
    return _potential([RV[c] for c in cards], SIZES[spot - 1])


def _potential(vals, size):
    n = len(vals)
    if n > size:
        return False
    if n <= 1:
        return True
    return len(set(vals)) == n and max(vals) - min(vals) < size


def is_proper(cards):
    """A full spot's cards: proper when the ranks are consecutive (any order on the spot)."""
    vals = sorted(RV[c] for c in cards)
    return all(b == a + 1 for a, b in zip(vals, vals[1:]))


def is_suited(cards):
    return len({c[-1] for c in cards}) == 1


def strength(cards):
    """Comparable strength of a full spot: None for a failed sequence, else (top rank, suited)."""
    if len(cards) == 1:
        return (RV[cards[0]], 0)
    if not is_proper(cards):
        return None
    return (max(RV[c] for c in cards), 1 if is_suited(cards) else 0)


def compare_spots(red, black):
    """Outcome of one spot: ('win', side, why) | ('failed', side, why) | ('both_failed',) | ('tie', why)."""
    a, b = strength(red), strength(black)
    single = len(red) == 1
    if a is None and b is None:
        return ("both_failed",)
    if a is None:
        return ("failed", 1, "RED's sequence failed")
    if b is None:
        return ("failed", 0, "BLACK's sequence failed")
    if single:
        if a[0] == b[0]:
            return ("tie", "equal ranks")
        return ("win", 0 if a[0] > b[0] else 1, "higher card")
    if a[0] != b[0]:
        return ("win", 0 if a[0] > b[0] else 1, "higher sequence")
    if a[1] != b[1]:
        return ("win", 0 if a[1] > b[1] else 1, "same-suited beats mixed")
    return ("tie", "equal sequences")


def card_words(code):
    return f"{code[:-1]} of {SUIT_NAMES[code[-1]]}"


def chooser_seats(dealer, seats):
    """Each side's first seat clockwise from the dealer's left: it holds the side's leftovers when scoring
    starts and (4 players) names who plays the side's tiebreakers."""
    out = [None, None]
    for i in range(1, seats + 1):
        seat = (dealer + i) % seats
        if out[seat % 2] is None:
            out[seat % 2] = seat
    return out


# --- the state ---------------------------------------------------------------------------------------
class State:
    __slots__ = ("seats", "options", "adv", "target", "dealer", "round", "phase", "to_move", "hands",
                 "pile", "discards", "board", "scores", "won", "score_pos", "tb", "tb_spot", "spent",
                 "events", "history", "rounds", "winner", "rng", "dealer_draw", "turn", "named", "caused")

    def copy(self):
        s = State.__new__(State)
        s.seats, s.options, s.adv, s.target = self.seats, self.options, self.adv, self.target
        s.dealer, s.round, s.phase, s.to_move = self.dealer, self.round, self.phase, self.to_move
        s.hands = [h[:] for h in self.hands]
        s.pile = self.pile[:]
        s.discards = self.discards                      # a tuple, never changed within a round
        s.board = [self.board[0][:], self.board[1][:]]  # spots are tuples: replaced, never mutated
        s.scores = self.scores[:]
        s.won = self.won[:]
        s.score_pos = self.score_pos
        s.tb = self.tb[:] if self.tb is not None else None
        s.tb_spot = self.tb_spot
        s.spent = self.spent[:]
        s.events = self.events[:]                       # entries are never changed once appended
        s.history = self.history[:]
        s.rounds = self.rounds[:]
        s.winner = self.winner
        s.rng = self.rng.copy()
        s.dealer_draw = self.dealer_draw
        s.turn = self.turn
        s.named = self.named[:]
        s.caused = []                                   # what the move about to be applied causes
        return s

    def side_of(self, seat):
        return seat % 2

    def holders(self):
        """The seat holding each side's leftovers: the one who lays its tiebreaker cards (4 players: the
        player the team named, or its first seat while it has named nobody)."""
        first = chooser_seats(self.dealer, self.seats)
        return [first[side] if self.named[side] is None else self.named[side] for side in (0, 1)]


class Quash(Game):
    id = "quash"
    title = "QUASH"
    records_events = True
    min_seats = 2
    max_seats = 4
    options = (
        Option("variant", "basic", "choice", choices=("basic", "advanced"), label="Variant",
               help="advanced: a played card may swap out cards already on your side"),
        Option("target", 30, "int", lo=1, hi=500, label="Points to the FINISH"),
        Option("dealer", None, "int", lo=0, hi=3, nullable=True, label="First dealer",
               help="empty: drawn by high card"),
    )

    def check_seats(self, seats):
        super().check_seats(seats)
        if seats == 3:
            raise IllegalAction("QUASH is for 2 players or 4 players in two teams, not 3")

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "dealer", seats)

    # --- setup ------------------------------------------------------------------------------------
    def _new_state(self, seats, seed, options, stacked):
        rng = Rng(seed)
        s = State()
        s.seats, s.options = seats, dict(options)
        s.adv = options["variant"] == "advanced"
        s.target = options["target"]
        if options["dealer"] is None:
            s.dealer, s.dealer_draw = draw_dealer(rng, seats)
        else:
            s.dealer, s.dealer_draw = options["dealer"], []
        deck = deck_from_stacked(DECK, stacked, rng)
        s.scores = [0, 0]
        s.rounds = []
        s.winner = None
        s.rng = rng
        s.round = 0
        s.turn = 0
        s.caused = []
        self._deal(s, deck)
        return s

    def _deal(self, s, deck):
        """Deal `deck` (top first) one card at a time clockwise from the dealer's left."""
        n = s.seats
        if s.adv and n == 2:
            s.discards = tuple(deck[:DISCARDS])
            deck = deck[DISCARDS:]
            per = 23
        else:
            s.discards = ()
            per = 13
        s.hands = [[] for _ in range(n)]
        first = s.dealer + 1
        for i in range(per * n):
            s.hands[(first + i) % n].append(deck[i])
        s.pile = deck[per * n:][::-1]
        s.board = [[()] * 9, [()] * 9]
        s.won = [None] * 9
        s.score_pos = 0
        s.tb, s.tb_spot = None, None
        s.spent, s.events, s.history = [], [], []
        s.named = [None, None]
        s.round += 1
        s.phase = "play"
        s.to_move = first % n

    # --- legal moves ------------------------------------------------------------------------------
    def _legal_actions(self, s):
        seat = s.to_move
        if s.phase == "deal":
            return [{"type": "deal"}]
        if s.phase == "tiebreak":
            if self._naming(s):
                return [{"type": "tiebreak_chooser", "seat": seat},
                        {"type": "tiebreak_chooser", "seat": (seat + 2) % 4}]
            return [{"type": "tiebreak", "card": c} for c in sorted(s.hands[seat], key=CARD_ORDER.get)]
        side = s.board[seat % 2]
        hand = sorted(s.hands[seat], key=CARD_ORDER.get)
        acts = []
        if not s.adv:
            open_spots = [k + 1 for k in range(9) if len(side[k]) < SIZES[k]]
            for c in hand:
                for spot in open_spots:
                    acts.append({"type": "play", "card": c, "spot": spot})
            return acts
        # Plain placements first (card by card, spot 1..9), then swaps: by spot, the displaced card in
        # the order the spot's cards were laid, the chain (swap_chains order), then the hand card.
        for c in hand:
            for k in range(9):
                if len(side[k]) < SIZES[k]:
                    acts.append({"type": "play", "card": c, "spot": k + 1})
        chains = swap_chains(side)
        vals = [[RV[x] for x in sp] for sp in side]
        for k in range(9):
            for i, out in enumerate(side[k]):
                tails = chains[(k, out)]
                if not tails:
                    continue
                ok = accepts(vals[k][:i] + vals[k][i + 1:], SIZES[k])
                cards = [c for c in hand if RV[c] in ok]
                if not cards:
                    continue
                spot = k + 1
                add = acts.append
                for tail in tails:
                    if len(tail) == 1:
                        (x, xs), = tail
                        for c in cards:
                            add({"type": "play", "card": c, "spot": spot, "swap": [[x, xs]]})
                    elif len(tail) == 2:
                        (x, xs), (y, ys) = tail
                        for c in cards:
                            add({"type": "play", "card": c, "spot": spot, "swap": [[x, xs], [y, ys]]})
                    else:
                        for c in cards:
                            add({"type": "play", "card": c, "spot": spot, "swap": [list(t) for t in tail]})
        return acts

    # --- applying moves ---------------------------------------------------------------------------
    def _apply(self, state, action):
        kind = action.get("type")
        if kind == "play":
            return self._apply_play(state, action)
        if kind == "tiebreak":
            return self._apply_tiebreak(state, action)
        if kind == "tiebreak_chooser":
            return self._apply_chooser(state, action)
        if kind == "deal":
            require(state.phase == "deal", self._phase_reason(state, "deal"))
            require(set(action) == {"type"}, "a deal is just {\"type\":\"deal\"}")
            s = state.copy()
            s.dealer = s.to_move
            deck = list(DECK)
            s.rng.shuffle(deck)
            self._deal(s, deck)
            s.caused.append({"kind": "round_dealt", "round": s.round, "dealer": s.dealer, "first": s.to_move,
                             "set_aside": len(s.discards)})
            return s
        raise IllegalAction(f"{kind!r} is not a move in QUASH (play, tiebreak, tiebreak_chooser or deal)")

    @staticmethod
    def _naming(s):
        """Must the seat to move first name its team's tiebreaker player (4 players, tiebreak phase)?"""
        return s.phase == "tiebreak" and s.seats == 4 and s.named[s.to_move % 2] is None

    def _apply_chooser(self, state, action):
        require(state.seats == 4, "only a team of two names its tiebreaker player (4 players)")
        require(state.phase == "tiebreak", self._phase_reason(state, "name the tiebreaker player"))
        require(set(action) == {"type", "seat"},
                "naming the tiebreaker player is {\"type\":\"tiebreak_chooser\",\"seat\":k}")
        seat = state.to_move
        side = seat % 2
        partner = (seat + 2) % 4
        if state.named[side] is not None:
            raise IllegalAction(f"{SIDES[side]} already named its tiebreaker player for this round: "
                                f"{self.seat_name(state.named[side], 4)}")
        k = action["seat"]
        require(isinstance(k, int) and not isinstance(k, bool) and k in (seat, partner),
                f"{self.seat_name(seat, 4)} names itself or its partner, {self.seat_name(partner, 4)}, to "
                f"play {SIDES[side]}'s tiebreakers: \"seat\" is {seat} or {partner}, not {k!r}")
        s = state.copy()
        s.named[side] = k
        given = len(s.hands[seat])
        if k != seat:
            s.hands[k] = s.hands[k] + s.hands[seat]
            s.hands[seat] = []
        _record(s, {"type": "named", "side": side, "by": seat, "seat": k, "count": given})
        s.to_move = k
        return s

    def _phase_reason(self, s, tried):
        who = self.seat_name(s.to_move, s.seats)
        if s.phase == "play":
            return f"it is {who}'s turn to play a card onto the board, not to {tried}"
        if s.phase == "tiebreak" and self._naming(s):
            return (f"spot {s.tb_spot + 1} is tied: {who} must first name who plays "
                    f"{SIDES[s.to_move % 2]}'s tiebreakers this round, not {tried}")
        if s.phase == "tiebreak":
            return (f"spot {s.tb_spot + 1} is tied: {who} must choose a tiebreaker card, "
                    f"not {tried}")
        return f"the round is scored: {who} must deal the next round, not {tried}"

    def _apply_play(self, state, action):
        # the reasons are only written when a check fails: bots' playouts apply plays by the million
        if state.phase != "play":
            raise IllegalAction(self._phase_reason(state, "play a card"))
        keys = set(action)
        if keys != _PLAY_KEYS and keys != _SWAP_KEYS:
            raise IllegalAction("a play names a card and a spot: {\"type\":\"play\",\"card\":\"QH\",\"spot\":4}"
                                + (" (and maybe a swap chain)" if state.adv else ""))
        seat = state.to_move
        card, spot = action["card"], action["spot"]
        if not (isinstance(card, str) and card in state.hands[seat]):
            raise IllegalAction(f"{card!r} is not a card in the hand of {self.seat_name(seat, state.seats)}")
        if not (isinstance(spot, int) and not isinstance(spot, bool) and 1 <= spot <= 9):
            raise IllegalAction(f"there is no spot {spot!r}: spots are numbered 1 to 9")
        side = state.board[seat % 2]
        k = spot - 1
        if "swap" not in action:
            if len(side[k]) >= SIZES[k]:
                raise IllegalAction(f"spot {spot} is full" + (" (swap a card out instead)" if state.adv
                                                              else ": choose a spot with an open slot"))
            s = state.copy()
            s.hands[seat].remove(card)
            b = s.board[seat % 2]
            b[k] = b[k] + (card,)
            if side[k] and _fails(side[k], card, k):        # (a spot's first card never fails)
                s.caused.append({"kind": "sequence_failed", "seat": seat, "side": seat % 2, "spot": spot,
                                 "cards": list(b[k])})
            s.history.append(f"{seat} {card} {spot}")
            return self._after_play(s, seat)
        require(state.adv, "swapping cards on the board is only allowed in advanced play")
        chain = action["swap"]
        require(isinstance(chain, list) and chain,
                "swap must be a list of [card, spot] steps (leave it out to play onto an open slot)")
        steps = []
        for step in chain:
            require(isinstance(step, (list, tuple)) and len(step) == 2 and isinstance(step[0], str)
                    and isinstance(step[1], int) and not isinstance(step[1], bool),
                    f"each swap step is [card, spot], not {step!r}")
            steps.append((step[0], step[1]))
        new = check_chain(side, card, k, steps)   # raises IllegalAction with the reason
        s = state.copy()
        s.hands[seat].remove(card)
        s.board[seat % 2] = new
        s.history.append(f"{seat} {card} {spot} " + " ".join(f"{c}>{k}" for c, k in steps))
        return self._after_play(s, seat)

    def _after_play(self, s, seat):
        if s.pile:
            drawn = s.pile.pop()
            s.hands[seat].append(drawn)
            s.caused.append({"kind": "card_drawn", "seat": seat, "card": drawn, "pile_left": len(s.pile)})
        s.turn += 1
        if len(s.history) < 2 * SLOTS_PER_SIDE:      # one card reaches the board per play
            s.to_move = (seat + 1) % s.seats
            return s
        self._start_scoring(s)
        return s

    # --- scoring ----------------------------------------------------------------------------------
    def _start_scoring(self, s):
        s.phase = "scoring"
        if s.seats == 4:
            for side, chooser in enumerate(chooser_seats(s.dealer, 4)):
                partner = (chooser + 2) % 4
                given = s.hands[partner]
                s.hands[chooser] = s.hands[chooser] + given
                s.hands[partner] = []
                _record(s, {"type": "pool", "side": side, "from": partner, "to": chooser,
                            "count": len(given)})
        self._score(s)

    def _award(self, s, points, event):
        """Move the track markers; True when this scoring event ends the game."""
        s.scores[0] += points[0]
        s.scores[1] += points[1]
        event["points"] = list(points)
        event["scores"] = s.scores[:]
        _record(s, event)
        reached = [sc >= s.target for sc in s.scores]
        if not any(reached):
            return False
        if all(reached):
            if s.scores[0] == s.scores[1]:
                return False
            w = 0 if s.scores[0] > s.scores[1] else 1
        else:
            w = 0 if reached[0] else 1
        s.winner = w
        s.phase = "over"
        s.to_move = None
        s.tb = None
        _record(s, {"type": "finish", "side": w, "scores": s.scores[:]})
        self._close_round(s)
        return True

    def _score(self, s):
        """Score spots from score_pos on until a tiebreaker needs a card, the game ends or the round does."""
        while s.score_pos < 9:
            k = s.score_pos
            red, black = s.board[0][k], s.board[1][k]
            res = compare_spots(red, black)
            ev = {"type": "spot", "spot": k + 1, "outcome": res[0]}
            if res[0] != "tie":
                s.won[k] = res[1] if res[0] in ("win", "failed") else -1
            if res[0] == "win":
                ev.update(side=res[1], why=res[2])
                if self._award(s, (1, 0) if res[1] == 0 else (0, 1), ev):
                    return
                w = res[1]
            elif res[0] == "failed":
                w = res[1]
                ev.update(side=w, why=res[2])
                if self._award(s, (1, 0) if w == 0 else (0, 1), ev):
                    return
                bonus = {"type": "failed_bonus", "spot": k + 1, "side": w}
                if self._award(s, (1, 0) if w == 0 else (0, 1), bonus):
                    return
            elif res[0] == "both_failed":
                ev.update(side=None, why="both sequences failed: 1 point each")
                if self._award(s, (1, 1), ev):
                    return
                w = -1
            else:
                ev.update(side=None, why=res[1], points=[0, 0], scores=s.scores[:])
                _record(s, ev)
                s.tb, s.tb_spot = [None, None], k
                if self._tiebreak_turn(s):
                    return
                if s.phase == "over":
                    return
                continue      # settled without cards; _tiebreak_turn closed the spot
            if self._close_spot(s, k, w):
                return
        self._end_round(s)

    def _tiebreak_turn(self, s):
        """Ask the next side for a card (True), or settle a tiebreaker nobody can play (False)."""
        choosers = s.holders()
        k = s.tb_spot
        if s.tb == [None, None]:
            has = [bool(s.hands[choosers[0]]), bool(s.hands[choosers[1]])]
            if not all(has):
                ev = {"type": "tiebreak", "spot": k + 1, "cards": [None, None]}
                if not any(has):
                    ev.update(outcome="no_cards", side=None,
                              why="neither side has a leftover card: nobody wins the spot",
                              points=[0, 0], scores=s.scores[:])
                    _record(s, ev)
                    self._close_spot(s, k, -1)
                    return False
                w = 0 if has[0] else 1
                s.won[k] = w
                ev.update(outcome="forfeit", side=w,
                          why=f"{SIDES[1 - w]} has no leftover card and loses the tiebreaker")
                if self._award(s, (1, 0) if w == 0 else (0, 1), ev):
                    return False
                self._close_spot(s, k, w)
                return False
        s.phase = "tiebreak"
        first = (s.dealer + 1) % s.seats
        for seat in (first, (first + 1) % s.seats):
            if s.tb[seat % 2] is None:
                s.to_move = choosers[seat % 2]
                return True
        raise AssertionError("both tiebreaker cards are down already")

    def _close_spot(self, s, k, w):
        """Record spot k's winner (-1: nobody); QUASH bonus after each section; True if the game ended."""
        s.won[k] = w
        s.tb, s.tb_spot = None, None
        s.score_pos = k + 1
        if k % 3 == 2:
            sec = range(k - 2, k + 1)
            for side in (0, 1):
                if all(s.won[j] == side for j in sec):
                    ev = {"type": "quash", "section": k // 3 + 1, "side": side}
                    if self._award(s, (QUASH_BONUS, 0) if side == 0 else (0, QUASH_BONUS), ev):
                        return True
        return False

    def _apply_tiebreak(self, state, action):
        require(state.phase == "tiebreak", self._phase_reason(state, "choose a tiebreaker card"))
        require(set(action) == {"type", "card"},
                "a tiebreaker names one card: {\"type\":\"tiebreak\",\"card\":\"7C\"}")
        seat = state.to_move
        card = action["card"]
        require(isinstance(card, str) and card in state.hands[seat],
                f"{card!r} is not one of the leftover cards of {self.seat_name(seat, state.seats)}")
        s = state.copy()
        s.hands[seat].remove(card)
        side = seat % 2
        s.tb[side] = card
        if s.tb[1 - side] is None:
            s.to_move = s.holders()[1 - side]
            return s
        red, black = s.tb
        k = s.tb_spot
        s.spent += [red, black]
        ev = {"type": "tiebreak", "spot": k + 1, "cards": [red, black]}
        s.phase = "scoring"
        if RV[red] == RV[black]:
            ev.update(outcome="tie", side=None, why="equal ranks: choose again", points=[0, 0],
                      scores=s.scores[:])
            _record(s, ev)
            s.tb = [None, None]
            if self._tiebreak_turn(s) or s.phase == "over":
                return s
            self._score(s)
            return s
        w = 0 if RV[red] > RV[black] else 1
        s.won[k] = w
        ev.update(outcome="win", side=w, why="higher tiebreaker card")
        if self._award(s, (1, 0) if w == 0 else (0, 1), ev):
            return s
        if self._close_spot(s, k, w):
            return s
        self._score(s)
        return s

    def _end_round(self, s):
        _record(s, {"type": "round_end", "round": s.round, "scores": s.scores[:]})
        self._close_round(s)
        s.caused[-1]["round_points"] = s.rounds[-1]["points"][:]
        s.phase = "deal"
        s.to_move = (s.dealer + 1) % s.seats

    def _close_round(self, s):
        gained = [0, 0]
        for ev in s.events:
            if "points" in ev:
                gained[0] += ev["points"][0]
                gained[1] += ev["points"][1]
        s.rounds.append({"round": s.round, "dealer": s.dealer, "points": gained, "scores": s.scores[:]})

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        choosers = s.holders()
        tb = None
        if s.tb is not None:
            mine = None
            if seat is not None and choosers[seat % 2] == seat:
                mine = s.tb[seat % 2]
            tb = {"spot": s.tb_spot + 1, "chosen": [s.tb[0] is not None, s.tb[1] is not None],
                  "my_card": mine}
        return {
            "game": self.id, "seat": seat, "seats": s.seats,
            "side": None if seat is None else seat % 2,
            "sides": list(SIDES), "variant": s.options["variant"], "target": s.target,
            "options": dict(s.options),
            "round": s.round, "dealer": s.dealer, "phase": s.phase, "to_move": s.to_move,
            "turn": s.turn, "choosers": choosers, "named": s.named[:],
            "hand": None if seat is None else sorted(s.hands[seat], key=CARD_ORDER.get),
            "hand_counts": [len(h) for h in s.hands],
            "pile_count": len(s.pile), "discard_count": len(s.discards),
            "board": [[list(sp) for sp in side] for side in s.board],
            "spot_sizes": list(SIZES),
            "scores": s.scores[:],
            "won": s.won[:],
            "face_down": [[w is not None and w == 1 - side for w in s.won] for side in (0, 1)],
            "scoring_spot": s.score_pos + 1 if s.phase in ("scoring", "tiebreak") else None,
            "tiebreak": tb,
            "spent": s.spent[:],
            "events": [_copy_event(e) for e in s.events],
            "history": [history_entry(h) for h in s.history],
            "rounds": [_copy_event(r) for r in s.rounds],
            "dealer_draw": [[list(d) for d in rnd] for rnd in s.dealer_draw],
            "winner": s.winner,
        }

    def result(self, s):
        over = s.phase == "over"
        winners = [seat for seat in range(s.seats) if over and seat % 2 == s.winner]
        r, b = s.scores
        if over:
            w = SIDES[s.winner]
            summary = f"{w} reaches the FINISH and wins, {max(r, b)} to {min(r, b)}."
        else:
            summary = f"Round {s.round}: RED {r}, BLACK {b} (FINISH at {s.target})."
        return {"over": over, "winners": winners, "scores": [s.scores[seat % 2] for seat in range(s.seats)],
                "summary": summary}

    def dump(self, s):
        return {
            "seats": s.seats, "options": dict(s.options), "dealer": s.dealer, "round": s.round,
            "phase": s.phase, "to_move": s.to_move, "hands": [list(h) for h in s.hands],
            "pile": list(s.pile), "discards": list(s.discards),
            "board": [[list(sp) for sp in side] for side in s.board], "scores": s.scores[:],
            "won": s.won[:], "score_pos": s.score_pos,
            "tb": None if s.tb is None else s.tb[:], "tb_spot": s.tb_spot, "spent": s.spent[:],
            "events": [_copy_event(e) for e in s.events],
            "history": s.history[:],
            "rounds": [_copy_event(r) for r in s.rounds], "winner": s.winner, "rng": s.rng.state,
            "dealer_draw": [[list(d) for d in rnd] for rnd in s.dealer_draw], "turn": s.turn,
        } | ({"named": s.named[:]} if s.named != [None, None] else {})   # absent: saves before naming

    def load(self, d):
        s = State()
        s.seats = d["seats"]
        s.options = dict(d["options"])
        s.adv = s.options["variant"] == "advanced"
        s.target = s.options["target"]
        s.dealer, s.round, s.phase, s.to_move = d["dealer"], d["round"], d["phase"], d["to_move"]
        s.hands = [list(h) for h in d["hands"]]
        s.pile = list(d["pile"])
        s.discards = tuple(d["discards"])
        s.board = [[tuple(sp) for sp in side] for side in d["board"]]
        s.scores = list(d["scores"])
        s.won = list(d["won"])
        s.score_pos = d["score_pos"]
        s.tb = None if d["tb"] is None else list(d["tb"])
        s.tb_spot = d["tb_spot"]
        s.spent = list(d["spent"])
        s.events = [_copy_event(e) for e in d["events"]]
        s.history = list(d["history"])
        s.rounds = [_copy_event(r) for r in d["rounds"]]
        s.winner = d["winner"]
        s.rng = Rng(d["rng"])
        s.dealer_draw = [[tuple(x) for x in rnd] for rnd in d["dealer_draw"]]
        s.turn = d["turn"]
        s.named = list(d.get("named") or (None, None))
        s.caused = []
        return s

    # --- words and helpers for the interface ------------------------------------------------------
    def seat_name(self, seat, seats):
        if seats == 4:
            return f"{SIDES[seat % 2]} (seat {seat + 1})"
        return SIDES[seat % 2]

    def describe(self, action, seat=None, seats=2):
        who = self.seat_name(seat, seats) if seat is not None else "Someone"
        t = action.get("type")
        if t == "play":
            text = f"{who} plays {card_words(action['card'])} on spot {action['spot']}"
            swap = action.get("swap")
            if swap:
                moves = [f"{card_words(c)} to spot {k}" for c, k in swap]
                text += ", moving " + (" and ".join(moves) if len(moves) < 3
                                       else ", ".join(moves[:-1]) + " and " + moves[-1])
            return text
        if t == "tiebreak":
            return f"{who} lays a tiebreaker card face down"
        if t == "tiebreak_chooser":
            k = action.get("seat")
            if k == seat:
                return f"{who} will play the team's tiebreakers this round"
            other = self.seat_name(k, seats) if isinstance(k, int) else k
            return f"{who} asks {other} to play the team's tiebreakers this round"
        if t == "deal":
            return f"{who} shuffles and deals the next round"
        return super().describe(action, seat, seats)

    def event_for_seat(self, event, seat):
        """A drawn card is known to the seat that drew it; the others only hear that a card was drawn."""
        if event.get("kind") == "card_drawn" and seat != event["seat"]:
            return {key: value for key, value in event.items() if key != "card"}
        return super().event_for_seat(event, seat)

    def describe_event(self, event, seats):
        kind = event.get("kind")
        side = SIDES[event["side"]] if event.get("side") in (0, 1) else None
        if kind == "card_drawn":
            if "card" in event:
                return f"{self.seat_name(event['seat'], seats)} draws the {card_words(event['card'])}"
            return "The draw pile is empty" if event["pile_left"] == 0 else None
        if kind == "sequence_failed":
            cards = ", ".join(card_words(c) for c in event["cards"])
            return f"{side}'s spot {event['spot']} ({cards}) will be a FAILED sequence"
        if kind == "round_dealt":
            text = f"Round {event['round']} begins"
            if event.get("set_aside"):
                text += f", {event['set_aside']} cards set aside unseen"
            return text + f"; {self.seat_name(event['first'], seats)} plays first"
        if kind == "spot_scored":
            spot, outcome = event["spot"], event["outcome"]
            if outcome == "tie":
                return f"Spot {spot}: tie ({event['why']}), a tiebreaker decides it"
            if outcome == "both_failed":
                return f"Spot {spot}: both sequences failed, 1 point each"
            return f"Spot {spot}: {side} wins, {event['why']} (+1)"      # higher card, or the other failed
        if kind == "failed_bonus":
            return f"Spot {event['spot']}: {side} scores the bonus point for the failed sequence (+1)"
        if kind == "quash":
            return f"QUASH! {side} won all three spots of section {event['section']} (+{QUASH_BONUS})"
        if kind == "tiebreak":
            spot, outcome = event["spot"], event["outcome"]
            cards = event.get("cards") or [None, None]
            if cards[0] is not None:
                red, black = (card_words(c) for c in cards)
                if outcome == "tie":
                    return f"Tiebreaker on spot {spot}: {red} against {black}, equal ranks: choose again"
                win, lose = (red, black) if event["side"] == 0 else (black, red)
                return f"Tiebreaker on spot {spot}: {win} beats {lose}, {side} wins the spot (+1)"
            if outcome == "forfeit":
                return f"Tiebreaker on spot {spot}: {side} wins, {event['why']} (+1)"
            return f"Tiebreaker on spot {spot}: {event['why']}"
        if kind == "leftovers_pooled":
            return (f"{side} pools its leftover cards: {self.seat_name(event['giver'], seats)} passes "
                    f"{event['count']} to {self.seat_name(event['holder'], seats)}")
        if kind == "tiebreak_player_named":
            if event["seat"] == event["by"]:
                return f"{self.seat_name(event['by'], seats)} plays {side}'s tiebreakers this round"
            return (f"{self.seat_name(event['by'], seats)} hands {event['count']} leftover cards to "
                    f"{self.seat_name(event['seat'], seats)}, who plays {side}'s tiebreakers this round")
        if kind == "round_scored":
            red, black = event["scores"]
            text = f"Round {event['round']} scored: RED {red}, BLACK {black}"
            gained = event.get("round_points")
            if gained is not None:
                text += f" (this round RED +{gained[0]}, BLACK +{gained[1]})"
            return text
        if kind == "finish":
            return f"{side} reaches the FINISH and wins, {max(event['scores'])} to {min(event['scores'])}"
        return None

    def automatic_action(self, state, human_seats):
        """The move the table makes by itself once it knows which seats are people, or None: a team with
        exactly one person names that person to play its tiebreakers (the seat to move decides otherwise)."""
        if state.to_move is None or not self._naming(state):
            return None
        seat = state.to_move
        people = [q for q in (seat, (seat + 2) % 4) if q in human_seats]
        if len(people) == 1:
            return {"type": "tiebreak_chooser", "seat": people[0]}
        return None

    def can_become_proper(self, cards, spot):
        return can_become_proper(cards, spot)

    def placement_warning(self, side_cards, card, spot):
        """A sentence for the interface when laying `card` on `spot` (1..9) whose cards are `side_cards`
        would leave a sequence that can no longer be proper; None when the placement is fine."""
        cards = list(side_cards) + [card]
        if can_become_proper(cards, spot):
            return None
        kind = KIND[SIZES[spot - 1]]
        return (f"{card_words(card)} cannot make a proper {kind} sequence on spot {spot} with "
                + ", ".join(card_words(c) for c in side_cards)
                + ": this will be a FAILED SEQUENCE (the other side scores a bonus point)")


def history_entry(h):
    """A play as kept in the state ('0 KH 2 JH>5 6C>3') -> the dict a view shows."""
    seat, card, spot, *swap = h.split()
    out = {"seat": int(seat), "card": card, "spot": int(spot)}
    if swap:
        out["swap"] = [[c, int(k)] for c, k in (x.split(">") for x in swap)]
    return out


# --- what a move caused (engine/game.py events) ------------------------------------------------------
# Each scoring step is kept twice: in the round's record `events` (saved, in the "type" form saves have
# always had) and in the move's `caused` list as an event ("kind" form). RECORD_KINDS names the event kind
# of each record type; as_event turns a record into its event, so a board can read the round's earlier
# steps in the same words as the move's new ones. The events a move caused that come from the record are,
# in order, the last entries of the round's record after that move.
RECORD_KINDS = {"spot": "spot_scored", "failed_bonus": "failed_bonus", "quash": "quash", "tiebreak": "tiebreak",
                "pool": "leftovers_pooled", "named": "tiebreak_player_named", "round_end": "round_scored",
                "finish": "finish"}
_EVENT_KEYS = {"from": "giver", "to": "holder"}     # "to" marks an event for one seat only: not these


def as_event(record):
    """A record of the round's scoring (a view's "events" entry) as the event a move caused."""
    event = {"kind": RECORD_KINDS[record["type"]]}
    for key, value in record.items():
        if key != "type":
            event[_EVENT_KEYS.get(key, key)] = value[:] if isinstance(value, list) else value
    return event


def _record(s, record):
    """Keep a scoring step in the round's record and among the events of the move being applied."""
    s.events.append(record)
    s.caused.append(as_event(record))


def _copy_event(e):
    """A copy of a scoring event or round summary that shares no list with the state."""
    e = dict(e)
    for key in ("points", "scores", "cards"):
        v = e.get(key)
        if v is not None:
            e[key] = v[:]
    return e


def draw_dealer(rng, seats):
    """First dealer by high card with the RNG: every seat draws, ties for the highest draw again.

    Returns (dealer, draws): draws is the public record, one list per drawing round of [seat, rank]."""
    deck = list(DECK)
    rng.shuffle(deck)
    pos = 0
    contenders = list(range(seats))
    draws = []
    while True:
        this = []
        for seat in contenders:
            if pos == len(deck):
                rng.shuffle(deck)
                pos = 0
            this.append((seat, deck[pos][:-1]))
            pos += 1
        draws.append(this)
        best = max(RANK_VALUE[r] for _, r in this)
        contenders = [seat for seat, r in this if RANK_VALUE[r] == best]
        if len(contenders) == 1:
            return contenders[0], draws


# --- advanced swap chains --------------------------------------------------------------------------
_ACCEPT = {}
_ALL_RANKS = frozenset(range(2, 15))


def accepts(vals, size):
    """Rank values v for which a spot of `size` holding ranks `vals` (plus v) can still become proper."""
    key = (tuple(sorted(vals)), size)
    got = _ACCEPT.get(key)
    if got is None:
        got = frozenset(v for v in _ALL_RANKS if _potential(list(vals) + [v], size))
        _ACCEPT[key] = got
    return got


def swap_chains(side):
    """Every way a card displaced from a spot can travel on, for one side's board.

    Returns {(spot_index, displaced_card): [chain, ...]} where a chain is a list of (card, spot 1..9)
    steps in the canonical action form: the displaced card goes to the first step's spot, displacing the
    next step's card there, ... and the last card lands on an open slot. Destination spots are tried in
    order 1..9; at each, landing on an open slot comes before swapping out its cards (in the order they
    were laid). A listed chain passes through each spot at most once, moves at most LISTED_SWAPS board cards, and
    every spot it touches keeps the potential of a proper sequence. The answer is shared through a small
    cache keyed by the board: treat it as read-only."""
    key = tuple(side)
    got = _CHAINS.get(key)
    if got is None:
        if len(_CHAINS) > 2048:
            _CHAINS.clear()
        got = _CHAINS[key] = _swap_chains(side)
    return got


_CHAINS = {}


def _swap_chains(side):
    vals = [[RV[c] for c in sp] for sp in side]
    # which incoming ranks each open slot, and each card's place, would accept
    open_ok = [accepts(vals[d], SIZES[d]) if len(side[d]) < SIZES[d] else frozenset() for d in range(9)]
    swap_ok = [[accepts(vals[d][:i] + vals[d][i + 1:], SIZES[d]) for i in range(len(side[d]))]
               for d in range(9)]
    out = {}

    def walk(card, v, visited, prefix, acc):
        deeper = len(prefix) + 1 < LISTED_SWAPS
        for d in range(9):
            if visited >> d & 1:
                continue
            step = prefix + [(card, d + 1)]
            if v in open_ok[d]:
                acc.append(step)
            if deeper:
                for i, nxt in enumerate(side[d]):
                    if v in swap_ok[d][i]:
                        walk(nxt, vals[d][i], visited | (1 << d), step, acc)

    for k in range(9):
        for i, c in enumerate(side[k]):
            acc = []
            walk(c, vals[k][i], 1 << k, [], acc)
            out[(k, c)] = acc
    return out


def check_chain(side, card, k, steps):
    """Validate a swap chain (hand `card` onto spot index k, then `steps` of [card, spot]); returns the
    side's 9 spots after it. Raises IllegalAction with the reason. Accepts every chain swap_chains() lists
    and the longer ones too (chain_moves says what makes a chain legal)."""
    moves = [(k + 1, steps[0][0])]
    moves += [(dest, nxt[0]) for (_, dest), nxt in zip(steps, steps[1:])]
    moves.append((steps[-1][1], None))
    new, moving, _ = chain_moves(side, card, moves)
    assert moving is None
    return new


def chain_moves(side, card, moves, left=None):
    """Move `card` (from the hand) along a chain, one move at a time, on one side's 9 spots.

    `moves` lists (spot 1..9, displaced card or None): the moving card goes to that spot, taking the place
    of the displaced card, which moves next; None lays it on an open slot and ends the chain. A chain may
    stop short of that (a board composing one drop at a time). Each move must leave the spot able to become
    a proper sequence, and no card may go to a spot it left this turn. Returns (the 9 spots after the
    moves, the card still to place or None, {card: spots it left}); IllegalAction with the reason if a move
    breaks a rule. `left` continues a chain already partly made."""
    spots = [tuple(sp) for sp in side]
    left = {c: set(v) for c, v in (left or {}).items()}
    moving = card
    for n, (spot, out) in enumerate(moves):
        if moving is not None and chain_step_ok(spots, moving, spot, out, left):    # the reasons are slow
            k = spot - 1
            if out is None:
                spots[k] = spots[k] + (moving,)
                moving = None
            else:
                spots[k] = tuple(moving if x == out else x for x in spots[k])
                left.setdefault(out, set()).add(spot)
                moving = out
            continue
        require(moving is not None, "the chain already ended on an open slot: nothing is left to move")
        require(isinstance(spot, int) and not isinstance(spot, bool) and 1 <= spot <= 9,
                f"there is no spot {spot!r}: spots are numbered 1 to 9")
        k = spot - 1
        cards = spots[k]
        if spot in left.get(moving, ()):
            raise IllegalAction(f"{card_words(moving)} may not return to spot {spot}: it left that spot "
                                "this turn")
        if out is None:
            require(len(cards) < SIZES[k],
                    f"spot {spot} has no open slot for {card_words(moving)}: name the card it swaps out")
            after = cards + (moving,)
            require(can_become_proper(after, spot),
                    f"{card_words(moving)} cannot go to spot {spot}: " + _why_not(after, spot))
            spots[k] = after
            moving = None
            continue
        require(out in cards, f"{out!r} is not on spot {spot} of your side"
                + (" (the first swap names the card the played card displaces)" if n == 0 else ""))
        after = tuple(moving if x == out else x for x in cards)
        require(can_become_proper(after, spot),
                f"{card_words(moving)} cannot replace {card_words(out)} on spot {spot}: "
                + _why_not(after, spot))
        spots[k] = after
        left.setdefault(out, set()).add(spot)
        moving = out
    return spots, moving, left


def chain_step_ok(spots, moving, spot, out, left):
    """May `moving` go to `spot` (1..9) of `spots` (9 tuples), displacing `out` (None: an open slot), when
    `left` ({card: spots it left}) is the chain so far? chain_moves's rules, without their reasons."""
    if not (isinstance(spot, int) and not isinstance(spot, bool) and 1 <= spot <= 9):
        return False
    if spot in left.get(moving, ()):
        return False
    k = spot - 1
    cards = spots[k]
    if out is None:
        return len(cards) < SIZES[k] and can_become_proper(cards + (moving,), spot)
    return out in cards and can_become_proper(tuple(moving if x == out else x for x in cards), spot)


def _fails(cards, card, k):
    """Does laying `card` on spot index k, whose `cards` could still become proper, take that chance away?
    (Asked on every play, so the ranks each spot's cards accept are kept by the cards themselves.)"""
    ok = _OPEN_OK.get((cards, k))
    if ok is None:
        if len(_OPEN_OK) > 4096:
            _OPEN_OK.clear()
        ok = _OPEN_OK[(cards, k)] = accepts([RV[c] for c in cards], SIZES[k])
    return bool(ok) and RV[card] not in ok


_OPEN_OK = {}


def _why_not(cards, spot):
    vals = sorted(RV[c] for c in cards)
    words = "-".join(RANK_WORDS[v] for v in vals)
    if len(set(vals)) < len(vals):
        return f"{words} has two cards of one rank and can never be a sequence"
    return f"{words} can never be a proper {KIND[SIZES[spot - 1]]} sequence"


GAME = Quash()
