"""The requests about a stack that stand now ("leave ▲ alone", "play on ▼"), from the rules' own record of
what was said and when it lapses (rules.standing_signal): the one source the stack's tag, the amber light
and the prompt over a lifted card, and the pass-and-play curtain read. No pygame."""

from .rules import STACK_ARROWS, ask_words, standing_signal

REQUESTS = ("leave", "play")     # asks of the others; "I can turn it back" is a statement, not a request


def standing_requests(view, stack=None, but=None):
    """The requests that stand now, [{"seat", "stack", "ask", "turn"}] in seat order: those about `stack`
    if given, and not `but`'s (the seat at the screen: your own request is no news to you)."""
    out = []
    for seat in range(view["seats"]):
        if seat == but:
            continue
        sig = standing_signal(view, seat)
        text = sig["text"] if sig else {}
        if text.get("ask") in REQUESTS and (stack is None or text["stack"] == stack):
            out.append({"seat": seat, "stack": text["stack"], "ask": text["ask"], "turn": sig["turn"]})
    return out


def leave_alone_warning(view, stack, name, sentence=False):
    """Why a card laid on `stack` goes against the team, or None: a request, not a rule, so the drop stays
    legal; `name(seat)` names a seat. On the stack lit while a card is lifted, the tag's own wording ("Bot 2:
    leave ▲ alone", stack_tag: the tag said that and, once a card was lifted, "Bot 2 asked to leave this
    alone", review 27); with `sentence`, the prompt's and the log's: "Bot 2 asked the team to leave ▲ alone"."""
    asks = [r for r in standing_requests(view, stack, but=view["seat"]) if r["ask"] == "leave"]
    if not asks:
        return None
    if sentence:
        return f"{' and '.join(name(r['seat']) for r in asks)} asked the team to leave {STACK_ARROWS[stack]} alone"
    return " \u00b7 ".join(f"{name(r['seat'])}: {ask_words(r)}" for r in asks)


def stack_tag(view, stack, name):
    """The small tag on `stack` while requests about it stand ("Bot 2: leave ▲ alone", the request's one
    wording: rules.ask_words), or "". Your own too: only the bots' had a banner, and a person could not see
    that their own request stood (review 29). Yours says it was asked ("You asked: leave ▲ alone"; in
    pass-and-play "Ann asked: ...", as her hand is "Ann's hand"): "You: leave ▲ alone" read as an order to you,
    the very stack you may still play on (session 30); `view`'s seat is the screen's."""
    def who(r):
        return f"{name(r['seat'])} asked" if r["seat"] == view["seat"] else name(r["seat"])
    return " \u00b7 ".join(f"{who(r)}: {ask_words(r)}" for r in standing_requests(view, stack))


def said_line(who, words):
    """What a seat said, in the one form the table uses for every seat, you too: "You said: “I have a high
    red card”", "Player 1 said: “I have a low red card”" (the caption after your hand's title, the curtain;
    a request the table shows is said on its stack's tag instead: stack_tag). Your own
    was "you said “…”" beside the panel's "You have signalled this turn" and, in pass-and-play, "Player 1
    said “…”" under that: two voices (session 31). `who`: the seat's name as the screen says it; `words`: what
    it said (rules.signal_words)."""
    return f"{who} said: \u201c{words}\u201d"


def said_long_ago(who, words, ago):
    """said_line for words that stand past the seat's next turn (signals.said_ago: `ago` rounds ago), dated and
    said to still stand, so they read as current, not stale: "Bot 2 said 2 rounds ago, still stands: “I have a
    high red card”"; one round: "Bot 2 said last round, ..." (a round: every seat's turn once, session 50)."""
    when = "last round" if ago == 1 else f"{ago} rounds ago"
    return f"{who} said {when}, still stands: \u201c{words}\u201d"


def request_lines(view, name, but=None, skip=()):
    """The standing requests in brief, one phrase each ("Ben asks: leave ▼ alone"), in seat order: not `but`'s
    (the seat addressed) nor those of the seats in `skip` (whose words are said already)."""
    return [f"{name(r['seat'])} asks: {ask_words(r)}"
            for r in standing_requests(view, but=but) if r["seat"] not in skip]
