"""Review 16 (rev16-quash 22.png, game 1 round 2, move 56): the hint said "play 6♥ on spot 5 — spot 5 will
fail…: your K♦ would make Q-K there, but it is worth more kept…" and lit "Play it anyway" in the fail warning,
with the K♦ (or a J still to draw) able to make spot 5 a run and open single spots 3 and 9 for the K♦. The
search sometimes liked the spoil by a playout's luck; a spot can as well be given up later, when nothing
else is left. The hint never leads into the fail warning while a move that spoils nothing is legal."""

import pytest

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.plans import failing_play

G = get_game("quash")
HISTORY = ["0 KH 6", "1 AH 6", "0 QS 5", "1 JD 8", "0 9S 2", "1 10C 2", "0 10H 1", "1 AC 5", "0 QD 1", "1 9D 4",
           "0 6D 7", "1 3S 1", "0 JH 1", "1 2H 1", "0 7D 7", "1 4H 1", "0 KS 8", "1 2C 8"]
HAND = ["3D", "7S", "4S", "8S", "6H", "10D", "AD", "6C", "4D", "KD", "6S", "9H", "7C"]
THEIR_HAND = ["7H", "QH", "JS", "5H", "KC", "3C", "5S", "5C", "8D", "3H", "4C", "10S", "2S"]
PILE = ["JC", "8C", "AS", "9C", "2D", "5D", "QC", "8H"]


def reviewers_position():
    s = G.new_state(2, seed=1766064742, options={"variant": "basic"})
    s.board = [[() for _ in range(9)], [() for _ in range(9)]]
    for h in HISTORY:
        seat, card, spot = h.split()
        s.board[int(seat)][int(spot) - 1] += (card,)
    s.hands, s.pile, s.history = [list(HAND), list(THEIR_HAND)], list(PILE), list(HISTORY)
    s.round, s.scores, s.dealer, s.turn, s.phase, s.to_move = 2, [5, 4], 1, 54, "play", 0
    return s


@pytest.mark.parametrize("seed", range(6))
def test_the_hint_does_not_spoil_a_spot_while_a_move_spoils_nothing(seed):
    s = reviewers_position()
    view, legal = G.view(s, 0), G.legal_actions(s)
    assert any(failing_play(view, a) for a in legal) and not all(failing_play(view, a) for a in legal)
    hint = HardBot(G, 0, seed, iterations=120)
    # the hint before (move 52) named the K♦ for Q-K on spot 5 (session 31: only a plan a hint told is "no longer")
    hint._told = ((2, 0), len(HISTORY) - 2, {"KD": (5, "Q-K", len(HISTORY) - 2, ("QS",))})
    action = hint.choose(view, legal)
    assert not failing_play(view, action), (action, hint.reason)
    assert "will fail" not in hint.reason
    if action["card"] == "KD" and action["spot"] != 5:
        # the K♦ that could make Q-K goes elsewhere: the words say why, in a player's terms
        assert "no longer kept for Q-K on spot 5, where their A\u2663 can still beat it; " in hint.reason, hint.reason


def test_when_every_move_spoils_a_spot_the_hint_still_picks_one():
    s = reviewers_position()
    # every slot left is on spot 5 (Q♠) or 7 (6♦ 7♦), and the hand's 2♦ 3♦ fit neither
    side = [list(c) for c in s.board[0]]
    fill = iter(["2S", "3S", "4S", "5S", "9C", "JC", "AS", "8C", "5D", "8D", "8H"])
    for k in (1, 2, 3, 7, 8):
        while len(side[k]) < (3 if k % 3 == 0 else 2 if k % 3 == 1 else 1):
            side[k].append(next(fill))
    s.board[0] = [tuple(c) for c in side]
    s.hands[0] = ["2D", "3D"]
    s.pile = []
    view, legal = G.view(s, 0), G.legal_actions(s)
    assert all(failing_play(view, a) for a in legal)
    ranked = HardBot(G, 0, 1, iterations=20).ranking(view, legal)
    assert len(ranked) == len(legal) and all(failing_play(view, a) for _, a in ranked)
