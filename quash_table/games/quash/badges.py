"""Where a scored spot's badges lie (geometry and words only, no drawing: over_pieces draws them): the
points a side gained there (+1, +2), FAILED where its sequence failed, "lost" (or "lost on tiebreak", "tie lost"
where a spot's column at this size is too narrow for it: one form on every board) on a spot
lost (every spot stays face up since session 48), and QUASH +2 on the section a side quashed. Each half has a badge row of its own between its
spots and the spot numbers (layout: g["badge_rows"]); a spot's badges lie in that row under (or over) its
own column, never over a card: at the foot of the spots they covered the fanned cards' pips and a rank
(session 20). A FAILED spot given its cards face down (`down_cards`) names the ranks ("FAILED: 7 8 10");
the board keeps every spot face up now, so it says "FAILED" over the cards themselves (session 21, 48). The QUASH badge is the section's: it lies in the quashing side's row where that section's
spot badges leave room, as near the section's middle as it fits."""

import pygame

from ...ui import theme
from .sequences import CARD_ORDER

FAILED = (236, 96, 84)
LOST = (120, 112, 104)       # a spot lost to a better sequence, face up after the game
GOLD_INK = (40, 26, 6)
TEXT_SIZE = 11               # design pixels; a badge too wide for its room shrinks to BADGE_MIN
BADGE_MIN = 9
READABLE_PX = 10             # screen pixels: a badge's words are drawn no smaller (over_pieces._tag)
GAP = 3
# screen pixels: a badge's pill is no lower than this where its row has room, else as tall as its row (at
# 1024x640 the row is 14 px, and in a 12-px pill "FAILED: 3 9 J" ran over its edges, session 29)
PILL_MIN_PX = 14
QUASH_GAP = 10             # the QUASH badge apart from the spots' own, so its +2 is not read as theirs


# longest first, each saying the tiebreak; one short form only: "lost tiebreak" and "tie lost" read as other
# outcomes beside "lost on tiebreak" from game to game (review 61t, revt_52/94/169)
TIEBREAK_LOST = ["lost on tiebreak", "tie lost"]


def failed_words(cards):
    """The FAILED badge's forms, longest first: with the ranks of the face-down spot's `cards` (the board
    cards everyone saw before scoring turned them over), low to high, then without."""
    if not cards:
        return ["FAILED"]
    return ["FAILED: " + " ".join(c[:-1] for c in sorted(cards, key=CARD_ORDER.get)), "FAILED"]


def spot_words(side, evs, lost_words=False, down_cards=None):
    """[(text or [its forms, longest first], colour, ink)] of a side's badges on one spot from its scoring
    events `evs`, in reading order: FAILED (or "lost"), then the points it gained there. `down_cards`: the
    spot's cards where it lies face down (FAILED then names their ranks)."""
    gained = 0
    failed = lost = by_tiebreak = False
    for e in evs:
        lost_here = e["kind"] in ("spot_scored", "tiebreak") and e.get("side") in (0, 1) and e["side"] != side
        lost = lost or lost_here
        by_tiebreak = by_tiebreak or (lost_here and e["kind"] == "tiebreak")
        gained += (e.get("points") or [0, 0])[side]
        if e["kind"] == "spot_scored" and (e["outcome"] == "both_failed" or
                                           (e["outcome"] == "failed" and e["side"] != side)):
            failed = True
    out = []
    if failed:
        out.append((failed_words(down_cards), FAILED, theme.TEXT))
    elif lost and lost_words:
        # (a single spot's column, 56 px at 1024x640, held "lost" only: the tiebreak went unsaid, review 49d)
        out.append((TIEBREAK_LOST if by_tiebreak else "lost", LOST, theme.TEXT))
    if gained:
        out.append((f"+{gained}", theme.GOLD, GOLD_INK))
    return out


ENDS = (16, 8)         # design pixels a badge's pill adds to its words: room for its round ends, else the least


def _width(t, text, size, ends=ENDS[0]):
    # measured at the size over_pieces draws it (10 px at least), not the board's label floor (11 px): at
    # 1024x640 "FAILED: 3 9 10" was measured too wide for a triple's column it is drawn in whole
    # (with room for the pill's round ends where the row has it, over_pieces._tag: review 44, the J of "FAILED: 2 3
    # J" in its end)
    return theme.font(max(READABLE_PX, t.px(size)), True).size(text)[0] + t.px(ends)


def _row(t, words, room, ends=ENDS):
    """(the badges' texts, their widths) side by side in `room` pixels: each in its longest form at
    TEXT_SIZE, else all shrunk (to BADGE_MIN at least), else the same in the next shorter forms, else each
    its share of the room (over_pieces fits the text to it)."""
    forms = [[text] if isinstance(text, str) else text for text, *_ in words]
    for level in range(max(len(f) for f in forms)):
        texts = [f[min(level, len(f) - 1)] for f in forms]
        for size in range(TEXT_SIZE, BADGE_MIN - 1, -1):
            for pad in ends:
                widths = [_width(t, text, size, pad) for text in texts]
                if sum(widths) + t.px(GAP) * (len(words) - 1) <= room:
                    return texts, widths
    share = (room - t.px(GAP) * (len(words) - 1)) // len(words)
    return texts, [share] * len(words)


def spot_badges(t, g, bottom, result, quashed, lost_words=False, board=None, down=None):
    """[(rect, text, colour, ink)] of every badge on the board: `result` {spot: [scoring events]},
    `quashed` {section: quash event}, `bottom` the side drawn at the bottom; `board` the cards drawn on
    the spots ([side][spot - 1]), `down` which of them lie face down ([side][spot - 1])."""
    px = t.px
    tags = []
    cols = g["columns"]
    gap = g["spot_gap"]
    spots = []          # (where, side, k, words, cell, q, ends) of every spot with badges
    for where, side in (("top", 1 - bottom), ("bottom", bottom)):
        row = g["badge_rows"][where]
        for k in range(9):
            hidden = board[side][k] if board is not None and down is not None and down[side][k] else None
            words = spot_words(side, result.get(k + 1, []), lost_words, hidden)
            if words:
                q = quashed.get(k // 3 + 1)
                # (in a section with the side's QUASH badge, the spots' badges leave it their round ends' room)
                spots.append((where, side, k, words, pygame.Rect(cols[k].x - gap // 2, row.y, cols[k].w + gap, row.h),
                              q, ENDS[-1:] if q is not None and q["side"] == side else ENDS))
    tie = tiebreak_form(t, g)
    for where, side in (("top", 1 - bottom), ("bottom", bottom)):
        row = g["badge_rows"][where]
        taken = {sec: [] for sec in range(3)}
        for _w, _s, k, words, cell, q, ends in (x for x in spots if x[0] == where):
            words = [([tie],) + tuple(w[1:]) if w[0] is TIEBREAK_LOST else w for w in words]
            texts, widths = _row(t, words, cell.w, ends)
            x = cell.centerx - (sum(widths) + px(GAP) * (len(words) - 1)) // 2
            if q is not None and q["side"] == side:
                x = cell.x + px(GAP)    # the section's room gathered right of each spot's badges, for its QUASH
            for text, (_, colour, ink), w in zip(texts, words, widths):
                r = pygame.Rect(x, row.y + 1, w, row.h - 2) if row.h - 2 >= PILL_MIN_PX else \
                    pygame.Rect(x, row.y, w, row.h)
                tags.append((r, text, colour, ink))
                taken[k // 3].append(r)
                x += w + px(GAP)
        for sec in range(3):
            q = quashed.get(sec + 1)
            if q is None or q["side"] != side:
                continue
            span = pygame.Rect(cols[sec * 3].x, row.y, cols[sec * 3 + 2].right - cols[sec * 3].x, row.h)
            tags.append(_quash_badge(t, f"QUASH +{q['points'][side]}", span, taken[sec]))
    return tags


def tiebreak_form(t, g):
    """The one form a lost tiebreak's badge takes on the board at this size (`g` its geometry): the longest that fits
    the narrowest spot column with the least round ends, whatever spots were lost and whatever else the row holds.
    It was the shortest its board's lost spots needed, so one game said "lost on tiebreak", the next "tie lost"
    (review 61t; review 55l: two forms on one board read as two outcomes)."""
    room = min(c.w for c in g["columns"]) + g["spot_gap"]
    return _row(t, [(TIEBREAK_LOST, LOST, theme.TEXT)], room, ENDS[-1:])[0][0]


def _quash_badge(t, text, span, taken):
    """The section's QUASH badge in the free room of its row `span` left by the spots' badges `taken`: the
    room where it fits at TEXT_SIZE (else the widest) nearest the section's middle."""
    px = t.px
    edges = [span.x] + [x for r in sorted(taken, key=lambda r: r.x) for x in (r.x - px(QUASH_GAP), r.right + px(QUASH_GAP))] + \
        [span.right]
    rooms = [(a, b) for a, b in zip(edges[::2], edges[1::2]) if b > a]
    need = _width(t, text, TEXT_SIZE)
    if not any(b - a >= need for a, b in rooms):
        need = _width(t, text, TEXT_SIZE, ENDS[-1])
    fits = [(a, b) for a, b in rooms if b - a >= need]
    if fits:
        a, b = min(fits, key=lambda ab: abs(max(ab[0] + need // 2, min(span.centerx, ab[1] - need // 2)) - span.centerx))
        cx = max(a + need // 2, min(span.centerx, b - need // 2))
        r = pygame.Rect(0, 0, need, span.h - 2)
        r.center = (cx, span.centery)
    else:
        a, b = max(rooms, key=lambda ab: ab[1] - ab[0]) if rooms else (span.x, span.right)
        r = pygame.Rect(a, span.y + 1, b - a, span.h - 2)
    return (r, text, theme.GOLD, GOLD_INK)
