"""The card in the air of a QUASH swap chain, drawn in the dock beside your seats with its words: which card
it is, which card took its place and where, from the chain's own moves (composer.SwapChain), never from
text."""

import pygame

from ...ui import theme
from ...ui.drag import LIFT
from .captions import short


def air_card(t, g, chain, rnd):
    """(its rect, where its words end): the displaced card leaves its slot for the dock beside your seats (so
    it covers neither the spot numbers nor the card that took its place), with where it came from; the
    composer says where it may go next. Picked up, it rises by the kit's lift: room is kept for it."""
    px = t.px
    dock = g["dock"]
    ch = min(g["card"][1], dock.h - px(LIFT) - px(6))
    r = pygame.Rect(dock.x + px(10), dock.bottom - ch - px(2), int(round(ch / 1.4)), ch)
    t.panel(r.inflate(px(12), px(12)).move(0, -px(LIFT) // 2).union(r.inflate(px(12), px(12))),
            theme.GOLD, 60, 12, theme.GOLD, px(2))
    # the words beside it, wrapped in the dock at a readable size (on one line they were shrunk and still
    # ran under the move log at 1024x640 with four players); "Take the swap back" goes under them. Which
    # card took its place is said (session 23: "from spot 6" left a chain's steps to be worked out)
    x, width = r.right + px(16), dock.right - r.right - px(24)
    y = r.y + px(2)
    for text, size, colour, bold in ((f"{short(chain.moving)} is in the air", 15, theme.GOLD, True),
                                     (f"your {short(chain.replaced_by())} took its place on spot "
                                      f"{chain.left_from()} (drop it there to put it back)", 13, theme.TEXT, False)):
        for line in theme.wrap_balanced(text, t.text_px(size), width, bold):
            t.label(line, (x, y), size, colour, bold=bold, max_width=width)
            y += theme.text("Ag", t.text_px(size), colour, bold).get_height()
    t.card(f"r{rnd}:{chain.moving}", chain.moving, r, zone="chain", key=chain.moving, z=70)
    return r, y
