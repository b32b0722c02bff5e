"""The About box (the main menu's "Rules & about"): how to reach each game's rules (with a button for
them), the version, what the program is, and short credits a player can read (the licence texts of the
font and sounds are files in assets/, not screen text)."""

import html

import pygame
from pygame_gui.elements import UITextBox

from ... import __version__
from ...games import available_game_ids
from ...paths import user_dir
from .base import MenuScene
from .text_scroll import scroll_key, scroll_text

def about_html():
    """Who made what, in a player's words: the version, the game list, the licence and short credits
    (the full licence texts ship beside the program, in assets/, for whoever redistributes it)."""
    gold = "#f6c656"

    def head(text, size=5):
        return f"<font color='{gold}' size={size}><b>{html.escape(text)}</b></font>"

    parts = [
        head(f"Quash Table {__version__}", 6),
        "A desktop tabletop for five card and dice games: QUASH, NumberQuash, The Game: Quick &amp; Easy, "
        "Quadruple War and Flush, alone against bots or pass-and-play at one screen.",
        "",
        head("How to play"),
        # (review 17, 79.png: it read "the button Read the rules at the bottom of this page (every game's, a
        # button for each)...")
        "To read a game's rules, press the Read the rules button at the foot of this page and pick the game. "
        "They also open from New game, from the Rules button while you play, and with F1 on any screen.",
        "",
        "Quash Table is free software under the MIT licence.",
        f"Your saves, settings and statistics are kept in {html.escape(str(user_dir()))}",
        "",
        head("Credits"),
        "Made with Python, pygame-ce and pygame_gui.",
        "Lettering: the DejaVu Sans font (a free font, by the DejaVu fonts team).",
        "Sounds: made for Quash Table from simple tones, free like the program.",
    ]
    return "<br>".join(parts)


class AboutScene(MenuScene):
    name = "about"

    def layout(self, manager):
        m = self.m
        px = m.px
        w = min(m.w - px(80), px(900))
        x = m.w // 2 - w // 2
        self.add("about", UITextBox(about_html(), pygame.Rect(x, px(40), w, m.h - px(140)), manager))
        self.button(manager, "rules", "Read the rules", (m.w // 2 - px(210), m.h - px(82), px(200), px(54)),
                    self.read_rules, tooltip="Every game's rules, a button for each (F1)")
        self.button(manager, "back", "Back", (m.w // 2 + px(10), m.h - px(82), px(200), px(54)), self.back,
                    primary=True, tooltip="Shortcut: Esc")

    help_chooses = True       # F1 here, as on the main menu: the rules with a row of every game's

    def help_game(self):
        """The rules page's first game: the one last chosen on New game, else the first."""
        ids = available_game_ids()
        last = self.app.settings.get("last_table", {}).get("game")
        return last if last in ids else ids[0]

    def read_rules(self):
        self.app.nav.rules(self.help_game(), choose=True)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and scroll_key(event.key, event.mod) is not None and not (
                event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE) and self.focus is not None):
            scroll_text(self.widgets.get("about"), event.key, event.mod)
            return True
        return super().handle(event)
