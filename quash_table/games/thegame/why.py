"""Why the normal bot's card and not the close alternative: the hint's reason, from the policy's own score.

The policy (playout._best_turn) weighs whole turns and keeps the best; a hint that said only "it keeps the
most cards playable" did not tell a player holding yellow 8 and red 8 why red 8. Here the chosen turn and
the best turn that starts with another card are scored term by term, as _best_turn scores them (a test
checks that the best turn scored here is the policy's), and the term that separates them is put in words:
room kept for a card a teammate said it holds, a colour a teammate holds left uncovered, more room on the
stacks, or nothing at all (a tie, broken by the cards' order). Nothing here changes what the bot plays.

The words are a player's at the table (review 15: "▲ then has no room for 16 cards still to come" was a
riddle): what the move does, in numbers (does_words: "skips 5 on ▲", "turns ▼ back by 6"), then its one
reason against the other card ("green 7 on ▼ would skip more (8 to 10)"), one or two short lines.
"""

from .playout import (CARD_CREDIT, CODES, DOWN, INDEX, NO_TOP, STRANDED_COST, TAKES, UP, _card_terms, barred, described,
                      fits, gap, start_block,
                      mask_of, room_of, team_room, weighted_room)
from ...engine.naming import Reason, a_or_an
from .keep_odds import keep_odds_words
from .opening import opening_cost
from .stranding import stranded
from .rules import COLOUR_NAMES, COLOURS, DECK, STACK_ARROWS, STACKS, card_words, number, standing_signal, turns_back

EPSILON = 1e-9
FEW_TURNERS = 4     # closing_words says "only" of this many cards that can turn a stack back, or fewer
RUN_LISTED = 4      # a run of this many numbers or fewer is said whole ("4, 5, 6 and 7"), a longer one by its ends


def score_terms(hand, tops, live, placed, heard, turn):
    """The policy's score of playing `turn` [(card, stack), ...] now, by term: "room" (the live cards' and
    the hand's room left), "team" (room for the cards teammates said they hold), "listen" (asked to play
    there, or covering a colour a teammate holds) and "credit" (the cards laid). Their sum is the score
    _best_turn gives that turn."""
    _leave, play, keep, colours, held = heard
    live1, mine1, tops1 = live, mask_of(hand), list(tops)
    listen = starts = opened = 0.0      # starts: a start shutting a said card out (start_block), the team's term
    for card, stack in turn:
        listen += _card_terms(card, stack, tops1[stack], play, keep, colours)
        opened += opening_cost(card, stack, tops1, NO_TOP)      # room an opening shuts out (opening.py)
        live1 &= ~(1 << card)
        mine1 &= ~(1 << card)
        starts += start_block(card, stack, tops1, held, live1 & ~mine1) if held else 0.0
        tops1[stack] = card
    tu, td = TAKES[UP][tops1[UP] + 1], TAKES[DOWN][tops1[DOWN] + 1]
    nu, nd = BY_NUMBER[UP][tops1[UP] + 1], BY_NUMBER[DOWN][tops1[DOWN] + 1]
    # kept cards that can never be laid count as dead (stranding.py), as _best_turn counts them
    lost = stranded(mine1, tops1, live1 & ~mine1, TAKES)
    return {"room": weighted_room(live1, mine1, tu, td) + opened - STRANDED_COST * lost,
            "by_number": weighted_room(live1, mine1, nu, nd) + opened - STRANDED_COST * lost, "stranded": lost,
            "team": team_room(held, live1 & ~mine1, tu, td) + starts if held else 0.0,
            "listen": listen, "credit": CARD_CREDIT * len(turn),
            "tops": tops1, "unseen": live1 & ~mine1, "live": live1}


def _by_number(stack, top):
    """The cards a stack with top `top` takes by its number alone (the colour rule aside)."""
    if top == NO_TOP:
        return mask_of(range(50))
    return mask_of(c for c in range(50) if c % 10 != top % 10 and (c % 10 > top % 10) == (stack == UP))


# BY_NUMBER[stack][top + 1]: as playout.TAKES, without the cards only the top's colour lets on
BY_NUMBER = [[_by_number(stack, top) for top in range(NO_TOP, 50)] for stack in (UP, DOWN)]


def turns(hand, tops, placed, limit, avoid, leave=()):
    """Every rest of this turn _best_turn weighs: one card, two, or (after a first card) none."""
    out = [[]] if placed >= 1 else []
    for card in hand:
        for stack in (UP, DOWN):
            if not fits(card, stack, tops[stack]) or barred(card, stack, tops[stack], avoid, leave):
                continue
            out.append([(card, stack)])
            if placed + 1 >= limit:
                continue
            tops1 = [card, tops[DOWN]] if stack == UP else [tops[UP], card]
            for second in hand:
                for stack2 in (UP, DOWN):
                    if second != card and fits(second, stack2, tops1[stack2]) \
                            and not barred(second, stack2, tops1[stack2], avoid, leave):
                        out.append([(card, stack), (second, stack2)])
    return out


def total(terms):
    return terms["room"] + terms["team"] + terms["listen"] + terms["credit"]


def best_other(hand, tops, live, placed, limit, heard, avoid, card, chosen=None, move=None):
    """The best-scoring rest of the turn whose first card is not `card` (None if there is none), with its
    terms. With `chosen` (the turn being explained), not the same turn either: its two cards in the other
    order (they end on the same tops: "red 1 on ▲ would do as well" was said of the turn green 10 on
    ▼, red 1 on ▲), nor any turn led by its first card's twin (the same number on the same stack, in
    another colour) where that twin does exactly as well ("green 4 on ▲ would do as well" of blue 4
    there): no other choice. (A twin that scores otherwise differs by its colour, which the score weighs:
    it stays the card compared.) With `move` ((card, stack), the chosen turn's first): every turn led by another
    move, the same card on the other stack too: the runner-up, the one a player weighs next (contrast)."""
    options = [(turn, score_terms(hand, tops, live, placed, heard, turn))
               for turn in turns(hand, tops, placed, limit, avoid, heard[0])
               if not turn or (turn[0] != move if move is not None else turn[0][0] != card)]
    twins = set()
    if chosen is not None:
        mine = score_terms(hand, tops, live, placed, heard, chosen)
        (card0, stack0), n = chosen[0], len(chosen)
        twins = {turn[0] for turn, terms in options if turn and turn[0][1] == stack0
                 and turn[0][0] % 10 == card0 % 10 and len(turn) == n and abs(total(terms) - total(mine)) <= EPSILON}
    best = None
    for turn, terms in options:
        if chosen is not None and turn and (turn[0] in twins or (sorted(turn) == sorted(chosen)
                                                                 and terms["tops"] == mine["tops"])):
            continue
        if best is None or total(terms) > total(best[1]) + EPSILON:
            best = (turn, terms)
    return best


def held_signals(view):
    """(seat, words, mask) for each "I have a (height) (colour) card" of another seat that still stands
    (rules.standing_signal: the signals the policy weighs, bots.asks_this_round)."""
    out = []
    for sig in view["signals"]:
        text = sig["text"]
        if sig["seat"] != view["seat"] and "colour" in text and standing_signal(view, sig["seat"]) is sig:
            words = " ".join(w for w in (text.get("height"), COLOUR_NAMES[text["colour"]]) if w)
            out.append((sig["seat"], words, described(COLOURS.index(text["colour"]), text.get("height"))))
    return out


def asker(view, stack):
    """Who asked, of the standing requests about `stack` ("Seat 2"; "your team-mate" if none is found)."""
    for sig in view["signals"]:
        text = sig["text"]
        if sig["seat"] != view["seat"] and text.get("stack") == stack and text.get("ask") in ("leave", "reverse") \
                and standing_signal(view, sig["seat"]) is sig:
            return f"Seat {sig['seat'] + 1}"
    return "your team-mate"


def colour_words(view, alt, mine, theirs, first=None):
    """Why the chosen turn beats `alt` (its words) where the colour rule decides: on the stack where the
    chosen turn's top leaves the most more cards still to come that can turn it back (a card of the top's
    colour going the wrong way), how many each top leaves, in a player's words, each said once and whole:
    "▲ then shows yellow: 9 yellow cards can still turn it back; after red 10 on ▲ it would show red, with only 3
    red left". ("would let fewer cards
    on by colour" was jargon to a new player, review 20; "(green on ▲: 3, yellow: 0)" read as a score,
    session 25.) `first`: the turn's first card and stack (code, stack index); where it is that stack's top
    and closes it (closing_words), the hint has said its count already ("..., and after it only 9 red cards
    can turn ▲ back"): only the other card's is said, "with purple 10 on ▲ instead, only 7 purple".
    ("...: 9 red cards could still turn ▲ back; after purple 10 on ▲, 7 purple would" said it twice and
    ended cut, review 28.)"""
    gain, s = max((by_colour(mine, s) - by_colour(theirs, s), s) for s in (UP, DOWN))
    ours, alts = mine["tops"][s], theirs["tops"][s]
    if ours == NO_TOP or gain <= 0:
        return f"{alt} instead leaves fewer cards to turn a stack back"
    arrow = STACK_ARROWS[STACKS[s]]
    said = first is not None and first[1] == s and INDEX[first[0]] == ours \
        and closing_words(view, first[0], STACKS[s]) is not None
    colour = COLOUR_NAMES[COLOURS[ours // 10]]
    # the stack named, and the colour it shows, before the count: "after it 7 yellow cards can still turn ▲ back,
    # after red 9 on ▼ only 1 purple" left a new player asking what "it" was and where purple came from (review 55k)
    head = f"{arrow} then shows {colour}: {_cards(by_colour(mine, s), colour)} can still turn it back"
    if alts != NO_TOP and alts // 10 != ours // 10:
        n = by_colour(theirs, s)
        others = f"only {n} {COLOUR_NAMES[COLOURS[alts // 10]]}" if n else "none"
        if said:
            return f"with {alt} instead, {others}"
        return f"{head}; after {alt} it would show {COLOUR_NAMES[COLOURS[alts // 10]]}, with {others} left"
    if said:
        return f"with {alt} instead, fewer"
    return f"{head}, fewer after {alt}"


def _cards(n, colour):
    """3, "green" -> "3 green cards"; 1 -> "1 green card"."""
    return f"{n} {colour} card{'' if n == 1 else 's'}"


def by_colour(terms, s):
    """The cards still to come (this hand's too) that stack `s` takes after a scored turn only by its top's
    colour."""
    top = terms["tops"][s]
    if top == NO_TOP:
        return 0
    return (terms["live"] & TAKES[s][top + 1] & ~BY_NUMBER[s][top + 1]).bit_count()


def skipped(view, card, stack, top):
    """The numbers laying `card` on `stack` (top `top`, None: empty) jumps over that still have a card to
    come (not laid: in a hand or the pile); none for a reverse trick."""
    n = number(card)
    if top is not None and turns_back(card, stack, top):
        return []
    if stack == "up":
        between = range(number(top) + 1 if top else 1, n)
    else:
        between = range((number(top) if top else 11) - 1, n, -1)
    laid = {h[1] for h in view["history"]}
    return [k for k in between if any(c + str(k) not in laid for c in COLOURS)]


def spent(view, card, stack):
    """The numbers laying `card` on `stack` now uses up: the one measure of room spent, read by the hint's
    words (does_words, end_turn_words) and the end summary's costs (analysis.move_costs) alike: the numbers
    it skips that still have a card to come, on an empty stack too. (The summary once counted a start as
    free, "red 9 on ▲ would have used none" on an empty ▲, while the hint said "red 9 on ▲ skips 1 to 8":
    review 20.) A card of the same number shut out of the stack is no number skipped: 4 on ▼'s 5 is the next
    number and costs nothing."""
    return skipped(view, card, stack, view[stack])


def still_fit(view, stack, numbers):
    """The `numbers` the stack other than `stack` still takes by number (all of them while it is empty)."""
    top = view["down" if stack == "up" else "up"]
    if top is None:
        return list(numbers)
    return [k for k in numbers if (k > number(top) if stack == "down" else k < number(top))]


def numbers_words(numbers):
    """[5] -> "5", [5, 6] -> "5 and 6", [7, 6, 5] -> "5 to 7" (a run), [4, 6, 7] -> "4, 6 and 7"."""
    numbers = sorted(numbers)
    if len(numbers) > 2 and abs(numbers[-1] - numbers[0]) == len(numbers) - 1:
        return f"{numbers[0]} to {numbers[-1]}"
    return listed(numbers)


def listed(numbers):
    """[5] -> "5", [5, 6] -> "5 and 6", [4, 5, 6, 7] -> "4, 5, 6 and 7": each number said."""
    numbers = sorted(numbers)
    if len(numbers) == 1:
        return str(numbers[0])
    return ", ".join(str(k) for k in numbers[:-1]) + f" and {numbers[-1]}"


def skipped_words(numbers, laid=()):
    """The numbers a card skips, readable however many, said as numbers skipped, never as a move: up to four
    listed ("4, 5, 6 and 7"); more as how many, their ends in brackets, "6 numbers (3 to 8)" ("would skip 3 to 8"
    read as a move from 3 to 8, session 31), with the gaps among them (the numbers laid already, which nothing
    can lose): [2, 3, 4, 5, 6, 8, 9] -> "7 numbers (2 to 9; 7 is laid already, not lost)" ("skips 2, 3, 4, 5,
    6, 8 and 9" was unreadable: review 23). `laid`: the numbers jumped over whose every card is laid
    (all_laid); those the words leave unsaid are named (laid_note): [7, 8], laid [9] -> "7 and 8 (the 9s are
    all laid)"."""
    numbers = sorted(numbers)
    if len(numbers) <= RUN_LISTED:
        return listed(numbers) + laid_note(numbers, laid)
    gaps = [k for k in range(numbers[0], numbers[-1] + 1) if k not in numbers]
    among = f"; {numbers_words(gaps)} {'is' if len(gaps) == 1 else 'are'} laid already, not lost" if gaps else ""
    return f"{len(numbers)} numbers ({numbers[0]} to {numbers[-1]}{among})" + laid_note(numbers, laid)


def laid_note(numbers, laid):
    """" (the 9s are all laid)": the numbers of `laid` (jumped over, every card laid) that skipped_words
    leaves unsaid beside the skipped `numbers` ("skips 7 and 8 on ▲" of a 10 on ▲'s 6 left the 9
    unexplained: session 25); "" when none."""
    numbers = sorted(numbers)
    inside = numbers and len(numbers) > 4 and numbers[-1] - numbers[0] != len(numbers) - 1
    unsaid = sorted(k for k in laid if not (inside and numbers[0] < k < numbers[-1]))
    if not unsaid:
        return ""
    said = numbers_words(unsaid).replace(" to ", "s to ").replace(" and ", "s and ").replace(", ", "s, ")
    return f" (the {said}s are all laid)"


def all_laid(view, card, stack, top):
    """The numbers laying `card` on `stack` (top `top`) jumps over whose every card is laid already (none
    for a reverse trick): the ones skipped() leaves out."""
    if top is not None and turns_back(card, stack, top):
        return []
    n = number(card)
    between = range(number(top) + 1 if top else 1, n) if stack == "up" else \
        range((number(top) if top else 11) - 1, n, -1)
    gone = skipped(view, card, stack, top)
    return [k for k in between if k not in gone]


def does_words(view, card, stack, top=None, first=True, brief=False):
    """What laying `card` (a code) on `stack` does, as a player at the table says it: "starts ▲ with a 4",
    "the next number on ▲", "skips 5 on ▲", "skips 8 to 10 on ▼", "turns ▼ back by 6". `top`: the stack's
    top when the card goes on it (None: empty); `first`: it is the view's own top (not a second card's).
    `brief`: the hint's short words, without the notes in brackets on numbers laid already (the why on H says
    them): "skips 7 numbers (2 to 9; 7 is laid already, not lost) on ▼, and after it only 3 green cards can
    turn ▼ back" took three lines of the smaller type beside the arrow at 1024x640 (review 36c)."""
    top = view[stack] if first else top
    arrow = STACK_ARROWS[stack]
    if top is None:
        # "starts ▲ at 4, skipping 1 to 3" read as a riddle to a new player: the card a stack starts with,
        # and the numbers it passes over, in a player's words. A second card is named just before ("then
        # green 7 starts ▼"): its number is not said twice
        return f"starts {arrow} with {a_number(number(card))}" + started_words(view, card, stack, brief) if first \
            else f"starts {arrow}"
    if turns_back(card, stack, top):
        return f"turns {arrow} back by {abs(number(card) - number(top))}"
    gone = skipped(view, card, stack, top)
    if gone and brief:      # (the move just before names the stack: "Lay green 1 on ▼ — skips 7 numbers")
        return f"skips {brief_skipped(gone)}"
    if gone:
        return f"skips {skipped_words(gone)} on {arrow}{laid_note(gone, all_laid(view, card, stack, top))}"
    if abs(number(card) - number(top)) == 1:
        return "the next number" if brief else f"the next number on {arrow}"
    return "costs nothing" if brief else f"costs {arrow} nothing (the numbers it skips are all laid)"


def brief_skipped(numbers):
    """skipped_words without its notes, for the hint's short words: "the 5", "5 and 6", "4, 5, 6 and 7", "7 numbers"
    (which ones, and those between laid already, on H)."""
    numbers = sorted(numbers)
    if len(numbers) == 1:       # "skips 5" read as five numbers skipped
        return f"the {numbers[0]}"
    return listed(numbers) if len(numbers) <= RUN_LISTED else f"{len(numbers)} numbers"


def closing_words(view, card, stack, brief=False):
    """What laying `card` on `stack` leaves of it when no card still to come fits it by number any more (a 1 on
    ▼, a 10 on ▲, or every lower card laid): only the top's colour can turn it back, and how many such cards
    are still to come (your own hand's too): "after it only 7 purple cards can turn ▼ back", "it closes ▼
    for good"; None while a number still fits; `brief`: the colour alone ("then ▼ takes only purple").
    Seed 11, move 16: "Lay purple 1 on ▼ — skips 2 and 3" said
    nothing of ▼ then taking only purple, and the team lost three moves later (review 27)."""
    code = INDEX[card]
    s = STACKS.index(stack)
    live = mask_of(INDEX[c] for c in DECK if c not in {h[1] for h in view["history"]}) & ~(1 << code)
    if live & BY_NUMBER[s][code + 1]:
        return None
    arrow = STACK_ARROWS[stack]
    turners = (live & TAKES[s][code + 1]).bit_count()
    if not turners:
        return f"it closes {arrow} for good"
    if brief:       # how many such cards are to come, on H
        return f"then {arrow} takes only {COLOUR_NAMES[COLOURS[code // 10]]}"
    # "only" where few are left: "only 9 purple cards" of every purple card still to come misled (review 29)
    few = "only " if turners <= FEW_TURNERS else ""
    return f"after it {few}{_cards(turners, COLOUR_NAMES[COLOURS[code // 10]])} can turn {arrow} back"


def move_words_with_close(view, card, stack, brief=False):
    """does_words for the hint's own card, with what it closes (closing_words) where it does; `brief`: its
    short words (does_words)."""
    said = does_words(view, card, stack, brief=brief)
    closing = closing_words(view, card, stack, brief)
    return f"{said}, and {closing}" if closing and not (brief and closing.startswith("then")) else \
        f"{said}, {closing}" if closing else said


def a_number(n):
    """4 -> "a 4", 8 -> "an 8", 11 -> "an 11", 84 -> "an 84": a number as a card is named in speech (one rule
    for every game: engine/naming.a_or_an)."""
    return a_or_an(str(n))


def started_words(view, card, stack, brief=False):
    """What starting the empty `stack` with `card` passes over there (spent: the summary counts the same
    numbers, review 20), and whether they fit the other stack or no stack. Starting ▼ at 5 beside ▲ at 1
    looked like wasting 6 to 10 for good, which ▲ still takes (in rollouts that opening won as often as
    yellow 5 on ▲): ", passing over 6 to 10, which still fit ▲", ", passing over 7 to 10, and 7 then fits
    no stack"; just ", passing over 1 to 8" while both stacks are empty; "" when it passes over nothing.
    A clause, not brackets: the hint's colon follows it, and " (7 to 10 are passed over; 7 then fits no
    stack): ..." stacked a bracket, a semicolon and a colon (review 32)."""
    gone = spent(view, card, stack)
    if not gone:
        return ""
    said = f", passing over {numbers_words(gone)}"
    fit = passed_over_fit(view, stack, gone)
    if fit is None:
        return said
    all_fit, words = _fit_words(stack, gone, fit)
    if brief:       # `brief`: where they fit, the numbers passed over being said there: "; 8 to 10 still fit ▲"
        return f"; {numbers_words(gone)} {words}" if all_fit else f"; {words}"
    return f"{said}, which {words}" if all_fit else f"{said}, and {words}"


def other_stack(stack):
    return "down" if stack == "up" else "up"


def passed_over_fit(view, stack, gone):
    """Which of the numbers `gone`, passed over by starting the empty `stack`, the other stack still takes,
    or None while it is empty too (or nothing is passed over)."""
    if not gone or view[other_stack(stack)] is None:
        return None
    return still_fit(view, stack, gone)


def passed_over_note(view, stack, gone):
    """Where the numbers `gone`, passed over by starting the empty `stack`, still fit: "they still fit ▲",
    "7 then fits no stack", or None while the other stack is empty too. The hint says it (started_words)
    and the end summary says it of the same card (cost_words._used_words: "used up 3 numbers there" read as
    lost where the hint had said they still fit ▲, review 27)."""
    fit = passed_over_fit(view, stack, gone)
    if fit is None:
        return None
    all_fit, words = _fit_words(stack, gone, fit)
    return f"{'it' if len(gone) == 1 else 'they'} {words}" if all_fit else words


def _fit_words(stack, gone, fit):
    """(do all of `gone` still fit the other stack, the words): "still fit ▲" (of them all), else "7 then fits no
    stack" (of those shut out): one wording for the hint's clause and the note (started_words, passed_over_note)."""
    if len(fit) == len(gone):
        return True, f"still fit{'s' if len(gone) == 1 else ''} {STACK_ARROWS[other_stack(stack)]}"
    shut = [k for k in gone if k not in fit]
    return False, f"{numbers_words(shut)} then fit{'s' if len(shut) == 1 else ''} no stack"


def end_turn_words(view, legal):
    """Why end the turn rather than lay a second card, in numbers (review 16: "no cheap second card: keep
    the stacks open" said nothing a new player could check): the second card that uses up the fewest
    numbers (spent, the summary's measure too), and what it skips: "a second card would waste room, as even
    red 6 on ▲ skips 4 and 5", no colon of its own: the hint joins it to the move
    with one (reason_words.said_then_end: "then end your turn: a second card would waste room: your red 3
    ..." stacked three, session 32). Where one costs nothing (the next number: 4 on ▼'s 5), the turn ends to keep
    it for the next turn, which must lay a card, and the words say so; they once called it a waste for the other 4s it "blocks", though ▼
    at 5 takes one 4 at most whichever is laid (review 20). None when no second card fits."""
    plays = [a for a in legal if a.get("type") == "play"]
    if view["placed"] < 1 or not plays:
        return None
    cost, i, gone = min((len(g), i, g) for i, g in enumerate(spent(view, a["card"], a["stack"]) for a in plays))
    card, stack = plays[i]["card"], plays[i]["stack"]
    if cost == 0:
        # one thought: a free card is worth most next turn, when a card must be laid ("costs nothing now, and
        # kept in hand it is a card you can likely lay next turn" read as a contradiction: review 22)
        # the keeping first, then why: "red 6 skips nothing on ▼, so keep it" read backwards, as if a card
        # that costs nothing should go down now (review 33); its why on H
        keep = f"keep {card_words(card)} for your next turn, when you must lay a card again"
        # the odds counted by the seats moving first: "likely still a cheap card" was said with three
        # team-mates to move as with one (review 39, keep_odds.py)
        return Reason(f"{keep}. It skips nothing on {STACK_ARROWS[stack]} now; {keep_odds_words(view, stack)}.", keep)
    skips = skipped_words(gone, all_laid(view, card, stack, view[stack]))
    # "even" only where there were several cards to choose from: said of the one card that fits, it hinted
    # at others (review 23), and of one card that fits both stacks too ("even blue 6 on ▼" with blue 6 the
    # only card left, review 28)
    # a clause, not brackets: its figures may carry brackets of their own, and "(even red 6 on ▲ skips 5
    # numbers (1 to 5))" nested them (review 32)
    if len({a["card"] for a in plays}) > 1:
        return f"a second card would waste room, as even {card_words(card)} on {STACK_ARROWS[stack]} skips {skips}"
    return f"a second card would waste room, as your {card_words(card)} on {STACK_ARROWS[stack]} would skip {skips}"


class PlanWords(str):
    """A turn's plan as the hint says it ("then blue 8 turns ▼ back by 1", bots.trick_plan) that also carries the
    card it lays next, `card`: a start's why then leaves that card out of "your cards among those it skips",
    which the plan says already (the two together ran to 153 letters, past the hint's 120)."""

    def __new__(cls, words, card):
        made = super().__new__(cls, words)
        made.card = card
        return made

    def __reduce__(self):       # the hint bot may answer from another process
        return PlanWords, (str(self), self.card)


def second_card_plan(view, hand, tops, live, placed, heard, chosen, rival):
    """Words for a two-card turn whose second card is its point, or None: a second card that turns its
    stack back (the reverse trick), or one without which the first card alone would not beat the best
    turn starting with another card (`rival`, that turn's terms): "then red 3 turns ▲ back by 6", "then
    green 9 on ▲ too, skipping only 8" (what the second card does, as does_words says the first)."""
    if len(chosen) != 2:
        return None
    (first, stack1), (second, stack2) = chosen
    top = first if stack2 == stack1 else tops[stack2]
    if gap(second, stack2, top) < 0:
        return turn_back_plan(view, second, stack2, top)
    words = card_words(CODES[second])
    alone = score_terms(hand, tops, live, placed, heard, chosen[:1])
    if total(alone) > total(rival) + EPSILON:
        return None
    arrow = STACK_ARROWS[STACKS[stack2]]
    if top == NO_TOP:
        return PlanWords(f"then {words} {does_words(view, CODES[second], STACKS[stack2], None, first=False)}",
                         CODES[second])
    gone = skipped(view, CODES[second], STACKS[stack2], CODES[top])
    laid = all_laid(view, CODES[second], STACKS[stack2], CODES[top])
    return PlanWords(f"then {words} on {arrow} too, skipping {'only ' + skipped_words(gone, laid) if gone else 'nothing'}",
                     CODES[second])


def turn_back_plan(view, second, stack2, top):
    """"then purple 2 turns ▲ back by 7": a turn's second card (a playout index) turning `stack2` (its index)
    back from `top` (an index), said by the hint's search and by the heuristic alike (bots.trick_plan)."""
    card = CODES[second]
    return PlanWords(f"then {card_words(card)} {does_words(view, card, STACKS[stack2], CODES[top], first=False)}",
                     card)


def team_words(view, mine, seat, words, brief=False):
    """Why the chosen turn helps Seat 2's said card, from the evaluation's facts: where a stack the turn
    leaves topped in that card's colour lets it turn the stack back, that ("Seat 2's high red card can then
    turn ▼ back, by up to 7"), else the room it keeps. "Red 3 on ▼ skips 4 and 5: it keeps room for Seat 2's
    high red card" said the opposite of what skipping does (session 26). `brief`: without how far ("by up to
    7"), for a hint's short words."""
    mask = next(m for s, w, m in held_signals(view) if (s, w) == (seat, words)) & mine["unseen"]
    best = None
    for stack in (UP, DOWN):
        top = mine["tops"][stack]
        if top == NO_TOP or CODES[top] == view[STACKS[stack]]:
            continue                      # a stack this turn leaves as it was says nothing of the turn
        backs = [abs(number(CODES[c]) - number(CODES[top])) for c in range(50)
                 if mask >> c & 1 and turns_back(CODES[c], STACKS[stack], CODES[top])]
        if backs and (best is None or max(backs) > best[1]):
            best = (stack, max(backs))
    if best is None:
        return f"it keeps room for Seat {seat + 1}'s {words} card"
    back = f"Seat {seat + 1}'s {words} card can then turn {STACK_ARROWS[STACKS[best[0]]]} back"
    return back if brief else f"{back}, by up to {best[1]}"


def most_helped(view, mine, theirs):
    """The teammate's signal whose cards the chosen turn leaves the most room more for: (seat, words)."""
    best, found = EPSILON, (None, "")
    for seat, words, mask in held_signals(view):
        gain = said_room(mask, mine) - said_room(mask, theirs)
        if gain > best:
            best, found = gain, (seat, words)
    return found


def said_room(mask, terms):
    """The average room a scored turn leaves the unseen cards a signal (`mask`) may mean, as team_room
    counts it."""
    cards = mask & terms["unseen"]
    tu, td = TAKES[UP][terms["tops"][UP] + 1], TAKES[DOWN][terms["tops"][DOWN] + 1]
    return room_of(cards, tu, td) / cards.bit_count() if cards else 0.0


def chance_words(share):
    """The endgame's reason as a likelihood, not a promise: "played out many ways, it won most often" read
    as a sure win, and the game was lost at once (review 22). `share`: the deals solved it won."""
    tenths = round(10 * share)
    if tenths >= 10:
        return "it wins in nearly every way the unseen cards can lie"
    if tenths <= 0:
        return "it wins in fewer than 1 of 10 ways the unseen cards can lie, and no move does better"
    return f"it wins in about {tenths} of 10 ways the unseen cards can lie; no move does better"
