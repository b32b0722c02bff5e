"""Why a QUASH move is good, in the words a player uses: what it builds on your spots (a run started, one
card from done, a run made, a same-suit run kept, and which of your cards would finish it), what it beats or
blocks on the other side, and why a low card goes where the spot is lost anyway; never how the bot found
it, nor the rules again. Pure: the bots and the hint share it. `hand` is the seat's own hand (before the
move): only cards the seat holds are named."""

from ...engine.naming import a_or_an, joined
from .describe import short
from .lost_single import kept_lower, tie_held
from .model import simulate_chain
from .news_clause import IT, TIEBREAKERS, Clause, Lead
# the spoiling play's words live in failing_words.py, the promise in promised.py: read here by the hint (hints_plan)
from .failing_words import FAILED_COST, failing_words, leftover_count  # noqa: F401
from .promised import promised, unpromised
from .single_odds import hold_words
from .run_answer import answer_words
from .run_facts import (_ranks, catch_words, finish_from_hand, fitting, grow_runs, lost_run, named_for, only_run,
                        outdo_words, run_against, short_of_run, still_to_come, their_run,
                        threatens)
from .sequences import KIND, RANK_WORDS, RV, SIZES, can_become_proper, is_proper, is_suited


def _a(rank):
    return a_or_an(rank)


def _listed(words):
    return joined(words, "or")


def _lowest(v, rest, held):
    """How a card of rank v on a lost or spare single spot is named, true of the whole hand `held` (review
    17: "your lowest card goes there" while a lower 4♥ was kept for a run): 'your lowest card', 'the lowest
    card your runs do not need', or None when a lower card stays free."""
    if rest is None or any(RV[c] < v for c in rest):
        return None
    if held is not None and any(RV[c] < v for c in held):
        return "the lowest card your runs do not need"
    return "your lowest card"


def _single_words(card, spot, theirs, rest, held=None, side=None, where=None, odds=None):
    """What `card` on single spot `spot` does; `where`: how the spot is named after the move line numbered it
    ("there"), else by its number; `odds` (single_odds.Odds, or None): whether they likely hold a higher card."""
    v = RV[card]
    at = where or f"on single spot {spot}"
    single = "the single spot" if where else f"single spot {spot}"
    lowest = _lowest(v, rest, held)
    mine = RANK_WORDS[v]
    if len(theirs) == 1:
        o = RV[theirs[0]]
        if v > o:
            return f"{_a(mine)} {at} beats their {RANK_WORDS[o]}"
        if v == o:
            return f"{_a(mine)} {at} ties their {RANK_WORDS[o]}: a tiebreaker decides it"
        # true of the whole hand: "a low card" was said of a 9 while a free 4 stayed in hand (session 20)
        # a lower card kept says what for (session 27: "keeping your higher cards" while a 3 stayed in hand)
        lower = "" if lowest or side is None else kept_lower(card, rest or (), side)
        keep = f"{lowest} goes there, keeping the rest" if lowest else f"your {mine} goes there, " + \
            (lower or "keeping your higher cards")
        named = 'the spot' if where else f'spot {spot}'
        tie = tie_held(o, held if held is not None else rest)
        if tie is not None:
            return f"{named} is theirs unless your {short(tie)} ties their {RANK_WORDS[o]}: {keep}"
        return f"{named} is lost to their {RANK_WORDS[o]}: {keep}"
    if v == 14:
        return f"an A {at}: nothing beats it, an A ties at most"
    if v >= 11:
        # every higher card the seat holds is yours, those kept for its other runs too (session 36: "and the K♦
        # is yours" while the K♣, promised to a run, was in hand as well): `held`, not the unpromised `rest`
        return f"{_a(mine)} {at}: {higher_words(v, rest if held is None else held, side)}{hold_words(v, odds)}"
    if lowest:
        return f"{single} takes {lowest}, keeping the others for your runs"
    if v < 8:
        return f"{_a(mine)} {at} costs little, keeping your higher cards for your runs"
    return f"{_a(mine)} {at}: it takes the spot from any lower card{hold_words(v, odds, True)}"


def higher_words(v, rest, side=None):
    """Which cards beat a card of rank v on a single spot, said from your side: the higher cards you hold (your
    hand after the move, `rest`, and your spots, `side`) are named as yours, not as a threat (review 33: "a K on
    single spot 9: only an A beats it" while the A♠ was in your hand): "only an A beats it, and the A♠ is yours";
    "only your A♠ beats it" where every higher card is yours."""
    yours = [c for c in list(rest or ()) + [c for cards in (side or ()) for c in cards] if RV[c] > v]
    above = [r for r in range(v + 1, 15) if sum(RV[c] == r for c in yours) < 4]
    mine = [short(c) for c in sorted((c for c in rest or () if RV[c] > v), key=RV.get, reverse=True)]
    held = joined(mine, "and")
    if not above:
        return f"only your {held} beat{'s' if len(mine) == 1 else ''} it" if held else "nothing beats it"
    said = f"only {_listed([_a(RANK_WORDS[r]) for r in above])} beats it"
    if held:
        said += f", and the {held} {'is' if len(mine) == 1 else 'are'} yours"
    return said


def spot_words(cards, k, theirs, rest=None, card=None, where=None, plays=None, held=None, gone=(), side=None,
               named=None, outdone=False, odds=None):
    """What `cards` on spot index k now make, against the other side's `theirs` on that spot; `rest` is
    your hand after the move (None: unknown), `card` the card that came to the spot, `where` how the spot
    is named after its number was said ("there"); `gone` the cards that cannot come to it (on either side's
    board: review 19d named the 6♠ on their spot 4 as the card a 5-7 waited for); `side` your spots after the
    move (a lost single spot's words say what lower cards are kept for: lost_single); `named` {card: spot
    index} an earlier hint named (between equal cards the one it named is named again: run_facts.named_for);
    `outdone`: the news before the words has just said their cards there beat yours (not said again); `odds`: a
    single spot's answer they may hold (single_odds.Odds, or None: not known)."""
    pref = named_for(named, k)
    size, spot = SIZES[k], k + 1
    on = where or f"on spot {spot}"
    # after the move line named the spot (`where`), the spot is not numbered again (session 30: "play the 9 of
    # spades on spot 8 — it starts spot 8 (double)", the first "why" of a round)
    spot_name = f"spot {spot}" if where is None else "the spot"
    start = f"starts spot {spot} ({KIND[size]})" if where is None else f"starts the {KIND[size]}"
    if size == 1:
        return _single_words(card or cards[0], spot, theirs, rest, held, side, where, odds)
    if not can_become_proper(cards, spot):
        return f"{_ranks(cards)} {on} can no longer be a run"
    # beaten already (run_facts.lost_run): every run there, or the one your hand would make, loses to theirs
    doomed = lost_run(cards, size, theirs, rest, plays)
    if doomed:
        # review 15: "2♠ on spot 4 only fills a slot" said as a throw-away, not as a run started; the move
        # line names the card and the spot: not said again (review 16). Where your hand still makes a run
        # there, the card is part of it: that run keeps their bonus point away (session 23: "it only fills
        # a slot" was said of the first card of the hint's own 4-5-6)
        ours = finish_from_hand(cards, size, rest, plays, **pref) if rest else None
        if ours is not None:
            yours = " ".join(short(c) for c in ours[0])      # short: a hint keeps to two lines (session 28)
            if outdone:     # the news has just said their run beats yours there (session 31: said twice)
                return f"your {yours} would make it the run {ours[1]}: that keeps their bonus point away"
            if doomed[1] == "yours":
                # a higher run could still tie or beat theirs, but not the one your cards make (session 30)
                return f"your {yours} would make it the run {ours[1]}, which {their_run(theirs)} beats: " \
                    "that only keeps their bonus point away"
            return f"{spot_name} is lost to {their_run(theirs)}, but your {yours} would make it the run " \
                f"{ours[1]}: that keeps their bonus point away"
        return Lead(f"only fills a slot {on}" + ("" if outdone else f": no run there can beat their {doomed[0]}"), IT)
    suited = " same-suit" if len(cards) > 1 and is_suited(cards) else ""
    finish = finish_from_hand(cards, size, rest, plays, **pref) if rest and len(cards) < size else None
    if finish is not None and not finish[2]:
        suited = ""      # the card that would finish it is of another suit: not a same-suit run after all
    if len(cards) == size and is_proper(cards):
        against = run_against(cards, theirs)
        if against == "lost":
            # review 16: "the 9♠ makes the run 9-10 on spot 8" called a gain where their same-suit 9-10
            # already won the spot: what a run there still does is keep their bonus point away; after news that
            # said their run beats yours there, not said again (session 31: three lines at 1024x640)
            if outdone:
                return Lead(f"only keeps their bonus point off {spot_name}", IT)
            return Lead(f"cannot win {spot_name} ({their_run(theirs)} beats it): a run there only keeps their "
                        "bonus point away", IT)
        made = f"makes the{suited} run {_ranks(cards)} {on}"
        if against == "won":
            made += f", above {their_run(theirs)}"
        elif against == "tie":
            made += f", level with {their_run(theirs)}"       # short: a hint keeps to two lines
        elif catch_words(cards, theirs, k):
            made += f", {catch_words(cards, theirs, k)}"   # their open run still beats it (session 30)
        else:
            # one card they plausibly hold beats it there (run_answer; review 36: "makes the run Q-K" over their K)
            made += answer_words(cards, theirs, k, odds)
        return Lead(made, IT)
    if len(theirs) == size and not is_proper(theirs):
        blocked = f" (their {spot_name} has failed, so any run wins it)"
    else:
        blocked = ""
    over = outrun(cards, theirs, k)
    # what it gains first, then the catch (review 18c: "it starts spot 7, but any run their 8 makes there
    # beats it" said only the downside): their spot may still fail, and then your run wins it
    beaten = over and f": a run there wins it if their {_ranks(theirs)} fails to make one ({over})"
    if beaten:
        # a run open to one rank only says which, inside the one sentence (session 25: "(…beats it) (a 3
        # only)" was added after it by the hint); a first card says the point: your lower cards go where
        # they are ahead (review s60: "why lay a 2 there?")
        if len(cards) == 1:
            only = only_run(RV[cards[0]], size)
            return Lead((f"{start} for {only} only" if only else start) + f": a run there wins it if their "
                        f"{_ranks(theirs)} fails to make one, and costs only your lower cards ({over})", IT)
        left = size - len(cards)
        head = short_of_run(cards, on, left)
        if left == 1:
            # a card of your own hand that finishes it is named, not asked for (session 29: "4-6 on spot 1
            # needs a 5" while you held two 5s)
            yours = own_finish(cards, size, rest, held, plays, pref)[0]
            if yours:
                # short: "your 7♦ would make it a same-suit run, which wins it…" ran to three lines at 1024x640
                # (test_quash_hint_lines15)
                mine = yours[:yours.index(" would make ")]
                return f"{_ranks(cards)} {on}: {mine} finishes it, which wins it if their {_ranks(theirs)} " \
                    f"fails to make one ({outrun(cards, theirs, k)})"
            ranks = still_to_come(cards, size, gone)
            if not ranks:
                return head + ": no card still to come can make it a run"
            if len(ranks) == 1:     # short: a hint keeps to two lines
                head = f"{_ranks(cards)} {on} needs {_a(RANK_WORDS[ranks[0]])} to make a run"
        return head + beaten
    if finish is not None:
        pick, ranks, same = finish
        yours = " ".join(short(c) for c in pick)      # "your 5♠ 6♠", as a swap's step says it (session 28)
        then = f": your {yours} would make it the{' same-suit' if same else ''} run {ranks}" + blocked
    else:
        then = None
    if len(cards) == 1:
        if then:
            return Lead(start + then, IT)
        v = RV[cards[0]]
        only = only_run(v, size)
        if only:   # an ace or a 2 starts one run only: say which, so nobody expects more of it
            return Lead(f"{start}: only {only} can grow from it" + blocked, IT)
        runs = grow_runs(v, size, gone)
        # which of your cards fit those runs, and where none does, that the cards must come (session 48: "6-7-8 up to
        # 8-9-10 can grow from it" read as a promise while no 10 was yours)
        # (of your cards no other run waits for, `rest`: one card is not counted on for two spots)
        fit = fitting(v, size, rest, gone)
        fits = f" (your {' '.join(short(c) for c in fit)} fit{'s' if len(fit) == 1 else ''} them)" if fit else \
            " (your cards that fit them are kept for other runs)" if fitting(v, size, held, gone) else \
            " (none of your cards fits them yet)" if held is not None else ""
        return Lead(f"{start}: {runs} can grow from it" + fits + blocked, IT)
    left = size - len(cards)
    yours, same = own_finish(cards, size, None, held, plays, pref) if then is None and left == 1 else (None, False)
    if yours:
        # a card of yours kept for another run finishes this one too: named, not asked for as if from a draw
        # or your partner (session 29: "a 5 would make it a run" while you held the 5♣)
        then = f": {yours}" + blocked
        suited = suited if same else ""
    elif then is None and left == 1:
        # none of your cards finishes it: say which card it waits for (your partner's, or a later one), of
        # the cards still to come (not on either side's board)
        ranks = still_to_come(cards, size, gone)
        # 'a J would make it one' of a same-suit run claimed the same suit of any J: which cards keep the
        # suit is said by name, with a verb of its own (session 25: "the 6♣ a same-suit run" read garbled)
        same = [RANK_WORDS[r] + cards[0][-1] for r in ranks if RANK_WORDS[r] + cards[0][-1] not in gone]
        suited = suited if same else ""
        of_suit = f"; the {_listed([short(c) for c in same])} would keep it same-suit" if suited else ""
        then = f": {_listed([_a(RANK_WORDS[r]) for r in ranks])} would make it a run{of_suit}" if ranks else \
            ": no card still to come can make it a run"
        if ranks and plays is not None:
            # 4 players: none of your cards fills it, so the run is your partner's to finish (session 23: a
            # promised run the partner closed with another 3, "3-3-4 FAILED"): said, not promised; the spot
            # is named once, by the head (session 25: "… on spot 7 …: it needs your partner's 6 on spot 7")
            # the game does not know the partner's hand: who can add the card, not that they have it
            # (session 25: "it needs your partner's 6" read as if the game had seen their cards)
            then = f": only your partner can add {_listed([_a(RANK_WORDS[r]) for r in ranks])} there, if they " \
                f"hold one{of_suit}"
        then += blocked
    # the words after it name the same-suit run your cards would make: not said twice (session 31: "10-J there is 1
    # card from a same-suit run: your Q♠ would make it the same-suit run 10-J-Q")
    suited = "" if (finish is not None and finish[2]) or (yours and same) else suited
    head = short_of_run(cards, on, left, suited)
    return head + (then or blocked)


def own_finish(cards, size, rest, held, plays=None, pref=None):
    """"your 5♥ would make the run 4-5-6"-like words when a card of your hand finishes `cards`, one card
    short of a run on a spot of `size`: of your free cards `rest` first (why.unpromised), else of your whole
    hand `held` (a card your other runs wait for: "would make it a run", as it would); None when no card you
    hold does (or, 4 players, `plays` leaves you no card to lay there); with whether that run is same-suit."""
    for pool in (rest, held):
        finish = finish_from_hand(cards, size, pool, plays, **(pref or {})) if pool else None
        if finish is not None:
            same = " same-suit" if finish[2] else ""
            return f"your {' '.join(short(c) for c in finish[0])} would make " + \
                (f"the{same} run {finish[1]}" if pool is rest else f"it a{same} run"), finish[2]
    return None, False




def outrun(cards, theirs, k):
    """Words when every run the other side's unfinished cards `theirs` can still make on spot index k ends
    higher than the best run your `cards` there can ever make (review 17: "it starts spot 4 (your 3♠ 4♥
    would make it 2-3-4)" with their 8 on spot 4): "any run their 8 makes there beats it"; else None.
    (Their spot may still fail: then your run wins it, so the spot is not called lost.)"""
    size = SIZES[k]
    if not theirs or len(theirs) >= size or not can_become_proper(theirs, k + 1):
        return None
    best = min(14, min(RV[c] for c in cards) + size - 1)
    if max(max(RV[c] for c in theirs), size + 1) <= best:
        return None
    return f"any run their {_ranks(theirs)} makes there beats it"




def step_words(before, after, k, card, theirs, rest=None, unmade=False, plays=None, outdone=False, there=False):
    """What one step of a swap chain gains, short: `card` came to spot index k, whose cards were `before`
    and are now `after`; `theirs` the other side's cards there, `rest` your hand after the move. `unmade`:
    your hand cannot finish a run there and no other card will come (no run is promised then). `outdone`: the
    news before the reason has just said their card beats yours there (news_clause.Clause.outdone). `there`: the
    words just before have numbered the spot (a swap's next drop, "now drop your 9♦ on spot 3"): it is named no
    more (session 33: "… on spot 3 — it goes to single spot 3, …" said it twice)."""
    size, spot = SIZES[k], k + 1
    on, to = ("there", "there") if there else (f"on spot {spot}", f"to spot {spot}")
    on1, to1 = ("there", "there") if there else (f"on single spot {spot}", f"to single spot {spot}")
    the, the1 = ("the spot", "the spot") if there else (f"spot {spot}", f"single spot {spot}")
    v = RV[card]
    if size == 1:
        if len(theirs) == 1:
            o = RV[theirs[0]]
            was = RV[before[0]] if before else None
            if v > o:
                return f"beats their {RANK_WORDS[o]} {on1}" + \
                    (f" (your {RANK_WORDS[was]} did not)" if was is not None and was <= o and not outdone else "")
            if v == o:
                return f"ties their {RANK_WORDS[o]} {on1}" + \
                    (f" (your {RANK_WORDS[was]} lost to it)" if was is not None and was < o and not outdone else "")
            return f"goes {to1}, lost to their {RANK_WORDS[o]} anyway"
        if before and RV[before[0]] < v:
            return f"raises {the1} from the {RANK_WORDS[RV[before[0]]]}"
        if v == 14:
            return f"takes {the1}, where nothing beats it"
        if v >= 11:
            return f"takes {the1}, where only a higher card beats it"
        return f"goes {to1}, out of the way of your runs"
    suited = " same-suit" if len(after) > 1 and is_suited(after) else ""
    if len(after) == size and is_proper(after):
        against = run_against(after, theirs)
        if against == "lost":       # review 16: a run that cannot win the spot was called a gain
            # session 23: said as short as its meaning allows, since news may come before it in a 2-line hint
            return f"keeps their bonus point off {the}, which {their_run(theirs)} wins"
        return f"makes the{suited} run {_ranks(after)} {on}" + \
            (f", level with {their_run(theirs)}" if against == "tie" else "")
    left = size - len(after)
    if unmade and not (len(after) == size and is_proper(after)):
        # review 14 (seed 7): "the 2♥ starts spot 4, where only 2-3-4 can grow" with no 3 and 4 to come
        return f"goes {to}, out of the way: your cards cannot make a run there"
    finish = finish_from_hand(after, size, rest, plays) if rest else None
    if finish is not None and not finish[2]:
        suited = ""      # the card that would finish it is of another suit
    beaten = outrun(after, theirs, k)
    if beaten:
        return (f"starts {the}" if len(after) == 1 else f"makes {_ranks(after)} {on}") + \
            f" ({beaten})"
    if lost_run(after, size, theirs, rest, plays):      # their finished run beats the run yours would make
        # not said twice after the news "their A♥ on spot 1 beats yours, so …" (a hint ran to three lines)
        return f"goes {to}" if outdone else f"goes {to}, lost to {their_run(theirs)}"
    if len(after) == 1:
        # the run your cards would make is named below: not said twice ("where only 2-3-4 can grow from
        # it (your 3♦ 4♣ would make it 2-3-4)" ran a hint to three lines)
        only = only_run(v, size) if finish is None else None
        words = f"starts {the}, where only {only} can grow from it" if only else \
            f"starts {the}" if finish is not None else f"starts a run {on}"
    else:
        words = f"makes {_ranks(after)} {on}, {left} card{'s' if left > 1 else ''} from a{suited} run"
        if finish is None and plays is not None and left == 1:
            words += " (only your partner can finish it, if they hold the card)"     # 4 players: not yours
    if finish is not None:
        pick, ranks, same = finish
        words += f" (your {' '.join(short(c) for c in pick)} would make it{' same-suit' if same else ''} {ranks})"
    return words


def why_words(mine, theirs, action, hand=None, final=False, plays=None, there=False, named=None, outdone=None,
              odds=None):
    """Why `action` (a play, maybe with swaps) helps, from your side's spots `mine` and theirs; `hand` is
    your hand before the move (its cards may be named as what finishes a run). A swap chain says what it
    gains for you in one clause: its best step (step_gain), the card and what it makes or beats where it
    lands; where each card goes is the hint's move line. `final`: `hand` is every card you will have for
    your side (no pile, no partner): a run it cannot finish is not promised. `plays`: 4 players, how many
    cards you still lay this round after this one (plans.plays_left): a run needing more is not promised.
    `there`: a plain play's spot is named "there" (the hint's move line has just numbered it, and nothing
    about another spot comes between). The words are a news_clause.Lead: what they start with is data.
    `named`: {card: spot index} the hints before named for runs (told_named): kept between equal cards.
    `outdone`: the spot (1..9) the news before the reason says their card beats yours on (Clause.outdone).
    `odds`: what the seat sees of their answer on a single spot (single_odds.Odds), or None."""
    changed = simulate_chain(mine, action)
    k = action["spot"] - 1
    rest = [c for c in hand if c != action["card"]] if hand is not None else None
    after = [changed.get(j, cards) for j, cards in enumerate(mine)]
    if not action.get("swap"):
        if SIZES[k] > 1 and not can_become_proper(mine[k], k + 1):
            return Lead(f"{'the spot' if there else f'spot {k + 1}'} has failed already ({_ranks(mine[k])}): a "
                        "card there spoils nothing, keeping your other cards for your runs")
        # the cards your other started runs wait for are theirs: not named again for this spot
        words = spot_words(changed[k], k, theirs[k], rest and unpromised(after, k, rest, plays, named),
                           action["card"], "there" if there else None, plays=plays, named=named, held=rest,
                           gone={c for side in (after, theirs) for sp in side for c in sp}, side=after,
                           outdone=outdone == k + 1, odds=odds)
        return words if isinstance(words, Lead) else Lead(words)
    j, card, unmade = best_step(mine, theirs, action, rest, final)
    # "it": the move line already names each card and where it goes ("the 9♠ makes the run 9-10 on spot
    # 8" after "moving your 9 of spades to spot 8" said the move twice, review 16); after a chain's several
    # steps "it" could be any of its cards: the one the reason is about is named (session 23). A card the swap
    # sends on has its spot numbered by the move line ("moving your 7♠ to spot 7"): with no news about another spot
    # between (`there`), "the spot" (session 47: "your 7♠ keeps their bonus point off spot 7" said it twice)
    return Lead(step_words(mine[j], changed[j], j, card, theirs[j], unpromised(after, j, rest, plays) if rest else None,
                           unmade, plays, outdone == j + 1, there=there and card != action["card"]),
                IT if step_is_it(action, card) else card)


def step_subject(action, card):
    """How a swap's reason names the card its best step is about: "it " only where that is the card you
    play (the move line's first card); else "your 10♦ " (session 25: "it beats their 5 on spot 6" of the J♣
    a 10♠ sent on, read as the 10♠)."""
    return "it " if step_is_it(action, card) else f"your {short(card)} "


def step_is_it(action, card):
    """Is `card`, the card a swap's reason is about, "it": the card you play, the move line's first card, in a
    move that sends on at most one card?"""
    return card == action["card"] and len(action.get("swap") or ()) <= 1


def best_step(mine, theirs, action, rest=None, final=False):
    """(spot index, card, unmade) of the step of a swap chain its reason is about: the best (step_gain), the
    first of equals (the card you play first); `unmade`: your hand (`rest`, after the move) cannot finish a
    run there and no other card will come. A plain play's step is its own card on its spot."""
    changed = simulate_chain(mine, action)
    steps = [(action["spot"] - 1, action["card"])] + [(dest - 1, card) for card, dest in action.get("swap", ())]

    def unmade(j):
        # your hand cannot finish a run there and no other card will come (no run is promised then)
        cards = changed[j]
        return final and rest is not None and SIZES[j] > 1 and len(cards) < SIZES[j] \
            and finish_from_hand(cards, SIZES[j], rest) is None

    # one clause, what the swap gains for you: its best step (review 14: a clause a card, and before them
    # "their K♠ came to spot 2, so the Q♦ … moves to spot 5", made three lines that did not connect)
    gains = [step_gain(mine[j], changed[j], j, card, theirs[j], unmade(j)) for j, card in steps]
    j, card = steps[gains.index(max(gains))]
    return j, card, unmade(j)


def named_finish(mine, theirs, action, hand, final=False, plays=None, named=None):
    """(spot index, [your cards], the run's ranks) that the reason why_words gives for `action` names as
    finishing a run ("your J♥ would make it the run 10-J-Q"), or None: what a later hint must not book for
    another spot without a word (review 16: the J♥ for J-Q on spot 5, two hints later for 10-J-Q on spot 1)."""
    changed = simulate_chain(mine, action)
    k, rest = action["spot"] - 1, [c for c in hand if c != action["card"]]
    after = [changed.get(j, cards) for j, cards in enumerate(mine)]
    steps = [(k, action["card"])] + [(dest - 1, card) for card, dest in action.get("swap", ())]
    if action.get("swap"):
        def unmade(j):
            return final and SIZES[j] > 1 and len(changed[j]) < SIZES[j] \
                and finish_from_hand(changed[j], SIZES[j], rest) is None
        gains = [step_gain(mine[j], changed[j], j, card, theirs[j], unmade(j)) for j, card in steps]
        k = steps[gains.index(max(gains))][0]
        if unmade(k):
            return None
    elif SIZES[k] > 1 and not can_become_proper(mine[k], k + 1):
        return None
    cards = changed[k]
    if SIZES[k] == 1 or len(cards) == SIZES[k] or not rest or not can_become_proper(cards, k + 1):
        return None
    pool = unpromised(after, k, rest, plays, named)
    if not action.get("swap") and lost_run(cards, SIZES[k], theirs[k], pool, plays):
        return None
    finish = finish_from_hand(cards, SIZES[k], pool, plays, **named_for(named, k))
    return (k, finish[0], finish[1]) if finish else None


def came_words(card, spot, theirs, yours, run=None, brief=False, so=True, kept=None):
    """The other side's `card` come to their own `spot` (1..9) and what it does there against your cards `yours`
    (`theirs`: their cards there; run_facts.outdo_words, the fact `threatens` checks before a plan is changed for
    it; `run`: the run yours were to make; `brief`: said shortest, "can beat yours"), as news that leads on to
    the reason: "their 9♦ on spot 1 makes their 7-8-9 beat your 6-7-8, so " (session 30: "their 9♦ came to their
    spot 1, facing 6-7-8" said where, not why the plan changed). "their 9♦ on spot 1": their card, on their
    side; session 24's "came to spot 1" had read as their card come to yours. `so`: the reason after it is about
    what this changed (the card your plan there gave up, or that spot); else the news is a sentence of its own
    (session 31: "their 10♠ on spot 1 can beat yours, so your 8♠ beats their 2 on single spot 3", another card).
    `kept`: your card the plan there kept, now played on another spot: said, so the reason about that spot follows
    ("…, tying your 5-6-7; your 5♠ was kept for spot 1, so your 5♠ makes …", review 56p)."""
    why = f"; your {short(kept)} was kept for spot {spot}" if kept else ""
    return Clause(f"their {short(card)} on spot {spot} {outdo_words(theirs, spot - 1, yours, run, brief)}{why}",
                  end=", so " if so else ". ", outdone=spot,
                  plan=f"their {short(card)} on spot {spot} {outdo_words(theirs, spot - 1, yours, run, True)}")


def rebooked_words(told, said, mine, theirs, hand, history, side):
    """When the card a hint names as finishing a run (`said`: named_finish) was named by an earlier hint of
    the round for another spot (`told`: {card: (spot, run, the history length then)}), the clause that
    says what changed, to start the reason: the other side's card that came to that spot since and can beat
    or tie your run there; else the card that now finishes that spot instead ("spot 5 now waits for your
    K♠ (Q-K): "); else the change itself; "" when nothing told is booked again. A card told kept for the
    tiebreakers (spot news_clause.TIEBREAKERS) now named for a run says so, when no card of its rank is left
    in `hand` to keep instead. A clause about a card of yours is a news_clause.Clause naming it."""
    if not said:
        return ""
    k, pick, _ = said
    for c in pick:
        if c in told and told[c][0] == TIEBREAKERS:
            # a card an earlier hint kept for the tiebreakers ("keeping a J for the tiebreakers": laid_words)
            # now goes to a run, with no other card of its rank left to keep (session 29: said nothing)
            # (another of its rank left free: not one a hint named for a run, session 33)
            if any(RV[x] == RV[c] and x != c and x not in pick and told.get(x, told[c])[0] == TIEBREAKERS
                   for x in hand):
                continue
            return Clause(f"your {short(c)} is no longer kept for the tiebreakers", c,
                          plan=f"your {short(c)} no longer kept for the tiebreakers")
        if c not in told or told[c][0] == k + 1 or len(mine[told[c][0] - 1]) >= SIZES[told[c][0] - 1]:
            continue
        was, run, at = told[c]
        if not still_told(told, was, run, mine[was - 1]):
            continue        # given up before: not given up again (session 31: "no longer for 9-10-J on spot 1")
        there = theirs[was - 1]
        came = []
        for h in history[at:]:
            if h["seat"] % 2 != side:
                placed = [(h["card"], h["spot"])] + [(card, dest) for card, dest in h.get("swap", ())]
                came += [x for x, dest in placed if dest == was and x in there]
        if came and threatens(there, was - 1, list(mine[was - 1]) + [c]):
            return came_words(came[-1], was, there, list(mine[was - 1]) + [c], run)
        now = promised(mine, [x for x in hand if x not in pick]).get(was - 1)
        if now:
            ran = finish_from_hand(mine[was - 1], SIZES[was - 1], now)
            waits = f"spot {was} now waits for your {' and '.join(short(x) for x in now)}"
            # the cards it names are told for that run, as a reason's naming is (plans.told_kept): a later hint that
            # lays one elsewhere, or another card there, says so (session 36: "spot 1 now waits for your 6♥
            # (4-5-6)", then the 3♥ laid there for 3-4-5 with no word)
            return Clause(f"{waits} ({ran[1]})", plan=waits, kept=[(x, was, ran[1]) for x in ran[0]])
        if said[2] is None:     # the card played itself (plans.told_change): the move names its spot
            return Clause(f"your {short(c)} is no longer for {run} on spot {was}", c,
                          plan=f"your {short(c)} no longer for {run} on spot {was}")
        return Clause(f"your {short(c)} is now for spot {k + 1}, not {run} on spot {was}", c,
                      join=", and ", plan=f"your {short(c)} for spot {k + 1}, not {run} on spot {was}")
    return ""


def still_told(told, spot, run, there):
    """Does the run `run` a hint told for `spot` (1..9) still stand: the cards it named (`told`: {card: (spot,
    run, …)}, those still in your hand) with your cards `there` on that spot make it whole? A plan one of whose
    cards went elsewhere (or whose spot changed) was given up then."""
    cards = list(there) + [c for c, v in told.items() if v[0] == spot and v[1] == run]
    return len(cards) == SIZES[spot - 1] and is_proper(cards) and _ranks(cards) == run


def step_gain(before, after, k, card, theirs, unmade=False):
    """How much one step of a swap chain gains on spot index k (`card` came, the spot's cards were
    `before` and are `after`, the other side's `theirs`): a run made, a single spot won that was not,
    a run grown or started, nothing (out of the way). The swap's reason names its best step only."""
    v = RV[card]
    if SIZES[k] == 1:
        was = RV[before[0]] if before else None
        if len(theirs) == 1:
            o = RV[theirs[0]]
            if v > o:
                return 4.0 if was is None or was <= o else 0.8      # won before: it keeps the spot only
            if v == o:
                return 3.0 if was is None or was < o else 0.5
            return 0.0
        if was is not None and was < v:
            return 2.0
        return 1.5 if v == 14 else 1.2 if v >= 11 else 0.1
    if len(after) == SIZES[k] and is_proper(after):
        # a run that their finished run beats gains only the bonus point it keeps away (review 16); who
        # wins the spot before and after: a run that already won it and still does gains less
        against, was = run_against(after, theirs), run_against(before, theirs) if len(before) == SIZES[k] else None
        if against == "lost":
            return 0.5
        return (3.0 if against == "tie" else 2.0 if was == "won" else 5.0) + v / 100
    if unmade or not can_become_proper(after, k + 1):
        return 0.0
    # a run their card there outruns gains least (review 18c: "it starts spot 8 (any run their K makes there
    # beats it)" named for a swap whose gain was the 10♦ sent to spot 4)
    return 0.5 if outrun(after, theirs, k) else 1.0 + 1.5 * (len(after) - 1) / (SIZES[k] - 1)
