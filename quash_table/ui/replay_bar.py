"""The replay bar: the controls a read-only board shows along the bottom of its table (ui/replay.py has
the session it steps through)."""

import pygame

from . import theme, tip_look
from .board_words import reason_said
from .sprites import card_size, words_shown
from .widgets import Button, rect_list

BAR_H = 64          # design pixels: the replay bar along the bottom of the table
SLIDER_TIP = "Drag or click to jump to any move (Left / Right: one move at a time)"
SLIDER_SHORT = "Drag or click to jump to any move"   # the slider's help line where SLIDER_TIP does not fit
COUNTER_TIP = "The move the table shows, and how many moves the game had"
AT_FIRST = "Already at the first move"     # why |◀, ◀◀ and ◀ are greyed (and Home, Left say it)
AT_LAST = "Already at the last move"       # why ▶, ▶▶ and ▶| are greyed (and End, Right say it)
BACK_IDS = ("replay:start", "replay:round_back", "replay:back")
ON_IDS = ("replay:forward", "replay:round_next", "replay:end")
AGAIN_WORDS = "From the start again: the moves play from the first"      # ▶ Play at the last move (review 29)
TIP_STRETCH = 80    # design px: the slider's tip is placed over the stretch of this width the pointer is on
KNOB = 10           # design pixels: the slider knob's radius
CARD_H = 64         # design pixels: a face-up hand's cards at most
MIN_STEP = 13       # design pixels: face-up cards fanned no closer (their rank and suit corner shows)
LINE_DROP = 0.55    # a hand's next line of face-up cards lies this much of a card lower, over the last


class TipSpot:
    """A part of the bar that is no button (the slider, the counter) as the tip placer reads one: its id
    and rect, no reason of its own."""

    reason = None

    def __init__(self, tip_id, rect):
        self.id, self.rect = tip_id, rect


class ReplayBar:
    """The controls a read-only board shows along the bottom of its table; BoardScene owns one."""

    def __init__(self, board):
        self.board = board
        self.dragging = False

    @property
    def session(self):
        return self.board.session

    def rect(self):
        """The bar: the window's width (under the log's column too: across the table alone, its slider was
        94 px wide at 1280x800, session 25), along its bottom."""
        _, area, _ = self.board.areas(full=True)
        m = self.board.metrics
        h = m.px(BAR_H)
        return pygame.Rect(0, area.bottom - h, m.w, h)

    def _layout(self):
        m = self.board.metrics
        bar = self.rect()
        pad = m.px(10)
        bh = m.px(40)
        y = bar.centery - bh // 2
        word = self.session.rounds.word.lower()       # the game's round: Quadruple War's hand
        play_label, play_tip = self.play_words()
        # each button's tooltip says what it does and its key (review 25: ◀◀ and ▶▶ told nothing on hover)
        specs = [("replay:start", "|\u25c0", m.px(46), self.to_start, "To the start (Home)"),
                 ("replay:round_back", "\u25c0\u25c0", m.px(46), lambda: self.jump_round(-1),
                  f"Back to this {word}'s deal, then the previous {word}'s result (Ctrl+Left)"),
                 ("replay:back", "\u25c0", m.px(46), lambda: self.step(-1), "One move back (Left)"),
                 ("replay:play", play_label, m.px(86), self.toggle_play, play_tip),
                 ("replay:forward", "\u25b6", m.px(46), lambda: self.step(1), "One move on (Right)"),
                 ("replay:round_next", "\u25b6\u25b6", m.px(46), lambda: self.jump_round(1),
                  f"On to this {word}'s result, then the next {word}'s deal (Ctrl+Right)"),
                 ("replay:end", "\u25b6|", m.px(46), self.to_end, "To the end (End)")]
        if not self.has_rounds():
            # a game played in one round (The Game) has no deal to jump to: no ◀◀ / ▶▶ that would do nothing
            specs = [spec for spec in specs if spec[0] not in ("replay:round_back", "replay:round_next")]
        x = bar.x + pad
        buttons = []
        for bid, label, w, cb, key in specs:
            # greyed where there is nothing that way, saying why on hover (review 28: |◀ and ◀ stood lit at
            # "Move 0 of 197", their tips offering what they could not do)
            why = self.nothing_that_way(bid)
            buttons.append(Button(bid, label, (x, y, w, bh), on_click=cb, size=16, tooltip=key,
                                  enabled=why is None, reason=why))
            x += w + m.px(6)
        right = bar.right - pad
        close_w, view_w = m.px(86), m.px(230)
        close = Button("replay:close", "Close", (right - close_w, y, close_w, bh), on_click=self.close,
                       style="primary", size=16, tooltip="Close the replay (Esc)")
        locked = self.session.view_locked_words()
        # labelled by what it does, the next view ("As you saw it" was the header's name of the view shown)
        view = Button("replay:view", self.session.switch_label(bool(locked)) + "  \u25b8",
                      (right - close_w - m.px(8) - view_w, y, view_w, bh), on_click=self.cycle_view,
                      size=14, tooltip=self._view_tip(), enabled=not locked, reason=locked)
        if not self.session.view_switch:      # a game that hides nothing has one view: no switch
            view.rect.w, view.rect.x = 0, close.rect.x - m.px(8)
            buttons.append(close)
        else:
            buttons += [view, close]
        count_w = m.px(104)
        knob = m.px(KNOB)     # the knob stands out past both ends of the track: room kept for it
        slider = pygame.Rect(x + m.px(8) + knob, bar.centery - m.px(5),
                             view.rect.x - x - count_w - m.px(24) - 2 * knob, m.px(10))
        counter = pygame.Rect(slider.right + knob + m.px(8), y, count_w, bh)
        return buttons, slider, counter

    def buttons(self):
        return self._layout()[0]

    def _view_tip(self):
        """The view switch's tip: the view it shows next, by the header's name for it, and its key."""
        s = self.session
        if len(s.choices) < 2:
            return "Whose eyes the table shows (V)"
        nxt = s.next_choice()
        return f"Next: {'Spectator' if nxt is None else s.view_label(nxt)} \u2014 whose eyes the table shows (V)"

    def play_words(self):
        """(▶ Play's words, its tip): at the last move it starts again from the first, and says so (it jumped back
        to the start without a word, review 29)."""
        s = self.session
        if s.playing:
            return "\u275a\u275a", "Pause (Space)"
        if s.play_restarts():
            return "\u21ba Again", "Play the moves again from the start (Space)"
        return "\u25b6 Play", "Play the moves (Space)"

    def toggle_play(self):
        """▶ Play or Pause (Space); at the last move, the moves again from the start, said on the table."""
        if self.session.play_restarts():
            self.board.show_message(AGAIN_WORDS, "info")
        self.session.toggle_play()

    def nothing_that_way(self, bid):
        """Why the bar's button `bid` would do nothing now (the table at the first step and it goes back, or
        at the last and it goes on), else None."""
        if bid in BACK_IDS and self.session.at_first():
            return AT_FIRST
        if bid in ON_IDS and self.session.at_last():
            return AT_LAST
        return None

    def _can_go(self, bid):
        """Would `bid` (or its key) move the table? Where not, the bar says why and nothing changes."""
        why = self.nothing_that_way(bid)
        if why is not None:
            self.board.show_message(why, "info")
        return why is None

    def has_rounds(self):
        """Was the game played in more than one round (a deal to jump to)?"""
        return len(self.session.rounds.starts) > 1

    def face_rects(self):
        """The slider (with its knob's reach), the counter and the bar itself: what a tip keeps off as it
        does a button's face (the slider's tip lay on the bar over ▶ Play and ▶▶, its buttons weighing
        less than the hand's cards above it)."""
        _, slider, counter = self._layout()
        return [slider.inflate(2 * self.board.metrics.px(KNOB), self.board.metrics.px(26)), counter, self.rect()]

    def hovered_tip(self, mouse):
        """(button, its tooltip) of the bar's button under the pointer, or None: drawn by the board's painter
        over the bar, as the header's tips are."""
        for btn in self.board.overlay_buttons:
            if btn.id.startswith("replay:") and btn.rect.collidepoint(mouse):
                # a greyed one says why it is greyed, as a greyed header or table button does (review 27: the
                # unfinished game's greyed "Spectator ▸" said nothing though its reason was there)
                words = btn.tooltip if btn.enabled else btn.reason
                # (not where the table's message says that reason now: pressed, it said it twice, review 33)
                if words and (btn.enabled or not reason_said(self.board, btn)):
                    return btn, words
        # the slider and the counter are no buttons and said nothing on hover (session 26): their words, placed
        # by the same placer as a button's (a stand-in with the id and rect it reads)
        grip, counter, _ = self.face_rects()
        if grip.collidepoint(mouse):
            return TipSpot("replay:slider", self.pointer_on(grip, mouse)), SLIDER_TIP
        if counter.collidepoint(mouse):
            return TipSpot("replay:counter", counter), COUNTER_TIP
        return None

    def caption_rect(self):
        """The slider's help line: the bar under its track, between the knob's foot and the bar's (session 31: no
        room near the slider was free for a floating tip; it lay 147-282 px above it, over the table's middle, to
        keep off the hand 14-20 px above the bar and the bar's own buttons)."""
        m = self.board.metrics
        _, slider, _ = self._layout()
        knob = m.px(KNOB)
        top = slider.centery + knob + 1
        return pygame.Rect(slider.x - knob, top, slider.w + 2 * knob, self.rect().bottom - top - 1)

    def draw_caption(self, surface, words):
        """The slider's `words` (cut to SLIDER_SHORT where they do not fit at tip_look.HELP_SMALLEST) in its help
        line, in the menus' muted words; (words shown, their rect)."""
        m = self.board.metrics
        place = self.caption_rect()
        size = max(m.px(tip_look.HELP_SMALLEST), m.px(tip_look.HELP_TEXT) - 1)
        smallest = max(11, m.px(tip_look.HELP_SMALLEST))
        for text in (words, SLIDER_SHORT):
            got = theme.fit_size(text, size, place.w, smallest=smallest)
            if theme.font(got).size(text)[0] <= place.w or text == SLIDER_SHORT:
                break
        r = theme.blit_text(surface, text, got, place.center, theme.MUTED, anchor="center")
        return text, r

    def pointer_on(self, grip, mouse):
        """The slider's tip's anchor: the stretch of the slider (TIP_STRETCH design px, each placed once and
        kept: a placing takes tens of ms) where the pointer is (the whole slider, some 700 px wide, had its tip
        hung from its right end at the window's edge, far from the pointer: review 28)."""
        n = max(1, grip.w // self.board.metrics.px(TIP_STRETCH))
        i = min(n - 1, max(0, (mouse[0] - grip.x) * n // max(1, grip.w)))
        x0, x1 = grip.x + i * grip.w // n, grip.x + (i + 1) * grip.w // n
        return pygame.Rect(x0, grip.y, x1 - x0, grip.h)

    # --- acting -----------------------------------------------------------------------------------------
    def _jump(self, n, **step):
        """To the position after n moves (`step`: which of its steps, as ReplaySession.goto takes it)."""
        if abs(n - self.session.position) > 1:
            self.board._snap = True      # a long jump lays the table out at once rather than flying
        self.session.goto(n, **step)

    def step(self, delta):
        """A move on or back (a round's result is a step of its own: ReplaySession.step)."""
        if not self._can_go("replay:back" if delta < 0 else "replay:forward"):
            return
        self.session.playing = False
        if abs(delta) > 1:
            self.board._snap = True      # a long jump lays the table out at once rather than flying
        self.session.step(delta)

    def jump_round(self, delta):
        """To the next round's deal, or back to this round's (the one before from its deal): a long game is
        stepped a round at a time too (ReplaySession.jump_round); where there is none, the bar says so."""
        if not self._can_go("replay:round_back" if delta < 0 else "replay:round_next"):
            return
        self.board._snap = True          # a jump lays the table out at once rather than flying
        if not self.has_rounds():
            self.board.show_message("This game was played in one round: Home and End go to its start and end",
                                    "info")
            return
        if not self.session.jump_round(delta):
            word = self.session.rounds.word.lower()
            self.board.show_message(f"This is the first {word}'s deal" if delta < 0
                                    else f"This is the last {word}'s result", "info")

    def to_start(self):
        if not self._can_go("replay:start"):
            return
        self.session.playing = False
        self._jump(0)

    def to_end(self):
        if not self._can_go("replay:end"):
            return
        self.session.playing = False
        # its last step (a move that scored a round and dealt the next: the deal after the result), the one
        # where ▶ and ▶| are greyed
        self._jump(self.session.length, result=False, last=True)

    def cycle_view(self, delta=1):
        """The next eyes (V, Tab, the view button); where there are none, why (it was greyed, and V did
        nothing, without a word)."""
        locked = self.session.view_locked_words()
        if locked:
            self.board.show_message(locked, "info", about="replay:view")
            return
        self.session.cycle_view(delta)

    def close(self):
        self.session.close()
        self.board.app.pop(self.board)

    def handle(self, event):
        if event.type == pygame.KEYDOWN:
            k = event.key
            keys = {pygame.K_RIGHT: lambda: self.step(1), pygame.K_LEFT: lambda: self.step(-1),
                    pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                    pygame.K_PAGEUP: lambda: self.step(-10), pygame.K_PAGEDOWN: lambda: self.step(10),
                    pygame.K_SPACE: self.toggle_play, pygame.K_v: self.cycle_view, pygame.K_ESCAPE: self.close}
            if k in (pygame.K_LEFT, pygame.K_RIGHT) and event.mod & pygame.KMOD_CTRL:
                self.jump_round(1 if k == pygame.K_RIGHT else -1)
                return True
            if k == pygame.K_TAB:
                self.cycle_view(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if k in keys:
                keys[k]()
                return True
            return False
        buttons, slider, _ = self._layout()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            greyed = next((b for b in buttons if b.reason and not b.enabled and b.rect.collidepoint(event.pos)),
                          None)
            if greyed is not None:          # a greyed button pressed says why it is greyed
                self.board.show_message(greyed.reason, "info", about=greyed.id)
                return True
        hit = slider.inflate(0, self.board.metrics.px(26))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hit.collidepoint(event.pos):
            self.dragging = True
            self._slide(event.pos[0], slider)
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._slide(event.pos[0], slider)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def _slide(self, x, slider):
        s = self.session
        s.playing = False
        frac = (x - slider.x) / max(1, slider.w)
        n = round(max(0.0, min(1.0, frac)) * s.length)
        if n != s.position:
            self._jump(n)

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface):
        m = self.board.metrics
        s = self.session
        bar = self.rect()
        pygame.draw.rect(surface, theme.PANEL, bar)
        pygame.draw.line(surface, theme.PANEL_LINE, bar.topleft, bar.topright)
        _, slider, counter = self._layout()
        theme.panel(surface, slider, (0, 0, 0), 120, slider.h // 2, theme.PANEL_LINE)
        frac = s.position / s.length if s.length else 1.0
        done = slider.copy()
        done.w = max(slider.h, int(slider.w * frac))
        theme.panel(surface, done, theme.GOLD, 200, slider.h // 2)
        knob = (slider.x + int(slider.w * frac), slider.centery)
        pygame.draw.circle(surface, theme.GOLD, knob, m.px(KNOB))
        pygame.draw.circle(surface, theme.PANEL, knob, m.px(KNOB), max(1, m.px(2)))
        text = s.counter_words()
        size = theme.fit_size(text, m.px(15), counter.w)
        theme.blit_text(surface, text, size, counter.center, theme.TEXT, True, "center")

    def _lines(self, cards, width, ch):
        """How many lines face-up `cards` `ch` pixels tall take in `width`: one, unless fanned any closer
        than MIN_STEP their rank corners would not show (a two-player hand of 26 overran the panel on both
        sides), or than the words written low on a card need to read whole (Flush's "SKIP", "LINK", "FLUSH"
        were cut to "SK", "LIN", "FLU" by the next card: sprites.words_shown)."""
        size = card_size(ch)
        deck = self.board.deck
        # (MIN_STEP shows the corner of a card CARD_H tall: a taller card's corner is wider, "10" was cut to "1")
        corner = max(self.board.metrics.px(MIN_STEP), int(ch * MIN_STEP / CARD_H))
        need = max([corner] + [words_shown(deck, c, size) + 1 for c in cards])
        return max(1, -(-len(cards) // max(1, 1 + int((width - size[0]) // need))))

    def _hands_plan(self, log):
        """({seat: lines}, the width a line may take, the cards' height, the panel's height) for the face-up
        hands in the log column: the tallest cards (the board's faceup_card_h, else CARD_H, at most) whose
        lines fit the panel's room (two thirds of the column), each hand in as few lines as show every card's
        corner and words whole."""
        hands = self.session.hands()
        key = (tuple(log), tuple((seat, tuple(cards)) for seat, cards in hands.items()), self._card_cap())
        if self._plan_for != key:
            self._plan_for, self._plan = key, self._plan_hands(log, hands)
        return self._plan

    _plan_for = _plan = None

    def _card_cap(self):
        """The face-up cards' height at most, in screen pixels (BoardHooks.faceup_card_h)."""
        return self.board.metrics.px(self.board.faceup_card_h or CARD_H)

    def _plan_hands(self, log, hands):
        m = self.board.metrics
        width = log.w - m.px(28)
        drop = self.board.faceup_line_drop()
        room = log.h * 2 // 3
        names = m.px(34) + len(hands) * m.px(22)       # the title, and a heading a hand
        for ch in range(self._card_cap(), m.px(24) - 1, -1):
            lines = {seat: self._lines(cards, width, ch) for seat, cards in hands.items()}
            # a hand's further lines each a drop of a card lower; an empty hand is its heading only
            units = sum(1 + (n - 1) * drop for seat, n in lines.items() if hands[seat])
            h = names + int(units * ch)
            if h <= room:
                break
        return lines, width, ch, min(h, room)

    def hands_rect(self, log):
        """The part of the move-log column that shows the face-up hands (the log keeps the rest)."""
        hands = self.session.hands()
        if not hands or self.board.faceup_at_seats(hands):
            return None
        area = self.board.faceup_panel_area(log)
        return pygame.Rect(area.x, area.y, area.w, self._hands_plan(area)[3])

    def add_hands(self, t):
        """Lay every seat's hidden cards face up in the top of the log column (ids `faceup:<seat>:<i>`), in
        as many lines as a hand needs to show every card's corner."""
        _, _, log = self.board.areas()
        r = self.hands_rect(log)
        if r is None:
            return
        m = self.board.metrics
        hands = self.session.hands()
        lines, width, ch, _ = self._hands_plan(self.board.faceup_panel_area(log))
        t.panel(r, theme.PANEL, 255, 0, theme.PANEL_LINE)
        t.label(self.session.hands_title(), (r.x + m.px(14), r.y + m.px(8)), 16, theme.GOLD, bold=True)
        drop = self.board.faceup_line_drop()
        size = card_size(ch)
        y = r.y + m.px(32)
        face_down = self.session.face_down_counts()
        for seat, cards in hands.items():
            hidden = face_down.get(seat)
            hidden_from = len(cards) - (hidden or 0)     # the cards from here were face down
            heading = self.board.faceup_heading(seat, cards, hidden)
            t.label(heading, (r.x + m.px(14), y), 13, theme.TEXT, bold=True,
                    max_width=r.w - m.px(28))
            if not cards:          # no card: its heading says so ("0 cards held"), no empty row under it
                y += m.px(22)
                continue
            n = lines[seat]
            per = -(-len(cards) // n)
            for k in range(n):
                # each further line lower by the board's drop (LINE_DROP) of a card, over the bottom of the
                # line above: the corners (rank and suit) of every card show
                line = cards[k * per:(k + 1) * per]
                centre = (r.centerx, y + m.px(18) + ch // 2 + int(k * drop * ch))
                rects = t.row(len(line), size, centre, width, gap=4)
                # every line starts under its heading: a short hand centred and a full one flush left read
                # as rows aligned differently (review 16)
                shift = r.x + m.px(14) - rects[0].x
                for i, (code, rect) in enumerate(zip(line, rects)):
                    if k * per + i >= hidden_from:      # framed gold, as the table frames a hidden card
                        t.panel(rect.move(shift, 0).inflate(m.px(4), m.px(4)), theme.GOLD, 230, 5)
                    t.card(f"faceup:{seat}:{k * per + i}", code, rect.move(shift, 0), zone=f"faceup:{seat}",
                           z=20 + k)
            y += m.px(22) + ch + int((n - 1) * drop * ch)

    def layout_info(self):
        s = self.session
        _, slider, counter = self._layout()
        return [{"id": "replay:slider", "kind": "slider", "rect": rect_list(slider.inflate(0, 20)),
                 "value": s.position, "max": s.length, "tooltip": SLIDER_TIP},
                {"id": "replay:counter", "kind": "label", "rect": rect_list(counter),
                 "label": s.counter_words(), "tooltip": COUNTER_TIP}]
