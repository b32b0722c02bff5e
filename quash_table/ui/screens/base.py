"""What every menu screen shares: `MenuScene`, a pygame_gui screen over the felt that keeps its choices in
plain attributes (its model) and rebuilds its widgets from them, so a window resize or a change that adds
widgets (a seat more, another game's options) is one `build_gui`. Widgets are registered with an id so the
--layout file lists them like the board's objects.

Every screen works from the keyboard as well as the mouse: Tab / Shift+Tab (or Down / Up) move a gold
focus ring through the widgets, Enter or Space presses a button or ticks a box, Left / Right move a
slider, a focused text field takes typing, Esc goes back. Some screens add letter keys (the main menu's
N, C, L, S, G, A, Q), shown in the buttons' tooltips.
"""

import html

import pygame
import pygame_gui
from pygame_gui.elements import (UIButton, UICheckBox, UIDropDownMenu, UIHorizontalSlider, UILabel,
                                 UISelectionList, UITextBox, UITextEntryLine)

from .. import theme
from ..app import Scene
from ..widgets import rect_list
from .drop_down import DropDown
from .text_scroll import wheel_widget
from ..tip_place import tip_holders
from .menu_tips import TIP_MARGIN, TIP_WIDTH, MenuTips, tip_width  # noqa: F401 (theirs, said here too)

KINDS = {UIButton: "button", UICheckBox: "checkbox", UITextEntryLine: "text", UIDropDownMenu: "dropdown",
         UISelectionList: "list", UITextBox: "textbox", UILabel: "label", UIHorizontalSlider: "slider"}
FOCUSABLE = ("button", "checkbox", "text", "list", "slider", "dropdown")


def sentence(text):
    """`text` shown as a sentence of its own: its first letter a capital ("the save's ..." -> "The save's ...")."""
    return text[:1].upper() + text[1:]


class MenuScene(MenuTips, Scene):
    """A pygame_gui screen over the felt. Subclasses lay out widgets in build_gui via `add`."""

    uses_gui = True
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        self.widgets = {}
        self.reasons = {}     # widget id -> why it is greyed, said on hover (MenuTips.greyed_tips)
        self.actions = {}     # widget id -> callback for buttons
        self.keys = {}        # pygame key -> widget id: letter keys for a screen's buttons
        self.turns = {}       # widget id -> turn(step) for the buttons `cycle` made
        self.picks = {}       # widget id -> (choices, on_change) for the drop-downs `drop_down` made
        self.swatches = {}    # widget id -> choice -> RGB: a drop-down of colours shows each (draw_swatches)
        self.open_at = None   # the choice the keyboard points at in an open drop-down (the focused one)
        self.error = ""
        self.focus = None     # id of the widget the keyboard is on (kept across rebuilds)
        self.default = None   # id of the button drawn as the default (gold): Enter presses it, no ring on

    @property
    def m(self):
        return self.app.metrics

    def add(self, wid, element, on_press=None):
        self.widgets[wid] = element
        if on_press is not None:
            self.actions[wid] = on_press
        return element

    def button(self, manager, wid, text, rect, on_press, primary=False, enabled=True, tooltip=None,
               mouse_buttons=(pygame.BUTTON_LEFT,), default=None, reason=None):
        """A button; `primary` draws it gold; `reason`: why it is greyed, said on hover while it is (else its
        tooltip: `MenuTips.greyed_tips`). A gold button is the screen's default (Enter presses it while
        the keyboard's ring is on nothing) unless `default` is False: a row of tabs marks the chosen one
        gold, which is no action to press."""
        if (primary if default is None else default) and self.default is None:
            self.default = wid
        b = UIButton(pygame.Rect(rect), text, manager, object_id="#primary" if primary else None,
                     tool_tip_text=tooltip, generate_click_events_from=frozenset(mouse_buttons))
        if not enabled:
            b.disable()
        if reason:
            self.reasons[wid] = reason
        return self.add(wid, b, on_press)

    def cycle(self, manager, wid, choices, current, rect, on_change):
        """A button showing the current choice: a click (Enter, Space, Right) moves to the next one, a
        right-click (Left) back to the one before, wrapping around (New game's options; its seats, where a
        click too many started games against the hardest bot, are drop-downs: `drop_down`). One step back
        undoes a click too many (it went all the way round)."""
        names = list(choices)
        idx = names.index(current) if current in names else 0

        def turn(step=1):
            on_change(names[(idx + step) % len(names)])
            self.rebuild()
        self.turns[wid] = turn
        # no tooltip: one under the pointer covered the row below it (Seat 3 on the New game screen); the
        # arrow says the button turns, and a screen with many such buttons says so in a line of its own
        return self.button(manager, wid, f"{names[idx]}  \u25b8", rect, turn,
                           mouse_buttons=(pygame.BUTTON_LEFT, pygame.BUTTON_RIGHT))

    def drop_down(self, manager, wid, choices, current, rect, on_change, swatch=None):
        """A drop-down showing the current choice: a click opens the list of every choice, a click on one
        takes it (`on_change(text)`, then the screen is rebuilt). From the keyboard: Enter or Space opens it,
        Up / Down move through the list, Enter takes the one pointed at, Esc closes it unchanged; Left /
        Right step to the choice before or after without opening it."""
        names = list(choices)
        current = current if current in names else names[0]
        menu = DropDown(names, current, pygame.Rect(rect), manager, room=lambda: self.list_room(wid),
                        object_id="#swatch_pick" if swatch is not None else None)    # words right of the square
        self.picks[wid] = (names, on_change)
        if swatch is not None:      # `swatch(text)`: the RGB of a choice that is a colour, drawn at its left
            self.swatches[wid] = swatch
        return self.add(wid, menu)

    def swatch_spots(self, wid):
        """[(RGB, rect)] of the colour squares drop-down `wid` shows: the chosen colour's at the left of the
        button, each choice's at the left of its row in the open list (NumberQuash's colours were names
        alone, review 45)."""
        menu, swatch = self.widgets.get(wid), self.swatches.get(wid)
        if menu is None or swatch is None or not menu.visible:
            return []
        side = self.m.px(14)
        rows = [(menu.selected_option[0], pygame.Rect(menu.rect))] + self.drop_down_rows(wid)
        out = []
        for text, row in rows:
            r = pygame.Rect(0, 0, side, side)
            r.midleft = (row.left + self.m.px(8), row.centery)
            out += [(swatch(text), r)] if swatch(text) is not None else []
        return out

    def draw_swatches(self, surface):
        for wid in self.swatches:
            for rgb, r in self.swatch_spots(wid):
                pygame.draw.rect(surface, rgb, r, border_radius=self.m.px(3))
                pygame.draw.rect(surface, theme.TEXT, r, 1, border_radius=self.m.px(3))

    def list_room(self, wid):
        """(px below, px above) drop-down `wid` where its open list covers none of the screen's buttons
        (Start, Back: the one a person needs next) nor runs off the window."""
        r, gap = self.widgets[wid].rect, self.m.px(6)
        floor, ceiling = self.m.h - gap, gap
        for el in self.widgets.values():
            b = el.rect
            if not isinstance(el, UIButton) or not el.visible or b.right <= r.left or b.left >= r.right:
                continue
            if b.top >= r.bottom:
                floor = min(floor, b.top - gap)
            elif b.bottom <= r.top:
                ceiling = max(ceiling, b.bottom + gap)
        return floor - r.bottom, r.top - ceiling

    def set_drop_down(self, wid, choices, current):
        """Drop-down `wid`'s words made again in place (no rebuild: a field being typed in keeps its typing):
        its choices and the one shown (a seat's name in "First player" as it is typed)."""
        menu = self.widgets[wid]
        names = list(choices)
        if self.picks[wid][0] == names and menu.selected_option[0] == current:
            return
        menu.options_list = [(n, n) for n in names]
        menu.menu_states["expanded"].options_list = menu.options_list
        menu.selected_option = (current, current)
        self.picks[wid] = (names, self.picks[wid][1])
        state = menu.current_state
        if self.is_open(menu):
            state.should_transition = True          # closed: it opens again with the new words
        elif state.selected_option_button is not None:
            state.selected_option = menu.selected_option
            state.selected_option_button.set_text(current)

    def pick(self, wid, text, keyboard=True):
        """Take `text` in drop-down `wid` (Enter, Left / Right; `keyboard` False: a click on it in the open
        list, which leaves the keyboard's ring where it was: a gold ring appeared on a seat picked by mouse)."""
        names, on_change = self.picks[wid]
        self.open_at = None
        if keyboard:
            self.focus = wid
        on_change(text)
        self.rebuild()

    @staticmethod
    def is_open(menu):
        return menu.current_state is menu.menu_states["expanded"]

    def open_drop_down(self, wid, on=True):
        """Open (or close) drop-down `wid` from the keyboard: the list shows at the next frame."""
        menu = self.widgets[wid]
        if self.is_open(menu) != on:
            menu.current_state.should_transition = True
        names = self.picks[wid][0]
        self.open_at = names.index(menu.selected_option[0]) if on else None

    def drop_down_rows(self, wid):
        """[(text, rect)] of an open drop-down's rows on the screen (none when it is closed)."""
        menu = self.widgets.get(wid)
        if menu is None or not self.is_open(menu):
            return []
        box = menu.current_state.options_selection_list
        if box is None:
            return []
        # a scrolled list's rows wholly in its window (one scrolled off lay over the button above it)
        seen = box.list_and_scroll_bar_container.rect
        return [(item["text"], pygame.Rect(item["button_element"].rect)) for item in box.item_list
                if item["button_element"] is not None and item["button_element"].visible
                and seen.contains(item["button_element"].rect)]

    def wheel(self, event):
        """The wheel over a text page or a list (an open drop-down's first: it lies over the rest) scrolls it
        by the program's one rule for a notch (text_scroll.wheel_widget), before pygame_gui's own."""
        pos = pygame.mouse.get_pos()
        lists = [el.current_state.options_selection_list for el in self.widgets.values()
                 if isinstance(el, UIDropDownMenu) and self.is_open(el)]
        scrolled = [el for el in lists if el is not None] + [el for el in self.widgets.values()
                                                             if isinstance(el, (UITextBox, UISelectionList))]
        under = next((el for el in scrolled if el.visible and el.rect.collidepoint(pos)), None)
        return under is not None and wheel_widget(under, event.y)

    def error_box(self, manager, rect):
        """The current error, wrapped (reasons from the rules or a save can be long), as a sentence: a
        reason is written to follow "refused: " ("the save's moves ... do not match its check"), so its
        first letter is made a capital here, where it stands alone."""
        return self.add("error", UITextBox(f"<font color='#ec6054'><b>{html.escape(sentence(self.error))}</b></font>",
                                           pygame.Rect(rect), manager))

    def clear_error(self):
        """The error is about an earlier choice: it goes (without a rebuild, which would reset a list)."""
        self.error = ""
        box = self.widgets.pop("error", None)
        if box is not None:
            box.kill()

    def label(self, manager, wid, text, rect, object_id=None):
        return self.add(wid, UILabel(pygame.Rect(rect), text, manager, object_id=object_id))

    # has the pointer moved since this screen came? A pointer resting where the last click left it showed
    # a tooltip on the menu come back to, unasked (review 18): tooltips wait for a move
    _pointer_moved = False      # (set by the app on the screen on top: App.handle)

    def update(self, dt):
        super().update(dt)
        if not self._pointer_moved:
            for _, el, _ in tip_holders(self.widgets):
                if getattr(el, "tool_tip", None) is not None:
                    el.tool_tip.kill()
                    el.tool_tip = None
                if hasattr(el, "hover_time"):
                    el.hover_time = 0.0
        self.greyed_tips(dt, self._pointer_moved)
        self.widen_tips()
        self.place_tips()

    def build_gui(self, manager):
        self.widgets, self.actions, self.turns, self.picks, self.reasons = {}, {}, {}, {}, {}
        self._kit_tips = {}         # the kit's tips were on the widgets now gone
        self.open_at, self.default = None, None
        self.layout(manager)

    def layout(self, manager):
        """Subclasses create their widgets here."""

    def before_gui(self, event):
        """A row of a list clicked is picked as the click comes, in order with the clicks after it
        (`list_row_pressed`); pygame_gui's own new-selection event, a pass later, picks it again."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for wid, el in self.widgets.items():
            rows = getattr(el, "item_list_container", None)
            if isinstance(el, UISelectionList) and rows is not None and event.ui_element in rows.elements:
                self.list_row_pressed(wid, event.ui_element.text)
                return

    def list_row_pressed(self, wid, text):
        """The row of list `wid` that reads `text` was clicked (before_gui); a screen with a list it acts
        on picks it here."""

    def gui_event(self, event):
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            wid = next((w for w, el in self.widgets.items() if el is event.ui_element and w in self.picks), None)
            if wid is not None:
                self.pick(wid, event.text, keyboard=False)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for wid, el in self.widgets.items():
                if el is event.ui_element and wid in self.turns:
                    self.turns[wid](-1 if getattr(event, "mouse_button", 1) == pygame.BUTTON_RIGHT else 1)
                    return
                if el is event.ui_element and wid in self.actions:
                    self.actions[wid]()
                    return

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        opened = next((w for w in self.picks if self.is_open(self.widgets[w])), None)
        if opened is not None:         # an open list (by a click or Enter) takes the keys it uses
            if self.focus != opened or self.open_at is None:
                self.focus = opened
                self.open_at = self.picks[opened][0].index(self.widgets[opened].selected_option[0])
            if self.drop_down_key(k):
                return True
        if k == pygame.K_ESCAPE:
            self.back()
            return True
        if k == pygame.K_F1 and self.open_help():
            return True
        focused = self.widgets.get(self.focus)
        kind = self._kind(focused) if focused is not None else None
        # a field being typed in takes the keys (Space too), wherever the keyboard ring is: a person may
        # have clicked into it with the mouse
        if self.typing() and k not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            return False
        if k == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if kind == "list" and k in (pygame.K_UP, pygame.K_DOWN) and self.list_key(self.focus, k):
            return True
        if k in (pygame.K_DOWN, pygame.K_UP) and focused is None and self._list_first():
            # a screen that opens on a list with a row chosen (Load): the arrow moves the choice at once; the
            # first Down only put the ring on the list, and the gold row stayed (review 39)
            self.set_focus(self._list_first())
            self.list_key(self.focus, k)
            return True
        if k in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if k == pygame.K_DOWN else -1)
            return True
        if self.focus in self.turns and k in (pygame.K_LEFT, pygame.K_RIGHT) and focused.is_enabled:
            self.turns[self.focus](1 if k == pygame.K_RIGHT else -1)     # a turning button: back or on
            return True
        if kind == "dropdown" and k in (pygame.K_LEFT, pygame.K_RIGHT):
            names = self.picks[self.focus][0]
            at = names.index(focused.selected_option[0]) + (1 if k == pygame.K_RIGHT else -1)
            self.pick(self.focus, names[max(0, min(len(names) - 1, at))])
            return True
        if kind == "slider" and k in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 5 if k == pygame.K_RIGHT else -5
            lo, hi = focused.value_range
            focused.set_current_value(max(lo, min(hi, focused.get_current_value() + step)))
            self.slider_moved(self.focus, focused.get_current_value())
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if focused is None and k != pygame.K_SPACE and self.default_ready():
                # the gold button is what Enter does: back on the main menu from a game, "New game" was
                # drawn so while Enter only put the ring on it (review 22, 125)
                self.activate(self.default)
            elif focused is None:
                self.move_focus(1)
            else:
                self.activate(self.focus)
            return True
        if k in self.keys and not (event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            wid = self.keys[k]
            el = self.widgets.get(wid)
            if el is not None and el.is_enabled:
                self.focus = wid
                self.activate(wid)
                return True
        return False

    # --- the keyboard path ------------------------------------------------------------------------
    def typing(self):
        """Is a text field of this screen taking the keys (its keyboard focus, or clicked into)?"""
        return any(self._kind(el) == "text" and el.is_focused for el in self.widgets.values())

    @staticmethod
    def _kind(el):
        return next((k for cls, k in KINDS.items() if isinstance(el, cls)), "widget")

    def default_ready(self):
        """Whether the screen's default button is there to press (shown and not greyed)."""
        el = self.widgets.get(self.default)
        return el is not None and el.visible and el.is_enabled and self.default in self.actions

    def focusables(self):
        """Widget ids the keyboard visits, in the order the screen added them."""
        return [wid for wid, el in self.widgets.items()
                if el.visible and el.is_enabled and self._kind(el) in FOCUSABLE]

    def _list_first(self):
        """The id of the list the keyboard's first stop is, if it is one (else None)."""
        first = next(iter(self.focusables()), None)
        return first if first is not None and self._kind(self.widgets[first]) == "list" else None

    def move_focus(self, delta):
        ids = self.focusables()
        if not ids:
            return
        if self.focus in ids:
            i = (ids.index(self.focus) + delta) % len(ids)
        else:
            i = 0 if delta > 0 else len(ids) - 1
        self.set_focus(ids[i])

    def set_focus(self, wid):
        self.focus = wid
        el = self.widgets.get(wid)
        manager = self.app.gui()
        if el is not None and self._kind(el) == "text":
            manager.set_focus_set(el)          # typing goes into the field
        else:
            manager.set_focus_set(None)

    def activate(self, wid):
        """Enter / Space on a widget: press a button, tick a box, start typing in a field."""
        el = self.widgets.get(wid)
        if el is None or not el.is_enabled:
            return
        kind = self._kind(el)
        if kind == "button" and wid in self.actions:
            self.actions[wid]()
        elif kind == "checkbox":
            el.set_state(not el.is_checked)    # posts the same event as a click
        elif kind == "dropdown":
            self.set_focus(wid)
            self.open_drop_down(wid)
        elif kind in ("text", "list"):
            self.set_focus(wid)
            if kind == "list":
                self.list_key(wid, None)

    def drop_down_key(self, k):
        """A key while the focused drop-down is open: Up / Down point, Enter / Space take, Esc / Tab close."""
        names = self.picks[self.focus][0]
        if k in (pygame.K_UP, pygame.K_DOWN):
            self.open_at = max(0, min(len(names) - 1, self.open_at + (1 if k == pygame.K_DOWN else -1)))
            self._scroll_to_row(self.focus, self.open_at)
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.pick(self.focus, names[self.open_at])
            return True
        if k in (pygame.K_ESCAPE, pygame.K_TAB):
            self.open_drop_down(self.focus, on=False)
            return k == pygame.K_ESCAPE          # Tab closes it and goes on to the next widget
        return False

    def _scroll_to_row(self, wid, n):
        """An open drop-down's list scrolled so its row `n` is in view (Down past the last row shown
        pointed at a row out of sight, with no ring on any)."""
        box = self.widgets[wid].current_state.options_selection_list
        bar = box.scroll_bar if box is not None else None
        if bar is None:
            return
        total, seen = box.total_height_of_list, box.list_and_scroll_bar_container.rect.h
        top, row = bar.start_percentage * total, total / max(1, len(box.item_list))
        if n * row < top:
            top = n * row
        elif (n + 1) * row > top + seen:
            top = (n + 1) * row - seen
        bar.set_scroll_from_start_percentage(top / total)
        box.update(0.0)

    def list_key(self, wid, key):
        """Up / Down (None: Enter) on a focused list; screens with a list override it. True if used."""
        return False

    def slider_moved(self, wid, value):
        """A slider moved by the keyboard; screens with a slider override it."""

    def draw_over(self, surface):
        """The keyboard's focus ring, over the widgets (and a drop-down's colour squares)."""
        self.draw_swatches(surface)
        el = self.widgets.get(self.focus)
        if el is None or not el.visible:
            return
        m = self.m
        r = pygame.Rect(el.rect).inflate(m.px(8), m.px(8))
        pygame.draw.rect(surface, theme.GOLD, r, max(2, m.px(3)), border_radius=m.px(10))
        if self.open_at is not None and self.focus in self.picks:
            # the row the keyboard points at in the open list
            at = self.picks[self.focus][0][self.open_at]
            for text, row in self.drop_down_rows(self.focus):
                if text == at:
                    pygame.draw.rect(surface, theme.GOLD, row, max(2, m.px(2)), border_radius=m.px(4))

    def back(self):
        self.app.pop(self)

    # F1 opens a game's rules page from any menu screen, as it does on a board: the game the screen is
    # about (New game: the chosen one; the main menu: the one Continue holds), None on a screen where F1
    # has nothing to show (the rules page itself). With `help_chooses` the page offers every game's rules.
    help_chooses = False

    def help_game(self):
        return None

    def open_help(self):
        """F1: this screen's help, by default the rules page of help_game (with every game's row where
        help_chooses). False where F1 has nothing to show."""
        if self.help_game() is None:
            return False
        self.app.nav.rules(self.help_game(), choose=self.help_chooses)
        return True

    def rebuild(self):
        self.app._refresh_gui(force=True)

    def draw(self, surface):
        self.place_tips()           # a tooltip made since update is drawn where it belongs (place_tips)
        surface.blit(theme.felt(surface.get_size()), (0, 0))

    def layout_info(self):
        objects = []
        for wid, el in self.widgets.items():
            if not el.visible:
                continue
            kind = next((k for cls, k in KINDS.items() if isinstance(el, cls)), "widget")
            d = {"id": wid, "kind": kind, "rect": rect_list(el.rect)}
            text = getattr(el, "text", None)
            if isinstance(text, str) and text:
                d["label"] = text
            if kind in FOCUSABLE:
                d["enabled"] = bool(el.is_enabled)
                if not el.is_enabled and self.greyed_words(wid, el):
                    d["reason"] = self.greyed_words(wid, el)        # what its tip says on hover
            if kind == "checkbox":
                d["checked"] = bool(el.is_checked)
            if kind == "slider":
                d["value"] = el.get_current_value()
            if kind == "dropdown":
                d["label"], d["open"] = el.selected_option[0], self.is_open(el)
                d["choices"] = list(self.picks[wid][0]) if wid in self.picks else []
                if d["open"] and el.current_state.options_selection_list is not None:
                    d["list"] = rect_list(el.current_state.options_selection_list.rect)   # where it opened
            if wid == self.focus:
                d["focused"] = True
            objects.append(d)
            for n, (text, r) in enumerate(self.drop_down_rows(wid) if kind == "dropdown" else ()):
                # an open drop-down's rows, to be clicked like any button
                objects.append({"id": f"{wid}:choice:{n}", "kind": "choice", "label": text, "rect": rect_list(r)})
        if self.error:
            objects.append({"id": "error", "kind": "message", "text": sentence(self.error), "level": "error"})
        return {"scene": self.name, "objects": objects}

    def column(self, width, top, count, h=46, gap=12):
        """Rects for `count` widgets of design size (width, h) centred in a column from `top`."""
        m = self.m
        w = m.px(width)
        x = m.w // 2 - w // 2
        return [pygame.Rect(x, m.px(top) + i * (m.px(h) + m.px(gap)), w, m.px(h)) for i in range(count)]
