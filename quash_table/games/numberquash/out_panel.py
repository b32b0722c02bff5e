"""NumberQuash's "you have finished" choice, where the eye is and over nothing read: the dice tray's room,
under the bots' dice (the kit's ui/out_choice.py keeps the choice; this is only how the board shows it).

It sat in the dice tray's corner, small, under the bots' moves: two players never saw it and sat six minutes
through bot turns (review 16, 36.png, 19.png). It then took the middle band's place, hiding the bonus
octagons the bots go on banking on and spending (session 18), then your area's, hiding your own full
octagons the moment you had won (review 18b, 37.png, 55.png). Now it is a framed panel at the foot of the
tray, where your turn's buttons stood (no turn of yours comes again): the headline large, the question, and
Let the bots finish (F) and Watch one over the other; your octagons and the bonus octagons stay in view."""

import pygame

from ...ui import theme
from ...ui.out_choice import FINISH_LABEL
from .state import ordinal

BH = 40          # design pixels: the two buttons, as tall as the tray's turn buttons
HEAD = 20        # the headline's text size
ASK = 14         # the question's


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
    # the bots wait for the answer (session.bots_wait_for): "The bots play on" read as if they went on
    return head, "The bots wait for you: watch them play on, or let them finish the game now."


def _ask_lines(t, ask, inner):
    return theme.wrap_balanced(ask, t.text_px(ASK), inner)[:3]


def out_rect(t, tray, board=None, view=None):
    """The panel's place: the foot of the dice tray (`tray`), a little inside it, as tall as its words and
    two buttons need (never more than the tray's lower part: the bots' dice stay over it)."""
    pad = t.px(8)
    w = tray.w - 2 * pad
    inner = w - 2 * t.px(10)
    ask = out_words(board, view)[1] if board is not None else "x"
    lines = len(_ask_lines(t, ask, inner))
    line = theme.font(t.text_px(ASK)).get_linesize()
    head = theme.font(t.text_px(HEAD), True).get_linesize()
    h = t.px(10) + head + t.px(4) + lines * line + t.px(10) + 2 * t.px(BH) + t.px(8) + t.px(10)
    h = min(h, tray.h - 2 * pad)
    return pygame.Rect(tray.x + pad, tray.bottom - pad - h, w, h)


def build_out_panel(board, t, view, rect):
    """The panel over `rect` (the tray's foot): the words, then the two buttons one over the other."""
    t.panel(rect, theme.PANEL, 240, 12, theme.GOLD, 2)
    side = t.px(10)
    head, ask = out_words(board, view)
    inner = rect.w - 2 * side
    y = rect.y + t.px(10)
    t.label(head, (rect.centerx, y), HEAD, theme.GOLD, bold=True, anchor="midtop", max_width=inner)
    y += theme.font(t.text_px(HEAD), True).get_linesize() + t.px(4)
    line = theme.font(t.text_px(ASK)).get_linesize()
    for words in _ask_lines(t, ask, inner):
        t.label(words, (rect.centerx, y), ASK, theme.TEXT, anchor="midtop", max_width=inner)
        y += line
    bh = t.px(BH)
    gap = t.px(8)
    by = rect.bottom - t.px(10) - 2 * bh - gap
    t.button("out:finish", FINISH_LABEL, (rect.x + side, by, inner, bh), on_click=board.bots_finish, key_hint="F",
             hotkey=pygame.K_f, style="primary", size=16)
    t.button("out:watch", "Watch", (rect.x + side, by + bh + gap, inner, bh), on_click=board.watch_rest, key_hint="W",
             hotkey=pygame.K_w, size=16)
