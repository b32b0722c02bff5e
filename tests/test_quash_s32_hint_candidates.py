"""Session 32 (review rev31a, basic QUASH against the normal bot, following every hint): holding A♥ A♦ A♣ with the
singles 3, 6 and 9 open, the hint laid an A on the empty double 8 (its K♣ was wanted for J-Q-K on spot 4; the A
ended in a FAILED A-2 there). The hint's search plays out the normal model's six best moves: three of the six were
the same move, an A on spot 8 in each suit (equal values, the model's best), so an A on a single was searched once
and the Q♦ making J-Q on spot 4 not at all, and the search could hardly leave its prior. Equal ranks on the same
spot are now one move (ranked.one_of_each). Headless; no search is run (the ranking is the normal model's, with no
random draw)."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.ranked import one_of_each
from quash_table.games.quash.sequences import RV

# the review's deal (seed and its first 11 moves): the person (seat 1) to play
SEED = 1858640354
MOVES = [("QH", 8), ("9D", 1), ("JC", 1), ("10H", 7), ("9H", 4), ("10C", 5), ("JS", 5), ("8S", 7), ("5S", 2),
         ("JH", 4), ("10D", 1)]


def _position():
    game = get_game("quash")
    state = game.new_state(2, seed=SEED, options={"variant": "basic", "target": 30, "dealer": None})
    for card, spot in MOVES:
        state = game.apply(state, {"type": "play", "card": card, "spot": spot})
    seat = state.to_move
    return game, seat, game.view(state, seat), game.legal_actions(state)


def test_the_review_position_searches_each_move_once_and_an_ace_on_a_single():
    game, seat, view, legal = _position()
    assert {"AH", "AD", "AC", "KC", "QD"} <= set(view["hand"]), "the review's hand"
    bot = HardBot(game, seat, 1, iterations=40)
    cands = bot.candidates(view, legal)
    keys = [(RV[a["card"]], a["spot"]) for a in cands if not a.get("swap")]
    assert len(keys) == len(set(keys)), f"the same move searched twice: {cands}"
    assert any(a["card"][0] == "A" and a["spot"] in (3, 6, 9) for a in cands), "an A on an open single"
    assert {"type": "play", "card": "QD", "spot": 4} in cands, "J-Q on spot 4"
    # the prior (the model's best) is among them, itself, not another suit of it
    bot._ranked = None
    assert bot.prior_choice(view, legal) in cands


def test_one_of_each_keeps_the_first_of_equal_ranks_on_a_spot_or_the_prior():
    plays = [{"type": "play", "card": c, "spot": s} for c, s in (("AH", 8), ("AD", 8), ("7D", 2), ("AC", 3), ("AS", 3))]
    assert one_of_each(plays) == [plays[0], plays[2], plays[3]]
    assert one_of_each(plays, keep=plays[1]) == [plays[1], plays[2], plays[3]]
    swaps = [{"type": "play", "card": "AH", "spot": 8, "swap": [("KC", 3)]},
             {"type": "play", "card": "AD", "spot": 8, "swap": [("KC", 3)]}]
    assert one_of_each(swaps) == swaps, "a swap is its own move"
