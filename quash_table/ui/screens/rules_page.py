"""A game's rules page (F1 on a board, Rules in the pause menu): its players' rules file, and for Flush
the original French sheet as well."""

import html
import re

import pygame
from pygame_gui.elements import UITextBox

from ...games import available_game_ids, get_game
from .. import markdown
from ..rules_files import extra_sheet, rules_text
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
    to its rules (a single "Rules of <next game>" button took four presses to reach the game before)."""

    name = "rules"

    def __init__(self, app, game_id, choose=False, page=None):
        super().__init__(app)
        self.game_id = game_id
        self.choose = choose
        # a screen's own help (markdown), shown while no game's tab is chosen (game_id None): F1 on Statistics
        # opened one game's rules, which say nothing of the screen (review 33c); the games' row turns to theirs
        self.page = page
        self.original = False      # showing the other sheet
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
            size = px(16)                            # the text box's font (theme: text_box)
            markdown.enable_italic(manager, (size,))
            # Room for a table: the box less its padding (theme: 14 each side) and its scroll bar.
            page = rules_text(self.game_id) if self.game_id is not None else self.page
            text = markdown_to_html(page, w - px(28) - px(24), size)
        top = px(40)
        self.keys = {}
        if self.choose:
            top = self._game_row(manager, x, w)
        box = UITextBox(text, pygame.Rect(x, top, w, m.h - px(100) - top), manager)
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

    def tips_may_cover(self):
        """A tab's tooltip hangs under its tab, over the page's text, never over the next tab's name."""
        return ("rules",)

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
