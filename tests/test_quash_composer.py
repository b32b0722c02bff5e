"""The advanced swap chain as a person builds it on the board, one drop at a time (no pygame)."""

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from quash_table.games.quash.composer import QuashComposer, SwapChain

from .composer_checks import check_composer, follow

from .test_quash_rules import advanced

G = get_game("quash")


def long_chain_position():
    """RED to move (advanced): spot 2 J-Q, spot 5 10-6 (failed), spot 3 5S, spot 7 9H, spot 4 8H."""
    return advanced(["JH", "QH", "KH", "10D", "6C", "5S", "4S", "9H", "8H"], [],
                    red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3), ("9H", 7), ("8H", 4)])


def test_a_chain_of_four_board_cards_built_drop_by_drop_is_the_rules_action():
    s = long_chain_position()
    side = [list(sp) for sp in s.board[0]]
    c = SwapChain(side, "KH", 2, "JH")
    assert c.moving == "JH" and sorted(c.board[1]) == ["KH", "QH"]
    assert (5, "6C") in c.options() and (2, "KH") not in c.options(), "JH never goes back to spot 2"
    assert c.step(5, "6C") is None and c.moving == "6C"
    assert c.step(3, "5S") is None and c.moving == "5S"
    assert c.step(7, "9H") is None and c.moving == "9H"
    assert (7, None) not in c.options(), "9H left spot 7"
    done = c.step(4)
    assert done == {"type": "play", "card": "KH", "spot": 2,
                    "swap": [["JH", 5], ["6C", 3], ["5S", 7], ["9H", 4]]}
    after = G.apply(s, done)
    assert [tuple(sorted(sp)) for sp in after.board[0]] == [tuple(sorted(sp)) for sp in c.board]
    assert side == [list(sp) for sp in s.board[0]], "the board it was given is untouched"


def test_a_refused_step_keeps_the_chain_as_it_was():
    s = long_chain_position()
    c = SwapChain(s.board[0], "KH", 2, "JH")
    before = (list(c.board), c.moving, list(c.moves))
    for spot, out, reason in ((2, None, "may not return to spot 2"), (4, None, "cannot go to spot 4"),
                              (5, "QS", "not on spot 5"), (10, None, "no spot 10")):
        with pytest.raises(IllegalAction, match=reason):
            c.step(spot, out)
        assert (list(c.board), c.moving, list(c.moves)) == before
    with pytest.raises(IllegalAction, match="cannot replace"):
        SwapChain(s.board[0], "4S", 2, "JH")            # 4 with Q on a double


def test_every_option_offered_is_a_step_the_rules_take_and_only_those():
    s = long_chain_position()
    c = SwapChain(s.board[0], "KH", 2, "JH")
    offered = set(c.options())
    for k in range(9):
        for x in [None] + list(c.board[k]):
            probe = SwapChain(s.board[0], "KH", 2, "JH")
            try:
                probe.step(k + 1, x)
                ok = True
            except IllegalAction:
                ok = False
            assert ok == ((k + 1, x) in offered), (k + 1, x)


def test_the_next_drop_of_a_hinted_chain_while_the_chain_follows_it():
    s = long_chain_position()
    c = SwapChain(s.board[0], "KH", 2, "JH")
    hinted = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 3]]}
    assert c.hinted_next(hinted) == (5, "6C")
    c.step(5, "6C")
    assert c.hinted_next(hinted) == (3, None)
    assert c.hinted_next({"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 9]]}) is None
    assert c.hinted_next({"type": "play", "card": "KH", "spot": 2}) is None
    other = SwapChain(s.board[0], "KH", 2, "JH")
    other.step(9)
    assert other.hinted_next(hinted) is None, "a chain that left the hint"


# --- the board's composer: every move built one drop or button at a time ------------------------------
def _composer(state, seat=None):
    seat = state.to_move if seat is None else seat
    return QuashComposer(G.view(state, seat), G.legal_actions(state))


EXTRA = [f"spot:{k}" for k in range(1, 10)] + ["tiebreak", "swap:AS", "swap:2C", "swap:10D"]
CONFIGS = [(2, "basic"), (4, "basic"), (2, "advanced"), (4, "advanced")]


@pytest.mark.parametrize("seats,variant", CONFIGS)
def test_check_composer_every_legal_move_is_built_by_its_hinted_steps(seats, variant):
    """Basic: every legal move of each position; advanced (hundreds of listed chains a turn): 12 of them."""
    adv = variant == "advanced"
    n = check_composer(G, QuashComposer, seats=seats, games=1 if adv else 2, options={"variant": variant},
                       extra_targets=EXTRA, actions_per_position=12 if adv else None, accepts_unlisted=True)
    assert n > 300


@pytest.mark.slow
@pytest.mark.parametrize("seats,variant", CONFIGS)
def test_check_composer_over_more_games(seats, variant):
    n = check_composer(G, QuashComposer, seats=seats, games=10, seed=5, options={"variant": variant},
                       extra_targets=EXTRA, actions_per_position=40, accepts_unlisted=True)
    assert n > 3000


def test_a_chain_longer_than_the_listed_ones_is_built_by_its_hinted_steps():
    s = long_chain_position()
    four = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 3], ["5S", 7], ["9H", 4]]}
    assert four not in G.legal_actions(s)
    c = _composer(s)
    assert follow(c, four) == four and G.apply(s, four) is not None
    assert not c.busy()


def test_the_card_in_the_air_follows_the_hint_one_drop_at_a_time():
    s = long_chain_position()
    c = _composer(s)
    hinted = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 1]]}
    assert c.next_step(hinted) == ("drop", "KH", "swap:JH")
    assert hinted in G.legal_actions(s)
    assert c.drop("KH", "swap:JH").kind == "step" and c.pieces() == ["JH"]
    assert c.next_step(hinted) == ("drop", "JH", "swap:6C") and "swap:6C" in c.targets("JH")
    assert c.drop("JH", "swap:9H").kind == "step"                      # the person went another way
    assert c.next_step(hinted) == ("press", "cancel"), "the hint takes that chain back first"
    assert follow(c, hinted) == hinted
    assert c.drop("KH", "spot:4").kind == "step" and c.confirm is not None   # K with 8 on a triple: asked
    assert c.next_step(hinted) == ("press", "cancel")
    assert follow(c, hinted) == hinted


def test_the_card_in_the_air_put_back_on_its_own_spot_takes_that_step_back():
    s = long_chain_position()
    c = _composer(s)
    assert c.drop("KH", "swap:JH").kind == "step"
    assert c.drop("JH", "swap:6C").kind == "step" and c.pieces() == ["6C"]
    # 6C dropped back on spot 5 (on the card that took its place, or on the spot): JH is in the air again
    out = c.drop("6C", "swap:JH")
    assert out.kind == "step" and c.pieces() == ["JH"] and c.chain.board[4] == ("10D", "6C")
    # JH back on spot 2: the swap is taken back, the hand card is free again
    out = c.drop("JH", "spot:2")
    assert out.kind == "step" and not c.busy() and "KH" in c.pieces()


def test_a_refused_swap_says_the_real_reason_and_changes_nothing():
    s = long_chain_position()
    c = _composer(s)
    assert "swap:JH" not in c.targets("4S")
    out = c.drop("4S", "swap:JH")                                     # 4 with Q on a double: never a sequence
    assert out.kind == "refused" and "cannot replace" in out.reason and "full" not in out.reason
    assert not c.busy()
    out = c.drop("4S", "spot:2")                                      # a full spot: how to swap instead
    assert out.kind == "refused" and "Spot 2 is full" in out.reason and "swap" in out.reason


def test_a_placement_that_will_fail_is_asked_first():
    s = G.new_state(2, seed=7, options={"dealer": 1}, stacked=["2H", "3C", "KS", "4C"])
    s = G.apply(s, {"type": "play", "card": "2H", "spot": 2})
    s = G.apply(s, G.legal_actions(s)[0])
    c = _composer(s)
    failing = {"type": "play", "card": "KS", "spot": 2}
    assert c.drop("KS", "spot:2").kind == "step" and c.busy() and "FAILED" in c.confirm["text"]
    assert c.pieces() == [] and [b.id for b in c.buttons()] == ["play_anyway", "cancel"]
    assert c.next_step(failing) == ("press", "play_anyway")
    assert c.press("cancel").kind == "step" and not c.busy()
    assert follow(c, failing) == failing
