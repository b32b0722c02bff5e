"""The QUASH hint's words for a play (the hard bot is the hint): why the move, what changed since your
latest play or an earlier hint's naming, and what identifies the position a hint was asked in. The search
that picks the move is bots.HardBot; the plan it keeps is plans.py; the words are why.py (what changed: changes.py). No pygame."""

from ...engine.naming import Reason
from .costs import cost_words
from .describe import describe_hint
from .model import last_laid, partner_moved, plan_cards, unseen_cards
from .plans import failing_play, plays_left, told_change, told_kept, told_named, told_ties
from .changes import change_words, dropped_plans, partner_moved_words, plan_changed
from .dead_spot import dead_spot_words
from .reply import reply_words
from .laid_words import relaid_words
from .leave_words import leave_words
from .gist import gist_words
from .single_odds import odds_of
from .news_clause import IT, Clause, Lead
from .card_choice import choice_words

from .why import best_step, failing_words, leftover_count, named_finish, why_words
from .failing_words import fail_head
from .swap_gain import moved_gain
from .more_why import more_why
from .plan_advised import advised_change

# the most letters of a hint's whole line ("Hint: " and the move line with it) that may take "why this card"
# words (card_choice): the full reason's, the short form's with " (H: why)". Two lines at 1024x640 hold about
# 180 letters at the full width, 115 beside the hint's arrow (session 30)
FULL_ROOM, GIST_ROOM = 160, 115
# a full reason at most this many letters longer than the short form is shown as the short form itself
SAME_ROOM = 12
# the most letters of a whole hint line whose why (more_why) takes its fuller words: beside the arrow at 1280x800 a
# full reason of 129 letters went to five lines of the smaller type where one of 123 took two of its own (session 37)
WHY_ROOM = 124
# the most letters of a whole hint line (move and full reason) that two lines of the hint's type hold at 1024x640
# (session 47: lines of up to 195 letters took two, of 209 three): past it the full words drop their least needed clause
# first (more_why's why, then the warning said in its short words, then what a card sent on gains where it lands)
LINE_ROOM = 195


def play_words(bot, view, legal, action, spot_chance, news=None, given=()):
    """(reason, news) of the hinted play `action`: why it is good, with what changed first (news, also
    kept by itself); the reason carries its short form (engine.naming.Reason: gist.py). `spot_chance()`: the chance the spot played on had of winning as it stood (the
    normal model's), asked only when every move spoils a spot. Reads and updates what `bot` told before
    (plans.told_change). `news`: the clause to start with instead of what changed (takeback.py: why the swap
    half built is taken back). `given`: the told plans the move gives up (plan_told.given_up), said first."""
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    final, plays = view["pile_count"] == 0 and view["seats"] == 2, plays_left(view)
    failing = failing_play(view, action)
    rest = [c for c in view["hand"] if c != action["card"]]
    # the cards the hints before named for runs: between equal cards the words name the same one again
    named = told_named(bot, view)
    # what changed since your latest play or an earlier hint's naming (plans.told_change), first: a plain
    # play's reason names its spot "there" only with no news of another spot before it
    told = told_change(bot, view, action, named_finish(mine, theirs, action, view["hand"], final, plays, named))
    if news is None:
        news = "" if told is None else news_words(view, action, told=named) or told
    # a plan the hints told that the move gives up (`given`: plan_told.given_up) is said, never dropped unsaid
    news, changed_why = plan_changed(news, given, mine, theirs)
    # a card the last hint sent where it lies, moved on: a change of plan, said in the short words too (review s60)
    news = advised_change(bot, view, action, news)
    # a card the news says is kept ("keeping a J for the tiebreakers") is remembered with what was told
    told_kept(bot, view, action, news)
    # a plan an earlier hint told that this move drops (news_clause.Clause.plan), in the fewest words: the short
    # words say it first ("change of plan: 9-10 on spot 2 given up; …"; review 32: said only in the why)
    change = getattr(news, "plan", None)
    # the hint's first line: the main reason alone, made beside the full words (gist.py), not cut from them;
    # its spot numbered after a change of plan about another spot
    # what the seat sees of their answer on a single spot: "likely" only where they likely hold no higher card
    odds = odds_of(view, unseen_cards(view))
    # a spot it wins that their next swap may take back (reply.py); a face-up card of theirs that may move there
    # answers it without spending a card of their hand (single_odds.Odds.moving: no "makes them spend an A")
    reply = reply_words(view, action)
    odds = odds.moving(reply.moved) if getattr(reply, "moved", None) else odds
    # every move spoils a spot: said in the short words too (session 48), and what this one gave up in the full words
    every = failing and all(failing_play(view, a) for a in legal if a["type"] == "play")
    advanced = view["variant"] == "advanced"
    gist = gist_words(mine, theirs, action, view["hand"], failing, final, there=not change, odds=odds, every=every,
                      advanced=advanced)
    # a spot the cards still to come can no longer make a run is said so, not "it starts a run there"
    dead = None if failing else dead_spot_words(view, action)
    tail = choice = gain = ""
    if dead is not None:
        gist, lead = dead
    elif failing:
        # a hint that spoils a sequence says so, so a person is not led into it unwarned, and claims no
        # more than the search found; a run your hand still finishes there (an earlier hint's promise) is
        # named, with what its cards are kept for
        more = view["pile_count"] > 0 or view["seats"] != 2
        # every move spoils a spot: what this one gives up, the spot's chance of winning as it stood
        # ("this one costs least" said nothing of what it cost)
        lead = failing_words(mine, action, view["hand"], leftover_count(mine, view["hand"], more),
                             spot_chance() if every else None, advanced, theirs[action["spot"] - 1])
    else:
        # what it builds, not how it was found (a swap: what it gains, one clause); a run the play leaves
        # open to one rank says which (review 19: "J _ K needs exactly a Q", unsaid): why_words names it
        # in its one sentence (session 25: "(a 6 only)" added after "it needs your partner's 6" said it twice)
        lead = why_words(mine, theirs, action, view["hand"], final=final, plays=plays, there=not news, named=named,
                         outdone=getattr(news, "outdone", None), odds=odds)
        # and what the card a swap sends on gains where it lands, where the reason is about the spot played on
        tail = gain = moved_gain(mine, theirs, action, rest, final)
        # why this card, where another of yours could take the spot too (card_choice; session 30)
        choice = choice_words(mine, action, view["hand"], plays, told_ties(bot, view), theirs)
    # and what it costs where it lowers a single spot (review 19: an A swapped off for a 4, unsaid) or takes
    # a card off a run that won its spot (session 23), whatever else the words say
    cost = cost_words(mine, theirs, action)
    tail += f", but {cost}" if cost else ""
    # a spot it wins that their next swap likely takes back (reply.py): the win is not promised, and the short
    # words say so too, where the spot's being yours is what they claim (review 32: said only on H)
    between = tail      # (the clauses about other spots the warning follows: _in_room)
    tail += f", though {reply}" if reply else ""
    warn = f", though {reply.short}" if reply else ""
    move = len(f"Hint: {describe_hint(action, view['seat'], view['seats'])} \u2014 ")
    # the fewest words (the kit's form for a place that does not hold the short words in two lines): the main
    # reason and its warning; the short words add the change of plan and why this card, the least useful
    # clause dropped first where they grow long (message_room.say_in_room chooses the form by the room)
    # a play that spoils its spot says so in its fewest words too, and no form of the hint drops it (Reason.warns)
    brief = fail_head(mine, action, advanced) + warn if failing else gist + warn
    lead_in = f"change of plan: {change}; " if change else ""
    if choice and move + len(news) + len(lead) + len(tail) + len(choice) <= FULL_ROOM:
        tail += choice
        # the card it says is kept is remembered, as a kept card of the news is: spent later, it is said
        # (session 32, seed 39: "keeping your 8♦ for 7-8-9 on spot 4", then the 8♦ laid on spot 8, unsaid)
        told_kept(bot, view, action, choice)
        room = move + len(lead_in) + len(gist) + len(choice) + len(warn) + len(" (H: why)") <= GIST_ROOM
        gist += choice if room else ""
    gist = lead_in + gist + warn
    reason = lead + tail
    if news:
        # after a clause about another card or spot "it" could be either: the card the reason is about is
        # named (session 20: "their Q♠ came to spot 7; it makes the run K-A on spot 2"), from what the words
        # start with (news_clause.Lead), and a card the news and the reason both name is named once
        lead = lead.named(best_step(mine, theirs, action, rest, final)[1]) \
            if getattr(lead, "subject", None) == IT else lead
        news, lead = named_once(view, action, news, lead)
        # a sentence of its own (news_clause.Clause.sentence) is followed by a capital
        if getattr(news, "sentence", False):
            lead = lead[:1].upper() + lead[1:]
        reason = lead + tail
    # a reason hardly longer than its short form says nothing more: it is the short form, and H offers no "why"
    # that would only show the same again (session 30)
    if len(news) + len(reason) <= len(gist) + SAME_ROOM:
        gist = news + reason
        # and the full words add a why of their own, so H says more than the short words (review 36: "it makes the
        # run 6-7-8 there", and H showed the same words again): what the play is worth by the rules (more_why)
        # the fullest that keeps the line within WHY_ROOM, else the fewest words
        # (after the reason's main clause, before its warnings: "a K there beats their Q: your lowest card that beats
        # it, though their A may still swap in on spot 3")
        forms = more_why(mine, theirs, action, view["hand"])
        # (its fewest words only where the whole line keeps to two lines: session 47)
        reason = lead + next((f for f in forms if move + len(news) + len(reason) + len(f) <= WHY_ROOM),
                             forms[-1] if forms and move + len(news) + len(reason) + len(forms[-1]) <= LINE_ROOM
                             else "") + tail
    reason = _in_room(move + len(news), reason, reply, gain, between)
    if changed_why and move + len(news) + len(reason) > LINE_ROOM:
        # the plan given up is still said, without its why, where the line would run to three lines
        news = Clause(news.body.replace(changed_why, "", 1), news.card, news.leaves, news.join, news.kept, news.end,
                      news.outdone, news.plan) if isinstance(news, Clause) else news.replace(changed_why, "", 1)
    return Reason(news + reason, gist, brief, warns=failing), news


def _in_room(used, reason, reply, gain, between=""):
    """The full reason in two lines where its words allow: past LINE_ROOM letters (with `used` the letters before
    it), the warning `reply` that ends it said in its short words ("though their face-up A♦ may still move there"),
    then the clause `gain` (what the card sent on gains) left out (session 47: the stronger advanced hint's swaps
    ran to three lines at 1024x640, test_quash_hint_lines15). Its "there" is the spot the reason is about, so the
    short warning goes right after that reason, before the clauses `between` it and the warning, about other spots
    (what the card sent on gains, what the move costs): after "spot 3 falls from your 6 to a 2: their A wins it, no
    tie", "though their 6 may still swap in there" meant spot 1 (session 59)."""
    full = f"{between}, though {reply}"
    if used + len(reason) > LINE_ROOM and reply and reason.endswith(full):
        reason = reason[:len(reason) - len(full)] + f", though {reply.short}" + between
    if used + len(reason) > LINE_ROOM and gain and gain in reason:
        reason = reason.replace(gain, "", 1)
    return reason


def named_once(view, action, news, lead):
    """(news, lead) with a card of the move (the card played, or one a swap moves on) named once, from what each
    part is about (data: the news is a news_clause.Clause naming its card, the reason's `lead` a news_clause.Lead
    naming the card it starts with, "your A♣ …"): where the news is about a card of the move and the reason goes
    on about the same card, one sentence, "your A♣ leaves spot 6 and makes …"; where the news only says that card
    leaves (Clause.leaves) and the reason says where it goes and what it gains there (why.moved_gain), the news
    adds nothing and goes (session 28: "your A♣ leaves spot 6; your A♣ makes …"). Session 29 read both off the
    words; session 30 the clause's ending and the reason's subject too."""
    card = getattr(news, "card", None)
    if card is None or card not in [action["card"]] + [c for c, _ in action.get("swap") or ()]:
        return news, lead
    if getattr(lead, "subject", None) == card:
        return news.body + news.join, Lead(lead.rest)
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    final = view["pile_count"] == 0 and view["seats"] == 2
    if news.leaves and moved_gain(mine, theirs, action, [c for c in view["hand"] if c != action["card"]], final):
        return "", lead
    return news, lead


def leaves_from(action):
    """[(card, the spot it leaves)] for each card a swap `action` moves on."""
    came_to = [action["spot"]] + [dest for _, dest in action.get("swap") or ()]
    return [(card, came_to[i]) for i, (card, _) in enumerate(action.get("swap") or ())]


def news_words(view, action, reason="", told=None):
    """What changed since your latest play, to start the hint's reason, when it is why the advice changed:
    the move drops what an earlier hint announced (a promised card laid elsewhere, a card you laid moved
    on: changes.change_words says what came there), or it plays where the partner moved a card of yours
    (review 14, seed 11: the partner's swap was never told); "" else (review 15: "your partner moved your
    7♠ from spot 5 to spot 8: it makes the run 8-9-10 on spot 1" told an unrelated move as the cause).
    A sentence of its own is a news_clause.Clause with `sentence`: the reason after it starts with a capital.
    `told`: {card: spot index} the hints before named (plans.told_named): a promise none of them told is not
    news (changes.dropped_plans); None: every promise counts."""
    mine = view["board"][view["side"]]
    moved = partner_moved(view)
    plan = plan_cards(view)
    news = change_words(dropped_plans(mine, action, view["hand"], plan, told), plan_cards(view, since_put=True),
                        view["board"][1 - view["side"]], moved, reason, bool(action.get("swap")), plan, mine,
                        last_laid(view), action["spot"],
                        relaid_words(mine, action, view["hand"], view["board"][1 - view["side"]])
                        if view.get("variant") == "basic" else "",
                        leave_words(mine, view["board"][1 - view["side"]], action, view["hand"],
                                    view.get("pile_count") == 0 and view["seats"] == 2, plays_left(view)))
    if not news and moved:
        touched = {action["spot"]} | {dest for _, dest in action.get("swap", ())}
        news = partner_moved_words([m for m in moved if touched & {m[1], m[2]}])
    return news


def position_key(view):
    """What identifies the position a seat decides in: the round, the move number, the seat, its hand and
    both sides' boards."""
    return (view["round"], view["turn"], view["seat"], tuple(sorted(view["hand"] or ())),
            tuple(tuple(side) for side in view["board"]))


def goes_on(action, view):
    """Does `action` go on from the swap chain half built on the table (view["building"]: the plays that
    finish it from where it stands)? True with nothing half built. A hint asked again mid-chain keeps its
    plan only then; else it weighs finishing the chain against taking it back (review 19d)."""
    building = view.get("building")
    if not building:
        return True
    done = building[0]
    swap = action.get("swap") or []
    return action.get("card") == done["card"] and action.get("spot") == done["spot"] \
        and swap[:len(done["swap"]) - 1] == done["swap"][:-1] and len(swap) >= len(done["swap"])
