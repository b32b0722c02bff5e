"""How a person makes a Quadruple War move on the board (engine/composer.py; no pygame).

A bid is one press of a number button ("bid:4"); a play is one card of your hand (its code) dropped on the
trick in the middle ("trick"). In the play every card of your hand may be picked up, so a card the rules
do not allow is refused with their reason ("you must follow hearts: ...") rather than being dead to the
touch; during the bidding the hand stays where it is and only the bid buttons act.
"""

from ...engine.composer import StepComposer
from .bidding import choose_bid
from .cards import INT_OF, mask_of
from .words import play_refusal

TRICK = "trick"


def bid_button(tricks):
    """The composer's (and the board's) name for the button that bids `tricks`."""
    return f"bid:{tricks}"


class QuadWarComposer(StepComposer):
    def steps(self, action):
        if action["type"] == "bid":
            return [("press", bid_button(action["tricks"]))]
        return [("drop", action["card"], TRICK)]

    def button_label(self, button):
        return button.partition(":")[2]

    def bids(self):
        """The bids you may make now, lowest first (empty when it is not your bid)."""
        return sorted(a["tricks"] for a in self.legal if a.get("type") == "bid")

    def suggested_bid(self):
        """The bid Tab goes to where no hint comes (bid_keys: Tab goes to the hint's bid), and the arrows from no
        bid before the hint has come: an honest count of your own hand, a little under it (the normal bot's
        count, bidding.choose_bid: from the cards you hold and nothing else), or None when you do not bid."""
        bids = self.bids()
        if not bids:
            return None
        bid, _ = choose_bid(mask_of(self.view["hand"]), self.view["seats"], bool(self.view["options"].get("bags")))
        return min(bids, key=lambda k: abs(k - bid))

    def pieces(self):
        if self.view["phase"] != "play" or not any(a["type"] == "play" for a in self.legal):
            return []
        return list(self.view["hand"])

    def click(self, piece):
        """Your last card: a click plays it (the rules play it for you only on a shared screen; against bots
        a click lifted it and a second click was needed on the middle, where nothing was left to choose)."""
        if self.view["phase"] == "play" and self.view["hand"] == [piece] \
                and any(a.get("card") == piece for a in self.legal):
            return self.drop(piece, TRICK)
        return None

    def why_not(self, piece, target):
        if self.view["phase"] != "play":
            return "Bid first: click how many tricks you will take."
        if piece not in self.view["hand"]:
            return "That card is not in your hand."
        if target != TRICK:
            return "Drop the card on the trick in the middle of the table."
        trick = self.view["trick"]
        led = INT_OF[trick[0][1]] >> 4 if trick else None
        return _sentence(play_refusal(mask_of(self.view["hand"]), led))


def _sentence(text):
    return text[0].upper() + text[1:] + "."
