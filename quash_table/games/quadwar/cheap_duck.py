"""The card a search lets a trick go with (no pygame): among the cards that lose the trick, the one a person
expects, the card the hand misses least (the normal bot's shed), unless the sampled deals say another does
clearly better. The hint said "let Seat 4's 6 of hearts win this trick: keep your little joker for later" of the
A of diamonds with the 4 of diamonds and the 8 of clubs in hand, the ace ahead by the deals' noise (session 59)."""

from ...bots.search import clearly_better
from ...engine.cards import card_name
from ...engine.naming import Reason
from .cards import INT_OF
from .knowledge import Table, beats
from .play_words import duck_words
from .players import missed_least


def cheaper_duck(view, searched, chosen, prior):
    """(the card to play in place of `chosen`, its reason) where `chosen` (an action the search chose over the
    normal bot's `prior`) lets the trick go and a duck the hand misses less did no worse in the same sampled deals
    (`searched`: SearchBot.searched, (candidates, per-world value less the prior's)); else None."""
    t = Table(view)
    if chosen.get("type") != "play" or not view["trick"] or t.best is None:
        return None
    cands, diffs = searched
    if chosen not in cands or beats(INT_OF[chosen["card"]], t.best, t.led):
        return None
    ducks = {INT_OF[a["card"]]: i for i, a in enumerate(cands)
             if a.get("type") == "play" and not beats(INT_OF[a["card"]], t.best, t.led)}
    least = missed_least(t, list(ducks))
    b, j = cands.index(chosen), ducks[least]
    if j == b:
        return None
    n = min(len(diffs[b]), len(diffs[j]))      # the deals both were played in (a dropped one's first ones)
    if clearly_better([diffs[b][w] - diffs[j][w] for w in range(n)]):
        return None
    card, other = cands[j]["card"], chosen["card"]
    duck = duck_words(view, card, prior.get("card")) or f"let the trick go with your {card_name(card)}"
    why = f"the {card_name(card)} is the card you miss least (the {card_name(other)} did no better)"
    return cands[j], Reason(f"{duck}; {why}", str(getattr(duck, "short", duck)), getattr(duck, "brief", ""))
