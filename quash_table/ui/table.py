"""What a board's build() describes the table with: TableBuilder (cards, dice, targets, buttons, labels,
panels, charts, seat plates, and geometry helpers) and the built, indexed Table."""

import pygame

from . import theme
from .chart import Chart
from .columns import plan_columns
from .paced_label import Paced, PacedLabel
from .sprites import card_size
from .widgets import Button, Image, Label, Panel, Piece, Target

MIN_TEXT_PX = 11     # the smallest text on a board, whatever the window size


class TableBuilder:
    """What a board's build() uses to describe the table. Coordinates are screen pixels; use `px` to
    scale design pixels (written for 1280x800) and `area` as the board's part of the window."""

    def __init__(self, board, area):
        self.board = board
        self.area = pygame.Rect(area)
        self.m = board.metrics
        self.pieces = []
        self.targets = []
        self.buttons = []
        self.decor = []          # panels, labels, images in drawing order
        self.prompt = ""         # one line telling the person at the screen what to do
        self.prompt_pos = None   # its centre (default: top middle of the area)
        self.message_pos = None  # where messages (refusals, hints) appear (default: area centre, low)
        self.message_width = None  # how wide they may be before they wrap (default: the area's width)
        self.message_top = None  # a long message grows up no higher than this y (then down), if given
        self.aside_pos = None    # where news aside (show_message(aside=True)) appears (default: message_pos)
        self.aside_width = None  # ... and how wide, at aside_pos (default: message_width)
        self.message_size = None  # the messages' text size (default 16): smaller where a board has little room
        self.keep_clear = []     # rects of text a board draws itself (draw_decor): no message covers them
        self.play_rects = []     # rects of the play a board draws itself (draw_decor): no message covers them
        self.captions = []       # rects of captions a card in flight passes under (label(..., caption=True))
        self.message_over = ()   # zones of pieces a message may lie over as readily as over the cloth
        self.message_log = False  # a message goes at the foot of the move log's column where it fits there
        self.log_over = None     # a panel the board draws down the top of the move log's column: the log begins under it
        # the most lines a message takes in its own type (one more for a hint's full reason), narrower and
        # beside the cards and the arrow before a smaller type (QUASH, session 28); None: as wide as it can
        self.message_lines = None
        # the most lines of a hint's full reason (H) where the board says: None, one more than message_lines (QUASH
        # keeps it to message_lines where a form of the reason holds them: session 34)
        self.full_lines = None
        # where the message's place cuts a hint's arrow and no place beside it holds it in those lines: narrower in
        # a line more, or smaller, beside the arrow, rather than across it (The Game, session 33); False: it stays
        # in its own type and lines (QUASH's hints, test_quash_messages28), the arrow going round it
        self.message_off_arrow = False
        # the prompt is a banner no message lies over, even for a moment (Flush's turn banner on your band: a
        # long hint lay over it at 1024x640, session 27); by default a message at its place may stand over it
        self.prompt_kept = False
        # the same only while a piece is held or lifted (Table.keeps_prompt): the message, moved off the card, lay
        # over QUASH's "Your turn" line while a card was dragged (session 37); at rest a hint stands for the prompt
        self.prompt_kept_held = False
        # a hint's words, wherever they lie, stand for the prompt: it is not drawn under them nor beside them, where
        # the hint's arrow crossed it (Quadruple War, review 43: the arrow ran through "Your turn: drag a card ...")
        self.hint_for_prompt = False
        # a hint's words keep one place by what it points at: its short words where its full reason (H) has room, and
        # the next hint's where the last one's lay (hint_steady; Quadruple War at five seats, review 45)
        self.hint_steady = False
        self.held_keep = []      # what no message covers while a piece is held or lifted (QUASH's legend of colours)
        # what a hint's full reason (H) does not lie over: with no place clear of it on the table, the reason goes to
        # the move log's foot (Quadruple War's hand: five lines over its indices, review 43)
        self.why_clear = []
        self.arrow_clear = []    # rects a hint's arrow goes round, not across (Quadruple War's score pad)
        # panels the board draws whose words are their labels (QUASH's plates and side badges): no message
        # covers them, and a hint's arrow crosses their empty part at a cost, round their words
        self.panels = []
        self.plates = []         # the seats' name plates (seat_badge): a message keeps off them as off cards
        self.tips = []           # places that say what they mean once the pointer rests on them (tip)
        self.marked = board.marked_to_move()   # the seat whose plate is marked as to move (seat_badge)

    def px(self, n):
        return self.m.px(n)

    def text_px(self, size):
        """A design-pixel text size in screen pixels, never below what stays readable on a small window."""
        return max(MIN_TEXT_PX, self.px(size))

    def plan_columns(self, heads, rows, names, width, size=14, head_size=12, gap=12, name_min=40, bold=()):
        """Where a small table's columns go in `width` screen pixels, measured from their words
        (columns.plan_columns): sizes in design pixels from `size` (the heads `size - head_size` smaller)
        down to the readable floor, `gap` and `name_min` in design pixels; `bold`: the columns drawn bold."""
        sizes = []
        for d in range(size, 0, -1):
            if self.text_px(d) == MIN_TEXT_PX and sizes and self.text_px(sizes[-1][0]) == MIN_TEXT_PX:
                break               # at the floor: a smaller design size is the same type
            sizes.append((d, max(1, d - (size - head_size))))
        return plan_columns(heads, rows, names, width, sizes,
                            lambda text, d, i: theme.font(self.text_px(d), i in bold).size(text)[0], self.px(gap), self.px(name_min))

    def tip(self, tid, rect, words, units=None):
        """A place on the table (a badge, a counter) that says `words` once the pointer rests on it, as a
        lit header button does (hud.draw_table_tip): what it means, why, and for how long. `units`: names in
        `words` a wrapped tip never breaks (NumberQuash's cells: "left / orange 1", review 39)."""
        self.tips.append(TableTip(tid, rect, words, units))

    def card_size(self, height):
        """(w, h) in screen pixels of a card `height` design pixels tall."""
        return card_size(self.px(height))

    # --- things on the table ------------------------------------------------------------------------
    def card(self, pid, code, rect, *, deck=None, zone=None, origin=None, reveal=False, z=0,
             back=None, dim=False, key=None):
        """A card: face up with its code, face down with code None. See widgets.Piece. `reveal`: a card
        flying in from `origin` starts face down and turns over on the way (a hidden card being played).
        `key`: the composer's name for it (the id when not given)."""
        p = Piece(pid, "card", rect, deck=deck or self.board.deck, code=code, zone=zone,
                  origin=origin, z=z, back=back or self.board.back_style, dim=dim, reveal=reveal, key=key)
        self.pieces.append(p)
        return p

    def die(self, pid, value, rect, *, colour=None, zone=None, origin=None, z=0, key=None, dim=False):
        p = Piece(pid, "die", rect, value=value, colour=colour, zone=zone, origin=origin, z=z,
                  key=key, dim=dim)
        self.pieces.append(p)
        return p

    def target(self, tid, rect, label="", kind="target", key=None, arrow=None, mark=None, light=None, frame=None,
               look=None):
        t = Target(tid, rect, label, kind, key, arrow, mark, light, frame, look)
        self.targets.append(t)
        return t

    def button(self, bid, label, rect, *, action=None, on_click=None, hotkey=None, style="normal", icon=None,
               enabled=None, size=16, tooltip="", press=None, reason="", key_hint=""):
        """A button (`label` its words, `key_hint` the key drawn after them, a field apart). With `action`, it is enabled exactly when that action is legal now; with `press` (a
        composer button id), when the board's composer offers it (its reason, if greyed, is `reason`, what
        its key says, and the tooltip unless the board gives one, such as the key's name)."""
        if press is not None:
            offered = {cb.id: cb for cb in self.board.composer_buttons()}
            cb = offered.get(press)
            if enabled is None:
                enabled = cb is not None and cb.enabled
            if cb is not None and cb.reason:
                reason = reason or cb.reason
                tooltip = tooltip or cb.reason
        if enabled is None:
            enabled = (action in self.board.legal) if action is not None else True
        b = Button(bid, label, rect, action=action, on_click=on_click, hotkey=hotkey, style=style, icon=icon,
                   enabled=enabled, size=size, tooltip=tooltip, press=press, reason=reason,
                   key_hint=key_hint)
        self.buttons.append(b)
        return b

    # --- decoration ---------------------------------------------------------------------------------
    def label(self, text, pos, size=16, colour=theme.TEXT, bold=False, anchor="topleft", max_width=None,
              caption=False):
        """Text at `pos` (screen pixels) with a design-pixel `size`; shrinks to `max_width` if given. A `caption`
        (a seat's "8 in hand") stays over a card flying across it (Table.captions_over_flights)."""
        label = Label(text, pos, self.text_px(size), colour, bold, anchor, max_width)
        self.decor.append(label)
        if caption:
            self.captions.append(label.text_rect())

    def panel(self, rect, colour=theme.PANEL, alpha=150, radius=12, border=None, width=1):
        self.decor.append(Panel(rect, colour, alpha, self.px(radius), border, width))

    def image(self, surface, pos, anchor="topleft"):
        self.decor.append(Image(surface, pos, anchor))

    def chart(self, rect, series, x_labels=None, title="", x_title=""):
        """A line chart: `series` [(label, [values])] (see ui/chart.py); the kit's score history of this
        match is `self.board.score_series()`."""
        self.decor.append(Chart(rect, series, x_labels, title, x_title, self.m))

    def seat_badge(self, seat, rect, detail="", name_room=None, kind_room=None):
        """A seat's name plate: name, human or bot level, `detail`; gold when it is that seat's turn.
        `name_room` / `kind_room`: the widths the name line and the kind line may take (a board drawing its own
        marks at the plate's right: NumberQuash's colour dots and dice); "to move" is left out when it does not
        fit there (the gold edge says it); `detail` a `paced_label.Paced` count changes as the pieces it counts land
        (The Game's "2 cards in hand" once the drawn backs are on the plate). Returns the x where the kind line's
        words end."""
        s = self.board.session
        rect = pygame.Rect(rect)
        self.plates.append(rect)
        to_move = self.marked == seat and seat is not None
        self.panel(rect, theme.PANEL, 190, 12, theme.GOLD if to_move else theme.PANEL_LINE,
                   self.px(3) if to_move else 1)
        seat_info = s.match.seats[seat]
        kind = "Human"
        if seat_info["kind"] == "bot":
            kind = "Bot" if seat_info["level"] in s.name(seat) else "Bot \u00b7 " + seat_info["level"]
        pad = self.px(12)
        self.label(s.name(seat), (rect.x + pad, rect.y + self.px(8)), 17, theme.GOLD if to_move else theme.TEXT,
                   bold=True, max_width=name_room if name_room is not None else rect.w - 2 * pad)
        words = kind + ("  \u2022  to move" if to_move else "")
        room = kind_room if kind_room is not None else rect.w - 2 * pad
        if to_move and theme.text(words, self.text_px(13), bold=False).get_width() > room:
            words = kind
        self.label(words, (rect.x + pad, rect.y + self.px(31)), 13, theme.MUTED, max_width=room)
        if isinstance(detail, Paced):
            self.decor.append(PacedLabel(self.board, detail, (rect.x + pad, rect.y + self.px(50)), self.text_px(14),
                                         theme.TEXT, False, "topleft", rect.w - 2 * pad))
        elif detail:
            self.label(detail, (rect.x + pad, rect.y + self.px(50)), 14, theme.TEXT, max_width=rect.w - 2 * pad)
        return rect.x + pad + min(room, theme.text(words, self.text_px(13), bold=False).get_width())

    # --- geometry helpers ---------------------------------------------------------------------------
    def row(self, count, size, center, max_width, gap=12):
        """`count` rects of `size` centred on `center` in a row no wider than `max_width` (overlapping
        like a fanned hand when they do not fit side by side)."""
        w, h = size
        if count <= 0:
            return []
        gap = self.px(gap)
        step = w + gap
        if count > 1 and w + step * (count - 1) > max_width:
            step = max(self.px(12), (max_width - w) / (count - 1))
        total = w + step * (count - 1)
        x0 = center[0] - total / 2
        return [pygame.Rect(int(x0 + i * step), int(center[1] - h / 2), w, h) for i in range(count)]

    def split(self, rect, fractions, vertical=True, gap=0):
        """Cut `rect` into parts by `fractions` (top to bottom, or left to right)."""
        rect = pygame.Rect(rect)
        gap = self.px(gap)
        total = rect.h if vertical else rect.w
        total -= gap * (len(fractions) - 1)
        out, pos = [], rect.y if vertical else rect.x
        for f in fractions:
            n = int(total * f)
            out.append(pygame.Rect(rect.x, pos, rect.w, n) if vertical else pygame.Rect(pos, rect.y, n, rect.h))
            pos += n + gap
        return out


class TableTip:
    """A place with a tooltip (TableBuilder.tip), read as a button is by the header's tip (id, rect, reason)."""

    def __init__(self, tid, rect, words, units=None):
        self.id, self.rect, self.reason = tid, pygame.Rect(rect), words
        self.units = units


class Table:
    """The built table: a TableBuilder's contents, indexed."""

    def __init__(self, builder=None):
        b = builder
        self.pieces = b.pieces if b else []
        self.targets = b.targets if b else []
        self.buttons = b.buttons if b else []
        self.decor = b.decor if b else []
        self.prompt = b.prompt if b else ""
        self.prompt_pos = b.prompt_pos if b else None
        self.message_pos = b.message_pos if b else None
        self.message_width = b.message_width if b else None
        self.message_top = b.message_top if b else None
        self.aside_pos = b.aside_pos if b else None
        self.aside_width = b.aside_width if b else None
        self.message_size = b.message_size if b else None
        self.keep_clear = b.keep_clear if b else []
        self.play_rects = b.play_rects if b else []
        self.captions = b.captions if b else []
        self.message_over = b.message_over if b else ()
        self.message_log = b.message_log if b else False
        self.log_over = b.log_over if b else None
        self.message_lines = b.message_lines if b else None
        self.full_lines = b.full_lines if b else None
        self.message_off_arrow = b.message_off_arrow if b else False
        self.prompt_kept = b.prompt_kept if b else False
        self.prompt_kept_held = b.prompt_kept_held if b else False
        self.hint_for_prompt = b.hint_for_prompt if b else False
        self.hint_steady = b.hint_steady if b else False
        self.held_keep = b.held_keep if b else []
        self.why_clear = b.why_clear if b else []
        self.arrow_clear = b.arrow_clear if b else []
        self.panels = b.panels if b else []
        self.plates = b.plates if b else []
        self.tips = b.tips if b else []
        self.area = b.area if b else pygame.Rect(0, 0, 0, 0)
        self.marked = b.marked if b else None    # the seat its plates mark as to move
        self.piece_by_id = {p.id: p for p in self.pieces}
        self.target_by_id = {t.id: t for t in self.targets}
        self._text_rects = None

    def captions_over_flights(self):
        """The captions a piece on its way (not at its home) lies over now: drawn over it, so a bot's card
        flying from its hand to the pile passes under the seat's "8 in hand" (it covered it: session 48)."""
        moving = [p.rect for p in self.pieces if p.rect != p.home]
        return [r for r in self.captions if r.collidelist(moving) >= 0] if moving else []

    def keeps_prompt(self, drag):
        """Does no message lie over the prompt now (prompt_kept; prompt_kept_held while `drag` holds or lifts a
        piece)?"""
        return self.prompt_kept or (self.prompt_kept_held and drag.active() is not None)

    def rise_under(self, rect, rise, keep, gap):
        """How far up (screen pixels) a piece at `rect` is raised to show clear (a hinted card of a row behind): `rise`,
        less what would take its top within `gap` of the foot of `keep` (the prompt's pill, kept readable) where
        `keep` lies over its column; never below 0. The kit's rule for a raise near the prompt (review 38): the
        board moves the prompt up first (place_over), then the raise stops under it, never over its words."""
        if keep is None or keep.right <= rect.left or keep.left >= rect.right or keep.top >= rect.top:
            return rise
        return max(0, min(rise, rect.top - keep.bottom - gap))

    @staticmethod
    def place_over(pos, top, half_h, gap, ceiling):
        """The centre `pos` of a band `2 * half_h` tall (the prompt's pill) moved up so the band ends `gap` above
        `top` (where a raised piece's top comes), its own top no higher than `ceiling` (the board's things above
        it); `pos` itself where the band ends above `top` already."""
        x, y = pos
        return x, max(min(y, top - gap - half_h), min(y, ceiling + half_h))

    def held_rects(self, drag):
        """What no message covers now for a piece held or lifted (held_keep while `drag` has one), else []."""
        return list(self.held_keep) if drag.active() is not None else []

    def text_rects(self):
        """Every piece of text on the table (labels, buttons, what the board said it draws): the places a
        message may not lie over (one rule for every board; made once per build)."""
        if self._text_rects is None:
            self._text_rects = ([d.text_rect() for d in self.decor if isinstance(d, Label)]
                                + [b.rect for b in self.buttons] + [pygame.Rect(r) for r in self.keep_clear])
        return self._text_rects
