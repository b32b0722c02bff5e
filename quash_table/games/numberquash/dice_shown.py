"""Which dice the table shows and whose they are, worked out once for the tray and the plates (moved out of
tray.py): the dice on the table, or a roll just made that nothing fitted, or the roll another player has just
covered or banked (at their plate while the director tells it). A plate whose seat's dice lie at its foot keeps
its words clear of them and says no news under them: after the turn passed on, Bot 3's news stood under its dice
still on screen, "Bot • to move 4+6:" against them (review 34)."""

from .rests import DUD_LOOK


def dice_shown(board, view):
    """(shown, roller, caused, unfit): the two dice shown or None, the seat that rolled them, the rules' events of
    the latest move by kind, and whether they are a roll nothing fitted. Each while the turn the table shows
    (board.marked_to_move: the plate lit, the turn order's arrow) is its roller's, rolling again or still being
    told; once the next player's plate lights, their turn is what the tray says ("Bot 2's roll ... nothing fits"
    stood under Bot 5's lit plate while a turn Bot 3 missed was told); a roll that fitted nothing stays a while
    (rests.DUD_LOOK) on the next turn."""
    s = board.session
    caused = {e["kind"]: e for e in board.game.events(s.match.state, view["seat"])}
    telling = s.director is not None and s.director.busy()
    turn = board.marked_to_move()
    if turn is None:        # nobody marked (the game over, a pass-and-play mover glancing at their news)
        turn = view["to_move"]
    used = caused.get("placed") or caused.get("banked")
    used_by_other = used is not None and used["seat"] != view["seat"] and telling and used["seat"] == turn
    unfit = caused.get("nothing_fits")
    # it stays while the next bot rests after it (rests.rest_after: DUD_LOOK), or on the next person's turn (yours,
    # or in pass-and-play the next person's, the table turned to them at once) DUD_LOOK or until they act (it went
    # with its telling, ~2 s, session 59; before the mover had read it, review 57)
    read = unfit is not None and (not s.my_turn() or s.turn_seconds() < DUD_LOOK)
    unfit = unfit is not None and (unfit["seat"] == turn or read or (telling and view["to_move"] is None))
    shown = view["dice"] or (view["last_roll"] if unfit or used_by_other else None)
    # who rolled them: the move that rolled (or found nothing fits, or used them), else the seat whose dice lie there
    made = caused.get("dice_rolled") or caused.get("nothing_fits") or (used if used_by_other else None)
    roller = made["seat"] if made is not None else view["to_move"]
    return shown, roller, caused, unfit


def dice_at_plate(board, view):
    """The seat whose dice lie at its plate's foot now (another player's roll, tray._dice_at_plate), or None:
    not at the opening rolls nor while the bots finish the game a move a frame (the tray shows no dice then)."""
    if view["seat"] is None or not board.session.match.actions or board.out_choice.finishing():
        return None
    shown, roller, _, _ = dice_shown(board, view)
    return roller if shown and roller != view["seat"] else None
