"""The "new" tag on a card that came to your hand since your last action (drawn after a Flush Plus, or the old
pile picked up: FlushBoard.drawn_card), drawn on the card itself over the pieces, wherever it is now.

It was a label just above the card, under the pieces: in a two-row hand (after a pickup) the first row's
cards covered the second row's tags and the prompt over your hand the first row's (session 24, the six cards
picked up marked nowhere in view). On the card it lies in the part the cards over it leave in view, clear of
the card's numbers: right of the corner index at the top, under the Mimic's "M" where the card has one; where
that part is too narrow (a tight fan), low at the left edge, in the kind band's place or under the band (under
the corner index it lay over the big numeral: review 34)."""

import pygame

from ...ui import theme
from ...ui.curtain_news import first_since
from ...ui.seat_events import SeatEvents
from ...ui.sprites import FLUSH_MARK_BAND
from .as_tags import kind_written
from .cards import is_mimic
from .paint_seats import mimic_badge
from .sheet import MARK_INK

WORD = "new"
BOTH_WORD = "M new"     # a new card of the Mimic's value: one tag says both
INK = (40, 30, 10)


def new_tags(board, badges=()):
    """[(rect, text image)] of the "new" tags on your cards marked new, where those cards are now (`badges`:
    the Mimic badges' rects, which a tag goes under)."""
    return [(r, img) for _, r, img in _new_tags(board, badges)]


def card_marks(board):
    """[(rect, text image)] of the gold marks on your cards' faces: the Mimic's "M" badges and the "new" tags, a
    card that is both marked once, "M new", where its "new" tag goes (session 48: an "M" and a "new" pill on one
    card crowded it, the two overlapping)."""
    badges = mimic_marks(board)
    mimics = {pid for pid, _, _ in badges}
    news = _new_tags(board, [r for pid, r, _ in badges], both=mimics)
    both = {pid for pid, _, _ in news if pid in mimics}
    return [(r, img) for pid, r, img in badges if pid not in both] + [(r, img) for _, r, img in news]


def _new_tags(board, badges=(), both=()):
    """[(piece id, rect, text image)] of the "new" tags (new_tags); a card whose id is in `both` (a card of the
    Mimic's value) says "M new", its own badge left out of the ones the tag avoids."""
    if board.table is None:
        return []
    px = board.metrics.px
    order = sorted(board.table.pieces, key=lambda q: q.z)
    out = []
    for k, p in enumerate(order):
        if p.code is None or p.flip or not (p.zone or "").startswith("hand:") or not board.drawn_card(p.id):
            continue
        x, y, w, h = p.pos
        card = pygame.Rect(int(x), int(y + board.drag.lift_offset(p)), int(w), int(h))
        over = [pygame.Rect(q.pos) for q in order[k + 1:] if card.colliderect(q.pos)]
        word = BOTH_WORD if p.id in both else WORD
        avoid = [b for b in badges if not (p.id in both and card.contains(b))]
        # its size, else smaller (as the Mimic's "M", down to 7 px) where the part in view is too narrow: clear
        # of the card's numbers at any size before over the numeral at its own
        for clear in (True, False):
            for size in range(max(10, px(11)), 6, -1):
                img = theme.text(word, size, INK, True)
                r = tag_place(px, card, over, p.code, _tag_size(px, img, size), avoid, clear=clear)
                if r is not None:
                    break
            if r is not None:
                break
        else:       # no room in view: under the index and any badge there, over the next card's edge
            r = tag_place(px, card, over, p.code, _tag_size(px, img, 7), avoid, anyway=True)
        out.append((p.id, r, img))
    return out


def mimic_marks(board):
    """[(piece id, rect, text image)] of the 'M' badges on your own face-up cards of the round's Mimic value
    (hand, base tops, the tray), where those cards are now: at the top, right of the corner index, in the part
    of a fanned card the next one leaves in view. Which value is the Mimic: the view's "mimic". (A round's
    result marks its Mimics beside their points, under the card: sheet.mimic_points.)"""
    view = board._prev
    if view is None or board.table is None:
        return []
    marks = []       # (zones, the Mimic value there)
    if view["seat"] is not None and view.get("mimic") is not None:
        seat = view["seat"]
        marks.append(((f"hand:{seat}", f"base:{seat}:", "stage"), view["mimic"]))
    elif view.get("mimic") is not None and board.read_only and board.session.face_up:
        # all cards face up (a finished game's replay): every seat's, as the live table marks yours
        # (the marks were gone there, the view being nobody's: review 18b, 42.png)
        marks += [((f"hand:{x}", f"base:{x}:", f"hidden:{x}:", f"faceup:{x}"), view["mimic"])
                  for x in range(len(view["hand_counts"]))]
    out, order = [], sorted(board.table.pieces, key=lambda q: q.z)      # (the order they are drawn in)
    px = board.metrics.px
    for k, p in enumerate(order):
        if p.code is None or p.flip or not any((p.zone or "").startswith(zones) and is_mimic(p.code, v)
                                               for zones, v in marks):
            continue
        x, y, w, h = p.pos
        card = pygame.Rect(int(x), int(y + board.drag.lift_offset(p)), int(w), int(h))
        over = [pygame.Rect(q.pos) for q in order[k + 1:] if card.colliderect(q.pos)]    # drawn over it
        r, img = mimic_badge(px, card, over, p.code, MARK_INK)
        if card.h >= px(30) and card.contains(r):   # (none on a card too small: the face-up replay's smallest
            # hands; the side panel marks those)
            out.append((p.id, r, img))
    return out


def _tag_size(px, img, size):
    return img.get_width() + px(4 if size < 10 else 8), img.get_height() + px(2)


def tag_place(px, card, over, code, size, badges=(), anyway=False, clear=None):
    """Where a "new" tag of `size` goes on `card` (a rect; `over`: the rects of the cards drawn over it; `code`:
    its face), in the part in view, over no badge (`badges`: the Mimic's "M" rects) and clear of the card's
    numbers (its corner index and its big numeral, `numbers`): right of the corner index at the top, else (a
    tight fan) low at the card's left edge, in the kind band's place on a card with no kind, else under the
    band; at each, below a badge it would cover. Where none of those holds it: under the index at the left
    edge, or at the foot of the part in view, where the numeral may show through it. None where none holds it in
    view (`anyway`: then under the index and the badges, past the part in view). Under the index it lay over
    the big numeral of every card of a tight fan (review 34); in a tight fan it lay under the index, over the
    "M" the Mimic's badge had taken there (session 32). `clear`: True for the spots clear of the numbers only,
    False for the others only, None for all."""
    x, y, w, h = card
    below = [q for q in over if q.y > y and q.x < x + w * 0.5]
    vis_right = min([q.x for q in over if q not in below and q.x > x + px(2)], default=card.right)
    vis_bottom = min([q.y for q in below], default=card.bottom)
    index = theme.text(code.rstrip("SLD") or code, max(10, int(h * 0.12)), bold=True)
    # under the index: below its whole line (a 6's or 9's underline sits low in it); at 0.22 of the card's height
    # a small card's tag lay over the foot of its corner value (review 33)
    under = y + int(h * 0.06) + index.get_height() + px(1)
    top, bottom = FLUSH_MARK_BAND
    kind = kind_written(code)               # a band (or FLUSH) written low on the card
    band = (x + px(2), y + int(h * (top + bottom) / 2) - size[1] // 2)
    foot = (x + px(2), y + int(h * bottom) + 1)
    spots_clear = [(max(x + int(w * 0.3), x + int(w * 0.1) + index.get_width() + px(2)), y + px(4))] \
        + ([foot] if kind else [band])
    numbers = numbers_ink(card, code)
    r = pygame.Rect((0, 0), size)
    passes = [(spots_clear, numbers), ([(x + px(2), max(y + int(h * 0.22), under)),
                                        (x + px(2), vis_bottom - px(3) - size[1])], ())]
    for spots, avoid in passes[:1] if clear else passes[1:] if clear is False else passes:
        for spot in spots:
            r.topleft = spot
            for b in sorted(badges, key=lambda b: b[1]):        # below any badge it would cover, top down
                if r.colliderect(b):
                    r.top = b.bottom + px(2)
            if r.right <= vis_right - px(1) and r.bottom <= vis_bottom and r.left >= x \
                    and r.collidelist(avoid) < 0:
                return r
    if not anyway:
        return None
    r.topleft = (x + px(2), max(y + int(h * 0.22), under))
    for b in sorted(badges, key=lambda b: b[1]):
        if r.colliderect(b):
            r.top = b.bottom + px(2)
    return r


def numbers_ink(card, code):
    """[rects] of the ink of `card`'s numbers as its face paints them (sprites.Sprites._draw_flush): the corner
    index at the top left and the big numeral at the middle; none for a Flush card (its rings and words)."""
    if code in ("F", "F+"):
        return []
    x, y, w, h = card
    value = code.rstrip("SLD") or code
    # the face is painted at twice the size, then scaled: measured so
    big = theme.text(value, int(2 * h * 0.4), bold=True)
    index = theme.text(value, max(20, int(2 * h * 0.12)), bold=True)
    return [_ink(big, big.get_rect(center=(int(w), int(2 * h * 0.42)))).move(x, y),
            _ink(index, index.get_rect(topleft=(int(w * 0.2), int(h * 0.12)))).move(x, y)]


def _ink(img, box):
    """Where the drawn pixels of a rendered text `img` lie once blitted at `box` on a face painted at twice the
    size, on the screen (halved): its line box's air left out."""
    ink = img.get_bounding_rect().move(box.topleft)
    return pygame.Rect(ink.x // 2, ink.y // 2, (ink.w + 1) // 2 + 1, (ink.h + 1) // 2 + 1)


def came_since(match, seat):
    """The codes of the cards that came to `seat`'s hand since its last action, oldest first, as the rules
    say (events as that seat may know them): drawn after a Flush Plus (`card_drawn`), or the old pile picked
    up (a pickup's `taken`). Read from every move since then, not only the last: in pass-and-play another
    person's moves (a Flush Plus and the turn it plays again) came between your draw and your turn, and the
    card you drew was not marked behind the curtain (session 29). Your last action itself counts too: the pile
    you picked up stays marked until your next action (session 22), though the turn is still yours. Nothing
    from before a new deal: your pickup just before a round ended marked a freshly dealt card of the same value
    "new" at your first turn of the next round (session 37)."""
    return CameSince()(match, seat)


def _since_start(match, seat):
    """The first move came_since reads: the first after `seat`'s last action, or that action itself."""
    start = first_since(match, seat)
    if start > 0 and match.actors[start - 1] == seat:
        start -= 1                                # your last action: what it brought you (a pickup's pile)
    return start


def _came_with(out, events, seat):
    """`out` (the codes come so far) after one move's `events` as `seat` may know them."""
    for e in events:
        if e["kind"] == "card_drawn" and e.get("to") == seat and e.get("card"):
            out.append(e["card"])
        elif e["kind"] in ("picked_up", "declared") and e.get("seat") == seat:
            out += e.get("taken") or []           # the old pile, picked up into your hand
        elif e["kind"] == "round_started":
            out.clear()                           # a new deal: what came before it is gone with the old hand
    return out


class CameSince:
    """came_since, each move's events kept between asks (ui/seat_events.py): a board asks after every move."""

    def __init__(self, seat_events=None):
        self._events = seat_events or SeatEvents()

    def __call__(self, match, seat):
        if seat is None:
            return []
        out = []
        for _i, events in self._events(match, seat, _since_start(match, seat)):
            _came_with(out, events, seat)
        return out
