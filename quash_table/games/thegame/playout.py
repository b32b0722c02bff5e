"""A fast private simulator of The Game for the hard bot's playouts.

The rules' dict actions and State stay the public surface; this module only serves the search. Cards are
integers (colour * 10 + number - 1) and sets of cards are bits of an int: the live cards (not yet laid),
a hand, and -- from precomputed tables -- the cards a stack top still takes. The normal bot's "room" score
of a position is then three popcounts instead of a pass over every live card, and the normal team's
policy is re-implemented on that encoding. A test plays thousands
of positions through both and checks that they choose the same moves and reach the same ends, so the
search's playouts are exactly the normal team's games, only faster, up to the endgame (the bots
solve that instead: solve() and finish(playout, solve_from), in fastsolve.py).
"""

from . import opening
from .stranding import stranded
from .rules import COLOURS, DECK, STACKS, standing_signal

UP, DOWN = 0, 1
NO_TOP = -1
END = ("end",)
CODES = DECK                # card i is DECK[i]: colour i // 10, number i % 10 + 1
INDEX = {code: i for i, code in enumerate(CODES)}
# The normal bot breaks ties by the card's code as a string ('B10' < 'B2'), then 'down' before 'up'.
CODE_ORDER = {i: rank for rank, i in enumerate(sorted(range(50), key=lambda i: CODES[i]))}

# The normal bot's weights (NormalBot reads them from here, so the two cannot drift apart).
MINE_WEIGHT = 1.5          # our own cards count more: we know they exist and we must lay them
DEAD_PENALTY = 3.0         # a live card neither stack takes any more
LONE_PENALTY = 1.0         # a live card only an empty stack takes: it counts for nothing, as the empty stack
                           # will not stay empty (without it the bot kept one stack empty and ran the other
                           # down to a 1 early, as every card still "fitted" the empty one; measured at 3
                           # seats, seed 1, 300 deals: 150 won before, 155 with it; 0.5: 149, 2: 149, 3: 142)
# a card kept that can never be laid (stranding.py: the other stack takes nothing still to come) counts as dead
STRANDED_COST = MINE_WEIGHT * (1.0 + DEAD_PENALTY)
TEAM_WEIGHT = 10.0         # a card a teammate said it holds counts this much more than an unseen card
CARD_CREDIT = 5.0          # a card laid is worth this much room (laying is progress: all 50 must go)
KEEP_PENALTY = 0.5         # covering a top's colour that a teammate said it holds (measured: more hurts)
LEAVE_ROOM = 30           # "leave this stack alone" binds the team: asked only while the other stays wide
LEAVE_SEATS = 2           # and only at small tables: at 4-5 seats it binds too many turns (measured)
HEIGHT_OF = ("low",) * 3 + ("middle",) * 4 + ("high",) * 3    # by number - 1 (the rules' HEIGHTS)
SOLVE_SECONDS = 0.05       # a playout's exact solve of its last cards (they take a millisecond or so)
PLAY_BONUS = 0.5           # a card laid where a teammate asked the team to play (the turn lays one there
                           # whenever one fits: _normal_play; this weighs a second one there)
START_BLOCK = 60.0         # starting an empty stack with a card that shuts a teammate's said card out of it
                           # (measured, normal team, 300 deals each, seeds 7 and 1007 at 2 seats: 215 won of
                           # 600 before and after; 3 seats, seed 7: 147 before, 150 after)
NEAR_GAP = 2               # while the other stack takes that card only by skipping more than this


def fits(card, stack, top):
    if top == NO_TOP:
        return True
    if card // 10 == top // 10:
        return True
    return card % 10 > top % 10 if stack == UP else card % 10 < top % 10


def gap(card, stack, top):
    n = card % 10 + 1
    if stack == UP:
        return n - (top % 10 + 1 if top != NO_TOP else 0) - 1
    return (top % 10 + 1 if top != NO_TOP else 11) - n - 1


def move_as_action(move, heights=True):
    """A policy move as the rules' dict action (a colour signal without its height in the professional
    game)."""
    if move[0] == "play":
        return {"type": "play", "card": CODES[move[1]], "stack": STACKS[move[2]]}
    if move[0] == "end":
        return {"type": "end_turn"}
    if move[2] == "hold":
        text = {"colour": COLOURS[move[1]], "height": move[3]} if heights else {"colour": COLOURS[move[1]]}
        return {"type": "signal", "text": text}
    return {"type": "signal", "text": {"stack": STACKS[move[1]], "ask": move[2]}}


def asks_of(signals):
    """The public signals as (seat, turn, what, ask): for a stack ask (leave, play, reverse) `what` is the
    stack, for a colour held (ask "hold") it is the mask of the cards the words describe."""
    out = []
    for sig in signals:
        text = sig["text"]
        if "ask" in text:
            out.append((sig["seat"], sig["turn"], STACKS.index(text["stack"]), text["ask"]))
        else:
            out.append((sig["seat"], sig["turn"], described(COLOURS.index(text["colour"]), text.get("height")),
                        "hold"))
    return out


def standing_asks(view):
    """asks_of the view's signals, less any "I can turn it back" that no longer stands (its top covered,
    or its speaker laid that colour or played on: rules.standing_signal, the caption's rule) and any "I
    have a (height) (colour) card" that no longer stands (its speaker laid a card it speaks of, or said
    something else since: a statement stands past the round, said once) or "play on ▲" met by a team-mate's
    card there. `view` needs
    only the keys standing_signal reads (a rules State gives them: Playout.from_state)."""
    out = []
    for sig, ask in zip(view["signals"], asks_of(view["signals"])):
        if ask[3] in ("reverse", "hold", "play"):
            now = standing_signal(view, sig["seat"])
            if now is None or now["turn"] != sig["turn"] or now["text"] != sig["text"]:
                continue
        out.append(ask)
    return out


def described(colour, height=None):
    """The mask of the cards "I have a (height) (colour) card" speaks of (no height: the whole colour)."""
    return mask_of(colour * 10 + i for i in range(10) if height is None or HEIGHT_OF[i] == height)


def mask_of(cards):
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def _takes(stack, top):
    return mask_of(c for c in range(50) if fits(c, stack, top))


def _close(stack, top):
    """The cards the stack takes without skipping a number (the normal bot asks the team to keep such
    a stack for them)."""
    return mask_of(c for c in range(50) if fits(c, stack, top) and gap(c, stack, top) <= 0)


# TAKES[stack][top + 1]: the cards a stack with that top still takes (top -1: an empty stack), and
# CLOSE likewise; the index is top + 1 so that NO_TOP reads entry 0.
TAKES = [[_takes(stack, top) for top in range(NO_TOP, 50)] for stack in (UP, DOWN)]
CLOSE = [[_close(stack, top) for top in range(NO_TOP, 50)] for stack in (UP, DOWN)]
# NEAR likewise: the cards a stack takes skipping at most NEAR_GAP numbers
NEAR = [[mask_of(c for c in range(50) if fits(c, stack, top) and gap(c, stack, top) <= NEAR_GAP)
         for top in range(NO_TOP, 50)] for stack in (UP, DOWN)]


ALL_CARDS = (1 << 50) - 1


def lone_on_empty(takes_up, takes_down):
    """The cards that only an empty stack still takes (none while both stacks are empty, or neither)."""
    if takes_up == ALL_CARDS:
        return 0 if takes_down == ALL_CARDS else ALL_CARDS & ~takes_down
    return ALL_CARDS & ~takes_up if takes_down == ALL_CARDS else 0


def room_of(cards, takes_up, takes_down):
    """Sum over `cards` (a mask) of the stacks that still take them; a card neither takes costs
    DEAD_PENALTY, one that only an empty stack takes LONE_PENALTY."""
    return ((cards & takes_up).bit_count() + (cards & takes_down).bit_count()
            - DEAD_PENALTY * (cards & ~(takes_up | takes_down)).bit_count()
            - LONE_PENALTY * (cards & lone_on_empty(takes_up, takes_down)).bit_count())


def weighted_room(live, mine, takes_up, takes_down):
    """room_of(live) + (MINE_WEIGHT - 1) * room_of(mine), written out: it is the search's innermost call."""
    dead = ~(takes_up | takes_down)
    lone = lone_on_empty(takes_up, takes_down)
    return ((live & takes_up).bit_count() + (live & takes_down).bit_count()
            - DEAD_PENALTY * (live & dead).bit_count() - LONE_PENALTY * (live & lone).bit_count()
            + (MINE_WEIGHT - 1) * ((mine & takes_up).bit_count() + (mine & takes_down).bit_count()
                                   - DEAD_PENALTY * (mine & dead).bit_count()
                                   - LONE_PENALTY * (mine & lone).bit_count()))


NOTHING_HEARD = (frozenset(), frozenset(), frozenset(), frozenset(), ())


def heard_asks(asks, seat):
    """(leave, play, keep, colours, held): the stacks that seats other than `seat` asked to leave alone,
    to play on, or said they can turn back, the colours they said they hold, and for each such holding
    the mask of the cards it describes, from `asks` (as asks_of gives them, already cut to the last
    round)."""
    leave, play, keep, colours, held = set(), set(), set(), set(), []
    for who, _turn, what, ask in asks:
        if who == seat:
            continue
        if ask == "hold":
            colours.add((what.bit_length() - 1) // 10)
            held.append(what)
        else:
            {"leave": leave, "play": play, "reverse": keep}[ask].add(what)
    return leave, play, keep, colours, tuple(held)


def played_on(heard, stacks):
    """`heard` less the "play on" asks about `stacks`, laid on this turn already: heeded."""
    return (heard[0], heard[1] - set(stacks)) + heard[2:]


def normal_policy(hand, tops, live, placed, limit, signalled, talk, heard, seats, choose_play=None):
    """The normal team's move, from what one seat knows: its hand, the tops, the live cards (a mask) and
    what the others asked. Returns (move, why): move is ('play', card, stack), END or
    ('signal', stack, ask); why is a key of NormalBot.REASONS.

    Playing: the whole turn (one card, or two) is weighed at once (_best_turn): the room of the live
    cards left plus MINE_WEIGHT - 1 times the room of our own hand, plus CARD_CREDIT a card laid.
    Listening: a stack a teammate asked to leave alone, or said it can turn back (that stack is theirs
    to turn: a person leaves it to them), is played on only when there is no other move (ending the
    turn is one after the first card); a card a teammate said it holds ("I have a high red
    card") weighs TEAM_WEIGHT more, so the team keeps room for it; "play on" is heeded by a card there
    this turn whenever one fits (_normal_play) and earns PLAY_BONUS, and
    covering a top whose colour a teammate holds (it said so, or that it can turn that stack back)
    costs KEEP_PENALTY.
    Talking: just before the move that ends the turn, the seat says what what_to_say finds about the
    cards it keeps. `choose_play`: what picks the play (default _normal_play; the bot's look-ahead,
    lookahead.lookahead_play, takes the same arguments)."""
    move, why = (choose_play or _normal_play)(hand, tops, live, placed, limit, heard)
    if not talk or signalled:
        return move, why
    if move[0] == "play" and placed + 1 >= limit:
        after = list(tops)
        after[move[2]] = move[1]
        said = what_to_say([c for c in hand if c != move[1]], after, live, seats, move[2])
    elif move is END:
        said = what_to_say(hand, tops, live, seats)
    else:
        return move, why
    if said is None:
        return move, why
    return said, said[2]


def _normal_play(hand, tops, live, placed, limit, heard):
    """normal_policy's play or END, before any talk: the first move of the best whole turn (_best_turn),
    a stack a teammate asked to leave alone kept out of it while any other turn is possible, and one a
    teammate asked the team to play on ("play on ▼", heard[1]: the caller leaves out a stack this turn has
    laid on already) played on whenever a card fits there, outside those kept off (review 22: asked before
    the bot's first turn, it laid elsewhere; the endgame's solves may still overrule it where it loses)."""
    move, why = _free_play(hand, tops, live, placed, limit, heard)
    if not heard[1] or move is END and why in ("done", "nothing"):
        return move, why
    turn = _best_turn(hand, tops, live, placed, limit, heard, left_alone(heard), heard[1])
    if not turn or move == ("play",) + turn[0]:
        return move, why
    return ("play",) + turn[0], "play_ask"


def _free_play(hand, tops, live, placed, limit, heard):
    """_normal_play's move before it heeds "play on"."""
    if placed >= limit:
        return END, "done"
    leave = left_alone(heard)
    turn = _best_turn(hand, tops, live, placed, limit, heard, leave) if leave else None
    if turn is not None and heard[0]:
        free = costly_to_honour(hand, tops, live, placed, limit, heard, leave)
        if free:
            return ("play",) + free[0], "costly"
    if turn is None and heard[0] and heard[2]:
        # every move covers a stack someone can turn back or lays on one asked to be left alone: the ask
        # still binds (a covered turn-back is the lesser break: it fits the rules' own account)
        turn = _best_turn(hand, tops, live, placed, limit, heard, heard[0])
    if turn is None:
        turn = _best_turn(hand, tops, live, placed, limit, heard, ())
    if turn is None:
        return END, "nothing"
    if not turn:
        if leave and _best_turn(hand, tops, live, placed, limit, heard, ()):
            return END, "honour" if heard[0] else "keep"
        return END, "open"
    card, stack = turn[0]
    if barred(card, stack, tops[stack], leave, heard[0]):
        return ("play", card, stack), "forced" if stack in heard[0] else "forced_keep"
    if gap(card, stack, tops[stack]) < 0:
        return ("play", card, stack), "trick"
    return ("play", card, stack), "second" if placed else "room"


def costly_to_honour(hand, tops, live, placed, limit, heard, leave):
    """The turn breaking a request to leave a started stack alone where it scores better, the asker's snug card
    (leave_keeps) weighed as a said holding, else None: kept at any price, it cost a free trick (session 50).
    One about an empty stack ("do not start it: I will": any card fits it) is kept."""
    if any(tops[s] == NO_TOP for s in heard[0]):
        return None
    heard = heard[:4] + (heard[4] + tuple(CLOSE[s][tops[s] + 1] & live & ~mask_of(hand) for s in sorted(heard[0])),)
    kept = _best_turn(hand, tops, live, placed, limit, heard, leave, scored=True)
    free = _best_turn(hand, tops, live, placed, limit, heard, heard[2], scored=True)
    if kept is None or free is None or not {s for _c, s in free[1]} & heard[0]:
        return None
    return free[1] if free[0] < kept[0] else None


def left_alone(heard):
    """The stacks the team leaves to a teammate (heard_asks): asked to leave alone, or said it can turn back
    ("keep off \u25b2, it is mine to turn"). Played on only with no other move, or where costly_to_honour says."""
    return heard[0] | heard[2] if heard[2] else heard[0]


def barred(card, stack, top, avoid, leave):
    """Is laying `card` on `stack` (top `top`) kept off by `avoid` (left_alone's stacks)? A stack asked
    to be left alone (in `leave`) takes no card; one a teammate can turn back takes a card of its top's
    colour that goes the stack's way, which keeps the teammate's card fitting there (and its trick as
    long), and nothing that covers that colour nor turns the stack back itself: that used up the trick the
    teammate had just announced (review 15: "I can turn ▼ back" holding yellow 10, and the next seat
    laid yellow 9 on the yellow 3, leaving the announced trick worth 1)."""
    if stack not in avoid:
        return False
    return stack in leave or top == NO_TOP or card // 10 != top // 10 or gap(card, stack, top) < 0


def _card_terms(card, stack, top, play, keep, colours):
    """What listening adds to laying `card` on `stack`: PLAY_BONUS where asked to play, KEEP_PENALTY for
    covering a top whose colour a teammate holds."""
    score = PLAY_BONUS if stack in play else 0.0
    if top != NO_TOP and card // 10 != top // 10 and (stack in keep or top // 10 in colours):
        score -= KEEP_PENALTY
    return score


def start_block(card, stack, tops, held, unseen):
    """What starting the empty `stack` with `card` costs the cards teammates said they hold: START_BLOCK
    times the share of each statement's unseen cards it shuts out of that stack while the other stack
    takes them only by skipping more than NEAR_GAP numbers (or not at all). The teammate lays that card
    soon: "\u25b2 at green 1 still takes yellow 10" kept no room for it (review 19e: blue 10 started \u25bc
    under "I have a high yellow card", yellow 6 started \u25b2 under "a middle blue card")."""
    if tops[stack] != NO_TOP or not held:
        return 0.0
    other = 1 - stack
    top = tops[other]
    shut = ~TAKES[stack][card + 1] & ~(ALL_CARDS if top == NO_TOP else NEAR[other][top + 1])
    total = 0.0
    for words in held:
        cards = words & unseen
        if cards:
            total += (cards & shut).bit_count() / cards.bit_count()
    return -START_BLOCK * total


def team_room(held, unseen, takes_up, takes_down):
    """TEAM_WEIGHT times the room of the cards teammates said they hold: for each "I have a (height)
    (colour) card", the average room of the unseen cards it may be (one of them is in that hand)."""
    total = 0.0
    for words in held:
        cards = words & unseen
        if cards:
            total += room_of(cards, takes_up, takes_down) / cards.bit_count()
    return TEAM_WEIGHT * total


def _best_turn(hand, tops, live, placed, limit, heard, avoid, must=(), scored=False):
    """The rest of this turn that scores best, as a list of (card, stack) (empty: end the turn now), or
    None when no card fits a stack outside `avoid` and the seat must still lay one. The whole turn is
    weighed at once, so a first card may be chosen for the second it opens (a step that makes the kept
    card fit snugly, a reverse trick after it). A turn scores the room left (weighted_room) plus
    CARD_CREDIT a card laid (laying is progress: every card must go some time) plus what listening adds;
    ties go to fewer cards, then the lowest card by code, 'down' before 'up'. `must`: stacks the turn lays a
    card on (a teammate's "play on"): only turns that do are weighed (None when there is none)."""
    leave, play, keep, colours, held = heard
    mine = mask_of(hand)
    best = None
    if placed >= 1 and not must:
        tu, td = TAKES[UP][tops[UP] + 1], TAKES[DOWN][tops[DOWN] + 1]
        score = weighted_room(live, mine, tu, td) + (team_room(held, live & ~mine, tu, td) if held else 0)
        if bool(live & ~mine & tu) != bool(live & ~mine & td):   # (the common case, both open, costs nothing)
            score -= STRANDED_COST * stranded(mine, tops, live & ~mine, TAKES)
        best = ((-score, 0), [])
    for card in hand:
        bit = 1 << card
        live1, mine1 = live & ~bit, mine & ~bit
        for stack in (UP, DOWN):
            if not fits(card, stack, tops[stack]) or barred(card, stack, tops[stack], avoid, leave):
                continue
            tops1 = [card, tops[DOWN]] if stack == UP else [tops[UP], card]
            tu, td = TAKES[UP][tops1[UP] + 1], TAKES[DOWN][tops1[DOWN] + 1]
            first = (CARD_CREDIT + _card_terms(card, stack, tops[stack], play, keep, colours)
                     + opening.opening_cost(card, stack, tops, NO_TOP))
            if held:
                first += start_block(card, stack, tops, held, live1 & ~mine1)
            score = weighted_room(live1, mine1, tu, td) + first
            if bool(live1 & ~mine1 & tu) != bool(live1 & ~mine1 & td):     # one stack closed to the team-mates
                score -= STRANDED_COST * stranded(mine1, tops1, live1 & ~mine1, TAKES)
            if held:
                score += team_room(held, live1 & ~mine1, tu, td)
            key = (-score, 1, CODE_ORDER[card], stack == UP)
            if (best is None or key < best[0]) and (not must or stack in must):
                best = (key, [(card, stack)])
            if placed + 1 >= limit:
                continue
            for second in hand:
                if second == card:
                    continue
                bit2 = 1 << second
                for stack2 in (UP, DOWN):
                    if not fits(second, stack2, tops1[stack2]) or \
                            barred(second, stack2, tops1[stack2], avoid, leave) or \
                            (must and stack not in must and stack2 not in must):
                        continue
                    tops2 = [second, tops1[DOWN]] if stack2 == UP else [tops1[UP], second]
                    tu2, td2 = TAKES[UP][tops2[UP] + 1], TAKES[DOWN][tops2[DOWN] + 1]
                    score = (weighted_room(live1 & ~bit2, mine1 & ~bit2, tu2, td2)
                             + first + CARD_CREDIT
                             + _card_terms(second, stack2, tops1[stack2], play, keep, colours)
                             + opening.opening_cost(second, stack2, tops1, NO_TOP))
                    if bool(live1 & ~mine1 & tu2) != bool(live1 & ~mine1 & td2):
                        score -= STRANDED_COST * stranded(mine1 & ~bit2, tops2, live1 & ~mine1, TAKES)
                    if held:
                        score += start_block(second, stack2, tops1, held, live1 & ~bit2 & ~mine1)
                    if held:
                        score += team_room(held, live1 & ~bit2 & ~mine1, tu2, td2)
                    key = (-score, 2, CODE_ORDER[card], stack == UP)
                    if best is None or key < best[0]:
                        best = (key, [(card, stack), (second, stack2)])
    return best if scored or best is None else best[1]


def what_to_say(kept, tops, live, seats, touched=None):
    """The normal team's convention: the signal move to give as the turn ends with `kept` in hand and
    these stack tops, or None. `touched` is the stack the turn's last card is about to go on (the
    signal comes first, so it cannot claim that stack's new colour).
    - a kept card that turns a stack back (same colour, lower on up or higher on down): "I can turn it
      back";
    - else, at a table of at most LEAVE_SEATS (the request binds every other seat until ours comes
      round again), a kept card that fits a stack without skipping a number, while the other stack has
      been started and still takes LEAVE_ROOM live cards: "leave it alone". An empty stack takes every
      card only until someone starts it, and the ask leaves the teammate nothing else: they had to start
      it with whatever they held (green 9 on the empty \u25b2, shutting 1 to 8 out of it, with blue 10
      in hand to turn \u25bc back; in rollouts of that opening the team won 37% after green 9, 44% after
      blue 10). Measured over whole games it changes little (openings are a few moves of a game);
      the numbers are in the commit that made this rule;
    - else the colour and height of the kept card the fewest stacks take (on a tie, the first by code).
    Never "play on": measured, it changed nothing."""
    for other in kept:
        for s in (UP, DOWN):
            if s != touched and tops[s] != NO_TOP and other // 10 == tops[s] // 10 \
                    and gap(other, s, tops[s]) < 0:
                return ("signal", s, "reverse")
    if seats <= LEAVE_SEATS:
        for other in kept:
            for s in (UP, DOWN):
                if leave_keeps(other, s, tops, live):
                    return ("signal", s, "leave")
    if kept:
        worst = min(kept, key=lambda c: ((TAKES[UP][tops[UP] + 1] >> c & 1) + (TAKES[DOWN][tops[DOWN] + 1] >> c & 1),
                                         CODE_ORDER[c]))
        return ("signal", worst // 10, "hold", HEIGHT_OF[worst % 10])
    return None


def leave_keeps(card, stack, tops, live):
    """Is `card` (kept) one "leave `stack` alone" is said for? It fits the stack without skipping a number,
    while the other stack has been started and still takes LEAVE_ROOM live cards (what_to_say's rule; the
    hint's advice keeps the same one: request_advice.kept_card). Asked of an empty other stack it leaves the
    teammate nothing but to start it with whatever they hold; asked for a card that skips numbers there it
    names a card whose place is the other stack."""
    other = 1 - stack
    return bool(CLOSE[stack][tops[stack] + 1] >> card & 1) and tops[other] != NO_TOP and \
        (live & TAKES[other][tops[other] + 1]).bit_count() >= LEAVE_ROOM


def turn_back_gone(ask, seat, card, stack, tops, turn):
    """Does `seat` laying `card` on `stack` (tops before it: `tops`, in turn `turn`) end the ask `ask`
    (as asks_of gives it) when it is an "I can turn it back"? It speaks of the top it was said of: it goes
    once any card covers that top, or its speaker lays a card of that top's colour or lays in a later turn
    (rules.standing_signal, which the bots' asks_this_round follows)."""
    who, said_at, what, kind = ask
    if kind != "reverse":
        return False
    if what == stack:
        return True
    return who == seat and (said_at < turn or (tops[what] != NO_TOP and card // 10 == tops[what] // 10))


class Playout:
    """One sampled deal in play: hands, pile (top last), stack tops, whose turn, and the live cards."""

    __slots__ = ("seats", "hands", "pile", "tops", "to_move", "placed", "signalled", "turn", "limit",
                 "asks", "laid", "outcome", "live", "give_signals", "heard_at", "laid_on")

    def copy(self):
        p = Playout.__new__(Playout)
        p.seats = self.seats
        p.hands = [list(h) for h in self.hands]
        p.pile = list(self.pile)
        p.tops = list(self.tops)
        p.to_move, p.placed, p.signalled, p.turn = self.to_move, self.placed, self.signalled, self.turn
        p.limit, p.laid, p.outcome, p.give_signals = self.limit, self.laid, self.outcome, self.give_signals
        p.asks = list(self.asks)           # entries are tuples: never mutated
        p.heard_at = self.heard_at
        p.live = self.live
        p.laid_on = self.laid_on
        return p

    @classmethod
    def from_state(cls, state, give_signals=True):
        """The private encoding of a rules State (e.g. a world the hard bot sampled)."""
        p = cls.__new__(cls)
        p.seats = state.seats
        p.hands = [[INDEX[c] for c in h] for h in state.hands]
        p.pile = [INDEX[c] for c in state.pile]
        p.tops = [INDEX[state.up] if state.up else NO_TOP, INDEX[state.down] if state.down else NO_TOP]
        p.to_move, p.placed, p.signalled, p.turn = state.to_move, state.placed, state.signalled, state.turn
        p.limit = 1 if state.options["professional"] else 2
        p.give_signals = give_signals
        p.laid = len(state.history)
        p.outcome = state.outcome
        p.asks = standing_asks({"signals": state.signals, "outcome": state.outcome, "to_move": state.to_move,
                                "turn": state.turn, "seats": state.seats, "history": state.history})
        p.heard_at = None
        p.live = mask_of(c for h in p.hands for c in h) | mask_of(p.pile)
        p.laid_on = frozenset(STACKS.index(h[2]) for h in state.history if h[3] == state.turn)
        return p

    # --- the rules ------------------------------------------------------------------------------
    def play(self, card, stack):
        seat = self.to_move
        if self.asks:
            # "I can turn it back" goes with its top; "I have a (height) (colour) card" once its speaker lays
            # a card it speaks of (rules.standing_signal)
            self.asks = [a for a in self.asks if not turn_back_gone(a, seat, card, stack, self.tops, self.turn)
                         and not (a[3] == "hold" and a[0] == seat and a[2] >> card & 1)]
            self.heard_at = None
        self.hands[seat].remove(card)
        self.tops[stack] = card
        self.live &= ~(1 << card)
        self.laid += 1
        self.placed += 1
        self.laid_on = self.laid_on | {stack}
        if self.placed == self.limit or not self.hands[seat]:
            self.end_turn()

    def end_turn(self):
        seat = self.to_move
        hand, pile = self.hands[seat], self.pile
        for _ in range(self.placed):
            if pile:
                hand.append(pile.pop())
        self.placed, self.signalled = 0, False
        self.laid_on = frozenset()
        self.turn += 1
        for k in range(self.seats):
            cand = (seat + 1 + k) % self.seats
            if self.hands[cand]:
                break
        else:
            self.outcome, self.to_move = "won", None
            return
        self.to_move = cand
        up, down = self.tops
        if not mask_of(self.hands[cand]) & (TAKES[UP][up + 1] | TAKES[DOWN][down + 1]):
            self.outcome, self.to_move = "lost", None

    def apply(self, action):
        """Apply a rules-style dict action (only the search's candidates: play or end_turn)."""
        if action["type"] == "play":
            self.play(INDEX[action["card"]], STACKS.index(action["stack"]))
        elif action["type"] == "end_turn":
            self.end_turn()
        else:
            raise ValueError(f"a playout takes plays and end_turn, not {action['type']!r}")

    # --- the normal team's judgement ------------------------------------------------------------
    def heard(self, seat):
        """What the other seats asked within the last round: the stacks to leave alone, to play on and
        to keep (a seat said it can turn them back), and the colours they said they hold."""
        key = (self.turn, len(self.asks), seat)
        if self.heard_at is not None and self.heard_at[0] == key:
            return self.heard_at[1]
        oldest = self.turn - (self.seats - 1)
        # older asks never count again; a statement of what a seat holds stands till it goes (play, step_normal)
        self.asks = [a for a in self.asks if a[1] >= oldest or a[3] == "hold"]
        heard = heard_asks(self.asks, seat)
        self.heard_at = ((self.turn, len(self.asks), seat), heard)
        return heard

    def normal_move(self):
        """The normal bot's move for the seat to move: ('play', card, stack), ('end',) or
        ('signal', stack, ask) -- the very choice NormalBot makes from that seat's view."""
        heard = self.heard(self.to_move) if self.asks else NOTHING_HEARD
        if heard[1] and self.laid_on:
            heard = played_on(heard, self.laid_on)
        move = normal_policy(self.hands[self.to_move], self.tops, self.live, self.placed, self.limit,
                             self.signalled, self.give_signals, heard, self.seats)[0]
        if move[0] == "signal" and move[2] == "hold" and self.said_already(move):
            # it stands already (bots.said_already): the move without the talk
            move = normal_policy(self.hands[self.to_move], self.tops, self.live, self.placed, self.limit,
                                 True, False, heard, self.seats)[0]
        return move

    def said_already(self, move):
        """Does the seat to move's "I have a (height) (colour) card" `move` stand already?"""
        what = described(move[1], move[3] if self.limit > 1 else None)
        return any(a[0] == self.to_move and a[3] == "hold" and a[2] == what for a in self.asks)

    def step_normal(self):
        move = self.normal_move()
        if move[0] == "play":
            self.play(move[1], move[2])
        elif move[0] == "end":
            self.end_turn()
        else:
            what = move[1]
            if move[2] == "hold":      # the cards the words describe (colour only in the one-card game)
                what = described(move[1], move[3] if self.limit > 1 else None)
            # what the seat says now is its standing word: a statement it made before goes
            self.asks = [a for a in self.asks if not (a[0] == self.to_move and a[3] == "hold")]
            self.asks.append((self.to_move, self.turn, what, move[2]))
            self.heard_at = None
            self.signalled = True
