"""A QUASH move half built on the board (a swap chain, a placement asked about, a tiebreaker card on the mat)
put back for a whole-move action: the menu (a save keeps whole moves) and Undo (review 16: U in the middle of
a swap answered why your last play could not be taken back, and never pointed at "Take the swap back"); and
the question a failing placement asks while it waits on its spot (confirm_dialog)."""

from ...ui import theme
from . import art
from .layout import DIALOG_GAP, dialog_rect
from .describe import short

# what U (or a click on Undo) adds when it put a half-built move back, in the sentence's brackets
UNDO_PUTS_BACK = "Undo takes back the move you are making first"


def put_back(board, why, at_once=False):
    """Take back the move `board`'s person has half built, as "Take the swap back" does, and say so ending
    with `why`; returns those words, or None (nothing done) when nothing is half built. `at_once`: the cards lie put back at once
    (the board does not move under the menu: the glide back froze where it started, the 3♦ still on its
    spot and missing from the hand, behind it)."""
    c = board.composer
    said = c.put_back_words(why) if c is not None and board.session.my_turn() else None
    if not said:
        return None
    c.cancel()
    board.drag.cancel()
    board.rebuild()
    if at_once:
        board.tweens.finish_all()
    board.show_message(said)
    return said


def undo_waits(board):
    """Why Undo is greyed while a failing placement waits on its question (Play it anyway / Cancel), or a
    tiebreaker card lies on the mat not laid (Lay it / Take it back): the card is not played, so there is
    nothing of it to take back (review 21); the buttons beside it are the one way to lay it or take it back
    (at a tie Undo stood lit beside Take it back, two buttons for one thing, session 24); None otherwise."""
    c = board.composer
    if c is None or not board.session.my_turn():
        return None
    if c.laid is not None:
        return (f"your {short(c.laid)} is not laid yet: Lay it (Enter) lays it on the tiebreaker, "
                "Take it back (Esc) returns it to your hand")
    if c.confirm is None:
        return None
    return (f"your {short(c.confirm['action']['card'])} is not played yet: Play it anyway (Y) plays it, "
            "Cancel (Enter or Esc) keeps it in your hand")


def keep_lifted(board):
    """While a swap chain is built, its card in the air stays the card picked up: dragged and let go off
    every place it springs back, and the kit's drag forgot it (no green, clicks on its places did nothing
    until it was clicked again: review 17). Nothing held or pressed: it is lifted again."""
    drag = board.drag
    if drag.selected is None and drag.dragging is None and drag.pressed is None \
            and board.session.curtain is None and board._composing()[0] is not None:
        board._lift_moving()


def confirm_dialog(t, g, confirm):
    """The question a failing placement asks (Play it anyway / Cancel), between your side's spots and your
    hand; returns what draw_popups paints of it (its rect, title, lines, colour and spacing)."""
    px = t.px
    # wide and no taller than its words, title and buttons (draw_popups), so it fits between your
    # side's spots and your hand
    w = min(px(900), t.area.w - 2 * g["margin"])
    lines = theme.wrap_balanced(confirm["text"], t.text_px(15), w - px(32))
    # where the room between your seats' plates and your hand is short (1280x800 too, at three lines), the
    # dialog closes up (title, lines, buttons) rather than stand on your hand or on the plates (it hid your
    # card count and "to move", and at four players your partner's: new players s18)
    above = max(g["spots"]["bottom"][0].bottom, g["header"]["bottom"].bottom)
    room = g["hand_cy"] - g["hand_h"] // 2 - px(DIALOG_GAP) - above - px(6)
    lay = {"text_y": px(46), "line_h": px(21), "bh": px(40), "pad": px(14), "title_y": px(14)}
    row = False
    if lay["text_y"] + len(lines) * lay["line_h"] + px(8) + lay["bh"] + lay["pad"] > room:
        line_h = theme.text("Ag", max(11, px(15)), theme.TEXT).get_height()
        lay = {"text_y": px(34), "line_h": line_h, "bh": px(34), "pad": px(8), "title_y": px(8)}
        # shorter still (the board's badge rows, session 21, left 1280x800 too 24 px short at three lines):
        # the title and the buttons share the top row, the words under them
        row = lay["text_y"] + len(lines) * line_h + px(6) + lay["bh"] + lay["pad"] > room
        if row:
            lay = dict(lay, text_y=px(8) + px(34) + px(6))
    h = lay["text_y"] + len(lines) * lay["line_h"] + lay["pad"] + (0 if row else px(6) + lay["bh"])
    r = dialog_rect(t, g, h, w)
    modal = {"rect": r, "title": confirm["title"], "lines": lines, "colour": art.FAILED, **lay}
    t.keep_clear.append(r)     # a message (why Undo is greyed) goes clear of the question, not under it
    bw, bh = px(190), lay["bh"]
    if row:
        modal["title_at"] = ((r.x + px(20), r.y + lay["pad"] + bh // 2), "midleft")
        cancel = (r.right - px(12) - bw, r.y + lay["pad"], bw, bh)
        play = (cancel[0] - px(12) - bw, cancel[1], bw, bh)
    else:
        y = r.bottom - lay["pad"] - bh
        play, cancel = (r.centerx - bw - px(8), y, bw, bh), (r.centerx + px(8), y, bw, bh)
    # the safe answer is the lit one and Enter's: Enter played the failing card (review 49d); each says its key,
    # as a hint may frame "Play it anyway" while Enter cancels (review 52a pressed Enter to play it)
    t.button("confirm:play", "Play it anyway (Y)", play, press="play_anyway", size=15, tooltip="Y")
    t.button("confirm:cancel", "Cancel (Enter)", cancel, press="cancel", style="primary", size=15,
             tooltip="Enter or Esc")
    return modal


def hinted_action(board):
    """The move the hint shows on `board` now, or None."""
    h = board.hints.showing()
    return None if h is None else h.action
