"""Session 23 (QUASH advanced): a person following every hint saw the plan churn, the same card moved on turn
after turn with nothing new at its spot. A card this seat put where it lies, with no other seat's card come
to that spot since (plan_quiet.quiet_cards), costs the hint HardBot.QUIET_COST to move (a price in the
search's prior and playouts, plans.PlanPrices with the view). And a playout policy that swaps (playout_swaps,
off in the hint: HardBot.PLAYOUT_SWAPS)."""

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.fast_bot import FastBot
from quash_table.games.quash.plan_quiet import quiet_cards, quiet_moved
from quash_table.games.quash.plans import PlanPrices, again_cost, moving_again

G = get_game("quash")
SEED = derive_seed(2016, 6) & 0xFFFFFFFF       # scripts/quash_hint_duplicate.py's deal 6
# seat 0 followed every hint (hard@40), seat 1 the normal bot: the hint laid the 10♥ on single spot 3 at
# move 13 ("it takes the spot from any lower card"); nothing came to spot 3 since
MOVES = [("10C", 8, None), ("QD", 8, None), ("QS", 8, [["10C", 7]]), ("4S", 7, None), ("9C", 5, None),
         ("KC", 8, [["QD", 5]]), ("KS", 8, [["QS", 5], ["9C", 2]]), ("9S", 2, None), ("AH", 9, None),
         ("QC", 5, [["QD", 8], ["KC", 5]]), ("KH", 5, [["QS", 2], ["9C", 7]]), ("JS", 7, [["4S", 8], ["QD", 7]]),
         ("10H", 3, None), ("AC", 5, [["QC", 6]]), ("2S", 5, [["KH", 2]]), ("8H", 2, [["9S", 9]])]
# the old hint's move there: "your A♥ leaves spot 9 for a better place", the 10♥ pushed on from 3 to 4
CHURN = {"type": "play", "card": "10D", "spot": 9, "swap": [["AH", 3], ["10H", 4]]}


def position():
    s, past = G.new_state(2, seed=SEED, options={"variant": "advanced"}), []
    for card, spot, swap in MOVES:
        a = {"type": "play", "card": card, "spot": spot, **({"swap": swap} if swap else {})}
        if s.to_move == 0:
            past.append((G.view(s, 0), a))
        s = G.apply(s, a)
    return s, past


def test_a_card_with_no_news_at_its_spot_is_quiet():
    s, _ = position()
    quiet = quiet_cards(G.view(s, 0))
    assert "10H" in quiet                       # laid on 3; their cards came to 5, 6, 2 and 9 since
    assert "AH" not in quiet                    # their 9♠ came to spot 9 (news: it may move freely)
    assert "KH" not in quiet and "QS" not in quiet      # their 8♥ came to spot 2 since the seat's latest play
    assert quiet_moved(quiet, CHURN) == 1
    view = G.view(s, 0)
    hint = QuietHint(G, 0, 1)
    assert again_cost(PlanPrices(hint, view), moving_again(view), CHURN) \
        == again_cost(PlanPrices(hint), moving_again(view), CHURN) + QuietHint.QUIET_COST


# the price at work (session 23's 2.0): off in the shipped hint since session 46 (HardBot.QUIET_COST 0: it widened the
# unsearched prior's tie to 2 model points, and following the hint lost about 2 round points a deal more with it)
QuietHint = type("QuietHint", (HardBot,), {"QUIET_COST": 2.0})


def test_the_shipped_hint_prices_no_quiet_card():
    assert HardBot.QUIET_COST == 0.0


def test_following_the_hint_does_not_move_the_quiet_card_again():
    """The old hint moved the 10♥ it had laid two turns before, with nothing new on spot 3 or 4, whatever
    its seed (the 2♦ of the report: 4 -> 7 -> 1 -> 8 -> 5); priced (QuietHint), it leaves it."""
    s, past = position()
    view, legal = G.view(s, 0), G.legal_actions(s)
    for seed in (0, 1):
        hint = QuietHint(G, 0, seed, iterations=40)
        hint.for_person = True
        hint.recall(past)
        action = hint.choose(view, legal)
        assert action in legal
        assert quiet_moved(quiet_cards(view), action) == 0, (seed, action, hint.reason)


def test_the_playout_policy_swaps_and_its_swaps_are_legal():
    """The playouts played plain placements only; now a one-step swap that gains clearly more (every play
    applied by the rules, which refuse an illegal chain)."""
    swaps = 0
    for seed in range(3):
        s = G.new_state(2, seed=seed, options={"variant": "advanced"})
        bots = [type("SwapBot", (FastBot,), {"swaps": True})(G, seat, seat) for seat in (0, 1)]
        while s.to_move is not None and s.round == 1 and s.phase != "deal":
            a = bots[s.to_move].choose(G.view(s, s.to_move), G.legal_actions(s))
            swaps += "swap" in a
            s = G.apply(s, a)
    assert swaps > 0
