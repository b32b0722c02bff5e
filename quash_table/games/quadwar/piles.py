"""Quadruple War's won tricks: each seat's pile, a small stack whose thickness grows a step a trick, with the
number of tricks beside it (pure geometry in `pile_plan`; `lay_piles` puts it on the table).

One face-down packet a trick, each a few pixels right of (and up from) the one under it: at 9 pixels a
packet in a fixed room the packets closed up to one back where the room was short (your tricks beside your
plate at five seats, session 22) and no count was said anywhere near them. The count ("won" over "6") stands
left of the stack where the room allows, else under it ("won 6"); the plate's "Took" says it too.
"""

import pygame

from ...ui import theme
from .layout import PILE_H
STEP_X, STEP_Y = 4, 2     # design pixels a trick: the stack's thickness, right and up, where the room allows
WORD = "won"          # the word with the count (a face-down packet beside a hand's backs read as more cards)
WORD_SIZE, COUNT_SIZE = 11, 15
OTHER_ROOM = 72       # design pixels: another seat's pile, at its strip's right end (its hand's backs before)


def _label_w(text_px, count):
    """The width the two-line count ("won" over the number) takes, at the size the label is drawn."""
    return max(theme.font(text_px(WORD_SIZE)).size(WORD)[0],
               theme.font(text_px(COUNT_SIZE), True).size(str(count))[0])


def pile_plan(strip, count, card, px, yours, text_px=None):
    """Where a seat's `count` won tricks lie in its `strip` and what says their number: (packet rects, bottom
    first; labels as (text, pos, design size, bold, anchor)). `yours`: the strip beside your plate, all of
    it the pile's, the count under the stack in one line; else its right OTHER_ROOM pixels, the hand's backs
    before them, the count left of the stack where the strip leaves it room, else under it). `text_px`: a
    design text size in screen pixels as the labels are drawn (TableBuilder.text_px, with its readable floor;
    measured at px() the "won" touched the stack at 1024x640, review 23); px by default."""
    if count <= 0:
        return [], []
    text_px = text_px or px
    w, h = card
    gap = px(6)
    label_w = _label_w(text_px, count)
    if yours:
        # the count under the stack, where "won" was: left of it, it lay on a hint's arrow from your hand to
        # the mat, which then went round it by a corner
        room, left = pygame.Rect(strip), False
    else:
        room = pygame.Rect(strip.right - min(px(OTHER_ROOM), strip.w), strip.y, min(px(OTHER_ROOM), strip.w),
                           strip.h)
        left = room.x - strip.x >= label_w + gap
    under = theme.font(text_px(WORD_SIZE)).get_height() + px(2) if not left else 0
    high = room.h - under if room.h - under >= h else room.h
    n = count - 1
    dx = max(0.0, min(px(STEP_X), (room.w - w) / n)) if n else 0.0
    dy = max(0.0, min(px(STEP_Y), (high - h) / n)) if n else 0.0
    top = room.y + (high - int(h + n * dy)) // 2
    rects = [pygame.Rect(int(room.x + k * dx), int(top + (n - k) * dy), w, h) for k in range(count)]
    stack = rects[0].unionall(rects[1:])
    if left:
        x, cy = stack.x - gap - label_w // 2, stack.centery
        labels = [(WORD, (x, cy), WORD_SIZE, False, "midbottom"), (str(count), (x, cy), COUNT_SIZE, True, "midtop")]
    else:
        # under the stack, not out past the strip's left end (it touched the window's edge beside your plate at
        # two seats, review 55k)
        word = f"{WORD} {count}"
        x = max(stack.centerx, room.x + theme.font(text_px(WORD_SIZE + 1), True).size(word)[0] // 2)
        labels = [(word, (x, stack.bottom + px(1)), WORD_SIZE + 1, True, "midtop")]
    return rects, labels


def won_counts(piles, seats):
    """How many of `piles` (the hand's won tricks the table draws gathered) each seat took: the one count
    the plates' Took and the score pad say beside the piles' own (a trick still on the mat counted on the
    plate, not on the pile: "Took 3" beside "won 2", review 57)."""
    return [sum(1 for trick in piles if trick["winner"] == seat) for seat in range(seats)]


def lay_piles(t, d, g, piles, over=None):
    """Each seat's won tricks as a stack with its count (pile_plan), face down; yours beside your plate.
    A packet that would lie on the hand's result panel (`over`) is left out while the panel shows (its Took
    column counts them): at 1024x640 your packet covered the panel's "bid made..." line (review 16, 65.png)."""
    px = t.px
    card = t.card_size(PILE_H)
    per_seat = {}
    for trick in piles:
        per_seat.setdefault(trick["winner"], []).append(trick)
    for seat, tricks in per_seat.items():
        yours = seat == g["bottom"] and g["pile_only"]
        rects, labels = pile_plan(g["strips"][seat], len(tricks), card, px, yours, t.text_px)
        laid = False
        for k, (trick, r) in enumerate(zip(tricks, rects)):
            if over is not None and r.colliderect(over.inflate(px(4), px(4))):
                continue
            laid = True
            for _, code in trick["cards"]:
                t.card(code, None, r, zone=f"won:{seat}", z=2 + k)
        if laid:
            for text, pos, size, bold, anchor in labels:
                t.label(text, pos, size, theme.TEXT if bold else theme.MUTED, bold=bold, anchor=anchor)
