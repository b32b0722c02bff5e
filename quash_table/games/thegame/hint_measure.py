"""The hint's measure of a move, for the end summary (no pygame): the normal policy's score of the best rest of
the turn that starts with that move (playout._best_turn's score, term by term in why.score_terms: the room the
live cards keep, the cards team-mates said they hold, a card laid is worth some room), the end of the turn scored
as the position it leaves.

The summary judged a card by the numbers it skipped alone, while the hint chose by this score: it named the
hint's green 5 on ▲ (laid to keep ▲ for Bot 3's low yellow card) the costliest card, "yellow 7 on ▼ instead would
have wasted none", a move played out worst of the turn's four (review 55k). A card is costly only where this
measure preferred another move of its turn, so the summary never blames what the hint's own measure chose.
"""

from . import playout
from .heeding import asks_this_round, laid_on_this_turn
from .rules import COLOURS, STACKS
from .why import EPSILON, score_terms, total, turns

ALL_CODES = [c + str(n) for c in COLOURS for n in range(1, 11)]


def move_key(action):
    """A rules action (a play or the end of the turn) as the measure keys it: (card, stack) ints, or END."""
    if action["type"] != "play":
        return playout.END
    return playout.INDEX[action["card"]], STACKS.index(action["stack"])


def _position(game, view):
    """The policy's inputs for the seat to move in `view` (its own view), as NormalBot.policy_choice reads them."""
    laid = {h[1] for h in view["history"]}
    hand = [playout.INDEX[c] for c in view["hand"]]
    live = playout.mask_of(playout.INDEX[c] for c in ALL_CODES if c not in laid)
    tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in STACKS]
    heard = playout.heard_asks(asks_this_round(view), view["seat"])
    if heard[1]:
        heard = playout.played_on(heard, laid_on_this_turn(view))
    return hand, tops, live, heard, game.max_cards_per_turn_of(view["options"])


def move_scores(game, view):
    """{move_key: score} for every move the seat to move in `view` (its own view: its hand) can make now: each
    play the best turn it begins, and END (after a first card) the position as it stands. Requests aside: a
    move on a stack asked to be left alone is scored as any other (the summary says the request ruled it out)."""
    hand, tops, live, heard, limit = _position(game, view)
    scores = {}
    for turn in turns(hand, tops, view["placed"], limit, ()):
        key = turn[0] if turn else playout.END
        score = total(score_terms(hand, tops, live, view["placed"], heard, turn))
        if key not in scores or score > scores[key]:
            scores[key] = score
    return scores


def turn_score(game, view, plays):
    """The measure's score of the rest of the turn as it was played: `plays`, the rules actions laid from here
    to the turn's end (a first card is judged with the card laid after it, not with the best one it allowed)."""
    hand, tops, live, heard, _limit = _position(game, view)
    return total(score_terms(hand, tops, live, view["placed"], heard, [move_key(a) for a in plays]))


def preferred(scores, played, other):
    """Did the measure score the turn begun by `other` (a rules action) above `played` (turn_score's)?"""
    theirs = scores.get(move_key(other))
    return theirs is not None and theirs > played + EPSILON
