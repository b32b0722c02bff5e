"""Session 27 (QUASH advanced): the hint laid a card, then at its next hint swapped that same card away at a
loss. scripts/quash_hint_duplicate.py's deal 110 (seed 2016), the hint as BLACK: a hint told "your 8♦ 9♣
would make it 7-8-9" on spot 7; their 10♥ came to their spot 7 (9-10-J beats it), so the next hint dropped
that plan and laid the 5♣ on spot 7. At the hint after, the 10♥ was no longer news "since the last hint":
the plan stood again (plan_told.standing_plan), only moves that took the 5♣ off kept it, and the hint
swapped the 5♣ on to spot 3 (an A there fell to a 5), five model points below its best move. A told run its
spot can no longer make with the named cards (the 5♣ laid there since) is no standing plan."""

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.model import last_laid
from quash_table.games.quash.plan_told import standing_plan

G = get_game("quash")
SEED = derive_seed(2016, 110) & 0xFFFFFFFF
MOVES = [("8S", 8, None), ("9S", 8, None), ("10D", 8, [["8S", 5]]), ("AS", 2, None), ("2D", 2, None),
         ("7D", 4, None), ("JC", 5, [["8S", 4]]), ("5H", 4, None), ("9D", 1, None), ("7H", 7, None),
         ("5S", 5, [["JC", 7]]), ("AH", 9, None), ("JS", 1, [["9D", 7]]), ("5D", 1, None),
         ("6S", 4, [["8S", 9]]), ("AD", 3, None), ("4S", 1, [["JS", 5], ["5S", 1]]), ("4H", 1, None),
         ("8H", 4, [["6S", 1]]), ("3S", 4, [["7D", 1], ["4H", 4]]), ("QC", 5, [["JS", 3]]),
         ("3C", 1, [["7D", 5]]), ("3H", 2, None), ("4D", 1, None), ("6D", 4, None), ("10C", 8, None),
         ("7C", 4, None), ("KS", 2, None), ("10H", 7, None), ("5C", 7, None), ("JH", 8, None)]
SEAT = 1            # the hint's seat; every play of it above was its hint


def position():
    s, past = G.new_state(2, seed=SEED, options={"variant": "advanced"}), []
    for card, spot, swap in MOVES:
        a = {"type": "play", "card": card, "spot": spot, **({"swap": swap} if swap else {})}
        if s.to_move == SEAT:
            past.append((G.view(s, SEAT), a))
        s = G.apply(s, a)
    return s, past


def test_a_plan_dropped_for_news_is_not_taken_up_again_at_the_next_hint():
    s, past = position()
    view, legal = G.view(s, SEAT), G.legal_actions(s)
    hint = HardBot(G, SEAT, 1, iterations=40)
    hint.for_person = True
    hint.recall(past)
    # the 7-8-9 told for spot 7 (the 8♦ 9♣ still in hand, the 7♥ still there) was beaten by their 10♥
    assert {"8D", "9C"} <= set(hint._told[2])
    assert 6 not in standing_plan(hint, view)
    assert last_laid(view) == {"5C"}
    prior = hint.prior_choice(view, legal)
    assert "5C" not in {c for c, _ in prior.get("swap", ())}, prior
