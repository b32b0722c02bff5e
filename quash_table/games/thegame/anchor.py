"""The hard bot's search in The Game, anchored on the normal team's move.

The normal team's move (the first card of its whole turn, or its end) is the anchor: the search plays it
and each other candidate out in the same sampled deals (the normal team finishing every game), and
replaces it only when a candidate's lead over it, paired deal by deal, clears MARGIN by PICK_Z standard
errors. So hard plays normal's move unless the sampled deals clearly say otherwise: where the sample
cannot tell, it plays exactly normal's move, and where it can, a better one.

The search stops as soon as its answer is settled: one challenger clearly better, or every challenger
dropped as hopeless (its lead too small to become clear within the budget). Most decisions settle within
a few dozen deals, so the budget is an upper bound rather than the usual cost.
"""

import time

MIN_WORLDS = 16      # sampled deals before a challenger may replace the anchor
LOOK_EVERY = 8       # deals between looks at the evidence (from the first look on, hopeless ones are dropped)
MARGIN = 0.01        # a lead smaller than this (about 1 game in 77 won) is not worth leaving the anchor for
PICK_Z = 3.0         # standard errors a challenger's paired lead must clear MARGIN by: the search looks many
                     # times, and on coin flips of equal worth 2.0 let a challenger through in 23% of
                     # searches, 2.5 in 5-8%, 3.0 in 2%
PRIOR_PAIRS = 1      # each challenger's paired differences start with this many deals it wins by the most a deal can
                     # (+1) and as many it loses by as much (-1): a deal is won or lost, so a lead is carried by
                     # a few one-sided deals among many ties, and their spread, as measured, made 7 such deals
                     # in 24 look like 3 standard errors (session 47: the 0.3 s hint laid green 4 on an empty
                     # ▼, skipping 6, for red 8 there, skipping 2, "the team likely lays more cards with it";
                     # 600 deals: both win alike). With them a lead must rest on more deals than chance gives
DROP_Z = 1.0         # a challenger is dropped when even this many standard errors more lead could not make it
                     # clear by the end of the budget (hopeless)


def paired_lead(total, squares, n):
    """(mean, standard error) of n paired differences given their sum and sum of squares."""
    mean = total / n
    var = max(0.0, (squares - n * mean * mean) / (n - 1)) if n > 1 else 0.0
    return mean, (var / n) ** 0.5


def clear_leader(alive, total, squares, worlds, pick_z=PICK_Z):
    """The challenger with the largest paired lead among those clearly ahead of the anchor (None if none),
    and every challenger's (lead, standard error)."""
    leads = {i: paired_lead(total[i], squares[i], worlds) for i in alive}
    # the bar is judged with the prior's deals (PRIOR_PAIRS); the leads as measured decide which are hopeless
    judged = {i: paired_lead(total[i], squares[i] + 2 * PRIOR_PAIRS, worlds + 2 * PRIOR_PAIRS) for i in alive}
    clear = [i for i in alive if judged[i][0] - pick_z * judged[i][1] > MARGIN]
    return (max(clear, key=lambda i: leads[i][0]) if clear else None), leads


def most_worlds(worlds, rollouts, alive, max_rollouts):
    """How many deals the search can reach at most, the budget shared by the anchor and `alive`."""
    if max_rollouts is None:
        return None
    return worlds + max(0, max_rollouts - rollouts) // (1 + len(alive))


def hopeless(lead, error, worlds, last):
    """Is a challenger not worth more deals? Its lead, even DROP_Z standard errors better than measured,
    is below MARGIN, or could not clear the bar by the `last` deal the budget reaches (the same spread,
    fewer errors): a small lead needs far more deals than a decision has."""
    hope = lead + DROP_Z * error
    if last is None or last <= worlds:
        return hope < MARGIN
    return hope - PICK_Z * error * (worlds / last) ** 0.5 <= MARGIN


def anchored_search(draw_world, value, cands, anchor, max_rollouts=None, deadline=None, pick_z=PICK_Z):
    """Index of the candidate to play, and the search's figures.

    draw_world(): a new sampled deal; value(world, action): the value of playing `action` there and
    letting the normal team finish (in [0, 1], the same world giving the same value); cands[anchor] is
    the normal team's move. Stops when the answer is settled, after `max_rollouts` playouts, or at
    `deadline` (time.perf_counter()), whichever comes first."""
    alive = [i for i in range(len(cands)) if i != anchor]
    total = [0.0] * len(cands)
    squares = [0.0] * len(cands)
    worlds = rollouts = 0
    picked = None
    while alive:
        world = draw_world()
        base = value(world, cands[anchor])
        for i in alive:
            d = value(world, cands[i]) - base
            total[i] += d
            squares[i] += d * d
        worlds += 1
        rollouts += 1 + len(alive)
        if worlds % LOOK_EVERY == 0:
            picked, leads = clear_leader(alive, total, squares, worlds, pick_z)
            if picked is not None and worlds >= MIN_WORLDS:
                break
            picked = None
            last = most_worlds(worlds, rollouts, alive, max_rollouts)
            alive = [i for i in alive if not hopeless(*leads[i], worlds, last)]
        if max_rollouts is not None and rollouts >= max_rollouts:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
    if picked is None and alive and worlds >= MIN_WORLDS:      # out of budget between looks: a last one
        picked, _ = clear_leader(alive, total, squares, worlds, pick_z)
    best = anchor if picked is None else picked
    lead = total[best] / worlds if worlds and best != anchor else 0.0
    return best, {"worlds": worlds, "rollouts": rollouts, "lead": lead, "settled": picked is not None or not alive}
