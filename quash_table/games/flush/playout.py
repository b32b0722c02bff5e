"""A faster way through a Flush round for the hard bot's playouts.

The rules' dict actions, views and copying apply stay the public surface; this module only serves the
search. A playout owns its state, so the commonest moves (a group played on the pile, a pickup) change
it in place: no copy, no checks (the move comes from legal_actions, in its canonical form) and no words
(the log gets the entry, so the count of events the bots read stays the same, with empty text). What
follows a group on the pile (Flushes, the next turn, the round's end) is the rules' own code. Every other
move goes through the public apply. Bots see table_view, the part of the view the normal bot reads. A
test plays rounds both ways from the same deals and checks that every move leaves the same table.
"""

from .groups import legal_actions
from .moves import finish_pickup
from .rounds import after_group
from .state import codes_of, log, pile_top, table_view, take_cards, value_of_group

__all__ = ["legal_actions", "step", "table_view"]


def _split(cards):
    """A canonical card list -> (hand codes, base indexes)."""
    hand_codes, bases = [], []
    for c in cards:
        if c[0] == "b":
            bases.append(int(c[1:]))
        else:
            hand_codes.append(c)
    return hand_codes, bases


def play(s, seat, action):
    """A legal `play` outside a staged turn, on `s` itself (moves.play without its checks and words)."""
    cards, v = action["cards"], action["as"]
    codes = codes_of(s, seat, cards)
    hand_codes, bases = _split(cards)
    top_v, top_n, _ = pile_top(s.pile)
    take_cards(s, seat, hand_codes, bases)
    s.pile.extend((c, v) for c in codes)
    s.turn_cards.extend(codes)
    log(s, seat, "play", codes, "", value=v)
    after_group(s, seat, len(codes) + (top_n if top_v == v else 0), codes)


def pickup(s, seat, action):
    """A legal `pickup` on `s` itself (moves.pickup without its checks and words)."""
    cards = action["cards"]
    codes = codes_of(s, seat, cards)
    v = value_of_group(s, codes)
    hand_codes, bases = _split(cards)
    take_cards(s, seat, hand_codes, bases)
    s.turn_cards.extend(codes)
    log(s, seat, "pickup", codes, "", value=v, taken=[c for c, _ in s.pile])
    finish_pickup(s, seat, [(c, v) for c in codes], codes)


IN_PLACE = {"play": play, "pickup": pickup}


def step(game, s, action):
    """Apply a legal action in a playout: in place when it is a play or a pickup outside a staged turn
    (returns `s`), else through the public apply (returns its new state)."""
    do = IN_PLACE.get(action["type"]) if s.stage is None else None
    if do is None:
        return game.apply(s, action)
    s.caused = []
    do(s, s.to_move, action)
    return s
