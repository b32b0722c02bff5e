"""Let the bots finish, asked first (review 23: one stray F handed the game to a bot at once, no way back).

Over the board (the game waits meanwhile, as under the pause menu): what it does in a sentence, Keep playing
(the default: Enter and Esc keep playing) and Let the bots finish. Every board that offers the one person
Let the bots finish (the kit's out_choice, `offers_for_you`) asks here, from the header's button and its F.
"""

import pygame

from .. import theme
from ..out_choice import CONFIRM_HEADING, CONFIRM_WORDS, FINISH_LABEL, KEEP_PLAYING
from .base import MenuScene

PANEL_W = 560       # design px: the two buttons (240 each) and the margins


class FinishConfirmScene(MenuScene):
    """Asks before a bot takes the person's seat; `confirm` is the board's way to let the bots finish."""

    overlay = True
    name = "finish_confirm"

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board

    def _lines(self):
        m = self.m
        return theme.wrap_balanced(CONFIRM_WORDS, m.px(16), m.px(PANEL_W) - m.px(48))

    def box(self):
        m = self.m
        h = m.px(44) + m.px(26) * len(self._lines()) + m.px(110)
        r = pygame.Rect(0, 0, m.px(PANEL_W), h)
        r.center = (m.w // 2, m.h // 2)
        return r

    def layout(self, manager):
        m = self.m
        px = m.px
        box = self.box()
        x, w = box.x + px(24), box.w - px(48)
        self.label(manager, "h:finish", CONFIRM_HEADING, (x, box.y + px(12), w, px(40)), "#heading")
        y = box.y + px(56)
        for n, line in enumerate(self._lines()):
            self.label(manager, f"finish:words:{n}", line, (x, y, w, px(26)))
            y += px(26)
        bw = (w - px(16)) // 2
        # Keep playing is the default: Enter right after F keeps the game (a handover is never one key)
        self.button(manager, "finish:keep", KEEP_PLAYING, (x, y + px(20), bw, px(54)), self.back, primary=True,
                    tooltip="Go on playing your seat (Esc)")
        self.button(manager, "finish:confirm", FINISH_LABEL, (x + w - bw, y + px(20), bw, px(54)), self.confirm,
                    tooltip="A bot plays your seat from here to the end")

    def confirm(self):
        self.app.pop(self)
        self.board.bots_finish(confirmed=True)

    def help_game(self):
        return self.board.game.id

    def draw(self, surface):
        self.place_tips()
        m = self.m
        theme.panel(surface, m.rect, (0, 0, 0), 150, 0)
        theme.panel(surface, self.box(), theme.PANEL, 255, m.px(18), theme.GOLD, m.px(2))
