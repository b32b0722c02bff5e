"""The hint of Flush (Flush.hint_level): the hard bot's search, said in the words of what the move does.

The hint was the normal bot: a person following it every turn played exactly as the two normal bots at the
table and finished last as often as either (session 22). The search plays the normal bot's best moves out to
the round's end in deals sampled from what the seat has seen and leaves the normal bot's move only on a
clear lead (hard_bot.py); scripts/flush_hint_duplicate.py measures it against the normal bot on the same
deals. Its own reason ("played this and the other moves out...") told a person nothing about the move, so
the hint says what the chosen move does, worked out by the normal bot's scoring of that very move
(reasons.py), and, where the search overruled the normal bot's move, which move it beat.
"""

from ...bots.search import clearly_better, lower
from ...engine.naming import Reason
from ...engine.rng import Rng
from .hard_bot import HardBot
from ...bots.hint_seed import view_seed
from .normal_bot import NormalBot
from .reasons import circling_reason, plain_reason
from .telling import describe_hint


# the fewest sampled deals on which the hint leaves the normal bot's move: a busy machine's second gave a
# handful, and a hint that told a person to pick the pile up rather than lay a Link Flush on that little
# evidence reads as a mistake (on a quiet machine the same position kept the Link Flush in 60-80 deals)
MIN_WORLDS = 16
# Giving up a sure Flush (a move that flushes the pile whatever the unseen cards) asks the search for a gain it
# is sure of (95%) and worth a whole round point. Review 23: with two 3s on the pile and two in hand the hint
# said to turn up a hidden card rather than lay the Flush (it was an 8: five cards picked up). Some 180 sampled
# deals had measured the turn-up better beyond noise (z 2.4-2.8), but by under a round point, and as the best of
# five candidates (two of them the same blind turn-up): on 400 fresh deals the two were even within a point.
# Asked of every overrule, that bar cost the hint some two round points a deal (the duplicate script): the
# normal bot's other moves are left on the usual evidence (HardBot.overrule_z).
MIN_GAIN_POINTS = 1.0
GAIN_Z = 1.64
# The hint's budget: a number of playouts, so that one position always gets the same hint (its deals are
# drawn from a seed made of the position: hint_seed.py), and a number of moves played in them, the bound on a
# long position's wait. Work, never wall time: at 6 seats 400 playouts take 1.5-2.5 s on a loaded machine, and
# the old 2.5 s bound cut one press's search short of another's in the same position, so the two disagreed
# (review 23). 400 playouts at 6 seats play some 20-25 thousand moves; 3 seats half that.
PLAYOUTS = 400
PLAYOUT_MOVES = 40_000


class HintBot(HardBot):
    """hard's search (PLAYOUTS playouts, at most PLAYOUT_MOVES moves in them, in the hint worker: searched ahead
    on the person's turn), its deals drawn from a seed made of the position, its reason what the move does for
    the person. Nothing in it reads the clock: one position, one hint, on a quiet machine or a busy one."""

    level = "hint"

    def __init__(self, game, seat, seed=0, seconds=None, iterations=None):
        super().__init__(game, seat, seed, seconds, PLAYOUTS if iterations is None else iterations)
        # the moves its playouts may play (a level such as hint@200, the duplicate script: its playouts only)
        self.move_budget = PLAYOUT_MOVES if iterations is None else None

    _world = None

    def choose(self, view, legal):
        self._prior = self._world = None
        self.playout_moves = 0
        self.rng = Rng(view_seed(view, self.seat))      # the same position, the same deals: the same hint
        action = super().choose(view, legal)
        self.reason = self.move_words(view, action, legal)
        return action

    def decided(self, diffs, alive, prior, worlds):
        """The search stops once its playouts have played the moves of its budget (a long position: the
        rounds go on and on), a count, so the same position stops at the same deal."""
        return self.move_budget is not None and self.playout_moves >= self.move_budget

    def overrules(self, diffs, action, prior):
        """Leave the normal bot's move only on enough deals (MIN_WORLDS, where the move budget cut the search),
        beyond noise, and, where that move is a sure Flush and `action` is not, for a gain sure to be worth a
        whole round point (MIN_GAIN_POINTS at GAIN_Z)."""
        if self.move_budget is not None and len(diffs) < MIN_WORLDS:
            return False
        if not clearly_better(diffs, self.overrule_z):
            return False
        if self.sure_flush(prior) and not self.sure_flush(action):
            return lower(diffs, GAIN_Z) >= MIN_GAIN_POINTS / (2 * self.SCALE)   # points as utility (utility())
        return True

    def sure_flush(self, action):
        """Does `action` flush the pile whatever the cards the seat has not seen (the rules' "flushed" event in
        a sampled deal, the move not a hidden card's turn-up)?"""
        if action["type"] == "hidden" or self._world is None:
            return False
        before = len(self._world.log)
        after = self.game.apply(self._world, action)
        return any(e["event"] == "flushed" for e in after.log[before:])

    def prior_choice(self, view, legal):
        self._prior = super().prior_choice(view, legal)
        # a deal of its own (the search's deals are left as they were) to read what a move surely does
        self._world = self.sample_world(view, Rng(self.rng.next64()))
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
                # (in fewer words than "played out in 190 sampled rounds, it left you fewer points than to ...":
                # 170 characters on H at six seats, session 30)
                why = Reason(f"{why} (fewer points than to {other}, in {n} sampled rounds)",
                             short=getattr(why, "short", why), brief=getattr(why, "brief", ""))
        return why
