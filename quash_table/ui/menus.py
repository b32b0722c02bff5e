"""The menus, built with pygame_gui: main menu, new game, load, settings, pause, rules.

Each screen keeps its choices in plain attributes (its model) and rebuilds its widgets from them, so a
window resize or a change that adds widgets (a seat more, another game's options) is one `build_gui`.
Widgets are registered with an id so the --layout file lists them like the board's objects.

Every screen works from the keyboard as well as the mouse: Tab / Shift+Tab (or Down / Up) move a gold
focus ring through the widgets, Enter or Space presses a button or ticks a box, Left / Right move a
slider, a focused text field takes typing, Esc goes back. Some screens add letter keys (the main menu's
N, C, L, S, G, A, Q), shown in the buttons' tooltips.
"""

import html
import random
import re
import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import (UIButton, UICheckBox, UIHorizontalSlider, UILabel, UISelectionList, UITextBox,
                                 UITextEntryLine)

from ..bots import bot_levels
from ..engine.game import IllegalAction
from ..engine.match import short_seat_name
from ..engine.saves import SaveError, load_autosave, load_match, save_header, save_match, unique_path
from ..games import available_game_ids, get_game
from ..paths import asset_path, saves_dir, user_dir
from . import markdown, theme
from . import settings as settings_mod
from .app import Scene
from .save_rows import SaveRows
from .sprites import SPRITES, card_size
from .widgets import rect_list

# Options that name a seat (docs/ARCHITECTURE.md, "Conventions shared by the games"): offered as the players' names.
SEAT_OPTIONS = ("first", "dealer")

KINDS = {UIButton: "button", UICheckBox: "checkbox", UITextEntryLine: "text",
         UISelectionList: "list", UITextBox: "textbox", UILabel: "label", UIHorizontalSlider: "slider"}
FOCUSABLE = ("button", "checkbox", "text", "list", "slider")


class MenuScene(Scene):
    """A pygame_gui screen over the felt. Subclasses lay out widgets in build_gui via `add`."""

    uses_gui = True
    name = "menu"

    def __init__(self, app):
        super().__init__(app)
        self.widgets = {}
        self.actions = {}     # widget id -> callback for buttons
        self.keys = {}        # pygame key -> widget id: letter keys for a screen's buttons
        self.error = ""
        self.focus = None     # id of the widget the keyboard is on (kept across rebuilds)

    @property
    def m(self):
        return self.app.metrics

    def add(self, wid, element, on_press=None):
        self.widgets[wid] = element
        if on_press is not None:
            self.actions[wid] = on_press
        return element

    def button(self, manager, wid, text, rect, on_press, primary=False, enabled=True, tooltip=None):
        b = UIButton(pygame.Rect(rect), text, manager, object_id="#primary" if primary else None,
                     tool_tip_text=tooltip)
        if not enabled:
            b.disable()
        return self.add(wid, b, on_press)

    def cycle(self, manager, wid, choices, current, rect, on_change):
        """A button showing the current choice; each click moves to the next one (wrapping around).
        Clearer to click (and to automate) than a drop-down list, for the handful of values menus offer."""
        names = list(choices)
        idx = names.index(current) if current in names else 0

        def advance():
            on_change(names[(idx + 1) % len(names)])
            self.rebuild()
        return self.button(manager, wid, f"{names[idx]}  \u25b8", rect, advance,
                           tooltip="click for the next choice")

    def error_box(self, manager, rect):
        """The current error, wrapped (reasons from the rules or a save can be long)."""
        return self.add("error", UITextBox(f"<font color='#ec6054'><b>{html.escape(self.error)}</b></font>",
                                           pygame.Rect(rect), manager))

    def label(self, manager, wid, text, rect, object_id=None):
        return self.add(wid, UILabel(pygame.Rect(rect), text, manager, object_id=object_id))

    def build_gui(self, manager):
        self.widgets, self.actions = {}, {}
        self.layout(manager)

    def layout(self, manager):
        """Subclasses create their widgets here."""

    def gui_event(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for wid, el in self.widgets.items():
                if el is event.ui_element and wid in self.actions:
                    self.actions[wid]()
                    return

    def handle(self, event):
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k == pygame.K_ESCAPE:
            self.back()
            return True
        focused = self.widgets.get(self.focus)
        kind = self._kind(focused) if focused is not None else None
        # a field being typed in takes the keys (Space too), wherever the keyboard ring is: a person may
        # have clicked into it with the mouse
        typing = any(self._kind(el) == "text" and el.is_focused for el in self.widgets.values())
        if typing and k not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            return False
        if k == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if kind == "list" and k in (pygame.K_UP, pygame.K_DOWN) and self.list_key(self.focus, k):
            return True
        if k in (pygame.K_DOWN, pygame.K_UP):
            self.move_focus(1 if k == pygame.K_DOWN else -1)
            return True
        if kind == "slider" and k in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 5 if k == pygame.K_RIGHT else -5
            lo, hi = focused.value_range
            focused.set_current_value(max(lo, min(hi, focused.get_current_value() + step)))
            self.slider_moved(self.focus, focused.get_current_value())
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if focused is None:
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
    @staticmethod
    def _kind(el):
        return next((k for cls, k in KINDS.items() if isinstance(el, cls)), "widget")

    def focusables(self):
        """Widget ids the keyboard visits, in the order the screen added them."""
        return [wid for wid, el in self.widgets.items()
                if el.visible and el.is_enabled and self._kind(el) in FOCUSABLE]

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
        elif kind in ("text", "list"):
            self.set_focus(wid)
            if kind == "list":
                self.list_key(wid, None)

    def list_key(self, wid, key):
        """Up / Down (None: Enter) on a focused list; screens with a list override it. True if used."""
        return False

    def slider_moved(self, wid, value):
        """A slider moved by the keyboard; screens with a slider override it."""

    def draw_over(self, surface):
        """The keyboard's focus ring, over the widgets."""
        el = self.widgets.get(self.focus)
        if el is None or not el.visible:
            return
        m = self.m
        r = pygame.Rect(el.rect).inflate(m.px(8), m.px(8))
        pygame.draw.rect(surface, theme.GOLD, r, max(2, m.px(3)), border_radius=m.px(10))

    def back(self):
        self.app.pop(self)

    def rebuild(self):
        self.app._refresh_gui(force=True)

    def draw(self, surface):
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
            if kind == "checkbox":
                d["checked"] = bool(el.is_checked)
            if kind == "slider":
                d["value"] = el.get_current_value()
            if wid == self.focus:
                d["focused"] = True
            objects.append(d)
        if self.error:
            objects.append({"id": "error", "kind": "message", "text": self.error, "level": "error"})
        return {"scene": self.name, "objects": objects}

    def column(self, width, top, count, h=46, gap=12):
        """Rects for `count` widgets of design size (width, h) centred in a column from `top`."""
        m = self.m
        w = m.px(width)
        x = m.w // 2 - w // 2
        return [pygame.Rect(x, m.px(top) + i * (m.px(h) + m.px(gap)), w, m.px(h)) for i in range(count)]


def continue_note(match):
    """What Continue would resume, as a player says it: "Flush with Ann and Bot 2, round 3" (the round or
    hand the game is in; the moves for a game without rounds), or that it is finished."""
    players = [short_seat_name(seat) for seat in match.seats]
    who = ", ".join(players[:-1]) + " and " + players[-1] if len(players) > 1 else players[0]
    if match.over:
        return f"{match.game.title} with {who} is finished"
    view = match.game.view(match.state, None)
    for key, word in (("round", "round"), ("hand_no", "hand"), ("round_no", "round")):
        if isinstance(view.get(key), int) and not isinstance(view.get(key), bool):
            return f"{match.game.title} with {who}, {word} {view[key]}"
    n = len(match.actions)
    return f"{match.game.title} with {who}, {n} move" + ("" if n == 1 else "s")


class MainMenuScene(MenuScene):
    name = "main_menu"

    def __init__(self, app):
        super().__init__(app)
        self.autosave_note = ""
        self.autosave = None
        try:
            self.autosave = load_autosave()
        except SaveError as e:
            self.autosave_note = f"The autosave cannot be used: {e}"
        if self.autosave is not None:
            self.autosave_note = continue_note(self.autosave)
            if self.autosave.over:
                self.autosave = None          # nothing to play on: a finished game is in the statistics

    def layout(self, manager):
        rects = self.column(340, 262, 7, 46, 10)
        # Tooltips say what is behind a button, and its letter key.
        self.button(manager, "new", "New game", rects[0], self.new_game, primary=True,
                    tooltip="Choose a game, the players and the options (N)")
        self.button(manager, "continue", "Continue", rects[1], self.resume, enabled=self.autosave is not None,
                    tooltip=("Play on: " + self.autosave_note if self.autosave is not None
                             else self.autosave_note or "No game to continue yet") + " (C)")
        self.button(manager, "load", "Load game or replay", rects[2], self.app.nav.load,
                    tooltip="Load a saved game, or watch it as a replay (L)")
        self.button(manager, "statistics", "Statistics", rects[3],
                    self.app.nav.statistics,
                    tooltip="Games, wins and streaks for each player name (S)")
        self.button(manager, "settings", "Settings", rects[4], self.app.nav.settings,
                    tooltip="Window size, sound, animation speed, undo (G)")
        self.button(manager, "about", "About", rects[5], self.app.nav.about,
                    tooltip="Version, where your files are kept, licences (A)")
        self.button(manager, "quit", "Quit", rects[6], self.app.quit, tooltip="Close Quash Table (Q)")
        for el in self.widgets.values():
            el.tool_tip_wrap_width = self.m.px(440)     # one line
        self.keys = {pygame.K_n: "new", pygame.K_c: "continue", pygame.K_l: "load", pygame.K_s: "statistics",
                     pygame.K_g: "settings", pygame.K_a: "about", pygame.K_q: "quit"}
        if self.autosave_note:
            r = rects[6].move(0, self.m.px(56))
            r.inflate_ip(self.m.px(300), 0)
            self.label(manager, "autosave_note", "Continue: " + self.autosave_note
                       if self.autosave is not None else self.autosave_note, r, object_id="#muted")
        if self.app.data_notice:                     # another copy of the app owns the data folder
            r = rects[6].move(0, self.m.px(92)).inflate(self.m.px(500), 0)
            self.label(manager, "data_notice", self.app.data_notice, r, object_id="#muted")

    def update(self, dt):
        """A button's tooltip goes beside the menu column on one line, not under the pointer where it
        would cover the next button."""
        super().update(dt)
        m = self.m
        for el in self.widgets.values():
            tip = getattr(el, "tool_tip", None)
            if tip is None or getattr(tip, "_beside", False):
                continue
            r = pygame.Rect(el.rect)
            x = r.right + m.px(12)
            if x + tip.rect.width > m.w:
                x = max(0, r.left - m.px(12) - tip.rect.width)
            tip.set_position((x, r.centery - tip.rect.height // 2))
            tip._beside = True

    def _fans(self):
        """The decorative card fans, drawn once per window size (rotating cards every frame is slow)."""
        m = self.m
        key = (m.w, m.h, SPRITES.colour_blind)
        if getattr(self, "_fans_key", None) != key:
            self._fans_key = key
            layer = pygame.Surface((m.w, m.h), pygame.SRCALPHA)
            cx = m.w // 2
            size = card_size(m.px(150))
            left = [("standard", "AS"), ("thegame", "R7"), ("flush", "5L"), ("standard", "KH")]
            right = [("thegame", "B3"), ("standard", "QD"), ("flush", "F+"), ("thegame", "Y10")]
            for side, cards, base_x in ((-1, left, cx - m.px(400)), (1, right, cx + m.px(400))):
                for i, (deck, code) in enumerate(cards):
                    img = pygame.transform.rotozoom(SPRITES.card(deck, code, size), side * (-24 + i * 14), 1)
                    x = base_x + side * (i - 1.5) * m.px(34)
                    layer.blit(img, img.get_rect(center=(x, m.px(470) + abs(i - 1.5) * m.px(12))))
            for i, (v, c) in enumerate(((5, None), (3, (200, 50, 50)))):
                d = SPRITES.die(v, m.px(46), c)
                layer.blit(d, d.get_rect(center=(cx - m.px(40) + i * m.px(80), m.h - m.px(50))))
            self._fans_surface = layer
        return self._fans_surface

    def new_game(self):
        self.app.nav.new_game()

    def resume(self):
        if self.autosave is None:
            return
        try:
            match = load_autosave()
        except SaveError as e:
            self.autosave, self.autosave_note = None, f"The autosave cannot be used: {e}"
            self.rebuild()
            return
        self.app.nav.open_match(match)

    def back(self):
        self.app.quit()

    def draw(self, surface):
        super().draw(surface)
        m = self.m
        cx = m.w // 2
        theme.blit_text(surface, "Quash Table", m.px(64), (cx, m.px(110)), theme.GOLD, True, "center")
        theme.blit_text(surface, "QUASH \u00b7 NumberQuash \u00b7 The Game \u00b7 Quadruple War \u00b7 Flush",
                        m.px(18), (cx, m.px(172)), theme.MUTED, False, "center")
        theme.blit_text(surface, "alone against bots, or pass-and-play at one screen", m.px(15),
                        (cx, m.px(200)), theme.DIM, False, "center")
        # Two fans of cards framing the menu: the three decks the tables use.
        surface.blit(self._fans(), (0, 0))


class NewGameScene(MenuScene):
    name = "new_game"

    def __init__(self, app, game_id=None):
        super().__init__(app)
        ids = available_game_ids()
        self.game_ids = ids
        self.game_id = game_id if game_id in ids else ("thegame" if "thegame" in ids else ids[0])
        self.allow_undo = app.settings.get("undo", True)
        self._reset_for_game()

    def _reset_for_game(self):
        game = get_game(self.game_id)
        self.count = self.seat_counts()[0]
        levels = self.levels()
        level = "normal" if "normal" in levels else levels[-1]
        self.seats = [{"kind": "human", "level": level, "name": "Player 1"}] + [
            {"kind": "bot", "level": level, "name": f"Player {i + 1}"} for i in range(1, game.max_seats)]
        self.options = dict(game.default_options)
        self.seed_text = ""
        self.error = ""

    def seat_counts(self):
        """The numbers of players the game allows (its own check_seats: QUASH is for 2 or 4, never 3)."""
        game = get_game(self.game_id)
        out = []
        for n in range(game.min_seats, game.max_seats + 1):
            try:
                game.check_seats(n)
            except IllegalAction:
                continue
            out.append(n)
        return out or [game.min_seats]

    def levels(self):
        try:
            return bot_levels(self.game_id)
        except ImportError:
            return ["random"]

    def _harvest(self):
        """Read typed text back into the model before the widgets are rebuilt."""
        for i in range(self.count):
            entry = self.widgets.get(f"seat{i}:name")
            if entry is not None:
                self.seats[i]["name"] = entry.get_text().strip()[:40]
        game = get_game(self.game_id)
        for o in game.options:
            entry = self.widgets.get(f"option:{o.key}")
            if isinstance(entry, UITextEntryLine):
                text = entry.get_text().strip()
                if text:
                    self.options[o.key] = text     # the game's Option.check reads text as its kind
                else:                              # an emptied field means "not set"
                    self.options[o.key] = None if (o.nullable or o.default is None) else o.default
        seed = self.widgets.get("seed")
        if seed is not None:
            self.seed_text = seed.get_text().strip()

    def layout(self, manager):
        m = self.m
        px = m.px
        game = get_game(self.game_id)
        top = px(120)
        # Column 1: the game.
        x1, w1 = px(40), px(270)
        self.label(manager, "h:game", "Game", (x1, top - px(44), w1, px(36)), "#heading")
        for i, gid in enumerate(self.game_ids):
            g = get_game(gid)
            self.button(manager, f"game:{gid}", g.title, (x1, top + i * px(56), w1, px(46)),
                        lambda gid=gid: self.pick_game(gid), primary=gid == self.game_id)
        # Column 2: the players.
        x2, w2 = x1 + w1 + px(40), px(470)
        self.label(manager, "h:players", "Players", (x2, top - px(44), w2, px(36)), "#heading")
        minus = self.button(manager, "seats:minus", "\u2212", (x2, top, px(46), px(42)), lambda: self.set_count(-1))
        plus = self.button(manager, "seats:plus", "+", (x2 + px(200), top, px(46), px(42)), lambda: self.set_count(1))
        counts = self.seat_counts()
        if self.count <= counts[0]:
            minus.disable()
        if self.count >= counts[-1]:
            plus.disable()
        self.label(manager, "seats:count", f"{self.count} players", (x2 + px(50), top, px(146), px(42)))
        kinds = ["Human"] + [f"Bot: {lv}" for lv in self.levels()]
        for i in range(self.count):
            y = top + px(60) + i * px(54)
            seat = self.seats[i]
            self.label(manager, f"seat{i}:label", f"Seat {i + 1}", (x2, y, px(70), px(42)))
            current = "Human" if seat["kind"] == "human" else f"Bot: {seat['level']}"
            if current not in kinds:
                current = kinds[-1]
            self.cycle(manager, f"seat{i}:kind", kinds, current, (x2 + px(74), y, px(170), px(42)),
                       lambda text, i=i: self.set_kind(i, text))
            if seat["kind"] == "human":
                entry = UITextEntryLine(pygame.Rect(x2 + px(254), y, px(210), px(42)), manager,
                                        placeholder_text="name")
                entry.set_text(seat["name"] or f"Player {i + 1}")
                entry.length_limit = 40
                self.add(f"seat{i}:name", entry)
        # Column 3: options, seed, start.
        x3 = x2 + w2 + px(30)
        w3 = m.w - x3 - px(40)
        self.label(manager, "h:options", "Options", (x3, top - px(44), w3, px(36)), "#heading")
        y = top
        for o in game.options:
            self._option_widget(manager, o, x3, y, w3)
            y += px(54)
            hint = self.option_hint(o, w3)
            if hint:
                self.label(manager, f"option:{o.key}:hint", hint, (x3, y - px(10), w3, px(22)), "#muted")
                y += px(20)
        self.label(manager, "seed:label", "Seed (blank: random)", (x3, y, w3, px(24)), "#muted")
        seed = UITextEntryLine(pygame.Rect(x3, y + px(26), min(w3, px(200)), px(42)), manager,
                               placeholder_text="random")
        seed.set_text(self.seed_text)
        seed.set_allowed_characters("numbers")
        self.add("seed", seed)
        y += px(84)
        humans = sum(1 for s in self.seats[:self.count] if s["kind"] == "human")
        undo = UICheckBox(pygame.Rect(x3, y + px(8), px(26), px(26)), "Allow undo", manager,
                          initial_state=bool(self.allow_undo),
                          tool_tip_text="Take back your own move when you play alone against bots; "
                                        "such games are marked in the statistics")
        self.add("allow_undo", undo)
        note = ("never in pass-and-play" if humans > 1 else "alone against bots; marked in statistics")
        self.label(manager, "allow_undo:note", note, (x3, y + px(38), w3, px(22)), "#muted")
        bottom = m.h - px(90)
        self.button(manager, "start", "Start", (m.w - px(40) - px(200), bottom, px(200), px(54)), self.start,
                    primary=True)
        self.button(manager, "back", "Back", (px(40), bottom, px(160), px(54)), self.back)
        if self.error:
            self.error_box(manager, (px(220), bottom - px(30), m.w - px(480), px(84)))

    def _option_widget(self, manager, o, x, y, w):
        px = self.m.px
        value = self.options.get(o.key, o.default)
        lw = min(px(200), w // 2)
        if o.kind == "bool":
            box = UICheckBox(pygame.Rect(x, y + px(8), px(26), px(26)), o.label, manager,
                             initial_state=bool(value), tool_tip_text=o.help or None)
            self.add(f"option:{o.key}", box)
            return
        self.label(manager, f"option:{o.key}:label", o.label, (x, y, lw, px(42)))
        rect = pygame.Rect(x + lw + px(8), y, w - lw - px(8), px(42))
        choices = self.option_choices(o)
        if choices is not None:
            names = [c[0] for c in choices]
            current = next((c[0] for c in choices if c[1] == value), names[0])
            values = dict(choices)
            self.cycle(manager, f"option:{o.key}", names, current, rect,
                       lambda text, key=o.key: self._set_option(key, values[text]))
        else:
            entry = UITextEntryLine(rect, manager)
            entry.set_text(seat_list_text(value) if o.kind == "list" else ("" if value is None else str(value)))
            self.add(f"option:{o.key}", entry)

    # Short explanations under the options whose field alone does not say what to type or what it does.
    HINTS = {"order": "seat numbers in playing order, like 2,1 (blank: roll)",
             "deck": "a deck .json file (blank: the standard deck)",
             "professional": "one card a turn; signals name colours and stacks only"}

    def option_hint(self, o, width):
        """The one-line explanation under a text field or tick box ("" for none, or if it cannot fit)."""
        if o.kind != "bool" and self.option_choices(o) is not None:
            return ""              # a choice button shows its value in words
        text = self.HINTS.get(o.key)
        if o.key == "order":
            example = ",".join(str(i + 1) for i in [*range(1, self.count), 0])
            text = f"seat numbers in playing order, like {example} (blank: roll)"
        if text is None:
            text = o.help.split(" (")[0].split(";")[0].strip()
        size = self.m.px(14)
        while text and theme.font(size).size(text)[0] > width:
            if "(" in text:
                text = text[:text.rindex("(")].rstrip()
            else:
                return ""
        return text

    def option_choices(self, o):
        """[(shown text, value)] for options offered as a drop-down, or None for a text field."""
        if o.kind == "choice":
            return [(str(c), c) for c in o.choices]
        if o.kind == "int" and o.lo is not None and o.hi is not None and o.hi - o.lo <= 20:
            hi = o.hi
            if o.key in SEAT_OPTIONS:
                hi = min(hi, self.count - 1)
                out = [(self.seats[v]["name"] or f"Seat {v + 1}" if self.seats[v]["kind"] == "human"
                        else f"Seat {v + 1} (bot)", v) for v in range(o.lo, hi + 1)]
            else:
                out = [(str(v), v) for v in range(o.lo, hi + 1)]
            if o.nullable or o.default is None:
                out.insert(0, ("random", None))
            return out
        return None

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for wid, el in self.widgets.items():
                if el is event.ui_element and wid.startswith("option:"):
                    self.options[wid[7:]] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
                if el is event.ui_element and wid == "allow_undo":
                    self.allow_undo = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            return
        super().gui_event(event)

    def set_kind(self, i, text):
        self._harvest()
        if text == "Human":
            self.seats[i]["kind"] = "human"
            if not self.seats[i]["name"]:
                self.seats[i]["name"] = f"Player {i + 1}"
        else:
            self.seats[i]["kind"], self.seats[i]["level"] = "bot", text.split(": ", 1)[1]

    def _set_option(self, key, value):
        self._harvest()
        self.options[key] = value

    def pick_game(self, gid):
        """Another game: its own options, but the players typed in so far stay (names, human or bot, and
        the level where the game has it), and so does their number where the game allows it."""
        self._harvest()
        kept, count = self.seats, self.count
        self.game_id = gid
        self._reset_for_game()
        counts = self.seat_counts()
        self.count = count if count in counts else min(counts, key=lambda n: (abs(n - count), n))
        levels = self.levels()
        for old, new in zip(kept, self.seats):
            new["kind"], new["name"] = old["kind"], old["name"]
            if old["level"] in levels:
                new["level"] = old["level"]
        self.rebuild()

    def set_count(self, delta):
        """One step to the next seat count the game allows (QUASH: 2 -> 4)."""
        self._harvest()
        counts = self.seat_counts()
        if delta > 0:
            self.count = next((n for n in counts if n > self.count), counts[-1])
        else:
            self.count = next((n for n in reversed(counts) if n < self.count), counts[0])
        for key in SEAT_OPTIONS:
            if isinstance(self.options.get(key), int) and self.options[key] >= self.count:
                self.options[key] = 0
        self.rebuild()

    def seat_specs(self):
        out = []
        for i in range(self.count):
            s = self.seats[i]
            if s["kind"] == "human":
                out.append({"kind": "human", "name": s["name"] or f"Player {i + 1}"})
            else:
                out.append({"kind": "bot", "level": s["level"]})
        return out

    def duplicate_name(self):
        """(name, seat, other seat) for the first name two human seats share (trimmed, ignoring case),
        or None. Two players called Sam would both read "Pass to Sam" and "Sam, your turn", and share
        one line of statistics."""
        seen = {}
        for i, spec in enumerate(self.seat_specs()):
            if spec["kind"] != "human":
                continue
            key = spec["name"].strip().casefold()
            if key in seen:
                return seen[key][0], seen[key][1], i
            seen[key] = (spec["name"].strip(), i)
        return None

    def checked_options(self):
        """The game's options as the game wants them: seat lists typed counting from 1 become the game's
        0-based lists, and a refusal names the option by the label on screen, not its internal key."""
        game = get_game(self.game_id)
        options = dict(self.options)
        for o in game.options:
            if o.kind == "list" and isinstance(options.get(o.key), str):
                options[o.key] = parse_seat_list(options[o.key], self.count, o.label)
        try:
            return game.check_options(game.options_from_user(options), self.count)
        except IllegalAction as e:
            raise IllegalAction(option_words(str(e), game)) from None

    def start(self):
        self._harvest()
        game = get_game(self.game_id)
        twice = self.duplicate_name()
        if twice is not None:
            name, a, b = twice
            self.error = (f"Seat {a + 1} and Seat {b + 1} are both called \u201c{name}\u201d: give each "
                          f"player a different name, so turns and statistics are not mixed up.")
            self.rebuild()
            return
        try:
            options = self.checked_options()
            seed = int(self.seed_text) if self.seed_text else random.randrange(1 << 31)
            board = self.app.nav.new_board(self.game_id, self.seat_specs(), seed, options)
        except (IllegalAction, ValueError) as e:
            self.error = option_words(str(e), game)
            self.rebuild()
            return
        if self.app.settings.get("undo", True) != self.allow_undo:
            self.app.apply_settings(dict(self.app.settings, undo=self.allow_undo))   # kept for next time
            board.session.settings = self.app.settings
        self.app.replace(board)


def option_words(text, game):
    """A refusal from a game's option check with each option's internal key ("option 'elimination_at'")
    written as the label the New game screen shows ("\u201cElimination at\u201d")."""
    labels = {o.key: o.label for o in game.options}

    def label(mo):
        key = mo.group(1)
        return f"\u201c{labels[key]}\u201d" if key in labels else mo.group(0)
    text = re.sub(r"\boption '([A-Za-z_]\w*)'", label, text)
    return text[:1].upper() + text[1:]


def parse_seat_list(text, count, label="Turn order"):
    """Seats typed as the screen numbers them, 1 to count ("2,3,1", spaces also fine), as the game's
    0-based list; IllegalAction (naming the option by its label) unless each seat is there exactly once."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    example = ",".join(str(i + 1) for i in [*range(1, count), 0])
    want = (f"\u201c{label}\u201d: type each seat 1 to {count} once, in playing order, like {example} "
            f"(not \u201c{text.strip()}\u201d)")
    try:
        seats = [int(p) for p in parts]
    except ValueError:
        raise IllegalAction(want) from None
    if sorted(seats) != list(range(1, count + 1)):
        raise IllegalAction(want)
    return [v - 1 for v in seats]


def seat_list_text(value):
    """A game's 0-based seat list as the screen shows it (1-based, comma separated)."""
    return ",".join(str(v + 1) for v in value) if isinstance(value, list) else ("" if value is None else str(value))


# What the Load list says about each save, by (path, size, mtime): its header is read and checked (not
# replayed: a save is replayed when it is opened, and one that fails then is listed as damaged from then on).
_SAVE_SUMMARIES = {}


def save_summary(path):
    """One line for the Load list: "Flush · Ann, Bot 2 · 12 moves · 25 Nov 2026 14:03", or for a file
    that does not load "name.json · damaged: <reason>". Never raises."""
    path = Path(path)
    try:
        st = path.stat()
        key = (str(path), st.st_size, st.st_mtime_ns)
    except OSError as e:
        return f"{path.name} \u00b7 cannot be read: {e.strerror or e}"
    got = _SAVE_SUMMARIES.get(key)
    if got is not None:
        return got
    when = time.strftime("%d %b %Y %H:%M", time.localtime(st.st_mtime)).lstrip("0")
    try:
        head = save_header(path, within=user_dir())
        players = ", ".join(short_seat_name(seat) for seat in head["seats"])   # "Bot 2": the line is short
        n = head["moves"]
        moves = f"{n} move" if n == 1 else f"{n} moves"
        if head["over"]:
            moves += ", finished"
        text = f"{get_game(head['game']).title} \u00b7 {players} \u00b7 {moves} \u00b7 {when}"
    except Exception as e:          # a damaged file is listed as damaged, whatever is wrong with it
        text = damaged_summary(path, e)
    _SAVE_SUMMARIES[key] = text
    return text


def damaged_summary(path, error):
    reason = str(error) if isinstance(error, SaveError) else f"{type(error).__name__}: {error}"
    return f"{Path(path).name} \u00b7 damaged: {reason.split(' (')[0]}"


def mark_damaged(path, error):
    """A save that failed when opened is listed as damaged from then on (its bytes are not touched)."""
    try:
        st = Path(path).stat()
    except OSError:
        return
    _SAVE_SUMMARIES[(str(path), st.st_size, st.st_mtime_ns)] = damaged_summary(path, error)


def _mtime(path):
    """When a file in the saves folder changed; 0 for one that cannot be looked at (a dangling link)."""
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0


class LoadScene(MenuScene):
    name = "load"

    def __init__(self, app):
        super().__init__(app)
        self.files = sorted(saves_dir().glob("*.json"), key=_mtime, reverse=True)
        self.path_text = ""
        # The list's lines (game, players, moves, date; or "damaged"), each naming one file: a page read
        # now, the rest a slice a frame (ui/save_rows.py).
        size, width = app.metrics.px(17), app.metrics.px(820)
        self.lines = SaveRows(self.files, save_summary, lambda text: theme.ellipsize(text, size, width, bold=True))
        self.rows = self.lines.rows()

    def update(self, dt):
        super().update(dt)
        if not self.lines.done and self.lines.read():
            self._show_rows()

    def _show_rows(self):
        """The rows as read now, changed in place in the list (its scroll and selection stay)."""
        self.rows = self.lines.rows()
        lst = self.widgets.get("saves")
        for item, (text, _) in zip(getattr(lst, "item_list", []), self.rows):
            if item.get("text") != text:
                item["text"] = text
                el = item.get("button_element")
                if el is not None:
                    el.set_text(text)

    def path_for(self, text):
        return next((f for r, f in self.rows if r == text), None)

    def layout(self, manager):
        m = self.m
        px = m.px
        w = px(860)
        x = m.w // 2 - w // 2
        self.label(manager, "h:load", "Load a saved game", (x, px(60), w, px(44)), "#heading")
        items = [r for r, _ in self.rows]
        lst = UISelectionList(pygame.Rect(x, px(120), w, m.h - px(420)), items, manager)
        lst.list_item_height = px(32)        # pygame_gui's 20 packs the rows with no air between them
        lst.set_item_list(items)
        self.add("saves", lst)
        if not items:
            self.label(manager, "none", f"No saves yet in {saves_dir()}", (x, px(130), w, px(30)), "#muted")
        y = m.h - px(290)
        self.label(manager, "path:label", "Or a file path:", (x, y, w, px(26)), "#muted")
        entry = UITextEntryLine(pygame.Rect(x, y + px(28), w, px(44)), manager, placeholder_text="/path/to/save.json")
        entry.set_text(self.path_text)
        self.add("path", entry)
        self.button(manager, "replay", "Replay", (x + w - px(410), m.h - px(110), px(200), px(54)), self.replay,
                    tooltip="Step through the game, forward and back (R)")
        self.button(manager, "load", "Load", (x + w - px(200), m.h - px(110), px(200), px(54)), self.load,
                    primary=True, tooltip="Play on from where it was saved")
        self.button(manager, "back", "Back", (x, m.h - px(110), px(160), px(54)), self.back)
        if self.error:
            # Between the path field and the buttons, room for two lines: it covers nothing.
            self.error_box(manager, (x, y + px(80), w, px(80)))
        self._show_selection()

    def _chosen_row(self):
        text = self.widgets["path"].get_text().strip() if "path" in self.widgets else self.path_text
        return next((r for r, f in self.rows if text and str(f) == text), None)

    def _show_selection(self):
        """Highlight the chosen save in the list (after a rebuild or a keyboard move)."""
        lst = self.widgets.get("saves")
        chosen = next((r for r, f in self.rows if self.path_text and str(f) == self.path_text), None)
        for item in getattr(lst, "item_list", []):
            want = item.get("text") == chosen
            if item.get("selected") != want:
                item["selected"] = want
                el = item.get("button_element")
                if el is not None:
                    el.select() if want else el.unselect()

    def draw_over(self, surface):
        """The chosen save stands out: a gold band and frame on its row (the list's own highlight is the
        hover colour, hard to tell from the rest), then the keyboard's focus ring."""
        lst = self.widgets.get("saves")
        chosen = self._chosen_row()
        if lst is not None and chosen is not None:
            for item in getattr(lst, "item_list", []):
                el = item.get("button_element")
                if item.get("text") == chosen and el is not None and el.visible:
                    r = pygame.Rect(el.rect).clip(lst.rect)
                    if r.h > 2:
                        m = self.m
                        theme.panel(surface, r, theme.GOLD, 90, m.px(4))
                        pygame.draw.rect(surface, theme.GOLD, r, max(2, m.px(2)), border_radius=m.px(4))
        super().draw_over(surface)

    def list_key(self, wid, key):
        if wid != "saves" or not self.files:
            return False
        paths = [str(f) for _, f in self.rows]
        current = self.widgets["path"].get_text().strip()
        i = paths.index(current) if current in paths else -1
        if key == pygame.K_UP:
            if i <= 0:
                return False       # off the top of the list: the focus moves on
            i -= 1
        elif key == pygame.K_DOWN:
            if i >= len(paths) - 1:
                return False
            i += 1
        else:
            i = max(i, 0)
        self.path_text = paths[i]
        self.widgets["path"].set_text(self.path_text)
        self._show_selection()
        return True

    def handle(self, event):
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_r and event.mod & pygame.KMOD_CTRL == 0
                and not self.widgets["path"].is_focused):
            self.replay()
            return True
        return super().handle(event)

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION,
                          pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION):
            path = self.path_for(event.text)
            if path is not None:
                self.path_text = str(path)
                self.widgets["path"].set_text(str(path))
                if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                    self.load()
            return
        super().gui_event(event)

    def _chosen_match(self):
        """The save named in the path field, loaded and checked; None (with the error shown) if not."""
        text = self.widgets["path"].get_text().strip()
        self.path_text = text
        if not text:
            self.error = "Pick a save from the list or type a path."
            self.rebuild()
            return None
        path = Path(text).expanduser()
        try:
            # a file of the saves folder may not lead out of the data folder; a path typed may be anywhere
            return load_match(path, within=user_dir() if path.parent == saves_dir() else None)
        except SaveError as e:
            self.error = str(e)
            self._relist(path, e)
            self.rebuild()
            return None

    def _relist(self, path, error):
        """A listed save that failed when opened is listed as damaged from now on (the file untouched)."""
        mark_damaged(path, error)
        self.lines.reread(path)
        self.rows = self.lines.rows()

    def load(self):
        match = self._chosen_match()
        if match is not None:
            self.app.nav.open_match(match)

    def replay(self):
        """The save in the replay viewer, over this screen (Close comes back here)."""
        match = self._chosen_match()
        if match is not None:
            self.error = ""
            self.app.nav.replay(match)


class SettingsScene(MenuScene):
    name = "settings"

    def __init__(self, app):
        super().__init__(app)
        self.values = dict(app.settings)

    def layout(self, manager):
        m = self.m
        px = m.px
        w = px(520)
        x = m.w // 2 - w // 2
        self.label(manager, "h:settings", "Settings", (x, px(70), w, px(44)), "#heading")
        y = px(140)
        lw = px(200)
        sizes = [f"{a}x{b}" for a, b in settings_mod.WINDOW_SIZES]
        cur = "x".join(map(str, self.values["window"]))
        if cur not in sizes:
            sizes.append(cur)
        self.label(manager, "window:label", "Window size", (x, y, lw, px(42)))
        self.cycle(manager, "window", sizes, cur, (x + lw, y, w - lw, px(42)), self.set_window_size)
        y += px(58)
        self.label(manager, "animation:label", "Animation speed", (x, y, lw, px(42)))
        self.cycle(manager, "animation", list(settings_mod.ANIMATION_SPEEDS), self.values["animation"],
                   (x + lw, y, w - lw, px(42)), self.set_animation)
        y += px(58)
        self.label(manager, "volume:label", f"Volume  {self.values['volume']}%", (x, y, lw, px(42)))
        self.add("volume", UIHorizontalSlider(pygame.Rect(x + lw, y + px(6), w - lw, px(30)),
                                              self.values["volume"], (0, 100), manager, click_increment=5))
        y += px(62)
        for key, text in (("sound", "Sound (untick to mute)"), ("fullscreen", "Full screen"),
                          ("colour_blind", "Colour-blind-safe cards (Okabe-Ito colours, four-colour suits)"),
                          ("undo", "Allow undo against bots (never in pass-and-play)"),
                          ("round_pause", "Wait for me after each round (Next, or Enter, moves on)")):
            self.add(key, UICheckBox(pygame.Rect(x, y, px(26), px(26)), text, manager,
                                     initial_state=bool(self.values[key])))
            y += px(46)
        self.button(manager, "save", "Save", (x + w - px(200), m.h - px(130), px(200), px(54)), self.save,
                    primary=True)
        self.button(manager, "back", "Back", (x, m.h - px(130), px(160), px(54)), self.back)

    def gui_event(self, event):
        if event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            for key in ("fullscreen", "sound", "colour_blind", "undo", "round_pause"):
                if event.ui_element is self.widgets.get(key):
                    self.values[key] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            return
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.widgets.get("volume"):
            self.slider_moved("volume", event.value)
            return
        super().gui_event(event)

    def slider_moved(self, wid, value):
        """The volume changes as it moves (and a card sounds at the new volume), saved with Save."""
        self.values["volume"] = int(round(value))
        self.widgets["volume:label"].set_text(f"Volume  {self.values['volume']}%")
        sounds = self.app.sounds
        old = sounds.settings
        sounds.settings = dict(old, volume=self.values["volume"], sound=self.values["sound"])
        sounds.play("card")
        sounds.settings = old

    def set_window_size(self, text):
        self.values["window"] = [int(v) for v in text.split("x")]

    def set_animation(self, text):
        self.values["animation"] = text

    def save(self):
        problem = self.app.apply_settings(self.values)
        if problem:
            self.error = f"The settings apply now but could not be saved for next time: {problem}"
            self.rebuild()
            return
        self.back()


class PauseScene(MenuScene):
    """Esc on a board: the game waits (bots too) until Resume."""

    overlay = True
    name = "pause"

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.note = ""

    def layout(self, manager):
        rects = self.column(320, 230, 6, 50, 12)
        self.button(manager, "resume", "Resume", rects[0], self.back, primary=True)
        self.button(manager, "save", "Save game", rects[1], self.save)
        self.button(manager, "save_quit", "Save & quit to menu", rects[2], self.save_and_quit)
        self.button(manager, "rules", "Rules", rects[3], lambda: self.app.nav.rules(self.board.game.id))
        self.button(manager, "settings", "Settings", rects[4], lambda: self.app.push(SettingsScene(self.app)))
        self.button(manager, "menu", "Quit to menu", rects[5], self.to_menu,
                    tooltip="The game stays in the autosave: Continue resumes it")
        if self.note:
            r = rects[5].move(0, self.m.px(64)).inflate(self.m.px(400), 0)
            self.label(manager, "note", self.note, r, "#muted")

    def draw(self, surface):
        m = self.m
        theme.panel(surface, m.rect, (0, 0, 0), 150, 0)
        r = pygame.Rect(0, 0, m.px(420), m.px(560))
        r.midtop = (m.w // 2, m.px(140))
        theme.panel(surface, r, theme.PANEL, 235, m.px(18), theme.GOLD, m.px(2))
        theme.blit_text(surface, "Paused", m.px(32), (m.w // 2, m.px(170)), theme.GOLD, True, "midtop")

    def save_path(self):
        match = self.board.session.match
        return unique_path(saves_dir(), f"{match.game_id}-{time.strftime('%Y%m%d-%H%M%S')}")

    def save(self):
        """Save the game under a new name; a disk that refuses is said on this screen (None returned)."""
        path = None
        try:
            path = self.save_path()
            save_match(self.board.session.match, path)
        except (OSError, ValueError) as e:
            if path is not None and path.exists() and path.stat().st_size == 0:
                path.unlink()      # the name reserved for it, left empty
            self.note = f"Could not save: {getattr(e, 'strerror', None) or e}"
            self.rebuild()
            return None
        self.note = f"Saved as {path.name}"
        self.rebuild()
        return path

    def save_and_quit(self):
        if self.save() is not None:
            self.to_menu()

    def to_menu(self):
        self.app.nav.main_menu()


def markdown_to_html(text, width=None, size=16):
    """The players' rules files (simple markdown: headings, paragraphs, nested lists, **bold**, *italic*,
    tables) as text-box html; see `markdown.py`. `width`: the room for a table's columns, in pixels."""
    return markdown.to_html(text, width, size)


def rules_text(game_id):
    path = asset_path("rules", f"{game_id}.md")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return f"# {get_game(game_id).title}\n\nThe players' rules for this game are not written yet."


# Other sheets a game's rules page offers: the file in assets/rules/ and the button's words.
EXTRA_SHEETS = {"flush": ("flush-original-fr.txt", "Original sheet (French)")}


def extra_sheet(game_id):
    """(path, label) of a game's other rule sheet (Flush's original French sheet), or None."""
    got = EXTRA_SHEETS.get(game_id)
    if got is None:
        return None
    path = asset_path("rules", got[0])
    return (path, got[1]) if path.exists() else None


def _drawable(ch):
    """Characters the bundled font draws: Latin, Greek, Cyrillic, punctuation and symbols. The scanned
    French sheet carries a few stray glyphs of other scripts from its scan, which would show as boxes."""
    o = ord(ch)
    return o < 0x0590 or 0x1E00 <= o <= 0x2BFF


def plain_to_html(text):
    """A plain text sheet as it is: paragraphs kept, blank runs squeezed, nothing read as markup."""
    lines = []
    for line in text.splitlines():
        kept = "".join(ch for ch in line if _drawable(ch))
        if kept.strip() or not line.strip():   # a line that was only stray glyphs goes
            lines.append(kept)
    text = re.sub(r"\n\s*\n(\s*\n)+", "\n\n", "\n".join(lines).strip())
    return "<br>".join(html.escape(line.rstrip()) for line in text.splitlines())


class RulesScene(MenuScene):
    """The game's rules page (F1 on a board). Up / Down / Page Up / Page Down scroll it; a game with
    another sheet (Flush: the original French sheet) has a button for it, and the O key."""

    name = "rules"

    def __init__(self, app, game_id):
        super().__init__(app)
        self.game_id = game_id
        self.original = False      # showing the other sheet
        self.scroll = 0.0

    def layout(self, manager):
        m = self.m
        px = m.px
        w = min(m.w - px(80), px(900))
        x = m.w // 2 - w // 2
        extra = extra_sheet(self.game_id)
        if self.original and extra is not None:
            title = f"<font color='#f6c656' size=6><b>{extra[1]}</b></font><br><br>"
            text = title + plain_to_html(extra[0].read_text(encoding="utf-8"))
        else:
            size = px(16)                            # the text box's font (theme: text_box)
            markdown.enable_italic(manager, (size,))
            # Room for a table: the box less its padding (theme: 14 each side) and its scroll bar.
            text = markdown_to_html(rules_text(self.game_id), w - px(28) - px(24), size)
        box = UITextBox(text, pygame.Rect(x, px(40), w, m.h - px(140)), manager)
        self.add("rules", box)
        self.scroll = 0.0
        if extra is not None:
            bw = px(300)
            self.button(manager, "back", "Back", (m.w // 2 - bw - px(10), m.h - px(82), bw, px(54)), self.back,
                        primary=True, tooltip="Esc")
            label = "Players' rules (English)" if self.original else extra[1]
            self.button(manager, "original", label, (m.w // 2 + px(10), m.h - px(82), bw, px(54)),
                        self.toggle_original, tooltip="O")
            self.keys = {pygame.K_o: "original"}
        else:
            self.button(manager, "back", "Back", (m.w // 2 - px(100), m.h - px(82), px(200), px(54)), self.back,
                        primary=True, tooltip="Esc")

    def toggle_original(self):
        self.original = not self.original
        self.rebuild()

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
                                                           pygame.K_END, pygame.K_UP, pygame.K_DOWN):
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.focus is not None:
                return super().handle(event)
            self.scroll = scroll_text(self.widgets.get("rules"), event.key)
            return True
        return super().handle(event)


SCROLL_KEYS = {pygame.K_UP: -0.04, pygame.K_DOWN: 0.04, pygame.K_PAGEUP: -0.25, pygame.K_PAGEDOWN: 0.25,
               pygame.K_HOME: -1.0, pygame.K_END: 1.0}


def scroll_text(box, key):
    """Scroll a UITextBox from the keyboard; returns where its top now is (0..1)."""
    bar = getattr(box, "scroll_bar", None)
    if bar is None:
        return 0.0
    top = max(0.0, 1.0 - bar.visible_percentage)
    pos = max(0.0, min(top, bar.start_percentage + SCROLL_KEYS[key]))
    bar.set_scroll_from_start_percentage(pos)
    return pos
