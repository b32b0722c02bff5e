"""The hard bot's bid in a player's words, the short reason a bid hint shows first (no pygame): what the hand
is likely to take and why this bid, without the search's figures ("your hand takes 4 tricks or more in 62%
of 40 sampled deals; no other bid scores more on average (31 points)" was all figures, review 29). The
figures stay in the full reason (H again): hard.bid_reason. How often, on the full reason's scale (odds_words): the
short words said "in most deals" where the full said "about 2 times in 3" of the same share (review 43)."""

from ...engine.cards import card_name
from ...engine.naming import joined
from .cards import CODE, DECK_INTS, SPADES, SUIT_WORDS
from .odds_words import times_in

NAMED = 0.3         # a card is named in the why where it takes a trick at least this often in the deals played out
MOST_NAMED = 3      # ... the most named (the rest said together: three lines of the hint at most)
NAMED_ROOM = 220    # ... and as many as keep these words within this many letters (a suit's length and what the
                    # rest are, said since review 47b, take room)
WHY_ROOM = 260      # ... and the whole why within this many (hard.bid_reason: three lines of the hint at most)


def tricks(k):
    return "no tricks" if k == 0 else f"{k} trick" + ("" if k == 1 else "s")


def likely(taken):
    """The tricks the hand most likely takes: the middle of the counts the sampled deals gave."""
    ordered = sorted(taken)
    return ordered[len(ordered) // 2]


def bid_gist(bid, taken, lowest):
    """What the hand is likely to take and why `bid`, from the tricks it took in the sampled deals (`taken`,
    one count a deal), `lowest` the lowest bid allowed. It follows "bid N" in a hint, so it says the bid
    only where it compares."""
    made = sum(1 for t in taken if t >= bid) / len(taken)
    k = likely(taken)
    expect = f"your hand will likely take {tricks(k)}"
    if bid == lowest and made < 0.5:
        return f"the lowest bid there is: {expect}"
    if bid == k:
        return f"{expect}: you make this bid {times_in(made)}, and no other bid should score more"
    if bid < k:
        under = "one under" if k - bid == 1 else f"{k - bid} under"
        # why safer: a bid missed scores nothing (review 33c: points were never said)
        return f"{expect}: {under} is safer (a miss scores 0), you make it {times_in(made)}"
    return f"{expect}, and {bid} {times_in(made)}: no other bid should score more"


def tricks_from(wins, n, hand=(), seats=4, room=NAMED_ROOM):
    """Where the hand's tricks come from, the full reason of a bid hint (H), from the deals played out: `wins`, by
    card, the deals of `n` in which that card of yours took a trick. The cards that take one at least NAMED often, by
    name, most often first, each with how often; the rest together, as the tricks they take between them. Each
    figure is the deals' own, so they add up to what the hand takes on average (the why only reworded the hint,
    review 46; an old count's "3.8 (1.9+0.3+0.5)" did not add up). Touching cards of a suit (A-K-Q) are said
    together, as the tricks they take between them: the play-out plays the lowest of them that wins, so "the Q of
    clubs takes a trick about 9 times in 10" stood beside an A and K of clubs said to take hardly any (review 46).
    `hand` (your cards, ints) and `seats` say why, in terms a player can check (review 47b: "the A-K-Q of clubs take
    about 1 trick" read as a slip, "the rest about 1 trick" as nothing): top cards of a suit that take fewer tricks
    than they are, by the suit's length ("you hold 7 of the 12 clubs: ..."); the rest, by what
    they are (your spades, trumping; your cards of other suits). `room`: the most letters they take where a card
    can be left unnamed."""
    shares = sorted(((sum(wins[c] for c in cards) / n, cards) for cards in touching(wins)),
                    key=lambda sc: (-sc[0], sc[1]))
    named = [sc for sc in shares if sc[0] >= NAMED][:MOST_NAMED]
    # as many named as the words have room for (touching cards said together take more words each); what the rest
    # are goes first: it left the A of spades out, "the rest (mostly your hearts and diamonds)", where the deals
    # counted it a trick one time in 2, more than either of those suits (session 60)
    for k in range(len(named), 0, -1):
        for detail in (True, False):
            said = _said(shares, k, hand, seats, detail)
            if len(said) <= room:
                return said
    return _said(shares, 0, hand, seats)


def _said(shares, k, hand=(), seats=4, detail=True):
    """tricks_from's words with the first `k` of `shares` ([(share, [cards])], most first) named; `detail`: what
    the rest are said too."""
    named = shares[:k]
    rest = sum(share for share, _ in shares[k:])
    groups = []                         # [(how often, [cards], touching)], single cards said alike together
    for share, cards in named:
        if len(cards) > 1:
            groups.append((_between(share) + short_suit(cards, share, hand, seats), cards, True))
            continue
        said = times_in(share)
        if groups and groups[-1][0] == said and not groups[-1][2]:
            groups[-1][1].extend(cards)
        else:
            groups.append((said, list(cards), False))
    parts, told = [], False         # (told: a single card's "takes a trick" said once, the next ones after it)
    for said, cards, together in groups:
        verb = "take " if together else "" if told else "each take a trick " if len(cards) > 1 else "takes a trick "
        told = told or not together
        parts.append(f"{run_words(cards) if together else cards_words(cards)} {verb}{said}")
    others = "the rest" if named else "your cards"
    if round(rest) >= 1:
        what = rest_words(shares[k:], named) if named and detail else ""
        parts.append(f"{others}{what} about {tricks(round(rest))}" + ("" if named else " between them"))
    elif rest >= 0.2 or not parts:
        parts.append(f"{others} a trick now and then" if rest >= 0.2 else f"{others} hardly ever take a trick")
    return ", ".join(parts)


def short_suit(cards, share, hand, seats):
    """Why top cards of a side suit (not spades) take fewer tricks than they are: the suit's length, which a
    player can count (" (you hold 7 of 12, so others run out and trump)", the suit named before it); "" where they take as many, for
    trumps, or without the hand."""
    suit = cards[0] >> 4
    if not hand or suit == SPADES or round(share) >= len(cards):
        return ""
    mine = sum(1 for c in hand if c >> 4 == suit)
    left = sum(1 for c in DECK_INTS[seats] if c >> 4 == suit) - mine
    return f" (you hold {mine} of {mine + left}, so others run out and trump)"


def rest_words(shares, named):
    """What the cards not named (`shares`, after the `named` ones) are, where they take their tricks: " (your
    other spades, trumping)", " (your hearts and clubs)", "mostly" the larger part of both; "" for none."""
    trumps = sum(share for share, cards in shares if cards[0] < 16)
    side = sorted({cards[0] >> 4 for share, cards in shares if cards[0] >= 16 and share > 0})
    spades = "your other spades" if any(cards[0] < 16 for _, cards in named) else "your spades"
    other = "other " if any(cards[0] >> 4 in side for _, cards in named) else ""
    low = f"your {other}{joined([SUIT_WORDS[s] for s in side])}"
    if trumps and not side:
        return f" ({spades}, trumping)"
    if not trumps:
        return f" ({low})" if side else ""
    rest = sum(share for share, _ in shares)
    return f" (mostly {spades}, trumping)" if trumps * 2 >= rest else f" (mostly {low})"


def _between(share):
    """What touching cards take together, `share` their tricks a deal on average."""
    return f"about {tricks(round(share))}" if share >= 0.75 else f"a trick {times_in(share)}"


def run_words(cards):
    """Touching cards (ints, one suit's block) said as one: "the A-K-Q of clubs", "the jokers and the A of
    spades", "the two jokers"."""
    jokers = [c for c in cards if CODE[c] in ("BJ", "LJ")]
    ranks = [CODE[c][:-1] for c in sorted(cards, reverse=True) if c not in jokers]
    suit = f"the {'-'.join(ranks)} of {card_name('2' + CODE[cards[0]][-1]).split(' of ')[1]}" if ranks else ""
    if not jokers:
        return suit
    named = "the two jokers" if len(jokers) == 2 else f"the {card_name(CODE[jokers[0]])}"
    return f"{named} and {suit}" if suit else named


def touching(wins):
    """[[card ints]] of the cards that took a trick (`wins` by card), the cards of one suit next in rank together
    (ints in a row in a suit's block: the A, the little and the big joker touch in the spade block)."""
    out = []
    for c, w in enumerate(wins):
        if not w:
            continue
        if out and out[-1][-1] == c - 1 and out[-1][-1] >> 4 == c >> 4:
            out[-1].append(c)
        else:
            out.append([c])
    return out


def cards_words(cards):
    """Cards (ints) named together, a suit's said once: "the little joker and the A and 10 of spades"."""
    names, suits = [], {}
    for c in sorted(cards, reverse=True):        # a suit's high cards first
        code = CODE[c]
        if code in ("BJ", "LJ"):
            names.append(f"the {card_name(code)}")
        else:
            suits.setdefault(code[-1], []).append(code[:-1])
    for suit, ranks in suits.items():
        names.append(f"the {joined(ranks)} of {card_name('2' + suit).split(' of ')[1]}")
    return joined(names)
