"""Your spots as the QUASH board's targets, and (advanced) where the card you hold goes on them.

While a card of yours is held in the advanced game (dragged, lifted by a click or the keyboard, or in the
air of a swap), each spot it may be laid on that holds cards and has room shows its open slot
(spot_cards.open_slot): at its right end, or over a gap's middle, card-wide, reaching up through the badge row
UNDER the laid cards (session 57), the same place whatever card is held: what shows of it lays, each card's face
as at rest swaps (review 56p: drawn over the cards, the slot took the face a player aimed at). Every target stays where it was at rest: from session 44 a spot whose cards sort
above the card held made room on the left, its cards gliding right, and a drop where the free place had been
swapped a card out (review 49d: "the targets move under the pointer"). Where the card goes by rank the drop
tag says (over_pieces.drop_hint) and the card glides there once laid.
"""

import pygame

from ...ui import theme
from . import spot_cards
from .captions import spot_label


def held_card(board):
    """Advanced, while cards are played on your turn: the card of yours held now (the one dragged or lifted,
    or a swap's card in the air), else None."""
    c = board.composer
    if c is None or board.table is None or not c.advanced or c.view["phase"] != "play" \
            or not board.session.my_turn():
        return None
    if c.chain is not None:
        return c.chain.moving
    p = board.drag.active()
    return p.key if p is not None and p.key in c.pieces() else None


def room(board):
    """The spots (indices 0..8) that draw an open slot for the card held now (held_card): those it may be laid
    on (lit, green or amber) that hold cards and have room (spot_cards.opens). Only those: the open slot beside
    the cards of the others was a step wide, 16 px at 1024x640 (session 49)."""
    held = held_card(board)
    if held is None:
        return frozenset()
    c = board.composer
    cards = c.chain.board if c.chain is not None else c.board
    lit = set(c.targets(held))
    return frozenset(k for k in range(9) if f"spot:{k + 1}" in lit and spot_cards.opens(cards[k], k))


def follow(board):
    """Build the table again where the spots drawing an open slot changed (a card picked up or put down):
    their targets' marks change; no card moves. While a card is held the prompt and a message stay where they
    stood (card_rise.follow keeps them put): built anew they went back to their homes, off the hinted card's
    row."""
    if room(board) == board._room:
        return
    old = board.table
    board.rebuild()
    if old is not None and board.drag.active() is not None:
        board.table.prompt_pos, board.table.message_pos = old.prompt_pos, old.message_pos


def spot_targets(board, t, view, g, chain, made):
    """Your spots and (advanced, while cards are played) each card on them: the composer says which
    light up for the card held and what a drop there does. `made`: the spots drawing an open slot (room)."""
    adv = view["variant"] == "advanced" and view["phase"] == "play"
    cards_on = chain.board if chain is not None else view["board"][view["side"]]
    board._holes = {}
    for k in range(9):
        # advanced: lit at its open slots only (the cards on it are lit as swap targets of their own)
        places = [s for _, s in spot_cards.placed(cards_on[k], k)]
        slots = g["slots"]["bottom"][k]
        row = g["badge_rows"]["bottom"]
        mark = spot_cards.open_part(slots, places, t.px, row) if adv else None
        slot = spot_cards.open_slot(slots, places, t.px, row) if adv else None
        above = spot_cards.above_cards(slot, slots)
        # basic: the spot takes a drop on its gap's open slot too (drawn beside its cards), lit with it
        rect = g["spots"]["bottom"][k]
        light = spot_cards.open_light(mark, places, t.px, slots)
        if k in made and above is not None:
            # the card-wide open slot drawn while a card is held lies under the cards (open_slot): a drop lays
            # where it shows, above them (its mark, lit) or beside them (the spot's rect); on a face it swaps
            mark, rect = above, rect.union(slot)
            # (its outline, px(4) outside the light, keeps off the cards' tops and the swap outline round them, px(4)
            # outside each card: session 34a's rule, review 17's blue edge of a swap target)
            light = pygame.Rect(above.x + t.px(4), above.y, above.w - 2 * t.px(4), max(t.px(2), above.h - t.px(9)))
            board._holes[f"spot:{k + 1}"] = slot
        gap = next((r for r, tid in zip(board._gaps, board._gap_spots) if tid == f"spot:{k + 1}"), None)
        rect = rect.union(gap) if gap is not None and not adv else rect
        # a hint's frame and arrow go into the open part too, where the drop lays: into the whole spot, the
        # arrow's head lay on the face of a card there, a swap target ("now drop your J♦ on spot 8" ended on the
        # 10♥, and a drop there swapped it out, review 49d)
        # (at rest too: the place the open slot shows once the card is lifted, not the strip beside the cards)
        # (session 61: the whole open slot, where a drop lays, not what shows of it above the cards: at 1024x640 that
        # is a strip on the band of spot numbers, and the hint's arrowhead ended there, review 61t revt_63; a drop on
        # a card's face lays but on its small centre, swap_aim.middle, which the slot's middle stays clear of)
        t.target(f"spot:{k + 1}", rect, label=spot_label(k + 1), kind="target", mark=mark,
                 light=light, frame=(slot or mark) if adv else None)
    for k, rect in enumerate(g["spots"]["top"]):
        # the other side's spots: no card of yours goes there, and held over one it says so before it is let go
        # (the kit's red outline and its reason, Composer.refusal), not only after (review 45a)
        t.target(f"theirs:{k + 1}", rect, label=f"their spot {k + 1}", kind="target")
    if not adv:
        return
    cards = spot_cards.swap_targets(t, g, cards_on)
    t.targets[:] = cards + [x for x in t.targets if not x.id.startswith("swap:")]


def open_slots(board):
    """[(target id, rect, colour)] of the open slots beside cards on your spots the card held may be laid on
    (advanced): each spot's drawn open part (spot_cards.open_part) but a gap's, which the board draws in its badge
    row (draw_gaps); green, or amber where the composer warns. A full spot has none (spot_cards.draw_open_slots)."""
    p = board.drag.active() if board.table is not None else None
    if p is None or board.composer is None or not board.composer.advanced:
        return []
    legal = set(board.drag.legal_targets(p))
    warned = board.drag.warned(p, legal)
    holes = getattr(board, "_holes", {})     # (set by spot_targets)
    return [(t.id, holes.get(t.id, t.mark), theme.WARN if t.id in warned else theme.LEGAL) for t in board.table.targets
            if t.id.startswith("spot:") and t.id in legal and t.mark != t.rect and t.mark not in board._gaps]


def cards_over_slots(board, slots):
    """[(piece, rect)] of the laid cards an open slot (`slots`, open_slots) reaches under, bottom to top: drawn
    again over the slot, whole, so each card shows as it did at rest and the slot shows only above and beside
    them (session 57: drawn over them, the card aimed at shrank to a strip, review 56p; before, only a covered
    card's corner index was drawn again, review 50)."""
    held = board.drag.active()
    out = []
    for p in sorted(board.table.pieces, key=lambda q: q.z):
        if p is held or not p.code or not (p.zone or "").startswith("spot:"):
            continue
        card = pygame.Rect(p.rect)
        if any(card.colliderect(r) for _, r, _ in slots):
            out.append((p, card))
    return out


def draw_cards(surface, cards):
    for p, r in cards:
        img = p.image()
        if img.get_size() != r.size:
            img = pygame.transform.scale(img, r.size)
        surface.blit(img, r)
