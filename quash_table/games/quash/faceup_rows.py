"""QUASH's finished-game replay, all cards face up: every seat's hand laid in your hand's place under the
board, a row a seat, each row's name beside it. The kit's panel in the move-log column showed 13 cards a seat
in 220 pixels at 1024x640, too small to read, beside an empty hand area saying "Every hand is face up,
beside the moves" (review 49)."""

import pygame

from ...ui import theme

ROW_DROP = 0.36     # each seat's row lies this much of a card lower, over the last: rank and suit show
NAME_W = 100        # the column of seat names left of the rows (design pixels)


def rows_area(t, g):
    """Your hand's place and the room over it up to your seats' plates."""
    top = g["header"]["bottom"].bottom + t.px(10)
    left = g["hand_left"]
    return pygame.Rect(left, top, t.area.right - g["margin"] - left, t.area.bottom - g["margin"] - top)


def card_height(t, g, count):
    """The tallest card that lays `count` rows in rows_area, no taller than your hand's cards."""
    return min(g["hand_card_h"], int(rows_area(t, g).h / (1 + ROW_DROP * max(0, count - 1))))


def lay_face_up_hands(board, t, g, hands):
    """Lay `hands` ({seat: cards}, the session's face-up hands), ids `faceup:<seat>:<i>`, the first seat's
    row at the top; each row starts by its seat's name and how many cards it holds."""
    seats = [seat for seat in hands]
    if not seats:
        return
    area = rows_area(t, g)
    ch = card_height(t, g, len(seats))
    size = (int(ch * g["card"][0] / g["card"][1]), ch)
    name_w = t.px(NAME_W)
    cards_left = area.x + name_w
    width = area.right - cards_left
    # every hand played out: the session gives the hands as the round was dealt (its title says so)
    title = getattr(board.session, "hands_title", None)      # (a replay's; a live game over shows hands as they are)
    dealt = " dealt" if title is not None and title() == "Hands as dealt" else ""
    for k, seat in enumerate(seats):
        top = area.y + int(k * ROW_DROP * ch)
        cards = hands[seat]
        # the short name ("Bot 2", as the plates say): "Bot 2 (easy) · 13" shrank to unreadable type
        t.label(f"{board.session.short_name(seat)} \u00b7 {len(cards)}{dealt}", (area.x, top + t.px(4)), 13, theme.TEXT,
                bold=True, max_width=name_w - t.px(8))
        rects = t.row(len(cards), size, (0, top + ch // 2), width, gap=4)
        shift = cards_left - rects[0].x if rects else 0
        for i, (code, rect) in enumerate(zip(cards, rects)):
            t.card(f"faceup:{seat}:{i}", code, rect.move(shift, 0), zone=f"faceup:{seat}", z=20 + k)
