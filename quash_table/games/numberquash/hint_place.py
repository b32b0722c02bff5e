"""Where NumberQuash's hint lies when the kit's place for it, by the prompt, would cover something read
(words, buttons, the play): with a bonus to spend before rolling at 4 seats or more, it lay over the
steal's words and ran up against Roll (review 15). First the dice tray's empty room, between its words and
its buttons (before rolling it has that much room under "Spend a bonus before rolling?"), where it covers
nothing; else the empty room beside your octagons (side_room), its words a little smaller until it fits;
else the kit's place. The turn order's corner is never given up: it was, and the turn order vanished while
a hint or notice showed (session 23). News aside and pass-and-play's banner use the same room."""

import pygame

from ...ui.hint_way import CARD_COST, WORD_COST
from ...ui.widgets import Image, Label
from .layout import octagon_rects

HINT_SIZES = (15, 14, 13)   # a hint too tall for its place is tried at these sizes (the kit's: 16)
TRAY, SIDE = "tray", "side"


def covers(board):
    """Does the message, where the painter puts it, lie over something read (the table's words, buttons,
    the tray's contents, the play)?"""
    shown = board.painter.message_rect()
    t = board.table
    read = t.text_rects() + [pygame.Rect(r) for r in t.play_rects + t.panels]
    return shown is not None and shown.collidelist(read) >= 0


def off_table(board):
    """Does the message lie off the table, at the move log's foot (where the kit puts a full reason it finds no
    room for on the table)?"""
    shown = board.painter.message_rect()
    return shown is not None and not board.areas()[1].contains(shown)


def placed(board):
    """Does the message lie on the table, over nothing read, and a full reason not up among the other seats?"""
    return not covers(board) and not off_table(board) and not strayed(board)


def strayed(board):
    """Does a full reason (H) lie above the middle band, among the other seats' plates, the short words having
    stood by the prompt? Mid-split at 1024x640 the why went up to the top left against Bot 2's plate (review 59):
    the eye was on the prompt and the dice, and it read as Bot 2's."""
    shown, mid = board.painter.message_rect(), board.mid_rect
    return shown is not None and mid is not None and shown.bottom <= mid.top and board.hints.full_shown()


def lies_in(board, rect):
    """Does the message lie whole inside `rect`, over nothing read?"""
    shown = board.painter.message_rect()
    return shown is not None and rect is not None and rect.contains(shown) and not covers(board)


def place_hint(board):
    """A hint just shown that covers something at the kit's place goes to the tray's room, else the room
    beside your octagons, each at the sizes tried; where neither holds it whole, it stays at the kit's
    place, a little smaller where that covers nothing.

    Only a room this table has is tried (`aside_rooms`): each try builds the table again and places the words
    (the kit's free_spot), and at six seats with the Moves open, after a roll (the tray full of dice, no room
    beside your octagons) H's full reason tried eight places that did not exist before the sizes at the kit's
    place: 1 s of the window's thread, 25-35 s at a load of 30, the window frozen meanwhile and the H pressed
    again while it waited turning the reason back into the short words (review 34b: the why never came).

    A full reason (H) the kit sent to the move log's foot is placed so too, first where the short words were, a
    little smaller: at the log's foot, far from where the eye was, a new player read it as the hint hidden
    (review 55n: a bank hint's why)."""
    if placed(board):
        return
    for where, room in aside_rooms(board):
        board.hint_place, board.message_aside = where, True
        for size in (None,) + HINT_SIZES:
            board.hint_size = size
            board.rebuild()
            if lies_in(board, room_of(board, where)):
                return
    # at the kit's place (by the prompt), a little smaller until it covers nothing (four seats at 1024x640
    # have no room beside your octagons: the hint lay over your supply's count); in its own type it covers
    # something there (the first test above), so it is not tried again
    board.hint_place, board.message_aside = None, False
    for size in HINT_SIZES:
        board.hint_size = size
        board.rebuild()
        if placed(board):
            return
    board.hint_size = None
    board.rebuild()


def room_of(board, where):
    """The room `where` (TRAY or SIDE) on the table as built now, or None."""
    return board.tray_room if where == TRAY else board.side_room


def aside_rooms(board):
    """[(TRAY or SIDE, its rect)] of the rooms off the kit's place that this table has, in the order tried: the
    tray's empty room (none after a roll: the dice and the split fill it) and the room beside your octagons (none
    at five or six seats, whose octagons fill the width). A room is the table's, not the message's: the table
    built for a hint there has the same."""
    return [(where, room_of(board, where)) for where in (TRAY, SIDE) if room_of(board, where) is not None]


def place_again(board):
    """The table laid out anew under a hint (the move log opened or folded with Moves, the window's size): the
    hint's place is chosen again for it, as when it came. Kept where it was chosen, it lay over the right
    octagon's "15/18 · 7 in supply" and the middle band once the log was opened (review 26)."""
    if board.message is None or board.message[1] != "hint" or (board.message_aside and not board.hint_place):
        return      # (news aside keeps its own place)
    board.hint_place = board.hint_size = None
    board.message_aside = False
    board.rebuild()
    place_hint(board)


class PlacedAgain:
    """Mixed into the board (scene.NumberQuashBoard): the kit's `resized` places a hint shown again; its
    arrow keeps off your cells' numbers (`arrow_soft`) and goes round your octagons (`arrow_plates`)."""

    def resized(self):
        super().resized()
        place_again(self)

    def arrow_soft(self):
        """The numbers of your own cells (the kit's hook): a hint's arrow goes round them where that is short,
        crossing only the edge of an octagon (it ran over your other cells' 1, 2 and 8 on its way to one,
        session 29). A number's rect: the middle of its cell, where it is written. The cell round it is crossed at
        a card's cost: where a way round the octagon is short it goes round, not over the cells' rings (review 31:
        it crossed the octagons' cells)."""
        out = []
        for g in self.table_geo.values():
            if g["mine"]:
                r = pygame.Rect(g["rect"])
                out += [(r.inflate(-r.w // 3, -r.h // 3), WORD_COST), (r, CARD_COST)]
        return out


    def arrow_plates(self):
        """Your octagons (the kit's hook), each as the rects inside it (layout.octagon_rects), at a card's cost:
        a hint's arrow goes round them and into its cell from outside its octagon, not across the rim and the
        other cells (review 34b: at six seats, 1024x640, a steal's arrow into your right 4 ran in by your
        "15/18 · 8 in supply" and down over the octagon's 1, 2 and 3)."""
        mine = [(r, CARD_COST) for cell, g in self.table_geo.items() if g["mine"] and cell[2] == 9
                for r in octagon_rects(*g["centre"], g["r"])]
        # ... and the bonus octagons in the middle band, which no hint's arrow points at (a steal starts at
        # another seat's cell, a cover at your dice), at a word's cost: it went straight over the 11's number
        # from a seat at the top, or out over the 10 and back, and seemed to pass under them (review 46); it
        # goes through the band's gaps between them
        return mine + [(r, WORD_COST) for op in self.deco if op[0] == "bonus" for r in octagon_rects(*op[2:5])]


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


SIDE_W, SIDE_H = 150, 110       # design pixels: the least room beside your octagons worth a notice


def side_room(t, mine, prompt_room, cells):
    """The wider empty band beside your octagons in your area `mine` (under your plate at their left, or
    under the prompt at their right; `cells`: the rects of your cells), a little inside, or None when it is
    narrower than SIDE_W or lower than SIDE_H (three colours of yours fill the width)."""
    if not cells:
        return None
    pad = t.px(8)
    left, right = min(r.left for r in cells), max(r.right for r in cells)
    top = prompt_room.bottom + pad
    bands = [pygame.Rect(mine.x + pad, top, left - mine.x - 3 * pad, mine.bottom - top - pad),
             pygame.Rect(right + 2 * pad, top, mine.right - right - 3 * pad, mine.bottom - top - pad)]
    band = max(bands, key=lambda r: r.w)
    return band if band.w >= t.px(SIDE_W) and band.h >= t.px(SIDE_H) else None


def hint_band(board, view, prompt_room):
    """[the band from the prompt's top down to your octagons], which a cover hint's arrow goes round (Table.arrow_clear),
    or [] before rolling (a steal's arrow comes down from another seat's cell past it). A cover hint's arrow from the
    dice over your octagons' top cut through that band, where the hint's words are placed: they went up beside the
    other seat's plate, from one hint to the next up and down the table (review 55n, revn_40/41); kept off it, the
    arrow goes under or across your octagons and the words stay where the prompt is."""
    tops = [g["rect"].top for g in board.table_geo.values() if g["mine"]]
    if view["phase"] != "place" or not tops:
        return []
    return [pygame.Rect(prompt_room.x, prompt_room.y, prompt_room.w, max(prompt_room.h, min(tops) - prompt_room.y))]


def banner_place(board, tray_room_now, side, prompt_room):
    """Where pass-and-play's notice naming the next person goes: the tray's empty room where it fits (it
    covers nothing read there, review 18b), else the room beside your octagons, else over the top of your
    area under the prompt (until that person's first click or key), never over the turn order; None
    without a notice."""
    h = board.handover
    if h is None or h.words() is None:
        return None
    for place in (tray_room_now, side):
        if place is not None and place.h >= h.need(place):
            return place
    return pygame.Rect(prompt_room.x, prompt_room.y, prompt_room.w, max(prompt_room.h, h.need(prompt_room)))
