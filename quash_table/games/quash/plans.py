"""What a play undoes and what that costs a bot's model of it (the normal and hard bots' plan keeping): the
cards a chain moves again, the promises a play breaks, the share of its hand a 4-player seat still lays,
the spots the partner may complete, whether a plain placement spoils a spot, and the hint's plan as a
tie-break (plan_keeping). No pygame, no search."""

from types import SimpleNamespace

from .model import (last_laid, partner_cards, partner_last_laid, plan_cards, potential, simulate_chain, spoiling_cards,
                    times_moved, unseen_cards)
from .sequences import RV, SIZES, accepts, fails
from .news_clause import TIEBREAKERS
from .plan_quiet import quiet_cards, quiet_moved
from .plan_swap import replaced, swap_words
from .why import promised, rebooked_words


def moving_again(view):
    """What moving a board card again undoes: (cards this seat's latest play laid or moved, {card: times
    this seat's plays of the round laid or moved it}, cards the partner's latest play laid or moved,
    {card: (spot, ...)} of the cards this seat's plays put where they lie (model.plan_cards), the cards
    the partner's plays put where they lie (model.partner_cards), and the promises: {card: spot} for this
    seat's board cards that lie on a run its hand still finishes (why.promised) with nothing of the other
    side's come there since, and for the hand cards that would finish such a run), the spots the partner
    is building (partner_building: the side and its spot indexes), and the cards lying on a spot of the
    side that cannot become proper (spoiling_cards)."""
    plan = plan_cards(view)
    runs = promised(view["board"][view["side"]], view["hand"] or (), plays=plays_left(view))
    held = {c: spot for c, (spot, came) in plan.items() if not came and spot - 1 in runs}
    held.update((c, spot) for spot in set(held.values()) for c in runs[spot - 1])
    partners = partner_cards(view)
    return (last_laid(view), times_moved(view), partner_last_laid(view), plan, partners,
            partner_building(view, partners), held, spoiling_cards(view["board"][view["side"]]))



def partner_building(view, partners):
    """4 players: the runs the partner visibly builds: (the team's side, {spot indexes}) of the open
    sequence spots holding a card the partner's plays put there (model.partner_cards) that can still become
    proper."""
    side = view["board"][view["side"]]
    return side, {k for k in range(9) if 1 < SIZES[k] and len(side[k]) < SIZES[k] and set(side[k]) & partners
                  and potential([RV[c] for c in side[k]], SIZES[k])}


def spoils_building(building, partners, action):
    """How many spots the partner is building (partner_building) `action` takes one of the partner's cards
    off (the person's J♥ sent away from the 10-J it was building, a 9♠ swapped in), or starts a lower run
    over (lowers_building). A card laid there that builds with it, or closes it with a proper run, is the
    model's to weigh (pricing a lower close too,
    9-10 on the partner's 10 rather than 10-J, cost the team a little more in the arena:
    NormalBot.PARTNER_BUILD_COST)."""
    side, spots = building
    if not spots:
        return 0
    return lowers_building(side, spots, action) + sum(1 for k, cards in simulate_chain(side, action).items()
                                                      if k in spots and set(side[k]) & partners - set(cards))


def lowers_building(side, spots, action):
    """1 when `action` lays a plain card below the cards of a spot the partner builds (`spots`), leaving it
    open with a lower best run: it starts a lower run over the partner's card (the partner bot's 9 on the
    person's 10 of a triple: 8-9-10 or 9-10-J, no longer 10-J-Q; review 19), priced as taking the card
    off; else 0. Closing the spot with a proper run stays the model's to weigh (spoils_building)."""
    k = action["spot"] - 1
    if "swap" in action or k not in spots or len(side[k]) + 1 >= SIZES[k]:
        return 0
    low, v = min(RV[c] for c in side[k]), RV[action["card"]]
    return int(v < low and min(14, v + SIZES[k] - 1) < min(14, low + SIZES[k] - 1))


def again_cost(bot, again, action):
    """The price of moving again the cards a swap chain moves (SETTLE_COST, REPEAT_COST,
    PARTNER_SETTLE_COST, PLAN_COST, PARTNER_PLAN_COST, PROMISE_COST), of laying elsewhere a hand card
    promised to finish a run (PROMISE_COST), and of spoiling a run the partner builds (PARTNER_BUILD_COST a
    spot: spoils_building); 0 for a play that keeps every plan. A card swapped off a spot that cannot
    become proper (`spoiling`: spoiling_cards) mends that spot and pays none of them: priced as the card
    laid last, a mend cost the hint 2 to 3.5 model points more than the move itself lost (session 20: the
    hint ranked the swap that took the spoiling 7 off J-10-7 62nd of 193, below plays spoiling nothing)."""
    settled, times, partner, kept, partners, building, held, spoiling = again
    cost = bot.PROMISE_COST * (held.get(action["card"], action["spot"]) != action["spot"])
    if bot.PARTNER_BUILD_COST:
        cost += bot.PARTNER_BUILD_COST * spoils_building(building, partners, action)
    for c, _ in action.get("swap", ()):
        if c in spoiling:
            continue
        cost += bot.SETTLE_COST * (c in settled) + bot.REPEAT_COST * max(0, times.get(c, 0) - 1) \
            + bot.PARTNER_SETTLE_COST * (c in partner) + bot.PLAN_COST * (c in kept) \
            + bot.PARTNER_PLAN_COST * (c in partners) + bot.PROMISE_COST * (c in held)
    if getattr(bot, "quiet", None):     # the hint's quiet cards moved with no news (PlanPrices with a view)
        cost += bot.QUIET_COST * quiet_moved(bot.quiet, action, spoiling)
    return cost


def plays_left(view):
    """4 players: how many cards this seat still lays this round after the play it is to make (it lays
    half the side's open slots, rounded up, this play included; 9 of its 13 cards in a round); None at 2
    players (the seat lays every slot of its side). A run that needs more of its cards is not its plan."""
    if view["seats"] != 4:
        return None
    side = view["board"][view["side"]]
    return max(0, (sum(SIZES[k] - len(side[k]) for k in range(9)) + 1) // 2 - 1)


def hand_share(view):
    """4 players: the share of the seat's other hand cards it will still lay after this play. The side's
    open slots are filled by the two partners in turn, this seat first (it is to move): it lays half of
    them, rounded up, this play included."""
    hand = len(view["hand"] or ())
    if hand <= 1:
        return 1.0
    side = view["board"][view["side"]]
    open_ = sum(SIZES[k] - len(side[k]) for k in range(9))
    return max(0.0, min(1.0, ((open_ + 1) // 2 - 1) / (hand - 1)))


def partner_may_fill(view, mine):
    """Spot indexes of the team's side, still able to become proper, that the partner may complete: it
    holds cards and an unseen card fits there."""
    if not view["hand_counts"][(view["seat"] + 2) % 4]:
        return set()
    ranks = {RV[c] for c in unseen_cards(view)}
    return {k for k in range(9) if 0 < len(mine[k]) < SIZES[k]
            and accepts([RV[c] for c in mine[k]], SIZES[k]) & ranks}


def failing_play(view, action):
    """Does this plain placement spoil a spot of the seat's side that could still become proper?"""
    k = action["spot"] - 1
    return "swap" not in action and fails(tuple(view["board"][view["side"]][k]), action["card"], k)


class PlanPrices:
    """Only the hint's plan prices (again_cost reads a bot's): what a move breaks of this seat's plan. Given
    the `view` (advanced), also QUIET_COST a card this seat put where it lies that moves with no news
    (plan_quiet: the same card moved on turn after turn, each time for another spot's sake)."""
    SETTLE_COST = PARTNER_SETTLE_COST = PARTNER_PLAN_COST = PARTNER_BUILD_COST = QUIET_COST = 0.0
    quiet = None

    def __init__(self, bot, view=None):
        self.REPEAT_COST, self.PLAN_COST, self.PROMISE_COST = bot.REPEAT_COST, bot.PLAN_COST, bot.PROMISE_COST
        if view is not None and view["variant"] == "advanced" and getattr(bot, "QUIET_COST", 0.0):
            self.QUIET_COST, self.quiet = bot.QUIET_COST, quiet_cards(view)


def plan_keeping(ranked, again, bot, tie, view=None):
    """The move a hint starts its search from: of the moves `ranked` ([(value, action)], best first) within
    `tie` of the best value, the one whose value less what it breaks of the seat's plan (`again`:
    plans.moving_again, priced with `bot`'s REPEAT_COST, PLAN_COST, PROMISE_COST) is highest; the first of
    equals. The plan holds where it costs (near) nothing, never against a clearly better move. With the
    `view`, a quiet card moved is priced too (PlanPrices)."""
    prices, top = PlanPrices(bot, view), ranked[0][0]
    # a best move that moves a quiet card is weighed against every move within that price, not only the tie:
    # within the tie alone, the churn the price is for stayed the prior and the search seldom overruled it
    if prices.quiet and quiet_moved(prices.quiet, ranked[0][1], again[7]):
        tie = max(tie, prices.QUIET_COST)
    near = [(v - again_cost(prices, again, a), -i, a) for i, (v, a) in enumerate(ranked) if v >= top - tie]
    return max(near, key=lambda x: x[:2])[2]


def told_change(bot, view, action, reason_said):
    """What changed since the last hint where an earlier hint of the round named a card for a run that this
    hint names for another spot (why.rebooked_words), read from what the hint bot told before (`bot._told`:
    the round and seat, the history length at the last hint, {card: (spot, run, history length, the cards
    the named move left on that spot)}; a position earlier than the last hint, after an undo, starts
    afresh); then this hint's own naming (`reason_said`: why.named_finish) is kept. A plan is still told
    only while the cards it was built on lie on its spot (review 18c: "where your J♥ was to make 10-J-Q"
    after the 10♥ had left spot 1), and only what came since the last hint is news (review 18c: "their Q♦
    came to spot 1", many moves and hints earlier). None when the move only lays a card where an earlier
    hint named it for: it keeps its word, nothing to tell."""
    key, n = (view["round"], view["seat"]), len(view["history"])
    told = getattr(bot, "_told", None)
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    cards = {} if not told or told[0] != key or told[1] > n else \
        {c: v for c, v in told[2].items() if c in (view["hand"] or ()) and set(v[3]) <= set(mine[v[0] - 1])}
    # what rebooked_words reads: a change is news from the last hint on, not from the card's naming
    since = {c: (spot, run, max(at, told[1])) for c, (spot, run, at, _) in cards.items()}
    rest = [c for c in view["hand"] if c != action["card"]]
    # laying a card (no swap) on the spot an earlier hint named it for keeps that word: no news (None), even
    # where the plan as it now stands (why.promised, with cards drawn since) would give the spot another run
    words = None if cards.get(action["card"], (None,))[0] == action["spot"] and not action.get("swap") else \
        rebooked_words(since, reason_said, mine, theirs, rest, view["history"], view["side"])
    if words == "" and action["card"] in cards:
        # the card played is one an earlier hint named for another spot's run (review 17: "J♥ on 8 for 10-J",
        # then "10♥ on 5" with no word of their Q♠ come to spot 8): what changed there is said the same way
        words = rebooked_words(since, (action["spot"] - 1, [action["card"]], None), mine, theirs, rest,
                               view["history"], view["side"])
    if not words:
        # a card of the same rank laid where a hint told one for a run (session 36: the 7♠ named for the same-suit
        # 6-7-8, then the 7♦ laid there for a plain one, unsaid): said as a change of plan; the card left is no
        # longer told for that spot, only for the run the words keep it for
        swap = swap_words(cards, mine, theirs, action, view["hand"], reason_said)
        found = replaced(cards, mine, action, view["hand"])
        if found is not None:
            # interchangeable cards (swap_words ""): no word of it, and the card left is told for that spot no more
            del cards[found[1]]
        if swap:
            words = swap
            if swap.kept:
                card, spot, run = swap.kept
                cards[card] = (spot, run, n, tuple(simulate_chain(mine, action).get(spot - 1, mine[spot - 1])))
    ties = {c: v for c, v in cards.items() if v[0] == TIEBREAKERS}
    if reason_said:
        k, pick, run = reason_said
        there = tuple(simulate_chain(mine, action).get(k, mine[k]))
        cards.update((c, (k + 1, run, n, there)) for c in pick)
    # "a K kept for the tiebreakers" is a rank: a K laid, or named for a run now, with another K left free (not
    # named for a run) keeps that one (why.rebooked_words says when none is left; session 33, seed 39: the J♥
    # kept was named for J-Q on spot 2 while the J♠ was named for spot 5, and the J kept was lost unsaid)
    for c, v in ties.items():
        if c != action["card"] and cards.get(c) is v:
            continue
        if c == action["card"]:
            del cards[c]
        spare = [x for x in rest if RV[x] == RV[c] and x != c and x not in (reason_said or (0, ()))[1]
                 and cards.get(x, v)[0] == TIEBREAKERS]
        if spare:
            cards[spare[0]] = v
    bot._told = (key, n, cards)
    return words


def told_named(bot, view):
    """{card in your hand: spot index} the hints of this round so far named each card for (told_change's
    memory, `bot._told`): between cards of one rank the words name the one named before (session 30: "your
    6♦ finishes it", then "your 6♠ finishes it" with nothing changed). Empty after an undo past the last
    hint, in a new round or for another seat."""
    told = getattr(bot, "_told", None)
    if not told or told[0] != (view["round"], view["seat"]) or told[1] > len(view["history"]):
        return {}
    return {c: v[0] - 1 for c, v in told[2].items() if c in (view["hand"] or ()) and v[0] != TIEBREAKERS}


def told_kept(bot, view, action, news):
    """Remember the card the hint's news says is kept (`news`: a news_clause.Clause with `kept`: "keeping your
    K♠ for Q-K on spot 8", "keeping a J for the tiebreakers"), as told_change remembers the cards a reason
    names for a run: a later hint that spends it elsewhere starts with that (why.rebooked_words; session 29:
    the J kept for the tiebreakers was laid on spot 5 two turns later, no word said). Called after
    told_change for the same hint."""
    kept = getattr(news, "kept", None)
    told = getattr(bot, "_told", None)
    if kept is None or told is None:
        return
    if isinstance(kept, list):      # several cards told for one run ("spot 1 now waits for your 3♦ and 4♦")
        for one in kept:
            told_kept(bot, view, action, SimpleNamespace(kept=one))
        return
    card, spot, run = kept
    there = () if spot == TIEBREAKERS else tuple(simulate_chain(view["board"][view["side"]], action).get(
        spot - 1, view["board"][view["side"]][spot - 1]))
    was = told[2].get(card)
    told[2][card] = (spot, run, len(view["history"]), there)
    if was is not None and was[0] == TIEBREAKERS and spot != TIEBREAKERS:
        # the rank kept for the tiebreakers stays kept in another card of it left free (card_choice names one
        # for a run only while another is left: session 33)
        spare = [c for c in view["hand"] if RV[c] == RV[card] and c not in (card, action["card"]) and c not in told[2]]
        if spare:
            told[2][spare[0]] = was


def told_ties(bot, view):
    """The cards of your hand the hints of this round told kept for the tiebreakers ("keeping a J for the
    tiebreakers": news_clause.TIEBREAKERS in `bot._told`), as told_named reads the runs."""
    told = getattr(bot, "_told", None)
    if not told or told[0] != (view["round"], view["seat"]) or told[1] > len(view["history"]):
        return set()
    return {c for c, v in told[2].items() if c in (view["hand"] or ()) and v[0] == TIEBREAKERS}


def plan_hold(holds, action, scale):
    """What a hint's search takes off a candidate's playouts for the plan it breaks: its plan price
    (`holds`: (moving_again, PlanPrices), or None: nothing) times `scale` (utility a model point)."""
    return 0.0 if holds is None or action.get("type") != "play" else scale * again_cost(holds[1], holds[0], action)
