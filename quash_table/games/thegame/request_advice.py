"""The hint's requests: is a request about a stack ("I can turn ▼ back", "leave ▲ alone") worth saying before
the hinted move? No pygame.

The bots' convention (playout.what_to_say) speaks only as a turn ends, and mostly of a colour held, so a
person who followed the hint (pressed at the turn's start) never met a request (review 22). Here the request
the convention will make as the turn ends is said at its start (request_as_turn_ends), and the hint's own
evaluation weighs the others: each request the rules offer now, with a card of the seat's behind it
(kept_card), is played out beside the hint's move without it
(the normal team's talk as the turn ends), in the same sampled deals, the normal team heeding it as it heeds
a teammate's words (playout.heard_asks), and it is advised only on a clear paired lead
(anchor.anchored_search at ADVISE_Z). The words say what it makes the team-mate do, for which card.
"""

import time

from . import playout
from .anchor import anchored_search
from .cards import STACK_ARROWS, card_words, number, turns_back
from .fastsolve import finish
from .heeding import asks_this_round, laid_on_this_turn
from .rules import standing_signal

REQUEST_ASKS = ("reverse", "leave", "play")
REQUEST_WORLDS = 240        # sampled deals at most a decision, each played out with and without every request;
                            # one no request could clearly beat is dropped within a few dozen (anchor.hopeless)
REQUEST_SECONDS = 1.0       # no deal begun after this (the hint is searched ahead as the turn starts)
ADVISE_Z = 2.5              # standard errors a request's paired lead must clear anchor.MARGIN by (the move search's
                            # PICK_Z is 3: on coin flips 2.5 let one through in 5-8% of searches; a request also
                            # needs a card of yours behind it, kept_card)


def offered_requests(legal):
    """The requests about a stack among the legal moves (signals with an "ask")."""
    return [a for a in legal if a["type"] == "signal" and a["text"].get("ask") in REQUEST_ASKS]


def _with_signal(world, seat, signal):
    """`world` (a Playout) with `seat`'s `signal` said now, as the playouts record a signal
    (Playout.step_normal): a statement of a colour held replaces the seat's earlier one."""
    text = signal["text"]
    if "ask" in text:
        what, kind = playout.STACKS.index(text["stack"]), text["ask"]
    else:
        what = playout.described(playout.COLOURS.index(text["colour"]), text.get("height"))
        kind = "hold"
    world.asks = [a for a in world.asks if not (a[0] == seat and a[3] == "hold")] + [(seat, world.turn, what, kind)]
    world.heard_at = None
    world.signalled = True
    return world


def advised_request(bot, view, legal, move, said, solve_pile):
    """(request action, reason) for the hint to advise before `move`, the hint bot's move, or None: the request
    that does the team more good than `said` (what the bot says otherwise: its convention's signal, or `move`
    itself), played out with the normal team finishing, clearly enough (anchored_search) to be worth the
    team-mate's freedom it binds. `bot`: the hint bot (its sampler, rng, utility and budget); `solve_pile`:
    where its playouts settle the last cards by an exact solve."""
    if view["signalled"] or move.get("type") not in ("play", "end_turn"):
        return None
    claimed = claimed_stacks(view)
    if said.get("type") == "signal" and said["text"].get("ask") in REQUEST_ASKS:
        if said["text"]["stack"] in claimed:
            # a team-mate's request stands on that stack ("Bot 2: leave ▼ alone"): the convention's words
            # about it would mirror or contradict it; the hint goes straight to the move (None: its reason)
            return move, None
        # the convention's own request as the turn ends: its words say why, as an advised one's do ("to tell
        # the team you can turn a stack back" named no card nor what the team-mate then does)
        return (said, request_reason(view, said["text"], move)) if kept_card(view, said["text"], move) else None
    ahead = request_as_turn_ends(bot.game, view, legal, move)
    if ahead is not None and said != ahead and ahead["text"]["stack"] not in claimed \
            and kept_card(view, ahead["text"], move):
        return ahead, request_reason(view, ahead["text"], move)
    requests = [r for r in offered_requests(legal) if r != said and r["text"]["stack"] not in claimed
                and kept_card(view, r["text"], move)]
    if not requests:
        return None
    seat = view["seat"]

    def value(world, signal):
        p = world.copy()
        if signal is not None:
            _with_signal(p, seat, signal)
        p.apply(move)
        while p.outcome is None and p.to_move == seat:     # the rest of this turn as the normal team plays it
            p.step_normal()
        return bot.utility(finish(p, solve_pile), seat)

    cands = [said if said.get("type") == "signal" else None] + requests
    rollouts = REQUEST_WORLDS * len(cands)
    # a budget in playouts (bot.iterations: tests, measuring) gives the same answer on any machine
    deadline = time.perf_counter() + REQUEST_SECONDS if bot.iterations is None else None
    best, _stats = anchored_search(lambda: bot.sample_world(view, bot.rng), value, cands, 0, rollouts, deadline,
                                   ADVISE_Z)
    if best == 0:
        return None
    request = cands[best]
    return request, request_reason(view, request["text"], move)


def claimed_stacks(view):
    """The stacks a team-mate's standing words are about ("leave ▼ alone", "play on ▲", "I can turn ▼ back"):
    the hint never asks about one of them. It said "Leave ▼ alone" (or "I can turn ▼ back") just after Bot 2
    had asked to leave ▼ alone: the same request mirrored, or a rival claim, binding the team-mate to keep
    off a stack it had asked to keep for itself (session 24)."""
    return {sig["text"]["stack"] for k in range(view["seats"]) if k != view["seat"]
            for sig in [standing_signal(view, k)] if sig and sig["text"].get("ask") in REQUEST_ASKS}


def _mate(view):
    """The team-mate who moves next ("Seat 2"), as the hint names a seat (the screen puts names in)."""
    return f"Seat {(view['seat'] + 1) % view['seats'] + 1}"


def request_as_turn_ends(game, view, legal, move):
    """The request the team's convention (playout.normal_policy's talk) will make as this turn ends, when the
    turn goes on after `move` (a first card): said now instead, so the hint pressed at the turn's start
    teaches it (review 22), or None. The rest of the turn is the normal policy's, which reads only the
    seat's own hand and the table. Only a request that means the same now: legal now, and "I can turn ▼
    back" only while ▼'s top stays as it is (it speaks of the top it is said of)."""
    if move.get("type") != "play" or view["placed"] + 1 >= game.max_cards_per_turn_of(view["options"]):
        return None
    hand = [playout.INDEX[c] for c in view["hand"]]
    tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in playout.STACKS]
    live = playout.mask_of(playout.INDEX[c] for c in live_codes(view))
    heard = playout.heard_asks(asks_this_round(view), view["seat"])
    if heard[1]:
        heard = playout.played_on(heard, laid_on_this_turn(view) | {playout.STACKS.index(move["stack"])})
    card, stack = playout.INDEX[move["card"]], playout.STACKS.index(move["stack"])
    hand.remove(card)
    tops[stack] = card
    live &= ~(1 << card)
    limit = game.max_cards_per_turn_of(view["options"])
    nxt, _why = playout.normal_policy(hand, tops, live, view["placed"] + 1, limit, False, True, heard, view["seats"])
    if nxt[0] != "signal" or nxt[2] not in ("leave", "reverse"):
        return None
    request = playout.move_as_action(nxt)
    if request not in legal or (nxt[2] == "reverse" and nxt[1] == stack):
        return None
    return request


def live_codes(view):
    """The cards not yet laid (in some hand or in the pile)."""
    laid = {h[1] for h in view["history"]}
    return [c for c in playout.CODES if c not in laid]


def kept_card(view, text, move):
    """The card kept after `move` that `text` asks the team to keep room for, or None: for "I can turn ▼
    back" the card of the top's colour that turns it back furthest, for "leave ▼ alone" the kept card that
    fits it nearest its top. A request with no such card ("play on ▼", or leave alone a stack none of your
    cards fits) has no reason a person could use, whatever the playouts' noise says: not advised."""
    stack, ask = text["stack"], text["ask"]
    played = move.get("card") if move.get("type") == "play" else None
    top = played if played and move["stack"] == stack else view[stack]
    kept = [c for c in view["hand"] or [] if c != played]
    if ask == "reverse" and top is not None:
        tricks = [c for c in kept if turns_back(c, stack, top)]
        return max(tricks, key=lambda c: abs(number(c) - number(top))) if tricks else None
    if ask == "leave":
        # the bots' own rule (playout.leave_keeps): a card that fits without skipping a number, while the
        # other stack is started and wide. "Leave ▲ alone, so ▲ still takes your purple 9" with ▲ at green 5
        # and ▼ at purple 10 named a card the turn's plan kept for ▼ (review 27); on the first move, both
        # stacks empty, it bound the team-mate to start ▲ with whatever they held
        other = "down" if stack == "up" else "up"
        other_top = played if played and move["stack"] == other else view[other]
        tops = [playout.INDEX[t] if t else playout.NO_TOP for t in
                ((top, other_top) if stack == "up" else (other_top, top))]
        live = playout.mask_of(playout.INDEX[c] for c in live_codes(view) if c != played)
        fitting = [c for c in kept if not (top is not None and turns_back(c, stack, top))
                   and playout.leave_keeps(playout.INDEX[c], playout.STACKS.index(stack), tops, live)]
        return min(fitting, key=lambda c: abs(number(c) - (number(top) if top else 0))) if fitting else None
    return None


def request_reason(view, text, move):
    """Why say it, as the hint tells a person: what it makes the team-mate do, for which card of yours kept
    after `move` (the hinted move, made after the words)."""
    stack, ask = text["stack"], text["ask"]
    played = move.get("card") if move.get("type") == "play" else None
    top = played if played and move["stack"] == stack else view[stack]
    card = kept_card(view, text, move)
    mate = _mate(view) if view["seats"] == 2 else "the team"
    arrow = STACK_ARROWS[stack]
    if ask == "reverse":
        return (f"{mate} then keeps off {arrow}, so your {card_words(card)} can still turn it back by "
                f"{abs(number(card) - number(top))}")
    return f"{mate} then keeps off {arrow}, so {arrow} still takes your {card_words(card)}"
