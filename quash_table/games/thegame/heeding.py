"""What the bots heed of what their teammates said this round: the requests that bind ("leave ▲ alone",
"I can turn ▼ back", "play on ▼") and the moves that honour them, for the normal policy's caller, the
endgame's solves and the hard bot's candidates alike. No pygame."""

from . import playout
from .rules import STACKS, fits


def asks_this_round(view):
    """The signals of the last round (as playout.standing_asks gives them): older ones no longer bind, nor an
    "I can turn it back" whose top is gone (covered, or turned back by the seat: rules.standing_signal, the
    caption's rule). Heeding that one kept a bot off a stack nobody could turn back any more, and it laid
    its card on the stack another seat had asked to be left alone instead, with another move in hand.
    A statement of what a seat holds is heeded as long as it stands, past the round (standing_asks)."""
    oldest = view["turn"] - (view["seats"] - 1)
    return [a for a in playout.standing_asks(view) if a[1] >= oldest or a[3] == "hold"]


def honouring(view, moves, turn_back=True):
    """`moves` without the plays the bots keep off a stack left to a teammate (asked, within the last
    round, to leave it alone, or, with `turn_back`, told the teammate can turn it back: playout.left_alone,
    playout.barred), or all of `moves` when nothing else is left."""
    heard = playout.heard_asks(asks_this_round(view), view["seat"])
    avoid = playout.left_alone(heard) if turn_back else heard[0]
    if not avoid:
        return moves

    def kept_off(a):
        if a["type"] != "play":
            return False
        stack = STACKS.index(a["stack"])
        top = view[a["stack"]]
        return playout.barred(playout.INDEX[a["card"]], stack, playout.INDEX[top] if top else playout.NO_TOP,
                              avoid, heard[0])
    return [a for a in moves if not kept_off(a)] or moves


def heeding_play_asks(game, view, moves):
    """`moves` without those that leave no card on a stack a teammate asked, before this turn, to play on
    (a play elsewhere with no second card left that fits there, or the turn's end), while the turn has not
    laid a card there yet; all of `moves` when none heeds it (as normal honours it: playout._normal_play)."""
    heard = playout.heard_asks(asks_this_round(view), view["seat"])
    wanted = {STACKS[i] for i in heard[1] - laid_on_this_turn(view)}
    if not wanted:
        return moves
    more = view["placed"] + 1 < game.max_cards_per_turn_of(view["options"])

    def heeds(a):
        if a["type"] != "play":
            return False
        if a["stack"] in wanted:
            return True
        return more and any(fits(c, st, view[st]) for c in view["hand"] if c != a["card"] for st in wanted)
    return [a for a in moves if heeds(a)] or moves


def laid_on_this_turn(view):
    """The stacks (indices) the seat to move has laid a card on this turn."""
    return {STACKS.index(h[2]) for h in view["history"] if h[3] == view["turn"] and h[0] == view["seat"]}
