"""The Flush board's seats: every other seat's block (plate, bases, a few backs for its hand) and the bottom
band (your plate, bases and hand). Your cards carry the composer's keys (composer.py: "6#0", "b1")."""

import pygame

from ...engine.naming import counted_unit
from ...ui import theme
from ...ui.drag import LIFT
from ...ui.sprites import FLUSH_MARK_BAND, FLUSH_MARKS
from . import faceup_seats, staging
from .give_tags import give_tags
from .layout import HAND_H, MY_BASE_H, READABLE_BASE_H, SEAT_BACK_H, base_fit, base_row, hand_rows, is_empty, seat_metrics

MAX_BACKS = 6         # backs drawn for another seat's hand (its count is written)
FACE_STEP = 16        # design px: another seat's hand laid face up (face-up replay) fans no closer (its corner)
FACE_GAP = 3          # design px: between the two lines of such a hand (the second under the first, not over it)
SKIP_ORANGE = (224, 122, 40)
OUT_RED = (200, 70, 60)
EMPTY_WORD = "empty"  # written across an emptied base's place
PLATE_INSET = 12      # design px: your plate's words (your name, its line, "you may turn it up") in from your band's edge


def held_words(view, seat, points=True):
    """"12 cards held · 15 pts": the rules' count of the cards a seat holds (hand, base tops, hidden
    cards), the plates' count of them (the face-up replay's rows count the cards they list: board_hooks)."""
    held = view["held_counts"][seat]
    said = f"{held} card{'s' if held != 1 else ''} held"
    return f"{said}  \u00b7  {counted_unit(view['scores'][seat], 'pt')}" if points else said


def own_held_words(view, seat, staged=(), points=True):
    """Your plate's count, by where the cards lie, so it agrees with what the band shows ("14 cards held"
    over a hand of 8 counted the base tops and the hidden cards under them: session 22): "8 in hand · 6 on
    bases · 0 pts"; the cards waiting in the tray (`staged`: the composer's keys, "bN" a base top) said
    apart from the hand and bases they left. The three add up to the rules' held count."""
    on_bases = sum((b["top"] is not None) + bool(b["hidden"]) for b in view["bases"][seat])
    from_bases = sum(1 for k in staged if k.startswith("b"))
    in_tray = sum(1 for k in staged if not k.startswith("h"))
    parts = [f"{view['hand_counts'][seat] - (in_tray - from_bases)} in hand"]
    if in_tray:
        parts.append(f"{in_tray} in the tray")
    parts.append(f"{on_bases - from_bases} on bases")
    if points:
        parts.append(counted_unit(view['scores'][seat], "pt"))
    return "  \u00b7  ".join(parts)


def seat_block(board, t, view, seat, block, g):
    px = t.px
    sizes = seat_metrics(len(g["blocks"]))
    plate = pygame.Rect(block.x, block.y, block.w, px(sizes["plate_h"]))
    g.setdefault("plates", {})[seat] = plate
    count = view["hand_counts"][seat]
    out = view["out"][seat]
    said = "out of the game" if out else held_words(view, seat)
    if sizes["compact"]:
        tag_w = plate_tags(board, t, view, seat, plate, compact=None)
        names = [plate_name(board.session, seat), short_plate_name(board.session, seat)]
        fits = [n for n in names if not tag_w
                or theme.text(n, t.text_px(16), bold=True).get_width() <= plate.w - t.px(20) - tag_w]
        if fits:
            # the tag beside the name (its level left off where both do not fit), the second line whole:
            # a tag on that line stood where "· 0 pts" is read on every other plate (review 20, 22-six-moves)
            compact_plate(board, t, seat, plate, said, tag_w=tag_w, name=fits[0])
            plate_tags(board, t, view, seat, plate, compact=True)
        else:
            # the name would shrink to a few pixels beside the tag (review 17, 66.png): the tag goes on the
            # second line, which says the cards held alone (the score sheet has the points)
            said = "out of the game" if out else held_words(view, seat, points=False)
            compact_plate(board, t, seat, plate, said, said_w=tag_w)
            plate_tags(board, t, view, seat, plate, compact="low")
    else:
        t.seat_badge(seat, plate, said)
        plate_tags(board, t, view, seat, plate)
    if out:
        return
    y = plate.bottom + px(4 if sizes["compact"] else 6)
    row = view["bases"][seat]
    back = t.card_size(SEAT_BACK_H)
    # the hand's fan as wide as its count's words (a few backs fan within): the bases get the rest of the
    # block, side by side, an emptied base a narrow slot, the cards smaller only where a given base or two
    # still do not fit (four overlapped, covering hidden cards and "LINK")
    said = f"{count} in hand"
    fan_w = min(px(76), max(back[0] + px(10), theme.text(said, t.text_px(13), bold=True).get_width() + px(2)))
    faces = board.revealed_hand(view, seat)
    if faces and faceup_seats.shown(board):
        # the face-up replay: the hand under the bases across the block (faceup_seats), its count beside them
        return faceup_block(board, t, view, seat, block, g, faces, y, fan_w, said)
    if faces:
        # a round's result (its hands shown) and a finished game's face-up replay lay the hand face up here
        # (it showed backs, its faces only in the side panel or the result): wide enough for each card's
        # corner in two lines, the bases giving up room (one line when the bases can run on into the free
        # table beside the block, else two)
        spare = free_left(t, g, block) // 2
        lines = 1 if back[0] + (len(faces) - 1) * px(FACE_STEP) <= block.w * 0.45 + spare else 2
        per_line = -(-len(faces) // lines)
        fan_w = max(fan_w, min(back[0] + (per_line - 1) * px(FACE_STEP), int(block.w * 0.45) + spare))
    gap = px(6)
    # a row too long for the block runs on leftwards into the free table beside it (a top block's
    # neighbour or the table's edge), its cards shrunk only past that
    base_h, used = base_fit(t, row, sizes["base_h"], gap, -gap, block.w - fan_w - px(8) + free_left(t, g, block))
    stacked = not faces and base_h < min(sizes["base_h"], READABLE_BASE_H) and fan_w > back[0] + px(10)
    if stacked:
        # a side block at six seats (with Moves open, 1024x640) drew its bases 31x44 px beside a fan as wide as
        # "8 in hand", a LINK band over the foot index: the backs close together, their count in two short
        # lines under them, and the bases the room (laying the hand under them took the hint's why its column
        # under the block: session 38's revert)
        fan_w = back[0] + px(10)
        base_h, used = base_fit(t, row, sizes["base_h"], gap, -gap, block.w - fan_w - px(8) + free_left(t, g, block))
    room = block.w - fan_w - px(8)
    size = t.card_size(base_h)
    x0 = block.x + (room - used) // 2 if used <= room else block.x + room - used
    rects = base_row(t, row, base_h, x0, y + px(12) + size[1] // 2, gap)
    g.setdefault("base_rects", {})[seat] = rects
    for i, (base, r) in enumerate(zip(row, rects)):
        draw_base(board, t, view, seat, i, base, r, px(12))
    if rects:
        # their face-up tops (and the hidden cards under them) are what you decide by: no refusal or hint
        # lies over them (a long hint at six seats, 1024x640, lay over two seats' bases: session 28)
        t.play_rects.append(rects[0].unionall([r.move(0, -px(12)) for r in rects] + rects))
    # the hand: a few backs and the count (face up in a finished game's face-up replay)
    fan = pygame.Rect(block.right - fan_w, y + px(6), fan_w, back[1])
    g.setdefault("hands", {})[seat] = fan
    if faces:
        size, said_px = back, 13
        if lines > 1:
            # two lines, one under the other, never over it (the second covered half the first: its kinds
            # and Deductions): the cards as tall as the block's room under the plate, less the count, allows
            said_px = 12
            fan.y = y
            said_h = theme.text(said, t.text_px(said_px), bold=True).get_height() + px(1)
            tall = (block.bottom - fan.y - said_h - px(FACE_GAP)) / 2
            size = t.card_size(SEAT_BACK_H * min(1.0, tall / back[1]))
        # (never spread apart: a short line of small cards stays a fan)
        step = min(px(FACE_STEP) * 2, size[0] + px(2), (fan.w - size[0]) / max(1, per_line - 1))
        drop = size[1] + px(FACE_GAP)
        for i, code in enumerate(faces):
            line, k = divmod(i, per_line)
            r = pygame.Rect(int(fan.x + k * step), fan.y + line * drop, *size)
            t.card(f"hand{seat}:{i}", code, r, zone=f"hand:{seat}", z=2 + i, origin=board._back_origin(view, seat),
                   reveal=True)
        fan.h = size[1] + drop * ((len(faces) - 1) // per_line)
        t.label(f"{count} in hand", (fan.centerx, fan.bottom + px(1)), said_px, theme.TEXT, bold=True,
                anchor="midtop", caption=True)
        return
    shown = min(count, MAX_BACKS)
    # a few backs spread wider than six (up to half a card apart): at the six-back step, two backs read as one
    # with a sliver beside it, "2 in hand" under one card (review 52b)
    step = max((fan.w - back[0]) / max(1, MAX_BACKS - 1), min((fan.w - back[0]) / max(1, shown - 1), back[0] / 2))
    for i in range(shown):
        r = pygame.Rect(int(fan.x + i * step), fan.y, *back)
        t.card(f"hand{seat}:{i}", None, r, zone=f"hand:{seat}", z=2 + i, origin=board._back_origin(view, seat))
    if not count:
        # an empty hand says nothing: a lone "0 in hand" floated under the bases (rev19e), and over an
        # emptied seat (review 17); the plate's "N cards held" already counts what the seat holds
        return
    if stacked:         # "8 in" over "hand", within the fan's width, beside the bases' foot
        line_h = int(t.text_px(12) * 1.1)
        for i, line in enumerate((f"{count} in", "hand")):
            t.label(line, (fan.centerx, fan.bottom + px(2) + i * line_h), 12, theme.TEXT, bold=True, anchor="midtop",
                    caption=True)
        return
    # a caption: a card the seat plays flies under it to the pile (it passed over it: session 48)
    t.label(f"{count} in hand", (fan.centerx, fan.bottom + px(4)), 13, theme.TEXT, bold=True, anchor="midtop",
            caption=True)


def seat_walls(t, g, seat):
    """Another seat's plate, bases and hand (with its count under it) as one rect a hint's arrow goes round,
    not across (t.arrow_clear): at six seats, 1024x640, with Moves open, the arrow from your hand to the pile
    ran over Bot 2's bases and hand, the cards that seat decides by (session 29)."""
    parts = [g.get("plates", {}).get(seat)] + list(g.get("base_rects", {}).get(seat, ()))
    fan = g.get("hands", {}).get(seat)
    if fan is not None:
        parts.append(fan.inflate(0, 2 * t.px(18)))       # its "N in hand" under it
    parts = [pygame.Rect(r) for r in parts if r is not None]
    if parts:
        t.arrow_clear.append(parts[0].unionall(parts[1:]))


def faceup_block(board, t, view, seat, block, g, faces, y, fan_w, said):
    """A seat's block in the face-up replay: its bases, "N in hand" at their right, and the hand face up
    under them across the block, each card's corner and words in view (faceup_seats.lay_hand)."""
    px = t.px
    sizes = seat_metrics(len(g["blocks"]))
    # the seats out of the game show their plates alone: a long hand may run on under them (free_span)
    g["bare"] = {x: pygame.Rect(b.x, b.y, b.w, px(sizes["plate_h"])) for x, b in g["blocks"].items() if view["out"][x]}
    row = view["bases"][seat]
    room = block.w - fan_w - px(8)
    gap = px(6)
    base_h, used = base_fit(t, row, min(sizes["base_h"], faceup_seats.FACE_BASE_H), gap, -gap,
                            room + free_left(t, g, block))
    size = t.card_size(base_h)
    x0 = block.x + (room - used) // 2 if used <= room else block.x + room - used
    centre = y + px(12) + size[1] // 2
    rects = base_row(t, row, base_h, x0, centre, gap)
    g.setdefault("base_rects", {})[seat] = rects
    for i, (base, r) in enumerate(zip(row, rects)):
        draw_base(board, t, view, seat, i, base, r, px(12))
    top = centre + size[1] // 2 + px(faceup_seats.GAP)
    laid = None
    if rects and faceup_seats.hand_height(faceup_seats.lines_of(faces, faceup_seats.face_size(t), block.w),
                                          faceup_seats.face_size(t)) > block.bottom - top:
        # no room under the bases (the middle keeps its room): the hand in their rows at their right
        said_w = theme.text(said, t.text_px(13), bold=True).get_width() + px(8)
        bases = rects[0].unionall(rects).inflate(0, px(12))
        laid = faceup_seats.lay_beside(t, g, faces, block, bases, said_w)
        if laid:       # the count at the hand's right
            end = max(r[0] + r[2] for _, r in laid)
            t.label(said, (end + px(6), centre), 13, theme.TEXT, bold=True, anchor="midleft")
            top = bases.y
        else:          # else with the count under it, in the bases' rows or beside the whole block
            said_h = theme.text(said, t.text_px(13), bold=True).get_height()
            for beside in (bases, block):
                laid = faceup_seats.lay_beside(t, g, faces, block,
                                               pygame.Rect(beside.x, beside.y, beside.w, beside.h - said_h - px(1)), 0)
                if laid:
                    low = max(r[1] + r[3] for _, r in laid)
                    t.label(said, (beside.right + px(10), low + px(1)), 13, theme.TEXT, bold=True, anchor="topleft")
                    top = beside.y
                    break
    if not laid:
        t.label(said, (block.right - fan_w // 2, centre), 13, theme.TEXT, bold=True, anchor="center")
        laid = faceup_seats.lay_hand(t, g, faces, block, top)
    for i, (code, r) in enumerate(laid):
        t.card(f"hand{seat}:{i}", code, pygame.Rect(r), zone=f"hand:{seat}", z=2 + i,
               origin=board._back_origin(view, seat), reveal=True)
    g.setdefault("hands", {})[seat] = pygame.Rect(block.x, top, block.w, max(1, block.bottom - top))


def free_left(t, g, block):
    """How far left of `block` the table is free for its bases: to the block beside it in its row (or the
    table's edge) for a block of the top row; none for a side block (the middle lies beside it)."""
    px = t.px
    blocks = g["blocks"].values()
    if block.y != min(b.y for b in blocks):
        return 0
    edge = max([g["area"].x + px(12)] + [b.right + px(16) for b in blocks if b.y == block.y and b.right <= block.x])
    return max(0, block.x - edge)


def draw_base(board, t, view, seat, i, base, rect, peek, deal_origin=None):
    """A base: its hidden card face down, its top card face up `peek` pixels lower (your own tops carry
    the composer's key "bN" and leave for the tray while staged)."""
    rnd = view["round"]
    mine = seat == view["seat"]
    hid_rect = rect.move(0, -peek)
    if not base["hidden"] and base["top"] is None:
        # an emptied base keeps its place (the bases keep their numbers), faint and marked empty (a dark
        # outline read as a leftover: review 16); a seat with no base left shows none
        if not all(is_empty(b) for b in view["bases"][seat]):
            empty_place(t, rect)
        return
    if base["hidden"]:
        # face down, except once its round is over (the result shows it) and in a finished game's face-up
        # replay: face up in a gold frame (it was hidden)
        code = board.revealed_hidden(view, seat).get(i)
        if code is not None:
            t.panel(hid_rect.inflate(t.px(6), t.px(6)), theme.GOLD, 230, 6)
        # your freed hidden card is a piece like any card (composer key "hN"): dragged onto the pile, or
        # clicked, it is turned up
        t.card(f"r{rnd}:hid{seat}:{i}", code, hid_rect, zone=f"hidden:{seat}:{i}", z=3, origin=deal_origin,
               key=f"h{i}" if mine and code is None else None)
    if base["top"] is not None:
        if mine and board.staged_key(f"b{i}"):
            return
        t.card(f"r{rnd}:top{seat}:{i}", base["top"], rect, zone=f"base:{seat}:{i}", z=4, origin=deal_origin,
               reveal=deal_origin is not None, key=f"b{i}" if mine else None)


def plate_name(s, seat):
    """A plate's name: a person's says "Human" after it as the kit's plate does (a bot's name its level)."""
    return s.name(seat) + ("" if s.match.seats[seat]["kind"] == "bot" else "  \u00b7  Human")


def short_plate_name(s, seat):
    """A plate's name where a tag beside it leaves no room for the full one: a bot's level left off."""
    return s.short_name(seat) + ("" if s.match.seats[seat]["kind"] == "bot" else "  \u00b7  Human")


def compact_plate(board, t, seat, plate, said, tag_w=0, said_w=0, name=None):
    """A two-line name plate (6 seats: the bases below get the third line's room): the name, gold when the
    plate is marked as to move (and the plate edged gold, as the kit's plate marks it), then `said`; the name leaves `tag_w`
    pixels at the right for a SKIPPED or OUT tag (`said_w`: `said` leaves it, the tag on its line)."""
    s = board.session
    px = t.px
    to_move = t.marked == seat      # the kit's plate's mark (marked_to_move): the mover of a move on its way
    t.panel(plate, theme.PANEL, 190, 12, theme.GOLD if to_move else theme.PANEL_LINE, px(3) if to_move else 1)
    pad = px(10)
    t.label(name or plate_name(s, seat), (plate.x + pad, plate.y + px(4)), 16, theme.GOLD if to_move else theme.TEXT,
            bold=True, max_width=plate.w - 2 * pad - tag_w)
    t.label(said, (plate.x + pad, plate.y + px(25)), 13, theme.TEXT, max_width=plate.w - 2 * pad - said_w)


def empty_place(t, rect):
    """An emptied base's place, a card wide: a faint card-shaped place with its word "empty" across it, as large
    as the place lets it be (session 48: a narrow slot with EMPTY written up it in tiny type was not read)."""
    px = t.px
    t.panel(rect, (255, 255, 255), 22, px(6), (*theme.MUTED, 110), 1)
    size = t.text_px(13)
    img = theme.text(EMPTY_WORD, size, theme.MUTED, True)
    while size > 8 and img.get_width() > rect.w - px(6):
        size -= 1
        img = theme.text(EMPTY_WORD, size, theme.MUTED, True)
    if img.get_width() <= rect.w and img.get_height() <= rect.h:
        t.image(img, rect.center, anchor="center")


def plate_tags(board, t, view, seat, plate, compact=False):
    """Small tags in a plate's corner: skipped, out (on a compact plate at the name line's right, "low": at
    the second line's). Returns the width the tag takes from the plate's right (0: none); `compact` None
    only measures it."""
    px = t.px
    tag = None
    if view["out"][seat]:
        tag = ("OUT", OUT_RED)
    elif seat in board.skipped_shown() and t.marked != seat:
        # a plate marked as to move says its turn, not a skip: while the table still shows that seat's move on
        # its way, a later Skip the match already holds (a loaded machine: two bot moves ahead of the table)
        # tagged the same plate "to move" and SKIPPED
        tag = ("SKIPPED", SKIP_ORANGE)
    if tag:
        # as wide as its word needs at this size (at 1024x640 the word filled the pill to its edge), clear
        # of the plate's rounded corner: a compact plate's (6 seats, two lines in 46 px) is a size smaller,
        # level with its line and off the plate's edges (it sat against the top and the corner: note 18)
        word = 12 if compact is False else 11
        w = max(px(72), theme.text(tag[0], t.text_px(word), (255, 255, 255), True).get_width() + px(20))
        top, h = {True: (6, 16), "low": (25, 16)}.get(compact, (29, 20))
        r = pygame.Rect(plate.right - w - px(12), plate.y + px(top), w, px(h))
        if compact is None:
            return w + px(16)
        t.panel(r, tag[1], 230, 8)
        t.label(tag[0], r.center, word, (255, 255, 255), bold=True, anchor="center")
        return w + px(16)
    return 0


def bottom(board, t, view, legal, g, hand):
    """The band: your plate, your bases (a freed hidden card to turn up), your hand."""
    px = t.px
    s = board.session
    band = g["band"]
    seat = g["bottom"]
    # gold when the plates' mark is yours (t.marked, the header's rule), not at the view's to_move: the band went
    # gold while the move before your turn was still being shown under "Bot 6 is thinking…" (session 47)
    yours = t.marked == seat and not s.over
    t.panel(band.inflate(px(6), px(6)), theme.PANEL, 70, 16, theme.GOLD if yours else theme.PANEL_LINE,
            px(2) if yours else 1)
    name = s.name(seat)         # "You" for the screen's person (ui/session.py names every seat)
    name_y, line_y, _ = plate_lines(t, g)
    t.label(name, (band.x + px(PLATE_INSET), name_y), 16,
            theme.GOLD if yours else theme.TEXT, bold=True, max_width=g["bases_w"] - px(20))
    c = board.composer
    staged = list(c.staged) if c is not None and s.my_turn() and view["seat"] == seat else []
    # the words leave an OUT or SKIPPED tag its room on their line (the OUT pill lay over "pts", session 22)
    room = g["bases_w"] - px(20) - plate_tags(board, t, view, seat, pygame.Rect(band.x, band.y, g["bases_w"], px(50)),
                                             compact=None)
    words = own_held_words(view, seat, staged)
    if theme.text(words, t.text_px(13)).get_width() > room:      # the score sheet has the points
        words = own_held_words(view, seat, staged, points=False)
    t.label(words, (band.x + px(PLATE_INSET), line_y), 13, theme.MUTED, max_width=room)
    plate = pygame.Rect(band.x, band.y, g["bases_w"], px(50))
    g.setdefault("plates", {})[seat] = plate
    # (the tag level with the line, lifted as it is)
    plate_tags(board, t, view, seat, pygame.Rect(band.x, line_y - px(29), g["bases_w"], px(50)))
    my_bases(board, t, view, legal, g, seat)
    my_hand(board, t, view, g, seat, hand)


def my_bases(board, t, view, legal, g, seat):
    px = t.px
    band = g["band"]
    row = view["bases"][seat]
    size, peek, y = base_place(t, g)
    gap = px(12)
    room = g["bases_w"] - px(18)
    used = sum(r.w for r in base_row(t, row, g["base_h"], 0, 0, gap)) + gap * (len(row) - 1)
    rects = base_row(t, row, g["base_h"], band.x + px(10) + max(0, room - used) // 2, y, gap)
    g.setdefault("base_rects", {})[seat] = rects
    if rects:       # your bases, hidden cards and all: no refusal or hint lies over them
        t.play_rects.append(rects[0].unionall([r.move(0, -peek) for r in rects] + rects))
    lit = []
    for i, (base, r) in enumerate(zip(row, rects)):
        draw_base(board, t, view, seat, i, base, r, peek, deal_origin=g.get("stock"))
    give_tags(board, t, rects, peek, plate_lines(t, g)[2])
    for i, (base, r) in enumerate(zip(row, rects)):
        if view["seat"] is not None and {"type": "hidden", "base": i} in legal:
            # the freed hidden card (a piece: drag it onto the pile, or click it, to turn it up) glows only
            # while the composer offers it (not over staged cards: picking it then says why)
            offered = next((b for b in board.composer_buttons() if b.id == f"turn:{i}"), None)
            if offered is not None and offered.enabled:
                lit.append(r.move(0, -peek))
    if not lit:
        return
    # while you still hold cards to play (hand or base tops) turning one up is a choice beside them, as the
    # rules allow: "you may turn one up", the glow softer; "turn one up" (gold) when it is all you have left.
    # A bare "turn up" over each glowing card, a hand still held, read as an order, or as a mistake (review
    # 16: "you may not turn them up yet"). One line over them all (a turn turns one up), not one a card.
    choice = holds_other_cards(view, seat)
    for hid in lit:
        t.panel(hid.inflate(px(10), px(10)), theme.GOLD, 110 if choice else 200, 10)
    over = lit[0].unionall(lit)
    # above the cards: under them, the next base's cards (four after a base was given) covered the words;
    # centred on them but never past your band's left edge (6 seats at 1024x640: "you may turn it up" over
    # the first base was cut at the window's edge, review 19), nor out of your plate's column of words: 3 px from
    # the frame's line, it read as crossing it (six seats, 1024x640, issue 23): in from the frame as your name is
    words, width = turn_words(choice, len(lit)), max(over.w + px(20), rects[0].unionall(rects).w)
    half = min(width, theme.font(t.text_px(11), True).size(words)[0]) // 2
    band = g["band"]
    x = max(over.centerx, band.x + px(PLATE_INSET) + half)
    t.label(words, (x, plate_lines(t, g)[2]), 11, theme.GOLD, bold=True, anchor="midbottom", max_width=width)
    g["turn_words"] = t.decor[-1].text_rect()       # a hint's arrow passes under them (arrow_parts.arrow_under)


def base_place(t, g):
    """(card size, peek, centre y) of your bases' row: low, as your hand (layout.HAND_H), a hint's arrow from a
    freed hidden card running under your plate's words to the pile; a hidden card shows `peek` px over its top."""
    px = t.px
    size = t.card_size(g["base_h"])
    peek = px(18) * size[1] // t.card_size(MY_BASE_H)[1]
    return size, peek, g["band"].bottom - px(4) - size[1] // 2


class HiddenLift:
    """Mixed into the board (scene.FlushBoard): your freed hidden card, lifted (selected by the keys, or clicked with
    cards staged), rises half a lift, as a hint raises it, the room plate_lines leaves it under the words over it (a
    whole lift covered "you may turn it up", review 46)."""

    def select_lift(self, piece):
        mine = f"hidden:{self.session.screen_seat}:"
        return 0.5 if (piece.zone or "").startswith(mine) else 1.0


def plate_lines(t, g):
    """(your name's top, your plate line's top, the foot of the line over your freed hidden cards). The line over the freed cards lies clear of a card the hint raises (half a lift: the raised card covered
    its own "you may turn it up", review 32); your name and plate line ("4 in hand  ·  4 on bases  ·  0 pts") lie
    over it, lifted as far as it needs from their places (band's top + 8, + 29), each line's whole height counted:
    at 1024x640 the three did not fit one above the other, the line over the cards lay over your plate line's
    foot, and pushed down onto the raised card's edge the hint's arrow from there ran along it (session 37)."""
    px = t.px
    band = g["band"]
    size, peek, y = base_place(t, g)
    raised_top = y - size[1] // 2 - peek - px(LIFT) // 2         # a freed hidden card, raised by the hint
    foot = raised_top - px(4)
    caption = theme.text("Ag", t.text_px(11), bold=True).get_height()
    line_y = min(band.y + px(29), foot - caption - theme.text("Ag", t.text_px(13)).get_height())
    name_y = min(band.y + px(8), line_y - theme.text("Ag", t.text_px(16), bold=True).get_height())
    return name_y, line_y, foot


def turn_words(choice, count):
    """The line over your freed hidden cards: "you may turn one up" while you hold other cards, else
    "turn one up" ("... it up" for a single one)."""
    it = "one" if count > 1 else "it"
    return f"you may turn {it} up" if choice else f"turn {it} up"


def holds_other_cards(view, seat):
    """Does `seat` hold cards it could play besides its hidden ones (in hand, or a base's top)?"""
    return view["hand_counts"][seat] > 0 or any(b["top"] is not None for b in view["bases"][seat])


def my_hand(board, t, view, g, seat, hand):
    px = t.px
    area = g["hand_area"]
    t.target("hand", area, label="your hand", kind="spot")
    if view["seat"] is None:
        # a spectator sees this seat's hand as everyone else does: face down; a finished game's face-up
        # replay lays it face up where it lies, as the seat saw it (the kit's side panel has every hand too)
        count = view["hand_counts"][seat]
        faces = board.revealed_hand(view, seat)
        if faces is not None:
            rects = hand_rows(t, count, area, HAND_H, faces)
        else:
            size = t.card_size(HAND_H * 0.8)
            rects = t.row(count, size, (area.centerx, area.bottom - px(6) - size[1] // 2), area.w, gap=6)
        for j, r in enumerate(rects):
            t.card(f"hand{seat}:{j}", faces[j] if faces is not None else None, r, zone=f"hand:{seat}", z=30 + j,
                   origin=board._back_origin(view, seat), reveal=faces is not None)
        t.label(board.nobody_here_text(), (area.centerx, area.y), 14, theme.MUTED, anchor="midbottom",
                max_width=area.w)
        return
    # laid out as the whole hand, staged cards and all: a staged card leaves its gap, so the others keep their
    # places while the move is composed (the hand re-centred after each staged card and a second click at a card's
    # place picked its neighbour: session 22, review 60); the gaps close once it is declared or taken back
    rects = hand_rows(t, len(hand), area, HAND_H, [code for _, code, _ in hand])
    shown = [(h, r) for h, r in zip(hand, rects) if not board.staged_key(h[2])]
    for j, ((pid, code, key), r) in enumerate(shown):
        t.card(pid, code, r, zone=f"hand:{seat}", z=30 + j, origin=board._hand_origin(view), reveal=True, key=key)
        # (a card drawn after a Flush Plus, or picked up, is tagged "new" on its face: new_tags.py)
    if not hand and not view["out"][seat]:      # a seat that is out plays nothing more
        words = hand_note(board, view, seat)
        if words:
            t.label(words, area.center, 16, theme.MUTED, anchor="center")


def hand_note(board, view, seat):
    """What an empty hand says: in a turn begun with a hidden card, what Declare will do with it (the
    composer's declaration: a turned card that started a new pile picks the pile up, into this hand);
    you went out (you hold nothing), nothing while a round's result waits for Next (the turn is not yours
    to play yet), else that your bases are still to play."""
    if view["stage"] in staging.HIDDEN_STAGES and view["to_move"] == seat:
        c = board.composer
        main = c.main() if c is not None and board.session.my_turn() else None
        if main is None:
            return ""
        if staging.picks_up(view, main[0]):
            n = len(view["pile"])
            return f"Declare picks up the pile's {n} card{'s' * (n != 1)} into your hand"
        return "Declare to go out" if view["held_counts"][seat] == 0 else ""
    if view["held_counts"][seat] == 0:
        return f"{board.session.name(seat)} went out"
    if board._round_result() is not None:
        return ""
    return "No cards in hand: play your bases"


def mimic_badge(px, card, over, code, ink):
    """(rect, image) of the gold "M" on a card of the Mimic's value at `card`, in the part of it that the
    cards drawn over it (`over`, rects) leave in view, over nothing read on it: right of its corner index at
    the top where that fits in view; else at the foot of the part in view, under the big value and under
    its kind band ("SKIP", "LINK", a Deduction's amount), as small as it must be to stay there; else at the
    top again, smaller; else under the corner index at its left edge. (At the top, beside the index, it lay
    over the next card's rank: rev19e 40.png; at the foot of a card the next line of the face-up panel
    covers, over its SKIP: review 20.)"""
    x, y, w, h = card
    card = pygame.Rect(card)
    rank = code.rstrip("SLD") or code
    index = theme.text(rank, max(10, int(h * 0.12)), bold=True)
    # the cards over it: the next of its fan (from its right), the next line or a base top (from below)
    below = [q for q in over if q.y > y and q.x < x + w * 0.5]
    vis_right = min([q.x for q in over if q not in below and q.x > x], default=card.right)
    vis_bottom = min([q.y for q in below], default=card.bottom)
    size = max(11, px(11))
    img = theme.text("M", size, ink, True)
    r = pygame.Rect(0, 0, img.get_width() + px(8), img.get_height() + px(2))
    left = max(int(x + w * 0.3), int(x + w * 0.1) + index.get_width() + px(2))
    r.topleft = (left, int(y + px(4)))
    if r.right <= vis_right - px(1) and r.bottom <= vis_bottom:
        return r, img
    # the foot of the part in view: below the big value (h * 0.42, 0.4 h tall), and below the kind band on a
    # card that has one, left of the lower index
    kind = code[-1:] in FLUSH_MARKS and code[:1] != "F"
    room_w = min(vis_right, x + w * 0.9 - index.get_width()) - x - px(3)
    room_top = y + h * (FLUSH_MARK_BAND[1] if kind else FLUSH_MARK_BAND[0])
    room_bottom = min(vis_bottom, y + h) - px(2)
    fitted = _badge_fitted(ink, size, room_w, room_bottom - room_top - px(1), px)
    if fitted is not None:
        img, bw = fitted
        r = pygame.Rect(0, 0, bw, img.get_height())
        r.bottomleft = (int(x + px(2)), int(room_bottom))
        return r, img
    # the top strip in view (a hidden card under its base top), smaller
    top = y + px(2)
    fitted = _badge_fitted(ink, size, vis_right - px(1) - left, min(vis_bottom, y + h * 0.2) - top, px)
    if fitted is not None:
        img, bw = fitted
        return pygame.Rect(left, int(top), bw, img.get_height()), img
    # under the corner index, at the left (its foot covered by the next line, its band filling it)
    room_top = y + h * 0.06 + index.get_height() + px(1)
    fitted = _badge_fitted(ink, size, min(vis_right, x + w * 0.3) - x - px(2),
                           min(vis_bottom, y + h * 0.42) - room_top, px)
    if fitted is None:      # no room in view: as small as it gets, on its own card
        img = theme.text("M", 7, ink, True)
        r = pygame.Rect(0, 0, img.get_width(), img.get_height())
        if vis_bottom < card.bottom:      # a thin strip above a base top: at the top, clear of the rank below
            r.topleft = (left, int(top))
        else:                             # a thin strip of a tight fan: at its foot
            r.bottomleft = (int(x + px(2)), int(y + h - px(2)))
        return r.clamp(card), img
    img, bw = fitted
    return pygame.Rect(int(x + px(2)), int(room_top), bw, img.get_height()), img


def _badge_fitted(ink, size, room_w, room_h, px):
    """(image, width) of the "M" at `size` or smaller (7 px at least) in `room_w` x `room_h`, or None."""
    img = theme.text("M", size, ink, True)
    while size > 7 and (img.get_width() + px(4) > room_w or img.get_height() > room_h):
        size -= 1
        img = theme.text("M", size, ink, True)
    if img.get_width() + px(4) > room_w or img.get_height() > room_h:
        return None
    return img, min(img.get_width() + px(6), max(img.get_width(), int(room_w)))
