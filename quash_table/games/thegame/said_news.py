"""What a seat's latest words replaced, said on the table where its words show (the caption under its plate),
while it is news: one statement stands at a time, so a seat's new words wipe its standing "I have a high red
card", which only the move log said ("Bot 2 says: “Leave ▲ alone” — replacing “…”"); the caption changed, or
went, without a word (review 34). Read from the rules' own "signal_replaced" fact among the other seats' moves
since the seat at the screen last acted (ui/recent_marks.RecentMarks.moves), never by comparing captions.
No pygame."""

from .requests import REQUESTS, said_line
from .signals import signal_words
from .cards import STACK_ARROWS


def replaced_text(moves, seat):
    """The text of the statement `seat`'s latest signal among `moves` ([(mover, action, events)]) replaced, or
    None (it replaced nothing, or `seat` said nothing in them)."""
    for mover, action, events in reversed(moves):
        if mover == seat and action.get("type") == "signal":
            return next((e["old"] for e in events if e["kind"] == "signal_replaced" and e.get("seat") == seat),
                        None)
    return None


def replaced_caption(who, text, old):
    """The caption under a plate for `who`'s words `text` that replaced `old` (a statement: the only words that
    stand past their seat's turn): "Bot 2 said: “I have a low blue card”, replacing “I have a high red card”"
    (the log's word); for a request, which its stack's tag says, "Bot 2's request on ▲ replaces “I have a high
    red card”"."""
    gone = f"\u201c{signal_words(old)}\u201d"
    if text.get("ask") in REQUESTS:
        return f"{who}'s request on {STACK_ARROWS[text['stack']]} replaces {gone}"
    return f"{said_line(who, signal_words(text))}, replacing {gone}"
