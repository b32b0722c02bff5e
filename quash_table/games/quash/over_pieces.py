"""What the QUASH board draws over its pieces, where they are now: the result tags on scored spots, the
gold frame of the card you just drew (round the part of it the fanned hand leaves visible), the cards raised
over the kit's marks (ui/recent_marks.py: what the other seats laid, "new", or moved, "moved"), and while a
card is dragged over your side (advanced) the tag saying what letting it go does."""

import pygame

from ...ui import theme
from ...ui.shown_part import shown_columns
from ...ui.recent_marks import EDGE, INK, foot_tag, merge_tags
from . import spot_cards
from .captions import short
from .sequences import CARD_ORDER


def draw(board, surface, tags, over=()):
    """`tags`: [(rect, text, colour, ink)] of the scored spots; `over`: the same, drawn over the marked
    cards' frames (a failing spot's tag)."""
    m = board.metrics
    for rect, text, colour, ink in tags:
        _tag(m, surface, rect, text, colour, ink)
    raise_aimed(board, surface)
    frame_drawn(board, surface, drawn_frame(board, board._drawn))
    # (the kit has drawn the marks on what the other seats laid and moved: ui/recent_marks.py)
    raise_over_marks(board, surface)
    # the held card's places outlined again over the gold frames: a legal swap target marked "new" or
    # "moved" showed gold only, its green under the frame (review 17); its tag still says what is new
    board.drag.draw_targets_over(surface)
    for rect, text, colour, ink in over:
        _tag(m, surface, rect, text, colour, ink)
    draw_legend(board, surface, legend(board))


def draw_over_held(board, surface):
    """What a drop where the held card is would do, over the held card (the board's draw_over_held): the card it
    would swap out lifted clear of it (lifted_swap), and the tag."""
    got = lifted_swap(board)
    if got is not None:
        p, r = got
        img = p.image()
        surface.blit(img if img.get_size() == r.size else pygame.transform.scale(img, r.size), r)
        frame_swap(board, surface, r)
    box_over_held(board, surface)
    tag = drop_tag(board)
    if tag is not None:
        text, r, size = tag[:3]
        colour = theme.WARN if tag[3] else theme.GOLD
        theme.panel(surface, r, colour, 250, r.h // 2, EDGE, 1)
        theme.blit_text(surface, text, size, r.center, INK, True, "center")


def box_over_held(board, surface):
    """The small open box a drop of the dragged card fills (its spot's open slot above the cards, or a gap's in the
    badge row: the target's drawn mark), drawn again over the dragged card where that card covers it, lit as the
    drop: the held card hid the very box it was aimed at (review 60, Q♣ over spot 8's box above the K♠)."""
    got = aimed(board)
    if got is None or board.drag.dragging is None or not got[1].id.startswith("spot:"):
        return
    piece, t, lit = got
    box = t.mark
    held = pygame.Rect(int(piece.pos[0]), int(piece.pos[1]), int(piece.pos[2]), int(piece.pos[3]))
    if box == t.rect or not box.colliderect(held):
        return
    px = board.metrics.px
    colour = theme.WARN if t.id in board.drag.warned(piece, set(lit)) else theme.LEGAL
    hole = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(hole, (*colour, 120), hole.get_rect(), border_radius=px(5))
    surface.blit(hole, box)
    spot_cards.dashed_rect(surface, spot_cards.OPEN_SLOT, box.inflate(-2 * px(1), -2 * px(1)), max(2, px(2)), px(7),
                           px(4))


def lifted_swap(board):
    """(piece, rect) of the laid card a drop of the dragged card would swap out, drawn lifted out of its spot
    over the dragged card, its foot a third of a card into the dragged card's top, else None. The dragged card
    lay over the card it aimed at, so a player could not see what would go (session 59)."""
    got = aimed(board)
    if got is None or board.drag.dragging is None or not got[1].id.startswith("swap:"):
        return None
    p = board.swap_aim.card_of(got[1].id)
    if p is None:
        return None
    held = pygame.Rect(int(got[0].pos[0]), int(got[0].pos[1]), int(got[0].pos[2]), int(got[0].pos[3]))
    r = pygame.Rect(p.rect)
    r.bottom = min(r.bottom, held.y + r.h // 3)
    return p, r.clamp(board._deco["g"]["board"])


def _tag(m, surface, rect, text, colour, ink):
    theme.panel(surface, rect, colour, 245, rect.h // 2, theme.shade(colour, -0.5), 1)
    # inside the pill's round ends (review 44: "FAILED: 2 3 J" ran its J into the right end)
    size = theme.fit_size(text, max(10, m.px(12)), rect.w - max(m.px(6), rect.h * 2 // 3), bold=True)
    if size < 10:       # (a pill measured without that room, badges.ENDS: its words no smaller than readable)
        size = theme.fit_size(text, max(10, m.px(12)), rect.w - m.px(6), bold=True)
    img = theme.text(text, size, ink, True)
    # centred by its ink, not its line's box (whose empty room under the capitals set them low: at 1024x640
    # they ran over the pill's lower edge, session 29; the room after the last letter set it left, session 44)
    got = img.get_bounding_rect()
    at = img.get_rect(center=rect.center)
    surface.blit(img, at.move((at.w - got.right - got.left) // 2, (at.h - got.bottom - got.top) // 2))


def _marks(board):
    """[(frame, tag rect, word)] of each card marked (the kit's marks, ui/recent_marks.py), before
    overlapping tags are merged (card_marks)."""
    return [(frame, tag, word) for _, frame, tag, word in _marked_pieces(board)]


def _marked_pieces(board):
    """[(piece, frame, tag rect, word)] of each marked card where it is drawn (a lifted card framed as
    raised: `RecentMarks.framed`)."""
    return [(piece, frame, tag, word) for piece, frame, tag, word, _ in board.marks.framed()]


def card_marks(board):
    """[(frame, tag rect or None, word)] round each card marked on the board, where it is now: "new" for a
    card the other seats laid since your latest play, "moved" for one their swap chains moved (a chain
    moves two or three cards at once: a player could not follow which went where). `word` is the card's
    own; tags that would overlap are one (merge_tags), the others None."""
    return [(frame, tag, word) for frame, tag, word, _, _ in merge_tags(board.marks.frames())]


def moved_marks(board):
    """[(frame, tag rect or None)] of the cards marked "moved" (card_marks)."""
    return [(frame, tag) for frame, tag, word in card_marks(board) if word == "moved"]


def drop_tag(board):
    """(text, rect, size, warning) of the tag saying what letting the held card go does, or None: gold,
    or amber when the rules warn about the place (the spot's sequence will fail). It sits along the foot
    of the spot it is about: above the card it covered the spot's number and kind between the halves. A
    warning, longer, may stand out past the spot's sides, never out of the table."""
    hover = board._drop_hint()
    if hover is None:
        return None
    text, r, warning = hover
    m = board.metrics
    spot = next((f for f in board._deco["g"]["spots"]["bottom"] if f.collidepoint(r.center)), r)
    # within the board's wood: clamped to the play area, a long warning ran off the window's left edge
    board_rect = board._deco["g"]["board"]
    size = theme.fit_size(text, max(10, m.px(13)), board_rect.w - m.px(20), bold=True, smallest=9)
    img = theme.text(text, size, INK, True)
    tag = pygame.Rect(0, 0, img.get_width() + m.px(16), img.get_height() + m.px(8))
    tag.midbottom = (spot.centerx, spot.bottom - m.px(4))
    tag.clamp_ip(board_rect)
    return text, tag, size, warning


def aimed(board):
    """(the held piece, the target under it or picked by key) while a card of yours is held over a place it
    may go, else None."""
    drag = board.drag
    if board._deco is None or (drag.dragging is None and drag.selected is None):
        return None
    piece = drag.active()
    lit = drag.legal_targets(piece) if piece is not None else []
    if not lit:
        return None
    if drag.dragging is not None:
        pointer = (int(piece.pos[0] + drag.grab[0]), int(piece.pos[1] + drag.grab[1]))
        tgt = drag.target_at(pointer, piece)
    else:
        tgt = board.table.target_by_id.get(drag.key_target) if drag.key_target else None
        tgt = tgt or drag.target_at(pygame.mouse.get_pos())
    return (piece, tgt, lit) if tgt is not None and tgt.id in lit else None


def raised_card(board):
    """The piece of the card a held card is aimed to swap out when part of it is covered (its target is the
    part in view, spot_cards.in_view: another card of its spot, or the open slot drawn for the held card, lies
    over the rest), else the card of the swap the hint names for the held card till the pointer has been on it
    (swap_aim.hinted_up: drawn raised, it takes the drop where it is drawn), else None: it is drawn whole, on top,
    framed."""
    got = aimed(board)
    if got is not None and got[1].id.startswith("swap:"):
        return _raised_whole(board, got[1], got[2])
    piece = board.drag.active() if board._deco is not None else None
    lit = board.drag.legal_targets(piece) if piece is not None else []
    tid = board.swap_aim.hinted_up(piece, lit)
    t = board.table.target_by_id.get(tid) if tid is not None else None
    return _raised_whole(board, t, lit) if t is not None else None


def _raised_whole(board, t, lit):
    """The piece of the swap target `t` when it is to be drawn raised whole (part of it covered, its spot full)."""
    p = board.swap_aim.card_of(t.id)
    if p is None or pygame.Rect(t.rect) == pygame.Rect(p.rect) or board.swap_aim.room(t.id, lit):
        return None
    # (raised whole it covers no open slot's part in view: the slot lies under the cards, above and beside them,
    # session 57; drawn over them, a card raised over it took its drops by the way the pointer came, review 49d)
    return p


def raised_over_marks(board):
    """[(piece, rect as drawn)] of the cards drawn above the fan (the hinted card, raised; the card lifted
    with a click) that a neighbour's gold frame or tag ("drawn", "new", "moved") would cross: the frames
    are drawn over the pieces, so the raised card was partly covered by its neighbour's (review 18b,
    12.png). They are drawn again over the frames and tags, whole."""
    m = board.metrics
    got = drawn_frame(board, board._drawn)
    drawn = board.table.piece_by_id.get(board._drawn) if board._drawn else None
    # (each frame with the card it is round: a card's own frame and tag stay over it)
    frames = [] if got is None else [(drawn, got.inflate(m.px(4), m.px(4))), (drawn, drawn_tag(m, got)[0])]
    for own, frame, tag, _ in _marked_pieces(board):
        # (a card gliding has no tag: a swap glides cards, a laid card glides to its place by rank)
        frames += [(own, frame)] + ([(own, tag)] if tag is not None else [])
    out = []
    for pid in (board.hints.on_top(), board.drag.selected):
        p = board.table.piece_by_id.get(pid) if pid and pid != board.drag.dragging else None
        if p is None or any(q is p for q, _ in out):
            continue
        r = pygame.Rect(int(p.pos[0]), int(p.pos[1] + board.drag.lift_offset(p)), int(p.pos[2]), int(p.pos[3]))
        if any(own is not p and r.colliderect(f) for own, f in frames):
            out.append((p, r))
    return out


def raise_over_marks(board, surface):
    m = board.metrics
    for p, r in raised_over_marks(board):
        img = p.image()
        if img.get_size() != r.size:
            img = pygame.transform.scale(img, r.size)
        surface.blit(img, r)
        if p.id == board.drag.selected:          # the kit's gold outline of a lifted card, over it again
            pygame.draw.rect(surface, theme.GOLD, r.inflate(4, 4), m.px(3), border_radius=int(r.w * 0.09))


def raise_aimed(board, surface):
    """The card a held card is aimed to swap out, framed in the swap colour (session 48: a player sees which
    card a drop takes out before letting go, whatever the card); a card partly covered by another of its spot
    (raised_card) is drawn whole over it first."""
    p = raised_card(board)
    # what is drawn raised takes a drop anywhere it shows, till the pointer leaves it (swap_aim.py)
    board.swap_aim.shown(f"swap:{p.id.split(':', 1)[1]}" if p is not None else None)
    got = aimed(board)
    if p is None and got is not None and got[1].id.startswith("swap:"):
        p = board.swap_aim.card_of(got[1].id)
        if p is not None:
            frame_swap(board, surface, pygame.Rect(p.rect))
        return
    if p is None:
        return
    r = pygame.Rect(p.rect)
    img = p.image()
    if img.get_size() != r.size:
        img = pygame.transform.scale(img, r.size)
    surface.blit(img, r)
    frame_swap(board, surface, r)


def frame_swap(board, surface, r):
    m = board.metrics
    pygame.draw.rect(surface, theme.SWAP, r.inflate(m.px(4), m.px(4)), max(2, m.px(3)), border_radius=m.px(8))


def drop_hint(board):
    """While a card of yours is held over one of your spots (dragged, or lifted with the pointer or the
    keyboard on a place): what letting go there does, and the rect it is about; None when nothing to say.
    A place the rules warn about says why ("will FAIL: 7-9 can never be a proper double sequence", the
    composer's warning), in any game; advanced, any other place says which of the two a drop there does, "lay 10♣ on
    spot 4, before J♠" (lay_place) or "swap: 2♥ out, 10♣ in"."""
    got = aimed(board)
    if got is None:
        return None
    drag = board.drag
    piece, tgt, lit = got
    why = drag.warned(piece, [tgt.id]).get(tgt.id)
    if why:
        return why, tgt.rect, True
    chain = getattr(board.composer, "chain", None)
    if chain is not None and tgt.id in board.composer.put_back():      # (the spot the card in the air left)
        return f"put {short(piece.key)} back on spot {chain.left_from()}", tgt.rect, False
    # (dragged, or chosen with the keys: 4, then 4 again to swap out a card of spot 4)
    if not any(x.startswith("swap:") for x in lit) or (drag.dragging is None and drag.key_target is None):
        return None
    if tgt.id.startswith("swap:"):
        return f"swap: {short(tgt.id[5:])} out, {short(piece.key)} in", tgt.rect, False
    if tgt.id.startswith("spot:"):
        c = board.composer
        cards = (c.chain.board if c.chain is not None else c.board)[int(tgt.id[5:]) - 1]
        return f"lay {short(piece.key)} on spot {tgt.id[5:]}{lay_place(piece.key, cards)}", tgt.rect, False
    return None


def lay_place(card, cards):
    """Where `card` will lie among a spot's `cards` once laid, as the drop tag says it (", before J♠", ",
    between 5♣ and 7♦", ", after Q♠"; "" on an empty spot): the open slot is at the spot's right end whatever
    the card (spot_cards.open_slot), and a 10 laid there on J-Q glides to the left of the J."""
    ranked = sorted(cards, key=CARD_ORDER.get)
    below = [x for x in ranked if CARD_ORDER[x] < CARD_ORDER[card]]
    above = ranked[len(below):]
    if not ranked:
        return ""
    if not below:
        return f", before {short(above[0])}"
    if not above:
        return f", after {short(below[-1])}"
    return f", between {short(below[-1])} and {short(above[0])}"


def drawn_frame(board, pid):
    """Where the gold frame of the card you just drew (piece `pid`) goes: round the part of it the next
    cards of the fan leave visible (a frame under the cards was half hidden by its neighbour), or None."""
    p = board.table.piece_by_id.get(pid) if pid else None
    if p is None or p.id == board.drag.dragging:
        return None
    r = pygame.Rect(p.rect)
    r.y += board.drag.lift_offset(p)
    # the part of it the pieces drawn over it leave (the painter's order: a lifted card, or a hinted one on
    # top, shows whole; one the hint raises in its place, hint_on_top False, stays under the next card: made
    # as if drawn on top, its frame and "drawn" tag lay over its neighbour, session 22)
    left, right = shown_columns(p, board.painter.order(), board.drag)
    return pygame.Rect(left, r.y, right - left, r.h)


def frame_drawn(board, surface, r):
    """The gold frame round `r` (see drawn_frame) and its "drawn" tag."""
    if r is None:
        return
    m = board.metrics
    pygame.draw.rect(surface, theme.GOLD, r.inflate(m.px(4), m.px(4)), max(2, m.px(4)), border_radius=m.px(8))
    tag, img = drawn_tag(m, r)
    theme.panel(surface, tag, theme.GOLD, 250, tag.h // 2, EDGE, 1)
    surface.blit(img, img.get_rect(center=tag.center))


def drawn_tag(m, r):
    """The "drawn" tag of the frame round `r` (drawn_frame) and its words' image: at the foot of the part
    of the card in view, under its pips (foot_tag)."""
    img = theme.text("drawn", max(9, m.px(11)), INK, True)
    tag = foot_tag(r, min(img.get_width() + m.px(10), r.w - m.px(4)), img.get_height() + m.px(4), m.px)
    tag.centerx = r.centerx
    return tag, img


def legend(board):
    """While a card of yours is held (dragged, or lifted with a click or the keyboard) and has places to
    go: (rect, [(colour, words)]) of the short key to the colours its places light up in, under your
    seats (nothing said what green and amber meant); None otherwise."""
    drag = board.drag
    if board._deco is None or board.table is None or (drag.dragging is None and drag.selected is None):
        return None
    piece = drag.active()
    lit = drag.legal_targets(piece) if piece is not None else []
    if not lit:
        return None
    items = legend_items(any(x.startswith("swap:") for x in lit), drag.warned(piece, lit))
    return clear_of_prompt(board, board._deco["g"], legend_rect(board, board._deco["g"], items)), items


def clear_of_prompt(board, g, r):
    """The legend's rect `r` moved right of your seats' plates, in their band, where the prompt's pill lies under
    the plates now: the prompt rises there over a hinted card of your hand's row behind (card_rise.follow), and the
    legend lay over its words (review 56p, revp_09: "green: it may go there" over "Your turn")."""
    painter = board.painter
    pill = painter.prompt_rect() if painter is not None and painter.shows_prompt() else None
    dock = g.get("dock")
    if pill is None or dock is None or not r.colliderect(pill):
        return r
    band = g["header"]["bottom"]
    _, area, _ = board.areas()
    return pygame.Rect(dock.x, band.centery - r.h // 2, min(r.w, area.right - board.metrics.px(4) - dock.x), r.h)


def legend_items(swaps, warned):
    """[(colour, words)] of the legend: green, blue for what a drop on a card does where a swap is lit, and amber
    where a place lit warns."""
    items = [(theme.LEGAL, "green: it may go there")]
    if swaps:       # swaps are lit in a colour of their own (session 46: lay and swap were both green)
        items.append((theme.SWAP, "blue: swaps that card out"))
    if warned:
        items.append((theme.WARN, "amber: laid there, that spot will be FAILED"))
    return items


def legend_rect(board, g, items):
    """Where the legend of `items` lies: under your seats' band (`g`, the board's geometry), as wide as its words
    (no wider than the table). With every item (legend_items(True, True)): the room a message keeps off while a
    card is held (message_room.place_messages: a hint moved off the dragged card lay over it, session 37)."""
    m = board.metrics
    size = max(11, m.px(13))
    sw = m.px(12)
    parts = [sw + m.px(6) + theme.text(words, size, theme.TEXT).get_width() for _, words in items]
    h = theme.text("Ag", size, theme.TEXT).get_height() + m.px(8)
    band = g["header"]["bottom"]
    r = pygame.Rect(band.x, band.bottom + m.px(6), sum(parts) + m.px(18) * len(parts) + m.px(6), h)
    _, area, _ = board.areas()
    r.w = min(r.w, area.right - m.px(4) - r.x)
    return r


def draw_legend(board, surface, got):
    if got is None:
        return
    r, items = got
    m = board.metrics
    size = max(11, m.px(13))
    theme.panel(surface, r, theme.PANEL, 225, r.h // 2, theme.PANEL_LINE, 1)
    x = r.x + m.px(12)
    sw = m.px(12)
    for colour, words in items:
        box = pygame.Rect(x, r.centery - sw // 2, sw, sw)
        pygame.draw.rect(surface, colour, box, border_radius=m.px(3))
        img = theme.text(words, size, theme.TEXT)
        if box.right + m.px(6) + img.get_width() > r.right - m.px(6):
            break
        surface.blit(img, img.get_rect(midleft=(box.right + m.px(6), r.centery)))
        x = box.right + m.px(6) + img.get_width() + m.px(18)
