"""A QUASH move half built on the board (a swap chain, a placement asked about, a tiebreaker card on the mat)
put back for a whole-move action: the menu (a save keeps whole moves) and Undo (review 16: U in the middle of
a swap answered why your last play could not be taken back, and never pointed at "Take the swap back")."""

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


def keep_lifted(board):
    """While a swap chain is built, its card in the air stays the card picked up: dragged and let go off
    every place it springs back, and the kit's drag forgot it (no green, clicks on its places did nothing
    until it was clicked again: review 17). Nothing held or pressed: it is lifted again."""
    drag = board.drag
    if drag.selected is None and drag.dragging is None and drag.pressed is None \
            and board.session.curtain is None and board._composing()[0] is not None:
        board._lift_moving()
