"""Where the table's messages (a hint, a refusal) go on QUASH's board: the kit places each one clear of the
table's words and play (ui/message_spot.py); the board says where it wants them, and what of the table they
may lie over because it cannot be used now (`t.message_over`)."""

from ...ui.board_paint import pill_height


def hand_idle(chain, confirm):
    """Is none of your hand playable now, so a message may lie over it as over the cloth? While a card is
    in the air (a swap) and while a failing placement waits on its question (Play it anyway / Cancel): the
    composer lets no card of the hand be picked up until it is answered."""
    return chain is not None or confirm is not None


def place_messages(t, g, view, chain, confirm, air):
    """Set the message's place (`t.message_pos`, and in a swap `message_width`, `message_top`) and what it
    may lie over. `air`: where the card in the air lies (a swap), else None."""
    # a message (a hint with its reason) may take two lines: a little higher, it leaves the top of your
    # hand, where each card's rank shows and a hinted card rises, uncovered
    t.message_pos = (g["prompt"][0], g["prompt"][1] - t.px(18))
    # in its own type in at most two lines (H's full reason: three), narrower beside the hint's arrow where
    # the band has no room across: a smaller type, or a narrow place in three or four lines, read as clutter
    # (session 28)
    t.message_lines = 2
    # while a card is dragged or lifted the words, moved off it, keep clear of the prompt ("Your turn: drag a card
    # …", the keys that place a lifted card): they lay over its yellow line at 1024x640 (session 37); at rest a
    # hint stands in the prompt's place, saying what to do there, and in a swap (the card in the air is lifted
    # all along) right under that card, over the prompt they stand for (below)
    t.prompt_kept_held = chain is None
    if view["phase"] == "tiebreak":
        # the tiebreaker's hint beside its arrow, not across it (ui/table.py; The Game's hint too)
        t.message_off_arrow = True
    if chain is not None:
        # in a swap a hint lights the card in the air and where it goes: its words sit right under that
        # card, over the prompt they stand for (and, on two lines, the top of your hand), as wide as
        # your hand (the pile's caption beside it keeps its place), not above the board, where they
        # went round the dock and your side
        hand = [p.rect for p in t.pieces if p.zone == f"hand:{view['seat']}"]
        # right under the card in the air (the board stands at the top now: the prompt is a long way down)
        under = max(g["dock"].bottom + t.px(8), air.bottom + t.px(6)) if air else g["dock"].bottom + t.px(8)
        if hand:
            span = hand[0].unionall(hand[1:])
            t.message_pos, t.message_width = (span.centerx, min(g["prompt"][1], under + t.px(12))), span.w
            # where two lines do not fit between that card and your hand (1024x640: the back row of a two-row hand),
            # one line in the middle of the room, the move alone if need be (H still says why): two lay over the
            # back row's corners, the cards a person plans the swap with (session 58)
            one = pill_height(t.px, 16)        # a one-line message's pill
            if span.top - under < 2 * one - t.px(14):
                t.message_lines = 1
                t.message_pos = (span.centerx, max(under + one // 2, (under + span.top) // 2))
        t.message_top = under       # below the card in the air and the outline of a lit button there
    if hand_idle(chain, confirm):
        # the question over the prompt's place (4 players, advanced, 1024x640) left a hint no room but the
        # band of spot labels between the sides, which it covered (session 24): your hand, which cannot
        # be played until the question is answered, takes it instead
        t.message_over = (f"hand:{view['seat']}",)
    hand = [p.rect for p in t.pieces if p.zone == f"hand:{view['seat']}"]
    # while the question waits, the words go at the foot of the move log where they fit (session 26: low
    # over your hand they hid half of it); over the hand only where the log has no room left
    t.message_log = confirm is not None
    if confirm is not None and hand:
        # low over it: each card's corner (its rank, the card the hint names) stays in view above the words
        span = hand[0].unionall(hand[1:])
        t.message_pos = (span.centerx, span.bottom - t.px(24))


def say_in_room(board, t):
    """The hint's words, shown now, in the fullest of their forms (the kit's record: its short words, the
    reason's brief, the move alone; on H the full reason, then the reason alone) that takes no more lines
    than the board allows at the message place set on `t` (`t.message_lines`; one more for H's full reason only
    where none of its forms holds them).
    A normal hint ran to three lines at 1024x640 ("… and your 4♥ starts a run where it goes", review 32): the
    kit's shapes of more lines were not tried, and the one it kept was three lines wide. Chosen by the room
    each time the place is set (hints.say_fitting), so the same table says the same words."""
    if t.message_pos is None or not t.message_lines:
        return
    hints, painter = board.hints, board.painter
    _, area, _ = board.areas()
    width = t.message_width or area.w - board.metrics.px(40)

    def lines(text):
        return len(painter.pill_rect(text, t.message_pos, t.message_size or 16, width)[1])
    most = t.message_lines
    # H's full reason may take one line more, only where no form of it (the reason alone, "Why: …", the move
    # being lit and said before) holds the board's lines: at 1024x640 the whole line ran to three small lines
    # where the reason alone took two (review 33)
    if hints.full_shown() and not any(lines(text) <= most for text in hints.shown_forms() or ()):
        most += 1
    t.full_lines = most     # the kit's shapes for the full reason too (board_paint: one more line by default)
    if hints.say_fitting(lambda text: lines(text) <= most) and t.message_lines == 1 and lines(board.message[0]) > 1:
        # a swap's hint with no form in the one line left above your hand (place_messages): at the foot of the move
        # log, clear of your hand and of the spots (session 58: over the back row of the hand)
        t.message_log = True


def tie_hint_place(board, t):
    """At a tie, a hint's words beside the mat, on the side away from the leftover card it lights (the arrow
    rises from that card to the mat): in two lines as wide as the table they lay between your hand and the
    mat, right across the arrow's way, drawn over it (review 34a, 1280x800: the 4♠ at the left, its arrow under
    the box). The room there: from the mat's top down to your hand, from the mat's edge to the table's; the
    place set on `t` (message_pos, message_width, message_top; lines as many as the room holds)."""
    h, mat = board.hints.current, board._mat
    if h is None or mat is None or h.piece is None or board.session.view()["phase"] != "tiebreak":
        return
    card = t.piece_by_id.get(h.piece)
    target = t.target_by_id.get(h.target) if h.target else None
    if card is None or target is None:
        return
    _, area, _ = board.areas()
    px = board.metrics.px
    top = mat.top
    bottom = card.rect.top - px(8)
    if card.rect.centerx < target.rect.centerx:
        left, right = mat.right + px(8), area.right - px(8)
    else:
        below = [p.bottom for p in t.plates if p.x < mat.x and p.bottom <= bottom]
        top = max([top] + [b + px(6) for b in below])
        left, right = area.x + px(8), mat.x - px(8)
    if right - left < px(160) or bottom - top < px(40):
        return
    t.message_pos = ((left + right) // 2, bottom - px(4))
    t.message_width = right - left
    t.message_top = top
    t.message_lines = max(2, (bottom - top) // px(22))
