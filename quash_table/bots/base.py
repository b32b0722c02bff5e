"""The base of every bot, and the random bot every level is measured against."""

from ..engine.rng import Rng


class Bot:
    """Base of every bot. Subclasses implement choose(); `reason` may hold a one-line why (for hints)."""

    level = "random"
    # True while it answers for a person (a hint: ui/session.ask_hint): what it told is then read by someone,
    # and a bot may keep to it (QUASH's told plan, plan_told); a bot playing its own seat need not
    for_person = False
    # True for a bot whose hints bind its next ones (QUASH's told plan): it is given the seat's hints shown
    # (recall) before every hint it is asked for, not only when new, so a hint searched ahead and never shown
    # (ui/session_hints.prepare_hint) leaves nothing in its memory (session 34)
    recalls_every_hint = False

    def __init__(self, game, seat, seed=0):
        self.game, self.seat = game, seat
        self.rng = Rng(seed)
        self.reason = ""

    def recall(self, past):
        """Told before it chooses, as a new hint bot (after a Load, Continue, a restart): `past` is
        [(the view at that position for the seat, the hinted action)] of the seat's hints shown in this match,
        in order (ui/session_hints.past_hints). A bot that keeps what it told rebuilds it here (QUASH's told
        plan); by default it keeps nothing."""

    def choose(self, view, legal):
        raise TypeError(f"{type(self).__name__} must implement choose(view, legal)")


class RandomBot(Bot):
    """Uniform over the legal actions: the baseline every level is measured against."""

    level = "random"

    def choose(self, view, legal):
        self.reason = "a random legal move"
        return legal[self.rng.below(len(legal))]
