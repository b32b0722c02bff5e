"""Why a first card goes on an empty stack, in a new player's words: the hint's why (H) for a start.

The short hint says "starts ▼ with a 7, passing over 8 to 10"; its why said that again and went on to the other
card ("… Green 6 on ▲ instead would skip 5 numbers (1 to 5)."), so "passing over" stayed jargon on a game's
first hint (review 40). The why now says what the start costs and what it costs you: "starts ▼ with a 7. It
skips 3 numbers (8 to 10), none of them in your hand." No pygame; read by reason_words.play_then_why."""

from ...engine.naming import joined
from .cards import STACK_ARROWS, card_words, fits
from .why import all_laid, laid_note, numbers_words, other_stack, passed_over_fit, spent


def start_reason(view, card, stack):
    """Why `card` (a code) starting the empty `stack` costs what it costs, one sentence without its full stop:
    the numbers the start skips there (those still to come), whether your own other cards are among them, and
    where they still fit. None where `stack` is not empty."""
    if view[stack] is not None:
        return None
    gone = spent(view, card, stack)
    laid = laid_note(gone, all_laid(view, card, stack, None))
    if not gone:
        return "it skips no number" + (f" still to come{laid}" if laid else "")
    mine = [c for c in view["hand"] if c != card and int(c[1:]) in gone]
    said = f"it skips {_numbers(gone)}{laid}"
    if not mine:
        return f"{said}, {'not' if len(gone) == 1 else 'none of them'} in your hand{where_they_fit(view, stack, gone)}"
    return f"{said}; {_your_cards(view, card, stack, mine, len(gone))}"


def says_plan(view, card, stack, planned):
    """Whether start_reason's words for `card` starting `stack` say already that your card `planned` (the one a
    turn's plan lays next, why.PlanWords.card) turns the stack back: "your blue 8 is one of them, but being the
    same colour it can turn ▼ back". The plan's own sentence after them ("Then blue 8 turns ▼ back by 4.") then
    said it twice, and the why ran to 153 letters."""
    return (planned is not None and view[stack] is None and planned in view["hand"]
            and int(planned[1:]) in spent(view, card, stack) and fits(planned, stack, card))


def _numbers(gone):
    """"only the 8", "3 numbers (8 to 10)": counted, as the other card's words count theirs ("Green 4 on ▼
    instead would skip 6 numbers (5 to 10)"), so the two compare at a glance."""
    return f"only the {gone[0]}" if len(gone) == 1 else f"{len(gone)} numbers ({numbers_words(gone)})"


def where_they_fit(view, stack, gone):
    """"; they still fit ▲", "; 7 then fits no stack" where the other stack is started; "" while it is empty
    (every card still fits it)."""
    fit = passed_over_fit(view, stack, gone)
    if fit is None:
        return ""
    if len(fit) == len(gone):
        return f"; {'it' if len(gone) == 1 else 'they'} still fit{'s' if len(gone) == 1 else ''} " \
               f"{STACK_ARROWS[other_stack(stack)]}"
    shut = [k for k in gone if k not in fit]
    return f"; {numbers_words(shut)} then fit{'s' if len(shut) == 1 else ''} no stack"


def _your_cards(view, card, stack, mine, many):
    """"your green 9 is one of them, but it still fits ▲": where your cards skipped over can still go, those that
    go alike said together ("your red 1 and purple 3 are among them, but they can still start ▼")."""
    by_way = {}
    for yours in mine:
        by_way.setdefault(_still_goes(view, card, stack, yours), []).append(card_words(yours))
    parts = []
    for way, names in by_way.items():
        if len(names) == 1:
            head = f"your {names[0]} is {'that number' if many == 1 else 'one of them'}"
            parts.append(f"{head}, {way.format(it='it', s='s')}")
        else:
            parts.append(f"your {joined(names)} are among them, {way.format(it='they', s='')}")
    return "; ".join(parts)


def _still_goes(view, card, stack, yours):
    """Where your card `yours`, skipped over by starting `stack` with `card`, can still go: words with "{it}" for
    the card(s) and "{s}" for a verb's ending."""
    other = other_stack(stack)
    if fits(yours, stack, card):        # the same colour turns the stack back: the reverse trick, said first
        return f"but being the same colour {{it}} can turn {STACK_ARROWS[stack]} back"
    if view[other] is None:
        return f"but {{it}} can still start {STACK_ARROWS[other]}"
    if fits(yours, other, view[other]):
        return f"but {{it}} still fit{{s}} {STACK_ARROWS[other]}"
    return "and {it} then fit{s} no stack"
