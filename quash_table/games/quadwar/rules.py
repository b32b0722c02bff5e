"""Quadruple War (assets/rules/quadwar.md): trick taking, every seat for itself, spades always trump and the
two jokers are the highest spades (BJ > LJ > AS > KS > ... > 2S).

The state is built for speed, because search bots replay thousands of hands per move: cards are ints
and hands bitmasks (cards.py), a new state shares everything the move did not change (state.py), the
legal actions are dicts made once at import and handed out as tuples kept by suit (actions.py); card codes
('QH', 'BJ') appear only at the dict boundary (actions, views, dump and load). What a bid or a play does
is machine.py: apply builds the next state there field by field, and search bots can skip the dicts:
`s = state.copy()`, then `legal_mask(s)`, `do_bid(s, k)` and `do_play(s, card_int)` mutate the copy
without checks. Words live in words.py.

Rulings beyond the sheet (assets/rules/quadwar.md, Rulings; docs/ARCHITECTURE.md for the rest):
- a stacked deck sets the first hand's deal; later hands are shuffled by the seeded RNG;
- the first dealer is drawn by high card with the RNG (jokers highest, then A..2; suits ignored; tied
  seats draw again from a fresh shuffle), never from the stacked deck, unless option `dealer` fixes it;
- a seat that breaks its contract gets no overtricks (so no bags) for that hand;
- with option `bags`, a seat loses 100 each time its running total of overtricks reaches a multiple of 10.

What a move caused (engine/game.py events) is on the state apply returns, `state.caused`: the dealer's bid
gives bidding_done; a trick's last card gives trick_won (flagged tells_move: its words are the play's whole
sentence in the log, "Ann plays the K of clubs and wins trick 6"), then spades_broken or, at a hand's end,
hand_scored and hand_dealt (or game_won). Every event is public. do_play/do_bid record none.
"""

from ...engine.cards import card_name, deck_from_stacked
from ...engine.game import Game, IllegalAction, Option
from ...engine.rng import Rng
from ...engine.standing import RESULT
from .actions import BID_ACTIONS, Action, play_actions, suit_plays
from .bag_words import BAG_IS, BAGS_COST_BRIEF, BAGS_OPTION_HELP, BAGS_RULE
from .cards import BIT, CODE, DECK_CODES, DECK_MASK, INT_OF, NON_SPADES, TRICKS, codes_of, hands_dealt
from .cards import mask_of
from .deals import CURRENT, DEAL_KEY, FIRST, VERSIONS, deal_version, draw_first_dealer, first_deal
from .deals import shuffled_hands
from .machine import ALONE, FOLLOW, NEXT_SEAT, after_bid, after_play, legal_mask, open_bidding, trick_taken
# read from here by the search bots (hard.py) and the tests: the state machine and the deck
from .cards import DECK_INTS, SUIT_MASK, trick_winner_index  # noqa: F401
from .machine import do_bid, do_play, end_hand, hand_points  # noqa: F401
from . import load_row
from .state import BID, OVER, PHASE_NAMES, PLAY, HandFacts, State
from .summary import LazySummary
from .words import event_words, game_won_caption, hint_words, play_refusal, summary_words


class QuadrupleWar(Game):
    id = "quadwar"
    title = "Quadruple War"
    # Events (state.caused; every one is public, so the base's event_for_seat serves): bidding_done,
    # trick_won, spades_broken, hand_scored, hand_dealt, game_won. See trick_events.
    records_events = True
    scores_by_seat = True     # a Load row: "You: 50, Bot 2: 10, Bot 3: 10, Bot 4: 82", one way (engine/game.py)
    # scores change only when a hand is scored: a first hand charted by its turns was four flat lines at 0
    # (the Scores panel says "No hand scored yet" instead, engine/game.py)
    first_round_by_turns = False
    # a hint is a move a good player makes: the search weighs every card and says why it beats the best other
    # one (the normal bot's ~30% gambles, hinted alone, lost contracts); on a fixed number of deals drawn from
    # a seed made of the position, so one position gets one hint (hint_bot.py; hard's second gave "bid 3", then
    # "bid 4")
    hint_level = "hint"
    min_seats = 2
    max_seats = 5
    # the rules page's bags rule, and its Learn to play part's brief (review 47b: "bags" first met on New game)
    rules_words = {"bags_rule": BAGS_RULE[0].upper() + BAGS_RULE[1:], "bags_brief": f"{BAG_IS} ({BAGS_COST_BRIEF})"}
    options = (
        Option("target", 500, "int", lo=10, hi=10000, label="Target score", value_words="to {}",
               help="the game ends after a hand in which a seat reaches this (200 = a short game)",
               short_help="200 a short game \u00b7 500 the standard game"),
        Option("bags", False, "bool", label="Bags", help=BAGS_OPTION_HELP),   # the whole rule: the rules page
        Option("dealer", None, "int", lo=0, hi=4, nullable=True, label="First dealer",
               help="empty = drawn by high card", short_help="who deals first (random: by high card)"),
    )

    def automatic_action(self, state, human_seats):
        """At a table of two or more people (one screen passed round), a person's only card plays itself
        when that tells nobody anything: between two players, whose hands are each the rest of the deck,
        and at the last trick, where everyone holds one card. The screen then changes hands only for a
        choice (a trick whose leader wins it and whose follower had one card: no hand-over either way)."""
        if len(human_seats) < 2 or state.phase != PLAY or state.to_move not in human_seats:
            return None
        mask = legal_mask(state)
        if not mask or mask & (mask - 1):
            return None             # a choice to make (or nothing to play)
        if state.seats != 2 and state.hand(state.to_move).bit_count() != 1:
            return None             # with three or more, playing by itself would tell a void or singleton
        return {"type": "play", "card": CODE[mask.bit_length() - 1]}

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "dealer", seats)

    _defaults = None        # the checked default options, made once (check_options)

    def check_options(self, options, seats):
        """As the base's, and the hidden key "deal" (deals.py: how the cards are shuffled), never in a menu:
        options that do not name it are a game's from before deal 2 (every save before session 27 holds its
        options so) and keep deal 1, which the checked options then leave unnamed as those saves have them;
        no options at all (None or {}) are a new game's, the defaults with the current deal, checked once and
        handed out as a copy (the base's check cost about 9k instructions of a random hand's 1.16M, issue 22).
        A person's options (the menu, the command line) get the current deal in options_from_user."""
        if options is None or (options.__class__ is dict and not options):
            defaults = self._defaults
            if defaults is None:
                defaults = {**super().check_options(None, seats), DEAL_KEY: CURRENT}
                QuadrupleWar._defaults = defaults
            return dict(defaults)
        if not isinstance(options, dict) or DEAL_KEY not in options:
            return super().check_options(options, seats)
        options = dict(options)
        version = options.pop(DEAL_KEY)
        if version.__class__ is not int or version not in VERSIONS:
            raise IllegalAction(f"Quadruple War's deal is one of {', '.join(map(str, VERSIONS))}, not {version!r}")
        full = super().check_options(options, seats)
        if version != FIRST:
            full[DEAL_KEY] = version
        return full

    def options_from_user(self, options):
        """A game a person begins deals the current way (deals.py), whatever options they chose."""
        if isinstance(options, dict) and DEAL_KEY not in options:
            return {**options, DEAL_KEY: CURRENT}
        return options

    # --- setup ------------------------------------------------------------------------------------
    def new_state(self, seats, seed=0, options=None, stacked=None):
        """The base's, answered here for the common call (a seat count and an int seed, nothing else): the
        base's checks of seats and seed cost about 3.5k instructions of a new game's 100k (issue 22)."""
        if (options is None and stacked is None and seats.__class__ is int and self.min_seats <= seats <= self.max_seats
                and seed.__class__ is int):
            defaults = self._defaults       # check_options(None)'s, not copied: _new_state copies them
            if defaults is None:
                self.check_options(None, seats)
                defaults = self._defaults
            return self._new_state(seats, seed, defaults, None)
        return super().new_state(seats, seed, options, stacked)

    def _new_state(self, seats, seed, options, stacked):
        version = deal_version(options)
        dealer = options["dealer"]
        # a new game's way (deal 2, the dealer drawn, no stacked deck): deals.first_deal, the same dealer,
        # cards and RNG state as the steps below, for about a fifth less of a new game (issue 22)
        dealt = first_deal(seed, seats) if version == CURRENT and dealer is None and stacked is None else None
        if dealt is not None:
            dealer, hands, rng_state = dealt
        else:
            rng = Rng(seed)
            if dealer is None:
                dealer = draw_first_dealer(rng, seats, version)
            if stacked is None:     # deal 1: deck_from_stacked's shuffle of the codes, on the cards' bits
                hands = shuffled_hands(rng, seats, dealer, version)
            else:
                deck = deck_from_stacked(DECK_CODES[seats], stacked, rng)
                hands = hands_dealt([BIT[INT_OF[code]] for code in deck], seats, dealer)
            rng_state = rng.state
        s = State()             # State.blank(), inline (its call and HandFacts.__init__'s were two Python calls
        f = s.facts = HandFacts.__new__(HandFacts)      # of a new game's few: session 47, issue 22)
        s.cause = None          # open_bidding sets legal and playable
        f.seats, f.options, f.dealer, f.rng = seats, dict(options), dealer, rng_state
        f.owed = f.dealt = f.winners = None
        f.scores = f.bags = (0,) * seats
        f.sheet = []
        s.hand_no = 1
        s._dealt, s.left = hands, DECK_MASK[seats]     # every card of the deck is dealt
        open_bidding(s)
        return s

    # --- moves -----------------------------------------------------------------------------------
    # legal_actions and apply are the hot path of every playout through the contract, so they answer
    # here without the base class's wrapper when they can; anything unusual goes to the base.
    def legal_actions(self, s):
        """Found once per state (a board, a bot and the match may all ask) as a tuple of the shared,
        read-only actions (actions.py), the legal-card mask kept for apply; each caller gets its own list
        of them. In the play phase apply's after_play has usually found them already, while it held the
        hands and the trick (machine.py); otherwise machine.legal_mask's rule is inline here
        (tests/test_quadwar_fingerprint.py holds the two equal) and the plays are read from the suit
        tables (actions.SUIT_PLAYS): one lookup when following suit, four otherwise."""
        legal = s.legal
        if legal is None:
            seat = s.to_move
            if s.phase == PLAY and seat is not None:    # None: scored_position's table, nobody to move
                dealt = s._dealt
                if dealt is None:       # the hand's deal is still owed (state.HandFacts)
                    dealt = s.facts.owed_deal()
                hand = dealt[seat] & s.left
                trick = s.trick
                if trick:
                    table, shift, in_suit, suit = FOLLOW[trick[0]]
                    follow = hand & in_suit
                    if follow:          # follow suit: every card of the suit led, and only those
                        s.playable = follow
                        bits = follow >> shift
                        legal = table[bits]
                        if legal is None:
                            legal = suit_plays(suit, bits)
                        s.legal = legal
                        return [*legal]
                    mask = hand         # void in the suit led: any card
                elif s.broken:
                    mask = hand
                else:                   # lead: no spade before spades are broken, unless only spades
                    mask = hand & NON_SPADES or hand
                s.playable = mask
                legal = s.legal = play_actions(mask)
            else:
                legal = s.legal = BID_ACTIONS[s.facts.seats] if s.phase == BID and seat is not None else ()
        return [*legal]             # a list, as every game's: callers compare and extend it

    def _legal_actions(self, s):
        """The legal actions as a shared tuple (legal_actions gives each caller a list of them)."""
        self.legal_actions(s)
        return s.legal

    def apply(self, state, action):
        cls = type(action)      # a specialised call: action.__class__ is a generic attribute lookup
        if cls is Action:       # handed out by legal_actions: a well-formed bid or play
            c = action.card_int
            if c is None:
                if state.phase == BID and action["tricks"] <= TRICKS[state.facts.seats]:
                    return after_bid(state, action["tricks"])
            else:
                mask = state.playable
                if mask is None:
                    mask = legal_mask(state)
                if mask & BIT[c]:   # a card in legal_mask is in the hand, in the play phase (not over)
                    facts = state.facts
                    seat = state.to_move
                    following = NEXT_SEAT[facts.seats][seat]
                    dealt = state._dealt
                    if dealt is None:
                        return after_play(state, c)     # the deal still owed
                    leader = state.leader
                    if following == leader:             # a trick's last card
                        return trick_taken(state, c, facts, dealt, leader)
                    # a card inside a trick: after_play's first branch, inline (a Python call less on most
                    # cards, about 0.4k instructions each: issue 22); tests/test_quadwar_fast_paths.py
                    # holds the two equal
                    s = State()         # no field set yet: every one is set below
                    s._dealt = dealt
                    s.left = left = state.left - BIT[c]     # the card is in the hand: as ^, a specialised operation
                    s.facts = facts
                    s.hand_no = state.hand_no
                    s.phase = state.phase
                    s.bids = state.bids
                    s.to_move = following
                    s.won = state.won
                    s.leader = leader
                    s.broken = state.broken
                    s.tricks = state.tricks
                    s.cause = None
                    trick = state.trick
                    if trick:
                        table, shift, in_suit, suit = FOLLOW[trick[0]]
                        s.trick = trick + ALONE[c]
                    else:
                        table, shift, in_suit, suit = FOLLOW[c]
                        s.trick = ALONE[c]
                    hand = dealt[following] & left
                    follow = hand & in_suit
                    if follow:
                        s.playable = follow
                        bits = follow >> shift
                        legal = table[bits]
                        s.legal = suit_plays(suit, bits) if legal is None else legal
                    else:
                        s.playable = hand
                        s.legal = play_actions(hand)
                    return s
        elif cls is dict and action.get("type") == "play":
            code = action.get("card")
            c = INT_OF.get(code) if code.__class__ is str else None
            if c is not None and len(action) == 2 and legal_mask(state) >> c & 1:
                return after_play(state, c)
        return super().apply(state, action)


    def dealt_hands(self, state):
        """{seat: cards} each seat held as this hand was dealt: its cards in hand and those it played to
        this hand's tricks (public once played). A finished game's face-up replay shows them at a hand's
        end, where every hand is played out."""
        n = state.seats
        held = list(state.hands)
        for leader, cards, _ in [*state.tricks, (state.leader, state.trick, None)]:
            for i, c in enumerate(cards):
                held[(leader + i) % n] |= BIT[c]
        return {seat: codes_of(mask) for seat, mask in enumerate(held)}

    def finished_row_forms(self, standing, names, you_seat, bots):
        return load_row.finished_row_forms(standing, names, you_seat, bots, self.score_unit)

    def unfinished_row_forms(self, standing, names, you_seat, bots, where):
        return load_row.unfinished_row_forms(standing, names, you_seat, bots, where, self.score_unit)

    def undo_scope_words(self, options, seats):
        """Another seat's bid or card is final (others_moves_final): alone against bots, Undo takes back your
        own bid or card while the next bot waits for it (its wait shows on Undo), never after it answered.
        New game promised "your own move" and Undo was greyed almost all game (session 24). After a bid the
        bot waits longer (pace.BID_GRACE_SHARE: the bid's Undo was never in time, session 25)."""
        return "Take back your bid or card before the next bot answers"

    def undo_limit(self, state):
        """The hand's last card is final: it scores the hand and deals the next, whose cards were seen.
        Undo takes back only this hand's bids and cards; another seat's bid or card is final too
        (others_moves_final), so in practice only your own move before anyone answers it."""
        made = sum(b is not None for b in state.bids) + len(state.trick) + len(state.tricks) * state.seats
        # in QUASH's words: the hand's result is where undo stops. Said while that result waits for Next too,
        # before the table shows the next deal ("hand 2 dealt: undo stops at the deal" named a deal not yet
        # made on the screen, session 23)
        return made, f"hand {state.hand_no - 1} is scored and final: undo stops at its result"

    def scored_position(self, state, action):
        """The table as the hand the action's card ends is scored: every trick taken, the score sheet
        written, the next hand not yet dealt."""
        c = INT_OF.get(action.get("card")) if action.get("type") == "play" else None
        if c is None or state.phase != PLAY or not legal_mask(state) >> c & 1:
            return None
        scored = after_play(state, c, deal_next=False)
        return scored if scored.to_move is None and scored.phase != OVER else None

    def _apply(self, state, action):
        kind = action.get("type")
        if kind == "play":
            code = action.get("card")
            c = INT_OF.get(code) if code.__class__ is str else None
            if c is None or len(action) != 2 or not legal_mask(state) >> c & 1:
                raise IllegalAction(self._why_refused(state, action))
            return after_play(state, c)
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
            return after_bid(state, k)
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
        hand = state.hand(state.to_move)
        if not hand >> c & 1:
            return f"you do not hold {code}"
        return play_refusal(hand, state.trick[0] >> 4 if state.trick else None)

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        n = s.seats
        hands = s.hands
        return {
            "game": self.id, "seat": seat, "seats": n, "phase": PHASE_NAMES[s.phase],
            "to_move": s.to_move, "hand_no": s.hand_no, "dealer": s.dealer,
            "tricks_per_hand": TRICKS[n],
            "hand": codes_of(hands[seat]) if seat is not None else None,
            "hand_counts": [h.bit_count() for h in hands],
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

    def progress(self, s):
        """Where a save is for the Load list, Continue and the pause's note: after the move that scored a hand
        (and dealt the next), that hand's result, as the table opened on it shows it waiting for Next ("hand
        2's result", not "hand 3" while the board says "Hand 2 is over": review 26); else the view's hand
        (engine/standing.py). As Flush's rounds."""
        if s.to_move is None or s.cause is None:
            return None
        scored = next((e for e in s.caused if e["kind"] == "hand_scored"), None)
        return ["hand", scored["hand"], RESULT] if scored is not None else None

    def stage(self, s):
        """Bidding, or the trick being played of the hand's ("trick 5 of 13"): the Load list's rows of two saves
        of one hand said the same "hand 2, your turn" (session 20)."""
        if s.phase == BID:
            return ["bidding"]
        if s.phase == PLAY:
            return ["trick", len(s.tricks) + 1, TRICKS[s.seats]]
        return None

    def result(self, s):
        f = s.facts             # read directly: State's properties for them cost a call each
        over, winners, scores = s.phase == OVER, f.winners, f.scores
        res = LazySummary({"over": over, "winners": [*(winners or ())], "scores": [*scores]})
        res.words = (self.summary, f.seats, over, s.phase == BID, s.hand_no, len(s.tricks), scores, winners)
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
            s = State.blank()
            f = s.facts             # its own: filled in place
            f.seats = d["seats"]
            f.options = self.check_options(d["options"], f.seats)
            s.phase = PHASE_NAMES.index(d["phase"])
            s.hand_no, f.dealer, f.rng = d["hand_no"], d["dealer"], d["rng"]
            s.hands = [mask_of(h) for h in d["hands"]]
            s.bids, s.won = tuple(d["bids"]), tuple(d["won"])
            f.scores, f.bags = tuple(d["scores"]), tuple(d["bags"])
            s.leader, s.broken = d["leader"], d["broken"]
            s.trick = tuple(INT_OF[c] for c in d["trick"])
            s.tricks = [(ld, tuple(INT_OF[c] for c in t), w) for ld, t, w in d["tricks"]]
            s.to_move = d["to_move"]
            f.sheet = [_copy_line(x) for x in d["sheet"]]
            f.winners = list(d["winners"]) if d["winners"] is not None else None
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
            return f"{who} plays the {card_name(action['card'])}"
        return super().describe(action, seat, seats)

    def describe_hint(self, action, seat, seats):
        """A hint's move as advice to the person it is for ("bid 5", "play the A of diamonds")."""
        return hint_words(action)

    def describe_event(self, event, seats):
        return event_words(event, seats, self.seat_name)

    def caption_event(self, event, seats):
        """The header's words for an event: the log's, but the game's end without its scores
        (words.game_won_caption), which the table shows beside it."""
        if event.get("kind") == "game_won":
            return game_won_caption(event, seats, self.seat_name)
        return self.describe_event(event, seats)


def _copy_line(x):
    """A fresh copy of one score-sheet line (the state's own lines are never handed out)."""
    return {"hand": x["hand"], "dealer": x["dealer"], "bids": list(x["bids"]), "won": list(x["won"]),
            "points": list(x["points"]), "bag_penalties": list(x["bag_penalties"]),
            "scores": list(x["scores"])}


GAME = QuadrupleWar()
