"""A menu screen's tooltips (`MenuTips`, a mixin of `MenuScene`), split from base.py: how wide they wrap, where
they go (the kit's one placer, `ui/tip_place.py`), and the tip of a greyed control.

pygame_gui shows no tooltip on a disabled widget (it hovers only an enabled one), so a greyed control said
nothing of why it was greyed: Load's Load and Replay on a damaged row (session 28). A greyed widget with a
reason (`reasons[wid]`, given as `button(..., reason=)`, else its own tooltip) shows it on hover here, as a
tooltip of the same look, placed as every other."""

import pygame

from .. import theme, tip_look
from ..tip_place import CLEAR, REACH, tip_holders, tip_spot, widget_rects

TIP_MARGIN = tip_look.EDGE   # px at 1280x800 between a tooltip and the window's edge (16 here, 4 on a board: one now)
TIP_WIDTH = tip_look.WRAP    # px at 1280x800: a tooltip's lines (pygame_gui's 170 made an 8-line box of a sentence;
#                              520 made Statistics' heading tips one line across half the window, review 29)


def tip_width(text, m, one_line=False):
    """A tooltip's width for `text`: its longest line in the tooltip's font (tip_look.TEXT)
    with the box's padding (tip_look's), its border and some air (pygame_gui wraps a little early), at
    most TIP_WIDTH; `one_line`: at most the window less its margins (a row of buttons leaves room under it
    for one line: Load's Delete tip in two lines at 1024x640 found none there, session 27)."""
    words = max((theme.font(m.px(tip_look.TEXT)).size(line)[0] for line in str(text).splitlines()), default=0)
    most = m.w - 2 * m.px(TIP_MARGIN) if one_line else m.px(TIP_WIDTH)
    return min(most, words + 2 * m.px(tip_look.PAD_X) + m.px(20))


class MenuTips:
    """The tooltips of a `MenuScene` (it holds `widgets`, `error`, `m`, `app`)."""

    one_line_tips = ()      # ids of widgets whose tips keep to one line (a row of buttons with one line's room under it)

    # widget id -> why it is greyed, said on hover while it is (a greyed widget without one says its tooltip)
    reasons = None
    # widget id -> the tooltip of a widget pygame_gui gives none (a drop-down, a slider: Settings' rows)
    own_tips = None
    _kit_tips = None        # the kit's own tips shown (greyed_tips), by widget id, rather than on pygame_gui's widgets

    def greyed_words(self, wid, el):
        """What greyed widget `wid` (element `el`: the widget or its words) says on hover, None while it is lit,
        hidden or has nothing to say."""
        if getattr(el, "is_enabled", True) or not el.visible:
            return None
        return (self.reasons or {}).get(wid) or getattr(el, "tool_tip_text", None) or None

    def kit_words(self, wid, el):
        """What the kit's own tip of `wid` says: why it is greyed, else the tooltip pygame_gui cannot give it."""
        if not getattr(el, "is_enabled", True):
            return self.greyed_words(wid, el)
        if not el.visible or (hasattr(el, "menu_states") and self.is_open(el)):
            return None
        return (self.own_tips or {}).get(wid)

    # --- the help line: where no room near a control is free for a floating tip ---------------------------------
    def in_help_line(self, wid):
        """Does widget `wid` say what it does in the screen's help line (`help_line_rect`) rather than in a tooltip
        beside it? (New game's seat rows: `NewGameTips`)"""
        return False

    def help_line_rect(self):
        """Where the screen's help line lies (a fixed place that covers nothing), None: it has none."""
        return None

    def add_help_line(self, manager):
        """The help line's labels (tip_look.HELP_LINES, in `help_line_rect`), hidden until the pointer rests on a
        widget that says what it does there."""
        rect = self.help_line_rect()
        if rect is None:
            return
        h = rect.h // tip_look.HELP_LINES
        for n in range(tip_look.HELP_LINES):
            self.label(manager, f"help_line:{n}", "", (rect.x, rect.y + n * h, rect.w, h), "#help_line").hide()

    def help_line_words(self, moved):
        """What the widget under the pointer says in the help line (why it is greyed, else its tip), None."""
        if not moved or self.app.top is not self:
            return None
        for wid, el, anchor in tip_holders(self.widgets):
            if el is self.widgets[wid] and self.in_help_line(wid) and el.visible:
                if anchor.collidepoint(el.ui_manager.get_mouse_position()):
                    words = self.kit_words(wid, el) or (getattr(el, "tool_tip_text", None)
                                                        if getattr(el, "is_enabled", True) else None)
                    return words and self.help_line_lead(wid) + words
        return None

    def help_line_idle(self):
        """What the help line says while no widget of it is pointed at (None: nothing, hidden)."""
        return None

    def help_line_lead(self, wid):
        """The words the help line starts with for widget `wid`: which control it speaks of, as it lies away from
        it (New game: "Seat 2: ")."""
        return ""

    def show_help_line(self, words):
        """The help line says `words` (wrapped to its lines, the last cut short), or nothing (hidden)."""
        rect = self.help_line_rect()
        if rect is None or "help_line:0" not in self.widgets:
            return
        lines = theme.wrap(words, self.m.px(tip_look.HELP_MENU), rect.w) if words else []
        for n in range(tip_look.HELP_LINES):
            el = self.widgets[f"help_line:{n}"]
            text = lines[n] if n < len(lines) else ""
            if text != el.text:
                el.set_text(text)
            (el.show if text else el.hide)()

    def greyed_tips(self, dt, moved):
        """A greyed widget under the pointer (`moved`: the pointer has moved since the screen came) shows why
        after the tooltip's delay, as pygame_gui shows a lit one's, and so does a widget pygame_gui gives no
        tooltip (`own_tips`); it goes when the pointer leaves or the widget is lit again (then pygame_gui's own
        tooltip says what it does)."""
        if self._kit_tips is None:
            self._kit_tips = {}         # widget id -> [the kit's tip shown or None, seconds the pointer has rested]
        self.show_help_line(self.help_line_words(moved) or self.help_line_idle())
        for wid, el, anchor in tip_holders(self.widgets):
            if self.in_help_line(wid) and getattr(el, "tool_tip", None) is not None:
                el.tool_tip.kill()      # pygame_gui's own tooltip of a widget that says it in the help line
                el.tool_tip = None
            if el is not self.widgets[wid] or self.in_help_line(wid):
                continue                # a tick box's words: the box's tip is theirs too (its anchor holds them);
                #                         a help line's widget says it there (show_help_line)
            words = self.kit_words(wid, el)
            kept = self._kit_tips.setdefault(wid, [None, 0.0])
            mine = kept[0]
            pos = el.ui_manager.get_mouse_position()
            on = bool(words) and moved and self.app.top is self and anchor.collidepoint(pos)
            if not on or (mine is not None and el.tool_tip is not mine):
                if mine is not None:
                    mine.kill()
                    if el.tool_tip is mine:
                        el.tool_tip = None
                kept[:] = [None, 0.0]
                if not on:
                    continue
            kept[1] += dt
            if getattr(el, "tool_tip", None) is None and kept[1] > getattr(el, "tool_tip_delay", 1.0):
                el.tool_tip = kept[0] = el.ui_manager.create_tool_tip(
                    text=words, position=(int(pos[0]), int(el.rect.centery)), hover_distance=(0, el.rect.height // 2),
                    parent_element=el, object_id=getattr(el, "tool_tip_object_id", None),
                    wrap_width=self.tip_wrap(wid, words))

    def place_tips(self):
        """Where the tooltips go: called by update and again by draw, as pygame_gui makes a tooltip in its
        own update (after the screen's), at the pointer: placed only on the next frame, it was drawn there,
        away from its button and over the next one, for a frame first (note 18)."""
        self.keep_tips_off_the_edge()
        self.place_tips_clear()
        self.keep_error_clear()

    def widen_tips(self):
        """Tooltips wrap at TIP_WIDTH (a screen may set its own width first), and one shorter than that is
        as wide as its words: pygame_gui draws a tooltip as wide as its wrap, so a key's "O" was a 350 px
        box that covered the Back button beside it."""
        for wid, widget in self.widgets.items():
            # a tick box's words are a label of their own with the same tooltip: pointed at, it showed
            # pygame_gui's narrow one (2-3 words a line)
            for el in (widget, getattr(widget, "text_label", None)):
                text = getattr(el, "tool_tip_text", None)
                if text and getattr(el, "tool_tip_wrap_width", 0) is None:
                    el.tool_tip_wrap_width = self.tip_wrap(wid, text)

    def tip_wrap(self, wid, text):
        """The width widget `wid`'s tooltip of `text` wraps at (`tip_width`; a screen may keep it narrower,
        to the room beside its column: Settings, session 28)."""
        return tip_width(text, self.m, one_line=wid in self.one_line_tips)

    def place_tips_clear(self):
        """A tooltip that has just appeared goes where it covers least of the screen's words and widgets,
        beside its widget and the widget's words (`tip_place.py`: the one placer; Professional's covered its
        own hint line and the "First player" label under it)."""
        m = self.m
        margin = m.px(TIP_MARGIN)
        screen = pygame.Rect(margin, margin, m.w - 2 * margin, m.h - 2 * margin)
        for wid, el, anchor in tip_holders(self.widgets):
            tip = getattr(el, "tool_tip", None)
            if tip is None or getattr(tip, "_placed", False):
                continue
            tip._placed = True
            faces, words = widget_rects(self.widgets, (wid, *self.tips_may_cover(), *self.tips_may_cover_for(wid),
                                                       "error"))
            # the error is never covered (keep_error_clear, after): kept clear as a control is, the tip finds
            # its place beside it, not moved off it onto the path field (Load at 1024x640, session 27)
            error = self.widgets.get("error")
            if error is not None and error.visible:
                faces.append(pygame.Rect(error.rect))
            spot = tip_spot(anchor, tip.rect.size, screen, faces + self.tips_controls(), words,
                            self.tips_keep_clear(), m.w // 2, m.px(tip_look.GAP), m.px(CLEAR), self.tips_beside(),
                            self.tips_soft() + self.tips_soft_for(wid), m.px(self.tip_reach(wid)),
                            strict=True)        # centred on its button rather than along the next (review 35)
            if spot is not None:
                tip.set_position(spot)

    def tips_may_cover(self):
        """Widgets a tooltip may lie on as if they were not there: a page of text read under it, rather than
        the tooltip going beside its button over another's words (the rules page's "Key: 4" covered the
        tab of The Game, review 21)."""
        return ()

    def tips_controls(self):
        """Rects of controls inside a widget in `tips_may_cover` that a tooltip still keeps off (the rules
        page's scroll bar: a tab's tip covered its up arrow, session 27)."""
        return []

    def tips_soft(self):
        """Rects a tooltip had better not cover but may, rather than go far from its widget (a chart's
        plot: `tip_place.SOFT_WEIGHT`)."""
        return []

    def tip_reach(self, wid):
        """Design px a tooltip of widget `wid` lies within from it where it can (`tip_place.REACH`; a screen
        may keep one nearer: Statistics' heading tips, 53 px up over the chart's name, session 28)."""
        return REACH

    def tips_beside(self):
        """May a tooltip go beside its widget (False: only under or above it, as a tab's does)?"""
        return True

    def tips_keep_clear(self):
        """Rects a screen draws itself (no widget) that its tooltips keep off before the widgets' (a table's
        column headings: Statistics' "P: the next player" covered "Game", review 15)."""
        return []

    def tips_may_cover_for(self, wid):
        """Widgets widget `wid`'s tooltip may lie on, as `tips_may_cover`'s, for that widget alone (New game: a
        seat's tip over the other seats' rows, `NewGameTips`)."""
        return ()

    def tips_soft_for(self, wid):
        """Rects widget `wid`'s tooltip had better not cover, as `tips_soft`'s, for that widget alone (New game:
        the other columns, `NewGameTips`)."""
        return []

    def keep_tips_off_the_edge(self):
        """A tooltip keeps a margin from the window's edges (pygame_gui only keeps it on the window, so the
        Load button's sat against the right edge)."""
        m = self.m
        margin = m.px(TIP_MARGIN)
        for _, el, _ in tip_holders(self.widgets):
            tip = getattr(el, "tool_tip", None)
            if tip is None:
                continue
            r = pygame.Rect(tip.rect)
            x = min(max(r.x, margin), m.w - margin - r.w)
            y = min(max(r.y, margin), m.h - margin - r.h)
            if (x, y) != r.topleft and r.w <= m.w - 2 * margin:
                tip.set_position((x, y))

    def keep_error_clear(self):
        """A tooltip never covers the error: one that would is moved just above it (or below it)."""
        box = self.widgets.get("error")
        if box is None or not box.visible:
            return
        clear = pygame.Rect(box.rect)
        gap = self.m.px(tip_look.GAP)
        for _, el, _ in tip_holders(self.widgets):
            tip = getattr(el, "tool_tip", None)
            if tip is None or not pygame.Rect(tip.rect).colliderect(clear):
                continue
            y = clear.top - gap - tip.rect.height
            if y < 0:
                y = clear.bottom + gap
            tip.set_position((tip.rect.x, y))
