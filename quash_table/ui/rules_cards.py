"""Pictures of cards in the rules pages: a line `::cards <deck> | <caption>: <codes> | ...` of a rules file
(assets/rules/<id>.md) is drawn as the cards themselves, the table's own faces (sprites.py), each group under
its caption, beside the text that speaks of them. The pages were words only: "9-10 against 5-6" is read faster
as cards than as numbers (review 49). Without a display the line reads as words ("a run: 7♣ 8♥").
"""

import pygame

from . import theme
from .sprites import SPRITES, card_size

MARK = "::cards"
SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
CARD_TEXT_RATIO = 4.2       # a card's height, in the text's pixel sizes
GROUP_GAP, CARD_GAP = 1.6, 0.25     # the room between groups and between cards, in the text's sizes


def parse(line):
    """(deck, [(caption, [codes])]) of a `::cards` line, or None for any other line."""
    if not line.startswith(MARK):
        return None
    deck, *groups = [part.strip() for part in line[len(MARK):].split("|")]
    out = []
    for group in groups:
        caption, _, codes = group.rpartition(":")
        out.append((caption.strip(), codes.split()))
    return deck or "standard", out


JOKERS = {"BJ": "big joker", "LJ": "little joker"}


def card_words(deck, code):
    """A card as the pages say it: "10♠" for a standard card, "big joker", else its code."""
    if deck == "standard" and code in JOKERS:
        return JOKERS[code]
    if deck == "standard" and code[-1:] in SUITS:
        return code[:-1] + SUITS[code[-1]]
    return code


def plain(deck, groups):
    """The line in words, for a page read without a display: "a run: 7♣ 8♥ · FAILED: 5♣ 9♦"."""
    return " \u00b7 ".join((f"{caption}: " if caption else "") + " ".join(card_words(deck, c) for c in codes)
                           for caption, codes in groups)


def surface(deck, groups, width, size=16, colour=theme.MUTED):
    """The groups drawn side by side (a new row where the page is too narrow), each caption over its cards, no
    wider than `width` (shrunk to it where one group alone is wider)."""
    cw, ch = card_size(int(size * CARD_TEXT_RATIO))
    gap, group_gap = int(size * CARD_GAP), int(size * GROUP_GAP)
    caption_h = theme.font(size).get_linesize()
    drawn = []
    for caption, codes in groups:
        cards_w = len(codes) * cw + max(0, len(codes) - 1) * gap
        text = theme.font(size, True).render(caption, True, colour) if caption else None
        drawn.append((max(cards_w, text.get_width() if text else 0), text, codes))
    rows, row, used = [], [], 0
    for item in drawn:
        need = item[0] + (group_gap if row else 0)
        if row and used + need > width:
            rows.append(row)
            row, used = [], 0
            need = item[0]
        row.append(item)
        used += need
    rows.append(row)
    row_h = caption_h + ch + gap
    total_w = max(sum(w for w, _, _ in r) + group_gap * (len(r) - 1) for r in rows)
    surf = pygame.Surface((max(1, total_w), row_h * len(rows)), pygame.SRCALPHA)
    for k, r in enumerate(rows):
        x, y = 0, k * row_h
        for w, text, codes in r:
            if text is not None:
                surf.blit(text, (x, y))
            for i, code in enumerate(codes):
                surf.blit(SPRITES.card(deck, code, (cw, ch)), (x + i * (cw + gap), y + caption_h))
            x += w + group_gap
    if total_w > width > 0:
        surf = pygame.transform.smoothscale(surf, (width, max(1, surf.get_height() * width // total_w)))
    return surf
