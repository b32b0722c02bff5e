"""The words of the facts The Game's rules record (rules.describe_event reads them here), and the one fact
built here: a teammate's standing "Please play on ▼" that a turn laid nothing on. No pygame."""

from .cards import STACK_ARROWS, STACKS, card_words, fits
from .signals import standing_signal

REQUESTS = ("leave", "play")     # asks of the others (requests.REQUESTS)


def turn_end_news(s, seat, view):
    """The facts the end of `seat`'s turn makes (rules._end_turn; `view`: the table's, before the end): a
    teammate's standing "play on ▼" the turn laid nothing on (play_ask_passed: said once, with what the
    mover's cards could have done there; review 20: the ask got no visible answer), and a request said again
    just before it (request_renewed)."""
    out = []
    for stack in STACKS:
        askers = [k for k in range(s.seats) if k != seat and (standing_signal(view, k) or {}).get("text")
                  == {"stack": stack, "ask": "play"}]
        passed = play_ask_passed(s, seat, stack, askers) if askers else None
        if passed:
            out.append(passed)
    renewed = request_renewed(s, seat)
    return out + [renewed] if renewed else out


def request_renewed(s, seat):
    """The fact that `seat` ends its turn just after saying again the request it made in its turn before
    ("leave ▲ alone" lapses as the seat's next turn begins, and the bots say it again): {"kind":
    "request_renewed", "seat", "text", "tells_move", "covers": 1}, whose words are the End turn's own and
    fold the signal into them, so the log says a request when it is made or changed, not each turn (the
    stack's tag shows it standing; session-31 review: "Bot 2 says: “Leave ▲ alone”" every turn). None
    otherwise: a card laid after the words, other words, or none said in the turn before (a save from before
    signals noted "laid" tells no renewal: logged as it was)."""
    mine = [x for x in s.signals if x["seat"] == seat]
    if not s.signalled or len(mine) < 2:
        return None
    new, old = mine[-1], mine[-2]
    if new["turn"] != s.turn or new.get("laid") != len(s.history) or new["text"] != old["text"] \
            or new["text"].get("ask") not in REQUESTS or old["turn"] != s.turn - s.seats:
        return None
    return {"kind": "request_renewed", "seat": seat, "text": dict(new["text"]), "tells_move": True, "covers": 1}


def play_ask_passed(s, seat, stack, askers):
    """The fact that `seat`'s turn, now ending, laid no card on `stack`, which `askers` asked the team to play
    on: {"kind": "play_ask_passed", "seat", "of", "stack", "forced"}. None when the turn laid a card there, or
    laid none at all. "forced": none of the cards the seat held this turn fitted the stack (its top stood all
    turn: nothing was laid there), told as for a stack asked to be left alone ("had no other move"), so a
    request nobody could follow is not read as broken (session 24: "3 said, 2 kept" counted such a miss).
    Only that: which numbers the hand holds stays unsaid (the game lets no player say them)."""
    laid = [h for h in s.history if h[3] == s.turn and h[0] == seat]
    if not laid or any(h[2] == stack for h in laid):
        return None
    top = s.up if stack == "up" else s.down
    held = list(s.hands[seat]) + [h[1] for h in laid]
    forced = not any(fits(c, stack, top) for c in held)
    return {"kind": "play_ask_passed", "seat": seat, "of": askers, "stack": stack, "forced": forced,
            "own_line": True}


def play_ask_caption(event, who):
    """The header's short words for it: "Bot 2 laid elsewhere than ▼" ("Bot 2 had no card for ▼")."""
    if event.get("forced"):
        return f"{who} had no card for {STACK_ARROWS[event['stack']]}"
    return f"{who} laid elsewhere than {STACK_ARROWS[event['stack']]}"


def play_ask_words(event, who, name):
    """ "Bot 2 lays nothing on ▼, which you asked the team to play on", or when no card of the turn
    fitted it, "Bot 2 had no card for ▼, which you asked the team to play on"
    (a saved game's events are made again by its replay, so "forced" is always there; .get for safety)."""
    names = " and ".join(name(k) for k in event["of"])
    if event.get("forced"):
        return f"{who} had no card for {STACK_ARROWS[event['stack']]}, which {names} asked the team to play on"
    return f"{who} lays nothing on {STACK_ARROWS[event['stack']]}, which {names} asked the team to play on"


ONE_STANDS = "one statement stands at a time"


def event_clause(event, name, said=None):
    """An event's words as the clause after its move's dash, the mover unnamed, or None (the log drops the
    name from describe_event's words): "covering green 4, which Bot 2's card could turn back". With the name
    dropped, "You covers ..." read "— cover green 4, which ..." (review 29)."""
    if event["kind"] == "turn_back_covered":
        return f"covering {card_words(event['on'])}, which {name(event['of'])}'s card could turn back"
    if event["kind"] == "cards_drawn":
        # "You end the turn — draw a card (44 left)" read as an order too
        return "drawing" + describe_event(event, lambda _seat: "")[len(" draws"):]
    if event["kind"] == "signal_replaced" and said is not None:
        # "— in place of “…”: one statement stands at a time" was heavy for a log line (review 33): the rule
        # is on the Tell the team buttons' tip, said before a statement replaces another
        return f"replacing \u201c{said(event['old'])}\u201d"
    return None


def describe_event(event, name, said=None):
    """The log's words for one of the rules' events (rules.describe_event); `name(seat)`: a seat's name."""
    kind = event["kind"]
    who = name(event["seat"]) if "seat" in event else ""
    if kind == "stack_turned_back":
        # a saved game's events are made again by its replay, so every event has its "by"
        by = event["by"]
        # one sentence, the figure said once (it ran to five lines of the Moves log: review 22); the game's
        # first trick names it, the later ones say what it did first, two phrases the narrow log breaks between
        # ("Bot 3 turns ▼ back by 3 / with purple 6 on purple 3"): "Bot 3 lays purple 6 / on purple 3, turning ▼
        # back / by 3 (the reverse trick)" broke its first line short (session-32 review), and without the name
        # "lays purple 6 on / purple 4, turning ..." ended a line on "on"
        if event.get("again"):
            return (f"{who} turns {STACK_ARROWS[event['stack']]} back by {by} with {card_words(event['card'])} "
                    f"on {card_words(event['on'])}")
        return (f"{who} lays {card_words(event['card'])} on {card_words(event['on'])}, turning "
                f"{STACK_ARROWS[event['stack']]} back by {by} (the reverse trick)")
    if kind == "cards_drawn":
        n = event["count"]
        what = (", ".join(card_words(c) for c in event["cards"]) if "cards" in event
                else "a card" if n == 1 else f"{n} cards")
        if not event["left"]:
            return f"{who} draws {what}, the last: from now on nobody draws"
        return f"{who} draws {what} ({event['left']} left)"
    if kind == "signal_replaced" and said is not None:
        # saying something new silently wiped the seat's standing statement (review 29)
        return f"{who} takes back \u201c{said(event['old'])}\u201d: {ONE_STANDS}"
    if kind == "pile_emptied":
        return "the draw pile is empty: from now on nobody draws"
    if kind == "turn_back_covered":
        return (f"{who} covers {card_words(event['on'])}, which {name(event['of'])}'s card "
                f"could turn back")
    if kind == "turn_back_taken":
        trick = (f"the reverse trick on {STACK_ARROWS[event['stack']]} that "
                 f"{name(event['of'])}'s card could make")
        if event["else"] == "none":
            return f"{who} had no other move than {trick}"
        if event["else"] == "asked":
            return f"{who} takes {trick}: their other moves went against a teammate's words too"
        return f"{who} takes {trick}"
    if kind == "left_alone_played":
        names = " and ".join(name(k) for k in event["of"])
        # "which Player 1 asked to be left alone" read as Player 1 wanting to be left alone (review 27)
        asked = f"{STACK_ARROWS[event['stack']]}, which {names} asked the team to leave alone"
        if event["else"] == "none":
            return f"{who} had no other move than {asked}"
        if event["else"] == "asked":
            return f"{who} plays on {asked}: their other moves went against a teammate's words too"
        return f"{who} plays on {asked}"
    if kind == "play_ask_passed":
        return play_ask_words(event, who, name)
    if kind == "request_renewed":
        return f"{who} ends the turn"       # the move's own words (rules.describe), the request folded in
    if kind == "stack_closed":
        stack, card, why = STACK_ARROWS[event["stack"]], card_words(event["card"]), "no card still to come can go on it"
        if event.get("spared"):
            # the cards still to come all fit the other stack: no alarm (before a win it read as one)
            other = STACK_ARROWS["down" if event["stack"] == "up" else "up"]
            rest = "the last card still to come fits" if event.get("left") == 1 else "every card still to come fits"
            return f"{card[0].upper()}{card[1:]} closes {stack}, and {rest} {other}"
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
