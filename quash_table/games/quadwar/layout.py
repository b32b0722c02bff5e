"""Quadruple War's table geometry: where the plates, the hands, the mat and the score pad lie, in screen
pixels for the table area (pure layout maths; the board draws)."""

import math

import pygame

from ...ui import theme
from ...ui.drag import LIFT

HAND_H = 150          # design pixels: your cards
HAND_H_2 = 130        # ... with 26 cards (two seats)
TRICK_H = 108         # cards on the mat
BACK_H = 48           # another seat's cards
PILE_H = 44           # won tricks
PLATE_W, PLATE_H = 214, 76
STRIP_H = 50          # under a plate: the cards in hand and the won tricks
PAD_W = 262
PROMPT_SIZE, MESSAGE_SIZE = 17, 16     # the kit's prompt and message pills: text size...
PILL_PAD = 14                          # ... and the room round their lines
MESSAGE_LINES = 3                      # the longest message wraps to three lines: a rule's reason or a hint
                                       # (one move, one reason) takes two, a narrower pill placed round the
                                       # table's text three


def _line_h(size):
    """A bold line's height at `size` pixels, as the kit's pills draw it."""
    return theme.text("Ag", size, bold=True).get_height()


def table_geometry(t, d):
    """Where everything lies for view `d`: plates, the strips under them, the mat and its slots, the score
    pad, the free middle (bidding, results), your hand's line and the prompt."""
    area, px = t.area, t.px
    n, me = d["seats"], d["seat"]
    bottom = me if me is not None else 0
    margin = px(14)
    hand_size = t.card_size(HAND_H_2 if n == 2 else HAND_H)
    hand_cy = area.bottom - margin - hand_size[1] // 2
    # the prompt's line lies between the plates and your hand, above where a lifted card rises (a card
    # raised with the keyboard covered the prompt); a message or hint takes its place and grows upwards
    # from it, so the band holds MESSAGE_LINES of them clear of your plate (a rule's two-line reason
    # covered "Bid 3 · Won 2")
    band_bottom = hand_cy - hand_size[1] // 2 - px(LIFT) - px(3)
    prompt_y = band_bottom - (_line_h(px(PROMPT_SIZE)) + px(PILL_PAD)) // 2
    line = _line_h(px(MESSAGE_SIZE))
    band_top = prompt_y + (line + px(PILL_PAD)) // 2 - (MESSAGE_LINES * line + px(PILL_PAD))
    upper_bottom = band_top - px(3) + px(6)     # the plates end 6 pixels above upper_bottom
    top = area.y + px(10)
    plate_w, plate_h, strip = px(PLATE_W), px(PLATE_H), px(STRIP_H)
    block_h = plate_h + px(6) + strip
    cx = area.centerx
    # the side seats just under the top ones' cards: the score pad under the right seat's cards needs the
    # room above the messages' band (three lines tall since a bid's hint took three)
    side_y = top + block_h + px(20)
    others = [(bottom + k) % n for k in range(1, n)]      # clockwise from the bottom seat's left
    spots = {1: ["top"], 2: ["left", "right"], 3: ["left", "top", "right"],
             4: ["left", "top-left", "top-right", "right"]}[len(others)]
    x_of = {"left": area.x + margin, "right": area.right - margin - plate_w, "top": cx - plate_w // 2,
            "top-left": cx - px(150) - plate_w // 2, "top-right": cx + px(150) - plate_w // 2}
    plates, strips = {}, {}
    for seat, spot in zip(others, spots):
        y = top if spot.startswith("top") else (top + px(40) if n == 3 else side_y)
        plates[seat] = pygame.Rect(x_of[spot], y, plate_w, plate_h)
        strips[seat] = pygame.Rect(x_of[spot], y + plate_h + px(6), plate_w, strip)
    plates[bottom] = pygame.Rect(area.x + margin, upper_bottom - plate_h - px(6), plate_w, plate_h)
    if me is None:
        # nobody at the screen: the bottom seat's cards in hand and its tricks under its plate, as under
        # the others' (beside it they ran into the mat and were squeezed to one back on its corner)
        strips[bottom] = pygame.Rect(plates[bottom].x, plates[bottom].bottom + px(6), plate_w, strip)
    else:
        # beside your plate your won tricks
        strips[bottom] = pygame.Rect(plates[bottom].right + px(12), plates[bottom].y, px(110), plate_h)

    # the mat in the middle; each seat's card lies on the side facing that seat
    mat_top = top + (block_h if any(s.startswith("top") for s in spots) else 0) + px(8)
    slot_size = t.card_size(TRICK_H)
    rx, ry = (px(128), px(92)) if n == 5 else (px(104), px(64))
    if n < 5:
        # no taller than the room above your plate allows, down to the top and bottom cards just clear of
        # each other: the mat ran 11 pixels into the strip beside your plate, which then squeezed your
        # won tricks into one card on the mat's corner
        room = plates[bottom].y - px(6) - mat_top - slot_size[1] - px(30)
        ry = max(slot_size[1] // 2 + px(4), min(ry, room // 2))
    mat = pygame.Rect(0, 0, 2 * rx + slot_size[0] + px(34), 2 * ry + slot_size[1] + px(30))
    mat.w = max(mat.w, px(420))     # room in the corners for what the mat says
    # centred in the room left, then up (as far as the top plates allow) to clear the tricks beside your
    # plate: they lay over the mat's "Ann led" corner (where nobody sits at the screen too, so the mat
    # stays put when a shared screen turns from a person's view to everyone's)
    cy = (mat_top + upper_bottom - px(6)) // 2
    cy -= max(0, min(cy + mat.h // 2 - (plates[bottom].y - px(6)), cy - mat.h // 2 - mat_top))
    # never up over the top seats' cards: where the room is shorter than the mat (five seats in a replay,
    # shorter by its bar) it reaches down beside your plate instead; centred, it lay over the top seats'
    # cards and they over its "Trick 2 of 10" and "not broken" corners
    cy = max(cy, mat_top + mat.h // 2)
    slots = {}
    for seat in range(n):
        # evenly round the mat, clockwise from the bottom seat (straight down) like chairs at a table
        a = math.pi / 2 + 2 * math.pi * ((seat - bottom) % n) / n
        r = pygame.Rect((0, 0), slot_size)
        r.center = (int(cx + rx * math.cos(a)), int(cy + ry * math.sin(a)))
        slots[seat] = r

    rows = n + 1        # a row a seat, then the bids' total and what it means
    pad_w = px(PAD_W + (48 if d["options"].get("bags") else 0))
    # never over the cards of the seat on the right (a replay's table is shorter by its bar) nor down into
    # the messages' band (a hint's banner lay over the pad's footer): its rows close up if need be
    right_cards = [strips[s].bottom + px(6) for s, sp in zip(others, spots) if sp == "right"]
    lowest = band_top - px(4)
    pad_row = px(22)
    if right_cards and lowest - right_cards[0] < px(88) + rows * px(18):
        lowest = hand_cy - hand_size[1] // 2 - px(4)    # no room above the band (a replay's short table)
    if right_cards:
        pad_row = max(px(18), min(pad_row, (lowest - right_cards[0] - px(88)) // rows))
    pad_h = px(88) + rows * pad_row
    pad = pygame.Rect(area.right - margin - pad_w, upper_bottom - pad_h - px(6), pad_w, pad_h)
    if right_cards:
        pad.y = max(pad.y, min(right_cards[0], lowest - pad_h))
    # the free middle between the side plates, your plate and the pad, under the top plates (bidding,
    # the hand summary)
    left = max([plates[bottom].right] + [plates[s].right for s, sp in zip(others, spots) if sp == "left"])
    right = min([pad.x] + [plates[s].x for s, sp in zip(others, spots) if sp == "right"])
    # (above the messages' band: a bid's three-line hint lay over the bidding panel's foot)
    middle = pygame.Rect(left + px(10), mat_top, right - left - px(20), band_top - px(4) - mat_top)
    mat.w = min(mat.w, max(middle.w, 2 * rx + slot_size[0] + px(34)))
    mat.center = (cx, cy)
    if mat.colliderect(pad.inflate(px(16), px(16))):
        # the pad (wider with the bags column) reached into the mat's right corner, over "Last trick: ..."
        # and the lit drop zone: the mat and its slots move left into the middle, as far as it allows
        dx = min(mat.right - (pad.x - px(8)), max(0, mat.x - middle.x))
        mat.x -= dx
        for r in slots.values():
            r.x -= dx
    if strips[bottom].colliderect(mat) and n < 5:
        # no room beside your plate (a replay's table, shorter by its bar): your won tricks go under it,
        # one packet a trick, rather than over the mat's "Bot 4 led" corner
        strips[bottom] = pygame.Rect(plates[bottom].x, plates[bottom].bottom + px(6), plate_w, strip)
    if strips[bottom].colliderect(mat):     # no room to move it up enough (five seats): stop short of it
        strips[bottom].w = max(t.card_size(BACK_H)[0], mat.x - px(8) - strips[bottom].x)
    if strips[bottom].y > plates[bottom].y:
        # the bottom seat's cards and tricks under its plate (nobody at the screen, or no room beside it):
        # the prompt's line lies below them (a long "Hand 1 is over - press Next" lay over the pile)
        prompt_y = max(prompt_y, strips[bottom].bottom + (_line_h(px(PROMPT_SIZE)) + px(PILL_PAD)) // 2 + px(3))
    return {"plates": plates, "strips": strips, "bottom": bottom, "hand_size": hand_size,
            "hand_cy": hand_cy, "mat": mat, "slots": slots, "pad": pad, "pad_row": pad_row,
            "middle": middle,
            "prompt": (cx, prompt_y), "band": pygame.Rect(area.x, band_top, area.w, band_bottom - band_top),
            "margin": margin}

def hand_rects(t, d, seat, g):
    """Where the cards of `seat`'s hand lie: your hand fanned along the bottom; others' face down
    under their plates, and the bottom seat's beside its plate when nobody sits at the screen (between two
    people: a row of backs along the bottom read as nobody's)."""
    area, px = t.area, t.px
    count = d["hand_counts"][seat]
    if seat == g["bottom"] and d["seat"] is not None:
        width = area.w - 2 * g["margin"]
        return t.row(count, g["hand_size"], (area.centerx, g["hand_cy"]), width, gap=10)
    if not count:
        return []
    strip = g["strips"][seat]
    w, h = t.card_size(BACK_H)
    room = max(w, strip.w - px(84))      # the strip's right end holds the won tricks
    step = max(0, min(px(12), (room - w) / max(1, count - 1)))
    y = strip.y + (strip.h - h) // 2
    return [pygame.Rect(int(strip.x + i * step), y, w, h) for i in range(count)]
