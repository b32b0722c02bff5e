"""What the QUASH board paints: the wooden board with its two halves, spot frames and numbers, QUASH
badges, result tags on scored spots, each side's seats along its edge, and the scoring tracks from START
to the FINISH circle with their markers."""

import pygame

from ...engine.naming import counted_unit
from ...ui import theme
from ...ui.sprites import SPRITES, card_size
from . import badges
from .captions import KIND_WORD, SIDE_NAMES, pool_holder
from .layout import DOCK_MIN_W, NOTE_MIN_W, PLATE_W
from .sequences import SIZES, can_become_proper, mendable, open_slots, run_still_possible

SIDE_COLOUR = ((168, 34, 40), (28, 28, 34))
SIDE_TINT = ((120, 24, 30), (16, 16, 20))
MARKER = ((226, 54, 54), (22, 22, 24))
# Colour-blind-safe cards are four-coloured (hearts red, diamonds blue, clubs green, spades black): the RED
# side's red was the hearts' own and, to red-green blind eyes, the clubs' green; the BLACK side was the
# spades' black. There the sides are a deep brick and a slate, apart from every suit with each kind of
# colour blindness (simulated: tests/test_ui_shell_side_colours.py), still red and black to the eye.
SIDE_COLOUR_CB = ((100, 14, 10), (80, 76, 96))
SIDE_TINT_CB = ((88, 12, 8), (70, 66, 86))
MARKER_CB = SIDE_COLOUR_CB


def side_colour(side):
    """The side's colour (its badge, a QUASHED strip, its banner) with the cards as drawn now."""
    return (SIDE_COLOUR_CB if SPRITES.colour_blind else SIDE_COLOUR)[side]


def side_tint(side):
    """The side's half of the board."""
    return (SIDE_TINT_CB if SPRITES.colour_blind else SIDE_TINT)[side]


def marker(side):
    """The side's marker on its scoring track."""
    return (MARKER_CB if SPRITES.colour_blind else MARKER)[side]


def reached(side):
    """A track square the side has reached: its marker's colour, BLACK's silver (its black is its half's)."""
    return marker(0) if side == 0 else REACHED_BLACK
WOOD = (92, 62, 34)
FAILED = badges.FAILED
# a spot that cannot make a run now but a later swap may mend (advanced): sky blue, no colour of the key to
# a held card's places (it was their amber, which there says "laid there, that sequence will fail")
MEND = (140, 196, 240)
# a scoring track's squares reached by a side, solid and bright on its half (BLACK's were dark grey on its
# dark half and read as holes, squares not reached), and those not reached yet, dim
REACHED_BLACK = (214, 214, 224)
REACHED_INK = ((250, 240, 220), (30, 30, 36))
UNREACHED = (236, 226, 200)


def board_art(t, g, bottom, result, quashed, scoring_spot, lost_words=False, board=None, down=None):
    """The board under the cards; returns the scored spots' badges [(rect, text, colour, ink)], each in its
    half's badge row (badges.py), never over a card. `lost_words`: a spot a side lost says "lost" (the board
    keeps every spot face up since session 48). `board`, `down`: the spots' cards and which lie face down (a
    FAILED one's badge names their ranks); the board passes neither now."""
    px = t.px
    b = g["board"]
    t.panel(b.move(0, px(4)), (0, 0, 0), 90, 18)
    t.panel(b, WOOD, 235, 18, theme.shade(WOOD, -0.45), px(2))
    for where, side in (("top", 1 - bottom), ("bottom", bottom)):
        band = g["side"][where].union(g["track"][where]).inflate(px(4), px(4))
        t.panel(band, side_tint(side), 215, 12, theme.shade(side_colour(side), 0.25), 1)
    c = g["centre"]
    t.panel(c.inflate(px(4), -px(2)), (232, 222, 196), 235, 8)
    for sec in range(3):
        cols = g["columns"][sec * 3:sec * 3 + 3]
        r = pygame.Rect(cols[0].x - px(3), c.y + px(3), cols[2].right - cols[0].x + px(6), c.h - px(6))
        if sec + 1 not in quashed:
            t.panel(r, (206, 190, 152), 180, 7)
            continue
        # QUASHED: the section's strip in the side's colour, its spot kinds still named on it; what it
        # gave is a badge in the quashing half's badge row across the section (badges.py)
        t.panel(r, side_colour(quashed[sec + 1]["side"]), 255, 7, theme.GOLD, px(2))
    for k in range(9):
        col = g["columns"][k]
        hot = scoring_spot == k + 1
        centre = (col.centerx, g["numbers"].centery)
        rr = pygame.Rect(0, 0, px(26), px(26))
        rr.center = centre
        t.panel(rr, theme.GOLD if hot else (250, 246, 232), 255, 13, (60, 40, 20), px(2))
        t.label(str(k + 1), centre, 15, (30, 22, 12), bold=True, anchor="center")
        ink = (70, 52, 30) if k // 3 + 1 not in quashed else (236, 228, 210)     # light on a QUASHED strip
        t.label(KIND_WORD[SIZES[k]], (rr.left - px(4), centre[1]), 10, ink, anchor="midright")
        for where, side in (("top", 1 - bottom), ("bottom", bottom)):
            frame = g["spots"][where][k]
            t.panel(frame, (0, 0, 0), 70 if not hot else 40, 10, theme.GOLD if hot else (0, 0, 0),
                    px(3) if hot else 1)
            for r in g["slots"][where][k]:
                t.panel(r, (255, 255, 255), 18, 7, (255, 255, 255, 60), 1)
    return badges.spot_badges(t, g, bottom, result, quashed, lost_words, board, down)


def failing_tag(t, frame, side_cards, spot, adv, out=()):
    """While cards are played: the tag on a spot whose cards can no longer make a proper sequence (the
    rules' fact, can_become_proper; it was said in the log only), red "FAILS", or in the advanced game,
    where a later swap may still mend it (mendable), sky blue "can mend" (MEND); None for any other spot. It
    straddles the spot's top edge at its right end, over the top card's bare top right corner (a card's
    ranks are at its top left and bottom right, the "moved" / "new" tags at its bottom left, the spot
    numbers under the middle of the spot)."""
    cards = list(side_cards[spot - 1])
    if not adv and cards and not run_still_possible(cards, spot, out):
        # basic: the cards out of play (`out`: both boards, the spent tiebreaker cards) leave no run to come,
        # as the hint says it (dead_spot, session 25: the tag read the ranks alone); in the advanced game a
        # card of your own side may still be swapped in, so the ranks alone judge
        return _tag(t, frame, "FAILS", FAILED, theme.TEXT)
    if len(cards) < 2 or can_become_proper(cards, spot):
        return None
    mend = adv and mendable(cards, spot, open_slots(side_cards))
    return _tag(t, frame, "can mend" if mend else "FAILS", MEND if mend else FAILED,
                (14, 34, 52) if mend else theme.TEXT)


def _tag(t, frame, text, colour, ink):
    px = t.px
    w = theme.text(text, t.text_px(11), theme.TEXT, True).get_width() + px(12)
    tag = pygame.Rect(0, 0, min(w, frame.w - px(6)), px(16))
    tag.bottomright = (frame.right - px(3), frame.y + px(7))
    return (tag, text, colour, ink)


def side_chip(m, band):
    """A side's badge (RED, BLACK and its points) at the start of its seats' band."""
    return pygame.Rect(band.x, band.y, m.px(92), band.h)


def seats(t, board, view, g, bottom, scores):
    """Each side's name and seats along the board's outer edges; returns {seat: plate rect}."""
    px = t.px
    n = view["seats"]
    plates = {}
    for where, side in (("top", 1 - bottom), ("bottom", bottom)):
        band = g["header"][where]
        chip = side_chip(t, band)
        t.panel(chip, side_colour(side), 245, 10, theme.shade(side_colour(side), 0.4), px(2))
        # a message (a hint mid-swap) covered the badge's and plates' edges: they are panels, which no message
        # covers; a hint's arrow goes round their words only (at 4 players the badge and two plates, a few
        # px apart, walled off most of the board: every arrow to spots 1-6 went round Bot 3's plate)
        t.panels.append(chip)
        t.label(SIDE_NAMES[side], (chip.centerx, chip.y + px(6)), 18, theme.TEXT, bold=True, anchor="midtop")
        pts = counted_unit(scores[side], "pt")
        pts = pts if n == 2 else f"team \u00b7 {pts}"     # 4 players: two partners
        t.label(pts, (chip.centerx, chip.bottom - px(5)), 12, theme.MUTED, anchor="midbottom",
                max_width=chip.w - px(8))
        mine = [q for q in range(n) if q % 2 == side]
        x = chip.right + px(8)
        if where == "bottom":
            # your side's badge lies between your hand and your spots: a hint's arrow goes round it, not across
            # its colour (review 38), by the lane left between it and your plates
            t.arrow_clear.append(chip)
            x = chip.right + px(BADGE_LANE)
        # the room right of the plates keeps the round's line (top) and the dock (bottom: the card in the
        # air of a swap with its words, the tiebreaker mat) readable on a small window: at four players
        # two plates took so much that both were squeezed to 7-8 px text and cut by the move log
        reserve = DOCK_MIN_W if where == "bottom" else NOTE_MIN_W
        share = (band.right - x - px(8) * len(mine) - px(reserve)) // max(1, len(mine))
        widths = {q: min(px(PLATE_W), share) for q in mine}
        if len(mine) == 2:
            # two plates share the band as they need it: a line and a fan each (your own plate: its line
            # only, its turn's words giving way where they do not fit: the gold frame and the header say
            # it); the dealer's or your partner's longer line took the room of its fan, a stub at 1024x640
            need = {q: _plate_need(t, board.session, view, q, band.h) for q in mine}
            room = sum(widths.values())
            for q in mine:
                widths[q] = min(px(PLATE_W) * 5 // 4, room * need[q] // sum(need.values()))
        for q in mine:
            r = pygame.Rect(x, band.y, widths[q], band.h)
            plates[q] = r
            t.panels.append(r)
            x = r.right + px(8)
        if where == "top":
            side_note(t, view, pygame.Rect(x, band.y, band.right - x, band.h))
    # one kind of fan for every plate of the table: tall only where each plate's line leaves it the room
    # (at 1024x640 with four players the partner's plate, the narrowest line's room, had a stub of a fan
    # beside the other plates' tall ones)
    tall = all(_tall_room(t, board.session, view, q, r) >= 0 for q, r in plates.items())
    # ... and one width: the tall fans all as wide as the narrowest room a plate's line leaves
    fans = [q for q in plates if q != view["seat"] and view["hand_counts"][q]]
    room = min((_tall_room(t, board.session, view, q, plates[q]) + _least_fan(t, view, q, plates[q])
                for q in fans), default=None)
    for q, r in plates.items():
        plate(t, board, view, q, r, tall, room if tall else None)
    return plates


def _plate_need(t, s, view, seat, h):
    """The width a plate `h` tall would take for its name, its line (your own: OWN_LINE, without the
    turn's words) and a whole tall fan of the seat's hand beside them."""
    px = t.px
    if seat == view["seat"]:
        line = OWN_LINE
    else:
        line = _plate_info(s, view, seat, False)
    line_w = theme.text(line, t.text_px(12), theme.MUTED).get_width()
    name_w = theme.text(s.name(seat), t.text_px(15), theme.TEXT, True).get_width()
    count = view["hand_counts"][seat] if seat != view["seat"] else 0
    fan = 0
    if count:
        bw = card_size(h - px(10))[0]
        fan = min(px(FAN_MAX_TALL), bw + px(FAN_STEP_TALL) * (count - 1)) + px(10)
    return max(line_w, name_w) + fan + 2 * px(10)


def _tall_fan(t, r):
    """(back width, back height, step, widest) of a fan as tall as plate `r`."""
    bw, bh = card_size(r.h - t.px(10))
    return bw, bh, t.px(FAN_STEP_TALL), t.px(FAN_MAX_TALL)


def _tall_room(t, s, view, seat, r):
    """How much room a tall fan of the seat's hand has beside its plate's line (without the turn's words,
    which give way to the fan: the plate's gold frame says whose turn it is), less the least such a fan
    needs; 0 for a plate with no fan."""
    count = view["hand_counts"][seat]
    if seat == view["seat"] or not count:
        return 0
    line_w = theme.text(_plate_info(s, view, seat, False), t.text_px(12), theme.MUTED).get_width()
    return r.w - 2 * t.px(10) - line_w - t.px(10) - _least_fan(t, view, seat, r)


def _least_fan(t, view, seat, r):
    """The least width a tall fan of the seat's hand needs on plate `r`."""
    return _tall_fan(t, r)[0] + t.px(4) * min(view["hand_counts"][seat] - 1, 4)


def side_note(t, view, r):
    """The round, the FINISH and the variant right of the other side's plates: on one line where it fits,
    else on two (it was shrunk to 7-8 px on one), never below the board's smallest text."""
    px = t.px
    bits = [f"Round {view['round']}", f"FINISH at {view['target']}"]
    if view["variant"] == "advanced":
        bits.append("advanced: swaps")
    lines = pack_words(bits, t.text_px(13), r.w - px(8))
    line_h = theme.text("Ag", t.text_px(13), theme.MUTED).get_height()
    y = r.centery - line_h * (len(lines) - 1) // 2
    for line in lines:
        t.label(line, (r.right - px(4), y), 13, theme.MUTED, anchor="midright", max_width=r.w - px(8))
        y += line_h


def pack_words(bits, size, width, bold=False, sep="  \u00b7  "):
    """`bits` joined by `sep` into as few lines no wider than `width` as they go, each bit kept whole."""
    lines = []
    for b in bits:
        if lines and theme.font(size, bold).size(lines[-1] + sep + b)[0] <= width:
            lines[-1] += sep + b
        else:
            lines.append(b)
    return lines


# your own plate's longest line (4 players) but for the turn's words, before which its count gives way
# (your hand shows it)
OWN_LINE = "13 cards  \u00b7  dealer"
# design px between your side's badge and your plates: a hint's arrow (ui/hint_arrow.ARROW_CLEAR each side of its
# line) passes between them, up from your hand to your spots
BADGE_LANE = 32
PLATE_BACK_H = 21     # the backs of a plate's hand fan: about as tall as the name beside them
FAN_STEP = 4          # px between two backs of that fan
FAN_MAX = 72          # px the fan may take: a longer hand's backs close up (23 cards in the advanced game)
FAN_STEP_TALL = 7     # ... and of a fan as tall as the plate (where the line under the name leaves it room)
FAN_MAX_TALL = 120


def _plate_info(s, view, seat, hot, count=True, turn=True):
    """The line under a plate's name: cards left (unless not `count`), dealer, partner, whose move it is
    (unless not `turn`: the gold frame says it too)."""
    n = view["hand_counts"][seat]
    bits = [f"{n} card{'s' if n != 1 else ''}"]
    # a scored round's position: what the seat does next is deal, not a move in the round (a replay of
    # it said "to move" under a finished board)
    say_turn, turn = turn, f"deals round {view['round'] + 1}" if view["phase"] == "deal" else "to move"
    if pool_holder(view, seat):
        # whose cards these are: the side's pooled leftovers ("Bot 3 holds RED's pool", the words where
        # your hand was say), not this seat's own hand (from the round's end of play, in place of "dealer")
        bits[0] = f"{n} pooled card{'s' if n != 1 else ''}"
    elif view["dealer"] == seat:
        bits.append("dealer")
    if view["seats"] == 4:
        note = partner_note(s, view, seat)       # the name says "Bot" already
        if note:
            bits.append(note)
        if hot and say_turn:
            bits.append(turn)
    elif hot:
        if say_turn:
            bits.append(turn)
    elif s.is_bot(seat) or not s.is_you(seat):
        # a bot, or another person (pass-and-play); your own plate, named You, said "human" under it
        bits.append("bot" if s.is_bot(seat) else "human")
    return "  \u00b7  ".join(bits if count else bits[1:])


def lit_seat(t, board, view):
    """The seat whose plate is lit as the one to move: the table's `marked` (the kit's marked_to_move, which
    the header reads too: while a bot's card still glides, its mover). Nobody while a round's result waits
    for Next (marked is None then), once the game is over, or while the board shows scoring steps."""
    return None if view["phase"] == "over" or board.animating else t.marked


def plate(t, board, view, seat, r, tall=True, fan_w=None):
    """A seat's plate: its name, cards left (face down), dealer, and whose move it is. `tall`: the fans of
    the table's plates are as tall as a plate (else small, beside the name); `fan_w`: no tall fan wider."""
    px = t.px
    s = board.session
    hot = lit_seat(t, board, view) == seat
    # a replay's round result has no prompt ("Next: Bot 2 deals round 2" at the table): the dealer's plate
    # says it, not framed as to move
    told = hot or (s.read_only and s.showing_result() and view["phase"] == "deal" and view["to_move"] == seat)
    t.panel(r, theme.PANEL, 215, 10, theme.GOLD if hot else theme.PANEL_LINE, px(3) if hot else 1)
    name = "You" if s.is_you(seat) else s.name(seat)
    count = view["hand_counts"][seat]
    info = _plate_info(s, view, seat, told)
    backs_w = 0
    pad = px(10)
    if seat != view["seat"] and count:
        # one back per card, so the fan grows and shrinks with the hand (it showed six whatever the count).
        # As tall as the plate where the line under the name leaves the room beside it on every plate (a
        # strip of backs 17-21 px tall read as no hand at all); else small and beside the name on every
        # plate, the line under it keeping the plate's whole width. A tall fan closes up to the room its
        # line leaves without the turn's words, which give way to it (the gold frame says whose turn it is),
        # so it neither changes kind nor width as the turn goes round (one bot's hand was a wide fan and
        # the next a thin bar, or a stub while "to move"); the small one to the room the name leaves
        # (bounded by the line under it, the partner's fan was a stub at 1024x640)
        if tall:
            bw, bh, gap, most = _tall_fan(t, r)
            cold = _plate_info(s, view, seat, False)
            # (who deals the next round is said whole: no button says it for a bot)
            beside = theme.text(info if view["phase"] == "deal" else cold, t.text_px(12), theme.MUTED).get_width()
        else:
            bw, bh = card_size(min(t.px(PLATE_BACK_H), int(r.h * 0.4)))
            gap, most = px(FAN_STEP), px(FAN_MAX)
            beside = theme.text(name, t.text_px(15), theme.TEXT, True).get_width()
        most = max(bw + px(2) * min(count - 1, 4), min(most, r.w - 2 * pad - beside - px(10), fan_w or most))
        step = gap if count < 2 else max(0, min(gap, (most - bw) / (count - 1)))
        backs_w = bw + int(step * (count - 1)) + px(6)
        x0 = r.right - pad - backs_w + px(6)
        for i in range(count):
            t.card(f"hand{seat}:{i}", None, (x0 + int(i * step), r.y + px(5), bw, bh), zone=f"hand:{seat}",
                   z=1 + i)
        if tall and theme.text(info, t.text_px(12), theme.MUTED).get_width() > r.w - 2 * pad - backs_w:
            info = cold
    else:
        tall = False
        if theme.text(info, t.text_px(12), theme.MUTED).get_width() > r.w - 2 * pad:
            if seat == view["seat"]:
                # the turn's words give way first (the gold frame says it), then what follows your count
                # (it gave way first: "You · to move" at 1024x640 said nothing the frame did not)
                info = _plate_info(s, view, seat, told, turn=False)
                if theme.text(info, t.text_px(12), theme.MUTED).get_width() > r.w - 2 * pad:
                    info = info.split("  \u00b7  ")[0]
            else:
                info = _plate_info(s, view, seat, False)   # the turn's words give way (the gold frame says it)
    t.label(name, (r.x + pad, r.y + px(5)), 15, theme.GOLD if hot else theme.TEXT, bold=True,
            max_width=r.w - 2 * pad - backs_w)
    t.label(info, (r.x + pad, r.bottom - px(5)), 12, theme.MUTED, anchor="bottomleft",
            max_width=r.w - 2 * pad - (backs_w if tall else 0))


def partner_note(session, view, seat):
    """4 players: who `seat` plays with, as its plate says it ("your partner", "with Bot 4"); a new player
    could not tell the partners apart. None for your own seat and at two players."""
    if view["seats"] != 4 or seat == view["seat"]:
        return None
    partner = (seat + 2) % 4
    return "your partner" if partner == view["seat"] else f"with {session.short_name(partner)}"


def draw_decor(surface, m, d):
    """Under the pieces: the section lines through both halves and the two scoring tracks (`d`: the
    board's geometry "g", "scores", "target", "bottom"; None before a build: nothing)."""
    if d is None:
        return
    g = d["g"]
    for x in (g["columns"][2].right + g["sec_gap"] // 2, g["columns"][5].right + g["sec_gap"] // 2):
        for where in ("top", "bottom"):
            band = g["side"][where]
            pygame.draw.line(surface, (214, 180, 110), (x, band.y + m.px(2)), (x, band.bottom - m.px(2)),
                             max(1, m.px(2)))
    for where, side in (("top", 1 - d["bottom"]), ("bottom", d["bottom"])):
        draw_track(surface, m, g["track"][where], side, d["scores"][side], d["target"])


def decor_look(m, d):
    """What draw_decor draws from `d`, as a value (BoardHooks.decor_look): every number it reads (None before a build)."""
    if d is None:
        return None
    g = d["g"]
    return (m.px(100), SPRITES.colour_blind, g["columns"][2].right, g["columns"][5].right, g["sec_gap"],
            tuple(g["side"]["top"]), tuple(g["side"]["bottom"]), tuple(g["track"]["top"]), tuple(g["track"]["bottom"]),
            d["bottom"], tuple(d["scores"]), d["target"])


USUAL_TARGET = 30     # the rules' default FINISH: its point boxes' size is every track's


def track_layout(m, r, target):
    """The parts of a scoring track in `r`: {"start", "cells", "finish" rects, "start_text" and
    "finish_text" rects, "radius" of the marker, "x_of" (a score -> the marker's centre x)}. START and
    FINISH are each as wide as their word and a marker beside it, so a marker waiting there (0 points, or
    the target reached) covers neither word."""
    size = max(8, m.px(11))
    rad = r.h // 2 + m.px(1)
    start_w = max(m.px(78), m.px(6) + theme.text("START", size, (0, 0, 0), True).get_width() + 2 * rad + m.px(6))
    fin_text = theme.text("FINISH", size, (0, 0, 0), True).get_width()
    fin = max(m.px(64), m.px(8) + fin_text + m.px(4) + 2 * rad + m.px(4))
    sr = pygame.Rect(r.x, r.y, start_w, r.h)
    cells = pygame.Rect(r.x + start_w + m.px(4), r.y, r.w - start_w - fin - m.px(8), r.h)
    if target < USUAL_TARGET:
        # a low FINISH (3, 5): point boxes as big as at the usual FINISH, fewer of them, the FINISH right
        # after the last (they were a few long bars with the marker in their middle, review 16)
        cells.w = int(cells.w * (max(1, target - 1)) / (USUAL_TARGET - 1))
    fr = pygame.Rect(cells.right + m.px(4), r.y - m.px(2), fin, r.h + m.px(4))
    st = theme.text("START", size, (0, 0, 0), True).get_rect(midleft=(sr.x + m.px(6), sr.centery))
    ft = pygame.Rect(fr.x + m.px(8), 0, fin_text, st.h)
    ft.centery = fr.centery
    n = max(1, target - 1)

    def x_of(p):
        if p <= 0:
            return sr.right - r.h // 2 - m.px(2)
        if p >= target:
            return fr.right - r.h // 2 - m.px(2)
        return cells.x + (p - 0.5) * cells.w / n

    return {"start": sr, "cells": cells, "finish": fr, "start_text": st, "finish_text": ft, "radius": rad,
            "x_of": x_of, "size": size, "m": m}


def track_cells(lay, target):
    """The point boxes of a track laid out (track_layout) as drawn, [(rect, its number or None)]: every fifth
    carries its number where the boxes are wide enough for it; none where the track is one bar (a FINISH past 61)."""
    cells, m = lay["cells"], lay["m"]
    n = max(1, target - 1)
    if n > 60:
        return []
    cw = cells.w / n
    return [(pygame.Rect(int(cells.x + (i - 1) * cw) + 1, cells.y + m.px(3), max(2, int(cw) - 2), cells.h - m.px(6)),
             i if i % 5 == 0 and cw >= m.px(12) else None) for i in range(1, target)]


def draw_track(surface, m, r, side, score, target):
    lay = track_layout(m, r, target)
    sr, cells, fr, x_of = lay["start"], lay["cells"], lay["finish"], lay["x_of"]
    theme.panel(surface, sr, (240, 232, 210), 235, m.px(6))
    theme.blit_text(surface, "START", lay["size"], lay["start_text"].midleft, (60, 40, 20), True, "midleft")
    n = max(1, target - 1)
    if n <= 60:
        for i, (cr, number) in enumerate(track_cells(lay, target), 1):
            passed = i <= score
            if passed:
                pygame.draw.rect(surface, reached(side), cr, border_radius=m.px(3))
            else:           # dim, an empty hole in the track: a reached square is the bright one on both sides
                theme.panel(surface, cr, UNREACHED, 80, m.px(3), UNREACHED, 1)
            if number is not None:
                theme.blit_text(surface, str(i), max(8, m.px(9)), cr.center,
                                REACHED_INK[side] if passed else (236, 226, 200), True, "center")
    else:
        bar = cells.inflate(0, -m.px(10))
        pygame.draw.rect(surface, (236, 226, 200), bar, border_radius=m.px(4))
        done = bar.copy()
        done.w = int(bar.w * min(1.0, score / target))
        pygame.draw.rect(surface, reached(side), done, border_radius=m.px(4))
    pygame.draw.rect(surface, (246, 198, 86), fr, border_radius=fr.h // 2)
    pygame.draw.rect(surface, (90, 60, 10), fr, max(1, m.px(2)), border_radius=fr.h // 2)
    theme.blit_text(surface, "FINISH", lay["size"], lay["finish_text"].midleft, (60, 36, 6), True, "midleft")
    # the marker
    x = x_of(score)
    rad = lay["radius"]
    pygame.draw.circle(surface, (0, 0, 0), (int(x) + m.px(2), r.centery + m.px(2)), rad)
    pygame.draw.circle(surface, marker(side), (int(x), r.centery), rad)
    pygame.draw.circle(surface, theme.GOLD if side == 1 else (255, 236, 220), (int(x), r.centery), rad,
                       max(1, m.px(2)))
    theme.blit_text(surface, str(score), max(9, m.px(12)), (int(x), r.centery), theme.TEXT, True, "center")


def track_words(m, g, scores, target, bottom):
    """The parts of both scoring tracks that carry words (START, FINISH, each side's marker with its score, the
    boxes numbered 5, 10, 15...): a hint's arrow goes round them (t.arrow_clear), over the other point boxes
    only (at 1024x640 it crossed START and the marker waiting there, session 28; over the "20", review 34: a
    numbered box is a box's width, four boxes from the next, and the arrow passes between them)."""
    out = []
    for where, side in (("top", 1 - bottom), ("bottom", bottom)):
        lay = track_layout(m, g["track"][where], target)
        x, rad, cy = int(lay["x_of"](scores[side])), lay["radius"], g["track"][where].centery
        out += [lay["start"], lay["finish"], pygame.Rect(x - rad, cy - rad, 2 * rad, 2 * rad)]
        out += [r for r, number in track_cells(lay, target) if number is not None]
    return out


def pile(t, view, r):
    """The draw pile (2 players, basic), or the cards set aside unseen (advanced), left of your hand."""
    px = t.px
    n = view["pile_count"]
    d = view["discard_count"]
    if n:
        for i in range(min(4, (n + 6) // 7)):
            t.card(f"pile:{i}", None, r.move(-px(2) * i, -px(2) * i), zone="pile", z=i)
        t.label("Draw pile", (r.centerx, r.y - px(10) - px(6)), 12, theme.MUTED, anchor="midbottom")
        t.label(f"{n} left", (r.centerx, r.bottom + px(2)), 13, theme.TEXT, bold=True, anchor="midtop")
    elif d:
        for i in range(2):
            t.card(f"discard:{i}", None, r.move(-px(2) * i, -px(2) * i), zone="discards", z=i)
        t.label("Set aside", (r.centerx, r.y - px(16)), 12, theme.MUTED, anchor="midbottom")
        t.label(f"{d} unseen", (r.centerx, r.bottom + px(2)), 13, theme.TEXT, bold=True, anchor="midtop")
    elif view["seats"] == 2 and view["variant"] == "basic":
        t.panel(r, theme.PANEL, 90, 10, theme.PANEL_LINE)
        t.label("pile empty", r.center, 12, theme.MUTED, anchor="center")


def banner_rect(m, dock):
    """Where QUASH! or FINISH! shows: in the dock beside the board (right of your seats, above the prompt),
    where it covers no spot, no spot label and no track (over the middle of the board it hid the section
    being scored)."""
    r = pygame.Rect(0, 0, min(dock.w - m.px(8), m.px(460)), min(dock.h - m.px(4), m.px(96)))
    r.center = dock.center
    return r


def draw_banner(surface, m, r, banner):
    """QUASH! or FINISH! in `r` (banner_rect): (title, subtitle, side) in the side's colour, every word
    inside its border."""
    title, sub, side = banner
    theme.panel(surface, r.move(0, m.px(4)), (0, 0, 0), 120, m.px(16))
    theme.panel(surface, r, side_colour(side), 245, m.px(16), theme.GOLD, m.px(3))
    inner = r.w - m.px(24)
    # a narrow dock (4 players' wide plates, 1024x640): the words on two lines, a little smaller if need be
    for small in range(max(10, m.px(15)), 9, -1):
        lines = theme.wrap(sub, small, inner, bold=True)
        if len(lines) <= 2:
            break
    line_h = theme.text("Ag", small, theme.TEXT, True).get_height()
    y = r.bottom - m.px(6) - line_h * len(lines)
    big = theme.fit_size(title, max(14, min(m.px(40), (y - r.y - m.px(4)) * 4 // 5)), inner, bold=True)
    theme.blit_text(surface, title, big, (r.centerx, r.y + m.px(4)), theme.GOLD, True, "midtop")
    for line in lines:
        theme.blit_text(surface, line, small, (r.centerx, y), theme.TEXT, True, "midtop")
        y += line_h


def sides_layout(session, view, plates, scores, lit=None):
    """[{"side", "score", "yours", "seats": [{"seat", "name", "note", "rect", "to_move"}]}] for the layout
    file: the sides and their plates as drawn, with each plate's partner note (art.partner_note) and whether
    it is lit as the seat to move (`lit`: lit_seat)."""
    out = []
    for side in (0, 1):
        seats = [{"seat": q, "name": session.name(q), "note": partner_note(session, view, q),
                  "rect": [r.x, r.y, r.w, r.h], "to_move": q == lit}
                 for q, r in sorted(plates.items()) if q % 2 == side]
        out.append({"side": SIDE_NAMES[side], "score": scores[side], "yours": view["side"] == side,
                    "seats": seats})
    return out
