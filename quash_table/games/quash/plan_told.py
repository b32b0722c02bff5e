"""The plan the QUASH hint told (advanced): the runs its words named your hand cards for ("your 5♣ 6♦ would
make it 4-5-6"), kept from hint to hint (the hint bot's `_told`, written by plans.told_change), and whether
a move keeps it. A told plan stands until a card seen since the last hint made it worse: the other side's
card come to its spot that reaches or ties the run (why.threatens), the partner's card come there, or the
cards it was built on gone; only then may the hint name another plan (review 19: one turn "build 4-5-6",
the next another plan with nothing new on that spot); a plan its spot can no longer make (a card laid there
since) is gone. No pygame, no search."""

from .hints_plan import news_words
from .plan_advised import advised
from .model import potential, simulate_chain
from .news_clause import TIEBREAKERS
from .plans import plays_left, told_change, told_kept, told_named
from .sequences import RV, SIZES
from .run_facts import threatens
from .why import named_finish


def standing_plan(bot, view):
    """{spot index: (your hand cards named for it, the run, the cards it was told with there)} of the plan
    the hints of this round told (`bot._told`: plans.told_change) that still stands in `view`; {} after an
    undo to before the last hint, in another round, or with nothing told."""
    told = getattr(bot, "_told", None)
    history, hand = view["history"], view["hand"] or ()
    if not told or told[0] != (view["round"], view["seat"]) or told[1] > len(history):
        return {}
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    plan = {}
    for c, (spot, run, _, there) in told[2].items():
        if spot == TIEBREAKERS:         # a card kept for the tiebreakers (the basic game's words) plans no run
            continue
        k = spot - 1
        if c in hand and set(there) <= set(mine[k]) and len(mine[k]) < SIZES[k]:
            cards = plan.get(k, ([], run, tuple(there)))[0]
            plan[k] = (cards + [c], run, tuple(there))
    # a run its spot can no longer make with the named cards is no plan: a hint after news dropped it and laid
    # a card there that the run cannot hold (session 27: the 5♣ on the 7♥ told for 7-8-9 once their 10♥ came;
    # the next hint, the 10♥ no longer news, held the 7-8-9 again and swapped the 5♣ off at a loss)
    return {k: p for k, p in plan.items() if potential([RV[c] for c in mine[k]] + [RV[c] for c in p[0]], SIZES[k])
            and not worse_since(k, p[0], mine, theirs, history[told[1]:], view)}


def came_since(k, news, view):
    """The cards the plays `news` brought to spot index k: (the other side's, the partner's)."""
    theirs, partner = [], []
    for h in news:
        placed = [(h["card"], h["spot"])] + [(card, dest) for card, dest in h.get("swap", ())]
        came = [c for c, dest in placed if dest == k + 1]
        if h["seat"] % 2 != view["side"]:
            theirs += came
        elif h["seat"] != view["seat"]:
            partner += came
    return theirs, partner


def worse_since(k, cards, mine, theirs, news, view):
    """Did a card seen in the plays `news` (those since the last hint) make the run your `cards` were named
    for on spot index k worse: the partner's card came there, or the other side's card came to that spot
    and now reaches or ties what your cards make there?"""
    their_came, partner_came = came_since(k, news, view)
    return bool(partner_came) or bool(set(their_came) & set(theirs[k])
                                      and threatens(theirs[k], k, list(mine[k]) + list(cards)))


def keeps_plan(plan, mine, action):
    """Does `action` keep the standing plan (standing_plan): no named card laid on another spot, the cards
    each run was told with left on their spot, and each spot still able to become its run with the named
    cards still in hand?"""
    changed = simulate_chain(mine, action)
    for k, (cards, _, there) in plan.items():
        if action["card"] in cards and action["spot"] != k + 1:
            return False
        after = changed.get(k, mine[k])
        vals = [RV[c] for c in after] + [RV[c] for c in cards if c not in after]
        if not set(there) <= set(after) or not potential(vals, SIZES[k]):
            return False
    return True


def plan_kept(bot, view, ranked):
    """Of `ranked` ([(value, action)], best first), those that keep the plan the hints told (advanced
    only: the basic game's draws bring new cards every turn); all of them when none does, when the best that
    does is valued more than the bot's PLAN_BIND below the best move (the plan gives way: its words say what
    it drops, changes.dropped_plans), or when the bot plays its own seat (Bot.for_person: its reasons are
    read by no one; bound to them it played worse in the arena, -1.29 ± 1.86 points a game over 24 paired
    games). Bound at any cost (session 46), following the hint lost 3.85 ± 0.6 round points a deal to the
    normal bot beside the same hint unbound (scripts/quash_hint_duplicate.py, 20 deals)."""
    plan = standing_plan(bot, view) if bot.for_person and view["variant"] == "advanced" else {}
    if not plan:
        return ranked
    mine = view["board"][view["side"]]
    kept = [r for r in ranked if keeps_plan(plan, mine, r[1])]
    return kept if kept and kept[0][0] >= ranked[0][0] - getattr(bot, "PLAN_BIND", 0.0) else ranked


def given_up(bot, view, action):
    """[(spot index, your hand cards named, the run)] of the plan the hints told that stands (standing_plan) and
    that `action` does not keep (keeps_plan): what the hint's words must say it changes (changes.plan_changed;
    session 47: plan_kept lets a told plan go where keeping it costs more than the bot's PLAN_BIND, and the words
    said nothing of the 2-3-4 a hint had told, the news being about another spot). [] for a bot's own seat."""
    plan = standing_plan(bot, view) if bot.for_person and view["variant"] == "advanced" else {}
    mine = view["board"][view["side"]]
    return [(k, cards, run) for k, (cards, run, there) in sorted(plan.items())
            if not keeps_plan({k: plan[k]}, mine, action)]


def recall_told(bot, past):
    """HardBot.recall: `_told` rebuilt from the seat's hints shown before (`past`: [(view, hinted action)], in
    order: the match's hints, saved with the game), as if each had been asked of this bot live: told_change
    over each hinted play with the run its words named (why.named_finish, as hints_plan.play_words gives it),
    no search. A new hint bot after a Load keeps the plan the hints before it told (session 19: the first
    hint after a Load named another plan with nothing new on the table)."""
    bot._told = None
    bot._advised = advised(past)        # where the last hint sent its cards (plan_advised)
    # only the latest round's hints can stand (told_change starts afresh in a new round): the others are not
    # read again, as the bot is given its past before every hint (Bot.recalls_every_hint)
    past = [(view, action) for view, action in past if view["round"] == past[-1][0]["round"]] if past else []
    for view, action in past:
        if action.get("type") != "play":       # a tiebreak's words name no run (play_words is for plays)
            continue
        mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
        final = view["pile_count"] == 0 and view["seats"] == 2
        named = told_named(bot, view)       # what the hints before this one named, as play_words reads it
        told = told_change(bot, view, action, named_finish(mine, theirs, action, view["hand"], final, plays_left(view)))
        if told is not None:        # the news the hint said with it, and the card its words kept (plans.told_kept)
            told_kept(bot, view, action, news_words(view, action, told=named))
