"""What changed since your latest play, in a QUASH hint's words (the clause its reason starts with): what the
hinted move drops of what an earlier hint announced (dropped_plans), the other side's card come there, the
partner's move of your card, or what the move does instead (change_words). Pure: no pygame, no search."""

from itertools import combinations

from ...engine.naming import joined
from .describe import short
from .model import simulate_chain
from .news_clause import Clause
from .sequences import RV, SIZES, can_become_proper, is_proper
from .run_facts import _ranks, threatens, ties
from .why import came_words, promised


def partner_moved_words(moved):
    """The sentence that starts a hint ("your partner moved your 9♣ from spot 8 to spot 1. ") when the
    partner's plays since your latest one moved cards you laid (model.partner_moved: [(card, from, to)]),
    else "". Its own sentence: what follows is what your move does, not what the partner's did."""
    if not moved:
        return ""
    said = joined([f"your {short(c)} from spot {a} to spot {b}" for c, a, b in moved], "and")
    return Clause(f"your partner moved {said}", end=". ")     # its own sentence (Clause.sentence)


def dropped_plans(mine, action, hand, plan, told=None):
    """What `action` drops of what an earlier hint announced: [(card, the spot it was for, the spot it goes
    to, kind, run)], kind "hand" for a hand card promised to finish a run of cards you laid (promised) laid
    elsewhere while the rest of your hand no longer finishes that run ("run": its ranks, "9-10"; review 16:
    the 10♥ laid on spot 1 with the 10♦ still there for 9-10 was told as a plan dropped), "board" for each
    board card this seat's plays put where it lies (`plan`: model.plan_cards) that the swap moves on, and
    the run given up ("Q-K-A") when a card off the run your hand was to finish comes to that spot (review
    15, seed 7: "Q-K-A" on spot 4, then the J♥ there for J-Q-K, no word why). `told`: {card: spot index} the
    hints of the round named (plans.told_named), or None (not known: every promise counts): a promise of the
    hand ("hand", "run") is dropped only where a hint told it, for a card of that rank ("hand") or for that spot
    ("run"); a plan never said aloud is not given up aloud (session 31: "your K♠ is no longer kept for Q-K on
    spot 8" where the hints had named the J♣ for J-Q there). A card you laid ("board") is on the table: told."""
    planned = {spot for spot, _ in plan.values()}
    out = [(c, plan[c][0], dest, "board", None) for c, dest in action.get("swap", ()) if c in plan]
    changed = simulate_chain([list(cards) for cards in mine], action)
    after = [changed.get(j, list(cards)) for j, cards in enumerate(mine)]
    rest = [c for c in hand if c != action["card"]]
    plans = promised(mine, hand) if told is None else told_plans(mine, hand, told)
    for k, pick in plans.items():
        # a run on cards you laid (the partner's new run was no hint of yours)
        if k + 1 not in planned:
            continue
        run = _ranks(list(mine[k]) + list(pick))
        if action["card"] in pick and action["spot"] != k + 1:
            still = promised(after, rest).get(k) if told is None else \
                makes_run(after[k], rest, {RV[c] for c in list(mine[k]) + list(pick)})
            if still is None or _ranks(list(after[k]) + list(still)) != run:
                out.append((action["card"], k + 1, action["spot"], "hand", run))
        ranks = {RV[c] for c in list(mine[k]) + list(pick)}
        off = [c for c in changed.get(k, ()) if RV[c] not in ranks]
        if off:     # the run carried to another spot by the swap (the same ranks wait there) went, not given up
            # only where the chain took the run's own cards: the same ranks already waiting on another spot
            # are another run (session 22: the Q♠ went to spot 8, the words said "Q-K moves ... to spot 2",
            # where a K♠ waited for a Q of the hand)
            later = promised(after, rest)
            carried = [dest - 1 for c, dest in action.get("swap", ()) if c in mine[k] and RV[c] in ranks]
            went = [j for j in carried if j != k and _ranks(after[j] + list(later.get(j, ()))) == run]
            out.append((off[0], k + 1, went[0] + 1 if went else k + 1, "run", run))
    return [d for d in out if told is None or d[3] == "board" or was_told(d, told)]


def told_plans(mine, hand, told):
    """{spot index: [your hand cards]} of the runs the hints told and still hold: cards of `hand` an earlier hint
    named for each spot (`told`: {card: spot index}, plans.told_named) that, with the cards on that spot of your
    side `mine`, make a whole run, as the hint said it. A spot whose named cards no longer make one (a card of it
    laid elsewhere, or a card there moved) holds no told plan: its run was given up before, and is not given up
    again (session 31: "no longer kept for 9-10-J on spot 4" where the hints had told 8-9-10 there, from the run
    the hand made after a draw). Where cards named at different times make different runs (a card of an older
    plan still in hand), the run your hand makes best (why.promised) is the plan if it is one of them, else the
    highest."""
    best = promised(mine, hand)
    out = {}
    for k in range(9):
        named = [c for c in hand if told.get(c) == k]
        need = SIZES[k] - len(mine[k])
        runs = [list(pick) for pick in combinations(named, need)
                if need > 0 and is_proper(list(mine[k]) + list(pick))]
        if runs:
            out[k] = next((p for p in runs if set(p) == set(best.get(k, ()))), None) or \
                max(runs, key=lambda p: max(RV[c] for c in list(mine[k]) + p))
    return out


def makes_run(cards, rest, ranks):
    """The cards of `rest` that make `cards` on a spot the run of `ranks` (rank values), or None."""
    have = {RV[c] for c in cards}
    if not have <= set(ranks):
        return None
    pick = []
    for r in sorted(ranks):
        if r not in have:
            card = next((c for c in rest if RV[c] == r and c not in pick), None)
            if card is None:
                return None
            pick.append(card)
    return pick


def was_told(dropped, told):
    """Did a hint tell the promise `dropped` (a dropped_plans entry of kind "hand" or "run"): a card of the
    rank of the card laid elsewhere named for that spot ("hand"), or any card named for that spot's run
    ("run")? `told`: {card: spot index} (plans.told_named)."""
    card, was, _, kind, _ = dropped
    return any(j == was - 1 and (kind == "run" or RV[c] == RV[card]) for c, j in told.items())


def change_words(dropped, since, theirs, moved, reason="", brief=False, recent=None, mine=None, latest=(),
                 played=None, relaid="", leaves=None):
    """When a hint drops what the previous one announced (`dropped`: dropped_plans), the one short clause
    that says what changed, to start the reason: the other side's card that came to that spot (for a card
    you laid there and move on, since it was put there, `since`: model.plan_cards(since_put=True); for a run
    your hand was to finish, since your latest play, `recent`: model.plan_cards(), as the hint before this one
    weighed all that came earlier) and still lies there (`theirs`: the other side's spots) and can beat or tie
    what you had there (threatens; `mine`: your side's spots), said with what it does there against yours,
    the reason the plan changed ("their 9♦ on their spot 1 makes their 7-8-9 beat your 6-7-8, so "; session
    30: "came to their spot 1, facing 6-7-8" said where, not why); else the partner's move of your card there
    (`moved`: model.partner_moved, its own sentence); else what the move does instead (the run given up, the
    card that goes elsewhere); "" when nothing announced is dropped. A partner's move that changed nothing of
    it is not told (review 15). Each clause is a sentence part that reads on into the reason (review 16: "their
    10♣ came to spot 2, your 10♥'s run: it starts spot 1" did not). Short: a hint keeps to two lines (`brief`:
    a swap's move line is long already, naming each card it moves: "can beat yours", no run named). `reason`
    is no longer read (session 30: the words are not parsed).
    Of several spots with news, the one told is where it came since your latest play, first the spot the
    move plays on (`played`), then one a card your latest play laid (`latest`: model.last_laid) leaves.
    `relaid`: a basic play's own words for the run it changes (laid_words.relaid_words), said instead of
    "gives up" (a laid card never moves there). `leaves`: {card: "your J♠ leaves spot 4 …"} for a card the
    swap moves on (leave_words.leave_words: what its old spot gains, a fact the reason does not say).
    A clause about a card of yours is a news_clause.Clause naming that card (hints_plan.named_once reads it,
    not the words); `relaid` is returned as given (it carries the card its words say is kept)."""
    recent = since if recent is None else recent

    def news(card, was, kind):
        if kind == "board":
            came = since.get(card, (was, []))[1]
        else:      # since your latest play: the hint before this one weighed what came earlier
            lists = [cards for c, (k, cards) in recent.items() if k == was]
            came = min(lists, key=len) if lists else []
        yours = [] if mine is None else list(mine[was - 1]) + ([card] if kind == "hand" else [])
        return [c for c in came if c in theirs[was - 1]] if threatens(theirs[was - 1], was - 1, yours) else []

    def told_first(entry):
        # the news that made the move worth it: come since your latest play (their 3♣ on spot 6 two plays
        # ago was weighed by the hint before; session 22: it was named, their 9♠ just come to spot 5 not),
        # on the spot the move plays on, else where it takes off again a card your latest play laid
        card, was, _, kind, _ = entry
        came = news(card, was, kind)
        fresh = kind != "board" or set(came) & set(recent.get(card, (was, []))[1])
        return not came, not fresh, was != played, not (kind == "board" and card in latest)

    for card, was, now, kind, run in sorted(dropped, key=told_first):
        came = news(card, was, kind)
        if came:
            # their own spot, said so ("came to spot 1, where your run was to be" read as their card on yours),
            # and what their card does there against yours: why the plan changed (session 30: "their 9♦
            # came to spot 1, facing 6-7-8", then 5-7 played elsewhere, the reason unsaid)
            yours = list(mine[was - 1]) + ([card] if kind == "hand" else []) if mine else []
            # "…, so " only where the reason goes on about what this changed: the card the plan there gave up,
            # or that spot (`leaves.step`, the reason's step); else two sentences (session 31: "their 10♠ on spot
            # 1 can beat yours, so your 8♠ beats their 2 on single spot 3" named a card the news did not move)
            step = getattr(leaves, "step", None)
            # the card the plan there gave up goes to another spot: the news says it was kept for this one, so the
            # reason about its new spot follows (review 56p: "their 5♥ on spot 1 can make 5-6-7, tying your 5-6-7,
            # so your 5♠ makes the same-suit run 4-5 on spot 2" reasoned about spot 1 to justify spot 2)
            kept = card if kind == "hand" and step is not None and step[0] != was - 1 and step[1] == card else None
            return came_words(came[-1], was, theirs[was - 1], yours, run, brief,
                              so=step is None or step[0] == was - 1 or step[1] == card, kept=kept)
    for _, was, _, _, _ in dropped:
        told = [m for m in moved if was in m[1:]]
        if told:
            return partner_moved_words(told)
    runs = [(was, now, run) for _, was, now, kind, run in dropped if kind == "run"]
    if runs:       # the run an earlier hint announced is what the player looks for (and where it went)
        was, now, run = runs[0]
        if relaid:
            return relaid
        return Clause(f"spot {was} gives up {run}", plan=f"{run} on spot {was} given up") if now == was else \
            Clause(f"{run} moves from spot {was} to spot {now}", plan=f"{run} moves to spot {now}")
    for card, was, now, kind, run in dropped:
        if kind == "hand":      # why in player terms: their cards there that reach your run (review 16)
            yours, there = list(mine[was - 1]) + [card] if mine else [], theirs[was - 1]
            why = f", where their {short(max(there, key=RV.get))} can still " \
                f"{'tie' if ties(there, was - 1, yours) else 'beat'} it" \
                if mine and threatens(there, was - 1, yours) else ""
            return Clause(f"your {short(card)} is no longer kept for {run} on spot {was}{why}", card,
                          join=", and " if why else " and ", plan=f"{run} on spot {was} given up")
    if dropped:
        # what taking it off does (session 20: "your J♣ does more off spot 4" said nothing a player could
        # check): it mends a spot it spoilt, or what its old spot gains (`leaves`; session 27: "for a better
        # place" named nothing), the reason saying what it gains where it goes
        card, was, now, kind, _ = dropped[0]
        if mine and not can_become_proper(mine[was - 1], was):
            return Clause(f"your {short(card)} spoilt spot {was} ({_ranks(mine[was - 1])} can never be a run)",
                          card)
        leave = (leaves or {}).get(card) or Clause(f"your {short(card)} leaves spot {was}", card, leaves=True, end="")
        return Clause(leave.body, card, leave.leaves)
    return ""


def plan_changed(news, given, mine, theirs):
    """(news, why): the news clause `news` ("" or a str, maybe a news_clause.Clause) with the plan a hint told that
    the move gives up said first where the news does not speak of its spot: "changes the plan (2-3-4 on spot 4, where
    their 3♠ can beat it): " and what the move does instead. `given`: plan_told.given_up, [(spot index, your hand
    cards named, run)]; `mine`, `theirs`: the two sides' spots. Session 47: the stronger advanced hint gives a told
    plan up where keeping it costs more than HardBot.PLAN_BIND, and said nothing of it where its news was about
    another spot ("their 8♥ on spot 3 beats your 7, so …" with the 2♠ of 2-3-4 sent from spot 4 to spot 7). `why`:
    the words of the news that say why (", where their 3♠ can beat it"), which a line past two lines leaves out."""
    unsaid = [(k, cards, run) for k, cards, run in given if f"spot {k + 1}" not in news]
    if not unsaid:
        return news, ""
    k, cards, run = unsaid[0]
    there, yours = theirs[k], list(mine[k]) + list(cards)
    # why in board terms, where the board says it: their cards there that reach the run (as change_words says it)
    why = f", where their {short(max(there, key=RV.get))} can " \
        f"{'tie' if ties(there, k, yours) else 'beat'} it" if threatens(there, k, yours) else ""
    said, plan = f"changes the plan ({run} on spot {k + 1}{why})", f"{run} on spot {k + 1} given up"
    if not news:
        return Clause(said, end=": ", plan=plan), why
    old = getattr(news, "plan", None)
    plan += f"; {old}" if old else ""
    if isinstance(news, Clause):
        return Clause(f"{said}: {news.body}", news.card, news.leaves, news.join, news.kept, news.end, news.outdone,
                      plan), why
    return Clause(f"{said}: {news}", end="", plan=plan), why
