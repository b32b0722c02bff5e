"""A hint on the table: the move the hint bot would make for the person at the screen, shown by its piece
and target (or its button) outlined with an arrow between, and in words with its reason."""

import pygame

from . import hint_arrow, tween
from ..engine.naming import Reason
from .arrow_offframe import ArrowOffFrame
from .arrow_cut import clear_of  # noqa: F401  (tests import it from here)
from .arrow_route import route  # noqa: F401  (tests import it from here)
from .board_words import RESULT_HINT_WORDS, WHY_KEY, WHY_WORD, hint_forms, hint_kept_words, step_hint_forms  # noqa: F401
from .drag import LIFT
from .shown_part import shown_part
from .hint_find import guess, step_marks, unfound
from .hint_record import HintRecord
from .hint_steady import hinted_lifted
from .hint_way import (CARD_COST, EDGE_ROOM, HEAD_IN, INDEX_COST, PANEL_COST, PROMPT_COST,  # noqa: F401
                       ROUND_WORDS, SOURCE_COST, HintArrowWays)

HINT = (92, 200, 255)   # the hint's outline: a cool blue, apart from the gold of selection and turn
HINT_FILL = (34, 96, 138)   # a hinted button's face: the hint's blue, dark enough for its white words
LOOKING = "Looking for a good move\u2026"      # the hint's words while it is being worked out
LOOKING_ENTER = LOOKING + " Enter plays the hinted move once it shows; or play your own now"


class HintOverlay(ArrowOffFrame, HintArrowWays):
    def __init__(self, board):
        self.board = board
        # the hint shown (hint_record.HintRecord: the move, its marks, its words in every form and the one said);
        # only the kit changes it (a board wrote its choice into its words, and H said nothing more: review 31)
        self.current = None
        self.waiting = False  # a hint asked for and not come yet
        self._routes = {}     # {what a way was made for: its points}: worked out again only when that changes
        self.on_landing = None   # hint_moment() of an H pressed on your turn before the move before it landed
        self.for_turn = None     # hint_for_turn() of a Hint asked while a bot moved: given when the turn comes
        self.whole = False    # H pressed again while the hint was looked for: it shows its full reason when it comes
        self.kept_said = None    # the words said for a Hint kept for the turn (board_words.hint_kept_words)
        self._picked_away = None     # the hint put away by a piece picked, while that piece is held or lifted

    def forget(self):
        self._drop_words(self.current)
        self.current = None

    def close(self):
        """Esc: the hint shown (its marks and words) leaves the table; True when one was up. A second Esc
        opens the pause menu (it opened over a hint, review 22)."""
        h = self.showing()
        if h is None or h.set_aside:
            return False
        self.forget()
        return True

    def holds_words(self):
        """Does the hint keep its words on the table now? While it is looked for, and while it shows here with its marks
        not put away: words and marks share one lifetime, both until your next action (a move, another piece picked) or
        neither (review 21: the words went, the arrow stayed). The board's message timer stands still meanwhile."""
        if self.waiting or self.for_turn is not None or self.on_landing is not None:
            return True
        h = self.showing()
        return h is not None and not h.set_aside

    def _drop_words(self, h):
        """The hint's words (or "Looking for a good move…") leave the table with its marks."""
        msg = self.board.message
        if msg is None or msg[1] != "hint":
            return
        if (h is not None and h.is_said(msg[0])) or msg[0].startswith(LOOKING):
            self.board.message = None

    def enter_while_looking(self):
        """Enter while the hint is worked out did nothing (review 21): it says what it waits for. True when it did."""
        if not self.waiting:
            return False
        self.board.show_message(LOOKING_ENTER, "hint", 9)
        return True

    def _say_again(self):
        """Its marks show, no message up (another stood over its words and went): its words come back with its arrow."""
        h = self.showing()
        if h is not None and not h.set_aside and self.board.message is None:
            h.whole = False
            self.board.show_message(h.said, "hint", 9)

    def layout(self):
        """The hint on the table for `--layout`, while it shows: not once its marks and words are put away
        (another piece picked: in a swap the card in the air dropped on a card the hint did not name, the
        layout listed the hint the table no longer showed, review 34a)."""
        h = self.current
        if h is None or h.set_aside or h.position != self.board.session.hint_moment():
            return None
        return {"id": "hint", "kind": "hint", "text": h.text, "action": h.action, "piece": h.piece,
                "target": h.target, "button": h.button, "marks": h.marks}

    def show(self):
        """Ask for a hint (the game's hint bot thinks off the UI thread); it is shown when it comes. Asked on
        your turn while the move before it is still landing (a bot's card in flight, your drawn cards; the
        table still telling it: `session.turn_due`), it is asked once that move has landed: H pressed right
        after a bot's move did nothing (review 18b), and so did Hint clicked then (session 26)."""
        b = self.board
        if self._at_result():
            return
        if b.session.turn_due() and not b.turn_on_screen():
            self.on_landing = b.session.hint_moment()
            # said at once: H while the move before it landed showed nothing until it had (session 28)
            b.show_message(LOOKING, "hint", 9)
            return
        if not b.session.turn_due() and b.session.turn_coming():
            if said := b.hint_kept_words():    # the board answers it now (your roll fitted nothing): nothing is kept (it
                b.show_message(said, "hint", 4)    # came by itself a turn later: NumberQuash, review 60u)
                return
            # asked well before the turn, while a bot plays: kept for the turn, and said (it did nothing); a hint's
            # words, in its place: they stand while it is kept ("Hint after Bot 2's move…")
            self.for_turn = b.session.hint_for_turn()
            self.kept_said = hint_kept_words(b.session)
            b.show_message(self.kept_said, "hint", 9)
            return
        self.on_landing = None
        # a move half built: the hint weighs finishing it from there against taking it back (review 19d)
        if b.session.ask_hint(b.composer.building() if b.composer is not None else ()):
            got = b.session.hint_answer()        # searched ahead on your turn (prepare_hint): found already
            if got is not None:
                # its words now, its arrow from the frame its way is known (arrow_offframe): the frame that first
                # showed a hint routed its arrow, and H held NumberQuash's window 3-4 s (session 33)
                self.waiting = False
                self.display(*got)
                return
            self.waiting = True
            self.board.show_message(LOOKING, "hint", 9)

    def _at_result(self):
        """A result waits for Next (board.result_showing), or the game is over: no hint until the turn after it. H
        (or a Hint kept for the turn) says the greyed Hint's reason, nothing kept ("Looking…" stood for ever, s29)."""
        showing = self.board.result_showing()
        if not showing and not self.board.session.over:     # (over, the bots finished it: its words stood, review 55n)
            return False
        msg = self.board.message
        if msg is not None and msg[1] == "hint" and (msg[0].startswith(LOOKING) or msg[0] == self.kept_said):
            self.board.message = None
        self.on_landing = self.for_turn = None
        self.whole = False        # a second H for a kept hint ends with it
        if showing:
            self.board.show_message(self.board.result_hint_words(), "error", about="hud:hint")
        return True

    def update(self):
        """Show the hint once it has come (on the table: its piece and target, or its button; in words,
        with its reason)."""
        if (self.on_landing is not None or self.for_turn is not None) and self._at_result():
            return                           # a hint kept for the turn ends at a round's result
        if self.on_landing is not None and self.board.turn_on_screen():
            landed, self.on_landing = self.on_landing, None
            if landed == self.board.session.hint_moment():
                self.show()                  # H pressed while the move before your turn was landing
            elif not self.waiting:
                self._drop_words(None)       # the table moved on: its "Looking…" goes
        if self.for_turn is not None and self.board.turn_on_screen():
            if self.for_turn == self.board.session.hint_for_turn():
                if self.board.message is not None and self.board.message[0] == self.kept_said:
                    self.board.message = None
                self.show()                  # Hint asked while a bot played
            self.for_turn = None
        self.back_from_pick()
        if not self.waiting:
            self._say_again()
            self._say_less()
            return
        got = self.board.session.hint_answer()
        if got is None:
            if not self.board.session.hint_pending:       # the position changed meanwhile
                self.waiting = self.whole = False
                self._drop_words(None)
            return
        self.waiting = False
        self.display(*got)

    def display(self, action, reason):
        s = self.board.session
        seat = s.screen_seat
        # a game may word the hint to the person it is for ("play the K of hearts on spot 2")
        text = self.board.hint_words(action, seat)
        # every seat by its short name, as the log does ("Bot 2", its level on its plate): one line, not two
        text = s.move_words(action, seat, short=True) if text is None else s.words(text, short=True)
        piece = target = button = None
        step = self.board.composer.next_step(action) if self.board.composer is not None else None
        first = self.board.composer.first_words(action) if step is not None else None
        if first:     # the hint lights a take-back first (a swap half built): its words say that step first
            text = f"{first}, then {text}"
        left = self.board.composer.step_words(action) if step is not None else None
        if left:      # a step of it already taken (a tiebreaker card on the mat): what is left of it
            text = s.words(left, short=True)
            # and why that step, where the board says (QUASH: the card in the air and its spot, not the whole
            # move's best step, which may be a drop already made; session 31)
            step_reason = getattr(self.board.composer, "step_reason", None)
            reason = (step_reason(action) if step_reason is not None else None) or reason
        if step is not None:
            piece, target, button = self._step_marks(step)
        if piece is None and button is None:      # the fallback board's buttons carry actions
            button = next((b.id for b in self.board.table.buttons if b.action == action), None)
        marks = self.board.hint_marks(action)
        if marks is None:
            marks = [i for i in (piece, target, button) if i is not None] or self._guess(action)
        # a reason with a short form (engine.naming.Reason) shows that first, one line; H again shows it all
        gist, more = getattr(reason, "short", reason), getattr(reason, "more", "")
        tight, warns = getattr(reason, "brief", gist), getattr(reason, "warns", False)  # warns: never the move alone
        reason = s.words(reason, short=True) if reason else reason      # "block Seat 2": "block Bot 2"
        gist = s.words(gist, short=True) if gist else gist
        brief = line = f"Hint: {text}" + (f" — {reason}" if reason else "")
        # both named alike before they are compared: a reason with no short form ("room for Seat 2's red
        # card") differed from itself renamed, and "(H: why)" showed the same words again (review 21)
        if gist and gist != str(reason):
            brief = f"Hint: {text} — {gist} ({WHY_KEY}: why)"
        step_alone = None
        first_brief = self.board.composer.first_brief(action) if first else None
        if first_brief:
            # a take-back lit first: the short words say that step and the move after it in the fewest words, and why
            # (QUASH at 1024x640: "take back the swap of …, then your K♦ goes to spot 2, …" ran to three lines, session
            # 32; the step alone left the card unnamed, review 33); once taken back the hint is asked again, says the move
            step_alone = s.words(first_brief, short=True)
            brief = f"Hint: {step_alone}" + (f" — {gist}" if gist else "") + f" ({WHY_KEY}: why)"
        # the fewest words, the move by a board's hint_brief_words and the reason's brief: a board whose place
        # for the hint is narrow says them instead of the short words (Flush at six seats, 1024x640: "Hint: lay
        # two 10s — 9 cards left (H: why)" for a narrow column of six lines, session 31), and the move alone
        brief_words = getattr(self.board, "hint_brief_words", None)
        said = brief_words(action, seat) if brief_words is not None and not (first or left) else None
        said = s.words(said, short=True) if said else (step_alone or text)
        tight = s.words(tight, short=True) if tight else tight
        fewest = f"Hint: {said}" + (f" — {tight}" if tight else "") + f" ({WHY_KEY}: why)"
        bare = fewest if warns else f"Hint: {step_alone or text} ({WHY_KEY}: why)" if reason else brief
        alone = "" if warns or not reason else f"Hint: {said} ({WHY_KEY}: why)"
        # a board whose why lies in a narrow column (Board.why_in_fewer_words: Flush at four to six seats) may say it in
        # fewer words where none holds it whole (review 34): what the full adds (Reason.more; session 49), else the gist
        more = s.words(more, short=True) if more else gist if gist != reason else tight   # (a reason with no short form)
        # ... naming the move, also once its cards are all staged (not "all its cards are in the tray: press Declare",
        # which the why then weighed against a move it holds: review 61v, revv_64)
        named = brief_words(action, seat) if brief_words is not None and left and not first else None
        named = s.words(named, short=True) if named else said
        why = f"{WHY_WORD} \u201c{named}\u201d" if getattr(self.board, "why_names_move", False) else WHY_WORD  # (r. 55m)
        fewer = getattr(self.board, "why_in_fewer_words", False)      # (and Reason.least where not even `more` fits)
        fewer_why, least = (f"{why}: {more}" if more else "", getattr(reason, "least", "")) if fewer else ("", "")
        least = f"{why}: {s.words(least, short=True)}" if least else ""    # (last: the board says it where nothing else)
        self.current = HintRecord(s.hint_moment(), action, piece, target, button, marks, bare=bare,
                                  forms=hint_forms(brief, fewest, alone), why=Reason(reason, gist) if reason else None,
                                  # the full reason, and its reason alone (the move is in the short words and marked):
                                  # at six seats, 1024x640, no place held the full reason, H said the short ones (r. 31)
                                  whole_forms=hint_forms(line, f"{why}: {reason}" if reason else "", fewer_why, least),
                                  last_resort=least)
        if step is not None:
            self.current.step_of = self.current.first_step = step
        whole, self.whole = self.whole and line != brief, False
        self.current.whole = whole
        self.current.move_said = not whole
        self.board.show_message(line if whole else brief, "hint", 12 if whole else 9)

    def shown_forms(self):
        """The forms of the shown hint's words, fullest first, while they are the message: its short words, or
        its full reason asked for with H (whole); else None (another message): what a board's message place
        chooses among by its room (say_fitting)."""
        h = self.showing()
        msg = self.board.message
        if h is None or h.set_aside or msg is None or msg[1] != "hint":
            return None
        return h.shown_forms(msg[0])

    def say_fitting(self, fits):
        """The shown hint's words (its short words, or its full reason on H) in the fullest of their forms whose
        place holds them: `fits(text)` (the board's) sets the message place for `text` and says whether it holds
        it; the fewest are said where none does (placed by that last call). True when the message was the hint's
        words, else False (the board places the message as it is)."""
        forms = self.shown_forms()
        if forms is None:
            return False
        h = self.current
        for text in forms:
            self._say(h, text)
            if fits(text):
                break
        return True

    def shorter_shown(self):
        """Is the hint's short words said in a shorter form than their fullest (its full reason not asked for)? A
        board's message place that found room only for a shorter form keeps that form's shape (Flush)."""
        return self.current is not None and self.current.shorter_shown()

    def _say(self, h, text):
        """The message, the hint's words now `text` (one of its forms), its kind and time left kept."""
        h.said = text
        if self.board.message[0] != text:
            self.board.message = (text,) + tuple(self.board.message[1:])

    def _say_less(self):
        """The hint's short words lie over what messages keep off, no place on the table being clear of them
        (Flush at six seats, 1024x640: a five-line hint lay over two seats' bases, session 28): in fewer words,
        a form a frame (HintRecord.fewer), down to the move alone, its reason on H."""
        h = self.showing()
        msg = self.board.message
        if h is None or h.set_aside or msg is None or msg[0] != h.text or h.bare == h.text:
            return
        if self.board.painter.message_crowded():
            h.fewer()
            self.board.show_message(h.said, "hint", 9)

    def why(self):
        """H pressed while this position's hint shows in short: its full reason (and H again the short
        one). True when it did; False when there is no such hint (then H asks for one)."""
        if self.waiting:
            # H again while the hint is looked for is the second H: the hint comes with its full reason (it
            # came short, and a third H was needed, session 24); H asks again for the table as it is now
            self.whole = True
            return False
        if self.on_landing is not None and self.on_landing == self.board.session.hint_moment():
            # H again while the hint waits for the bot's card to land: the same second H (it asked again
            # and the hint came short: "(H: why)" and H showed the same sentence, session 26)
            self.whole = True
            return True
        if self.for_turn is not None and self.for_turn == self.board.session.hint_for_turn():
            # H again while a Hint asked during the bot's move is kept for your turn: the same second H (it
            # asked again, and the hint came short with "(H: why)" after two presses, session 30)
            self.whole = True
            return True
        h = self.showing()
        if h is None or h.set_aside:
            return False          # (its marks put away: H asks for the hint again, words and marks)
        msg = self.board.message
        shown = msg[0] if msg is not None and msg[1] == "hint" else None
        if shown is None or not h.is_said(shown):
            # its words are not on the table (a refusal stood in their place, or they went): the move first, its
            # short words; H again the why (it showed the why alone, the move never said: session 36)
            self.say_short()
            return True
        if h.whole and h.is_whole(shown):       # the full reason shows: the short words again
            self.say_short()
            return True
        # its short words in any form: the full reason (a shorter form was "text": H said nothing, review 31); short
        # words that are the full reason said again, no new search ("Looking…" stood a frame: Quadruple War, s33)
        h.whole = h.whole or shown != h.full
        self.board.show_message(h.full, "hint", 12)
        # its pill lights up: H heard with nothing more to say (issue 23), and a why gone to the log's foot read as
        # the hint hidden (review 55n)
        self.board.painter.pulse_message()
        return True

    def say_short(self):
        """The shown hint's short words again, in place of its full reason (H again, or a board with no place on
        the table for the full reason); the board's message place chooses their form."""
        h = self.showing()
        if h is not None:
            h.whole = False
            h.move_said = True
            self.board.show_message(h.text, "hint", 9)

    def words_shown(self):
        """Are this hint's own words (short or full) the board's message now?"""
        h, msg = self.showing(), self.board.message
        return h is not None and msg is not None and msg[1] == "hint" and h.is_said(msg[0])

    def full_shown(self):
        """Is the board's message this hint's full reason, longer than its short words (H: why)?"""
        h = self.showing()
        msg = self.board.message
        return h is not None and h.whole and msg is not None and h.is_whole(msg[0])

    def step(self):
        """The hinted step on this table now ({"piece", "target", "button"} ids, each may be None), or None
        when no hint shows (or its marks were put away): what Tab lands on first and Enter takes."""
        h = self.showing()
        if h is None or h.set_aside:
            return None
        self._follow_composer(h)
        if h.piece is None and h.button is None:
            return None
        return {"piece": h.piece, "target": h.target, "button": h.button}

    def picked(self, pid):
        """The person picked up `pid`: a piece other than the hinted one puts the hint away, its marks and
        its words together (holds_words), so the table never shows two moves at once."""
        h = self.showing()
        if h is None or h.set_aside:
            return
        self._follow_composer(h)
        if pid == h.piece or pid in h.marks:      # any card the hinted move means follows it
            return
        self._put_away(h)
        self._picked_away = h

    def back_from_pick(self):
        """The piece whose pick put the hint away is home again and nothing was done with it (its drop refused,
        let go off the table or over its place, Esc, put down): the hint comes back, its marks at once and its
        words once the refusal has been read (_say_again). A refused drop is no move: the hint went, arrow and
        words, and H had to be pressed again (review 34, Flush). Staged or played instead, the composer's next
        step of the hinted move is no longer the one it was (a move half built another way): it stays away."""
        h = self._picked_away
        drag = self.board.drag
        if h is None or drag.busy() or drag.selected is not None:
            return
        self._picked_away = None
        if h is not self.showing() or not h.set_aside:
            return
        c, step = self.board.composer, h.kept_step()
        if c is not None and step is not None and c.next_step(h.action) != step:
            return
        h.bring_back()

    def _put_away(self, h, off_path=False):
        h.put_away(off_path)
        self._drop_words(h)

    def _follow_composer(self, h):
        """A move built in steps: once the person has taken the hinted first step, light the next one
        (and drop the hint when they went another way)."""
        c = self.board.composer
        if c is not None and h.off_path and (now := c.next_step(h.action)) is not None and not c.takes_back(now):
            # put away by a drop off its move, and the move stands again where it goes on (the card in the air dropped
            # back where it came from): it comes back, words and marks, for the step due now (it stayed away, s37)
            h.back_on_path()
        if c is None or h.step_of is None:
            return
        if h.say_again and self.board.message is None:
            # back at the hint's first step (a steal put back): its words with its arrow again, once the
            # table's own notice has gone (the arrow came back alone: NumberQuash review 17)
            h.say_again = h.whole = False
            self.board.show_message(h.said, "hint", 9)
        step = c.next_step(h.action)
        if step == h.step_of:
            if step is not None and unfound(h, step):
                # shown while the table still told the move before (QUASH: the tie scored, the hand not yet to be
                # picked, no mat target): found once the table holds them (review s60: no arrow, Enter did nothing)
                h.piece, h.target, h.button = self._step_marks(step)
                h.marks = [i for i in (h.piece, h.target, h.button) if i is not None] or h.marks
            marks = self.board.hint_marks(h.action)   # the same next step, maybe fewer cards still to lay
            if marks is not None:
                h.marks = list(marks)
            return
        taken_back = c.takes_back(h.step_of)    # its words, a take-back's or of the move it left, say the table no more
        # (a take-back its words never said: a drop left the move it was building, QUASH: the card in the air dropped on
        # a card the hinted chain does not move; it came back with "Take the swap back" lit and no reason, session 36)
        # (any take-back: NumberQuash's cell picked off the hint's kept "cover left red 4", H said it again, review 60u)
        left_it = c.takes_back(step) and step != h.first_step
        h.step_of = step
        h.say_again = step is not None and step == h.first_step
        if step is None or left_it:     # the person went another way: the hint goes, words and marks (H: afresh)
            self._put_away(h, off_path=left_it)
            return
        if taken_back and not c.step_words(h.action):
            # the take-back the hint lit first is done: its words ("take back the swap …, then …") and the
            # reason why are stale, and H showed them again (session 31). Asked again, the hint bot gives the
            # move's own words (its plan for the position, kept: no new search)
            self.forget()
            self.show()
            return
        h.piece, h.target, h.button = self._step_marks(step)
        left = c.step_words(h.action)     # what is left of the move, once a step of it is taken
        if left:
            why = getattr(c, "step_reason", None)      # why that step (QUASH's swap), else the move's own (h.why)
            h.only(*step_hint_forms(left, (why(h.action) if why else None) or h.why,
                                    lambda text: self.board.session.words(text, short=True), self._move_name(h)))
            self.board.show_message(h.text, "hint", 9)
        elif step == h.first_step:
            h.first_again()     # the steps taken back: the move's own words, said again once the notice goes
        marks = self.board.hint_marks(h.action)      # the board's reading again, at this step
        h.marks = list(marks) if marks is not None else [i for i in (h.piece, h.target, h.button) if i is not None]

    def _move_name(self, h):
        """The hinted move in the fewest words where the board's why names it (Flush's "lay two 1s"), else ""."""
        brief = getattr(self.board, "hint_brief_words", None)
        if not self.board.why_names_move or brief is None:
            return ""
        return brief(h.action, self.board.session.screen_seat) or ""

    def _step_marks(self, step):
        return step_marks(self.board, step)

    def _guess(self, action):
        return guess(self.board, action)

    def raised(self):
        """The id of the hinted piece, drawn (and picked) above the cards fanned over it and raised by
        half a lift: in a fanned hand an outline alone could mean either of two overlapping cards."""
        h, held = self.showing(), self.board.drag.selected
        if h is None:
            return None
        pid = h.piece or next((i for i in h.marks if i in self.board.table.piece_by_id), None)
        # not while you hold another up: two cards stood up (review 45a); yours put down changed your choice (45c)
        return pid if pid in self.board.table.piece_by_id and held in (None, pid) else None

    def on_top(self):
        """The hinted piece if it is drawn (and picked) above the cards fanned over it, else None: a board
        whose fanned cards' corner index would lie under it (hint_on_top False: Quadruple War, where the
        raised card hid its right neighbour's index) keeps it in its place, raised only."""
        return self.raised() if self.board.hint_on_top else None

    def lit(self, button):
        """The colour to fill `button` with when the hint marks it (its move is a button's: a signal, End
        turn), else None: lit as a hinted card is raised, not only outlined."""
        h = self.showing()
        return HINT_FILL if h is not None and button.id in h.marks else None

    def lift(self, piece):
        """How far up the hinted piece is drawn (0 for any other): half a lift, or what the board says
        (Board.hint_lift: QUASH's row behind in a two-row hand, clear of the front row)."""
        if piece.id != self.raised():
            return 0
        share = self.board.hint_lift(piece)
        return -self.board.metrics.px(LIFT) // 2 if share == 0.5 else -int(self.board.metrics.px(LIFT) * share)

    def showing(self):
        """The hint on the table for this position (its record: action, marks...), or None; boards read it too."""
        h = self.current
        if h is None or self.board.read_only or h.position != self.board.session.hint_moment():
            return None
        return h

    def _mark_rects(self, ids):
        """{id: rect as drawn, outline margin included} of the marked things on this table."""
        m, t = self.board.metrics, self.board.table
        buttons = {b.id: b for b in t.buttons}
        out = {}
        for mark in ids:
            thing = t.piece_by_id.get(mark) or t.target_by_id.get(mark) or buttons.get(mark)
            if thing is not None:
                # a button's outline hugs it closer: the line over a signal button touched the panel's rule
                grow = m.px(6) if thing is buttons.get(mark) else m.px(12)
                # a target where the board frames part of it (Quadruple War: your place on the mat, not the
                # whole mat, which a hint's words may then lie over: session 44)
                rr = thing.frame if mark in t.target_by_id else thing.rect
                if mark in t.piece_by_id:          # where it is drawn: raised, or lifted; only what shows
                    rr = self._shown_part(thing)
                frame = rr.inflate(grow, grow)
                if mark in t.piece_by_id and rr.bottom < thing.rect.bottom + self.board.drag.lift_offset(thing):
                    frame.bottom = rr.bottom       # a row in front covers its foot: the frame stops at that row
                out[mark] = frame
        return out

    def framed_piece(self, pos):
        """The hinted piece whose frame (as `outline` draws it, over every piece) holds `pos`, else None: a
        click in the frame is a click on the card it frames (drag.piece_at)."""
        h = self.showing()
        if h is None:
            return None
        t = self.board.table
        marks = [i for i in h.marks if i in t.piece_by_id]
        return next((t.piece_by_id[i] for i, r in self._mark_rects(marks).items() if r.collidepoint(pos)), None)

    def _shown_part(self, piece, order=None):
        """The piece's rect as drawn, less the sides the pieces drawn above it cover (a fanned hand's next
        card) and its foot a row in front covers (shown_part.shown_part): a frame round the whole card ran
        over the card beside it, which then looked hinted (Flush, review 15), and over the front card of
        QUASH's two-row hand (session 32). A piece covered all over keeps its whole rect. `order`: the painter's, when the caller
        asks for many pieces (sorting every piece for each one made 6 seats' arrow cost ~0.1 s a call)."""
        drag = self.board.drag
        r = piece.rect.move(0, drag.lift_offset(piece))
        part = shown_part(piece, self.board.painter.order() if order is None else order, drag)
        if part.w < self.board.metrics.px(6) or part.h < self.board.metrics.px(6):
            return r
        return part

    def keep_rects(self):
        """What a message must not cover for the hint: the things it marks (while one is shown) and any
        lifted card (the one in your hand held up, a card in the air)."""
        h = self.showing()
        keep = list(self._mark_rects(h.marks).values()) if h is not None else []
        drag = self.board.drag      # (a board whose hint words keep one place: the hinted card lifted whole)
        keep += hinted_lifted(self.board) if self.board.table.hint_steady and h is not None else \
            [p.rect.move(0, drag.lift_offset(p)) for p in self.board.table.pieces if drag.lift_offset(p)]
        return keep

    def outline(self, surface, ids=None):
        """The pulsing outline of the marked things (`ids`: only these), e.g. again over a dialog drawn
        above the table whose button the hint marks."""
        h = self.showing()
        if h is None:
            return
        m = self.board.metrics
        glow = 0.55 + 0.45 * tween.pulse(self.board.now)
        colour = tuple(int(c * glow + 20 * (1 - glow)) for c in HINT)
        for mark, rr in self._mark_rects(h.marks).items():
            if ids is None or mark in ids:
                pygame.draw.rect(surface, colour, rr, max(2, m.px(4)), border_radius=m.px(12))

    def draw(self, surface):
        """The hinted move on the table: its piece and target (or button) outlined, an arrow between."""
        h = self.current
        if h is None or self.board.read_only:
            return
        if h.position != self.board.session.hint_moment():
            self.forget()
            return
        self._follow_composer(h)
        glow = 0.85 + 0.15 * tween.pulse(self.board.now)    # the arrow breathes, never dim: at 55% it was missed (r. 21)
        colour = tuple(min(255, int(c * glow + 40 * (1 - glow))) for c in HINT)
        self.outline(surface)
        if not self.words_shown():      # the arrow goes with its words, back with them (_say_again; review 60)
            return
        legs, tip, veils = self.frame_drawn()   # whole, see-through over words; none while routed (arrow_offframe)
        hint_arrow.draw(surface, legs, tip, colour, self.board.metrics, veils, *self.board.arrow_under())
