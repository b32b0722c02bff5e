"""The fallback board for a game whose own scene is not written yet: the view as text, the legal
actions as buttons. Plain, but it makes every game with rules playable from the menu (and shows how
little a board needs: it is a BoardScene with only labels and buttons)."""

import json

from . import theme
from .board import BoardScene

PAGE = 12   # action buttons per page


def view_lines(view):
    """A readable dump of a view: one line per key, long values shortened."""
    out = []
    for key, value in view.items():
        text = value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
        if len(text) > 110:
            text = text[:107] + "..."
        out.append(f"{key}: {text}")
    return out


class FallbackBoard(BoardScene):
    deck = "standard"
    page = 0

    def build(self, t, view, legal):
        area = t.area
        pad = t.px(24)
        text_w = int(area.w * 0.58)
        t.panel((area.x + pad // 2, area.y + t.px(50), text_w, area.h - t.px(70)), alpha=150)
        t.label(f"{self.game.title}: a simple table (its board is still to come)",
                (area.x + pad, area.y + t.px(60)), 15, theme.GOLD, bold=True, max_width=text_w - pad)
        y = area.y + t.px(90)
        for line in view_lines(view):
            for part in theme.wrap(line, t.px(13), text_w - 2 * pad):
                if y > area.bottom - t.px(40):
                    break
                t.label(part, (area.x + pad, y), 13, theme.TEXT)
                y += t.px(18)
        x = area.x + text_w + pad
        w = area.right - x - pad
        pages = max(1, (len(legal) + PAGE - 1) // PAGE)
        self.page = min(self.page, pages - 1)
        t.label("Your moves" if legal else "Waiting for the other seats",
                (x, area.y + t.px(60)), 15, theme.GOLD, bold=True)
        seats = view.get("seats", 2) if isinstance(view.get("seats"), int) else 2
        y = area.y + t.px(90)
        bh = t.px(38)
        for i, action in enumerate(legal[self.page * PAGE:(self.page + 1) * PAGE]):
            text = self.game.describe(action, None, seats)
            t.button(f"action:{self.page * PAGE + i}", text, (x, y, w, bh), action=action, size=13,
                     tooltip=json.dumps(action))
            y += bh + t.px(6)
        if pages > 1:
            bw = (w - t.px(10)) // 2
            t.button("page:prev", "\u25c0 Previous", (x, y + t.px(8), bw, bh), on_click=lambda: self.turn(-1),
                     enabled=self.page > 0, size=13)
            t.button("page:next", "Next \u25b6", (x + bw + t.px(10), y + t.px(8), bw, bh),
                     on_click=lambda: self.turn(1), enabled=self.page < pages - 1, size=13)
            t.label(f"page {self.page + 1} of {pages}", (x + w // 2, y + bh + t.px(20)), 12, theme.MUTED,
                    anchor="midtop")

    def turn(self, delta):
        self.page += delta
        self._built = None


SCENE = FallbackBoard
