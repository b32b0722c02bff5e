"""The cards that may still come to your side's spot in QUASH, read from what your seat may see: your hand;
in the advanced game your side's cards laid on other spots (a swap may move them there); and the cards you
have not seen only where some of them may still reach your side: a pile to draw from (2 players basic) or a
partner's hand (4 players). At 2 players with nothing left to draw (the advanced game, or a basic one once
the pile is empty) the cards you have not seen are the other side's hand or set aside: none of them will
ever lie on your side (session 25: "2-4 there is 1 card from a run" with every 3 unseen, in their hand).
The hint's words (dead_spot.py) read it; the normal model gives those cards no chance of reaching you
either (bots.NormalBot.availability). No pygame."""

from .model import unseen_cards


def unseen_may_come(view):
    """May a card you have not seen still come to your side: a pile to draw or a partner's hand?"""
    return view["seats"] != 2 or view.get("pile_count", 0) > 0


def coming_cards(view, spot=None, laid=None):
    """The cards that may still come to your side's spot index `spot` (None: any spot): your hand, your
    side's cards on other spots in the advanced game, the cards you have not seen where some may still reach
    you (unseen_may_come). `laid` your side as it will stand (default: the view's board)."""
    side = view["board"][view["side"]] if laid is None else laid
    out = list(view["hand"] or ())
    if view.get("variant") == "advanced":
        out += [c for j, cards in enumerate(side) if j != spot for c in cards]
    if unseen_may_come(view):
        out += unseen_cards(view)
    return out
