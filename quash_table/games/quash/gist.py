"""The QUASH hint's short reason: what the hinted play does to the one spot it matters most on, in a few
words ("there, 2-3 is 1 card from a run"), beside the full reason why.py and changes.py write (news,
catches, costs). Composed from the board, not cut from the full words. No pygame."""

from collections import Counter

from .describe import short
from .failing_words import fail_head, lowest_laid
from .lost_single import tie_held
from .model import simulate_chain
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper, is_proper, open_slots
from .run_facts import _ranks, behind_words, catch_words, finish_from_hand, lost_run, run_against, short_of_run, their_run
from .single_odds import single_words
from .run_answer import answer_words
from .why import best_step, step_subject


def gist_words(mine, theirs, action, hand=(), failing=False, final=False, there=True, odds=None, every=False,
               advanced=False):
    """The main reason for the play `action` on your side `mine` (theirs: the other side's spots), one
    short clause. `failing`: the play spoils its spot (plans.failing_play), said first as the full words say it
    (failing_words.fail_head; `advanced`: a later swap may mend it); `every`: every move you have spoils a spot
    (session 48: "spot 5 is given up" hid the fail a new player was led into). `there`: a plain play's spot is
    "there" (the move line has just numbered it); False where words about another spot come first. `odds`: what
    the seat sees of the other side's answer on a single spot (single_odds.Odds), or None: not known."""
    k = action["spot"] - 1
    if failing and open_slots(mine) == 1 and not any(can_become_proper(mine[k] + [c], k + 1) for c in hand):
        # your last open slot: no other spot to choose, only the card (session 25); your lowest keeps the higher for
        # the tiebreakers, the reason for the card (review 38)
        if lowest_laid(action["card"], hand):
            return "any card spoils your last slot: your lowest keeps the rest for tiebreakers"
        return f"your last slot: any card spoils spot {k + 1}, the choice is only which card"
    if failing:
        head = fail_head(mine, action, advanced)
        return f"{head}: every move spoils a spot, this one costs least" if every else \
            f"{head}: every other move costs more"
    changed = simulate_chain(mine, action)
    card, unmade = None, False
    rest = [c for c in hand if c != action["card"]]
    if action.get("swap"):
        k, card, unmade = best_step(mine, theirs, action, rest, final)
    # the move line has just named the spot a plain play goes to: "there", not its number again
    on = f"on spot {k + 1}" if action.get("swap") or not there else "there"
    # a step whose spot your cards cannot finish (why.step_words: "out of the way") is no run started
    # (session 25: "10-J on spot 1 is 1 card from a run" over a reason saying no run of yours can grow there)
    words = f"it goes to spot {k + 1}, out of the way" if unmade else \
        spot_gist(mine[k], changed.get(k, mine[k]), k, theirs[k], on, rest,
                  [c for side in (mine, theirs) for cards in side for c in cards] + list(hand), odds)
    if card is not None and words.startswith("it "):
        words = step_subject(action, card) + words[3:]     # the card the step is about, as the full words name it
    if not there and words.startswith("it "):
        # after words about another card ("change of plan: their 9♠ on spot 7 beats yours; …") "it" could be
        # either: the card is named
        words = f"your {short(card or action['card'])} " + words[3:]
    return words


def spot_gist(before, after, k, theirs, on=None, rest=(), seen=None, odds=None):
    """What spot index k becomes (`before` -> `after`), against the other side's `theirs` there; `on`: how
    the spot is named ("on spot 4", the default, or "there": the move line has just numbered it, and the words
    name it no more, session 33: "now drop your 9♦ on spot 3 — spot 3 is lost …"); `rest` your hand after the
    move; `seen` the cards you see (both sides' spots and your hand), or None: a single spot's card that no
    card still to come is lower than cannot win it, and is not said to try (review 32: "2 … tries for"); `odds`
    the other side's answer on a single spot (single_odds.Odds): "likely" only where they likely hold no higher card."""
    size, spot = SIZES[k], k + 1
    the = "the spot" if on == "there" else f"spot {spot}"
    single = "the single spot" if on == "there" else f"single spot {spot}"
    on = on or f"on spot {spot}"
    if size == 1:
        v = RV[after[0]]
        if len(theirs) == 1:
            o = RV[theirs[0]]
            if v > o:
                return f"it beats their {RANK_WORDS[o]} {on}"
            if v < o:
                tie = tie_held(o, rest)
                if tie is not None:
                    return f"{the} is theirs unless your {short(tie)} ties their {RANK_WORDS[o]}"
                return f"{the} is lost to their {RANK_WORDS[o]} anyway"
            return f"it ties their {RANK_WORDS[o]} {on}"
        if v == 14:
            return f"nothing beats an A {on}"
        # their single is still to come: a higher card of theirs takes it back (review 22: "it takes single
        # spot 6", then their A did), so the words say how sure it is
        if v >= 10:
            return single_words(v, single, odds)
        if not lower_may_come(v, seen):
            # no lower card is left to come there: it ties at best, so it gives the spot up for your runs
            return f"it gives up {single}, keeping your higher cards"
        return f"it tries for {single}, keeping your higher cards"
    if before and not can_become_proper(before, spot):
        return f"{the} has failed already: a card there spoils nothing"
    # their open run still beats any yours makes there: said as the full words say it (session 30: "it makes
    # the run 6-7-8 there" over their 8♦ 10♦, unwarned)
    catch = catch_words(after, theirs, k)
    catch = f", {catch}" if catch else ""
    if len(after) == size and is_proper(after):
        if run_against(after, theirs) == "lost":
            return f"a run {on} keeps their bonus point away"
        # or one card they plausibly hold beats it (run_answer: said in the short words too, review 36)
        return f"it makes the run {_ranks(after)} {on}{catch or answer_words(after, theirs, k, odds)}"
    # beaten already: the same fact the full words read (run_facts.lost_run)
    doomed = lost_run(after, size, theirs, rest)
    if doomed and finish_from_hand(after, size, rest) is not None:
        # a run of your own still made there (why.spot_words names its cards): not a throw-away
        return f"a run {on} keeps their bonus point away"
    if doomed:
        return f"it only fills a slot: {the} cannot beat {their_run(theirs)}"
    if len(after) == 1:
        # the point of a first card their open run outdoes: your lower cards spent where they are ahead (review s60)
        behind = behind_words(after, theirs, k) if on == "there" else None
        return behind or f"it starts a run {on}{catch}"
    left = size - len(after)
    return short_of_run(after, on, left) + catch


def lower_may_come(v, seen):
    """May a card lower than rank v still come to their single spot: some lower rank has a card you do not see
    (`seen`: the cards on both sides and in your hand; None: not known, any rank above 2)?"""
    if seen is None:
        return v > 2
    counts = Counter(RV[c] for c in seen)
    return any(counts[r] < 4 for r in range(2, v))
