"""The words of the facts The Game's rules record (rules.describe_event reads them here), and the one fact
built here: a teammate's standing "Please play on ▼" that a turn laid nothing on. No pygame."""

from .cards import STACK_ARROWS, STACK_NAMES, card_words, fits, live_after, number


def play_ask_passed(s, seat, stack, askers):
    """The fact that `seat`'s turn, now ending, laid no card on `stack`, which `askers` asked the team to play
    on, and why as its cards tell it: {"kind": "play_ask_passed", "seat", "of", "stack", "why"}, "why" being
    "none" (none of the cards it held fits there), "skips" (each that fits would skip "skip" numbers or more,
    a number still to come) or "kept" (one fit without a skip: it kept it). None when the turn laid a card
    there, or laid none at all. From the hand and the history alone: the bots' and the person's turns alike.
    """
    laid = [h for h in s.history if h[3] == s.turn and h[0] == seat]
    if not laid or any(h[2] == stack for h in laid):
        return None
    top = s.up if stack == "up" else s.down
    held = list(s.hands[seat]) + [h[1] for h in laid]
    fitting = [c for c in held if fits(c, stack, top)]
    event = {"kind": "play_ask_passed", "seat": seat, "of": askers, "stack": stack, "own_line": True}
    if not fitting:
        return dict(event, why="none")
    skip = min(_skipped(s.history, c, stack, top) for c in fitting)
    return dict(event, why="skips", skip=skip) if skip else dict(event, why="kept")


def _skipped(history, card, stack, top):
    """How many numbers `card` on `stack` (top `top`) jumps over that a card still to come has (0 for the
    reverse trick: a card of the top's colour going back)."""
    if top is None:
        return 0
    lo, hi = sorted((number(card), number(top)))
    if (number(card) < number(top)) == (stack == "up"):
        return 0
    live = live_after(history, card)
    return sum(1 for k in range(lo + 1, hi) if any(number(c) == k for c in live))


def play_ask_caption(event, who):
    """The header's short words for it: "Bot 2 passed on ▼: nothing fits there", "... it would skip 2"."""
    arrow = STACK_ARROWS[event["stack"]]
    if event["why"] == "none":
        return f"{who} passed on {arrow}: nothing fits there"
    if event["why"] == "skips":
        return f"{who} passed on {arrow}: it would skip {event['skip']}"
    return f"{who} passed on {arrow}: kept its card for it"


def play_ask_words(event, who, name):
    """ "Bot 2 lays nothing on the descending stack, which you asked the team to play on: none of its cards
    fits there" ("its best card there would skip 3 numbers", "it keeps its card for it")."""
    names = " and ".join(name(k) for k in event["of"])
    asked = f"{who} lays nothing on {STACK_NAMES[event['stack']]}, which {names} asked the team to play on"
    if event["why"] == "none":
        return f"{asked}: none of their cards fits there"
    if event["why"] == "skips":
        n = event["skip"]
        return f"{asked}: their best card there would skip {n} number{'s' if n != 1 else ''}"
    return f"{asked}: they keep their card for it"


def describe_event(event, name):
    """The log's words for one of the rules' events (rules.describe_event); `name(seat)`: a seat's name."""
    kind = event["kind"]
    who = name(event["seat"]) if "seat" in event else ""
    if kind == "stack_turned_back":
        # a saved game's events are made again by its replay, so every event has its "by"
        by = event["by"]
        return (f"{who} lays {card_words(event['card'])} on {STACK_NAMES[event['stack']]}, turning it back "
                f"by {by} from {card_words(event['on'])}: the reverse trick, room for {by} more "
                f"number{'s' if by != 1 else ''}")
    if kind == "cards_drawn":
        n = event["count"]
        what = (", ".join(card_words(c) for c in event["cards"]) if "cards" in event
                else "a card" if n == 1 else f"{n} cards")
        if not event["left"]:
            return f"{who} draws {what}, the last: from now on nobody draws"
        return f"{who} draws {what} ({event['left']} left)"
    if kind == "pile_emptied":
        return "the draw pile is empty: from now on nobody draws"
    if kind == "turn_back_covered":
        return (f"{who} covers {card_words(event['on'])}, which {name(event['of'])}'s card "
                f"could turn back")
    if kind == "turn_back_taken":
        trick = (f"the reverse trick on {STACK_NAMES[event['stack']]} that "
                 f"{name(event['of'])}'s card could make")
        if event["else"] == "none":
            return f"{who} had no other move than {trick}"
        if event["else"] == "asked":
            return f"{who} takes {trick}: their other moves went against a teammate's words too"
        return f"{who} takes {trick}"
    if kind == "left_alone_played":
        names = " and ".join(name(k) for k in event["of"])
        asked = f"{STACK_NAMES[event['stack']]}, which {names} asked to be left alone"
        if event["else"] == "none":
            return f"{who} had no other move than {asked}"
        if event["else"] == "asked":
            return f"{who} plays on {asked}: their other moves went against a teammate's words too"
        return f"{who} plays on {asked}"
    if kind == "play_ask_passed":
        return play_ask_words(event, who, name)
    if kind == "stack_closed":
        stack, card, why = STACK_NAMES[event["stack"]], card_words(event["card"]), "no card still to come can go on it"
        if event["forced"]:
            return f"{who} had no other move than to close {stack} for good with {card}: {why}"
        return f"{card[0].upper()}{card[1:]} closes {stack} for good: {why}"
    if kind == "hand_emptied":
        return f"{who} has laid all their cards"
    if kind == "game_won":
        return f"all {event['laid']} cards are laid: the team beats the game!"
    if kind == "game_lost":
        return f"{who} can lay none of their cards: the game is lost with {event['laid']} of 50 laid"
    return None
