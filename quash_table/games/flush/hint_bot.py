"""The hint of Flush (Flush.hint_level): the hard bot's search, said in the words of what the move does.

The hint was the normal bot: a person following it every turn played exactly as the two normal bots at the
table and finished last as often as either (session 22). The search plays the normal bot's best moves out to
the round's end in deals sampled from what the seat has seen and leaves the normal bot's move only on a
clear lead (hard_bot.py); scripts/flush_hint_duplicate.py measures it against the normal bot on the same
deals. Its own reason ("played this and the other moves out...") told a person nothing about the move, so
the hint says what the chosen move does, worked out by the normal bot's scoring of that very move
(reasons.py), and, where the search overruled the normal bot's move, which move it beat.
"""

from ...engine.naming import Reason
from .hard_bot import HardBot
from .normal_bot import NormalBot
from .reasons import circling_reason, plain_reason
from .telling import describe_hint


# the fewest sampled deals on which the hint leaves the normal bot's move: a busy machine's second gave a
# handful, and a hint that told a person to pick the pile up rather than lay a Link Flush on that little
# evidence reads as a mistake (on a quiet machine the same position kept the Link Flush in 60-80 deals)
MIN_WORLDS = 16


class HintBot(HardBot):
    """hard's search (a second of playouts, in the hint worker: searched ahead on the person's turn), its
    reason what the move does for the person."""

    level = "hint"

    def choose(self, view, legal):
        self._prior = None
        action = super().choose(view, legal)
        if self._prior is not None and action != self._prior and self.iterations is None \
                and self.last_stats.get("worlds", 0) < MIN_WORLDS:
            action = self._prior
        self.reason = self.move_words(view, action, legal)
        return action

    def prior_choice(self, view, legal):
        self._prior = super().prior_choice(view, legal)
        return self._prior

    def move_words(self, view, action, legal):
        """What `action` does for the seat, as the normal bot's scoring of it says (its reason for that
        move, else the move's plain words); where the search left the normal bot's own move, which one."""
        circle = circling_reason(view) if len(legal) > 1 else None
        if circle is not None:      # the round goes round in circles: what ends it matters more
            return circle
        normal = NormalBot(self.game, self.seat)
        normal.reason = ""
        if len(legal) > 1:
            normal._prepare(view)
            normal._score(view, action)
        why = normal.reason or plain_reason(action, view)
        prior = self._prior
        if prior is not None and prior != action:
            other = describe_hint(prior, self.seat, view["seats"], view)
            if other:
                n = self.last_stats.get("worlds", 0)
                # the move's own words first (the hint's short form), what it beat on demand (H again)
                why = Reason(f"{why} (played out in {n} sampled rounds, it left you fewer points than to {other})",
                             short=why)
        return why
