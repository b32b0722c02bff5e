"""The one confirm dialog every "are you sure?" asks in (session 24: Load's Delete drew its own question
over an emptied Load screen, Let the bots finish a gold panel over the board; two looks, two key rules).

Over the screen that asks (drawn dimmed under it): a heading, its lines (each an id, its words and its look),
then the safe answer, the default (Enter and Esc press it: a destructive step is never one stray key),
and the answer that acts. `on_keep` / `on_act` are called after the dialog is gone.
"""

from dataclasses import dataclass

import pygame

from .. import theme
from .base import MenuScene

PANEL_W = 560       # design px: two buttons of 240 and the margins
LINE_H = 26         # design px a line of words


@dataclass
class Question:
    """What a confirm dialog asks: `prefix` names its widgets ("delete": "h:delete", "delete:keep" ...),
    `lines` [(id, words, look)] (a long line wraps into as many as it needs, ids ":1", ":2" after the
    first), the safe answer `keep` and the acting one `act`, each (label, tooltip); `width` in design px
    (`wide`: as wide as the Load list, the window but its margins, so a row of it reads as the list said it)."""
    prefix: str
    heading: str
    lines: list
    keep: tuple
    act: tuple
    width: int = PANEL_W
    keep_id: str = "keep"
    act_id: str = "confirm"
    wide: bool = False


class ConfirmScene(MenuScene):
    """The dialog over `under`; `on_keep()` after the safe answer (or Esc), `on_act()` after the other."""

    overlay = True

    def __init__(self, app, question, on_act, on_keep=None, name="confirm", game_id=None):
        super().__init__(app)
        self.question = question
        self.on_act = on_act
        self.on_keep = on_keep
        self.name = name
        self.game_id = game_id
        self.focus = f"{question.prefix}:{question.keep_id}"     # Enter at once keeps

    def _width(self):
        m = self.m
        return m.w - m.px(120) if self.question.wide else min(m.px(self.question.width), m.w - m.px(40))

    def _rows(self):
        """[(id, line, look)]: each of the question's lines wrapped to the panel."""
        m = self.m
        room = self._width() - m.px(48)
        rows = []
        for wid, words, look in self.question.lines:
            size = 14 if look == "#muted" else 16
            for n, line in enumerate(theme.wrap_balanced(words, m.px(size), room)):
                rows.append((wid if n == 0 else f"{wid}:{n}", line, look))
        return rows

    def box(self):
        m = self.m
        h = m.px(44 + 12) + m.px(LINE_H) * len(self._rows()) + m.px(110)
        r = pygame.Rect(0, 0, self._width(), h)
        r.center = (m.w // 2, m.h // 2)
        return r

    def layout(self, manager):
        m = self.m
        px = m.px
        q = self.question
        box = self.box()
        x, w = box.x + px(24), box.w - px(48)
        self.label(manager, f"h:{q.prefix}", q.heading, (x, box.y + px(12), w, px(40)), "#heading")
        y = box.y + px(56)
        for wid, line, look in self._rows():
            self.label(manager, wid, line, (x, y, w, px(LINE_H)), look)
            y += px(LINE_H)
        bw = min(px(240), (w - px(16)) // 2)
        self.button(manager, f"{q.prefix}:{q.keep_id}", q.keep[0], (x, y + px(20), bw, px(54)), self.keep,
                    primary=True, tooltip=q.keep[1])
        self.button(manager, f"{q.prefix}:{q.act_id}", q.act[0], (x + w - bw, y + px(20), bw, px(54)), self.act,
                    tooltip=q.act[1])

    def keep(self):
        self.app.pop(self)
        if self.on_keep is not None:
            self.on_keep()

    back = keep         # Esc keeps (MenuScene.back)

    def act(self):
        self.app.pop(self)
        self.on_act()

    def help_game(self):
        return self.game_id

    def draw(self, surface):
        self.place_tips()
        m = self.m
        theme.panel(surface, m.rect, (0, 0, 0), 150, 0)
        theme.panel(surface, self.box(), theme.PANEL, 255, m.px(18), theme.GOLD, m.px(2))
