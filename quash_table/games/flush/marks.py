"""Flush's part of the kit's marks (ui/recent_marks.py): the pile another player laid on, picked up
and played to anew, or turned a hidden card onto, framed "new" until you act."""

# the rules' events of a move that changed the pile (rules.py: state.caused)
PILE_KINDS = frozenset({"played", "picked_up", "declared", "hidden_turned", "flush"})


class FlushMarks:
    """Mixed into the board (scene.FlushBoard): the pile is the target "pile"."""

    def recent_marks(self, seat, action, events):
        """The pile, when the rules say the move changed it."""
        return [("pile", "new")] if any(e.get("kind") in PILE_KINDS for e in events) else []
