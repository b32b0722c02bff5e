"""Flush (assets/rules/flush.md): a shedding game with bases, hidden cards, a Mimic value and Flushes.

Cards are codes: value + optional action letter (`7`, `7S` skip, `7L` link, `7D` deduction) and the
Flush cards `F` and `F+`. Copies with the same code are interchangeable, so a hand is a multiset
(code -> count) and every group choice is enumerated by code multiset. The composition of the deck is
data (assets/flush_deck.json, or option `deck`); it is validated and kept inside the state, so a save
replays without the file.

Turn structure (every action below is the *declaration* of a move; a void one raises IllegalAction with
the reason and the same player declares again, the state untouched):
- `play` cards of one value (Mimics joining it) equal or lower than the pile's value; Mimics alone onto
  a non-empty pile are declared as their own value or as the pile's top value;
- `pickup`: start the new pile with cards of one higher value and take the old pile;
- `flush`: one Flush card, alone, on any turn;
- `link_flush`: 4 or more Link cards (counting the Links in the pile's most recent value group);
- `hidden`: turn up a freed hidden card as the first thing of a turn. This opens a *staged* turn: the
  turned card lies on the pile (or, when higher than the pile, starts the adjacent pile: the player picks
  up); the player may then `play` same-value cards onto it once (Mimics included, `as` = its value), and
  when it joined the pile also a `link_flush`; `declare` ends the staged turn. A turned Mimic (pile not
  empty) may instead take the pile's top value: `{"type":"declare","as":6}`, or cards added with
  `"as": 6`; it then lies on the pile with the 6s (a pickup it would have started is off);
- after a Super Flush, `give_base` or `keep_bases`; at the start of a round whose Mimic card is a Flush
  card, `swap_mimic`.

Rulings this module makes where the sheet is silent (each is tested):
- Super Flush counts the pile's top value group the same way as a Flush (earlier players' cards count);
  a pickup started with 6 or more cards is a Super Flush too.
- "The seat that played the turn before" is the last *other* seat to have played a turn this round; there
  is none on the round's opening turns, and then (or with every base empty) the base choice is skipped.
- A Mimic Deduction deducts its own value's amount, whatever value it was played as.
- In the arena format the last round's points and deductions both count double (option double_last).
- The turned Mimic card is set aside: Flush Plus draws come from the stock under it. When the stock is
  empty, nobody draws.
- In a staged hidden turn the same-value cards are added with one `play`; a Link Flush may follow it.
- A hidden Flush card is played as a Flush at once (and a hidden Flush Plus makes the others draw).
- Cards in `cards` may be listed in any order; apply puts them in the canonical order that
  legal_actions uses (hand codes by value and kind, the group's own value before Mimics, then base tops
  by base number).

Bounded choices: groups are enumerated by code multiset. Should one value's choices pass GROUP_CAP
(a seat holding most of a value and most of the Mimic value), the Mimics joining it are taken by count
in a fixed order (base tops, then plain, Skip, Link, Deduction), and past the cap again the value's own
cards too; Link Flushes likewise (base tops, then the highest values). apply accepts exactly the listed
set. With the shipped deck random rounds stay far below the cap (a few hundred moves at the very most).

Views carry the round's last VIEW_LOG public events (`events` counts them all); hidden cards are in no
view, their owner's included, until turned.

What a move caused is on the state it returns, `caused` (engine/game.py events; not saved): the cards laid
(`played`, `picked_up`, `added`, `declared`), `hidden_turned`, `flush`, `skip`, `base_given`,
`round_scored` (every card each seat still held, hidden ones too: once the round is over they are shown)
and `round_started`. A card drawn after a Flush Plus is told to its drawer only (`card_drawn`, "to").
describe_event puts them in words.

The game is in modules by job, this one the thin contract the engine calls: cards.py (codes and their
words), deck.py (the deck as data), state.py (the position and small helpers), groups.py (legal actions),
moves.py (applying each action), rounds.py (Flushes, turns, scoring and dealing), telling.py (words).
"""

import json

from ...engine.cards import deck_from_stacked
from ...engine.game import Game, IllegalAction, Option
from ...engine.rng import Rng
from .cards import (ARENA_ROUNDS, BASE_REF, CODES, DEAL, FLUSHES, GROUP_CAP, HAND_SIZE, HIDDEN, KIND, KIND_WORDS,
                    KINDS, LATER_OPTIONS, MAX_ROUNDS, ORDER, TOPS, VALUE, VALUES, VIEW_LOG, WORDS, card_words,
                    count_words, counted)
from .deck import (DEFAULT_DECK_WORDS, Deck, DeckOption, _DECKS, check_deck, deck_for, default_composition,
                   read_deck_file)
from .groups import legal_actions
from .known import known_in_hand
from .moves import apply
from .rounds import circling, deal, held_cards, held_points
from .state import State, held, pile_top, super_target, table_view
from .brief_words import brief_event
from .telling import (a_card, and_words, cards_words, counted_words, describe, describe_event, describe_hint,
                      describe_hint_brief, mimics_in, round_end_legend, round_end_rows)

# the names other modules and the tests read from here (one place to import the game from)
__all__ = ["GAME", "Flush", "State", "Deck", "DeckOption", "ARENA_ROUNDS", "BASE_REF", "CODES", "DEAL", "FLUSHES",
           "GROUP_CAP", "HAND_SIZE", "HIDDEN", "KIND", "KIND_WORDS", "KINDS", "LATER_OPTIONS", "MAX_ROUNDS", "ORDER",
           "TOPS", "VALUE", "VALUES", "VIEW_LOG", "WORDS", "DEFAULT_DECK_WORDS", "a_card", "and_words", "card_words",
           "cards_words", "check_deck", "count_words", "counted", "counted_words", "deck_for", "default_composition", "held",
           "mimics_in", "pile_top", "read_deck_file", "round_end_legend",
           "round_end_rows"]


class Flush(Game):
    id = "flush"
    title = "Flush"
    records_events = True   # apply() puts what each move caused on state.caused (see describe_event)
    low_score_wins = True   # points are what you still hold: statistics keep the lowest as best
    chart_level_words = ()  # the chart's start, everyone at 0, is no tie worth a legend row: "all tied" there read
    #                         as noise (review 55m, revm_164); level markers ring round each other (ui/chart.py)
    hint_level = "hint"     # hard's search, said as what the move does (hint_bot.py): normal's hint only tied
    # points come only when a round ends (what each seat still holds): a first round charted by its turns was
    # flat lines at 0 until its last turn, so the chart counts rounds from the start, as QUASH's does
    first_round_by_turns = False
    min_seats = 2
    max_seats = 6
    options = (
        Option("format", "elimination", "choice", choices=("elimination", "arena"), label="Format",
               help="elimination: out at elimination_at points, last seat in wins; "
                    "arena (a limit of rounds): play a set number of rounds, lowest total wins",
               choice_help={"elimination": "out at the points below; the last one in wins",
                            "arena": "a set number of rounds; the lowest total wins"}),
        Option("elimination_at", 30, "int", lo=1, hi=1000, label="Elimination at",
               help="points that put a seat out (elimination format)", only_if=("format", "elimination")),
        Option("rounds", ARENA_ROUNDS, "int", lo=1, hi=MAX_ROUNDS, label="Rounds",
               help="arena format: how many rounds are played", only_if=("format", "arena")),
        Option("double_last", True, "bool", label="Last round double",
               help="arena format: the last round's points and deductions count double",
               short_help="the last round's points count double",
               only_if=("format", "arena")),
        Option("first", None, "int", lo=0, hi=5, nullable=True, label="First player",
               help="the seat that plays first in round 1 (empty: drawn at random)",
               short_help="who plays first in round 1"),
        DeckOption("deck", None, "str", nullable=True, label="Deck file",
                   help="a deck composition file (empty: the shipped assets/flush_deck.json)",
                   short_help="a deck .json file (blank: the standard deck)",
                   # a tester's setting, on the command line only (play --option deck=FILE): among the New
                   # game options it read as a developer setting to a new player (session 22)
                   in_menu=False),
    )

    def _check_options_for_seats(self, options, seats):
        self.check_seat_option(options, "first", seats)

    def options_from_user(self, options):
        """A deck file a person named (on the command line: play --option deck=FILE) is read here, once, through the
        one reader: the options then carry the checked composition."""
        deck = options.get("deck") if isinstance(options, dict) else None
        if isinstance(deck, str) and deck.strip().lower() not in DEFAULT_DECK_WORDS:
            options = dict(options, deck=read_deck_file(deck.strip()))
        return options

    def _new_state(self, seats, seed, options, stacked):
        comp = options["deck"] if options["deck"] is not None else default_composition()
        deck = deck_for(comp)
        need = DEAL * seats + 1
        if len(deck.cards) < need:
            raise IllegalAction(f"the deck has {len(deck.cards)} cards; {seats} seats need {need} "
                                f"(14 each and the Mimic card)")
        s = State()
        s.seats, s.options, s.deck = seats, dict(options), deck
        s.rng = Rng(seed)
        s.round = 1
        s.scores = [0] * seats
        s.out = [False] * seats
        s.rounds = []
        s.winners = None
        cards = deck_from_stacked(deck.cards, stacked, s.rng)
        first = options["first"]
        if first is None:
            first = s.rng.below(seats)
        s.caused = []
        deal(s, cards, first)
        s.caused = []          # a new game has had no move yet: its deal is no event
        s.deal_next = True
        s.undo_free = s.undo_why = None
        s.links_told = False
        return s

    def _legal_actions(self, s):
        return legal_actions(s)

    def _apply(self, state, action):
        s = apply(state, action)
        why = final_move(s.caused)
        if why is not None:
            s.undo_free, s.undo_why = 0, why
        elif state.undo_free is not None:
            s.undo_free = state.undo_free + 1
        if not s.links_told:
            # what Links do is said once a game, with the first Links laid that stay on a pile (the log
            # said "(one of them a Link: Links count towards a Link Flush)" on every Link play)
            for e in s.caused:
                if e["kind"] in LAYS and e.get("flushed") is None and any(KIND.get(c) == "L" for c in e["cards"]):
                    e["links_new"] = True
                    s.links_told = True
                    break
        return s

    def undo_limit(self, state):
        """A move that showed a card is final (BGA never undoes past a reveal): a hidden card turned up,
        a round's result (every hidden card shown), a card drawn after a Flush Plus. Undo takes back only
        the moves after the last such move; before one, no limit."""
        if state.undo_free is None:
            return None
        return state.undo_free, state.undo_why

    def scored_position(self, state, action):
        """The table as the round `action` ends is scored: cards laid, points counted, not yet dealt again."""
        s = state.copy()
        s.deal_next = False
        after = apply(s, action)
        return after if not after.deal_next and after.round == state.round and after.to_move is None \
            and after.winners is None else None

    def mid_move(self, s):
        """Cards added to a turned hidden card wait only for the turn's declaration, which the board sends
        with them (one press): undo takes both back, to the turned card alone."""
        return s.stage in ("hidden", "hidden_pickup") and s.staged is not None and bool(s.staged[1])

    def held_points(self, s, seat):
        return held_points(s, seat)

    def held_cards(self, s, seat):
        return held_cards(s, seat)

    def cards_held(self, state):
        """A save's line while every score is 0: what each seat still holds (the plates' count)."""
        return [len(held_cards(state, x)) for x in range(state.seats)]

    def face_down_cards(self, s, seat):
        """The seat's hidden base cards, base by base: only a finished game's face-up replay shows them."""
        return [hid for _, hid in s.bases[seat] if hid is not None]

    # --- what people see --------------------------------------------------------------------------
    def _view(self, s, seat):
        view = table_view(s, seat)
        view.update({
            "game": self.id, "to_move": s.to_move,
            "round": s.round, "format": s.options["format"], "elimination_at": s.options["elimination_at"],
            "arena_rounds": s.options["rounds"], "double_last": s.options["double_last"],
            "first": s.first,
            "pile": [[c, a] for c, a in s.pile],
            "adjacent": [[c, a] for c, a in s.adjacent],
            "stock_count": len(s.stock), "discard": list(s.discard),
            "turn_cards": list(s.turn_cards),
            "give_to": s.staged if s.stage == "super" else None,
            "previous_seat": super_target(s, s.to_move) if s.to_move is not None else None,
            "scores": list(s.scores), "out": list(s.out),
            "rounds": list(s.rounds),
            "log": s.log[-VIEW_LOG:],
            # the cards each seat picked up face up and still holds, from the whole round (known.py)
            "known_in_hand": known_in_hand(s.seats, s.round, s.log),
            "deck_counts": dict(s.deck.counts), "points": dict(s.deck.points),
            "deduct": [s.deck.deduct[v] for v in VALUES],
            "winners": list(s.winners) if s.winners is not None else None,
            "circling": circling(s),        # turns without a Flush, once the round goes round in circles
        })
        return view

    def everyone_out(self, view, human_seats):
        """Every person out of the game (the view's `out`, set at a round's result) while the bots play on."""
        return bool(human_seats) and all(view["out"][h] for h in human_seats)

    def result(self, s):
        over = s.winners is not None
        scores = list(s.scores)
        if over:
            names = " and ".join(self.seat_name(w, s.seats) for w in s.winners)
            if s.options["format"] == "arena":
                n = s.options["rounds"]
                summary = (f"{names} win{'s' if len(s.winners) == 1 else ''} the arena with the lowest "
                           f"total ({scores[s.winners[0]]} points after {n} round{'s' * (n != 1)})")
            else:
                n = len(s.rounds)
                summary = f"{names} wins: the last seat in after {n} round{'s' * (n != 1)}"
        else:
            summary = (f"Round {s.round}" + (f" of {s.options['rounds']}" if s.options["format"] == "arena" else "")
                       + ": points so far (low is good) "
                       + ", ".join(f"{self.seat_name(i, s.seats)}: {x}" for i, x in enumerate(scores)))
        res = {"over": over, "winners": list(s.winners) if over else [], "scores": scores,
               "summary": summary}
        if over and s.options["format"] == "elimination":
            res["places"] = elimination_places(s)
            # the places rank by how long each seat stayed in, not by its total: each row says when
            res["standing_words"] = [f"out in round {r}" if r is not None else "last in" for r in out_rounds(s)]
        return res

    def saved_state_matches(self, replayed, stored):
        """As every game's, except the discard's order: a save written before a Flush card was discarded
        on top of the pile it ended (review 15) holds it under the pile's cards; the same cards match."""
        if replayed == stored:
            return True
        if not isinstance(stored, dict) or not isinstance(stored.get("discard"), list):
            return False
        try:
            same_cards = sorted(replayed["discard"]) == sorted(stored["discard"])
        except TypeError:
            return False
        return same_cards and dict(replayed, discard=None) == dict(stored, discard=None)

    def match_stats(self, s):
        won = [0] * s.seats
        for r in s.rounds:
            won[r["winner"]] += 1
        return {"rounds_won": won}

    def dump(self, s):
        return {
            "seats": s.seats, "deck": s.deck.comp, "rng": s.rng.state,
            "options": {k: v for k, v in s.options.items()
                        if not (k in LATER_OPTIONS and v == self.default_options[k])},
            "round": s.round, "scores": list(s.scores), "out": list(s.out),
            "rounds": list(s.rounds),
            "hands": [dict(h) for h in s.hands],
            "bases": [[[top, hid] for top, hid in row] for row in s.bases],
            "pile": [[c, a] for c, a in s.pile], "adjacent": [[c, a] for c, a in s.adjacent],
            "stock": list(s.stock), "discard": list(s.discard),
            "mimic": s.mimic, "mimic_card": s.mimic_card, "to_move": s.to_move, "stage": s.stage,
            "staged": list(s.staged) if isinstance(s.staged, tuple) else s.staged,
            "turn_cards": list(s.turn_cards), "last": s.last, "other": s.other,
            "log": list(s.log),
            "winners": list(s.winners) if s.winners is not None else None, "first": s.first,
        }

    def load(self, d):
        s = State()
        s.seats = d["seats"]
        s.options = dict(self.default_options, **d["options"])    # a later option absent: its default
        s.deck = _DECKS.get(json.dumps(d["deck"], sort_keys=True)) or deck_for(
            check_deck(d["deck"], where="saved deck"))
        s.rng = Rng(d["rng"])
        s.round = d["round"]
        s.scores, s.out = list(d["scores"]), list(d["out"])
        s.rounds = [dict(r, points=list(r["points"]), out=list(r["out"])) for r in d["rounds"]]
        s.hands = [{c: n for c, n in h.items() if n} for h in d["hands"]]
        s.bases = [[(top, hid) for top, hid in row] for row in d["bases"]]
        s.pile = [(c, a) for c, a in d["pile"]]
        s.adjacent = [(c, a) for c, a in d["adjacent"]]
        s.stock, s.discard = list(d["stock"]), list(d["discard"])
        s.mimic, s.mimic_card = d["mimic"], d["mimic_card"]
        s.to_move, s.stage = d["to_move"], d["stage"]
        st = d["staged"]
        s.staged = tuple(st) if isinstance(st, list) else st
        s.turn_cards = list(d["turn_cards"])
        s.last, s.other = d["last"], d["other"]
        s.log = [dict(e, cards=list(e["cards"])) for e in d["log"]]
        s.winners = list(d["winners"]) if d["winners"] is not None else None
        s.first = d["first"]
        s.caused = []
        s.deal_next = True
        s.undo_free = s.undo_why = None
        s.links_told = False
        return s

    def progress(self, s):
        """Where a save is for the Load list and Continue: after the move that scored a round (and dealt the
        next), that round's result, as the table opened on it shows it waiting for Next ("round 1's
        result", not "round 2, your turn"); else the view's round (engine/standing.py)."""
        scored = next((e for e in getattr(s, "caused", None) or () if e["kind"] == "round_scored"), None)
        if scored is not None and s.to_move is not None:
            return ["round", scored["round"], "result"]
        return None

    # --- words ------------------------------------------------------------------------------------
    def describe(self, action, seat=None, seats=2):
        words = describe(action, seat, seats)
        return words if words is not None else super().describe(action, seat, seats)

    def describe_hint(self, action, seat, seats, view=None):
        """The hinted move as advice; with the seat's `view`, a lay names its Mimics as the log does."""
        return describe_hint(action, seat, seats, view)

    def describe_hint_brief(self, action, seat, seats, view=None):
        """The hinted move in the fewest words (the hint's short form: the full reason keeps describe_hint's)."""
        return describe_hint_brief(action, seat, seats, view)

    def describe_event(self, event, seats):
        """Words for one event of state.caused (the move log, captions); None for bases kept (the move
        says it)."""
        return describe_event(event, seats)

    def describe_setup(self, state):
        """The first round's deal over the first move of the log ("Round 1: the Mimic is 7 (...); Bot 6 plays
        first"): a later round's is said with the move that dealt it, the first one's was said nowhere, and at six
        seats a player waited 16 moves not told who had begun (review 59, seed 5862). From the rules' event."""
        # in one line of the column ("Round 1: Bot 6 plays first"): the header and the Mimic card say the Mimic, and
        # a longer line took the log's foot a hint's why is placed in (test_flush_s55_why_shape)
        return f"Round {state.round}: {self.seat_name(state.first, state.seats)} plays first"

    def brief_event(self, event, seats):
        """An event's fewest words, for the tray its moves crowd (brief_words.py), or None."""
        return brief_event(event, seats)

    def passed_over(self, event):
        """A Skip passes over the seats it skips."""
        return event["skipped"] if event.get("kind") == "skip" else ()


LAYS = ("played", "picked_up", "added", "declared")     # the events whose words name the cards laid


def final_move(caused):
    """Why a move whose events are `caused` may never be taken back (it showed a card), or None."""
    kinds = {e["kind"]: e for e in caused}
    if "round_scored" in kinds:
        return (f"round {kinds['round_scored']['round']} is scored and final (its hidden cards were shown): "
                "undo stops at its result")
    if "hidden_turned" in kinds:
        return (f"a card turned up stays turned: undo stops at the hidden {card_words(kinds['hidden_turned']['card'])} "
                "turned up")
    if "card_drawn" in kinds:
        return "a card drawn after a Flush Plus stays drawn: undo stops at the draw"
    return None


GAME = Flush()


def out_rounds(s):
    """Each seat's round of going out of an elimination game, None for a seat still in."""
    out_round = [None] * s.seats
    for r in s.rounds:
        for x in r["out"]:
            out_round[x] = r["round"]
    return out_round


def elimination_places(s):
    """Each seat's place in a finished elimination game (assets/rules/flush.md, Rulings): the seats still
    in first, then the others by how long they stayed in (the later out, the better), ties by lower
    total; seats out in the same round with the same total share a place."""
    out_round = out_rounds(s)

    def key(i):
        return (out_round[i] is not None, -(out_round[i] or 0), s.scores[i])

    order = sorted(range(s.seats), key=lambda i: (key(i), i))
    places = [None] * s.seats
    for n, i in enumerate(order):
        above = order[n - 1] if n else None
        places[i] = places[above] if above is not None and key(above) == key(i) else n + 1
    return places
