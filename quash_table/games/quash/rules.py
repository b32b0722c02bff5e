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
  (`{"type":"tiebreak_chooser","seat":k}`), and the pool goes to that player. A seat always sees its
  own leftover cards in the pool (they were its own: view "pool", from `leftovers`), never its partner's. A team with exactly one
  person at the table has that person play: the rules cannot know who is a person, so the table asks
  `automatic_action` and plays its answer. Saves from before the naming recorded the first seat's
  tiebreaker card straight away: apply still takes a card from the first seat before it has named anyone
  (that seat then plays this tiebreaker itself), so such saves replay exactly; legal_actions never lists it.
- Advanced swap chains have no length limit: apply takes any chain in which every spot keeps the potential
  of a proper sequence after each step and no card goes to a spot it left this turn (chain_moves).
  legal_actions lists only the chains that move at most LISTED_SWAPS (2) board cards and pass through each
  spot once (but the last card may land on the open slot of the spot the chain started on): without a
  bound a late-round board offers hundreds of thousands of chains a turn.
  "Can still become proper" means the cards on a spot have pairwise different ranks spanning no more than
  the spot's size (A high only): two 7s on a triple can never be proper.
- Tiebreaker choices: the chooser of the side of the seat left of the dealer chooses first, the other side
  second; the second chooser never sees the first card until both are down (the view hides it).

The parts: sequences.py (cards and spots as numbers: proper sequences, comparing spots), chains.py (swap
chains and the plays legal_actions lists), scoring.py (scoring a round on the state), records.py (the
round's record and events), describe.py (moves and events in words); this module is the Game itself.
"""

from ...engine.cards import deck_from_stacked
from ...engine.game import Game, IllegalAction, Option, require
from ...engine.rng import Rng
from ...engine.standing import RESULT
from . import describe, load_row, placement_words, scoring
from .dealing import draw_dealer
# the names the composer, bots, board and tests read from the rules (each made in its own module)
from .chains import LISTED_SWAPS, chain_moves, chain_step_ok, check_chain, legal_plays, swap_chains  # noqa: F401
from .records import RECORD_KINDS, as_event, copy_event, history_entry, record  # noqa: F401
from .sequences import (CARD_ORDER, DECK, KIND, RV, SIDES, SIZES, accepts, can_become_proper,  # noqa: F401
                        card_words, chooser_seats, compare_spots, fails, is_proper, mendable, open_slots,
                        why_not_proper)

SLOTS_PER_SIDE = 18
DISCARDS = 6                                          # 2 players, advanced

_PLAY_KEYS = frozenset(("type", "card", "spot"))
# why Undo is greyed (and what U says) after a play that drew a card: each play of 2-player basic does, while
# the pile lasts
DRAWN_UNDO_WORDS = ("a card drawn stays drawn: your last play drew a card from the pile, so Undo cannot take "
                    "that play back")
_SWAP_KEYS = _PLAY_KEYS | {"swap"}


def dealt_per_seat(adv, seats):
    """How many cards each seat is dealt: 23 in 2-player advanced (6 more set aside, no pile), else 13."""
    return 23 if adv and seats == 2 else 13


def pile_at_deal(s):
    """How many cards the round's draw pile held when dealt: one is drawn by each play while it lasts."""
    return len(DECK) - len(s.discards) - dealt_per_seat(s.adv, s.seats) * s.seats


# --- the state ---------------------------------------------------------------------------------------
class State:
    __slots__ = ("seats", "options", "adv", "target", "dealer", "round", "phase", "to_move", "hands",
                 "pile", "discards", "board", "scores", "won", "score_pos", "tb", "tb_spot", "spent",
                 "events", "history", "rounds", "winner", "rng", "dealer_draw", "turn", "named", "caused",
                 "leftovers")

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
        s.leftovers = self.leftovers                    # a tuple of tuples (or None), never changed
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
    hint_level = "hard"     # a hint should be a move a good player makes: the search (a second at most)
    # the score chart's ring: the sides level on points, which decides nothing; reaching the FINISH does
    chart_level_words = ("level on points:", "first to reach", "the FINISH wins")
    # every point comes when a round is scored: a first round charted by its turns was flat lines that all
    # jumped at its last turn (session 25); by rounds from the start, as the end chart (engine/game.py)
    first_round_by_turns = False
    min_seats = 2
    max_seats = 4
    options = (
        Option("variant", "basic", "choice", choices=("basic", "advanced"), label="Variant",
               help="advanced: a played card may swap out cards already on your side",
               # the swaps are the difference at any table (the deal differs at two players only)
               choice_help={"basic": "no swaps: a card laid stays where it is",
                            "advanced": "a card laid may swap out cards already on your side"}),
        Option("target", 30, "int", lo=1, hi=500, label="Points to the FINISH", value_words="to {}",
               short_help="the first side to reach this many points wins"),
        Option("dealer", None, "int", lo=0, hi=3, nullable=True, label="First dealer",
               help="empty: drawn by high card", short_help="who deals first (random: by high card)"),
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
        per = dealt_per_seat(s.adv, n)
        set_aside = DISCARDS if s.adv and n == 2 else 0
        s.discards = tuple(deck[:set_aside])
        deck = deck[set_aside:]
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
        s.leftovers = None
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
        return legal_plays(s.board[seat % 2], sorted(s.hands[seat], key=CARD_ORDER.get), s.adv)

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
        record(s, {"type": "named", "side": side, "by": seat, "seat": k, "count": given})
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
            if side[k] and fails(side[k], card, k):        # (a spot's first card never fails)
                # advanced: a later swap of this side may still take the spoiling card out (mendable), so
                # the words say "cannot make a run now", not a final FAILED (review 14: the hint spoilt
                # spot 8, the log said FAILED, and the next hint's swap mended it)
                s.caused.append({"kind": "sequence_failed", "seat": seat, "side": seat % 2, "spot": spot,
                                 "cards": list(b[k]),
                                 "mendable": s.adv and mendable(b[k], spot, open_slots(b)),
                                 "last_slot": open_slots(b) == 0})    # public: no other place was open
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
        # a spot that could not make a run before the chain and can now was mended (review 19d: the log told
        # "a later swap can still mend it" and never that a swap did)
        s.caused += [{"kind": "sequence_mended", "seat": seat, "side": seat % 2, "spot": j + 1, "cards": list(new[j])}
                     for j in range(9) if len(side[j]) > 1 and not can_become_proper(side[j], j + 1)
                     and can_become_proper(new[j], j + 1)]
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
        scoring.start_scoring(s)
        return s

    # --- tiebreakers (scoring itself: scoring.py) -----------------------------------------------------
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
            record(s, ev)
            s.tb = [None, None]
            if scoring.tiebreak_turn(s) or s.phase == "over":
                return s
            scoring.score(s)
            return s
        w = 0 if RV[red] > RV[black] else 1
        s.won[k] = w
        ev.update(outcome="win", side=w, why="higher tiebreaker card")
        if scoring.award(s, (1, 0) if w == 0 else (0, 1), ev):
            return s
        if scoring.close_spot(s, k, w):
            return s
        scoring.score(s)
        return s

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
            "events": [copy_event(e) for e in s.events],
            "history": [history_entry(h) for h in s.history],
            "rounds": [copy_event(r) for r in s.rounds],
            "dealer_draw": [[list(d) for d in rnd] for rnd in s.dealer_draw],
            "winner": s.winner,
            "pool": scoring.pool_seen(s, seat),
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

    def progress(self, s):
        """Right after the move that scored a round, that round's result, as the table opened on it shows
        it waiting for Next ("round 1 scored", as Flush's and Quadruple War's: a save there reopened on
        the dealer's deal, a bot's dealing away the result unseen); later between rounds, the round about
        to be dealt ("round 2, Bot 3 to deal"); a game over names its last round."""
        if s.phase == "deal" and any(e["kind"] == "round_scored" for e in s.caused):
            return ["round", s.round, RESULT]
        return ["round", s.round + (s.phase == "deal")]

    def stage(self, s):
        """While cards are laid, how full the board is ("14 of 36 slots filled"): two saves of one round, its
        scores still 0-0, read alike in Load, "round 1, your turn" (review 22)."""
        if s.phase != "play":
            return None
        return ["filled", sum(len(spot) for side in s.board for spot in side), 2 * SLOTS_PER_SIDE]

    def unfinished_row_forms(self, standing, names, you_seat, bots, where):
        return load_row.unfinished_row_forms(standing, names, you_seat, bots)

    def sides(self, seats):
        """At four seats the two partnerships share a score: the Load list says it once a side."""
        return [(SIDES[0], [0, 2]), (SIDES[1], [1, 3])] if seats == 4 else None

    def dump(self, s):
        return {
            "seats": s.seats, "options": dict(s.options), "dealer": s.dealer, "round": s.round,
            "phase": s.phase, "to_move": s.to_move, "hands": [list(h) for h in s.hands],
            "pile": list(s.pile), "discards": list(s.discards),
            "board": [[list(sp) for sp in side] for side in s.board], "scores": s.scores[:],
            "won": s.won[:], "score_pos": s.score_pos,
            "tb": None if s.tb is None else s.tb[:], "tb_spot": s.tb_spot, "spent": s.spent[:],
            "events": [copy_event(e) for e in s.events],
            "history": s.history[:],
            "rounds": [copy_event(r) for r in s.rounds], "winner": s.winner, "rng": s.rng.state,
            "dealer_draw": [[list(d) for d in rnd] for rnd in s.dealer_draw], "turn": s.turn,
        } | ({"named": s.named[:]} if s.named != [None, None] else {}) | (   # absent: saves before naming
            {} if s.leftovers is None else {"leftovers": [list(h) for h in s.leftovers]})

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
        s.events = [copy_event(e) for e in d["events"]]
        s.history = list(d["history"])
        s.rounds = [copy_event(r) for r in d["rounds"]]
        s.winner = d["winner"]
        s.rng = Rng(d["rng"])
        s.dealer_draw = [[tuple(x) for x in rnd] for rnd in d["dealer_draw"]]
        s.turn = d["turn"]
        s.named = list(d.get("named") or (None, None))
        s.leftovers = None if d.get("leftovers") is None else tuple(tuple(h) for h in d["leftovers"])
        s.caused = []
        return s

    def saved_state_matches(self, replayed, stored):
        """A save written before the state kept each seat's leftovers (session 19) stores none."""
        return replayed == stored or isinstance(stored, dict) and "leftovers" not in stored \
            and dict(replayed, leftovers=None) == dict(
            stored, leftovers=None)

    # --- words and helpers for the interface ------------------------------------------------------
    def seat_name(self, seat, seats):
        return describe.seat_name(seat, seats)

    def describe(self, action, seat=None, seats=2):
        return describe.describe(action, seat, seats) or super().describe(action, seat, seats)

    def event_for_seat(self, event, seat):
        """A drawn card is known to the seat that drew it; the others only hear that a card was drawn."""
        if event.get("kind") == "card_drawn" and seat != event["seat"]:
            return {key: value for key, value in event.items() if key != "card"}
        return super().event_for_seat(event, seat)

    def describe_event(self, event, seats):
        return describe.describe_event(event, seats)

    def describe_hint(self, action, seat, seats):
        return describe.describe_hint(action, seat, seats)

    def automatic_action(self, state, human_seats):
        """The move the table makes by itself once it knows which seats are people, or None: a team with
        exactly one person names that person to play its tiebreakers (the seat to move decides otherwise);
        at a table of several people the next round is dealt for its dealer (no decision, nothing shown)."""
        if state.to_move is None:
            return None
        if state.phase == "deal" and len(human_seats) > 1 and state.to_move in human_seats:
            # pass-and-play: dealing is no decision and shows nobody anything, so the screen is not handed
            # to the dealer just to press Deal; the table deals once the round's result is passed
            return {"type": "deal"}
        if not self._naming(state):
            return None
        seat = state.to_move
        people = [q for q in (seat, (seat + 2) % 4) if q in human_seats]
        if len(people) == 1:
            return {"type": "tiebreak_chooser", "seat": people[0]}
        return None

    def made_by_table(self, action):
        # the deal is no decision (automatic_action): the dealer's curtain news begins at its last play, so the
        # round scored since is in it (review 55l: it began after the deal, and the scoring was left out)
        return action.get("type") == "deal"

    def undo_scope_words(self, options, seats):
        """2-player basic: each play draws a card while the pile lasts, and a card drawn stays drawn
        (undo_limit), so Undo takes back only plays made once the pile is empty. Said as what Undo does, not
        when it may be pressed ("Undo only once the pile is empty" read as "undo only then", review 24)."""
        if seats == 2 and options.get("variant", "basic") == "basic":
            return "Undo takes back only plays made after the draw pile runs out"
        return ""

    def undo_limit(self, state):
        """What a move showed stays seen (the reason is read by the seat that made the last moves). A play
        that drew a card is final: undo may take back only the plays after the last card drawn (in a round
        whose pile has run out, or that has none: 4 players, 2-player advanced). A scored round is final:
        once its scoring has begun (spots shown, tiebreaker cards seen) no undo goes back into it, nor past
        the move that dealt the next round. Another seat's play is final too (others_moves_final)."""
        if state.phase == "play":
            drew = min(len(state.history), pile_at_deal(state))     # the round's first plays drew a card
            if drew:
                # plain words for a new player (review 20: "undo stops at the card you drew" said little)
                return len(state.history) - drew, DRAWN_UNDO_WORDS
            return len(state.history), f"round {state.round - 1} is scored and final: undo stops at its result"
        if state.phase == "deal":
            return 0, f"round {state.round} is scored and final: undo stops at its result"
        return 0, (f"round {state.round} is being scored and a scored round is final: its plays can no longer "
                   "be taken back")

    def being_scored(self, state):
        return state.phase in ("scoring", "tiebreak")

    def can_become_proper(self, cards, spot):
        return can_become_proper(cards, spot)

    def placement_failure(self, side_cards, card, spot, open_after=0):
        """One line for the interface when laying `card` on `spot` would leave a sequence that can no longer
        be proper, else None (placement_words.py)."""
        return placement_words.placement_failure(side_cards, card, spot, open_after)

    def placement_warning(self, side_cards, card, spot, their_cards=None, side=None, open_after=0):
        """A sentence saying what such a placement costs, else None (placement_words.py)."""
        return placement_words.placement_warning(side_cards, card, spot, their_cards, side, open_after)

GAME = Quash()
