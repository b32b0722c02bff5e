"""The one line over your hand on the Flush board: what to do now, short (the tray says the rest)."""

from . import staging
from .rules import FLUSHES

PLAY_AGAIN = {"flush", "base_given", "bases_kept", "no_base_target"}   # events after which the seat goes on


def prompt(board, view):
    if not board.session.my_turn() or board._round_result() is not None:
        return ""           # not yours, or a round's result waits for Next: no turn to prompt
    c = board.composer
    stage = view["stage"]
    if stage == "swap":
        return "Swap a card for the Flush Mimic"
    if stage == "super":
        return "Super Flush: give a base, or keep them"
    if stage in staging.HIDDEN_STAGES and c is not None and c.mimic_choice() is not None:
        return f"Turned Mimic: as {view['staged']['mimic_as']}s or its own (A), Declare"
    if stage == "hidden":
        v = view["staged"]["value"]
        return f"Add {v}s to your {v}, or Declare"
    if stage == "hidden_pickup":
        v = view["staged"]["value"]
        return f"Add {v}s to your new pile, or Declare"
    if c is not None and c.busy():
        if c.problem():
            return c.problem()
        if len(c.staged) == 1 and c.staged_codes()[0] in FLUSHES:
            return "Declare: a Flush card goes alone"
        return "Declare, or add more cards"
    v = view["pile_value"]
    if v is None and any(e["kind"] in PLAY_AGAIN for e in board._caused()):
        return "Flush! Play again: any value"
    return "Play any value" if v is None else f"Play {v} or lower, or pick up"
