"""The app's title as the main menu draws it, and the window's first frame: that title on the felt with
"Loading…" where the menu's buttons come, drawn the moment the window opens (`launch.main`), before the
screens, pygame_gui and the saves are read.

The window stood black for seconds before the menu (review 35): it opened, and only then were the menu's
screens imported, pygame_gui's theme and fonts made and the game Continue holds read from its save. This
module needs pygame and the theme alone, so the title is on the screen first; the menu then draws the same
title in the same place, its buttons coming in under it."""

import os
import sys
import time

import pygame

from . import theme

TITLE = "Quash Table"
GAMES_LINE = "QUASH \u00b7 NumberQuash \u00b7 The Game \u00b7 Quadruple War \u00b7 Flush"
SUBTITLE = "alone against bots, or pass-and-play at one screen"
SUBTITLE_Y = 190   # its centre (design px): the band under it holds a tooltip with room to spare at 1024x640
LOADING_WORDS = "Loading\u2026"
LOADING_Y = 300    # design px: the middle of the menu's first buttons, where they come


def draw_title(surface, m):
    """The title, the games' names and the subtitle, centred at the top of the window of metrics `m`."""
    cx = m.w // 2
    theme.blit_text(surface, TITLE, m.px(64), (cx, m.px(110)), theme.GOLD, True, "center")
    theme.blit_text(surface, GAMES_LINE, m.px(18), (cx, m.px(164)), theme.MUTED, False, "center")
    theme.blit_text(surface, SUBTITLE, m.px(15), (cx, m.px(SUBTITLE_Y)), theme.DIM, False, "center")


def first_frame(app, words=LOADING_WORDS):
    """Draw the title frame in `app`'s window now and show it (the window's first frame: the felt, the title,
    `words` under it), before anything else is made. With QUASH_TABLE_T0 set (the process's start, as the
    bench's start-up figure sets it), says on stderr how long after it the frame came."""
    surface = app.screen
    m = app.metrics
    surface.blit(theme.felt(surface.get_size()), (0, 0))
    draw_title(surface, m)
    theme.blit_text(surface, words, m.px(18), (m.w // 2, m.px(LOADING_Y)), theme.MUTED, False, "center")
    pygame.display.flip()
    pygame.event.pump()          # the window shown and painted now, not at the first frame's events
    t0 = float(os.environ.get("QUASH_TABLE_T0", "0") or 0)
    if t0:
        print(f"title frame after {time.time() - t0:.3f} s", file=sys.stderr)
