"""The QUASH board's own words: short card names, side names, what the prompt line asks for now, and the
banner over the board, and where your leftover cards are while your team's pool is held. (What happened is told in the rules' words, describe_event.)"""

from .describe import short  # noqa: F401  (the board's short card names: one source)
from .records import as_event
from .sequences import SIZES
from .scoring_show import is_pair

SIDE_NAMES = ("RED", "BLACK")
KIND_WORD = {3: "triple", 2: "double", 1: "single"}


def spot_label(k):
    """A spot's name for the keyboard walk and the layout: "spot 4 (triple)" (k 1..9)."""
    return f"spot {k} ({KIND_WORD[SIZES[k - 1]]})"


def banner(current):
    """(title, subtitle, side) over the board while a QUASH or the finish shows, else None."""
    if current is None:
        return None
    if current["kind"] == "quash":
        return ("QUASH!", f"{SIDE_NAMES[current['side']]} won all three spots of section "
                f"{current['section']}  (+2)", current["side"])
    if current["kind"] == "finish":
        return "FINISH!", f"{SIDE_NAMES[current['side']]} reaches the FINISH circle", current["side"]
    return None


def scoring_prompt(say, current, upcoming, waiting=False):
    """The prompt while the round's scoring is shown (`say`: the rules' words for an event; `waiting`: the
    tiebreaker pair shown waits for Next)."""
    if is_pair(upcoming):
        return f"Spot {upcoming['spot']}: both tiebreaker cards are down\u2026"
    if current is not None:
        return say(current) + (" \u2014 Next (Enter)" if waiting else "")
    return "Scoring the round, spot 1 to 9\u2026"


def prompt(view, legal, shown, my_turn, composer, say):
    """What the person at the screen is asked to do now (`composer`: the move being built, or None)."""
    if view["phase"] == "over":
        return ""
    if not my_turn or not legal:
        if view["phase"] == "deal":
            last = [e for e in shown if e["kind"] == "round_scored"]
            return say(last[-1]) if last else ""
        return ""
    kinds = {a["type"] for a in legal}
    if "tiebreak_chooser" in kinds:
        side = SIDE_NAMES[view["side"]]
        return (f"Tie on spot {view['tiebreak']['spot']}: who plays {side}'s tiebreakers this round? "
                "(M: you, P: your partner)")
    if "tiebreak" in kinds:
        spot = view["tiebreak"]["spot"]
        if any(is_pair(e) and e["spot"] == spot for e in shown):
            return f"Spot {spot} is still tied: drag another leftover card onto the tiebreaker (face down)"
        return f"Tie on spot {spot}: drag a leftover card onto the tiebreaker (face down)"
    if "deal" in kinds:
        return "The round is scored: deal the next round (D)"
    if composer is not None and composer.confirm is not None:
        return "Confirm or cancel the placement"
    if composer is not None and composer.chain is not None:
        c = composer.chain
        if not c.options():
            return f"{short(c.moving)} has nowhere to go: take the swap back (Esc)"
        return f"Place {short(c.moving)} on an open slot, or on a card to swap that one out too (Esc: take it back)"
    if view["variant"] == "advanced":
        return "Your turn: drag a card onto a spot, or onto the top of one of your cards to swap it out"
    return "Your turn: drag a card onto a spot of your side"


def pool_coming(session, view):
    """How many pooled cards come to you at your team's first tie (a team of one person and a bot: the
    rules' ruling names you; the bot in the first seat holds them until then), else 0."""
    me = view["seat"]
    partner = (me + 2) % 4
    if view["named"][me % 2] is None and session.is_bot(partner) and not session.is_bot(me):
        return view["hand_counts"][partner]
    return 0


def pool_words(session, view, say):
    """Where your leftover cards are while your team's pool is held by another seat (your hand is empty):
    the rules' words of the pool's last move away from you ("Your 4 leftover cards go to Bot 3, pooled
    for RED's tiebreakers"; `say`: an event in the rules' words). A team of one person and a bot has that
    person play its tiebreakers (the rules' ruling): the pool comes to you at the round's first tie, and
    is said so while a tie may still come."""
    n = pool_coming(session, view)
    if n and view["phase"] != "deal":
        return f"Your team's {n} leftover cards are pooled: they come to you if a spot ties"
    me = view["seat"]
    moved = [r for r in view["events"] if (r["type"] == "pool" and r["from"] == me and r["count"])
             or (r["type"] == "named" and r["by"] == me and r["seat"] != me)]
    text = say(as_event(moved[-1])) if moved else ""
    return text or "Your leftover cards went to your partner for the tiebreakers"
