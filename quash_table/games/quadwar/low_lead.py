"""The card a search leads low with (no pygame): of the cards of one side suit that lose the lead, the lowest the
hand holds, unless the sampled deals say the higher one does clearly better. The hint said "play the 8 of hearts —
lead low" with the 3 and the 6 of hearts in hand, the 8 ahead of them by the deals' noise (review 61w)."""

from ...bots.search import clearly_better
from ...engine.cards import card_name
from ...engine.naming import Reason
from .cards import INT_OF, SPADES
from .knowledge import Table
from .play_words import PICTURE, card_role_words


def lower_lead(view, searched, chosen):
    """(the card to lead in place of `chosen`, its reason) where `chosen` (an action the search chose) is a low lead
    of a side suit, a card the lead seldom wins with, and a lower card of that suit searched beside it did no worse
    in the same sampled deals (`searched`: SearchBot.searched); else None."""
    t = Table(view)
    if chosen.get("type") != "play" or view["trick"]:
        return None
    cands, diffs = searched
    c = INT_OF[chosen["card"]]
    if chosen not in cands or c >> 4 == SPADES or c & 15 >= PICTURE or t.lead_p(c) >= 0.5:
        return None
    lower = [i for i, a in enumerate(cands) if a.get("type") == "play" and INT_OF[a["card"]] >> 4 == c >> 4
             and INT_OF[a["card"]] < c]
    if not lower:
        return None
    j = min(lower, key=lambda i: INT_OF[cands[i]["card"]])
    b = cands.index(chosen)
    n = min(len(diffs[b]), len(diffs[j]))      # the deals both were played in (a dropped one's first ones)
    if clearly_better([diffs[b][w] - diffs[j][w] for w in range(n)]):
        return None
    card, other = cands[j]["card"], chosen["card"]
    role = card_role_words(view, card)
    why = f"the {card_name(other)} did no better in the sampled deals"
    return cands[j], Reason(f"{role}; {why}", str(getattr(role, "short", role)), getattr(role, "brief", ""))
