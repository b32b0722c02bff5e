"""NumberQuash's "you have finished" choice, where the eye is: your area, under your plate (the kit's
ui/out_choice.py keeps the choice; this is only how the board shows it).

It sat in the dice tray's corner, small, under the bots' moves: two players never saw it and sat six minutes
through bot turns (review 16, 36.png, 19.png). The moment every person here has finished, your full octagons
give way to one panel that says so large, with Let the bots finish (F) and Watch side by side under it. (It
took the middle band's place, hiding the bonus octagons the bots go on banking on and spending: session 18.)"""

import pygame

from ...ui import theme
from ...ui.out_choice import FINISH_LABEL
from .state import ordinal

BH = 46          # design pixels: the two buttons, larger than the tray's turn buttons


def out_words(board, view):
    """The panel's headline: who finished, and where ("You finished 1st of 4", as the header
    and the summary say it), then the question."""
    if board.session.pass_and_play:
        head = "Everyone here has finished"
    else:
        me = view.get("seat")
        places = view.get("places") or ()
        place = places[me] if me is not None and me < len(places) else None
        head = f"You finished {ordinal(place)} of {len(places)}" if place else "You are out of the race"
    return head, "The bots play on: watch them, or let them finish the game now."


def out_rect(t, region):
    """The panel's place in your area under your plate (`region`, where your octagons were): as wide as the
    words and buttons need, in its middle; the middle band's bonus octagons stay in view."""
    w = min(region.w, t.px(640))
    h = min(region.h, t.px(138))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = region.center
    return rect


def build_out_panel(board, t, view, rect):
    """The panel over `rect` (your area, in place of your octagons): the words, then the two buttons."""
    t.panel(rect, theme.PANEL, 235, 14, theme.GOLD, 2)
    pad = t.px(14)
    head, ask = out_words(board, view)
    inner = rect.w - 2 * pad
    y = rect.y + t.px(8)
    t.label(head, (rect.centerx, y), 22, theme.GOLD, bold=True, anchor="midtop", max_width=inner)
    y += t.px(28)
    t.label(ask, (rect.centerx, y), 15, theme.TEXT, anchor="midtop", max_width=inner)
    bh = min(t.px(BH), rect.bottom - t.px(8) - (y + t.px(24)))
    bw = min(t.px(260), (inner - t.px(16)) // 2)
    by = rect.bottom - t.px(8) - bh
    gap = t.px(16)
    left = rect.centerx - bw - gap // 2
    t.button("out:finish", f"{FINISH_LABEL}  F", (left, by, bw, bh), on_click=board.bots_finish,
             hotkey=pygame.K_f, style="primary", size=17)
    t.button("out:watch", "Watch", (left + bw + gap, by, bw, bh), on_click=board.watch_rest, size=17)
