"""Quadruple War bots. They see only `view` (own hand, the table, the hand's completed tricks) and the
legal actions, like a person in their seat.

easy   counts its high cards to bid, then simply tries to win while it still needs tricks and plays
       low once it has them.
normal bids from an honest hand evaluation (sure tricks, trump honours and length, ruffs, jokers) and
       plays to make its bid: it remembers every card played and which seats showed out of a suit, so it
       can estimate how likely each card is to win the trick; it wins cheaply while it needs tricks,
       conserves high cards when a trick is hopeless, discards its lowest cards when it must win later
       and its highest losers when it must not, ducks once it has enough (with bags), and tries to set
       an opponent who is close to a bid.
hard   searches (bots/search.py): in deals sampled from what the seat has seen (the unseen cards dealt in
       the right counts, never a suit to a seat that showed out of it), it plays each candidate card (one
       of each run of equivalent cards) and then the rest of the hand with the normal bot for every seat,
       and keeps the card with the best hand score against the others. To bid, it plays sampled deals
       out with the honest bid and makes the bid that scores best over the tricks the hand took. The
       playouts use an int replica of the normal bot (FastNormal: the same choices, checked move by move
       by a test).
hint   hard's search on a fixed number of sampled deals drawn from a seed made of the position (hint_bot.py):
       the hint, the same for the same position; its bid counts the trick the search's play takes beyond the
       normal bot's in a share of the deals (search_edge.py); not offered in the menus.
"""

from .hard import HardBot
from .hint_bot import HintBot
from .players import EasyBot, NormalBot

# "hint" is no level of the menus (engine/levels.py lists those): QuadWar.hint_level names it
LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "hint": HintBot}
