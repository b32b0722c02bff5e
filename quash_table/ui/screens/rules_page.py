"""A game's rules page (F1 on a board, Rules in the pause menu): its players' rules file, and for Flush
the original French sheet as well."""

import html
import re

import pygame
from pygame_gui.elements import UITextBox

from ...games import available_game_ids, get_game
from .. import markdown, theme
from ..rules_files import extra_sheet, rules_parts
from .base import MenuScene
from .text_scroll import scroll_key, scroll_text


def markdown_to_html(text, width=None, size=16):
    """The players' rules files (simple markdown: headings, paragraphs, nested lists, **bold**, *italic*,
    tables) as text-box html; see `markdown.py`. `width`: the room for a table's columns, in pixels."""
    return markdown.to_html(text, width, size)


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


def short_title(game):
    """A game's name as a tab says it: its title before a colon ("The Game" for "The Game: Quick & Easy")."""
    return game.title.split(":")[0].strip()


class RulesScene(MenuScene):
    """The game's rules page (F1 on a board). Up / Down scroll it two lines, Page Up / Page Down (and Space,
    Shift+Space) a page less a line, Home / End to its ends; a game with
    another sheet (Flush: the original French sheet) has a button for it, and the O key. Opened with
    `choose` (F1 on the main menu, which is about no one game) it has a row of every game above the page,
    the one shown in gold: a click, Left / Right (the game before or after) or the game's digit 1-5 turns
    to its rules (a single "Rules of <next game>" button took four presses to reach the game before).

    A game's page shows one part at a time (rules_files.rules_parts), Learn to play first: a row of tabs
    over the page, Learn to play / Full rules / Rulings / Keys, each a click, its letter (L, F, R, K) or
    Tab then Enter away (session 45: new players met a 3,000-word specification and learnt nothing from it).
    The part chosen stays while the row of games turns to another game."""

    name = "rules"

    # the part tabs' shortcut letters
    PART_KEYS = {"learn": pygame.K_l, "rules": pygame.K_f, "rulings": pygame.K_r, "keys": pygame.K_k}

    def __init__(self, app, game_id, choose=False, page=None, part="learn", options=None):
        super().__init__(app)
        self.game_id = game_id
        self.options = (game_id, options)     # the options of the game the page was opened from (rules_parts)
        self.choose = choose
        # a screen's own help (markdown), shown while no game's tab is chosen (game_id None): F1 on Statistics
        # opened one game's rules, which say nothing of the screen (review 33c); the games' row turns to theirs
        self.page = page
        self.original = False      # showing the other sheet
        self.part = part           # the part of the game's page shown (rules_files.PARTS), Learn to play first
        self.scroll = 0.0

    def layout(self, manager):
        m = self.m
        px = m.px
        w = min(m.w - px(80), px(900))
        x = m.w // 2 - w // 2
        extra = extra_sheet(self.game_id) if self.game_id is not None else None
        if self.original and extra is not None:
            title = f"<font color='#f6c656' size=6><b>{extra[1]}</b></font><br><br>"
            text = title + plain_to_html(extra[0].read_text(encoding="utf-8"))
        else:
            size = theme.reading_px(m)               # the text box's font (theme: #rules_text)
            markdown.enable_italic(manager, (size,))
            # Room for a table: the box less its padding (theme: 14 each side) and its scroll bar.
            page = self.shown_part()[2] if self.game_id is not None else self.page
            text = markdown_to_html(page, w - px(28) - px(24), size)
        top = px(40)
        self.keys = {}
        if self.choose:
            top = self._game_row(manager, x, w)
        if self.game_id is not None:
            top = self._part_row(manager, x, w, top if self.choose else px(16))
        box = UITextBox(text, pygame.Rect(x, top, w, m.h - px(100) - top), manager, object_id="#rules_text")
        self.add("rules", box)
        self.scroll = 0.0
        # the buttons under the page, side by side and centred: Back, the other sheet
        row = [("back", "Back", self.back, "Esc", px(200))]
        if extra is not None:
            label = "Players' rules (English)" if self.original else extra[1]
            row.append(("original", label, self.toggle_original, "O", px(300)))
            self.keys[pygame.K_o] = "original"
        gap = px(20)
        bx = m.w // 2 - (sum(r[4] for r in row) + gap * (len(row) - 1)) // 2
        for wid, label, press, key, bw in row:
            self.button(manager, wid, label, (bx, m.h - px(82), bw, px(54)), press, primary=wid == "back",
                        tooltip=f"Shortcut: {key}")
            bx += bw + gap

    def _game_row(self, manager, x, w):
        """Every game's tab over the page (`game:<id>`), the one shown gold; each tab's tooltip says its digit
        key ("Shortcut: 4"). Returns the top of the page under it."""
        px = self.m.px
        ids = available_game_ids()
        gap = px(10)
        bw = (w - gap * (len(ids) - 1)) // len(ids)
        for i, gid in enumerate(ids):
            rect = (x + i * (bw + gap), px(16), bw, px(42))
            self.button(manager, f"game:{gid}", short_title(get_game(gid)), rect,
                        lambda gid=gid: self.show_game(gid), primary=gid == self.game_id, default=False,
                        tooltip=f"Shortcut: {i + 1}" if i < 9 else None)
            if i < 9:
                self.keys[pygame.K_1 + i] = f"game:{gid}"
        return px(16) + px(42) + px(12)

    def parts(self):
        return rules_parts(self.game_id, self.options[1] if self.options[0] == self.game_id else None)

    def shown_part(self):
        """(key, label, markdown) of the part shown: the one chosen, or the first one the page has."""
        parts = self.parts()
        return next((p for p in parts if p[0] == self.part), parts[0])

    def _part_row(self, manager, x, w, top):
        """The page's parts as tabs (`part:<key>`), the one shown gold (none while Flush's French sheet
        is shown); a page of one part has none. Returns the top of the page under them."""
        parts = self.parts()
        if len(parts) < 2:
            return top if self.choose else self.m.px(40)
        px = self.m.px
        gap = px(10)
        bw = (w - gap * (len(parts) - 1)) // len(parts)
        shown = None if self.original else self.shown_part()[0]
        for i, (key, label, _) in enumerate(parts):
            letter = pygame.key.name(self.PART_KEYS[key]).upper()
            self.button(manager, f"part:{key}", label, (x + i * (bw + gap), top, bw, px(38)),
                        lambda key=key: self.show_part(key), primary=key == shown, default=False,
                        tooltip=f"Shortcut: {letter}")
            self.keys[self.PART_KEYS[key]] = f"part:{key}"
        return top + px(38) + px(10)

    def show_part(self, key):
        """Another part of this game's page (Learn to play, Full rules, Rulings, Keys), from its top."""
        if key == self.part and not self.original:
            return
        self.part = key
        self.original = False
        self.rebuild()

    def tips_may_cover(self):
        """A tab's tooltip hangs under its tab, over the page's text, never over the next tab's name."""
        return ("rules",)

    def tips_may_cover_for(self, wid):
        """A game's tab hangs its tip under it, over the row of parts between it and the page (the tip beside
        the tab lay on the next tab, and slid past the parts it lay on the page's heading, session 45)."""
        if wid.startswith("game:"):
            return tuple(w for w in self.widgets if w.startswith("part:"))
        return ()

    def tips_beside(self):
        """A tab's tip hangs under its tab (beside it, it lay on the next tab or in the window's corner)."""
        return False

    def tips_keep_clear(self):
        """The page's lines as far as they show: a tab's tip under its tab slides past them, aside along the
        heading's line into the room beside it (review 25: at 1024x640 "Shortcut: 2" lay over the heading
        "NumberQuash"; put beside the tabs instead it lay over the window's corner and the next tab; session
        27: slid down past the heading it lay over the page's first line)."""
        box = self.widgets.get("rules")
        rows = getattr(getattr(box, "text_box_layout", None), "layout_rows", None)
        if not rows:
            return []
        wrap = pygame.Rect(box.text_wrap_rect)
        bar = getattr(box, "scroll_bar", None)
        scrolled = int(bar.start_percentage * box.text_box_layout.layout_rect.height) if bar is not None else 0
        lines = (pygame.Rect(wrap.x + row.x, wrap.y + row.y - scrolled, row.width, row.height) for row in rows)
        return [line.clip(wrap) for line in lines if line.colliderect(wrap) and line.w]

    def tips_controls(self):
        """The page's scroll bar: a tab's tip lay over its up arrow (session 27)."""
        bar = getattr(self.widgets.get("rules"), "scroll_bar", None)
        return [pygame.Rect(bar.rect)] if bar is not None and bar.visible else []

    def show_game(self, gid):
        """Another game's rules page, in place of this one (F1 on the main menu: the rules of every game)."""
        if gid == self.game_id and not self.original:
            return
        self.game_id = gid
        self.original = False
        self.rebuild()

    def next_game(self, step=1):
        """The game after this one in the row (`step` -1: before it), round the ends."""
        ids = available_game_ids()
        i = ids.index(self.game_id) if self.game_id in ids else -step
        self.show_game(ids[(i + step) % len(ids)])

    def toggle_original(self):
        self.original = not self.original
        self.rebuild()

    def handle(self, event):
        part = next((key for key, k in self.PART_KEYS.items() if event.type == pygame.KEYDOWN and event.key == k
                     and f"part:{key}" in self.widgets), None)
        if part is not None and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            # the part's letter turns to it and leaves the keyboard's ring where it was: Up / Down then
            # scroll the part at once (a ring on its tab would walk the tabs instead)
            self.show_part(part)
            return True
        if event.type == pygame.KEYDOWN and scroll_key(event.key, event.mod) is not None:
            # Up / Down and Space go to a focused button (walk, press) when one has the focus
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE) and self.focus is not None:
                return super().handle(event)
            self.scroll = scroll_text(self.widgets.get("rules"), event.key, event.mod)
            return True
        if (self.choose and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.next_game(1 if event.key == pygame.K_RIGHT else -1)
            return True
        return super().handle(event)
