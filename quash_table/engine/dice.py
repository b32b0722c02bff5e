"""Six-sided dice with an optional stacked list of values (docs/ARCHITECTURE.md, "Conventions shared by the games")."""

from .game import IllegalAction


def check_stacked_dice(stacked):
    """A stacked list of die values, validated; None stays None."""
    if stacked is None:
        return None
    if not isinstance(stacked, (list, tuple)):
        raise IllegalAction("stacked dice must be a list of values 1..6")
    for v in stacked:
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 6:
            raise IllegalAction(f"stacked dice: {v!r} is not a die value 1..6")
    return list(stacked)


def roll_die(rng, queue):
    """The next die: from the stacked queue while it lasts (consumed in place), then from the RNG."""
    if queue:
        return queue.pop(0)
    return rng.randint(1, 6)
