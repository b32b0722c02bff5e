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
decision's own fact (it did no better in the deals sampled, or, where the normal model valued every finishing play
below the hint's move and nothing was searched, it is worth less). Session 31: a new player's mistaken swap was
followed ("spot 5 gives up K-A; your 10♣ starts spot 5"), finishing plays searched with no plan price against moves
that paid theirs."""

import time

from ...engine.naming import Reason
from .changes import dropped_plans
from .costs import cost_words
from .describe import short
from .hints_plan import goes_on, play_words
from .model import plan_cards
from .ranked import ranked_plays


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


def swap_cost_words(view, finish):
    """Why not finish the swap `finish` (its best finishing play, by the normal model), in words from its facts:
    a run of the cards your plays laid that it gives up or carries off, else a single spot it lowers, else ""."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    for card, was, now, kind, run in dropped_plans(mine, finish, view["hand"], plan_cards(view)):
        if kind == "run":
            return f"the swap gives up {run} on spot {was}" if now == was else \
                f"the swap moves {run} from spot {was} to spot {now}"
        if kind == "hand":
            return f"the swap spends your {short(card)}, kept for {run} on spot {was}"
    cost = cost_words(mine, theirs, finish)
    return f"with the swap, {cost}" if cost else ""


def takeback_reason(bot, view, legal, own, worlds, spot_chance):
    """The hint's reason for taking the swap back and playing `own`: why not the swap first (swap_cost_words,
    else the search's fact: finishing it did no better in `worlds` sampled deals), then `own`'s own reason
    (hints_plan.play_words, its spot named: the swap's clause comes before it). The short form is the swap's
    clause: the step the hint lights first."""
    building = view["building"]
    finish = ranked_plays(bot.ranker(), view, building)[0][1]
    said = swap_cost_words(view, finish) or (f"finishing the swap does no better in {worlds} sampled deals"
                                              if worlds else "finishing the swap is worth less than this move")
    reason, _ = play_words(bot, view, legal, own, spot_chance, news=f"{said}; ")
    return Reason(str(reason), said)
