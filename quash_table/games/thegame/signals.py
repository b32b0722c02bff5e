"""What a seat said at The Game's table and how long it stands (rules.standing_signal), and the one wording
of each signal: the rules, the bots, the board and the log read them here. Split from rules.py (near 600
lines) so the news a turn's end makes of them (event_words) can read them too. No pygame."""

from .cards import HEIGHTS, STACK_ARROWS, COLOUR_NAMES, colour, number


def signal_describes(text, card):
    """Is `card` a card the hand signal `text` ("I have a high red card") speaks of?"""
    if card[0] != text["colour"]:
        return False
    if "height" not in text:
        return True
    lo, hi = HEIGHTS[text["height"]]
    return lo <= number(card) <= hi


def standing_signal(view, seat):
    """`seat`'s latest signal while it is still true and current (what a caption may show), else None.
    "I have a (high) red card" is a fact about the seat's hand: it stands until the seat lays a card it
    speaks of after saying it (a signal notes how many cards were down when it was said; one saved before
    it did so is dated by its turn alone) or says something else, across its later turns, so a bot says it
    once and not again every turn (review 15; the bots heed it as long: bots.asks_this_round). Every
    other signal stands from the turn it is said until the seat's next turn begins, when it may speak
    again (the bots heed it for that round), and goes sooner once it is no longer true: "I can turn it
    back" speaks of the top it was said of: it goes as soon as a card covers that top or the seat lays a
    card of that top's colour (the one it meant, as far as anyone can tell); "play on ▲" is met, and goes, once
    a team-mate lays a card there. A seat whose hand is empty
    has no next turn: what it asked goes after a round of the others' turns, as the bots stop heeding it
    then. Nothing stands once the game is over."""
    if view["outcome"] is not None:
        return None
    sig = next((x for x in reversed(view["signals"]) if x["seat"] == seat), None)
    if sig is None:
        return None
    text, turn = sig["text"], sig["turn"]
    if "colour" in text:
        # a statement of what the seat holds stays true until it lays a card it speaks of: it stands till
        # then (or till the seat says something else), so it is said once, not again every turn
        before = view["history"][:sig["laid"]] if "laid" in sig else [h for h in view["history"] if h[3] < turn]
        if any(h[0] == seat and signal_describes(text, h[1]) for h in view["history"][len(before):]):
            return None
        return sig
    if (view["to_move"] == seat and view["turn"] > turn) or any(
            h[0] == seat and h[3] > turn for h in view["history"]):
        return None
    if view["turn"] > turn + view["seats"] - 1:
        # a round has passed and the seat has had no turn: its hand is empty (it is skipped), so its next
        # turn never begins; the bots stopped heeding it here (bots.asks_this_round), and so does its caption
        return None
    before = view["history"][:sig["laid"]] if "laid" in sig else [h for h in view["history"] if h[3] < turn]
    after = view["history"][len(before):]
    if text["ask"] == "reverse":
        tops = [h[1] for h in before if h[2] == text["stack"]]
        if any(h[2] == text["stack"] or (tops and h[0] == seat and colour(h[1]) == colour(tops[-1]))
               for h in after):
            return None
    elif text["ask"] == "play" and any(h[2] == text["stack"] and h[0] != seat for h in after):
        # met once a team-mate lays a card there: at 3 seats both bots laid on an empty ▲ asked for, red 8 then
        # red 10, and the stack was dead at once (review 49c)
        return None
    return sig


def said_ago(view, seat, sig):
    """How many rounds ago `seat` said `sig` (standing_signal's entry): how many turns of its own have begun
    since (a round: every seat's turn once; "said 3 turns ago" counted every seat's turns, and a player read it
    as their own, session 50), where it stands past the seat's own next turn, else None. Only a statement of the hand ("I have a high red card") stands that long (till a card it
    speaks of is laid), so a caption that read "You said: “…”" through the bots' turns and into yours looked
    like old words nobody heeds any more (session 47): said so, its age and that it still stands (the seat
    holds such a card: cards leave a hand only by being laid) tell a reader it still counts, and the bots
    still keep room for it."""
    if sig is None or "colour" not in sig["text"]:
        return None
    turn = sig["turn"]
    if (view["to_move"] == seat and view["turn"] > turn) or any(h[0] == seat and h[3] > turn for h in view["history"]):
        return max(1, (view["turn"] - turn) // view["seats"])
    return None


# A request about a stack (and "I can turn it back") in the one wording every place uses: the signals
# panel's button, the log, a plate's caption, a stack's tag, the curtain (review 22: a request had three
# wordings: "play on ▼", "Please play on the descending stack", "Play on ▼, please"). The stack by its mark,
# as the table shows it.
ASK_PHRASES = {"leave": "leave {} alone", "play": "play on {}", "reverse": "I can turn {} back"}


def ask_words(text):
    """A stack signal's words, as a phrase: "play on ▼", "leave ▲ alone", "I can turn ▼ back"."""
    return ASK_PHRASES[text["ask"]].format(STACK_ARROWS[text["stack"]])


def signal_effect(text):
    """What the team-mates do on hearing a signal (the bots' own rules: heeding.honouring, _normal_play, and
    standing_signal for how long it stands), for its button's tooltip: a new player pressed "play on ▲" as an
    innocent-looking button and both bots laid on the empty ▲ (review 49c), and hovering showed only the
    button's words again."""
    if "ask" not in text:
        return "Your team-mates keep room for such a card until you lay one"
    arrow = STACK_ARROWS[text["stack"]]
    if text["ask"] == "leave":
        # they break it where keeping off costs more than the one card it keeps snug (playout.costly_to_honour:
        # a bot opened ▲ high rather than lay on the ▼ it was asked to leave, session 50)
        return (f"Your team-mates keep off {arrow} until your next turn, unless they have no other move, or "
                f"keeping off would cost the team more room than your card saves")
    if text["ask"] == "play":
        return f"A team-mate lays a card on {arrow} when one fits, even one that skips numbers; then it is met"
    return f"Your team-mates leave {arrow} for you to turn back, unless they have no other move"


def signal_words(text):
    """A signal's words, as said: "Play on ▼", "I have a high red card"."""
    if "ask" in text:
        words = ask_words(text)
        return words[0].upper() + words[1:]
    if "height" in text:
        return f"I have a {text['height']} {COLOUR_NAMES[text['colour']]} card"
    return f"I have a {COLOUR_NAMES[text['colour']]} card"
