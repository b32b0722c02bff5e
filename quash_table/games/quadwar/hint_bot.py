"""The hint of Quadruple War (QuadWar.hint_level): the hard bot's search on a budget of work, its deals drawn
from a seed made of the position.

The hint was the hard bot itself, whose budget is wall time (a second) and whose deals follow the bot's own
seed, carried on from one search to the next: two presses of H in one position could get "bid 3" and then
"bid 4" (session 30), as many deals as the machine's load allowed, and other deals each time. Here the number
of sampled deals is fixed and they are drawn from a seed made of what the seat sees (bots/hint_seed.py), so
one position gets one hint on a quiet machine or a busy one, after an Undo or a Load too. Nothing in it reads
the clock; a hand's playout is at most 13 tricks long, so the count bounds the wait (searched ahead on the
person's turn: ui/session_hints.py).
"""

from ...bots.hint_seed import view_seed
from ...engine.rng import Rng
from .change_words import with_change
from .hard import HardBot

# sampled deals played out for a bid (one playout prices every bid) and playouts for a card (shared among the
# candidate cards, the weaker half dropped as they come): about what the hard bot's second gives on a quiet
# machine; on a loaded one (load 4 on 2 cores) 150 bid playouts took some 1.5-2 s, 200 card playouts 1.5-2 s
BID_PLAYOUTS = 150
PLAY_PLAYOUTS = 200


class HintBot(HardBot):
    """hard's search, BID_PLAYOUTS sampled deals for a bid and PLAY_PLAYOUTS playouts for a card, its deals
    drawn from a seed made of the position: the same position, the same hint. A level such as hint@40 gives
    another count (tests)."""

    level = "hint"
    # the hint's card is the search's, not the normal bot's its bid playouts play: it took 0.43 tricks a hand more
    # than they did and the hint bid a trick under what the hand took (search_edge.py; the hard bot's bid keeps
    # the playouts' counts: at a table of hard bots every seat plays so)
    SEARCH_EDGE = 0.4

    def __init__(self, game, seat, seed=0, seconds=None, iterations=None):
        super().__init__(game, seat, seed, seconds, iterations)
        self.budget = iterations

    def choose(self, view, legal):
        self.rng = Rng(view_seed(view, self.seat))     # the same position, the same deals
        bidding = legal[0]["type"] == "bid"
        self.iterations = self.budget or (BID_PLAYOUTS if bidding else PLAY_PLAYOUTS)
        action = super().choose(view, legal)
        # what changed since your last card, where it makes the card a winner now: the hint said "keep your Q of
        # spades for later" and a trick on "play the Q of spades", with no word of the A played meanwhile (review 36)
        # (a card played because it is the only one legal is no choice: "the J of spades is now the top spade left"
        # was said of it before "your only legal card", session 40)
        if len(legal) > 1:
            self.reason = with_change(view, action, getattr(self, "reason", ""))
        return action
