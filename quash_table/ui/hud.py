"""The header along the top of a board: the game's title, what is happening, the scores, and the
buttons Hint / Undo / Scores / Rules / Menu (or Summary once the game is over)."""

import pygame

from ..engine.standing import sole_kind, turn_verb
from . import theme
from .board_words import END_NOT_SHOWN, OUT_FINISHING_HINT_WORDS, OUT_HINT_WORDS, hint_kept_words, reason_said
from .out_choice import FINISH_LABEL, FINISHING_WORDS, WAITING_WORDS
from .hud_tips import HudTips
from .undo_reasons import UNDO_OFF, UNDO_SHARED, shared_off, undo_tip
from .widgets import Button

# what each lit header button does, said with its key when the pointer rests on it (LIT_TIP_WAIT seconds)
LIT_TIPS = {"hud:menu": "Pause: save, settings, leave", "hud:rules": "This game's rules",
            "hud:scores": "Every seat's scores and their chart", "hud:hint": "A move a good player would make, and why",
            "hud:summary": "The game's summary",
            # it said nothing on hover, the one header button that did not (session 60, Quadruple War)
            "hud:finish": "The bots play the game to its end at once; Replay shows every move"}
LIT_TIP_WAIT = 0.7


# beside the next bot's turn while your last move can still be taken back
# (Enter lets the bot play now: session.go_on); where it does not fit, the short form, else nothing (the lit Undo
# says it). "Enter: now" was cryptic (review 56r): "go on" says the wait ends; single spaces round its dot keep
# "Bot 2 (normal) plays soon" with both keys on one line at 1024x640 (10 px to spare)
UNDO_WINDOW_WORDS = " \u00b7 U: undo, Enter: go on"
UNDO_WINDOW_SHORT = "  \u00b7  U: undo"
STATUS_MIN_PX = 13     # the header's status is never drawn smaller (a long one takes two lines instead)


def header_button(metrics, hid, label, on_click, key_name=None, hotkey=None):
    """One of a board's own header buttons (BoardScene.header_buttons), sized to its label as the kit's
    are: (id, label, on_click, width px, key name, hotkey)."""
    w = theme.text(label, metrics.px(15), bold=True).get_width() + metrics.px(28)
    return (hid, label, on_click, w, key_name, hotkey)



def title_form(title, size, room):
    """The game's title as the header says it in `room` px at its own `size`: whole, else before its colon
    ("The Game"), else none (the status takes the room): never shrunk nor cut ("Quadruple W\u2026" in tiny
    type beside Let the bots finish and Next at 1024x640, review 22)."""
    for form in (title, title.split(":")[0].strip()):
        if theme.text(form, size, bold=True).get_width() <= room:
            return form
    return ""

class Hud(HudTips):
    def __init__(self, board):
        self.board = board
        self.buttons = []
        self.left = 0            # where the buttons start: the score line ends before it
        self.shown = {}          # the words last drawn: title, status, score (whole) and the score's rect
        self.tip = None          # (words, rect) of a greyed button's reason drawn under it (hovered)
        # how far down the score line's forms it has given way, per (window size, room the buttons leave it)
        self._score_forms = {}
        # turn_on_screen() as the buttons were last built with it: a build while a move of yours lands (a split's
        # first cell) greys Hint, and the board builds them again once it has landed (Board.update; session 59:
        # built in the drop's tween, Hint stayed greyed with no reason for the rest of the split)
        self.turn_said = False

    def build(self):
        b = self.board
        self.turn_said = b.turn_on_screen()
        hud, _, _ = b.areas()
        m = b.metrics
        s = b.session
        bh = m.px(34)
        y = hud.centery - bh // 2
        x = hud.right - m.px(10)
        buttons = []
        greyed = {}              # a greyed button's reason (its layout says it)
        if b.read_only:
            specs = [("hud:rules", "Rules", b.open_rules, m.px(80), "F1", True)]
        else:
            # The same buttons in the same places all game long (a button that cannot be used now is
            # greyed, not taken away, so the others never shift); Undo is there only where undo can be
            # allowed at all, and Summary takes Hint's place once the game is over.
            specs = [("hud:menu", "Menu", b.open_pause, m.px(86), "Esc", True),
                     ("hud:rules", "Rules", b.open_rules, m.px(80), "F1", True)]
            if not b.game.cooperative:
                # a cooperative game has one score, the team's: the header says it ("7 of 50 cards laid")
                # and the summary charts it, so a Scores panel only repeated them (board_input: no C either)
                # open from the first move on: every total is 0 then (a person whose first turn came
                # first, in pass-and-play the second to play, found it greyed)
                # over the end-of-game summary too: the summary steps aside for the panel (a second "Final
                # scores" chart stacked over the summary's, Flush review 16; greyed there, it read as broken
                # to new players, QUASH session 24), and Summary (S) brings it back
                specs.append(("hud:scores", "Scores", b.toggle_scores, m.px(86), "C", s.curtain is None))
            if s.undo_allowed:
                # lit for a half-built move Undo puts back first (a QUASH swap: it looked greyed, "too late")
                half, waits = b.half_move_built(), b.undo_waits()
                specs.append(("hud:undo", "Undo", b.undo, m.px(76), "U", not waits and (half or s.can_undo())))
                # why greyed, as pressing U says
                greyed["hud:undo"] = waits or ("" if half else b.undo_stop_shown() or "")
            elif s.undo_switched_off:
                # greyed with its reason, as every greyed button: a game loaded with undo off lost its Undo
                # button altogether (Quadruple War, review 22, 110)
                specs.append(("hud:undo", "Undo", b.undo, m.px(76), "U", False))
                greyed["hud:undo"] = UNDO_OFF
            elif shared_off(s):
                # pass-and-play: greyed with its reason, not taken away (review 26, NumberQuash)
                specs.append(("hud:undo", "Undo", b.undo, m.px(76), "U", False))
                greyed["hud:undo"] = UNDO_SHARED
            d = s.director
            if s.over:
                # not while the last round's result waits for Next: that is the one way on, to the summary,
                # and a greyed Summary beside it only asked which to press
                # nor while the board still shows steps of its own (a greyed Summary beside the last
                # tiebreaker's Next)
                if not (d is not None and d.busy()) and not b.staged_caption():
                    specs.append(("hud:summary", "Summary", b.open_summary, m.px(110), "S", not b.show_summary))
                else:
                    # Hint stays in its place, greyed, until Summary takes it: gone, it left a gap beside the
                    # others while the game's last tiebreaker pair waited (QUASH, 1024x640, session 16)
                    specs.append(("hud:hint", "Hint", b.hint, m.px(70), "H", False))
                    # the end said only once the table shows it (session 24)
                    greyed["hud:hint"] = "The game is over" if b.end_on_screen() else END_NOT_SHOWN
            else:
                # nothing to hint when the only thing to do is a deal (dealing is no decision)
                specs.append(("hud:hint", "Hint", b.hint, m.px(70), "H",
                              b.turn_on_screen() and turn_verb(s.screen_legal()) != "deal"))
                if b.result_showing():
                    greyed["hud:hint"] = b.result_hint_words()   # a result waits for Next, not a bot
                elif s.everyone_out():
                    greyed["hud:hint"] = OUT_FINISHING_HINT_WORDS if b.out_choice.finishing() else OUT_HINT_WORDS
                elif s.turn_coming() and not s.turn_due():
                    greyed["hud:hint"] = hint_kept_words(s)     # pressed now, kept for the turn (HintOverlay.show)
        d = s.director
        if d is not None and d.gate() is not None and d.started and s.curtain is None and not self._gate_on_table():
            # a round's result waits for the person: Next sits in the header, never over the table
            # after the game's last result Next leads to the summary, and says so
            specs.append(("director:next", "Summary \u25b8" if s.over else "Next \u25b8", b.pass_gate,
                          m.px(124 if s.over else 104), "Enter", True))
        hotkeys = {}
        if not b.read_only and s.curtain is None:
            # every person out, the table not asking: the other way stays in the header (ui/out_choice.py)
            own = [header_button(m, "hud:finish", FINISH_LABEL, b.bots_finish, "F", pygame.K_f)] \
                if b.out_choice.in_header() else []
            for bid, label, cb, w, key, hotkey in own + list(b.header_buttons()):
                specs.append((bid, label, cb, w, key, True))
                hotkeys[bid] = hotkey
        for bid, label, cb, w, key, enabled in specs:
            x -= w
            buttons.append(Button(bid, label, (x, y, w, bh), on_click=cb, size=15, tooltip=key or "",
                                  enabled=enabled, style="primary" if bid == "director:next" else "normal",
                                  reason=greyed.get(bid, ""), hotkey=hotkeys.get(bid)))
            x -= m.px(8)
        self.buttons = buttons
        self.left = x

    def status(self):
        """What is happening, in a few words."""
        return self._status_main() + self._status_tail()

    def _brief(self, status):
        """`status` in fewer words, for a header too narrow for the whole line, as a list of forms, longest
        first (the header takes the first that fits two lines): a pass-and-play mover's glance with the key
        alone (glance_words(brief): QUASH at 1024x640); the board's news to you in fewer words
        (turn_news_brief, each of its forms) and the step the director tells (step_words_brief), when it is
        what the match says now (not words kept); else `status` itself."""
        s = self.board.session
        if not self.board.read_only and s.curtain is None and s.glancing() and status == s.glance_words():
            return [s.glance_words(brief=True)]
        if not self.board.read_only and s.curtain is None and s.held_seat() is not None and status == s.hold_words():
            return [s.hold_words(brief=True)]
        said = self._said
        if said is None or not said[2] or status != said[0] + self._status_tail():
            return [status]
        forms = []
        for i in range(max(1, len(self._news_forms()), len(self._gate_forms()))):
            form = self._match_words(brief=True, news_form=i) + self._status_tail()
            if form not in forms:
                forms.append(form)
        return forms

    def _news_forms(self):
        """The board's news to you in fewer words (turn_news_brief), as a list of forms, longest first."""
        forms = self.board.turn_news_brief()
        return [forms] if isinstance(forms, str) else list(forms or ())

    def _gate_forms(self):
        """A round's result waiting for Next, longest first: its whole words, the board's fewer
        (step_words_brief: Flush's "Round 1 is over: Bot 2 goes out; You +8"), its headline (the director's
        caption); the header says the first its two lines hold. The director's 40 characters alone cut a result
        at three seats to "Round 1 is over", who went out unsaid (issue 23). [] but at a result (the game's
        last says the game's end: its own caption)."""
        d = self.board.session.director
        gate = d.gate() if d is not None and d.started else None
        if gate is None or getattr(gate, "final", True):      # (a stand-in director's gate: no Step)
            return []
        forms = [gate.words] + self._step_brief(gate.event) + [gate.caption]
        return list(dict.fromkeys(f for f in forms if f))

    def _step_brief(self, event):
        """The board's step_words_brief of `event` as a list of forms, longest first (a hook may give one)."""
        hook = getattr(self.board, "step_words_brief", None)      # (a stand-in board may have none)
        brief = hook(event) if hook is not None and event is not None else None
        return [brief] if isinstance(brief, str) else list(brief or ())

    def _status_tail(self):
        """What the header adds where it has room: "  \u2014  Next (Enter)" beside a result waiting for Next
        (the Next button beside it and the table's prompt say it as well); "  \u00b7  U: undo" while the next
        bot waits for an Undo of your move (session.waiting_for_undo), once your move has landed; else ""."""
        b = self.board
        s = b.session
        d = s.director
        if b.read_only or s.curtain is not None or s.glancing() or d is None:
            return ""
        if d.busy() and d.gate() and d.started and not self._gate_on_table():
            return self.next_words()
        # (your own move need not land first: the Undo window is open from the move on)
        if not d.news_unshown() and not s.my_turn() and s.waiting_for_undo():
            return UNDO_WINDOW_WORDS        # the next bot waits a moment for it (session.bot_wait)
        return ""

    def _play_said(self):
        """May the header say play here (a told move, a turn), which the board's `widest_status` plans for?
        Not in a replay (it says "Replay \u00b7 \u2026"), while a round's result waits for Next (its words alone)
        or once the game is over and told: there the status of the moment is planned, in a room of its own
        (the result's buttons, Summary), so the score line says all it can ("H1 \u00b7 500 \u00b7 bags" beside
        "Hand 1 is over" at 1280x800, planned for a trick that was not there: session 26)."""
        s = self.board.session
        d = s.director
        if self.board.read_only or d is None:
            return not self.board.read_only
        if d.gate() is not None and d.started:
            return False
        return not (s.over and not d.busy())

    def _gate_on_table(self):
        """Does the table itself offer the way past the result (the out choice's two buttons in the
        result's place)? Then the header shows no Next."""
        return self.board.out_choice.offered()

    # the header's last words and the moment they were said (see _moment)
    _said = None

    def _status_main(self):
        """What is happening. One rule keeps words: while the table has still to show a move made by
        someone other than the person at the screen (director.news_unshown: a bot's card on its way), the
        header keeps what it said before that move, as long as the table shows the same moves and the
        director tells the same step as when it was said (_moment), and the game is not over; otherwise it
        says what is true now.
        The words of what the screen itself does (a replay, the curtain, a glance, the bots finishing, a
        board's own steps) are never kept: they are what the table shows."""
        words = self._screen_words()
        moment = self._moment()
        if words is None:
            # never once the game is over: the table already shows its end (the hands at the end, Summary),
            # and words from before the last move were no longer true ("Bot 2 is thinking…" beside
            # Summary while the last cards flew, review 21): the last move's step or "Game over" is said
            if self._said is not None and self._said[1] == moment and self._news_on_its_way() \
                    and not self.board.session.over:
                self._said = (self._said[0], moment, False)       # kept: said as it was
                return self._said[0]
            words = self._match_words()
            self._said = (words, moment, True)
            return words
        self._said = (words, moment, False)
        return words

    def _moment(self):
        """When words are said: the moves the table shows and the director's steps passed (an undo counts
        as one); words said at another moment are not kept (at instant speed a move comes every frame and
        none is ever shown: a passed round's result was kept through the next rounds, review 16)."""
        d = self.board.session.director
        return (d.shown(), d.passed) if d is not None else None

    def _news_on_its_way(self):
        """Is a move someone else made still on its way to the table (director.news_unshown)? On your turn
        the board says when the move before it has landed (turn_on_screen: QUASH's deal flying in is no
        move on its way).

        Why the turn is not the director's news_unshown() alone: the director counts a move shown once the
        whole table has settled (every glide run out), from the one `settled` flag the board gives it; its
        steps start then and the move log lists the move then, and both must wait for everything. Which of
        the pieces still moving are the move before your turn is the board's own, finer fact (QUASH: the
        card and its chain, not the next deal flying in; The Game: none of a bot's drawn cards going to its
        plate). For news_unshown to say it, the director would have to ask the board which glides are the
        move and keep a second count beside shown(), a second rule where this asks one question of the
        board, and only on your turn (on another's, nothing of yours waits behind the news)."""
        d = self.board.session.director
        return d is not None and d.news_unshown() and not self.board.turn_on_screen()

    def _screen_words(self):
        """What the screen itself is doing, said as it happens; None where the header tells the match."""
        s = self.board.session
        if self.board.read_only:
            eyes = " \u00b7 " + s.view_label() if s.view_switch else ""      # one view: nothing to name
            return "Replay" + eyes + (" \u00b7 game over" if s.over else "")
        if s.curtain is not None:
            return "Passing the screen"
        if s.glancing():            # the mover's own moment: nobody else is named while their cards show
            return s.glance_words()
        if s.held_seat() is not None:       # a turn over, waiting to be handed over (mover_moment.py)
            return s.hold_words()
        if self.board.out_choice.finishing():     # every person out, the bots playing the rest at once
            return FINISHING_WORDS
        d = s.director
        staged = self.board.staged_caption()      # a board showing steps of its own
        if staged and not (d is not None and d.busy() and d.started):
            # the move's step waits for the board's own steps (QUASH: a tiebreaker pair face up waits for
            # its Next): the header says those ("Scoring…" said nothing of the Next it waited for); they
            # come before "Game over" too (the last round's steps are still shown)
            return staged
        return None

    def _match_words(self, brief=False, news_form=0):
        """What the match says now: the step the director tells, the game's end, whose turn it is (`brief`:
        with the board's news to you and the step told in fewer words, the news in its form `news_form`)."""
        s = self.board.session
        d = s.director
        if d is not None and d.busy():     # the last move is still told (its round's result) before "Game over"
            told = d.caption()
            gate = d.gate()                             # a result waiting for Next: said in full, alone
            results = self._gate_forms()
            if results:
                return results[min(news_form, len(results) - 1)] if brief else results[0]
            step = d.steps[0] if d.steps else None      # (busy with no step: the round's result held)
            if brief and d.started and gate is None and step is not None and step.event is not None:
                told = (self._step_brief(step.event) or [told])[0]     # the told step in fewer words
            if self.board.turn_said_while_told and gate is None and self.turn_is_yours():
                return f"{self._your_turn()} \u00b7 {told}"
            return told
        if s.over:
            return "Game over"
        if s.my_turn():
            mine = self._your_turn()
            verb = turn_verb(s.screen_legal())
            if verb == "deal":                    # not a turn to play: the one thing to do is deal
                mine += " to deal"
            forms = self._news_forms() if brief else []
            news = forms[min(news_form, len(forms) - 1)] if forms else self.board.turn_news()   # since your last move
            return f"{mine}: {news}" if news else mine
        seat = s.match.to_move
        if s.is_bot(seat) and s.bots_waiting():     # held for the person's answer: no bot's step is under way
            return WAITING_WORDS
        if s.is_bot(seat) and s.waiting_for_undo():     # it waits for your Undo, not on its thinking
            return s.sentence(seat, "plays soon")
        if s.is_bot(seat):       # a step that is no choice is said for what it is (game.step_words)
            step = s.match.game.step_words.get(sole_kind(s.match.legal_actions()))
            return s.sentence(seat, f"{step}\u2026" if step else "is thinking\u2026")
        return f"{s.name(seat)} to {turn_verb(s.match.legal_actions())}"     # "Ann to bid", as Continue says

    def _your_turn(self):
        s = self.board.session
        return "Your turn" if not s.pass_and_play else f"{s.name(s.screen_seat)}, your turn"

    def turn_is_yours(self):
        """Is the seat at the screen a person to move, the curtain down (while a step is still told)?"""
        s = self.board.session
        m = s.match
        return (s.curtain is None and not m.over and s.screen_seat is not None and m.to_move == s.screen_seat
                and m.is_human(s.screen_seat))

    def next_words(self):
        """What the header adds to a result waiting for Next: where Next leads (the summary, after the
        game's last result)."""
        return "  \u2014  Next: the summary" if self.board.session.over else "  \u2014  Next (Enter)"

    def draw(self, surface, hud):
        b = self.board
        m = b.metrics
        s = b.session
        pygame.draw.rect(surface, theme.PANEL, hud)
        pygame.draw.line(surface, theme.PANEL_LINE, (hud.x, hud.bottom - 1), (hud.right, hud.bottom - 1))
        # the score line on the right (the round, each side's score) is drawn whole at its size: the title
        # and what is happening (a round's result can be long) give way first, shrunk then cut
        score = b.score_text(s.shown_result(), s.table_view()) if s.curtain is None else ""
        score_size = m.px(15)
        right = self.left - m.px(12)
        left = m.px(16)
        title = b.game.title
        least = max(STATUS_MIN_PX, m.px(15))
        # planned without its tail ("  \u2014  Next (Enter)": the Next button beside it says it, dropped first
        # where room is short): the score line gave "bags on" up for it (session 26)
        status, tail = self.status(), self._status_tail()
        # (a round's result planned as its headline: the title and the score line keep their room, and the result
        # says in what is left the longest of its forms that fits, _gate_forms)
        planned = (self._gate_forms() or [status[:-len(tail)] if tail and status.endswith(tail) else status])[-1]
        status_w = theme.font(least, True).size(planned)[0]
        widest = b.widest_status() if self._play_said() else None
        # a board's longest status planned (widest_status): the score line's form is chosen for it alone, from
        # the first frame on, so it says the same every frame of a game; a rarer longer one takes two lines
        # (only where play is said: a result's header planned for a trick not there, session 26)
        planned_w = theme.font(least, True).size(widest)[0] if widest else status_w

        def room_beside(score):
            return right - left - (theme.text(score, score_size).get_width() + m.px(24) if score else 0)

        def status_wraps(room):
            return planned_w > room - min(theme.text(title, m.px(18), bold=True).get_width(), room // 3) - m.px(24)
        words_room = room_beside(score)
        forms = [score] if score else []
        room_key = (surface.get_size(), right)
        kept = self._score_forms.get(room_key, 0)
        if score and (status_wraps(words_room) or kept):
            # the board's briefer forms, longest first, before the status takes two lines: the first that
            # keeps it on one line, else the briefest (Quadruple War drops "bags on" last of all, session 20)
            brief = b.score_text_brief(s.shown_result(), s.table_view())
            forms += [brief] if isinstance(brief, str) else list(brief or ())
        need = next((i for i, form in enumerate(forms) if not status_wraps(room_beside(form))), len(forms) - 1)

        def title_fits(room):
            return bool(title_form(title, m.px(18), max(0, room // 3, room - status_w - m.px(24))))
        if score and not title_fits(room_beside(forms[min(max(need, kept), len(forms) - 1)])):
            # the title (or its short form) stays where a briefer score line leaves it room beside the status
            # (its tail aside): the one rule whatever the seats (at a hand's result against bots at 1024x640, Let the
            # bots finish took the room and the title went while pass-and-play kept it, session 27)
            if len(forms) == 1:
                brief = b.score_text_brief(s.shown_result(), s.table_view())
                forms += [brief] if isinstance(brief, str) else list(brief or ())
            need = next((i for i in range(max(need, kept), len(forms)) if title_fits(room_beside(forms[i]))), need)
        # the header's parts keep their places: a form once given way in this room stays given way, so the
        # score line does not grow back and shrink again with each status ("bags on" came and went with every
        # told trick, the line's left end jumping: session 21); kept per room, so a form the result's buttons
        # (Let the bots finish, Next) took comes back when they go ("bags on" was gone from hand 2 on, session 25)
        index = max(need, kept)
        if forms:
            index = min(index, len(forms) - 1)
            score, words_room = forms[index], room_beside(forms[index])
            self._score_forms[room_key] = index
        # the title takes a third of the room, or all the status leaves on one line at its least size
        title = title_form(b.game.title, m.px(18), max(0, words_room // 3, words_room - status_w - m.px(24)))
        if title and status_w <= words_room and self._brief(status) != [status]:
            # the game's name gives way before the board's news is said in fewer words, where the news then reads
            # whole on one line (NumberQuash at six seats, 1024x640: "Bot 5 stole your right red 9" lost its
            # bonus "(12)" beside the title "NumberQuash", session 33)
            title_w = theme.text(title, m.px(18), bold=True).get_width()
            title = "" if status_w > words_room - title_w - m.px(24) else title
        if title:
            title_r = theme.blit_text(surface, title, m.px(18), (left, hud.centery), theme.GOLD, True, "midleft")
            status_x, status_room = title_r.right + m.px(24), max(0, words_room - title_r.w - m.px(24))
        else:
            status_x, status_room = left, max(0, words_room)
        lines, said = self._draw_status(surface, hud, status_x, status_room)
        self.shown = {"title": title, "status": " ".join(lines), "status_lines": len(lines), "score": score,
                      "lines": list(lines)}
        self.word_rects = ([title_r] if title else []) + said
        if score:
            score_r = theme.blit_text(surface, score, score_size, (right, hud.centery), theme.MUTED, False,
                                      "midright")
            self.shown["score_rect"] = score_r
            self.word_rects.append(score_r)

    def _draw_status(self, surface, hud, x, room):
        """What is happening: one line, shrunk no further than readable (STATUS_MIN_PX); a longer one (a
        bot's whole move told) takes two lines, and only what a third would hold is cut."""
        m = self.board.metrics
        status, tail = self.status(), self._status_tail()
        least = max(STATUS_MIN_PX, m.px(15))
        if theme.font(least, True).size(status)[0] > room:
            # the board's news in fewer words before a second line: the first form that two lines hold whole
            # (with the move log open at six seats, 1024x640, "Your turn: Bot 4 missed a turn; Bot 2 stole…"
            # cut the steal from you: session 32), else the briefest
            forms = self._brief(status)
            status = next((f for f in forms if self._fits_two_lines(f, least, room)), forms[-1])
        if tail and status.endswith(tail) and theme.font(least, True).size(status)[0] > room:
            status = status[:-len(tail)]   # "Hand 1 is over / — Next (Enter)" wrapped: the Next button says it
            if tail == UNDO_WINDOW_WORDS and theme.font(least, True).size(status + UNDO_WINDOW_SHORT)[0] <= room:
                status += UNDO_WINDOW_SHORT     # the Undo key kept, Enter's word let go
        size = theme.fit_size(status, m.px(17), room, True, least)
        lines = [status]
        if theme.font(size, True).size(status)[0] > room:
            size = least
            lines = phrase_break(status, theme.wrap_balanced(status, size, room, True, units=[]), size, room)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            # cut after a whole word ("puts a blue quasher on bonus o\u2026" was cut mid-word; review 15)
            lines = [theme.fit_forms([line], size, room, bold=True) for line in lines]
        step = theme.font(size, True).get_linesize()
        said = []
        for i, line in enumerate(lines):
            y = hud.centery + int((i - (len(lines) - 1) / 2) * step)
            said.append(theme.blit_text(surface, line, size, (x, y), theme.TEXT, True, "midleft"))
        return lines, said

    @staticmethod
    def _fits_two_lines(status, size, room):
        """Does `status` fit in `room` px at `size` on one line, or wrapped on two, uncut?"""
        lines = theme.wrap_balanced(status, size, room, True, units=[])
        return len(lines) <= 2 and all(theme.font(size, True).size(line)[0] <= room for line in lines)

    def looks(self, btn, mouse, pressed):
        """(hover, pressed) as `btn` is drawn: Scores looks pressed while its panel is open (a toggle that
        says it is on); the button just clicked shows no hover ring until the pointer leaves it (the ring
        left under a pointer that had not moved read as "still on" once the panel had closed)."""
        on = pressed == btn.id or (btn.id == "hud:scores" and self.board.score_panel.showing())
        hover = btn.rect.collidepoint(mouse) and btn.id != self.board.input.quiet_hover
        return hover, on

    def draw_buttons(self, surface, mouse, pressed):
        self.tip = None
        self.undo_bar = None
        for btn in self.buttons:
            hover, on = self.looks(btn, mouse, pressed)
            btn.draw(surface, self.board.metrics, hover=hover, pressed=on)
            if btn.id == "hud:undo" and btn.enabled:
                self._draw_undo_window(surface, btn)
                if hover and not self.board.half_move_built():       # what it would take back, not a bot's move
                    tip = self._undo_tip()
                    if tip:
                        self._draw_tip(surface, btn, tip)
            if hover and not btn.enabled and btn.reason and not self._said_on_table(btn):
                self._draw_tip(surface, btn)
            elif btn.enabled and btn.id in LIT_TIPS and btn.tooltip and self._rested_on(btn, hover):
                # a lit button says what it does and its key once the pointer rests on it, as a desktop
                # app's do (review 26: Hint, Scores and Menu said nothing on hover; only greyed ones did)
                self._draw_tip(surface, btn, f"{LIT_TIPS[btn.id]} ({btn.tooltip})")

    _hovered = (None, 0.0)      # (the lit header button the pointer is on, since when on the board's clock)

    def draw_table_tip(self, surface, mouse, live, more=()):
        """The words of a place on the table the pointer rests on (`table.tips`: NumberQuash's missed-turn
        badge, which told a new player nothing of what, why or how long, review 28; `more`: such places drawn
        after the build, the marks' tags: recent_marks.tag_tips), as a lit button's."""
        spots = list(getattr(self.board.table, "tips", ())) + list(more)
        # the first spot under the pointer alone (a small one listed before a larger it lies on: NumberQuash's
        # spent ring on its bonus octagon); each one under it took the wait over in turn, and none ever showed
        hit = next((spot for spot in spots if live and spot.rect.collidepoint(mouse)), None)
        for spot in spots:
            if spot is not hit:
                self._rested_on(spot, False)
        if hit is not None and self._rested_on(hit, True):
            self._draw_tip(surface, hit, hit.reason, above=True)
            return hit
        return None

    def _rested_on(self, btn, hover):
        """Has the pointer rested on `btn` for LIT_TIP_WAIT seconds (a tip on every pass of the pointer over
        the header would flicker across the table)?"""
        now = self.board.now
        if not hover:
            if self._hovered[0] == btn.id:
                self._hovered = (None, 0.0)
            return False
        if self._hovered[0] != btn.id:
            self._hovered = (btn.id, now)
        return now - self._hovered[1] >= LIT_TIP_WAIT

    _undo_tip_key = _undo_tip_words = None

    def _undo_tip(self):
        """The lit Undo's tip, made once a position (it reads the match's moves back to your last: work that
        grows with the game, not to be done every frame the pointer rests on the button)."""
        m = self.board.session.match
        key = (len(m.actions), m.undos, self.board.session.screen_seat)
        if key != self._undo_tip_key:
            self._undo_tip_key, self._undo_tip_words = key, undo_tip(self.board.session)
        return self._undo_tip_words

    def _said_on_table(self, btn):
        """Does the table's message say this greyed button's reason now (board_words.reason_said)?"""
        return reason_said(self.board, btn)

    # the drawn rect of the Undo window's bar (None when none is drawn): it drains as the next bot's wait runs
    undo_bar = None

    def _draw_undo_window(self, surface, btn):
        """While the next bot waits for an Undo of your move (session.undo_window), a gold bar along the
        Undo button's bottom edge, draining as the wait runs out: pressing Undo at 3 s of a 2.5 s wait said
        "Too late to undo" with nothing to tell the window (review 18)."""
        left = self.board.session.undo_window()
        if left is None or self.board.read_only:
            return
        m = self.board.metrics
        inset, h = m.px(8), max(2, m.px(4))
        full = btn.rect.w - 2 * inset
        w = int(round(full * left))
        if w <= 0:
            return
        bar = pygame.Rect(btn.rect.x + inset, btn.rect.bottom - h - m.px(3), w, h)
        pygame.draw.rect(surface, theme.shade(theme.GOLD, -0.5), (bar.x, bar.y, full, h), border_radius=h // 2)
        pygame.draw.rect(surface, theme.GOLD, bar, border_radius=h // 2)
        self.undo_bar = bar


PHRASE_ENDS = (": ", "; ")


def phrase_break(status, lines, size, room):
    """Two header lines parted between phrases where both halves fit `room` (the most even such break), else
    `lines` as wrapped: "Player 1, your turn: Player 2 blocked / you: you missed a turn" broke inside a phrase at
    1024x640 where "Player 1, your turn: / Player 2 blocked ..." fitted (review 60)."""
    if len(lines) != 2 or lines[0].endswith(tuple(end.strip() for end in PHRASE_ENDS)):
        return lines
    f = theme.font(size, True)
    breaks = [(status[:i + 1], status[i + 2:]) for i in range(len(status) - 1) if status[i:i + 2] in PHRASE_ENDS]
    fitting = [pair for pair in breaks if pair[1] and max(f.size(part)[0] for part in pair) <= room]
    return list(min(fitting, key=lambda pair: max(f.size(part)[0] for part in pair))) if fitting else lines

