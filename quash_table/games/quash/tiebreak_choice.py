"""The QUASH bots' tiebreaker card (the normal bot's, which the hint, the fast playout bot and the hard bot's
playouts use too): the cheapest card that wins for sure, else the lowest while more ties come and this one
decides nothing, else the best. Moved out of bots.py (session 32). No pygame."""

from .model import unseen_cards
from .sequences import RV, card_words, compare_spots


class TiebreakChoice:
    """tiebreak / ties_ahead / spot_matters, read off the seat's view only (a mixin of bots.NormalBot)."""

    # --- tiebreakers -----------------------------------------------------------------------------
    def tiebreak(self, view, legal):
        mine = sorted((a["card"] for a in legal), key=lambda c: RV[c])
        side = view["side"]
        unseen = unseen_cards(view)
        other_chooser = view["choosers"][1 - side]
        their_count = view["hand_counts"][other_chooser]
        if view["tiebreak"]["chosen"][1 - side]:
            their_count += 1                      # their card is down but still unseen by us
        their_max = max((RV[c] for c in unseen), default=0)
        known = len(unseen) == their_count        # every unseen card is in their hand
        winners = [c for c in mine if RV[c] > their_max]
        if winners and their_count:
            card = winners[0]
            self.reason = f"{card_words(card)} beats every card the other side can hold"
        else:
            more = self.ties_ahead(view)
            important = self.spot_matters(view)
            if more and not important and len(mine) > 1:
                card = mine[0]
                self.reason = "cannot win this tiebreaker for sure: throws its lowest card"
            else:
                card = mine[-1]
                self.reason = "plays its best card for this tiebreaker" + ("" if known else " (guessing)")
        return {"type": "tiebreak", "card": card}

    def ties_ahead(self, view):
        """How many later spots of this round are tied on the board as it stands."""
        spot = view["tiebreak"]["spot"]
        red, black = view["board"]
        return sum(1 for k in range(spot, 9) if compare_spots(red[k], black[k])[0] == "tie")

    def spot_matters(self, view):
        """Does winning this tiebreaker decide a QUASH or the race?"""
        side = view["side"]
        k = view["tiebreak"]["spot"] - 1
        sc = view["scores"]
        if sc[side] + 1 >= view["target"] or sc[1 - side] + 1 >= view["target"]:
            return True
        sec = range(k - k % 3, k - k % 3 + 3)
        won = view["won"]
        done = [won[j] for j in sec if j < k]
        return bool(done) and (all(x == side for x in done) or all(x == 1 - side for x in done))
