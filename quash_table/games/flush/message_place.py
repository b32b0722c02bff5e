"""Where the Flush board puts a refusal or a hint (the kit's message, ui/message_spot.py then finds the nearest
clear spot round that place): over your hand, or in the free column beside the middle's cluster where there is
one, and a long one wide and short across your band (session 24: the column made a hint with its full reason a
pillar of 16 lines of two words, 133 px wide at three seats, 1024x640)."""

import pygame

from ...ui import theme

MESSAGE_GAP = 18           # px between the foot of the message column beside the middle and your band
MESSAGE_COLUMN_W = 170     # design px: the narrowest free column beside the middle that messages go in
ASIDE_LINES = 4            # the most lines a message takes in its place (a longer one lies wide and short)
BRIEF_LINES = 2            # the most lines of a hint's short words in a narrow place: more, and it says fewer
SHORT_SMALL = 14           # a hint's short words in a narrow place, where none of their forms holds in the own type
ROOMY_W = 340              # design px: a place at least this wide holds a hint's short words in ASIDE_LINES lines


def aside_column(t, g, r):
    """g["aside"]: the free column right of the middle's cluster `r` (its discard and buttons), if wide enough
    for a message; else, with a seat block beside the middle (5 and 6 seats), the column under it down to your
    band (g["aside_if_fits"]: it takes only a message that fits in it)."""
    mid, px = g["middle"], t.px
    right = max(r["discard"].right, r["side"].right) + px(12)
    if mid.right - px(4) - right >= px(MESSAGE_COLUMN_W):
        g["aside"] = pygame.Rect(right, r["mat"].y, mid.right - px(4) - right, r["tray"].bottom - r["mat"].y)
        # a message lies at its top, beside the pile: at its foot it lay where a hint's arrow from your hand
        # goes up past the prompt to the pile, and the arrow crossed it (session 25: the column is wide now)
        g["aside_top"] = True
        return
    # (over your hand, a hint of three or four lines went sideways over your bases)
    edge = g["area"].right - px(16)
    above = [b.bottom for b in g["blocks"].values() if b.right > right and b.x < edge and b.y < r["tray"].bottom]
    top = max(above + [r["mat"].y]) + px(8)
    # its foot a clear gap above your band: a refusal that ended 3 px over it read as lying on your panel and
    # the score sheet's header (review 15, 42.png)
    col = pygame.Rect(right, top, edge - right, g["band"].y - px(MESSAGE_GAP) - top)
    if col.w >= px(MESSAGE_COLUMN_W) and col.h >= px(110):
        g["aside"], g["aside_if_fits"] = col, True


def left_column(t, g, r):
    """g["left_room"]: the free column left of the middle's cluster `r` (its Mimic and stock), from the seat
    blocks over it (or the pile's top) down to a gap over your band, if one is wide enough for a message:
    where a long one goes when the column right of the cluster cannot hold it."""
    px, area = t.px, g["area"]
    left, right = area.x + px(16), r["left"].x - px(10)
    foot = g["band"].y - px(MESSAGE_GAP)
    above = [b.bottom for b in g["blocks"].values() if b.x < right and b.right > left and b.y < foot]
    top = max(above + [r["mat"].y]) + px(8)
    col = pygame.Rect(left, top, right - left, foot - top)
    if col.w >= px(MESSAGE_COLUMN_W) and col.h >= px(110):
        g["left_room"] = col


def hand_place(board, g):
    """(centre, width, top) of a message over your hand: clear of your name and the score sheet's header; the
    kit centres it on this point, so a two-line one still ends above your hand's first row."""
    px = board.metrics.px
    two_lines = 2 * theme.text("Ag", px(16), bold=True).get_height() + px(14)
    return (g["prompt"][0], g["hand_area"].y - two_lines // 2 - px(2)), g["hand_area"].w, None


def place(board, t, g, shorter=False):
    """Set the table `t`'s message place for the board's message now (place_words). A hint's short words are
    said by the kit in the fullest of their forms (ui/hints.py say_fitting: the short words, the fewest, the move
    alone) that this place holds in BRIEF_LINES lines (ASIDE_LINES in a place ROOMY_W wide): at six seats,
    1024x640, the Moves open, "Hint: lay two 10s on the pile — sheds two 10s (9 left): 10s fit only on …" was a
    column of six or seven lines beside the middle, and the fewest words still four (review 31); with room
    (1280x800, two or three seats) the fuller words stay. Chosen by the room, like the header's
    score_text_brief, each time the place is set: the same table, the same words. Laid wide across your band
    (wide_place, where a long one goes when no column holds it) they are the fewest. A form other than the
    fullest takes no shape of more than BRIEF_LINES lines where one of fewer fits (`t.message_lines`: the kit's
    narrower shapes beside the arrow made one five lines of 104 px)."""
    t.message_lines = None
    placed, held = [], []

    def fits(text, size=16, last=False):
        placed[:] = [place_words(board, t, g, shorter)]
        if board.hints.full_shown():        # the full reason (H), where a place holds it (its last resort: see below)
            placed[:] = [placed[0] and (last or text != board.hints.current.last_resort)]
            return placed[0]
        narrow = t.message_width < board.metrics.px(ROOMY_W)
        if size != 16 and not t.message_over and narrow:
            t.message_size = size
        most = BRIEF_LINES if narrow else ASIDE_LINES
        held[:] = [not t.message_over and lines_at_place(board, t, text) <= most]
        return held[0]

    if not board.hints.say_fitting(fits):
        return place_words(board, t, g, shorter)
    if not placed[0] and board.hints.full_shown():
        # no column holds the full reason in any form: the foot of the move log, its lines making room (the short
        # words came back instead, so H did nothing: six seats at 1280x800, review 55m)
        board.hints.say_fitting(lambda text: in_log_foot(board, t, text))
        if not t.message_log and board.hints.current.last_resort:
            # nor there (the Moves folded): what it was weighed against alone, in a column (review 60: H only lit
            # the hint at six seats, 1024x640, the why beside the score sheet)
            board.hints.say_fitting(lambda text: fits(text, last=True))
            return placed[0]
        return t.message_log
    if held and not held[0] and board.metrics.px(SHORT_SMALL) >= READABLE_PX:
        # no form in the board's own type holds in the narrow place: the forms a little smaller (at six seats,
        # 1024x640, "Hint: play your Flush card (H: why)" took three lines of the 167 px column, two at 14)
        board.hints.say_fitting(lambda text: fits(text, SHORT_SMALL))
    if board.hints.shorter_shown() and not t.message_over:
        t.message_lines = BRIEF_LINES     # (wide over your band, narrower shapes find it a place clear of your cards)
    return placed[0]


def in_log_foot(board, t, text):
    """Set `t`'s message place to the foot of the move log for `text`, its lines ending above it, where the column
    holds it; True when it does."""
    t.message_log = board.painter.fits_in_log(text, making_room=True)
    return t.message_log


def lines_at_place(board, t, text):
    """How many lines `text` takes at the message place set on `t`."""
    return len(board.painter.pill_rect(text, t.message_pos, t.message_size or 16, t.message_width,
                                       top=t.message_top)[1])


def place_words(board, t, g, shorter=False):
    """Set the table `t`'s message place for the board's message now: over your hand, or in the column beside
    the middle (a hint or refusal of three or four lines over your hand grew up into the tray); the column
    under a seat block only for a message that fits in it. One of more than ASIDE_LINES lines goes in the
    widest free column that holds it (long_place); where none does, a message the board can say in fewer words
    (`shorter`: a hint's full reason) is not placed: False, the board says it so (at four to six seats the full
    reason lay over your cards, session 26) unless the foot of the move log holds it (`t.message_log`: H then
    shows the full reason the "(H: why)" tag promised, not the short one again); another lies wide and short
    across your band (wide_place). True when placed."""
    t.message_pos, t.message_width, t.message_top = hand_place(board, g)
    t.message_over, t.message_size, t.message_log = (), None, False
    text = board.message[0] if board.message is not None else ""
    if not text:
        return True
    px, aside = board.metrics.px, g.get("aside")
    line = theme.text("Ag", px(16), bold=True).get_height()
    tall = ASIDE_LINES * line + px(14)
    # a hint's full reason (H) always in the widest column that holds it: one of four lines or fewer went in the
    # column right of the middle and a longer one in the column left of it, so the why box jumped sides from one
    # hint to the next (review 32)
    if board.hints.full_shown():
        room = hint_room(board, g)
        if long_place(board, t, g, text, room):
            return True
        if room is not None:
            # a shorter form of it (the reason alone) lies in the hint's column, where its short words were: the
            # kit's say_fitting tries it next (the whole went to the foot of the move log, across the table)
            return False
    if hint_in_room(board, t, g, text, tall):
        return True
    if aside is not None:
        spot = (column_spot(board, g, aside, text, 16), aside.w, aside.y)
        r = board.painter.pill_rect(text, spot[0], 16, aside.w)[0]
        if r.h <= tall and not (g.get("aside_if_fits") and r.top < aside.y - px(6)):
            t.message_pos, t.message_width, t.message_top = spot
            return True
    over_hand = board.painter.pill_rect(text, t.message_pos, 16, t.message_width)[0]
    # a hint's full reason of three or four lines over your hand reached up to the tray at six seats, 1024x640,
    # and the kit slid it down over your cards (session 26): it goes where a long one goes
    squeezed = shorter and "tray" in g and over_hand.top < g["tray"].bottom + px(4)
    # over your hand a hint lies on the turn banner, which the kit keeps clear (t.prompt_kept), so the kit slid
    # it down over your cards' corner numbers, and where depended on the cards about: it left its column for
    # there after the third 10 staged (review 27, three seats): a hint goes where a long one goes, so it keeps
    # one place while you stage the cards it names
    banner = board.painter.pill_rect("Ag", g["prompt"], 17)[0]
    hint = board.message[1] == "hint"
    # and a message of more than the two lines hand_place leaves room for reached down over your cards wherever
    # the hand's room was wide enough to hold it in four lines (1280x800, your band on under the Moves, session 36)
    deep = len(board.painter.pill_rect(text, t.message_pos, 16, t.message_width)[1]) > 2
    squeezed = squeezed or deep or (hint and (over_hand.bottom > banner.top or over_hand.bottom > g["hand_area"].y))
    if over_hand.h > tall or squeezed:
        if long_place(board, t, g, text):
            return True
        if shorter:
            if board.painter.fits_in_log(text):
                t.message_log = True
                return True
            return False        # the board says it in fewer words (scene.show_message), never over your cards
        wide_place(board, t, g, line)
    return True


# a long message's type in a column beside the middle: its own size, else a little less, never under the table's
# readable floor (READABLE_PX: 13 at 1280x800 is 10 px at 1024x640, left out there)
LONG_SIZES = (16, 14, 13)
# the most lines of a message in a column beside the middle: a why of 12-14 lines of two or three words, a tall narrow
# strip left of the Mimic at four seats, 1024x640, was not read (review 54g2); longer, it goes where a long one goes
# (the foot of the move log, where that holds it)
COLUMN_LINES = 8
READABLE_PX = 11


def column_spot(board, g, room, text, size):
    """The point the kit centres a message's last line on in a column beside the middle: its foot a little over
    the column's, or, in the column right of the cluster (g["aside_top"]), its top at the column's top."""
    px = board.metrics.px
    line = board.painter.pill_rect("Ag", room.center, size)[0].h - px(14)          # one line's height
    foot = (room.centerx, room.bottom - line // 2 - px(10))
    if room is not g.get("aside") or not g.get("aside_top"):
        return foot
    h = board.painter.pill_rect(text, foot, size, room.w)[0].h
    return room.centerx, room.y + h - (line + px(14)) // 2


def hint_room(board, g):
    """The column beside the middle where the shown hint lies, its short words and its full reason (H) alike:
    the widest that holds its full reason in one of its forms (the whole, else the reason alone), as long_place
    puts the full reason; None where none does. At four to six seats the two columns are nearly as wide (167 and
    169 px at six seats, 1024x640): the short words lay in the right one and H opened the why in the left one,
    across the table (review 33)."""
    h = board.hints.current
    if h is None:
        return None
    for form in h.whole_forms:
        for room in rooms_widest(g):
            if size_held(board, g, room, form) is not None:
                return room
    return None


def hint_in_room(board, t, g, text, tall):
    """A hint's short words in its column (hint_room), at the spot its full reason takes there: the why then opens
    where they were, growing from their foot (or their top, g["aside_top"]). True when placed."""
    if board.message[1] != "hint" or board.hints.full_shown():
        return False
    room = hint_room(board, g)
    if room is None:
        return False
    spot = column_spot(board, g, room, text, 16)
    r = board.painter.pill_rect(text, spot, 16, room.w, top=room.y)[0]
    if r.h > tall or not room.contains(r):
        return False
    t.message_pos, t.message_width, t.message_top = spot, room.w, room.y
    return True


def rooms_widest(g):
    """The free columns beside the middle, widest first."""
    return sorted((g[k] for k in ("aside", "left_room") if g.get(k) is not None), key=lambda c: -c.w)


def size_held(board, g, room, text, strict=None):
    """The largest readable type of LONG_SIZES in which `room` holds `text` whole, else None; in COLUMN_LINES lines
    at most (`strict`) where some form of the shown hint's why lies so in a column or at the foot of the move log
    (readable_why): a tall strip only where nothing shorter holds."""
    if strict is None:
        strict = readable_why(board, g)
    for size in LONG_SIZES:
        if size != LONG_SIZES[0] and board.metrics.px(size) < READABLE_PX:
            continue
        spot = column_spot(board, g, room, text, size)
        r, lines = board.painter.pill_rect(text, spot, size, room.w, top=room.y)
        if room.contains(r) and (len(lines) <= COLUMN_LINES or not strict):
            return size
    return None


def readable_why(board, g):
    """Does a form of the shown hint's why (its whole_forms) lie in COLUMN_LINES lines or fewer in a column beside
    the middle, or at the foot of the move log?"""
    h = board.hints.current
    forms = [f for f in (h.whole_forms if h is not None else ()) if f]
    return any(board.painter.fits_in_log(f) or any(size_held(board, g, room, f, True) is not None
                                                  for room in rooms_widest(g)) for f in forms)


def long_place(board, t, g, text, first=None):
    """A message of more than ASIDE_LINES lines (a hint's full reason) in a free column beside the middle, the
    widest that holds it whole, in its own type or a little smaller (the widest in any readable type before the
    other: a longer reason went to the other column in the own type, and the box jumped sides, review 32): it lay
    wide across your band, over your hand's cards, the very cards a hint marks (session 25). `first`: the column
    tried first (a hint's own, hint_room). True when one holds it."""
    rooms = rooms_widest(g)
    if first is not None:
        rooms = [first] + [r for r in rooms if r is not first]
    for room in rooms:
        size = size_held(board, g, room, text)
        if size is not None:
            t.message_pos, t.message_width, t.message_top = column_spot(board, g, room, text, size), room.w, room.y
            t.message_size = size
            return True
    return False


def wide_place(board, t, g, line):
    """A long message (a hint's full reason) across your band, over your bases and hand, its foot at the band's
    foot (the cards the hint marks stay clear of it: the kit keeps them; where it cannot lie there clear of
    them, the kit's nearest clear place that wide)."""
    px, band, seat = board.metrics.px, g["band"], (board._prev or {}).get("seat")
    room = pygame.Rect(band.x + px(8), band.y, g["sheet"].x - px(8) - band.x - px(8), band.h)
    t.message_pos, t.message_width, t.message_top = (room.centerx, room.bottom - line // 2 - px(12)), room.w, None
    if seat is not None:
        t.message_over = (f"hand:{seat}", f"base:{seat}:")
