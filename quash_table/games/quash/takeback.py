"""QUASH hint asked in the middle of a swap (advanced): is the swap half built on the table one the hint would
have made, and if not, is taking it back better? No pygame.

The hint's own move for the position is what it hints there with nothing built (the plan the hint bot found for
that position, often searched ahead on your turn; else found now with half the budget). A swap that goes on to that
move is followed as before. One that does not (a swap the hint would not have made) is weighed against the hint's
move on equal terms: the finishing plays and the hint's move alone, the hint's move the prior, no plan price for
either (taking the swap back costs nothing, and the person moved those cards, not a hint), only the finishing plays
the normal model values at least as the hint's move. Finishing the swap is advised only when the sampled deals
clearly say it does better; else the hint takes the swap back first, and its reason says why first, from the facts
of the best finishing play (what it gives up of the runs your plays built, a single spot it lowers), else the
first drop's own fact: what taking it back keeps (kept_words: "taking the swap back keeps your A♠ on spot 5, where
your K♠ would make the run K-A"; session 32: "finishing the swap is worth less than this move" said how the hint
decided, not what the swap costs). Session 31: a new player's mistaken swap was
followed ("spot 5 gives up K-A; your 10♣ starts spot 5"), finishing plays searched with no plan price against moves
that paid theirs."""

import time

from ...engine.naming import Reason, a_or_an
from .changes import dropped_plans
from .costs import cost_words
from .describe import short
from .hints_plan import goes_on, play_words
from .model import plan_cards
from .plans import told_named
from .ranked import ranked_plays
from .run_facts import _ranks, finish_from_hand
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper, is_proper


def own_move(bot, view, legal, key):
    """(action, reason) the hint bot hints at this position with nothing built: the plan it found for the
    position (bot._plan), else a search now without the swap (half the budget left)."""
    plan = getattr(bot, "_plan", None)
    if plan is None or plan[0] != key or plan[1] not in legal:
        unbuilt = {k: v for k, v in view.items() if k != "building"}
        budget, began = bot.seconds, time.perf_counter()
        bot.seconds = budget / 2
        try:
            bot.choose(unbuilt, legal)
        finally:      # the rest of the budget is the weighing's (HardBot.choose gives the whole one back after)
            bot.seconds = max(0.1, budget - (time.perf_counter() - began))
        plan = bot._plan
    return plan[1], plan[2]


def versus(view, own, ranked=()):
    """The moves weighed when the swap half built does not go on to the hint's move `own`: `own` (the prior,
    after taking the swap back) and each play that finishes the swap that the normal model (`ranked`: its
    values, normal_ranking) values at least as `own`, the search to say whether it clearly does better; `own`
    alone when none is; None when the swap goes on to `own`."""
    building = view.get("building") or []
    if not building or goes_on(own, view):
        return None
    value = dict((repr(a), v) for v, a in ranked)
    floor = value.get(repr(own))
    return [own] + [a for a in building if a != own and (floor is None or value.get(repr(a), floor) >= floor)]


def twin(view, own, ranked=()):
    """The play finishing the swap half built that differs from the hint's move `own` only by the card played, one
    of the same rank the normal model (`ranked`: its values, normal_ranking) values at least as `own`, else None:
    the hint goes on with it. Review 56p: the person swapped 8♣ for J♦ on spot 4 and the hint took the swap back
    to make the same chain with the 8♠ ("keeps your 8♣ in your hand"), a suit-only difference."""
    card = own.get("card")
    if not own.get("swap") or card is None:
        return None
    value = dict((repr(a), v) for v, a in ranked)
    floor = value.get(repr(own))
    for a in view.get("building") or []:
        if a.get("card") != card and RV.get(a.get("card")) == RV[card] and a.get("spot") == own.get("spot") \
                and [list(x) for x in a.get("swap") or []] == [list(x) for x in own["swap"]] \
                and floor is not None and value.get(repr(a), floor - 1) >= floor - 1e-9:
            return a
    return None


def swap_cost_words(view, finish, told=None):
    """Why not finish the swap `finish` (its best finishing play, by the normal model), in words from its facts:
    a run of the cards your plays laid that it gives up or carries off, else a single spot it lowers, else "".
    `told`: {card: spot index} the hints before named (plans.told_named): only a run they told is given up aloud
    (changes.dropped_plans; session 32: "the swap gives up 7-8 on spot 5" where the hint had told 8-9); None:
    every promise counts."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    for card, was, now, kind, run in dropped_plans(mine, finish, view["hand"], plan_cards(view), told):
        if kind == "run":
            return f"the swap gives up {run} on spot {was}" if now == was else \
                f"the swap moves {run} from spot {was} to spot {now}"
        if kind == "hand":
            return f"the swap spends your {short(card)}, kept for {run} on spot {was}"
    cost = cost_words(mine, theirs, finish)
    return f"with the swap, {cost}" if cost else ""


def kept_words(view, finish, brief=False, own=None):
    """What taking the swap back keeps, in the game's terms, from the first drop's facts (your card it swapped off
    its spot, `finish` a play finishing the swap): the run it completes there, the single spot it wins or ties,
    the run it can still make, else that card on its spot. Session 32: "finishing the swap is worth less than
    this move" (or "does no better in 40 sampled deals") said how the hint decided, not what the swap costs;
    a single spot the swap lowers, or a card it spends where their card still wins, says that cost instead
    (single_cost), and the card alone says what the swap leaves (swap_result). `brief`: the hint's short words, after the step's own ("take back the swap of your 10♣ for the A♠ on spot
    5, then play …"): "it keeps K-A on spot 5 for your K♠". `own`: the hint's move after taking the swap back; where
    it swaps that card off its spot itself, taking back keeps the card played in your hand, not the card on its
    spot (review 39: "take back the swap …, then your 7♣ goes to spot 2, the A♣ there to spot 6 — it keeps your
    A♣ on spot 2"); "" where the hint's move plays that card too."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    spot, out = finish["spot"], finish["swap"][0][0]
    moved = [c for c, _ in (own or {}).get("swap") or []]
    if out in moved:
        played = finish["card"]
        if own.get("card") == played or played in moved:
            return ""
        return f"{'it keeps' if brief else 'taking the swap back keeps'} your {short(played)} in your hand"
    k = spot - 1
    there, facing = list(mine[k]), list(theirs[k])
    keeps = "it keeps" if brief else "taking the swap back keeps"
    alone = f"{keeps} your {short(out)} on spot {spot}"
    if SIZES[k] == 1:
        if len(facing) == 1 and RV[out] >= RV[facing[0]]:
            beats = "beats" if RV[out] > RV[facing[0]] else "ties"
            return f"{alone}, where it {beats} their {RANK_WORDS[RV[facing[0]]]}"
        return single_cost(finish, facing, brief) or alone + swap_result(finish, brief)
    if len(there) == SIZES[k] and is_proper(there):
        return f"{keeps} the run {_ranks(there)} on spot {spot}"
    # the run kept is the one the hint's move works for (one source: review 60, "it keeps 6-7-8 on spot 4 for your
    # 6♣ 8♦" and then the hint's 5♥ on spot 4 made 5-7): its card, laid there, is on the spot; laid elsewhere, it
    # finishes no run here
    laid = (own or {}).get("card")
    with_own = [laid] if laid and (own or {}).get("spot") == spot else []
    rest = [c for c in view["hand"] if c != finish["card"] and c != laid]
    made = finish_from_hand(there + with_own, SIZES[k], rest) if can_become_proper(there + with_own, spot) else None
    if made is not None:
        yours = " ".join(short(c) for c in with_own + list(made[0]))
        if brief:
            return f"{keeps} {made[1]} on spot {spot} for your {yours}"
        return f"{alone}, where your {yours} would make the run {made[1]}"
    return alone + swap_result(finish, brief)


def single_cost(finish, facing, brief=False):
    """What the swap `finish` costs on the single spot its first drop changes, `facing` the other side's cards
    there: the spot lowered ("the swap lowers spot 3 from your 7 to a 4"), or the card spent where their card
    still wins ("the swap spends your 10♥ on spot 9, where their J still wins"); "" where neither holds. Review
    34a: "take back … your 7 on spot 3" left a new player asking what spot 3 would hold with the swap."""
    out, card, spot = finish["swap"][0][0], finish["card"], finish["spot"]
    o = RV[facing[0]] if facing else None
    if RV[card] < RV[out] and (o is None or o < RV[card]):
        return f"the swap lowers spot {spot} from your {RANK_WORDS[RV[out]]} to {a_or_an(RANK_WORDS[RV[card]])}"
    if o is not None and RV[out] < o and RV[card] < o:
        where = "" if brief else f" on spot {spot}"
        return f"the swap spends your {short(card)}{where}, where their {RANK_WORDS[o]} still wins"
    return ""


def swap_result(finish, brief=False):
    """What the swap `finish` leaves, said after what taking it back keeps where no cost of it is named: the
    spot of its first drop then holds your card, and the card taken off goes on ("(with the swap: your 10♥
    there, the 4♠ on spot 3)"); `brief`: nothing (the short words' step already says "take back the swap of
    your 10♥ for the 4♠ on spot 9")."""
    out, card, dest = finish["swap"][0][0], finish["card"], finish["swap"][0][1]
    return "" if brief else f" (with the swap: your {short(card)} there, the {short(out)} on spot {dest})"


def takeback_reason(bot, view, legal, own, worlds, spot_chance):
    """The hint's reason for taking the swap back and playing `own`: why not the swap first (swap_cost_words,
    else what taking it back keeps: kept_words; `worlds`, the deals the search sampled, is no longer said), then
    `own`'s own reason
    (hints_plan.play_words, its spot named: the swap's clause comes before it). The short form is the swap's
    clause: the step the hint lights first; where `own` is a swap too, with what that better swap gains, its
    main reason ("it keeps K-A on spot 5 for your K♠; the better swap: your 10♠ makes the run 8-9-10 on spot 1";
    session 33: the take-back did not say what the swap the hint prefers does), the swap's clause alone its
    fewest words."""
    building = view["building"]
    finish = ranked_plays(bot.ranker(), view, building)[0][1]
    cost = swap_cost_words(view, finish, told_named(bot, view))
    said = cost or kept_words(view, finish, own=own)
    reason, _ = play_words(bot, view, legal, own, spot_chance, news=f"{said}; " if said else "")
    back = cost or kept_words(view, finish, brief=True, own=own)
    if own.get("swap"):
        better = f"the better swap: {reason.brief}"
        return Reason(str(reason), f"{back}; {better}" if back else better, back or better)
    return Reason(str(reason), back)
