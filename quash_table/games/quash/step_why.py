"""Why the next drop of a hinted swap chain, half built on the table (advanced QUASH): the card in the air and
the spot it goes to, in the words a swap's step is told with (why.step_words). The hint's reason for the whole
move is about its best step, which may be a drop already made (session 31: "now drop your 9♦ on spot 7 — it
starts a run on spot 1" named the played card's spot, not the step asked for). Pure: no pygame, no search."""

from ...engine.naming import Reason
from .describe import short
from .gist import spot_gist
from .run_facts import finish_from_hand
from .sequences import SIZES, can_become_proper
from .why import step_gain, step_words


def step_reason(board, theirs, hand, card, drops, final=False, room=None, warning=None):
    """The reason for the drops `drops` ([(spot 1..9, card it displaces or None)], in order, the last onto an
    open slot) still to make of a hinted chain: `card` is in the air, `board` your side as it now stands (nine
    card lists, the chain's drops so far made), `theirs` the other side's spots, `hand` your cards still in
    hand (the played card gone), `final`: no card but those in `hand` will come to your side (no pile, no
    partner). The words are about the next drop, `card` on the first spot of `drops` ("it makes the run K-A on
    spot 2"); where that drop moves another card on and a later drop gains more (why.step_gain, as the whole
    move's reason picks its best step), the full words go on with it ("; then your A♠ makes the run K-A on
    spot 2"), and its short form says that gain alone ("your A♠ then makes the run K-A on spot 2"); else the short
    form is the next drop's, as the hint's short words say a spot (gist.spot_gist: "it makes the run K-A there").
    `room`: the most letters the short form may take (the hint's short words keep to two lines: the step's own
    words are long): the later drop's gain in fewer words, else the next drop's own, where it does not fit.
    `warning`: (full, short) words of a spot a drop still to make fills that the other side's next swap may turn
    (reply.reply_words: "their 7♣ may still move from their spot 4 to spot 2"), said after the reason as the
    whole move's hint says it ("…, though …"; review 38: mid-swap the step's words left it out), in the short
    words too where they hold it."""
    side = [list(cards) for cards in board]
    told = []
    for spot, out in drops:
        k = spot - 1
        before = list(side[k])
        after = before + [card] if out is None else [card if c == out else c for c in before]
        # a run your hand cannot finish there, with no other card to come, is no run started (why.best_step)
        unmade = final and SIZES[k] > 1 and len(after) < SIZES[k] and can_become_proper(after, spot) \
            and finish_from_hand(after, SIZES[k], hand) is None
        gain = step_gain(before, after, k, card, list(theirs[k]), unmade)
        # a later drop is said without the cards that would finish its run (short: the next drop names them)
        # the next drop's spot the step's own words have just numbered: "there" (a later drop's is numbered)
        full = step_words(before, after, k, card, list(theirs[k]), (list(hand) or None) if not told else None, unmade,
                          there=not told)
        # the short form as the hint's short words say a spot (gist.spot_gist): the step's words name the next
        # drop's spot, "there"; a later one is numbered
        # (a run your cards cannot finish is said so here too, as the full words and the whole move's gist say it:
        # "it starts a run there, which wins only if their K makes no run" over a why of "your cards cannot make
        # a run there", review 39)
        brief = (f"it goes {'to spot ' + str(spot) if told else 'there'}, out of the way" if unmade else
                 spot_gist(before, after, k, list(theirs[k]), None if told else "there", list(hand)))
        told.append((gain, card, full, brief))
        side[k] = after
        card = out
    first = "it " + told[0][2]
    full = f", though {warning[0]}" if warning else ""
    best = max(told[1:], key=lambda t: t[0], default=None)
    if best is None or best[0] <= told[0][0]:
        return Reason(first + full, _within([told[0][3]], warning, room))
    # short (two lines at 1024x640 with the step's own long words): what the best later drop gains, in its step
    # words ("your 8♦ then makes 7-8 on spot 4, 1 card from a run"; the gist's "then 7-8 on spot 4 is 1 card from a
    # run" did not say which card goes there), else in the gist's fewer ("your J♦ then makes the run 10-J on spot
    # 5"), else the next drop's own gist; the first that fits `room`
    then = f"your {short(best[1])} then "
    briefs = [then + best[2]] + ([then + best[3][3:]] if best[3].startswith("it ") else []) + [told[0][3]]
    return Reason(f"{first}; then your {short(best[1])} {best[2]}{full}", _within(briefs, warning, room))


def _within(briefs, warning, room):
    """The first of the short forms `briefs` (best first) that keeps to `room` letters with the `warning` after it
    ("…, though their face-up K♥ may still move there"), else the warning alone (what the step risks comes before
    what it gains: H says both), led by "though" (alone after the step's dash it read as the step's reason, "now
    drop your 8♣ … — their face-up 10♥ may still move there", session 53), else the first brief that fits, else
    the shortest."""
    tries = ([f"{b}, though {warning[1]}" for b in briefs] + [f"though {warning[1]}"] if warning else []) + briefs
    return next((b for b in tries if room is None or len(b) <= room), min(tries, key=len))
