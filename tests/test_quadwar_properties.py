"""Quadruple War over thousands of random hands (2-5 seats): the contract and the invariants at every
step, and the normal bot against random play."""

from quash_table.bots import make_bot
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quadwar.rules import CODE, DECK_MASK, SUIT_MASK, TRICKS, codes_of

from .contract_checks import play_random_games

G = get_game("quadwar")
HANDS_TO_COVER = 5000
RANK = {c: i for i, c in enumerate(["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"])}


def strength(code, led):
    """An independent reading of who wins a trick, from the codes."""
    if code == "BJ":
        return 200
    if code == "LJ":
        return 199
    suit, rank = code[-1], RANK[code[:-1]]
    if suit == "S":
        return 100 + rank
    return rank if suit == led else -1


def suit(code):
    return "S" if code in ("BJ", "LJ") else code[-1]


class Tally:
    """The invariant, checked after every action; it also counts the hands played across games.
    Completed tricks and score-sheet lines never change, so each is checked once, when it appears."""

    def __init__(self):
        self.hands = 0
        self.sheet_seen = 0
        self.tricks_seen = 0

    def invariant(self, s):
        n = s.seats
        size = TRICKS[n]
        lines = len(s.sheet)
        if lines < self.sheet_seen:            # a new game
            self.sheet_seen = 0
        if len(s.tricks) < self.tricks_seen:   # a new hand
            self.tricks_seen = 0
        if s.to_move is not None:
            # every card exactly once: in a hand, in the trick, or in a completed trick of this hand
            union, count = 0, 0
            for h in s.hands:
                union |= h
                count += h.bit_count()
            for c in s.trick:
                union |= 1 << c
            for _, cards, _ in s.tricks:
                for c in cards:
                    union |= 1 << c
            count += len(s.trick) + n * len(s.tricks)
            assert union == DECK_MASK[n] and count == n * size, "cards lost or doubled"
            # hand sizes agree with the trick in progress
            for k in range(n):
                expect = size - len(s.tricks) - (1 if k < len(s.trick) else 0)
                assert s.hands[(s.leader + k) % n].bit_count() == expect, "a hand has a wrong size"
            # tricks add up
            assert sum(s.won) == len(s.tricks)
        for k in range(self.tricks_seen, len(s.tricks)):
            self.check_trick(s, k)
        self.tricks_seen = len(s.tricks) if s.to_move is not None else 0
        if lines != self.sheet_seen:
            self.check_sheet(s)
            self.hands += lines - self.sheet_seen
            self.sheet_seen = lines

    def check_trick(self, s, k):
        n = s.seats
        leader, cards, winner = s.tricks[k]
        codes = [CODE[c] for c in cards]
        led = suit(codes[0])
        best = max(range(n), key=lambda i: strength(codes[i], led))
        assert (leader + best) % n == winner, f"trick {codes} went to the wrong seat"
        if led == "S":
            earlier = any(c < 16 for _, cs, _ in s.tricks[:k] for c in cs)
            # the leader's cards at that lead: what it played from trick k on, and still holds
            then = [cs[(leader - ld) % n] for ld, cs, _ in s.tricks[k:]] + codes_of_ints(s.hands[leader])
            if s.trick and (leader - s.leader) % n < len(s.trick):
                then.append(s.trick[(leader - s.leader) % n])
            assert earlier or all(c < 16 for c in then), "spades led before they were broken"

    def check_sheet(self, s):
        """Scores are the sum of the sheet, each line follows the scoring rule; the end is right."""
        n = s.seats
        sheet, scores = s.sheet, list(s.scores)
        assert [sum(x["points"][i] for x in sheet) for i in range(n)] == scores
        bags = [0] * n
        for x in sheet:
            assert sum(x["won"]) == TRICKS[n]
            for i in range(n):
                bid, won = x["bids"][i], x["won"][i]
                base = 10 * bid + won - bid if won >= bid else 0
                over = won - bid if won >= bid else 0
                times = (bags[i] + over) // 10 - bags[i] // 10 if s.options["bags"] else 0
                bags[i] += over
                assert x["points"][i] == base - 100 * times and x["bag_penalties"][i] == times
        assert bags == list(s.bags)
        top = max(scores)
        if s.to_move is None:
            assert top >= s.options["target"] and scores.count(top) == 1
            assert s.winners == [scores.index(top)]
        else:
            assert top < s.options["target"] or scores.count(top) > 1, "the game should be over"
            assert s.hand_no == len(sheet) + 1


def codes_of_ints(mask):
    return [c for c in range(64) if mask >> c & 1]


def hand_secrets(s, seat, viewer):
    return codes_of(s.hands[seat])


def wrong_moves(s, rng):
    """A few moves that must be refused: another seat's card, a card that does not follow, a card that
    leads spades too early, bids out of range or out of turn, extra keys."""
    me = s.to_move
    legal = G.legal_actions(s)
    bad = [{"type": "bid", "tricks": rng.choice((0, TRICKS[s.seats] + 1))},
           rng.choice(({"type": "play", "card": "AS", "extra": 1}, {"type": "bid", "tricks": 2, "x": 1}))]
    others = [x for x in range(s.seats) if x != me and s.hands[x]]
    if others:
        bad.append({"type": "play", "card": rng.choice(codes_of(s.hands[rng.choice(others)]))})
    if legal[0]["type"] == "play":
        bad.append({"type": "bid", "tricks": 1})
        wrong = [c for c in codes_of(s.hands[me]) if {"type": "play", "card": c} not in legal]
        if wrong:
            bad.append({"type": "play", "card": rng.choice(wrong)})
        if s.trick:
            follow = s.hands[me] & SUIT_MASK[s.trick[0] >> 4]
            if follow:
                assert {a["card"] for a in legal} == set(codes_of(follow)), "must follow suit"
        elif not s.broken and s.hands[me] & ~SUIT_MASK[0]:
            assert all(not a["card"].endswith("S") and a["card"] not in ("BJ", "LJ") for a in legal)
    else:
        bad.append({"type": "play", "card": codes_of(s.hands[me])[0]})
    return bad


def test_random_hands_keep_every_rule(n_games):
    tally = Tally()
    seeds = 0
    games = 0
    targets = (30, 60, 120)

    def seats_for(i):
        return 2 + i % 4

    def options_for(i):
        return {"target": targets[i % 3], "bags": i % 2 == 1, "dealer": None if i % 5 else i % 2}

    if n_games:
        games = play_random_games(G, n_games, seats_for=seats_for, options_for=options_for,
                                  invariant=tally.invariant, secrets=hand_secrets,
                                  extra_illegal=wrong_moves, full_every=60, seed=3)
        assert games == n_games
        return
    while tally.hands < HANDS_TO_COVER:
        games += play_random_games(G, 40, seats_for=seats_for, options_for=options_for,
                                   invariant=tally.invariant, secrets=hand_secrets,
                                   extra_illegal=wrong_moves, full_every=60, seed=3 + seeds)
        seeds += 1
    assert tally.hands >= HANDS_TO_COVER


def test_normal_beats_random():
    """Normal against three random seats, seats rotated: it should win nearly every game."""
    games, wins, made, hands = 12, 0, 0, 0
    for g in range(games):
        seat = g % 4
        bots = [make_bot("quadwar", "normal" if s == seat else "random", s, derive_seed(g, s))
                for s in range(4)]
        s = G.new_state(4, seed=100 + g, options={"target": 200})
        while s.to_move is not None:
            who = s.to_move
            s = G.apply(s, bots[who].choose(G.view(s, who), G.legal_actions(s)))
        wins += G.result(s)["winners"] == [seat]
        sheet = G.view(s, 0)["sheet"]
        made += sum(1 for x in sheet if x["won"][seat] >= x["bids"][seat])
        hands += len(sheet)
    assert wins >= 10, f"normal won only {wins} of {games}"
    assert made / hands >= 0.7, f"normal made only {made} of {hands} contracts"
