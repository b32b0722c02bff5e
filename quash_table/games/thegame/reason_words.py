"""The hint's reasons that name what the normal policy's own evaluation gains (playout._best_turn): a
second card's worth, the teammate whose held card a move keeps room for. Split from bots.py (near 600
lines). No pygame."""

from ...engine.naming import Reason, joined
from . import playout
from .cards import STACK_ARROWS, fits, number
from .requests import standing_requests
from .rules import COLOUR_NAMES, GAME, STACKS, card_words, standing_signal
from .stranding import stranded_cards
from .start_words import says_plan, start_reason
from .why import a_number, chance_words, closing_words, move_words_with_close, skipped


def second_card_words(view, action):
    """Why a second card goes down where ending the turn was the only other choice, in the evaluation's
    terms: a card laid counts playout.CARD_CREDIT numbers of room (every card must go some time), more than
    the numbers it skips. "A second card worth laying now" said no why, and the end summary then blamed the
    move (review 23). None when it skips nothing (the policy's plain reason serves)."""
    gone = skipped(view, action["card"], action["stack"], view[action["stack"]])
    if not gone:
        return None
    many = "the number" if len(gone) == 1 else f"the {len(gone)} numbers"
    # the numbers themselves are said just before (the hint's "skips 8 to 10 on ▼: ..."): only how many here
    return f"one card fewer left to lay is worth more than {many} it skips, as every card must go some time"


def listen_words(game, view):
    """"it keeps room for Seat 2's high red card": the teammates' standing statements of what they hold,
    named (the screen writes "Seat 2" as the player's name); "a card a teammate holds" named no one
    (review 23). None when no such statement stands."""
    said = []
    for seat in range(view["seats"]):
        sig = standing_signal(view, seat) if seat != view["seat"] else None
        text = sig["text"] if sig else {}
        if "colour" in text:
            card = " ".join(w for w in (text.get("height"), COLOUR_NAMES[text["colour"]]) if w)
            said.append(f"{game.seat_name(seat, view['seats'])}'s {card} card")
    if not said:
        return None
    return "it keeps room for " + joined(said)


def claim_words(game, view, why, move=None):
    """The policy's "honour" ("keep") reason with the stack and the seat named: "Seat 2 asked to leave ▼
    alone" ("Seat 2 can turn ▼ back"). "End your turn — a teammate asked to leave that stack alone" named
    neither (which stack?, session 24). None when no such words stand (the plain reason serves)."""
    if why in ("forced", "forced_keep") and move is not None and move[0] == "play":
        return forced_words(game, view, why, STACKS[move[2]])
    ask = {"honour": "leave", "keep": "reverse"}.get(why)
    if ask is None:
        return None
    said = []
    for seat in range(view["seats"]):
        sig = standing_signal(view, seat) if seat != view["seat"] else None
        if sig and sig["text"].get("ask") == ask:
            said.append((game.seat_name(seat, view["seats"]), STACK_ARROWS[sig["text"]["stack"]]))
    if not said:
        return None
    if ask == "leave":
        return joined([f"{who} asked to leave {arrow} alone" for who, arrow in said])
    return joined([f"{who} can turn {arrow} back" for who, arrow in said])


def forced_words(game, view, why, stack):
    """Why a card goes on `stack`, which a teammate asked to leave alone ("forced") or said they can turn
    back ("forced_keep"), in plain words: who claimed it, and why the other stack is no choice ("Seat 2 can
    turn ▲ back, but no card of yours fits ▼"). "A teammate can turn it back, but only it fits" was said of
    red 5 while yellow 7 fitted ▲ too (review 29): it meant only that stack."""
    ask = "leave" if why == "forced" else "reverse"
    who = [game.seat_name(seat, view["seats"]) for seat in range(view["seats"]) if seat != view["seat"]
           and (sig := standing_signal(view, seat)) and sig["text"].get("ask") == ask
           and sig["text"].get("stack") == stack]
    arrow, other = STACK_ARROWS[stack], "down" if stack == "up" else "up"
    claim = (f"asked to leave {arrow} alone" if ask == "leave" else f"can turn {arrow} back")
    if any(fits(card, other, view[other]) for card in view["hand"]):
        why_here = f"{STACK_ARROWS[other]} is kept for a teammate too"
    else:
        why_here = f"no card of yours fits {STACK_ARROWS[other]}"
    return f"{joined(who) if who else 'a teammate'} {claim}, but {why_here}"


def said_then_end(said_reason, move, move_reason):
    """The reason for a signal the convention gives just before the move that ends the turn, where that move
    is End turn: the hint says the end too, and why ("then end your turn: a second card would waste room
    (even red 6 on ▲ skips 4 and 5)"). The one colon of the sentence is this join's: the reasons joined here
    and after what a card does (bots.search_words, endgame_words) carry none of their own ("then end your
    turn: your only move: nothing more fits" stacked them, session 32). It said only "to tell the team the card you keep", so a new player never
    heard the hint advise End turn, even where ending kept room (session 24). The short form (shown first)
    is the end and its why; the full one adds why the words come first. Any other move: `said_reason`."""
    if move.get("type") != "end_turn" or not move_reason:
        return said_reason
    # the short form the plain step alone, its why on H: "— then end your turn: your only move, as nothing more
    # fits" chained the hint's dash and a colon (review 33)
    # and the full one in plain sentences: "then end your turn: …; say it first …" kept a colon and a
    # semicolon (session 34)
    why = str(getattr(move_reason, "short", move_reason))
    said = str(said_reason)
    return Reason(f"then end your turn. {why[0].upper()}{why[1:]}. Say it first {said}"
                  + ("" if said.endswith(".") else "."), "then end your turn")


def does_then_why(does, reason, short=None, plan_said=False):
    """A hinted card's words: what it does, the short form the hint shows first ("starts ▲ with a 1"; `short`
    where it is said in fewer words), and its why as a sentence of its own after it, shown on H ("starts ▲
    with a 1. Yellow 4 on ▼ would skip 6 numbers (5 to 10)."). "starts ▲ with a 1: yellow 4 on ▼ would skip …"
    came after the hint's dash at once, a dash and a colon chained in one line (review 33). `plan_said`: `does`
    says the turn's plan already (start_words.says_plan), so the full words leave its sentence out."""
    why = str(reason)
    if not why:
        return Reason(does, short or does) if short and short != does else does
    if why.startswith("then "):
        # a turn's plan (the second card turns the stack back): its point, so said in the short words too;
        # "Lay red 4 on ▲ — skips 2 and 3" alone, red 4 on ▼ costing nothing, read as a mistake (review 39)
        # (what the card closes, "then ▲ takes only purple", gives way to the plan that turns it back)
        full = f"{does}." if plan_said else f"{does}. {sentence(why)}"
        return Reason(full, f"{(short or does).split(', then ')[0]}, {why}")
    return Reason(f"{does}. {sentence(why)}", short or does)


ENDGAME_REASON = "it gives the team the best chance to win"     # (bots.NormalBot.REASONS["endgame"])


def endgame_words(view, move, share=None, stuck=None):
    """The endgame search's reason, after what a card does ("turns ▼ back by 8: it wins in about 6 of 10
    ways the unseen cards can lie"), as every other hinted card says it first; `share`: of the deals
    solved, the share it won; `stuck`: (another move, the share of deals in which it left the next hand no
    card to lay), said first (review 37: "End your turn" said nothing of yellow 9 leaving Bot 2 stuck)."""
    reason = ENDGAME_REASON if share is None else chance_words(share)
    if stuck is not None and move.get("type") == "end_turn" and stuck[0]["type"] == "play":
        other, part = stuck
        who = "your team-mate" if view.get("seats", 2) == 2 else "the next player"
        tenths = max(1, round(10 * part))
        ways = "whatever the unseen cards are" if tenths >= 10 else f"in about {tenths} of 10 ways"
        reason = (f"{card_words(other['card'])} on {STACK_ARROWS[other['stack']]} would leave {who} no card to "
                  f"lay {ways}; ending the turn {reason[3:]}")
    if move.get("type") != "play":
        return reason
    return play_then_why(view, move, reason)


def sentence(words):
    """`words` as a sentence of their own: a capital first, a full stop last."""
    return f"{words[0].upper()}{words[1:]}" + ("" if words.endswith(".") else ".")


def play_then_why(view, move, reason):
    """The hint's words for laying a card (bots.search_words, endgame_words): what it does and closes, the
    short form without the notes in brackets (why.does_words), then `reason`. Where the card goes on a stack
    a team-mate asked to leave alone (the request that lights the stack amber, requests.standing_requests),
    the short words say so ("though Seat 2 asked to leave ▼ alone") and the why says why it is still the move:
    "skips 5 and 6 on ▼" hid "leave ▼ alone", said only on H (review 36c)."""
    card, stack = move["card"], move["stack"]
    does = move_words_with_close(view, card, stack)
    though = though_asked(view, stack)
    if not though:
        return does_then_why(start_does(view, card, stack) or does, reason,
                             move_words_with_close(view, card, stack, brief=True),
                             says_plan(view, card, stack, getattr(reason, "card", None)))
    # the short words the request and why the move goes against it, not what the card skips (three lines beside the
    # arrow at 1024x640, "— skips 5 and 6, though Bot 2 asked to leave ▼ alone"): the request alone gave no reason
    # (session 59), kept as the brief form where the reason does not fit
    best = still_best(view, stack)
    why = best or str(reason)
    short = getattr(best or reason, "short", why)     # "no card of yours fits ▲" (still_best's short form)
    return Reason(f"{does}, {though}. {sentence(why)}", f"{though}: {short}", though)


def start_does(view, card, stack):
    """A start's words on H (the why): the start, then why it costs what it costs in plain words
    (start_words.start_reason), in place of the short words' "passing over 8 to 10", which the why only said
    again (review 40); with what it closes, where it does. None where the stack is started."""
    why = start_reason(view, card, stack)
    if why is None:
        return None
    closing = closing_words(view, card, stack)
    # no full stop: does_then_why puts the one after it
    return f"starts {STACK_ARROWS[stack]} with {a_number(number(card))}. {why[0].upper()}{why[1:]}" + \
        (f"; {closing}" if closing else "")


def though_asked(view, stack):
    """"though Seat 2 asked to leave ▼ alone" where a request of another seat to leave `stack` alone stands (the
    seat named as the log names it; the screen says the player's name), else None."""
    if not view.get("signals"):         # nothing said, nothing asked
        return None
    who = [GAME.seat_name(r["seat"], view["seats"]) for r in standing_requests(view, stack, but=view["seat"])
           if r["ask"] == "leave"]
    return f"though {joined(who)} asked to leave {STACK_ARROWS[stack]} alone" if who else None


def still_best(view, stack):
    """Why a first card still goes on `stack`, asked to be left alone, where the other stack is no choice: "no
    card of yours fits ▲" or "▲ is kept for a team-mate too", and a turn lays a card; None where it is open
    (the search's or the endgame's own reason then says why)."""
    other = "down" if stack == "up" else "up"
    if view["placed"]:
        return None
    if not any(fits(card, other, view[other]) for card in view["hand"]):
        said = f"no card of yours fits {STACK_ARROWS[other]}"
    elif any(r["ask"] == "leave" for r in standing_requests(view, other, but=view["seat"])):
        said = f"{STACK_ARROWS[other]} is kept for a team-mate too"
    else:
        return None
    return Reason(f"{said}, and each turn lays a card", said)     # the short form: the hint's short words


def against_request(view, move, reason):
    """`reason` for `move` where it says nothing of the card's effect (bots.only_move_words: "your only move,
    as nothing else fits"), with the request it goes against where one stands (though_asked), in both forms."""
    though = though_asked(view, move["stack"]) if view and move.get("type") == "play" else None
    if not though:
        return reason
    return Reason(f"{reason}, {though}", f"{getattr(reason, 'short', reason)}, {though}")


def kept_strands_words(view, action):
    """Why a free second card goes down now rather than being kept for next turn, where keeping it would
    strand it (stranding.py: the other stack takes no card still to come, so a team-mate's next card goes
    on this one and shuts the card out for good): "kept, red 5 could never be laid: ▼ takes no card still
    to come, so the next player's card goes on ▲ and shuts it out". The hint said "keep it for next
    turn" of such a card (session 25). None where keeping it strands nothing."""
    if action.get("type") != "play":
        return None
    card, stack = playout.INDEX[action["card"]], STACKS.index(action["stack"])
    mine = playout.mask_of(playout.INDEX[c] for c in view["hand"])
    laid = {h[1] for h in view["history"]}
    unseen = playout.mask_of(i for i, c in enumerate(playout.CODES) if c not in laid) & ~mine
    tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in STACKS]
    if not stranded_cards(mine, tops, unseen, playout.TAKES) >> card & 1:      # kept with the rest of the hand
        return None
    other = STACK_ARROWS[STACKS[1 - stack]]
    return (f"kept, {card_words(action['card'])} could never be laid: {other} takes no card still to come, so "
            f"the next player's card goes on {STACK_ARROWS[action['stack']]} and shuts it out")
