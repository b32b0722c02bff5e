"""The About box (main menu): the version, what the program is built with, and the licences of what it
bundles: the DejaVu font (assets/fonts/LICENSE-DejaVu.txt) and the sounds (assets/LICENSE-sounds.txt)."""

import html

import pygame
from pygame_gui.elements import UITextBox

from ... import __version__
from ...paths import asset_path, user_dir
from .base import SCROLL_KEYS, MenuScene, scroll_text

FONT_LICENCE = ("fonts", "LICENSE-DejaVu.txt")
SOUND_LICENCE = ("LICENSE-sounds.txt",)


def _read(parts):
    try:
        return asset_path(*parts).read_text(encoding="utf-8")
    except OSError:
        return "(the licence file is missing from this copy: " + "/".join(("assets",) + parts) + ")"


def about_html():
    gold = "#f6c656"

    def head(text, size=5):
        return f"<font color='{gold}' size={size}><b>{html.escape(text)}</b></font>"

    def block(text):
        return "<br>".join(html.escape(line.rstrip()) for line in text.strip().splitlines())

    def prose(text):
        """A text file's paragraphs, re-flowed (its first line is its title: the heading says it)."""
        paras = [" ".join(p.split()) for p in text.strip().split("\n\n")]
        return "<br><br>".join(html.escape(p) for p in paras[1:] or paras)

    parts = [
        head(f"Quash Table {__version__}", 6),
        "A desktop tabletop for five card and dice games: QUASH, NumberQuash, The Game: Quick &amp; Easy, "
        "Quadruple War and Flush, alone against bots or pass-and-play at one screen.",
        "",
        "Quash Table is free software under the MIT licence.",
        "Built with Python, pygame-ce (LGPL 2.1) and pygame_gui (MIT); files are kept with platformdirs (MIT).",
        f"Your saves, settings and statistics: {html.escape(str(user_dir()))}",
        "",
        head("Sounds"),
        prose(_read(SOUND_LICENCE)),
        "",
        head("Font: DejaVu Sans (assets/fonts)"),
        block(_read(FONT_LICENCE)),
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
        self.button(manager, "back", "Back", (m.w // 2 - px(100), m.h - px(82), px(200), px(54)), self.back,
                    primary=True, tooltip="Esc")

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS and not (
                event.key in (pygame.K_UP, pygame.K_DOWN) and self.focus is not None):
            scroll_text(self.widgets.get("about"), event.key)
            return True
        return super().handle(event)
