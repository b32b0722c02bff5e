"""Quadruple War in words: why a card may not be played, what an event says, the result's summary line.
Plain functions (no state): the rules, the composer and the move log all say a thing the same way."""

from ...engine.cards import card_name
from ...engine.naming import joined
from .cards import INT_OF, SPADES, SUIT_MASK, SUIT_WORDS, TRICKS, codes_of, suit_word

# How a hand's points are counted (rules page, "Scoring"), in the fewest words: the key under a hand's result,
# the footer of the bidding and the hint's why for a bid say it so. "No other bid scores more" told a new
# player nothing of what a bid scores (review 33c)
MADE_KEY = "Made: 10 \u00d7 bid + 1 per extra trick"
# "Missed: 0" read as "nobody missed" beside three seats that had (review 26): what a missed bid scores
# "Missed bid: 0" read as a count of missed bids (review 28): what such a hand scores, said with the made bid's
# points as one key ("Missed bid: scores 0" beside it did not fit the narrow result's line)
MISSED_KEY = "missed: 0 pts"
POINTS_KEY = f"{MADE_KEY}, {MISSED_KEY}"


def play_refusal(hand, led):
    """Why a card of `hand` (a bitmask) that is not legal may not be played: the trick's suit led `led`
    must be followed, or (leading, `led` None) spades are not broken."""
    if led is not None:
        held = held_words(codes_of(hand & SUIT_MASK[led]), SUIT_WORDS[led])
        extra = " (a joker counts as a spade)" if led == SPADES else ""
        return f"you must follow {SUIT_WORDS[led]}{extra}: you hold {held}"
    # only the suits the hand holds ("lead a heart, diamond or club" was said to a hand with no diamonds,
    # review 28, 52-qw-illegal.png)
    held = [suit_word(s) for s in range(4) if s != SPADES and hand & SUIT_MASK[s]]
    lead = f"lead a {joined(held, 'or')}" if held else "lead a spade or joker"
    return ("spades are not broken: a spade or joker may be led only after one was played in an "
            f"earlier trick, or when you hold nothing else; {lead}")


def spades_words(broken, trick):
    """The mat's corner on spades, from the public view: broken; "broken from next trick" once a spade or
    joker lies in the trick in progress (the rules break them when it is over, so leading one waits for
    the next trick: "not broken" read as wrong beside a 2 of spades on the mat, review 24); not broken."""
    if broken:
        return "\u2660 broken"
    if any(code[-1] == "S" or code in ("BJ", "LJ") for _, code in trick):
        return "\u2660 broken from next trick"
    return "\u2660 not broken"


def curtain_turn_words(view, name):
    """The pass-and-play curtain's line for the seat called, from the public view: "Ann: your turn \u2014 bid",
    "\u2014 lead the trick", "\u2014 hearts led (by the 5 of hearts)" (the led card's suit; a joker led is a
    spade), as Flush's and The Game's curtains say whose turn it is and what it starts on (review 24). The
    same words for every hand: "follow diamonds" was said to a seat with none (review 28), and the curtain
    must not tell the others what the seat holds."""
    if view["phase"] == "bid":
        what = "bid"
    elif not view["trick"]:
        what = "lead the trick"
    else:
        led = view["trick"][0][1]
        suit = "spades" if led in ("BJ", "LJ") else SUIT_WORDS["SHDC".index(led[-1])]
        what = f"{suit} led (by the {card_name(led)})"
    return f"{name}: your turn \u2014 {what}"


def held_words(codes, suit):
    """The cards of one suit a hand holds, as a person says them: "the 10 and the A of diamonds", "the 3 of
    spades and the big joker", "the 3 and the 9 of spades and both jokers" (jokers count as spades)."""
    ranks = [f"the {c[:-1]}" for c in codes if c not in ("BJ", "LJ")]
    jokers = [f"the {card_name(c)}" for c in codes if c in ("BJ", "LJ")]
    parts = ([joined(ranks) + f" of {suit}"] if ranks else []) + (["both jokers"] if len(jokers) == 2 else jokers)
    return " and ".join(parts)


SUIT_GLYPH = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def card_short(code):
    """A card in a few letters for a tight place on the table: 'QH' -> 'Q\u2665', 'BJ' -> 'big joker'."""
    if code in ("BJ", "LJ"):
        return card_name(code)
    return code[:-1] + SUIT_GLYPH[code[-1]]


def hint_words(action):
    """A hinted move as advice to the person it is for ("bid 5", "play the A of diamonds"), or None for
    an action that is not a well-formed Quadruple War move (the hint then reads the log's words)."""
    t = action.get("type") if isinstance(action, dict) else None
    if t == "bid" and isinstance(action.get("tricks"), int):
        return f"bid {action['tricks']}"
    if t == "play" and action.get("card") in INT_OF:
        return f"play the {card_name(action['card'])}"
    return None


def bids_outlook(total, tricks, done=True):
    """What the bids mean for the hand: bids need not add up to the tricks, and a new player should see
    that without knowing it (every trick is won by someone, so more bid than tricks means a missed bid).
    Before the last bid (`done` false) only an overbid is certain."""
    if total > tricks:
        return "someone will miss"
    if not done:
        return f"(the bids need not add up to {tricks})"
    if total == tricks:
        return "every trick bid for"
    spare = tricks - total
    return f"{spare} trick{'s' if spare != 1 else ''} to spare"


def pad_bid_lines(bids, tricks):
    """The score pad's lines under its rows on the bids ([seat's bid or None], tricks in the hand): their
    total and what it means, or nothing before the first bid ("bids 0 for 13 tricks" read as if 0 could be
    bid, rev19b 37_qw_p1.png: bids start at 1)."""
    made = [b for b in bids if b is not None]
    if not made:
        return []
    total = sum(made)
    done = len(made) == len(bids)
    # "bids 3 for 13 tricks: need not add up" was cryptic (session 20): the count, then what it means; "of"
    # only where the bids fit in the tricks ("bids 13 of 10 tricks" puzzled a new player)
    count = f"{total} {'of' if total <= tricks else 'for'} {tricks} tricks"
    return [f"bids{'' if done else ' so far'}: {count}", bids_outlook(total, tricks, done)]


def event_words(event, seats, name):
    """One event (rules.py lists them) in words; `name(seat, seats)` names a seat."""
    kind = event.get("kind")
    if kind == "trick_won":     # the whole sentence of the play that completed the trick (tells_move)
        return trick_sentence(event, seats, name)
    if kind == "spades_broken":
        return "spades are broken"
    if kind == "bidding_done":
        total = sum(event["bids"])
        return f"bids total {total} for {event['tricks']} tricks: {bids_outlook(total, event['tricks'])}"
    if kind == "hand_scored":
        parts = []
        for seat in range(len(event["bids"])):
            bid, took, pts = event["bids"][seat], event["tricks"][seat], event["points"][seat]
            # a seat short of its bid scores 0 for the hand (see rules.hand_points)
            text = f"{name(seat, seats)} bid {bid}, took {took}: " + (f"{pts:+d}" if pts else "0") + \
                (" (bid missed)" if took < bid else "")
            if event["bag_penalties"][seat]:
                text += f" ({100 * event['bag_penalties'][seat]} lost to bags)"
            parts.append(text)
        return f"Hand {event['hand']} is over: " + "; ".join(parts)
    if kind == "hand_dealt":
        return f"Hand {event['hand']}: {name(event['dealer'], seats)} deals"
    if kind == "game_won":
        return game_won_words(event, seats, name)
    return None


def game_won_caption(event, seats, name):
    """The header's words for the game's end: "Bot 4 wins the game". The scores are on the last hand's result
    panel (its headline is the log's whole sentence) and the score pad beside it; with them the header
    wrapped at 1024x640 ("Bot 2 wins the / game, 144 to 103", review 17)."""
    return f"{name(event['seat'], seats)} wins the game"


def game_won_words(event, seats, name):
    """The game's end, the winner's score against the best of the others': "Bot 4 wins the game, 123 to
    72" (the log, the header and the last hand's result panel say it so)."""
    seat, scores = event["seat"], event["scores"]
    others = [p for i, p in enumerate(scores) if i != seat]
    against = f" to {max(others)}" if others else ""
    return f"{name(seat, seats)} wins the game, {scores[seat]}{against}"


def trick_sentence(event, seats, name):
    """The play that completed a trick and who won it, one sentence from the trick_won event: "Bot 3 plays
    the K of clubs and wins trick 6", "Ann plays the 3 of clubs and Bot 3's K of clubs wins trick 6". The
    screen's person reads "You play ... and win trick 6", "... and your K of clubs wins" (engine/naming.py)."""
    player, card = event["cards"][-1]
    won = f"wins trick {event['trick']}"
    said = f"{name(player, seats)} plays the {card_name(card)} and "
    if player == event["seat"]:
        return said + won
    return said + f"{name(event['seat'], seats)}'s {card_name(event['card'])} {won}"


def trick_brief(event, seats, name):
    """trick_sentence in fewer words, for a header too narrow for the whole of it (1024x640 wrapped "Bot 2
    plays the 9 of diamonds and Bot 3's A of diamonds wins trick 1" onto two lines): "Bot 2 plays 9\u2666,
    Bot 3's A\u2666 wins trick 1", "Bot 2 plays K\u2663 and wins trick 3"."""
    player, card = event["cards"][-1]
    won = f"wins trick {event['trick']}"
    # a joker is "joker" here unless both are named (the table shows which; "little joker" took the header's
    # second line at 1024x640, or its "bags on", session 24)
    both = {card, event["card"]} == {"BJ", "LJ"}

    def short(code):
        return "joker" if code in ("BJ", "LJ") and not both else card_short(code)
    said = f"{name(player, seats)} plays {short(card)}"
    if player == event["seat"]:
        return f"{said} and {won}"
    return f"{said}, {name(event['seat'], seats)}'s {short(event['card'])} {won}"


def summary_words(name, n, over, bidding, hand_no, tricks_done, scores, winners):
    """result()'s summary line, from the facts result() took from the state."""
    # "name: score": a count straight after a name that ends in a number read as one name ("Bot 2 143", review 26)
    names = ", ".join(f"{name(i, n)}: {p}" for i, p in enumerate(scores))
    if over:
        w = winners[0]
        # the winner's said once; the others best first, as the summary's ranked list beside it (they were
        # in seat order: "Bot 2 wins with 507 (You: 491, Bot 3: 380, Bot 4: 468)", review 22)
        ranked = sorted((i for i in range(len(scores)) if i != w), key=lambda i: (-scores[i], i))
        others = ", ".join(f"{name(i, n)}: {scores[i]}" for i in ranked)
        return f"{name(w, n)} wins with {scores[w]} points ({others})."
    where = "bidding" if bidding else f"trick {tricks_done + 1} of {TRICKS[n]}"
    return f"Hand {hand_no}, {where}: {names}."
