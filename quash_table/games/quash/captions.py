"""The QUASH board's own words: short card names, side names, what the prompt line asks for now, and the
banner over the board, and where your leftover cards are while your team's pool is held. (What happened is told in the rules' words, describe_event.)"""

from ...engine.naming import counted_unit
from .describe import points_words, short  # noqa: F401  (the board's short card names: one source)
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
                f"{current['section']}  ({points_words(current)})", current["side"])
    if current["kind"] == "finish":
        return "FINISH!", f"{SIDE_NAMES[current['side']]} reaches the FINISH circle", current["side"]
    return None


def scoring_prompt(say, current, upcoming, waiting=False):
    """The prompt while the round's scoring is shown (`say`: the rules' words for an event; `waiting`: the
    tiebreaker pair shown goes on by itself soon, Enter at once)."""
    if is_pair(upcoming):
        return f"Spot {upcoming['spot']}: both tiebreaker cards are down\u2026"
    if is_pair(current) and current.get("turning"):
        return f"Spot {current['spot']}: the tiebreaker cards turn over\u2026"
    if current is not None:
        return say(current) + (" \u00b7 Enter: go on now" if waiting else "")
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
    if "tiebreak" in kinds and composer is not None and composer.laid is not None:
        return f"{short(composer.laid)} is not laid yet: Lay it (Enter), or take it back (Esc)"
    if "tiebreak" in kinds:
        spot = view["tiebreak"]["spot"]
        if any(is_pair(e) and e["spot"] == spot for e in shown):
            return f"Spot {spot} is still tied: drag another leftover card onto the tiebreaker, then lay it"
        return f"Tie on spot {spot}: drag a leftover card onto the tiebreaker, then lay it (face down)"
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
        return "Your turn: drag a card onto a spot, or onto one of your cards to swap it out"
    return "Your turn: drag a card onto a spot of your side"


def tie_turn_words(view):
    """What your turn is while a tie waits on you (the header after "Your turn", on two lines where it must):
    the tiebreaker, the card it takes and what wins it ("tiebreaker on spot 9 \u2014 lay a leftover card, the higher
    rank wins"), or naming your team's tiebreaker player at 4 players; "" when no tie waits. The header said
    only "Your turn" while the mat waited for your card (session 29)."""
    tb = view.get("tiebreak")
    if view["phase"] != "tiebreak" or not tb or view["side"] is None:
        return ""
    spot, side = tb["spot"], SIDE_NAMES[view["side"]]
    if view["seats"] == 4 and view["named"][view["side"]] is None:
        return f"spot {spot} is tied: name who plays {side}'s tiebreakers (M: you, P: your partner)"
    again = any(e["type"] == "tiebreak" and e.get("cards") and e["spot"] == spot for e in view["events"])
    head = f"spot {spot} is still tied" if again else f"tiebreaker on spot {spot}"
    return f"{head} \u2014 lay a leftover card, the higher rank wins"


def tie_turn_brief(view):
    """tie_turn_words in fewer words, as forms, longest first (the whole first), for a header whose two lines
    do not hold it whole: at 1024x640 in pass-and-play "Cat, your turn: spot 2 is tied: name who plays RED's
    tiebreakers (M: you\u2026" was cut (review 36; the table's prompt and buttons say it whole); [] when no tie
    waits."""
    whole = tie_turn_words(view)
    if not whole:
        return []
    tb = view["tiebreak"]
    spot, side = tb["spot"], SIDE_NAMES[view["side"]]
    if whole.startswith(f"spot {spot} is tied: name"):
        return [whole, f"spot {spot} is tied: who plays {side}'s tiebreakers? (M: you, P: partner)",
                f"spot {spot} is tied: name {side}'s tiebreaker player (M or P)",
                f"spot {spot} tied: who plays the tiebreakers? (M or P)"]
    head = whole.split(" \u2014 ")[0]
    return [whole, f"{head} \u2014 lay a leftover card, higher rank wins", f"{head}: lay a leftover card"]


def tie_enter_words(view):
    """What Enter with no card lifted says while your tiebreaker card is wanted: the tie, with the keys that
    lay a card; "" otherwise (naming the tiebreaker player has keys of its own, M and P)."""
    tb = view.get("tiebreak")
    if view["phase"] != "tiebreak" or not tb or view["side"] is None or \
            (view["seats"] == 4 and view["named"][view["side"]] is None):
        return ""
    return (f"Tie on spot {tb['spot']}: pick a leftover card first (a click, or Tab), then Enter puts it on "
            "the tiebreaker")


def pool_coming(session, view):
    """How many pooled cards come to you at your team's first tie (a team of one person and a bot: the
    rules' ruling names you; the bot in the first seat holds them until then), else 0."""
    me = view["seat"]
    partner = (me + 2) % 4
    if view["named"][me % 2] is None and session.is_bot(partner) and not session.is_bot(me):
        return view["hand_counts"][partner]
    return 0


def pool_holder(view, seat):
    """4 players, once the round's play is over: True when `seat` holds its side's pooled leftover cards
    (the rules' holders: the team's first seat until the team names its player, then that player); also
    once a round's tiebreaker ended the game (review 17: the plate said "6 cards" then)."""
    return (view["seats"] == 4 and view["phase"] in ("scoring", "tiebreak", "deal", "over")
            and view["choosers"][seat % 2] == seat and view["hand_counts"][seat] > 0)


def pool_words(session, view, over):
    """4 players, your hand empty once the round's play is over: where your leftover cards are, in the
    rules' ruling (assets/rules/quash.md: the team pools its leftovers, the first seat holds them until the
    team's first tie names who plays them, and that player plays every tiebreaker of the team this round).
    `over`: the round's scoring is shown to its end (no tie can come any more). The pool's cards are drawn
    where they lie, on the holder's plate ("holds RED's pool"), not as your hand: the words said "Your 4
    leftover cards go to Bot 3" over 8 backs in your hand's place, which read as the bot taking your cards."""
    me, side = view["seat"], view["side"]
    team = SIDE_NAMES[side]
    holder = view["choosers"][side]
    count = view["hand_counts"][holder]
    cards = counted_unit(count, "leftover card")
    mine = sum(r["count"] for r in view["events"] if r["type"] == "pool" and r["from"] == me)
    of_mine = f" ({mine} of them yours)" if mine and view["named"][side] is None else ""
    if holder == me or not count:
        return f"{team}'s pooled leftover cards are all played"
    name = session.short_name(holder)
    if view["named"][side] is None:
        if over:
            return f"No spot tied: {team}'s pool of {cards}{of_mine} was not needed this round"
        if pool_coming(session, view):
            return (f"{name} holds {team}'s pool of {cards}{of_mine}. If a spot ties, the pool "
                    f"comes to you: you play {team}'s tiebreakers")
        return (f"{name} holds {team}'s pool of {cards}{of_mine}. If a spot ties, {name} "
                f"names who plays {team}'s tiebreakers: {name} or you")
    return f"{name} plays {team}'s tiebreakers this round, with {team}'s pool of {cards}"


def pool_backs_words(session, view, backs):
    """4 players, your bot partner holding your team's pool (pool_art.pool_as_yours): the words over the
    `backs` in your hand, the partner's part of the pool. Four backs beside your leftover cards with no
    word read as cards of yours turned over (review 49)."""
    team = SIDE_NAMES[view["side"]]
    name = session.short_name(view["pool"]["holder"])
    return (f"{name}'s {counted_unit(backs, 'leftover card')}, in {team}'s pool",
            "you see and play them if a spot ties")


def curtain_words(view, name, scored=""):
    """Why the screen goes to `name` now (the pass-and-play curtain under "Pass to Ann"), from the spectator
    `view`: mid-scoring the curtain said only "Pass to Ann" (review 14); `scored`: the words of a round's result
    since that seat's last move, said after it (the line begins with the name it calls)."""
    said = curtain_reason(view, name)
    return f"{said} \u2014 {scored}" if scored and said else said or scored


def curtain_reason(view, name):
    phase = view["phase"]
    if phase == "tiebreak" and view["tiebreak"]:
        spot = view["tiebreak"]["spot"]
        side = SIDE_NAMES[view["to_move"] % 2]
        if view["seats"] == 4 and view["named"][view["to_move"] % 2] is None:
            return f"{name}: spot {spot} is tied \u2014 name who plays {side}'s tiebreakers this round"
        return f"{name}: spot {spot} is tied \u2014 choose {side}'s tiebreaker card from your leftover cards"
    if phase == "deal":
        return f"{name}: deal round {view['round'] + 1}"
    if phase == "play":
        return f"{name}: your turn to play a card (round {view['round']})"
    return None
