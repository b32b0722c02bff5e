"""Quadruple War's state, built so that the copy every move makes is cheap, and what a move caused.

A State holds what changes during a hand (the cards, the trick, the turn, the bids, the tricks won) in its
own fields, and what changes at most once a hand (seats, options, dealer, RNG, scores, bags, score sheet,
winners) in one HandFacts that its copies share: a copy (or apply's next state, machine.py) is one store
per field, whatever the game's length. Nothing shared is ever changed in place: the rules' functions
replace a list or a HandFacts rather than change it, and a state's setters for the shared facts copy them
first.
"""

from operator import attrgetter

from ...engine.rng import Rng
from .cards import CODE, TRICKS, trick_winner_index
from .deals import deal_version, shuffled_hands

BID, PLAY, OVER = 0, 1, 2
PHASE_NAMES = ("bid", "play", "over")
BIDDING_DONE = "bidding_done"   # State.cause of the dealer's bid, which closes the bidding


class HandFacts:
    """What changes at most once a hand, shared by every state of the hand.

    A hand opened at the end of the one before is dealt only when its cards or the RNG are first read:
    until then `owed` is the RNG state its shuffle starts from and `rng` and `dealt` are None. A playout
    that stops at the end of a hand never shuffles the next."""

    __slots__ = ("seats", "options", "dealer", "rng", "owed", "dealt", "scores", "bags", "sheet",
                 "winners")

    def __init__(self):
        self.seats = self.options = self.dealer = self.rng = self.owed = self.dealt = None
        self.scores = self.bags = self.sheet = self.winners = None

    def copy(self):
        f = HandFacts.__new__(HandFacts)
        f.seats, f.options, f.dealer, f.rng, f.owed = self.seats, self.options, self.dealer, self.rng, self.owed
        f.dealt, f.scores, f.bags, f.sheet, f.winners = self.dealt, self.scores, self.bags, self.sheet, self.winners
        return f

    def owed_deal(self):
        """The hands of the owed deal, shuffled the first time they are asked for: the same cards and
        RNG state as dealing at once, from `owed` alone (two threads asking at once agree)."""
        dealt = self.dealt
        if dealt is None:
            rng = Rng(self.owed)
            dealt = shuffled_hands(rng, self.seats, self.dealer, deal_version(self.options))
            self.rng = rng.state        # before dealt: whoever sees dealt set sees the RNG set too
            self.dealt = dealt
        return dealt


def _shared_fact(name, doc):
    """A State property for one of its HandFacts' fields; setting it gives the state its own facts."""
    def set_fact(self, value):
        facts = self.facts.copy()
        setattr(facts, name, value)
        self.facts = facts
    return property(attrgetter("facts." + name), set_fact, doc=doc)


class State:
    """A position. Copies share every list, tuple and the HandFacts: the functions that change a state
    replace its lists (tricks) rather than change them, and a seat's hand is its dealt cards less those
    played (`_dealt`, `left`), so a copy costs one store per field."""

    __slots__ = ("facts", "hand_no", "phase", "bids", "_dealt", "left", "won", "trick", "leader", "broken",
                 "tricks", "to_move", "legal", "playable", "cause")
    # _dealt: each seat's cards as its hand was dealt (or as `hands` last set them), a bitmask by seat, shared
    # by every state of the hand and never changed; None while the hand's deal is owed (HandFacts).
    # left: the cards not played yet, a bitmask: seat k holds `_dealt[k] & left`. A card played is one
    # subtraction from `left`, where a list of hands was copied and changed a card (issue 22).
    # legal: the legal actions once asked for (a list of shared templates, handed out as copies);
    # playable: the legal-card mask once asked for in the play phase. Both None again whenever s changes.
    # cause: what the move that made this state caused, as apply left it (never saved): None (nothing),
    # BIDDING_DONE, a completed trick's facts (trick_events' arguments after the state), or the events once
    # `caused` built them.

    seats = _shared_fact("seats", "How many seats play.")
    options = _shared_fact("options", "The game's options (checked, defaults filled in).")
    dealer = _shared_fact("dealer", "This hand's dealer.")
    scores = _shared_fact("scores", "Each seat's score before this hand (a tuple).")
    bags = _shared_fact("bags", "Each seat's running total of overtricks (a tuple).")
    sheet = _shared_fact("sheet", "The score sheet: one line (a dict) per hand scored.")
    winners = _shared_fact("winners", "The winning seats once the game is over, else None.")

    # No __init__: State() is a bare state, every field unset, made by the type's own C call (about 300
    # instructions cheaper than object.__new__(State), and apply makes one a move: issue 22). Whoever
    # calls it sets every field; State.blank() gives one with its own empty HandFacts to fill in.

    @staticmethod
    def blank():
        """A new state with its own (empty) HandFacts, nothing chosen or caused: new_state and load fill
        in the rest."""
        s = State()
        s.facts = HandFacts()
        s.legal = s.playable = s.cause = None
        return s

    @property
    def hands(self):
        """Each seat's cards as a bitmask, by seat: a new list at each read (change the state by setting
        `hands`, never by changing the list)."""
        dealt = self._dealt
        if dealt is None:
            dealt = self.facts.owed_deal()
        left = self.left
        return [h & left for h in dealt]

    @hands.setter
    def hands(self, hands):
        dealt = self._dealt = tuple(hands)
        left = 0
        for h in dealt:
            left |= h
        self.left = left

    def hand(self, seat):
        """The cards `seat` holds, a bitmask (hands[seat] without the list)."""
        dealt = self._dealt
        if dealt is None:
            dealt = self.facts.owed_deal()
        return dealt[seat] & self.left

    @property
    def rng(self):
        """The RNG's state (engine/rng.py) after this hand's deal."""
        rng = self.facts.rng
        if rng is None:
            self.facts.owed_deal()
            rng = self.facts.rng
        return rng

    @rng.setter
    def rng(self, value):
        facts = self.facts.copy()
        facts.rng, facts.owed, facts.dealt = value, None, None
        self.facts = facts

    @property
    def caused(self):
        """The events of the move that made this state (engine/game.py). They are built only when first
        read: playouts through apply close the bidding and complete tricks and never read them."""
        cause = self.cause
        if cause is None:
            return []
        if cause is BIDDING_DONE:
            self.cause = cause = [{"kind": "bidding_done", "bids": list(self.bids),
                                   "tricks": TRICKS[self.seats]}]
        elif cause.__class__ is tuple:
            self.cause = cause = trick_events(self, *cause)
        return cause

    def copy(self):
        s = State()
        s.facts, s.hand_no, s.phase, s.bids = self.facts, self.hand_no, self.phase, self.bids
        s._dealt, s.left, s.won, s.trick, s.leader = self._dealt, self.left, self.won, self.trick, self.leader
        s.broken, s.tricks, s.to_move = self.broken, self.tricks, self.to_move
        s.legal = s.playable = s.cause = None
        return s

    @property
    def tricks_per_hand(self):
        return TRICKS[self.seats]


# --- what a move caused (apply's events; search bots calling do_play directly skip them) ----------------
def trick_events(s, leader, trick, number, hand_no, was_broken):
    """The events of the play that completed `trick` (ints, leader's card first), trick `number` of hand
    `hand_no`, leaving state `s`: the trick won; then spades broken, or the hand scored and the next hand
    dealt (or the game won)."""
    n = s.seats
    i = trick_winner_index(trick)
    w = (leader + i) % n
    events = [{"kind": "trick_won", "seat": w, "card": CODE[trick[i]],
               "cards": [[(leader + k) % n, CODE[c]] for k, c in enumerate(trick)],
               "trick": number, "hand": hand_no, "tells_move": True}]   # its words tell the play too
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
