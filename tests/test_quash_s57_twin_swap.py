"""Review 56p (QUASH advanced): the person swapped 8♣ for J♦ on spot 4 and the hint said to take the swap back and
make the SAME chain with the 8♠ ("keeps your 8♣ in your hand"), a suit-only difference. A swap half built that
differs from the hint's own move only by a card of the same rank, one the normal model values at least as much, is
gone on with (takeback.twin). Position: review 19d's game, move 16 (tests/test_quash_hint_takeback31.py); the
person drops the 10♣ on the A♠ of spot 5, the hint's own move (patched) the same swap with the 10♥."""

from quash_table.games import get_game
from quash_table.games.quash import bots
from quash_table.games.quash.bots import HardBot, normal_ranking
from quash_table.games.quash.takeback import twin
from tests.test_quash_hint_takeback31 import half_built, position

G = get_game("quash")
MINE = {"type": "play", "card": "10C", "spot": 5, "swap": [["AS", 4]]}
OWN = {"type": "play", "card": "10H", "spot": 5, "swap": [["AS", 4]]}


def test_twin_is_the_finishing_play_with_a_card_of_the_same_rank():
    view, legal = position()
    _, bview, blegal = half_built(view, legal)
    hint = HardBot(G, view["seat"], 1, iterations=4)
    ranked = normal_ranking(hint.ranker(), bview, [OWN] + bview["building"])
    value = dict((repr(a), v) for v, a in ranked)
    assert value[repr(MINE)] >= value[repr(OWN)], (value[repr(MINE)], value[repr(OWN)])
    assert twin(bview, OWN, ranked) == MINE
    other = dict(OWN, swap=[["AS", 6]])              # a different chain is no twin
    assert twin(bview, other, ranked) is None
    assert twin(bview, {"type": "play", "card": "3D", "spot": 7}, ranked) is None     # no swap: no twin


def test_the_hint_goes_on_with_the_persons_swap_of_a_twin_card(monkeypatch):
    view, legal = position()
    _, bview, blegal = half_built(view, legal)
    monkeypatch.setattr(bots, "own_move", lambda bot, v, lg, key: (dict(OWN), "your 10♥ …"))
    hint = HardBot(G, view["seat"], 1, iterations=4)
    hint.for_person = True
    action = hint.choose(bview, blegal)
    assert action == MINE, (action, str(hint.reason))
    # its words are the person's move's own, no take-back: "your A♠ leaves spot 5; your 10♣ starts spot 5 …"
    assert "take" not in str(hint.reason).lower() and "your 10\u2663 starts spot 5" in str(hint.reason), str(hint.reason)
