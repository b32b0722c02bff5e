"""The move log's words, one entry per move, made when first asked for and then kept (no pygame).

A log is drawn from its newest end, so a board asks only for the entries on screen: appending a move
costs one entry, an undo or a replay step only the entries whose move changed, and opening a game of
10,000 moves only the few dozen entries that fit in the column. An entry is valid while the move at its
index (and the one before it) are the same objects as when it was made: the log only ever grows, is cut
back by an undo, or (in the replay viewer) shows a prefix of the same moves.
"""

from ..engine import stand_ins
from ..engine.naming import you_said
from .curtain_news import addressed_seat
from .director import GATE_KINDS
from .out_choice import as_your_seat, stand_in_name, took_over_words

SEPARATOR = " \u2014 "   # between a move's words and the words of the events it caused
# Events that close or open a round or hand start a line of their own: a boundary in the game is one in
# the log too (a new line in an entry; the log wraps each line by itself).
OWN_LINE_KINDS = frozenset({"round_scored", "hand_scored", "round_dealt", "hand_dealt", "round_started",
                            "stalemate_round", "finish", "game_won", "game_lost",
                            "spot_scored", "tiebreak", "failed_bonus"})     # QUASH's scoring, spot by spot
OWN_LINE = "\n\u25b8 "     # a line of its own, marked so it reads as part of the move above
_KEEP = 2000              # entries kept beyond those on screen (a long game's middle is made again)


def clause(text):
    """An event's words as a clause after the dash: the sentence goes on, so the screen's person is
    "you" there ("... on the pile \u2014 you are skipped"), as they are in mid-sentence."""
    for word in ("You ", "Your "):
        if text.startswith(word):
            return word.lower() + text[len(word):]
    return text


def joined(lines):
    """An entry's lines (MoveLogBook.entry_lines) as the one string the log's tests and tray read: each line
    of its own after OWN_LINE."""
    return "".join(lines[:1]) + "".join(OWN_LINE + line for line in lines[1:])


MAX_COVERS = 3            # how many moves before it one move's sentence may fold in (see "covers" below)


def move_teller(events):
    """The event that tells the move in a whole sentence (flag "tells_move", engine/game.py), or None.
    Its words stand in the log in place of game.describe(action), which sees no state: "Ann lays two 9s and
    a Mimic on the pile: Flush!" rather than "Ann declares". Its "covers": n folds the n moves before it
    (the same turn, told again by this sentence) out of the log; an event flagged "told" says nothing the
    sentence has not said, and the log leaves it out (captions and banners still read it)."""
    return next((e for e in events if e.get("tells_move")), None)


class MoveLogBook:
    """Entries `(seat, words)` of a session's match, one per logged move: the move in words, then the
    words of the public events it caused (the rules' own account, engine/game.py events). A move folded
    into a later move's sentence has the words "" (nothing is drawn for it)."""

    def __init__(self, session, events_shown=None, on_table=None, you=None):
        self.session = session
        # the seat its words speak to as "you" besides the session's is_you (a callable; None: none): the news
        # told to the pass-and-play person (curtain_news.addressed_seat), not the log, which names every seat
        self.you = you
        # the board's moves_on_table (ui/board.py): how many moves its own stage shows, or None
        self.on_table = on_table
        # the board's events_shown (ui/board.py): how many of a move's events its own steps show so far
        self.events_shown = events_shown
        self._entries = {}     # index -> (move, move before it, (seat, words, caused words))

    def _caused_words(self, state, seat=None, said="", brief=False, stood=None):
        """Words for the public events of the move that made `state`, each as (words, after a round's
        result: True for what the move did once the round was scored, held back while that result waits
        for Next, the event's index among the move's public events: held back while a board's own steps
        have not shown it); an event of the mover's own is said in the game's clause for it, the mover not named
        twice on one line ("Bot 3 covers left red 4 \u2014 rolls again (a double)", game.event_clause), unless it
        is flagged "names_mover" (engine/game.py: "\u2014 you have laid all your cards"); an event's words that
        are the move's own words `said` (an event worded for the header while it is shown) are left out. `brief`: each event in its fewest words where the game gives them
        (game.brief_event), for a crowded place. `stood`: the screen person's seat as the game names it, once a
        stand-in plays it: "Your seat" there, not "You" (out_choice.as_your_seat)."""
        s = self.session
        seats = len(s.match.seats)
        mover = seat is not None
        out = []
        after_result = False
        for index, event in enumerate(s.game.events(state, None)):
            if event.get("tells_move") or event.get("told"):      # the move's own sentence says it
                after_result = after_result or event.get("kind") in GATE_KINDS
                continue
            text = (brief and s.game.brief_event(event, seats)) or s.game.describe_event(event, seats)
            if text:
                text = s.words(as_your_seat(text, stood) if stood else text, short=True, you=self._you)
                if event.get("kind") in OWN_LINE_KINDS or event.get("own_line"):
                    out.append((text, after_result, index, True))        # a sentence of its own
                elif text != said:
                    # the mover's own doing is said as a clause, its seat unnamed, by the game (event_clause):
                    # the event's seat, not its words, tells whose it is (the log cut a name off the front)
                    own = (s.game.event_clause(event, seats) if mover and event.get("seat") == seat
                           and not event.get("names_mover") else None)
                    if own:         # agreeing with its unsaid subject: "You cover ... \u2014 roll again"
                        text = s.words(you_said(own) if (s.is_you(seat) or seat == self._you) and not stood else own,
                                       short=True, you=self._you)
                    out.append((SEPARATOR + clause(text), after_result, index, False))
            after_result = after_result or event.get("kind") in GATE_KINDS
        return out

    def count(self):
        """How many moves the log lists: those the table has shown (the director's pace), all in a replay."""
        director = getattr(self.session, "director", None)
        n = len(self.session.match.actions)
        if director is None:
            return n
        own = self.on_table() if self.on_table is not None else None
        if own is not None:          # the board shows an earlier position itself (a trick missed behind the curtain)
            return min(n, own)
        staged = self.events_shown() if self.events_shown is not None else None
        # a move whose events the board shows step by step itself (QUASH's scoring) is on the table
        return min(n, max(director.shown(), staged[0] + 1 if staged is not None else 0))

    _setup = (None, None)     # (match, its setup's words)

    def setup_words(self):
        """What the game's setup decided, said above the first move (game.describe_setup), or ""."""
        self._follow_viewer()
        s = self.session
        if self._setup[0] is not s.match:
            said = s.game.describe_setup(s.match.state_after(0))
            self._setup = (s.match, s.words(said, short=True, you=self._you) if said else "")
        return self._setup[1]

    _viewer = None     # the seat whose eyes the entries were worded for (who "you" is: a replay's view), and `you`'s
    _you = None        # the seat `you` named when the entries were last asked for

    def _follow_viewer(self):
        """Entries are worded for the seat at the screen ("You lay a 7"): when that changes (a replay
        seen by another seat, review 16) they are made again, as are the setup's words."""
        self._you = self.you() if self.you is not None else None
        viewer = (getattr(self.session, "screen_seat", None), self._you)
        if viewer != self._viewer:
            self._viewer = viewer
            self._entries.clear()
            self._setup = (None, "")

    def entries(self, start=0, end=None, brief=False):
        """The entries of moves start..end-1 (all of them by default) as (seat, words): each entry's lines
        (entry_lines) in one string, a line of its own after OWN_LINE; `brief`: in the fewest words the game
        gives its events (game.brief_event: Flush's tray when its moves crowd it), else as the log says them."""
        return [(seat, joined(lines)) for seat, lines in self.entry_lines(start, end, brief)]

    def entry_lines(self, start=0, end=None, brief=False):
        """The entries of moves start..end-1 as (seat, lines): the move's sentence (with the clauses of what it
        caused), then each line of its own (a round closed or opened: OWN_LINE_KINDS) with the clauses after
        it; () for a move folded into a later move's sentence. What reads an entry line by line (the log's
        rows, the curtain's news) reads these, never the joined words split again."""
        self._follow_viewer()
        match = self.session.match
        acts = match.actions
        n = len(acts)
        end = n if end is None else max(0, min(end, n))
        start = max(0, min(start, end))
        ahead = min(n, end + MAX_COVERS)      # the moves that may fold these into their sentence
        first_missing = next((i for i in range(start, ahead) if not self._valid(i, acts)), None)
        if first_missing is not None:
            self._make(first_missing, ahead)
        if len(self._entries) > _KEEP + (end - start):
            self._forget(start, end)
        director = getattr(self.session, "director", None)
        held = director.telling() if director is not None else None
        held_move = getattr(self.session, "held_move", None)     # a replay's result step too
        behind_result = held_move() if held_move is not None else (
            director.held_back() if director is not None else None)
        staged = self.events_shown() if self.events_shown is not None else None
        out = []
        folded = {j - k for j in range(start, ahead) for k in range(1, self._entries[j][3] + 1)}
        for i in range(start, end):
            seat, words, caused = self._entries[i][4 if brief else 2]
            if i in folded:
                out.append((seat, ()))
                continue
            # what a move caused, once the screen shows it: a move the board stages itself (QUASH's
            # scoring) is said at the board's pace, step by step, even while the director still holds it
            # (its round's result waits for the table to settle); else once the director has told it
            shown = staged[1] if staged is not None and staged[0] == i else None
            lines = [words]
            if caused and (held is None or i < held or shown is not None):
                for text, after, index, own in caused:
                    if (after and i == behind_result) or (shown is not None and index >= shown):
                        continue
                    if own:
                        lines.append(text)
                    else:
                        lines[-1] += text
            out.append((seat, tuple(lines)))
        return out

    def first_move(self, i):
        """The first move entry i tells: i, or the first of the moves its sentence folds in (its number in
        the log reads "28-29", so no number seems skipped)."""
        got = self._entries.get(i)
        return i - got[3] if got is not None else i

    def keep_up(self):
        """Make the newest move's entry now, while its state is the match's own: the log column may be
        drawn a few moves later (a region a frame), and the entry then would cost a replay from the
        checkpoint before it."""
        self._follow_viewer()
        acts = self.session.match.actions
        if acts and not self._valid(len(acts) - 1, acts):
            self._make(len(acts) - 1, len(acts))

    def _valid(self, i, acts):
        got = self._entries.get(i)
        return got is not None and got[0] is acts[i] and got[1] is (acts[i - 1] if i else None)

    def _make(self, start, end):
        match = self.session.match
        game, acts, actors = match.game, match.actions, match.actors
        state = None
        for i in range(start, end):
            if self._valid(i, acts):
                state = None                  # the next one made starts from its own position
                continue
            # the state after this move: the match's own for the newest, else stepped or rebuilt
            if i + 1 == len(acts):
                state = match.state
            elif state is None:
                state = match.state_after(i + 1)
            else:
                state = game.apply(state, acts[i])
            seat, rules = actors[i], self.session.game
            events = rules.events(state, None)
            teller = move_teller(events)
            seats = len(match.seats)
            text = rules.describe_event(teller, seats) if teller is not None else None
            entry = self._entry(i, state, seat, text)
            covers = min(MAX_COVERS, teller.get("covers", 0)) if text else 0
            # its brief words (entries(brief=True)): the same entry unless the game has fewer for its events
            brief = entry
            if any(rules.brief_event(e, seats) for e in events):
                brief = self._entry(i, state, seat, text and (rules.brief_event(teller, seats) or text), True)
            self._entries[i] = (acts[i], acts[i - 1] if i else None, entry, covers, brief)

    def _entry(self, i, state, seat, text, brief=False):
        """(seat, words, caused words) of move i, `text` its teller's words (None: the move's own words);
        `brief`: its events in their fewest words (game.brief_event)."""
        match = self.session.match
        # a stand-in's move is the bot's, named so (engine/stand_ins: the match's record, not our words)
        by = (stand_in_name(self.session.short_name(seat), self.session.is_you(seat))
              if seat is not None and stand_ins.played_by_stand_in(match, seat, i) else None)
        if text and by is not None:     # the teller's sentence names its mover first, as describe does
            prefix = match.game.seat_name(seat, len(match.seats))
            text = by + text[len(prefix):] if text.startswith(prefix) else text
        words = (self.session.words(text, short=True, you=self._you) if text
                 else self.session.move_words(match.actions[i], seat, short=True, you=self._you,
                                              **({"by": by} if by else {})))
        took = [took_over_words(self.session.possessive(x)) for x in stand_ins.taken_over_at(match, i)]
        if took:        # said once, where the bot took over, before its first move
            words = "\n".join(took + [words])
        me = next((x for x in match.stand_ins if self.session.is_you(x)), None) if hasattr(match, "stand_ins") else None
        stood = match.game.seat_name(me, len(match.seats)) if me is not None and match.stand_ins[me] <= i else None
        return seat, words, self._caused_words(state, seat, words, brief, stood)

    def _forget(self, start, end):
        """Drop entries far from the part asked for (they are made again if scrolled back to)."""
        keep = range(max(0, start - _KEEP // 2), end + _KEEP // 2)
        for i in [i for i in self._entries if i not in keep]:
            del self._entries[i]


def news_book(session, events_shown=None, on_table=None):
    """A MoveLogBook whose words speak to the person news is told to as "you" (curtain_news.addressed_seat): the
    curtain's news and Flush's tray read it; the move log keeps every seat's name."""
    return MoveLogBook(session, events_shown, on_table, lambda: addressed_seat(session))
