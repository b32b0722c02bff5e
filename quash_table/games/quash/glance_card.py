"""QUASH at a shared screen: the card you just drew, shown to you alone beside the pile (the kit's glance)."""

import pygame

from ...ui import theme
from .captions import short
from .layout import pile_rect


def glance_card(s, t, view, g):
    """Pass-and-play, just after your play: the card you drew, small beside the pile, face up for you
    alone, with Done (Enter) to cover it; your hand is already covered (the kit's glance: only the
    move's news for its mover is shown, never the hand). `s`: the session."""
    drawn = [e for e in s.glance_news() if e["kind"] == "card_drawn" and e.get("card")]
    if not drawn:
        return
    px = t.px
    pile = pile_rect(t, g)
    code = drawn[-1]["card"]
    r = pygame.Rect(pile.right + px(22), pile.y, pile.w, pile.h)
    t.panel(r.inflate(px(12), px(12)), theme.GOLD, 60, 10, theme.GOLD, px(2))
    t.card(f"r{view['round']}:{code}", code, r, zone=f"drawn:{s.glance_seat()}", origin=pile, reveal=True,
           z=60)
    x = r.right + px(18)
    t.label(f"{s.name(s.glance_seat())} drew {short(code)}", (x, r.y + px(4)), 15, theme.GOLD, bold=True)
    t.label("Done (Enter) covers it and passes the screen", (x, r.y + px(26)), 13, theme.TEXT)
    t.button("glance:done", "Done", (x, r.bottom - px(40), px(140), px(40)), on_click=s.end_glance,
             style="primary", size=16, tooltip="Enter")
