"""The kit's own drawn widgets: items on a table (pieces, targets, buttons, labels, panels).

Boards describe a table with these (through ui.board.TableBuilder); the kit draws them, animates them,
lists them in the --layout file and routes clicks and drags to them. They are plain objects on purpose:
a board builds a fresh set from the view whenever the table changes.
"""

import pygame

from . import theme
from .face_budget import FACES
from .sprites import SPRITES


def rect_list(r):
    return [int(r[0]), int(r[1]), int(r[2]), int(r[3])]


class Piece:
    """A card or a die on the table.

    id     stable name: the same id in the next build is the same object, so a changed home animates
           (use the card code for a face-up card that travels; "hand1:0" style ids for unknown cards)
    code   card code, or None for a face-down card; for dice, `value`
    zone   where it lies ("hand:0", "stack:up", "pile"...): listed in --layout, used by tests
    key    the composer's name for this piece (a card code...; engine/composer.py); the id when not given
    origin a rect a newly appearing piece flies in from (the pile when drawn, a seat when played)
    """

    __slots__ = ("id", "kind", "deck", "code", "value", "colour", "home", "pos", "zone", "origin",
                 "z", "back", "flip", "flip_code", "label", "dim", "reveal", "key")
    # a round piece is picked by the disc it draws, not the square round it: a small counter's square
    # corner over its neighbour's face took the press (drag.piece_at)
    round = False
    # px beyond its drawn edge where a press that lands on no piece still picks it (a small piece's ring)
    reach = 0

    def __init__(self, pid, kind, home, *, deck=None, code=None, value=None, colour=None, zone=None,
                 origin=None, z=0, back="red", label="", dim=False, reveal=False, key=None):
        self.id, self.kind, self.deck = pid, kind, deck
        self.key = pid if key is None else key
        self.code, self.value, self.colour = code, value, colour
        self.home = pygame.Rect(home)
        self.pos = [float(v) for v in self.home]
        self.zone = zone
        self.origin = pygame.Rect(origin) if origin is not None else None
        self.z, self.back, self.label, self.dim, self.reveal = z, back, label, dim, reveal
        self.flip = 0.0          # 0..1 while turning over; the old face shows for the first half
        self.flip_code = None    # the face shown during the first half of a flip

    def set_pos(self, v):
        self.pos = list(v)

    def set_flip(self, v):
        self.flip = v

    @property
    def rect(self):
        return pygame.Rect(int(self.pos[0]), int(self.pos[1]), int(self.pos[2]), int(self.pos[3]))

    @property
    def face_up(self):
        return (self.code is not None) if self.kind == "card" else self.value is not None

    def image(self, size=None):
        size = size or self.home.size
        if self.kind == "die":
            return SPRITES.die(self.value or 1, size[0], self.colour)
        return FACES.card(self.deck, self.code, size) if self.code is not None else SPRITES.back(size, self.back)

    def shadow(self, size):
        """The soft shadow drawn under the piece: a rounded rectangle (a round piece returns a round one)."""
        return SPRITES.shadow(size)

    def layout(self, legal_targets, movable=False):
        """`movable`: whether the person may pick it up now."""
        d = {"id": self.id, "kind": self.kind, "rect": rect_list(self.home)}
        if self.zone:
            d["zone"] = self.zone
        if self.kind == "card" and self.code is not None:
            d["card"] = self.code
        if self.kind == "die" and self.value is not None:
            d["die"] = self.value
        if movable:
            d["targets"] = legal_targets
        return d


class Target:
    """A place something can be dropped (a stack, a spot, a seat). The board draws its look; the kit
    lights it when a held piece could legally go there. `key`: the composer's name for it (the id when
    not given). `arrow`: "up" or "down" when the board marks it with that arrow (The Game's ▲ and ▼
    stacks): that arrow key then picks it for the lifted piece, whatever the order of the walk. `mark`:
    where its light (glow, outline) is drawn when that is not all of `rect` (QUASH: a spot's open slots,
    not the cards on it, which are swap targets of their own), else its rect. `light`: where the light is
    drawn when that is not its mark, which still takes a drop first (QUASH: a covered card's part that
    shows; its share of the spot, its rect, crossed the card over it). `frame`: what a hint that names it frames
    and points its arrow into, when that is not all of `rect` (Quadruple War: your place on the mat). `look`:
    how it is lit, "swap" in its own colour (theme.target_colour; QUASH's swap targets), else as a place."""

    __slots__ = ("id", "rect", "label", "kind", "key", "arrow", "mark", "light", "frame", "look")

    def __init__(self, tid, rect, label="", kind="target", key=None, arrow=None, mark=None, light=None, frame=None,
                 look=None):
        self.id, self.rect, self.label, self.kind, self.look = tid, pygame.Rect(rect), label, kind, look
        self.key = tid if key is None else key
        self.arrow = arrow
        self.mark = self.rect if mark is None else pygame.Rect(mark)
        self.light = self.mark if light is None else pygame.Rect(light)
        self.frame = self.rect if frame is None else pygame.Rect(frame)

    def layout(self):
        d = {"id": self.id, "kind": self.kind, "rect": rect_list(self.rect)}
        if self.label:
            d["label"] = self.label
        return d


class Button:
    """A drawn button. `action` (a game action) makes it enabled exactly when the action is legal;
    `press` (a composer button id) when the board's composer offers it; `on_click` is for everything else
    (menus, curtain, summary). `label` is its words alone; `key_hint` the key drawn after them ("R", "[2]"),
    a field of its own, so a message naming the button never parses its text."""

    __slots__ = ("id", "label", "rect", "action", "on_click", "hotkey", "style", "icon", "enabled", "size",
                 "tooltip", "press", "reason", "key_hint")

    def __init__(self, bid, label, rect, *, action=None, on_click=None, hotkey=None, style="normal",
                 icon=None, enabled=True, size=16, tooltip="", press=None, reason="", key_hint=""):
        self.id, self.label, self.rect = bid, label, pygame.Rect(rect)
        self.key_hint = key_hint
        self.reason = reason      # why it is greyed (the composer's words), apart from a tooltip naming its key
        self.action, self.on_click, self.hotkey, self.press = action, on_click, hotkey, press
        self.style, self.icon, self.enabled, self.size, self.tooltip = style, icon, enabled, size, tooltip

    def layout(self):
        d = {"id": self.id, "kind": "button", "rect": rect_list(self.rect), "label": self.label,
             "enabled": bool(self.enabled)}
        if self.key_hint:
            d["key_hint"] = self.key_hint
        if self.reason and not self.enabled:
            d["reason"] = self.reason       # why it is greyed, as pressing it says
        return d

    def shown_text(self):
        """What the button reads: its words, then its key hint apart ("Roll  R")."""
        return f"{self.label}  {self.key_hint}" if self.key_hint else self.label

    def draw(self, surface, metrics, hover=False, pressed=False, lit=None):
        """`lit`: a colour the button is filled with (the hint's, ui/hints.py, on the button of the hinted
        move: outlined only, a signal button read as unlit beside End turn's gold)."""
        r = self.rect
        primary = self.style == "primary"
        if not self.enabled:
            bg, ink = theme.BUTTON_OFF, theme.DIM
        elif lit is not None:
            bg, ink = lit, theme.TEXT
        elif primary:
            bg = theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY
            ink = (26, 22, 14)
        else:
            bg = theme.BUTTON_DOWN if pressed else (theme.BUTTON_HOVER if hover else theme.BUTTON)
            ink = theme.TEXT
        rad = metrics.px(8)
        pygame.draw.rect(surface, theme.shade(bg, -0.35), r.move(0, metrics.px(2)), border_radius=rad)
        pygame.draw.rect(surface, bg, r, border_radius=rad)
        if hover and self.enabled:
            pygame.draw.rect(surface, theme.GOLD, r, max(1, metrics.px(2)), border_radius=rad)
        size = max(11, metrics.px(self.size))
        x_pad = metrics.px(10)
        icon_w = self.icon.get_width() + metrics.px(8) if self.icon is not None else 0
        shown = self.shown_text()
        size = theme.fit_size(shown, size, r.w - 2 * x_pad - icon_w, bold=True)
        img = theme.text(shown, size, ink, bold=True)
        total = icon_w + img.get_width()
        x = r.centerx - total // 2
        if self.icon is not None:
            icon = self.icon
            if not self.enabled:
                icon = icon.copy()
                icon.set_alpha(110)
            surface.blit(icon, icon.get_rect(midleft=(x, r.centery)))
        surface.blit(img, img.get_rect(midleft=(x + icon_w, r.centery)))


class Label:
    __slots__ = ("text", "pos", "size", "colour", "bold", "anchor", "max_width")

    def __init__(self, text, pos, size, colour, bold, anchor, max_width):
        self.text, self.pos, self.size, self.colour = text, pos, size, colour
        self.bold, self.anchor, self.max_width = bold, anchor, max_width

    def _size(self):
        return theme.fit_size(self.text, self.size, self.max_width, self.bold) if self.max_width else self.size

    def text_rect(self):
        """Where its text lies on the screen (what a message must not cover)."""
        return theme.text(self.text, self._size(), self.colour, self.bold).get_rect(**{self.anchor: self.pos})

    def draw(self, surface):
        theme.blit_text(surface, self.text, self._size(), self.pos, self.colour, self.bold, self.anchor)

    def look(self):
        """(what it draws, as a value, and the rect it covers): the table repaints only changed places (table_paint)."""
        return (("label", self.text, tuple(self.pos), self.size, tuple(self.colour), self.bold, self.anchor,
                 self.max_width), self.text_rect())


class Panel:
    __slots__ = ("rect", "colour", "alpha", "radius", "border", "width")

    def __init__(self, rect, colour, alpha, radius, border, width):
        self.rect, self.colour, self.alpha = pygame.Rect(rect), colour, alpha
        self.radius, self.border, self.width = radius, border, width

    def draw(self, surface):
        theme.panel(surface, self.rect, self.colour, self.alpha, self.radius, self.border, self.width)

    def look(self):
        """See Label.look."""
        border = None if self.border is None else tuple(self.border)
        return ("panel", tuple(self.rect), tuple(self.colour), self.alpha, self.radius, border, self.width), self.rect


class Image:
    __slots__ = ("surface", "pos", "anchor")

    def __init__(self, surface, pos, anchor="topleft"):
        self.surface, self.pos, self.anchor = surface, pos, anchor

    def draw(self, surface):
        surface.blit(self.surface, self.surface.get_rect(**{self.anchor: self.pos}))

    def look(self):
        """See Label.look: the image itself, kept in the look, so a new image is never taken for an old one that
        had its id."""
        return ("image", self.surface, tuple(self.pos), self.anchor), self.surface.get_rect(**{self.anchor: self.pos})
