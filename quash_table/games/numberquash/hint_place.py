"""Where NumberQuash's hint lies when the kit's place for it, by the prompt, would cover something read
(words, buttons, the play): with a bonus to spend before rolling at 4 seats or more, it lay over the
steal's words and ran up against Roll (review 15). First the dice tray's empty room, between its words and
its buttons (before rolling it has that much room under "Spend a bonus before rolling?"), where it covers
nothing and the turn order stays in view; else the turn order's corner of the middle band (left to it
while it shows: it lay over the turn order there, review 16), its words a little smaller until it fits;
else the kit's place."""

import pygame

from ...ui.widgets import Image, Label

HINT_SIZES = (15, 14, 13)   # a hint too tall for its place is tried at these sizes (the kit's: 16)
TRAY, CORNER = "tray", "corner"


def covers(board):
    """Does the message, where the painter puts it, lie over something read (the table's words, buttons,
    the tray's contents, the play)?"""
    shown = board.painter.message_rect()
    t = board.table
    return shown is not None and shown.collidelist(t.text_rects() + [pygame.Rect(r) for r in t.play_rects]) >= 0


def lies_in(board, rect):
    """Does the message lie whole inside `rect`, over nothing read?"""
    shown = board.painter.message_rect()
    return shown is not None and rect is not None and rect.contains(shown) and not covers(board)


def place_hint(board):
    """A hint just shown that covers something at the kit's place goes to the tray's room, else the
    corner, each at the sizes tried; where neither holds it whole, it stays at the kit's place."""
    if not covers(board):
        return
    for where in (TRAY, CORNER):
        board.hint_place, board.message_aside = where, True
        for size in (None,) + HINT_SIZES:
            board.hint_size = size
            board.rebuild()
            if lies_in(board, board.tray_room if where == TRAY else board.corner_rect):
                return
    board.hint_place, board.hint_size, board.message_aside = None, None, False
    board.rebuild()


def tray_room(t, tray):
    """The tray's largest empty band between the things drawn in it (its words, bonus marks, dice, buttons),
    a little inside its edges, or None when it has none worth a message (after a roll, with the dice and a
    split)."""
    pad = t.px(8)
    inner = tray.inflate(-2 * pad, -2 * pad)
    things = [d.text_rect() for d in t.decor if isinstance(d, Label)]
    things += [d.surface.get_rect(**{d.anchor: d.pos}) for d in t.decor if isinstance(d, Image)]
    things += [pygame.Rect(b.rect) for b in t.buttons] + [pygame.Rect(p.home) for p in t.pieces]
    spans = sorted((r.top, r.bottom) for r in things if r.colliderect(inner))
    best, y = None, inner.top
    for top, bottom in spans + [(inner.bottom, inner.bottom)]:
        if top - y > (best.h if best else 0):
            best = pygame.Rect(inner.x, y, inner.w, top - y)
        y = max(y, bottom)
    if best is None or best.h < t.px(60):
        return None
    # a little below the words over it, and well clear of the buttons under it (it ran up against Roll)
    return pygame.Rect(best.x, best.y + pad, best.w, best.h - pad - t.px(16))
