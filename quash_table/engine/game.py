"""The game contract every game implements (docs/ARCHITECTURE.md, "The game contract").

A game is one object with the verbs new_state / legal_actions / apply / view / result / dump / load.
Actions are plain JSON-able dicts in canonical form, so `action in game.legal_actions(state)` works and a
save file is a readable list of them. `apply` never changes the state it is given: it returns a new one,
or raises IllegalAction (a ValueError) with a reason a person can read.
"""

import json
from abc import ABC, abstractmethod

from .standing import race_row_forms


class IllegalAction(ValueError):
    """A move, option, stacked deck or save that the rules refuse; str() is the reason for a person.
    An option's value refused says which and why as data too: `option` (its key), `want` (what it must
    be, "a whole number") and `got` (the value given), so a screen can say it at the option's field."""

    option = want = got = None


def reason_words(error):
    """A refusal's words for a person: a KeyError's message without the quotes its str() puts round it;
    any other error's as it is (stripping quotes from every message cut the one that ends a quoted value:
    "must be one of basic, advanced, not 'hello", review 23)."""
    if isinstance(error, KeyError) and len(error.args) == 1 and isinstance(error.args[0], str):
        return error.args[0]
    return str(error)


def option_refused(key, want, got, shown=True):
    """IllegalAction("option 'key' must be <want>, not <got>") carrying key, want and got."""
    e = IllegalAction(f"option {key!r} must be {want}" + (f", not {got!r}" if shown else ""))
    e.option, e.want, e.got = key, want, (got if shown else None)
    return e


# Options that name a seat (docs/ARCHITECTURE.md, "Conventions shared by the games"): the New game screen
# offers them as the players' names; they say who starts, not how long or how a game is scored.
SEAT_OPTIONS = ("first", "dealer")
SEAT_LIST_OPTIONS = ("order",)      # a list of seats (NumberQuash's turn order)


class Option:
    """One game option: its key, default and what values it accepts."""

    def __init__(self, key, default, kind, choices=None, lo=None, hi=None, nullable=False, label=None,
                 help="", only_if=None, choice_words=None, seats_less=None, choice_help=None, short_help=None,
                 in_menu=True, value_words=None, tip=None):
        self.key, self.default, self.kind = key, default, kind  # kind: bool | int | choice | str | list
        self.choices, self.lo, self.hi, self.nullable = choices, lo, hi, nullable
        self.choice_words = choice_words or {}      # a choice as a menu shows it ({"used": "when used in full"})
        # what each value of a choice does, in one short line the New game screen says under its button
        # for the value shown ({"advanced": "a card laid may swap out cards already on your side"}); None:
        # the value's name says enough
        self.choice_help = choice_help
        # the line under the option's field where `help` is too long for it (its first clause otherwise)
        self.short_help = short_help
        # the New game screen's tooltip where the line under the field says most of `help`: only what that line
        # does not, short enough to lie beside the field (The Game's Professional: its whole help, three lines,
        # found room only under the First player row, read as that one's, session 30); None: `help`
        self.tip = tip
        # a value as the game's name says it on a Load row, "to {}": "Quadruple War (to 150)"; its label and
        # the number ("Target score 150") read, cut short, as a broken number (session 22)
        self.value_words = value_words
        self.label = label or key.replace("_", " ")
        self.help = help
        self.only_if = only_if      # (key, value): the option means something only when that one has it
        # an int option that counts players: at most the number of players less this means anything
        # (NumberQuash's places: 1, the last seat playing is placed by itself); menus offer no more
        self.seats_less = seats_less
        # offered on the New game screen; False: a setting for developers and testers, given on the command
        # line alone (play --option KEY=VALUE: Flush's deck file)
        self.in_menu = in_menu

    def most_for(self, seats):
        """The largest value that means something at a table of `seats` (menus offer up to it; the rules
        still take a larger one, as saves made before hold)."""
        if self.seats_less is None or self.hi is None:
            return self.hi
        return max(self.lo if self.lo is not None else 0, min(self.hi, seats - self.seats_less))

    def applies(self, options):
        """Does this option mean anything with these other options (menus offer only those that do)?"""
        if self.only_if is None:
            return True
        key, value = self.only_if
        return options.get(key) == value

    def check(self, value):
        """The value if good, else IllegalAction with the reason."""
        if value is None and (self.nullable or self.default is None):
            return None
        k = self.kind
        if k == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "1", "0"):
                return value.lower() in ("true", "yes", "1")
            raise option_refused(self.key, "true or false", value)
        if k == "int":
            if isinstance(value, str):
                try:
                    value = int(value)
                except ValueError:
                    raise option_refused(self.key, "a whole number", value) from None
            if isinstance(value, bool) or not isinstance(value, int):
                raise option_refused(self.key, "a whole number", value)
            if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
                if self.key in SEAT_OPTIONS:     # said as people number seats, from 1
                    raise option_refused(self.key, f"a seat from {self.lo + 1} to {self.hi + 1}", value + 1)
                raise option_refused(self.key, f"between {self.lo} and {self.hi}", value)
            return value
        if k == "choice":
            if value not in self.choices:
                raise option_refused(self.key, f"one of {', '.join(map(str, self.choices))}", value)
            return value
        if k == "str":
            if not isinstance(value, str):
                raise option_refused(self.key, "text", value)
            return value
        if k == "list":
            if isinstance(value, str):
                try:
                    value = [int(x) for x in value.split(",") if x.strip()]
                except ValueError:
                    raise option_refused(self.key, "a list of seats like 2,0,1", value, shown=False) from None
            if not isinstance(value, (list, tuple)):
                raise option_refused(self.key, "a list", value)
            return list(value)
        raise AssertionError(k)


class Game(ABC):
    """Base class of the five games. Subclasses set the class attributes and implement the `_` hooks."""

    id = ""
    title = ""
    min_seats = 2
    max_seats = 2
    options = ()          # tuple of Option
    cooperative = False   # The Game: everyone wins or loses together
    open_table = False    # no seat sees anything another may not (NumberQuash): pass-and-play needs no curtain
    has_dice = False
    low_score_wins = False     # Flush: the fewest points wins (standings and statistics rank by it)
    # words the players' rules page takes from the game, so a rule the table also says is worded once:
    # {"bags_rule": "..."} fills "{{bags_rule}}" in assets/rules/<id>.md (ui/rules_files.rules_text)
    rules_words = {}
    # the Load line names each bot's score up to this many bots ("You: 18, Bot 2: 18, Bot 3: 16"); more are
    # counted ("You: 18, 4 bots: 18, 18, 16, 9"), which says the scores but not who has which
    named_bot_scores = 2
    # the version of the words a finished game's save header says where it stands in (its standing): a game
    # whose result came to say its places or draws otherwise bumps it, and the Load list reads an older
    # finished save's standing again from its saved final state (engine/standing.fresh_standing), so an old
    # save reads as a new one does (NumberQuash 2: a stalemate's draw has no winners, no seat a place the
    # rules do not give; its old rows said "won" and "joint 4th", session 20)
    standing_version = 1
    # a Load row says the scores one way only: every seat by name with its score, in seat order ("You 50,
    # Bot 2 10, Bot 3 10, Bot 4 82"); a row too narrow for them drops them whole, the turn kept, never "Bot 4
    # ahead, 82 to 50" or "Bots 2\u20134: 10, 10, 42" instead (Quadruple War's rows said them three ways, session 20)
    scores_by_seat = False

    # --- options -------------------------------------------------------------------------------
    @property
    def default_options(self):
        return {o.key: o.default for o in self.options}

    def check_options(self, options, seats):
        """The full option dict (defaults filled in), or IllegalAction naming the bad key or value."""
        if options is None:
            options = {}
        if not isinstance(options, dict):
            raise IllegalAction("options must be a mapping of option name to value")
        known = {o.key: o for o in self.options}
        for key in options:
            if key not in known:
                names = ", ".join(known) or "none"
                raise IllegalAction(f"{self.title} has no option {key!r} (its options: {names})")
        full = {}
        for o in self.options:
            full[o.key] = o.check(options[o.key]) if o.key in options else o.default
        self._check_options_for_seats(full, seats)
        return full

    def _check_options_for_seats(self, options, seats):
        """Per-game checks that need the seat count (a seat number in range, and so on)."""

    def options_from_user(self, options):
        """Options as a person gave them (New game screen, command line) turned into data before
        check_options: the one place an option may name a file to read (Flush's deck). Saves never
        come through here, so a file cannot make the app open another."""
        return options

    def check_seat_option(self, options, key, seats):
        v = options.get(key)
        if v is not None and not 0 <= v < seats:
            # said as people number seats (Seat 1 on the screen, `first=2` on the command line)
            raise option_refused(key, f"a seat from 1 to {seats}", v + 1)

    def check_seats(self, seats):
        if isinstance(seats, bool) or not isinstance(seats, int):
            raise IllegalAction(f"seats must be a number, not {seats!r}")
        if not self.min_seats <= seats <= self.max_seats:
            raise IllegalAction(f"{self.title} is for {self.min_seats} to {self.max_seats} seats, "
                                f"not {seats}")

    # --- the contract ----------------------------------------------------------------------------
    def new_state(self, seats, seed=0, options=None, stacked=None):
        self.check_seats(seats)
        if seed is None:
            seed = 0
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise IllegalAction(f"seed must be a whole number, not {seed!r}")
        opts = self.check_options(options, seats)
        return self._new_state(seats, seed, opts, stacked)

    def legal_actions(self, state):
        if state.to_move is None:
            return []
        return self._legal_actions(state)

    def apply(self, state, action):
        if not isinstance(action, dict):
            raise IllegalAction(f"an action must be a mapping like {{\"type\": ...}}, not {action!r}")
        if state.to_move is None:
            raise IllegalAction("the game is over")
        return self._apply(state, action)

    def view(self, state, seat):
        if seat is not None and not (isinstance(seat, int) and 0 <= seat < state.seats):
            raise IllegalAction(f"no seat {seat!r} at this table")
        return self._view(state, seat)

    @abstractmethod
    def result(self, state):
        """Each game implements this."""

    @abstractmethod
    def dump(self, state):
        """Each game implements this."""

    @abstractmethod
    def load(self, data):
        """Each game implements this."""

    def scored_position(self, state, action):
        """For a game whose round-ending move also deals the next round (Flush, Quadruple War): the position
        `action` leads to from `state` once the round is scored and before the next deal, with nobody to
        move; the table shows it while the round's result waits for Next (ui/session.py table_view). None
        (the default) for a move that does not end a round, or a game that deals in a move of its own."""
        return None

    def mid_move(self, state):
        """True when `state` lies inside one move a person sends as several actions, where nobody stops
        (Flush: cards added to a turned hidden card, sent with its declaration by one press): undo takes
        back past it, to where the person chose. The default: never."""
        return False

    def undo_limit(self, state):
        """How far undo may go back from `state`: (how many of the last moves may be taken back, the reason
        a person reads when an undo would go further), or None (the default) for no limit but the game's
        start. A game whose scored rounds are final (QUASH) stops undo at the last round's result. The
        reason is read by the seat that made those last moves (see others_moves_final)."""
        return None

    def undo_reach_words(self, state, seat):
        """What the lit Undo's tip adds after what it takes back next: how far undo can still go and what stops
        it further, where the game's undo_limit stops it short of the game's start (NumberQuash: back to your
        roll, not past it); "" (the default): nothing added."""
        return ""

    def fresh_turn_undo(self, state, seat):
        """Why Undo is greyed for `seat` at the start of its own turn, nothing done in it yet, in a game whose
        undo ends with the turn (NumberQuash): the reason read at its last move ("your turn is over") is not
        the moment's once its next turn has come round (ui/undo_reasons.py asks this first, after another
        seat's move). None (the default): the other reasons."""
        return None

    def being_scored(self, state):
        """Is a round of `state` being scored now (QUASH: its spots shown one by one, a tiebreaker waiting)?
        Its undo_limit's reason then holds for every seat, as a round's result on the table does: what stops
        undo after another seat's move that began the scoring (ui/undo_reasons.py). The default: never."""
        return False

    # Is a move of another seat final for undo (what a person saw it do stays seen)? True (the default, every
    # game here): undo never takes back your move once another seat has moved after it, or a person alone
    # against bots could try a move, see the bots' answers and take it back (ui/session.py names that seat in
    # the reason, unless your own move was final by itself: its undo_limit's reason then); undo_limit counts
    # what this seat's own moves showed (a card drawn, a roll). False: undo_limit alone decides.
    others_moves_final = True

    # May a person take back their own moves at a pass-and-play table too? False (the default): undo is for a
    # person alone against bots, since at a shared screen the others have seen the table. True for a game
    # whose turn is several moves nobody else sees until the turn ends and the screen is passed (The Game:
    # the cards laid before End turn); undo_limit must then stop at the turn's end and at anything it showed.
    undo_in_own_turn_shared = False
    # what such a game lets a pass-and-play table take back, as Settings' undo box and the New game note
    # say it (ui/settings.undo_setting_words): "The Game, before End turn"
    undo_shared_words = ""
    # New game's undo note alone against bots, where a game's undo is more than "alone against bots" (The Game)
    undo_alone_words = ""

    # New game's pick beside each seat, where an option is a value per seat (NumberQuash's colours): its
    # label, and the choices; "" / None for none. seat_picks(options, seats) -> for each seat a list of slots
    # (a seat may have several colours), each (the names offered, the name taken now), read from `options`
    # (a value the table cannot take read as the usual one); seat_picked(options, seats, seat, slot, name)
    # -> the options with that slot taking `name` (a value another seat held is handed over: never twice)
    seat_pick_label = ""

    @staticmethod
    def seat_pick_rgb(name):
        """The RGB New game shows beside a seat pick `name` where the picks are colours, else None."""
        return None
    seat_pick_option = None      # the option the picks write (remembered for the next table, as choices are)

    def seat_picks(self, options, seats):
        return None

    def seat_picked(self, options, seats, seat, slot, name):
        return dict(options)

    def undo_scope_words(self, options, seats):
        """What Undo can take back in a game of these options and seats, where it is less than "your own
        move" (QUASH 2-player basic: each play draws a card, which stays drawn), as a sentence New game's
        undo note says; "" (the default): the note's own words. Undo itself is undo_limit's."""
        return ""

    # --- what a table may ask of a game (each has a default; a game overrides only what it needs) ---
    hint_level = "normal"       # the bot level whose move and reason are a person's hint (QUASH: "hard")
    score_unit = ("point", "points")    # what a score counts, one and many (the statistics' "14 points";
    #                                    The Game: cards laid)
    # a bot's step that is no choice, said for what it is while the bot takes it ("Bot 2 deals…": "is
    # thinking…" said a deal was thought over): the kind every legal move of the bot's is of -> the words
    # after its name (the header's; any other step is "is thinking…"). A game adds kinds of its own.
    step_words = {"deal": "deals", "roll": "rolls"}
    # what a seat's move was, by the kind of the action ("type"), for "too late to undo: Bot 2 has bid since
    # your last move" ("has played" after a bot only bid, session 20); any other kind "has played"
    moved_words = {"bid": "has bid", "deal": "has dealt", "roll": "has rolled"}

    def team_score_words(self, score):
        """A co-operative table's one score as a save's line says it (the Load list, Pause, Continue):
        "score 12" by default; a game whose score counts something says what (The Game: "12 of 50 cards
        laid", as its top bar says)."""
        return f"score {score}"

    def automatic_action(self, state, human_seats):
        """The move the game makes by itself now that it knows which seats are people, or None (the
        default). QUASH: a team with one person has that person play its tiebreakers."""
        return None

    def made_by_table(self, action):
        """Is `action` no decision of the seat it is logged for, but one the table makes for it (QUASH: the deal,
        made by itself in pass-and-play once a round's result is passed)? Such a move is not that seat's "last
        move", where the pass-and-play curtain's news begins (curtain_news.first_since). The default: never."""
        return False

    def everyone_out(self, view, human_seats):
        """Is every person at the table (`human_seats`) out of the game in `view` (the table's view, any
        seat's: who is out is public) while the bots play on? False by default (a game nobody drops out of).
        Flush: out at a round's result; NumberQuash: finished, or no place left to win. The session (why Undo
        is greyed) and the board's out choice (Watch / Let the bots finish, ui/out_choice.py) both ask it."""
        return False

    def listed_in_part(self, action, legal):
        """Is `action`, absent from `legal`, a form of a move the list gives only in part (NumberQuash's
        12: any set of victims' quashers)? The default lists every move whole: no."""
        return False

    def progress(self, state):
        """Where the game is for the Load list and Continue, ["round", 2], or None (the default: the first
        of the spectator view's round, hand or turn, engine/standing.py). QUASH: between rounds, the round
        about to be dealt; Flush and Quadruple War: after the move that scored a round (hand), its result."""
        return None

    def stage(self, state):
        """Where in the round a game going on stands, for the Load list and Continue after its progress:
        ["bidding"], ["trick", 5, 13] (trick 5 of 13 being played), or None (the default: the progress says
        it all). Quadruple War: two saves of one hand read alike, "hand 2, your turn" (session 20)."""
        return None

    def cards_held(self, state):
        """Each seat's count of cards held, for the Load list and Continue while every score is still 0
        ("You: 9 cards, Bot 2: 11" rather than "all 0" after several turns), or None (the default)."""
        return None

    def race_places(self, state):
        """Each seat's place in the race now, for the Load list and Continue ("you 2nd of 4"): [2, 1, 3,
        None] (None: out of the race; equal places for seats level), or None (the default: a game whose
        scores say where everyone stands). NumberQuash: the places awarded, then the seats still racing by
        their best colour's count."""
        return None

    def finished_row_forms(self, standing, names, you_seat, bots):
        """A finished game's Load row in the game's own words, [[where, scores], ..., [where]] longest
        first (the list takes the first that fits), from its saved `standing` and the seats' `names`
        (`you_seat`: the one person at a table of bots; `bots`: the bots' seats); None: the kit's words
        (standing_words). A race (a standing with places, race_places): the kit's one race form, its places in
        order with names and scores (standing.race_row_forms: NumberQuash's rows had three forms, review 22)."""
        return race_row_forms(standing, names, you_seat, bots, self.score_unit)

    def unfinished_row_forms(self, standing, names, you_seat, bots, where):
        """An unfinished game's Load row after its title in the game's own words, [[where, words], ...,
        [where]] longest first, where the kit's (`where`: standing_words' "round 2, Ann to play"; `names`,
        `you_seat`, `bots` as finished_row_forms') read alike at every table size; None (the default): the kit's
        words. NumberQuash (games/numberquash/row_words.py): how many play and who leads, in words; QUASH at four
        (games/quash/load_row.py): each side with who is in it and how full the board is; Quadruple War
        (games/quadwar/load_row.py): every score by name, yours first. A RowForms (engine/load_row_forms) says
        which forms say as much as each other: the list tries each group under every title before the next."""
        return None

    # the score chart's legend for its hollow ring (every line level there), a line or two: what is level
    # and what decides a level game (QUASH: "first to the FINISH wins"); the kit's words by default; () where
    # the lines are no rivals (The Game's cards to lay and in the pile): no ring drawn, no words
    chart_level_words = ("all tied",)

    def sides(self, seats):
        """Partnerships whose score the Load list says once, [(name, [seat, ...]), ...] at a table of
        `seats`, or None (the default: each seat's own score). QUASH at four: RED and BLACK."""
        return None

    def teams(self, state):
        """Partnerships as lists of seats for the score chart, or None (the default: the chart reads the
        sides the game declares, `sides(seats)`, each a line named by its side, as QUASH at four seats)."""
        return None

    def score_history(self, state):
        """Each seat's total after each round, for the score chart, or None (the default: the chart reads
        the states the match went through, ui/scores.py)."""
        return None

    # a game with rounds whose first round, still going, the score chart counts by its turns (a long first
    # hand that scores as it goes); False: by rounds from the start, as the rest of the game (NumberQuash,
    # whose round is one turn each: the chart said "turn" where the summary and the middle band say "Round
    # 3"; QUASH, which scores only as a round ends: by turns its lines all jumped at the last turn)
    first_round_by_turns = True

    # --- what a move caused ------------------------------------------------------------------------
    # A game that records events sets `records_events = True` and has its apply() put, on the state it
    # returns, `state.caused`: the list of events that move caused, each a dict with a "kind" and plain
    # data ({"kind": "trick_won", "seat": 2, "cards": [...]}). `caused` is not part of dump(): it is what
    # the last move did, heard as the move is applied (replays re-apply moves, so they hear it again).
    # An event meant for one seat only carries "to": seat. The log, captions, sounds and the director
    # read events through events() and describe_event(); nothing parses the rules' text.
    # Three optional flags shape the move log (ui/narration.py), for a move that describe(action), which
    # sees no state, cannot tell well: "tells_move": True makes the event's words the move's whole sentence
    # in the log, in place of describe(action) (Flush: "Ann lays two 9s and a Mimic on the pile: Flush!"
    # for a declaration); with it, "covers": n folds the n moves before it (one turn a person sent as
    # several actions) into that one line; "told": True on another event says the sentence already says
    # it, and the log leaves it out (captions, banners and sounds still hear it). After the dash the log
    # drops the mover's name that starts an event's words ("Bot 3 rolls the dice \u2014 rolls 2 and 5");
    # "names_mover": True keeps it, for words that are a clause of their own ("\u2014 you have laid all
    # your cards", not "\u2014 have laid all your cards").
    # "own_line": True puts the event's words on a line of their own under the move (as the kit does for a
    # round's boundaries, narration.OWN_LINE_KINDS): news that is not the mover's clause (NumberQuash: "You
    # are blocked and miss this turn" after another player's roll; "Nothing fits 6 and 1: ...").
    records_events = False

    def events(self, state, seat=None):
        """The events the move that made `state` caused, as `seat` may know them (None: everybody)."""
        out = []
        for event in getattr(state, "caused", None) or ():
            seen = self.event_for_seat(event, seat)
            if seen is not None:
                out.append(seen)
        return out

    def event_for_seat(self, event, seat):
        """`event` as `seat` may know it, or None. By default an event with "to" is for that seat only;
        a game whose events carry a secret for some seats strips it here, as view() does."""
        to = event.get("to")
        return event if to is None or to == seat else None

    def describe_event(self, event, seats):
        """Words for one event (the move log, captions), or None to say nothing of it."""
        return None

    def passed_over(self, event):
        """The seats whose turn `event` passed over (Flush's Skip): pass-and-play covers the screen before
        their mover's next turn (ui/privacy.py). Nobody by default."""
        return ()

    def brief_event(self, event, seats):
        """An event's fewest words, for a place its moves crowd (Flush's tray at six seats): the same news as
        describe_event's, its notes left to the move log. None (the default): describe_event's words are
        already short."""
        return None

    def event_clause(self, event, seats):
        """The words of an event of the mover's own (its "seat" the mover's) as the clause after the move's
        dash in the log, the mover unnamed: "Bot 3 covers left red 4 — rolls again (a double)" (NumberQuash);
        "You lay red 5 on ▲ — covering green 4, ..." (The Game: "— cover green 4" read as an order, review
        29). None: describe_event's words stand whole, naming the seat again (the log never cuts our own
        words apart to drop a name)."""
        return None

    def caption_event(self, event, seats):
        """Words for one event while the header shows it (the director's caption): by default its log
        words. A game whose event tells a move in the log in a sentence too long for the header gives
        shorter words here (NumberQuash's steals)."""
        return self.describe_event(event, seats)

    def describe_setup(self, state):
        """Words for what the game's setup decided before the first move, that a player would have seen at
        the table (NumberQuash's opening rolls), for the top of the move log; None when nothing needs saying.
        `state` is the game's first position."""
        return None

    def face_down_cards(self, state, seat):
        """Cards of `seat` that no view shows, its own included (Flush's hidden base cards). Only a
        finished game's face-up replay lays them out, with the hands; most games have none."""
        return []

    def dealt_hands(self, state):
        """{seat: cards} each seat held when the round at `state` was dealt, or None. A finished game's
        face-up replay shows them where every hand is played out (a trick-taking hand's end: Quadruple
        War), instead of empty hands; None by default (no such round, or none on record)."""
        return None

    # --- conveniences shared by every game ----------------------------------------------------------
    def seat_name(self, seat, seats):
        """How a move log names a seat; team games override it (QUASH: RED / BLACK)."""
        return f"Seat {seat + 1}"

    def describe(self, action, seat=None, seats=2):
        """A move in plain words for the move log; games override it for nicer text."""
        who = self.seat_name(seat, seats) + ": " if seat is not None else ""
        return who + json.dumps(action, sort_keys=True)

    def same_state(self, a, b):
        return self.dump(a) == self.dump(b)

    def saved_state_matches(self, replayed, stored):
        """Does a save's stored state (a dump) match the dump of its moves replayed? Equal, unless a game
        changed a detail of its dumps that a save written before may hold the old way (Flush: a Flush
        card's place in the discard)."""
        return replayed == stored

    # hooks
    @abstractmethod
    def _new_state(self, seats, seed, options, stacked):
        """Each game implements this."""

    @abstractmethod
    def _legal_actions(self, state):
        """Each game implements this."""

    @abstractmethod
    def _apply(self, state, action):
        """Each game implements this."""

    @abstractmethod
    def _view(self, state, seat):
        """Each game implements this."""


def options_from_pairs(pairs):
    """Options written as KEY=VALUE texts (the command line's --option) -> dict; values are read as JSON
    where they parse (true, 3, [2, 0, 1]) and kept as text otherwise. The game checks them after."""
    out = {}
    for p in pairs or ():
        key, sep, value = p.partition("=")
        if not sep:
            raise IllegalAction(f"--option needs KEY=VALUE, not {p!r}")
        try:
            out[key] = json.loads(value)
        except (ValueError, RecursionError):   # not JSON (or absurd JSON): the text itself
            out[key] = value
        out[key] = seats_from_people(key, out[key])
    return out


def seats_from_people(key, value):
    """A seat option as people write it, numbered from 1 like the screen's Seat 1 (`first=2`,
    `order=2,1` or `order=[2,1]`), as the game's seats from 0; other options and values unchanged."""
    if key in SEAT_LIST_OPTIONS and isinstance(value, str) and value.strip():
        parts = [p for p in value.replace(";", ",").replace(" ", ",").split(",") if p]
        if all(p.isdigit() for p in parts):
            value = [int(p) for p in parts]
    seats = value if key in SEAT_LIST_OPTIONS and isinstance(value, list) else \
        [value] if key in SEAT_OPTIONS and value is not None else None
    if seats is None or not all(isinstance(v, int) and not isinstance(v, bool) for v in seats):
        return value               # not seat numbers: the game's check says what is wrong
    if any(v < 1 for v in seats):
        raise IllegalAction(f"--option {key}: seats are numbered from 1 (as on the screen), not {value}")
    return [v - 1 for v in seats] if key in SEAT_LIST_OPTIONS else value - 1


def require(condition, reason):
    """Raise IllegalAction(reason) unless condition holds: keeps the rules' checks one line each."""
    if not condition:
        raise IllegalAction(reason)
