"""The move log's hook for a game whose events tell a move better than its action can (ui/narration.py,
engine/game.py): an event flagged "tells_move" is the move's sentence in place of game.describe(action),
its "covers" folds the moves before it (a turn sent as two actions) into that one line, and an event
flagged "told" is not said twice. No game in particular: a scripted one, so any game may use the hook."""

from quash_table.ui.narration import MoveLogBook

# what each move caused, by move (the state after move i is the number i + 1)
SCRIPT = [
    [{"kind": "turned", "seat": 0, "words": "Seat 1 turns up an 8", "clause": "turns up an 8"}],
    [{"kind": "laid", "seat": 0, "words": "Seat 1 adds an 8", "tells_move": True}],
    [{"kind": "laid", "seat": 0, "words": "Seat 1 lays two 8s on the pile: Flush!", "tells_move": True,
      "covers": 1, "brief": "Seat 1 lays two 8s: Flush!"},
     {"kind": "flush", "seat": 0, "words": "Flush by Seat 1", "told": True},
     {"kind": "skip", "seat": 0, "words": "Seat 2 is skipped"}],
    [{"kind": "moved", "seat": 1, "words": "Seat 2 passes", "clause": "passes"}],
]


class ScriptedGame:
    def events(self, state, seat):
        return SCRIPT[state - 1] if state else []

    def describe_event(self, event, seats):
        return event["words"]

    def brief_event(self, event, seats):
        return event.get("brief")   # Game's default: None (describe_event's words are short)

    def event_clause(self, event, seats):
        return event.get("clause")      # Game's default: None (the event's own words stand whole)

    def apply(self, state, action):
        return state + 1


class Match:
    def __init__(self, moves):
        self.game = ScriptedGame()
        self.seats = [0, 1]
        self.actions = [{"move": i} for i in range(moves)]
        self.actors = [0, 0, 0, 1][:moves]
        self.state = moves

    def state_after(self, n):
        return n


class Session:
    director = None

    def __init__(self, moves):
        self.match = Match(moves)
        self.game = self.match.game

    def name(self, seat):
        return f"Seat {seat + 1}"

    short_name = name

    def is_you(self, seat):
        return False

    def words(self, text, short=False, you=None):
        return text

    def move_words(self, action, seat, short=False, you=None):
        return f"Seat {seat + 1} declares"          # what describe(action) says without the state


def test_a_telling_event_replaces_the_moves_words_and_folds_the_move_it_covers():
    book = MoveLogBook(Session(4))
    assert book.entries() == [
        (0, "Seat 1 declares \u2014 turns up an 8"),        # no telling event: the move's own words
        (0, ""),                                            # the add, told again by the declaration
        (0, "Seat 1 lays two 8s on the pile: Flush! \u2014 Seat 2 is skipped"),   # the Flush said once
        (1, "Seat 2 declares \u2014 passes"),
    ]


def test_the_covered_move_is_its_own_line_until_the_move_that_covers_it_comes():
    session = Session(2)
    book = MoveLogBook(session)
    assert book.entries() == [(0, "Seat 1 declares \u2014 turns up an 8"), (0, "Seat 1 adds an 8")]
    session.match = Match(3)
    session.game = session.match.game
    assert book.entries()[1] == (0, "")
    # a part of the log asked for alone still sees the move after it that folds it
    assert MoveLogBook(session).entries(1, 2) == [(0, "")]


def test_a_crowded_place_asks_for_the_events_fewest_words():
    """Session 33: an event's brief words (game.brief_event) where the game gives them, the full ones for the
    rest; the log's own entries unchanged (Flush's tray asks for the brief ones when its moves crowd it)."""
    book = MoveLogBook(Session(4))
    full = book.entries()
    assert book.entries(brief=True) == full[:2] + [(0, "Seat 1 lays two 8s: Flush! \u2014 Seat 2 is skipped")] + full[3:]
    assert book.entries() == full


def test_an_event_of_the_movers_own_with_no_clause_stands_whole_and_none_is_cut_from_our_words():
    """Session 60: the mover's name was cut off the front of an event's words where they began with it (our own
    text parsed back); now the game's clause for it (game.event_clause) is said, or its words stand whole."""
    saved = SCRIPT[0][0].pop("clause")
    try:
        assert MoveLogBook(Session(1)).entries() == [(0, "Seat 1 declares \u2014 Seat 1 turns up an 8")]
    finally:
        SCRIPT[0][0]["clause"] = saved
