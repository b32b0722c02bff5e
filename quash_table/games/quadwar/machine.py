"""Quadruple War's state machine on int states: what a bid or a play does and the hand's scoring (the first
dealer's draw and the shuffles: deals.py).

Two ways in, the same rules:
- search bots mutate their own copy without checks: `s = state.copy()`, then `legal_mask(s)`,
  `do_bid(s, k)` and `do_play(s, card_int)`;
- the contract's apply is pure: `after_bid(state, k)` and `after_play(state, c)` build the next state
  field by field (no copy that is then changed: one store per field) and leave `state` as it was.
Neither checks legality: the rules check before they call (a play's card against `legal_mask`).
Each function changes at most the state it builds or is given, never a list or HandFacts that copies share.
"""

from .actions import SUIT_PLAYS, play_actions, suit_plays
from .cards import BIT, DECK_MASK, NON_SPADES, STRENGTH, SUIT_MASK
from .state import BID, BIDDING_DONE, OVER, PLAY, HandFacts, State

# per card led (an int): its suit's plays table (actions.SUIT_PLAYS), the suit's shift and mask and the suit,
# for the plays of a seat that follows suit (after_play, apply and the rules' legal_actions): `table[(hand &
# mask) >> shift]`, or suit_plays(suit, bits) the first time a pattern comes. Read by the card, not by
# `card >> 4`: a shift is a generic int operation, a tuple's item a specialised one (issue 22)
FOLLOW = tuple((SUIT_PLAYS[suit], 16 * suit, SUIT_MASK[suit], suit) for suit in (c >> 4 for c in range(64)))
# NEXT_SEAT[n][seat]: the seat after `seat` at a table of n (a % is generic, a tuple's item specialised);
# SEAT_AT[n][leader + i]: the seat of a trick's i-th card
NEXT_SEAT = tuple(tuple((seat + 1) % n for seat in range(n)) for n in range(6))
SEAT_AT = tuple(tuple(k % n for k in range(2 * n)) for n in range(6))


def _taker(best, card):
    """Which of two cards takes a trick so far: `best`, the card winning it before `card` was played (of the
    suit led or a trump, so the suit led is not needed), or `card`: a trump over anything else, a higher
    card of best's suit over it."""
    if card < 16 <= best or (card >> 4 == best >> 4 and card > best):
        return card
    return best


# TAKES[best][card]: _taker(best, card) for every pair of card ints. A trick's winning card is its cards
# folded through it, leader's card first: two table reads a card, where STRENGTH's loop over the trick
# with its compare and the strength's card (% 100) cost about 0.8k instructions more a trick (issue 22)
TAKES = tuple(tuple(_taker(best, card) for card in range(64)) for best in range(64))

ALONE = tuple((c,) for c in range(64))      # each card int as a 1-tuple, made once: a trick grows by one



def legal_mask(s):
    """The cards the seat to move may play (a bitmask); 0 outside the play phase or with nobody to move
    (the table as a hand is scored: Game.scored_position)."""
    seat = s.to_move
    if s.phase != PLAY or seat is None:
        return 0
    dealt = s._dealt
    if dealt is None:           # the hand's deal is still owed (state.HandFacts)
        dealt = s.facts.owed_deal()
    hand = dealt[seat] & s.left
    if s.trick:
        follow = hand & SUIT_MASK[s.trick[0] >> 4]
        return follow or hand
    if s.broken:
        return hand
    return (hand & NON_SPADES) or hand


BAG_PENALTY = 100     # points a seat loses each time its overtricks reach another 10 (option bags)
BAG_LIMIT = 10        # ... every this many overtricks of its running total, which is never reset


def hand_points(bid, won):
    """(points, overtricks) for one seat's hand before any bag deduction."""
    if won < bid:
        return 0, 0
    return 10 * bid + (won - bid), won - bid


def open_bidding(s):
    """A new hand's bids, tricks and turn: the dealer's left bids first and leads (end_hand has these steps
    inline: tests/test_quadwar_s47_speed.py holds the two equal)."""
    n = s.facts.seats
    first = (s.facts.dealer + 1) % n
    s.legal = s.playable = None
    s.bids = (None,) * n
    s.won = (0,) * n
    s.trick, s.leader, s.broken, s.tricks = (), first, False, []
    s.phase, s.to_move = BID, first


# --- search bots: change the state in place -----------------------------------------------------------
def do_bid(s, tricks):
    """Record the bid of the seat to move (no checks) and pass the turn."""
    seat = s.to_move
    bids = list(s.bids)
    bids[seat] = tricks
    s.bids = tuple(bids)
    s.legal = s.playable = None
    if seat == s.facts.dealer:      # the dealer bids last
        s.phase = PLAY
        s.to_move = s.leader
    else:
        s.to_move = (seat + 1) % s.facts.seats


def do_play(s, c):
    """Play card int c for the seat to move (no checks), scoring the hand when it ends."""
    seat = s.to_move
    s.left -= BIT[c]            # the card is in the hand (copies share _dealt, which never changes)
    s.legal = s.playable = None
    trick = s.trick + (c,)
    n = s.facts.seats
    if len(trick) < n:
        s.trick = trick
        s.to_move = (seat + 1) % n
        return
    _complete_trick(s, trick, s.leader, s.won, s.tricks, s.broken)


def _complete_trick(s, trick, leader, won, tricks, broken, deal_next=True):
    """Give `s` (whose hands hold no card of `trick` any more) the trick's winner to lead, the trick
    counted and recorded after `won`, `tricks` and `broken`, and score the hand if it was the last.
    do_play's; after_play has the same steps inline (tests/test_quadwar_tables.py holds the two equal)."""
    strength = STRENGTH[trick[0] >> 4]      # cards.winning_strength, inline: once a trick
    best = 0
    for c in trick:
        v = strength[c]
        if v > best:
            best = v
    w = (leader + trick.index(best % 100)) % len(trick)
    won = list(won)
    won[w] += 1
    s.won = tuple(won)
    s.tricks = [*tricks, (leader, trick, w)]
    s.broken = broken or best >= 200         # a trump won the trick iff a spade or joker was played
    s.trick = ()
    s.leader = s.to_move = w
    if not s.left:             # every hand is played out (each seat holds as many cards)
        end_hand(s, deal_next)


def end_hand(s, deal_next=True):
    """Score the hand, write the score sheet line, then end the game or open the next hand, whose deal
    is owed until its cards are read (state.HandFacts); with deal_next False stop once it is scored
    (Game.scored_position: the table as the hand ends, nobody to move). Written with no Python call (the
    facts' copy, open_bidding and the rng property inline, one loop over the seats by index): a hand's last
    card cost about 35k instructions where a trick's costs 13k (session 47, issue 22;
    tests/test_quadwar_s47_speed.py holds it to the rules' steps)."""
    old = s.facts
    n = old.seats
    options = old.options
    bids, won = s.bids, s.won
    scores, bags = [*old.scores], [*old.bags]
    points, penalties = [0] * n, [0] * n
    bags_on = options["bags"]
    for k in range(n):
        bid = bids[k]
        over = won[k] - bid
        if over >= 0:           # the contract made; a broken one scores nothing and no overtricks
            p = 10 * bid + over
            if bags_on:         # a penalty each time the running overtricks reach another BAG_LIMIT
                bag = bags[k]
                times = (bag + over) // BAG_LIMIT - bag // BAG_LIMIT
                penalties[k] = times
                p -= BAG_PENALTY * times
            points[k] = p
            scores[k] += p
            bags[k] += over
    f = HandFacts.__new__(HandFacts)        # old.copy(), inline: every field is set below
    f.seats, f.options, f.scores, f.bags = n, options, (*scores,), (*bags,)
    dealer = old.dealer
    f.sheet = [*old.sheet, {"hand": s.hand_no, "dealer": dealer, "bids": [*bids], "won": [*won],
                            "points": points, "bag_penalties": penalties, "scores": [*scores]}]
    s.facts = f
    top = max(scores)
    if top >= options["target"] and scores.count(top) == 1:
        f.winners = [scores.index(top)]
        f.dealer, f.rng, f.owed, f.dealt = dealer, old.rng, old.owed, old.dealt
        s.phase, s.to_move = OVER, None
        return
    f.winners = old.winners
    if not deal_next:
        f.dealer, f.rng, f.owed, f.dealt = dealer, old.rng, old.owed, old.dealt
        s.to_move = None
        return
    rng = old.rng
    if rng is None:             # the hand's deal still owed (its cards were never read): deal it now
        old.owed_deal()
        rng = old.rng
    s.hand_no += 1
    f.dealer = dealer = NEXT_SEAT[n][dealer]
    f.owed, f.rng, f.dealt = rng, None, None
    s._dealt, s.left = None, DECK_MASK[n]
    first = NEXT_SEAT[n][dealer]            # open_bidding, inline: the dealer's left bids first and leads
    s.legal = s.playable = None
    s.bids = (None,) * n
    s.won = (0,) * n
    s.trick, s.leader, s.broken, s.tricks = (), first, False, []
    s.phase, s.to_move = BID, first


# --- apply: a new state, the old one unchanged ---------------------------------------------------------
def after_bid(state, k):
    """The state after the seat to move bids k tricks; the dealer's bid, which closes the bidding,
    leaves BIDDING_DONE as the new state's cause (State.caused words it)."""
    s = State()             # no field set yet: every one is set below
    facts = s.facts = state.facts
    seat = state.to_move
    bids = [*state.bids]            # [*x] and (*x,): no calls of list() and tuple()
    bids[seat] = k
    s.bids = (*bids,)
    s.hand_no = state.hand_no
    s._dealt = state._dealt
    s.left = state.left
    s.won = state.won
    s.trick = state.trick
    s.leader = state.leader
    s.broken = state.broken
    s.tricks = state.tricks
    s.legal = s.playable = None
    if seat == facts.dealer:        # the dealer bids last
        s.phase = PLAY
        s.to_move = state.leader
        s.cause = BIDDING_DONE
    else:
        s.phase = state.phase
        s.to_move = (seat + 1) % facts.seats
        s.cause = None
    return s


def after_play(state, c, deal_next=True):
    """The state after the seat to move plays card int c; a play that completes a trick leaves the
    trick's facts (state.trick_events' arguments) as the new state's cause: State.caused builds the events
    from them when they are read. The hand's last card scores it and deals the next (see end_hand).
    While the hand goes on, the next seat's legal plays (Game.legal_actions' tuple and its card mask) are
    found here, where the hands and the trick are at hand: the rules' legal_actions then only hands them
    out (1.138M -> 1.108M instructions a random hand through the contract, callgrind, issue 22)."""
    seat = state.to_move
    facts = state.facts
    dealt = state._dealt
    if dealt is None:               # the hand's deal is still owed (state.HandFacts)
        dealt = facts.owed_deal()
    leader = state.leader
    following = NEXT_SEAT[facts.seats][seat]
    if following != leader:         # the trick goes on (its leader plays first, so last is before it)
        s = State()                 # no field set yet: every one is set below
        s.facts = facts
        s._dealt = dealt            # never changed: a card played only leaves `left` (no list copied and
        s.left = left = state.left - BIT[c]     # changed a card: issue 22); the card is in the hand, so - is ^
        s.hand_no = state.hand_no
        s.phase = state.phase
        s.bids = state.bids
        trick = state.trick
        s.to_move = following
        s.won = state.won
        s.leader = leader
        s.broken = state.broken
        s.tricks = state.tricks
        s.cause = None
        if trick:
            table, shift, in_suit, suit = FOLLOW[trick[0]]
            s.trick = trick + ALONE[c]
        else:
            table, shift, in_suit, suit = FOLLOW[c]
            s.trick = ALONE[c]
        hand = dealt[following] & left
        follow = hand & in_suit
        if follow:
            s.playable = follow
            bits = follow >> shift
            legal = table[bits]
            s.legal = suit_plays(suit, bits) if legal is None else legal
        else:
            s.playable = hand
            s.legal = play_actions(hand)
        return s
    return trick_taken(state, c, facts, dealt, leader, deal_next)


def trick_taken(state, c, facts, dealt, leader, deal_next=True):
    """after_play's state when card int c completes the trick (`facts`, `dealt` and `leader` are the
    state's, read already: the rules' apply calls it so): _complete_trick's steps, inline (its call of
    seven arguments and the fields read back cost about 0.7k instructions of a trick's last card, 14 times a
    hand: issue 22)."""
    s = State()             # no field set yet: every one is set below
    s.facts = facts
    s._dealt = dealt
    s.left = left = state.left - BIT[c]
    s.hand_no = hand_no = state.hand_no
    s.phase = state.phase
    s.bids = state.bids
    trick, tricks, broken = state.trick + ALONE[c], state.tricks, state.broken
    s.cause = (leader, trick, len(tricks) + 1, hand_no, broken)     # trick_events(s, *cause)
    n = facts.seats
    best = TAKES[trick[0]][trick[1]]        # cards.winning_strength's card: the trick folded through TAKES,
    if n > 2:                               # written out (every table has two to five seats)
        best = TAKES[best][trick[2]]
        if n > 3:
            best = TAKES[best][trick[3]]
            if n > 4:
                best = TAKES[best][trick[4]]
    w = SEAT_AT[n][leader + trick.index(best)]
    won = [*state.won]                      # [*x] and (*x,) are no calls of list() and tuple()
    won[w] += 1
    s.won = (*won,)
    s.tricks = [*tricks, (leader, trick, w)]
    s.broken = broken = broken or best < 16     # a trump won the trick iff a spade or joker was played
    s.trick = ()
    s.leader = s.to_move = w
    if left:                        # cards left: the winner holds some (each seat holds as many)
        hand = dealt[w] & left
        mask = hand if broken else hand & NON_SPADES or hand
        s.playable = mask
        s.legal = play_actions(mask)
        return s
    s.legal = s.playable = None
    end_hand(s, deal_next)
    return s
