"""Advanced QUASH: a person who follows the hint every turn sees its plan hold.

The hint said "8♠ on spot 8 for 8-9", next turn "Q♣ on 4 for Q-K-A", next "swap 9♠→4, Q♣→8, 8♠→7": the
cards it had just laid for a run were moved away although nothing had happened to those spots. Why: the
model valued the empty spots of a size by the order it dealt the hand and the other side's cards out to
them (spot 1 got the best run, spot 7 what was left), so any card laid anywhere moved the expected aces
from one empty spot to the next and a re-sorted board looked like a gain; and only the latest play's
cards (SETTLE_COST) and cards already moved (REPEAT_COST) cost the hint anything to move, not the run it
had started two turns back. Now empty spots of a size are alike (each gets the average), and the hint
prices moving any card its plays laid (HardBot.PLAN_COST); when it moves one all the same, its words
say what the other side did there ('their Q♥ came to spot 2: the J♥ you were keeping for J-Q there
moves')."""

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.model import plan_cards, side_dists
from quash_table.games.quash.sequences import RV, SIZES
from quash_table.games.quash.model import simulate_chain
from quash_table.games.quash.why import finish_from_hand, why_words

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}


def follow_the_hint(seed, turns):
    """The hint's plays [(view, action, spots the other side's plays touched since the hint before)]
    over its first `turns` plays of seed's round, the person following it against the normal bot."""
    s = G.new_state(2, seed=seed, options=ADV)
    hint, other = make_bot("quash", "hard@24", 0, 5), NormalBot(G, 1, 6)
    plays, touched = [], set()
    while len(plays) < turns:
        view = G.view(s, s.to_move)
        if s.to_move == 0:
            a = hint.choose(view, G.legal_actions(s))
            plays.append((view, a, touched, hint.news))
            touched = set()
        else:
            a = other.choose(view, G.legal_actions(s))
            touched = touched | {a["spot"]} | {k for _, k in a.get("swap", ())}
        s = G.apply(s, a)
    return plays


def reversals(plays):
    """The plays that go back on an earlier hint's plan: they move again a card an earlier hint laid or
    moved, or lay on a spot whose run an earlier hint started a card off that run (its words named the
    hand cards that would finish it), while the other side's plays since did not touch that spot."""
    out = []
    placed, planned = {}, {}           # card -> its spot; spot -> the ranks of the run it was started for
    for view, a, touched, _ in plays:
        placed = {c: k for c, k in placed.items() if k not in touched}
        planned = {k: r for k, r in planned.items() if k not in touched}
        mine = view["board"][view["side"]]
        after = simulate_chain(mine, a)
        if any(c in placed for c, _ in a.get("swap", ())) or \
                any(k + 1 in planned and any(RV[c] not in planned[k + 1] for c in cards)
                    for k, cards in after.items()):
            out.append((view["turn"], a))
        rest = [c for c in view["hand"] if c != a["card"]]
        for k, cards in after.items():
            placed.update((c, k + 1) for c in cards if c == a["card"] or c in dict(a.get("swap", ())))
            planned.pop(k + 1, None)
            plan = finish_from_hand(cards, SIZES[k], rest) if 1 < SIZES[k] > len(cards) else None
            if plan is not None:
                planned[k + 1] = {RV[c] for c in cards} | {RV[c] for c in plan[0]}
    return out


def test_following_the_hint_for_ten_turns_a_dropped_plan_is_told():
    """Over ten turns on each of four seeds the old hint went back on its plan 7 times (3 on seed 5, 3 on
    seed 7: the 'swap 9♠→4, Q♣→8, 8♠→7' among them), mostly without a word. Review 16: the plan is a
    tie-break (a price that kept stronger moves out of the search lost about 3.4 round points a deal to the
    normal bot), so the hint drops a plan when that is clearly better, and each time its reason starts with
    one clause saying what changed (their card that came there, the run given up, where the card does more)."""
    for seed in (5, 7, 6, 1):
        plays = follow_the_hint(seed, 10)
        news = {view["turn"]: said for view, _, _, said in plays}
        for turn, a in reversals(plays):
            assert news[turn], (seed, turn, a)


def test_empty_spots_of_a_size_are_alike():
    """The same cards to share out: each empty triple gets the same chances, whatever its index (the
    first one got the aces, the last one what was left)."""
    s = G.new_state(2, seed=7, options=ADV)
    bot = NormalBot(G, 0)
    (pc, prank), (opc, oprank), side = bot.availability(G.view(s, 0))
    for dists in (side_dists(s.board[0], pc, prank), side_dists(s.board[1], opc, oprank)):
        for size in (1, 2, 3):
            alike = [sorted(dists[k]) for k in range(9) if SIZES[k] == size]
            assert all(d == alike[0] for d in alike), size
    # a card laid on spot 1 leaves spots 4 and 7 alike
    board = [["QC"]] + [[] for _ in range(8)]
    dists = side_dists(board, pc, prank)
    assert sorted(dists[3]) == sorted(dists[6]) and dists[0] != dists[3]


def test_a_hint_that_moves_a_card_laid_for_a_run_says_what_the_move_gains_in_one_clause():
    """The J♥ was laid on spot 2 for J-Q (the Q♣ in hand); their Q♥ came to their spot 2 since. Review 14
    read "their Q♥ came to spot 2, so the J♥ you were keeping for J-Q there moves to spot 8: ..." before a
    clause a card as words that did not connect; the reason is one clause, what the swap gains."""
    mine = [[] for _ in range(9)]
    mine[1] = ["JH"]
    theirs = [[] for _ in range(9)]
    theirs[1] = ["QH"]
    theirs[7] = ["10S", "JS"]
    action = {"type": "play", "card": "2H", "spot": 2, "swap": [["JH", 8]]}
    mine[7] = ["QS"]
    words = why_words(mine, theirs, action, ["2H", "QC", "3S"])
    # session 25: the card the step is about is named ("it" read as the 2♥ played on spot 2)
    assert words == "your J\u2665 makes the run J-Q on spot 8", words


def test_the_plan_is_what_the_seat_laid_and_the_news_what_came_since_its_latest_play():
    history = [{"seat": 0, "card": "JH", "spot": 2}, {"seat": 1, "card": "2S", "spot": 2},
               {"seat": 0, "card": "5S", "spot": 1}, {"seat": 1, "card": "QH", "spot": 2},
               {"seat": 1, "card": "3C", "spot": 1, "swap": [["2S", 7]]}]
    view = {"seat": 0, "side": 0, "history": history}
    # the 2♠ came before the 5♠ was laid: that play weighed it already; the Q♥ and 3♣ are news
    assert plan_cards(view) == {"JH": (2, ["QH"]), "5S": (1, ["3C"])}
    view = {"seat": 1, "side": 1, "history": history}
    assert plan_cards(view) == {"QH": (2, []), "3C": (1, []), "2S": (7, [])}
