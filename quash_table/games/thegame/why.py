"""Why the normal bot's card and not the close alternative: the hint's reason, from the policy's own score.

The policy (playout._best_turn) weighs whole turns and keeps the best; a hint that said only "it keeps the
most cards playable" did not tell a player holding yellow 8 and red 8 why red 8. Here the chosen turn and
the best turn that starts with another card are scored term by term, as _best_turn scores them (a test
checks that the best turn scored here is the policy's), and the term that separates them is put in words:
room kept for a card a teammate said it holds, a colour a teammate holds left uncovered, more room on the
stacks, or nothing at all (a tie, broken by the cards' order). Nothing here changes what the bot plays.
"""

from .playout import (CARD_CREDIT, CODES, DOWN, TAKES, UP, _card_terms, barred, described, fits, gap, mask_of,
                      room_of, team_room, weighted_room)
from .rules import COLOUR_NAMES, COLOURS, STACK_ARROWS, STACKS, card_words

EPSILON = 1e-9


def score_terms(hand, tops, live, placed, heard, turn):
    """The policy's score of playing `turn` [(card, stack), ...] now, by term: "room" (the live cards' and
    the hand's room left), "team" (room for the cards teammates said they hold), "listen" (asked to play
    there, or covering a colour a teammate holds) and "credit" (the cards laid). Their sum is the score
    _best_turn gives that turn."""
    _leave, play, keep, colours, held = heard
    live1, mine1, tops1 = live, mask_of(hand), list(tops)
    listen = 0.0
    for card, stack in turn:
        listen += _card_terms(card, stack, tops1[stack], play, keep, colours)
        live1 &= ~(1 << card)
        mine1 &= ~(1 << card)
        tops1[stack] = card
    tu, td = TAKES[UP][tops1[UP] + 1], TAKES[DOWN][tops1[DOWN] + 1]
    return {"room": weighted_room(live1, mine1, tu, td),
            "team": team_room(held, live1 & ~mine1, tu, td) if held else 0.0,
            "listen": listen, "credit": CARD_CREDIT * len(turn),
            "tops": tops1, "unseen": live1 & ~mine1}


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


def best_other(hand, tops, live, placed, limit, heard, avoid, card):
    """The best-scoring rest of the turn whose first card is not `card` (None if there is none), with its
    terms."""
    best = None
    for turn in turns(hand, tops, placed, limit, avoid, heard[0]):
        if turn and turn[0][0] == card:
            continue
        terms = score_terms(hand, tops, live, placed, heard, turn)
        if best is None or total(terms) > total(best[1]) + EPSILON:
            best = (turn, terms)
    return best


def held_signals(view):
    """(seat, words, mask) for each "I have a (height) (colour) card" another seat gave within the last
    round (the signals the policy weighs: bots.asks_this_round)."""
    oldest = view["turn"] - (view["seats"] - 1)
    out = []
    for sig in view["signals"]:
        text = sig["text"]
        if sig["seat"] != view["seat"] and "colour" in text and sig["turn"] >= oldest:
            words = " ".join(w for w in (text.get("height"), COLOUR_NAMES[text["colour"]]) if w)
            out.append((sig["seat"], words, described(COLOURS.index(text["colour"]), text.get("height"))))
    return out


def contrast(view, hand, tops, live, placed, limit, heard, avoid, chosen):
    """Words for why the turn `chosen` (its first card laid now) beats the best turn that starts with
    another card, from the term that separates them, or None when there is no other card to lay."""
    other = best_other(hand, tops, live, placed, limit, heard, avoid, chosen[0][0])
    if other is None or not other[0]:
        return None
    mine = score_terms(hand, tops, live, placed, heard, chosen)
    theirs = other[1]
    alt = card_words(CODES[other[0][0][0]])
    if total(mine) - total(theirs) <= EPSILON:
        return f"{alt} would do as well here"
    gains = {k: mine[k] - theirs[k] for k in ("room", "team", "listen", "credit")}
    why = max(gains, key=gains.get)
    plan = second_card_plan(hand, tops, live, placed, heard, chosen, theirs)
    if plan is not None:
        return plan
    if why == "team":
        seat, words = most_helped(view, mine, theirs)
        if seat is not None:
            return f"more room than {alt} leaves for Seat {seat + 1}'s {words} card"
    if why == "listen" and gains["listen"] > 0:
        return f"{alt} would cover a colour a teammate holds"
    if why == "credit":
        # the chosen turn lays more cards (credit is all that separates the turns): say how many, in words
        counts = ("no", "one", "two")
        return (f"you lay {counts[len(chosen)]} cards this turn; with {alt} first, "
                f"only {counts[len(other[0])]}")
    return f"it leaves the stacks more room than {alt}"


def second_card_plan(hand, tops, live, placed, heard, chosen, rival):
    """Words for a two-card turn whose second card is its point, or None: a second card that turns its
    stack back (the reverse trick), or one without which the first card alone would not beat the best
    turn starting with another card (`rival`, that turn's terms). "Lay red 9 on the ▲ stack: it leaves
    the stacks more room than red 3" was said of red 9 then red 3; the room was the trick's."""
    if len(chosen) != 2:
        return None
    (first, stack1), (second, stack2) = chosen
    top = first if stack2 == stack1 else tops[stack2]
    words, arrow = card_words(CODES[second]), STACK_ARROWS[STACKS[stack2]]
    if gap(second, stack2, top) < 0:
        return f"then {words} turns {arrow} back: the reverse trick"
    alone = score_terms(hand, tops, live, placed, heard, chosen[:1])
    if total(alone) > total(rival) + EPSILON:
        return None
    mine = score_terms(hand, tops, live, placed, heard, chosen)
    gains = {k: mine[k] - rival[k] for k in ("room", "team", "listen", "credit")}
    if max(gains, key=gains.get) == "credit":
        # "two cards laid for little room" read as a riddle: the pair's point is the second card down (the
        # hint's cost clause after it says the room it takes)
        return f"then {words} on {arrow} too: two cards down this turn"
    return f"then {words} on {arrow} too: the pair keeps more room"


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
