"""Bots for Flush. They see only `view` (their seat's view) and their legal actions.

`easy` is a plain greedy shedder: go out if it can, else the biggest group it may play (lowest value on
ties), a Flush card only when it would otherwise pick up, hidden cards when nothing visible can go.

`normal` scores every legal move with a one-move look-ahead built from what the seat has seen:
- it sheds cards, and more of them at once, and prefers hard-to-shed high cards when the pile allows;
- it counts cards: the cards it has not seen (the deck minus its hand, every base top, the pile, the
  adjacent pile, the discard and the Mimic card) give the chance that the next seat can answer a value,
  complete a Flush on it, or that a hidden card will fit on the pile;
- it makes Flushes (an extra turn), using Mimics to complete them, and Link Flushes;
- it keeps a Flush card as insurance against a pickup and plays it when that pays: instead of a
  costly pickup, when an opponent is close to going out (Flush Plus then makes everyone draw), or to
  go out itself; a second or third Flush card is kept far less dearly (each held is 5 points when the
  round ends, and one is insurance enough: measured with `arena`, new against old, duplicate deals);
- it picks up only when that beats every play (a small pile, or a pickup that is itself a Flush);
- it turns hidden cards when they are likely to fit (empty or high pile), skips a seat about to go out,
  and gives away its fullest base after a Super Flush.

`hard` searches (bots/search.py): the normal bot's five best moves (and the best of every other kind of
move) are each played in deals sampled from what the seat has seen (the unseen cards dealt to the other
hands, every hidden card, its own too, and the stock; a picked-up pile stays in the hand that took it)
and the round is finished by every seat with a short greedy rule on the normal bot's priorities
(rollout.py: about twice as fast as the normal bot's full scoring, the normal bot itself unchanged);
the move with the best round points against the others' is kept (over the normal bot's own move once
the paired samples favour it at z 1.0). It remembers the round's public events beyond the view's window.
Its playouts take a faster path (playout.py): the common moves change the playout's own state in place
(tests play them step by step beside the public interface); with `greedy_rollouts` off, the normal bot
plays the playouts, making the same choice from the playout's state as from the view.

`hint` (Flush.hint_level, not in the menus) is hard's search with the normal bot's words for the move it chose
(hint_bot.py): following the normal bot's hint every turn played as the normal bots at the table.

Each level lives in a module of its own: normal_bot.py (easy, normal), hard_bot.py, hint_bot.py.
"""

from .hard_bot import HardBot
from .hint_bot import HintBot
from .normal_bot import BIG, EasyBot, NormalBot
from .reasons import plain_reason
from .sampler import LogMemory, known_hands, sample_world, unseen_cards, unseen_counts

# the sampler's names are read from here too (tests, the hard bot's users)
__all__ = ["BIG", "EasyBot", "HardBot", "HintBot", "LEVELS", "LogMemory", "NormalBot", "known_hands", "plain_reason",
           "sample_world", "unseen_cards", "unseen_counts"]

# "hint" is no level of the menus (engine/levels.py lists those): Flush.hint_level names it
LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "hint": HintBot}
