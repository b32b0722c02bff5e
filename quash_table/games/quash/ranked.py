"""The normal QUASH bot's model value of every legal play (ranked_plays), for its own play, the hard bot's
candidates and prior, and the hint's words: the spots' final-strength distributions (model.py) priced by the
bot's weights and costs (NormalBot's constants, read off `bot`). Moved out of bots.py (session 31). No pygame."""

from .model import (SECTION_WEIGHT, cards_left, ranks_used, returned_cards, side_dists, simulate_chain, spot_dist,
                    stats, versus_tables, without)
from .plans import again_cost, moving_again, partner_may_fill
from .sequences import RV, SIZES, fails


def total(st, w):
    val = 0.0
    for k in range(9):
        val += w[k] * st[k][0]
    for s in (0, 3, 6):
        a, b, c = st[s], st[s + 1], st[s + 2]
        val += w[s] * SECTION_WEIGHT * (a[1] * b[1] * c[1] - a[2] * b[2] * c[2])
    return val


def ranked_plays(bot, view, legal):
    """Every legal play with the normal bot's value for it, best first: [(value, action, before)], where
    `before` is (ev, win, lose) of the spot played on as it stood (for the reason). Equal values keep
    the order of `legal`."""
    (pc, prank), (opc, oprank), side = bot.availability(view)
    mine = view["board"][side]
    theirs = view["board"][1 - side]
    tables = [versus_tables(d) for d in side_dists(theirs, opc, oprank, bot.CONSUME)]
    w = bot.weights(view)
    left = cards_left(view)
    again = moving_again(view)
    by_card = {}
    for a in legal:
        by_card.setdefault(a["card"], []).append(a)
    fillable = partner_may_fill(view, mine) if view["seats"] == 4 else set()
    # a high card is worth keeping as a leftover (it wins tiebreakers) only in so far as the side's runs
    # will not use it anyway: laying the K and A of a Q-K-A the hand holds spends no tiebreaker card
    held = [0] * 15
    for c in view["hand"]:
        held[RV[c]] += 1
    use = ranks_used(mine, side_dists(mine, pc, prank, True)) if bot.OWN_CONSUME else [0.0] * 15
    out = []
    for card, acts in by_card.items():
        pcx, prx = without(pc, prank, card)
        if bot.OWN_CONSUME:
            base = [stats(d, tables[k]) for k, d in enumerate(side_dists(mine, pcx, prx, True))]
        else:
            base = [stats(spot_dist(mine[k], SIZES[k], pcx, prx), tables[k]) for k in range(9)]
        cache = {}
        r = RV[card]
        tb_cost = bot.TB_COST * max(0, r - 9) * min(1.0, max(0.0, held[r] - use[r]))
        for a in acts:
            changed = simulate_chain(mine, a)
            if bot.OWN_CONSUME:
                # the hand's cards are shared out among the spots, not counted whole for each one
                side = [changed.get(k, mine[k]) for k in range(9)]
                st = [stats(d, tables[k]) for k, d in enumerate(
                    side_dists(side, pcx, prx, True, mine if bot.CLAIMS_BEFORE else None))]
            else:
                st = list(base)
                for k, cards in changed.items():
                    key = (k, tuple(sorted(cards)))
                    got = cache.get(key)
                    if got is None:
                        got = cache[key] = stats(spot_dist(cards, SIZES[k], pcx, prx), tables[k])
                    st[k] = got
            val = total(st, w) - tb_cost - again_cost(bot, again, a)
            if "swap" in a:
                val -= bot.SWAP_COST * len(a["swap"]) + bot.UNDO_COST * returned_cards(left, a)
            elif a["spot"] - 1 in fillable and fails(tuple(mine[a["spot"] - 1]), card, a["spot"] - 1):
                val -= bot.PARTNER_SPOIL_COST
            out.append((val, len(out), a, base[a["spot"] - 1]))
    out.sort(key=lambda x: (-x[0], x[1]))
    return [(v, a, before) for v, _, a, before in out]


def same_move(a):
    """What makes plain plays one move for the search: the rank laid and the spot (the suits of equal ranks
    matter only to a same-suited run's tie, which the model's value already weighs); a swap is its own."""
    return None if a.get("swap") else (RV[a["card"]], a["spot"])


def one_of_each(plays, keep=None):
    """`plays` (best first) with one play of each same_move group: the first, or `keep` where it is of that
    group (the search's prior: it joins the candidates anyway, and the same move twice wastes a place).
    Review 31: the hint's six searched moves held the A♥, A♦ and A♣ on spot 8 (equal values, the model's
    best), so laying an A on an open single was searched once and J-Q on spot 4 not at all; the search
    then kept the A on a double its K was wanted elsewhere for."""
    keyed = same_move(keep) if keep is not None else None
    out, seen = [], set()
    for a in plays:
        key = same_move(a)
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
            if key == keyed:
                a = keep
        out.append(a)
    return out


def named_first(ranked, named, near=0.01):
    """`ranked` ([(value, action)], best first) with, in each same_move group, the play of the card an earlier
    hint named for that spot (`named`: {card: spot index}, plans.told_named) put first where its value is within
    `near` of the group's best: the search keeps one play of each group (one_of_each), and the words had named
    the 6♥ for 4-5-6 while the next hint laid the 6♠ there (session 35: a why that names a card the hint does
    not play next)."""
    best, out = {}, list(ranked)
    for v, a in ranked:
        key = same_move(a)
        if key is not None and key not in best:
            best[key] = v
    chosen = {}
    for v, a in ranked:
        key = same_move(a)
        if key is not None and named.get(a["card"]) == a["spot"] - 1 and v >= best[key] - near:
            chosen.setdefault(key, (v, a))
    if not chosen:
        return out
    firsts = {key: next(i for i, (_, a) in enumerate(out) if same_move(a) == key) for key in chosen}
    for key, i in sorted(firsts.items(), key=lambda x: x[1]):
        pick = chosen[key]
        out.remove(pick)
        out.insert(i, pick)
    return out
