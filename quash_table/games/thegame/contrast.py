"""Why the chosen turn beats the other turns, in a player's words (no pygame): against the best turn led by
another card (contrast), against the smaller jump (nearer_words: the same card on the other stack, or another
card that skips fewer numbers) and against the better turn a team-mate's request keeps off (kept_off_words).
Moved out of why.py (at 599 lines), whose helpers it reads: what a turn scores and skips, and the words for a
card, a colour and a team-mate's said card.
"""

from ...engine.naming import Reason
from .playout import CODES, DOWN, INDEX, NO_TOP, TAKES, UP, barred, fits, gap
from .rules import STACK_ARROWS, STACKS, card_words
from .why import (EPSILON, all_laid, asker, best_other, colour_words, most_helped, score_terms, second_card_plan,
                  skipped_words, spent, team_words, total, turns)


NEARER_MOST = 92          # letters: the smaller jump's reason at most (a hint's reason line keeps to 120)


def contrast(view, hand, tops, live, placed, limit, heard, avoid, chosen):
    """Why the turn `chosen` (its first card laid now) beats the best turn that starts with another card,
    from the term that separates them, in a player's words ("green 7 on ▼ would skip 8 to 10"), or
    None when there is no other card to lay. What the chosen card does itself is does_words' part."""
    mine = score_terms(hand, tops, live, placed, heard, chosen)
    kept_off = kept_off_words(view, hand, tops, live, placed, limit, heard, avoid, mine)
    if kept_off is not None:
        return kept_off
    # the runner-up: the best turn led by any other move, the same card on the other stack too, as the policy
    # scores them (the move a player weighs next); the words compare with it alone ("yellow 5 on ▲ skips less"
    # was said where purple 1 on ▼ scored next best and yellow 5 on ▲ far below: review 44)
    runner = best_other(hand, tops, live, placed, limit, heard, avoid, chosen[0][0], chosen, move=chosen[0])
    if runner is None or not runner[0]:
        return None
    said = _versus_best(view, hand, tops, live, placed, heard, chosen, mine, runner)
    nearer = nearer_words(view, hand, tops, live, placed, limit, heard, avoid, chosen, mine)
    if nearer is None or nearer[3] != runner[0][0]:
        return said
    short, full, plain, _alt = nearer
    both = f"{full}; {said}" if said and said not in full else full
    return Reason(next((w for w in (both, full) if len(w) <= NEARER_MOST), plain), short)


def _versus_best(view, hand, tops, live, placed, heard, chosen, mine, other):
    """contrast's words against the runner-up `other` (its turn and terms)."""
    theirs = other[1]
    alt_card, alt_stack = CODES[other[0][0][0]], STACKS[other[0][0][1]]
    alt = f"{card_words(alt_card)} on {STACK_ARROWS[alt_stack]}"      # every alternative names its stack
    if total(mine) - total(theirs) <= EPSILON:
        # a true tie: the turn's plan where it has one, else that the other card is as good
        plan = second_card_plan(view, hand, tops, live, placed, heard, chosen, theirs)
        return plan or f"{alt} is as good"
    gains = {k: mine[k] - theirs[k] for k in ("room", "team", "listen", "credit")}
    why = max(gains, key=gains.get)
    plan = second_card_plan(view, hand, tops, live, placed, heard, chosen, theirs)
    if plan is not None:
        return plan
    if why == "team":
        seat, words = most_helped(view, mine, theirs)
        if seat is not None:
            return team_words(view, mine, seat, words)
    if why == "listen" and gains["listen"] > 0:
        return f"{alt} instead would cover a colour a team-mate holds"
    if why == "credit":
        # the chosen turn lays more cards (credit is all that separates the turns): say how many, in words
        counts = ("no", "one", "two")
        return f"{counts[len(chosen)]} cards go down this turn; with {alt} first, only {counts[len(other[0])]}"
    card, stack = CODES[chosen[0][0]], STACKS[chosen[0][1]]
    # the room term: how much of it the colour rule makes (the cards a top's colour lets on whatever
    # their number) and how much the numbers; "less room" was said where the colour alone decided
    colour = (mine["room"] - mine["by_number"]) - (theirs["room"] - theirs["by_number"])
    if colour > mine["by_number"] - theirs["by_number"] + EPSILON:
        return colour_words(view, alt, mine, theirs, (card, chosen[0][1]))
    theirs_skip = spent(view, alt_card, alt_stack)
    if len(theirs_skip) > len(spent(view, card, stack)):
        # the numbers themselves ("red 9 on ▼ would skip more (10)" read oddly: review 22)
        gone = skipped_words(theirs_skip, all_laid(view, alt_card, alt_stack, view[alt_stack]))
        # said as the alternative: "yellow 4 on ▼ would skip …" after "starts ▲ with a 1." read as a second
        # thing to do (review 34)
        return f"{alt} instead would skip {gone}"
    return room_words(hand, tops, chosen, mine, other[0], theirs, alt)


def nearer_words(view, hand, tops, live, placed, limit, heard, avoid, chosen, mine):
    """(short, full) words for why the chosen turn's first card beats the best turn led by a move that
    skips fewer numbers (the same card on the other stack too: the obvious smaller jump), or None where no
    such move is there or it does as well. Review 29: "Lay blue 7 on ▲ — skips 4 to 6 on ▲: purple 3 on ▼
    would skip 4 to 9" never said why not blue 7 on ▼ (skipping only 8 and 9): ▲ blue for the partner's
    low blue card. (short, full, plain): short the reason alone, briefest ("Seat 2's low blue card can then turn
    ▲ back": the hint's first words, session 30); full with the numbers the smaller jump would skip; plain
    "blue 7 on ▼ skips less, but <the reason>", the full words where those run long."""
    card, stack = chosen[0]
    jump = len(spent(view, CODES[card], STACKS[stack]))
    best = None
    for turn in turns(hand, tops, placed, limit, avoid, heard[0]):
        if not turn or turn[0] == chosen[0] or len(spent(view, CODES[turn[0][0]], STACKS[turn[0][1]])) >= jump:
            continue
        terms = score_terms(hand, tops, live, placed, heard, turn)
        if best is None or total(terms) > total(best[1]) + EPSILON:
            best = (turn, terms)
    if best is None or total(mine) - total(best[1]) <= EPSILON:
        return None
    # only where a team-mate's word or colour tips it (review 29's case): the cards a turn lays, the room
    # left, are what the hint's other words already say, and a third clause made it run long
    gains = {k: mine[k] - best[1][k] for k in ("room", "team", "listen", "credit")}
    if max(gains, key=gains.get) not in ("team", "listen"):
        return None
    (alt_code, alt_s), theirs = best[0][0], best[1]
    alt_card, alt_stack = CODES[alt_code], STACKS[alt_s]
    alt = f"{card_words(alt_card)} on {STACK_ARROWS[alt_stack]}"
    reason = _gain_words(view, hand, chosen, mine, best[0], theirs, alt)
    gone = spent(view, alt_card, alt_stack)
    skips = f"instead would skip only {skipped_words(gone)}" if gone else "instead would skip nothing"
    # the short words are the gain alone, briefest (the hint's line in two lines of its own type at 1024x640,
    # beside the arrow that crosses the band above your hand: "purple 10 on ▲ skips less, but Seat 2's middle
    # yellow card can then turn ▼ back, by up to 4" after the move went into the smaller type, session 30);
    # the smaller jump it beats and how far are the full words' (H)
    brief = _gain_words(view, hand, chosen, mine, best[0], theirs, alt, brief=True)
    return brief, f"{alt} {skips}, but {reason}", f"{alt} skips less, but {reason}", best[0][0]


def _gain_words(view, hand, chosen, mine, other, theirs, alt, brief=False):
    """What the chosen turn gains over the turn `other` (its terms `theirs`, its first move `alt` in
    words), from the term that separates them: a teammate's said card, a colour a teammate holds, the cards
    laid, the colour rule's room, or the room kept for a card of this hand. `brief`: a team-mate's card
    without how far it turns a stack back (team_words)."""
    gains = {k: mine[k] - theirs[k] for k in ("room", "team", "listen", "credit")}
    why = max(gains, key=gains.get)
    if why == "team":
        seat, words = most_helped(view, mine, theirs)
        if seat is not None:
            return team_words(view, mine, seat, words, brief)
    if why == "listen":
        return f"{alt} instead would cover a colour a team-mate holds"
    if why == "credit":
        counts = ("no", "one", "two")
        return f"{counts[len(chosen)]} cards go down this turn, {counts[len(other)]} after {alt}"
    colour = (mine["room"] - mine["by_number"]) - (theirs["room"] - theirs["by_number"])
    if colour > mine["by_number"] - theirs["by_number"] + EPSILON:
        return colour_words(view, alt, mine, theirs)
    return room_words(hand, tops_before(view), chosen, mine, other, theirs, alt)


def tops_before(view):
    """The stacks' tops as the scored turns start from (codes, NO_TOP for an empty stack)."""
    return [INDEX[view[st]] if view[st] else NO_TOP for st in STACKS]


def shut_out(tops, terms, common):
    """How many of the cards still to come (`common`: live after either turn) a scored turn shuts out of the
    stacks, net: those the stacks took before and no longer take, less those its new tops' colours let on."""
    lost = 0
    for s in (UP, DOWN):
        before, after = TAKES[s][tops[s] + 1], TAKES[s][terms["tops"][s] + 1]
        lost += (common & before & ~after).bit_count() - (common & after & ~before).bit_count()
    return lost


def room_words(hand, tops, chosen, mine, other, theirs, alt):
    """Why the chosen turn beats `other` (first move `alt` in words) where the room term decides, from the same
    masks the score counts: the cards yet to lay each shuts out of the stacks ("yellow 3 on ▲ instead would
    shut out 6 cards yet to lay, this turn only 2"; "still to come" read as jargon, review 15), else the card
    of this hand it keeps room for, else the
    room itself. It said "would leave the stacks less room" where the move skipped more numbers than the other
    (red 7 on ▼ skipping 8 and 9 over yellow 3 on ▲ skipping 2): the trade-off unsaid (session 60)."""
    common = mine["live"] & theirs["live"]
    ours, others = shut_out(tops, mine, common), shut_out(tops, theirs, common)
    if others > ours:
        return _shut_words(ours, others, alt)
    kept = kept_card_words(hand, chosen, mine, theirs)
    if kept:
        return kept
    if mine["stranded"] < theirs["stranded"]:
        return f"{alt} instead would leave a card of your hand no stack"
    return f"{alt} instead would leave the stacks less room for the cards still to come"


def _cards_n(n):
    return f"{n} card{'s' if n != 1 else ''}"


def _shut_words(ours, others, alt):
    """The cards still to come the chosen turn shuts out (`ours`, net; below 0: lets on, a reverse trick) against
    those `alt` would (`others`, more), in words."""
    if others > 0:
        this = f"only {ours}" if ours > 0 else "none" if ours == 0 else f"lets {_cards_n(-ours)} more on"
        return f"{alt} instead would shut out {_cards_n(others)} yet to lay, this turn {this}"
    theirs = f"only {-others}" if others < 0 else "none"
    return f"this turn lets {_cards_n(-ours)} yet to lay more onto the stacks, {alt} instead {theirs}"


def kept_card_words(hand, chosen, mine, theirs):
    """"it keeps room for your purple 3": a card this hand keeps after the chosen turn that then fits with
    a smaller jump than after the other turn (or fits only then); None if there is none."""
    laid = {c for c, _s in chosen}

    def least(card, tops):
        gaps = [max(gap(card, s, tops[s]), 0) for s in (UP, DOWN) if fits(card, s, tops[s])]
        return min(gaps) if gaps else 99

    for card in hand:
        if card not in laid and least(card, mine["tops"]) < least(card, theirs["tops"]):
            return f"it keeps room for your {card_words(CODES[card])}"
    return None


def kept_off_words(view, hand, tops, live, placed, limit, heard, avoid, mine):
    """Words for the better turn a teammate's request keeps off (None if the request costs nothing): the
    policy never weighs a turn `avoid` bars, so the hint passed over red 9 turning ▼ back by 4 for free
    without a word, under "Leave ▼ alone" (review 22, g2-11): "red 9 on ▼ would cover the stack Seat 2
    asked you to leave alone"."""
    if not avoid:
        return None
    allowed = {tuple(t) for t in turns(hand, tops, placed, limit, avoid, heard[0])}
    best = None
    for turn in turns(hand, tops, placed, limit, (), ()):
        if not turn or tuple(turn) in allowed:
            continue
        terms = score_terms(hand, tops, live, placed, heard, turn)
        if total(terms) > total(mine) + EPSILON and (best is None or total(terms) > total(best[1]) + EPSILON):
            best = (turn, terms)
    if best is None:
        return None
    top_of = list(tops)
    for card, stack in best[0]:
        if barred(card, stack, top_of[stack], avoid, heard[0]):
            break
        top_of[stack] = card
    name = STACKS[stack]
    alt = f"{card_words(CODES[card])} on {STACK_ARROWS[name]}"
    who = asker(view, name)
    if stack in heard[0]:
        return f"{alt} instead would cover the stack {who} asked you to leave alone"
    return f"{alt} instead would cover the stack {who} said they can turn back"
