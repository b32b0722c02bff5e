"""Flush's part of the kit's marks (ui/recent_marks.py): the pile another player laid on, picked up
and played to anew, or turned a hidden card onto, framed "new" until you act."""

# the rules' events of a move that changed the pile (rules.py: state.caused)
PILE_KINDS = frozenset({"played", "picked_up", "declared", "hidden_turned", "flush"})


NEW_PILE_TIP = ("New since your last move: the others' moves changed the pile (laid cards on it, started a new "
                "one or cleared it with a Flush). Moves lists each move")


class FlushMarks:
    """Mixed into the board (scene.FlushBoard): the pile is the target "pile"."""

    def recent_marks(self, seat, action, events):
        """The pile, when the rules say the move changed it."""
        return [("pile", "new")] if any(e.get("kind") in PILE_KINDS for e in events) else []

    def mark_tip(self, word):
        """What the pile's "new" means (a new player asked what was new, review 59)."""
        return NEW_PILE_TIP if word == "new" else None
