"""Review 21 (QUASH basic, a new player following the hints): "play the 2 of clubs on spot 4 — it starts a run
there" with all four 3s already out, then the 4♣ on it, and the spot ended FAILED. The hint's search knew
(it counts only the cards still unseen, model.unseen_cards); its words did not: where the hint lays a card on
a spot that can no longer make a run, they say so (quash/dead_spot.py)."""

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot
from quash_table.games.quash.dead_spot import blocked_by, dead_spot_words
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.model import FAIL, spot_dist

G = get_game("quash")
THREES = ["3S", "3H", "3D", "3C"]


def position(spot4=(), hand_adds=("2C", "4C")):
    """A round-1 view for seat 0 with every 3 on the other side's board (spots 3, 6, 9 and the double 2), your
    spot 4 holding `spot4`, and `hand_adds` in your hand."""
    m = Match("quash", ["human", "bot:easy"], 3, {"dealer": 1})
    view = G.view(m.state, 0)
    out = set(THREES) | set(spot4) | set(hand_adds)
    hand = [c for c in view["hand"] if c not in out][:len(view["hand"]) - len(hand_adds)] + list(hand_adds)
    theirs = [[] for _ in range(9)]
    theirs[2], theirs[5], theirs[8], theirs[1] = ["3S"], ["3H"], ["3D"], ["3C"]
    mine = [[] for _ in range(9)]
    mine[3] = list(spot4)
    board = [mine, theirs] if view["side"] == 0 else [theirs, mine]
    return dict(view, hand=hand, board=board)


def test_the_search_counts_the_threes_already_out():
    view = position()
    (pc, prank), _, _ = NormalBot(G, 0, 2).availability(view)
    assert prank[3] == 0.0                       # no 3 can come: all four are on the table
    assert spot_dist(["2C"], 3, pc, prank) == [(FAIL, 1.0)]
    assert spot_dist(["2C", "4C"], 3, pc, prank) == [(FAIL, 1.0)]
    assert blocked_by(["2C"], 3, {2, 4, 5, 6}) == {3}
    assert blocked_by(["2C"], 3, {3, 4}) is None


def test_a_card_on_a_dead_spot_is_called_a_safe_place_not_a_start():
    view = position(spot4=["2C"], hand_adds=("4C",))
    action = {"type": "play", "card": "4C", "spot": 4}
    assert dead_spot_words(view, action) == (
        "spot 4 can no longer make a run (every 3 is out)",
        "spot 4 can no longer make a run (every 3 is out): a safe place for the 4")
    reason, _ = play_words(HardBot(G, 0, 1), view, [action], action, lambda: 0.5)
    assert reason.startswith("spot 4 can no longer make a run (every 3 is out): a safe place for the 4"), reason
    assert reason.short == "spot 4 can no longer make a run (every 3 is out)"
    assert "from a run" not in reason and "starts" not in reason


def test_a_two_that_ends_an_empty_spots_run_says_it_gives_the_spot_up():
    view = position()
    action = {"type": "play", "card": "2C", "spot": 4}
    reason, _ = play_words(HardBot(G, 0, 1), view, [action], action, lambda: 0.5)
    assert "starts a run" not in reason.short and "starts" not in reason
    assert reason.short == "spot 4 can make no run once the 2 is on it (every 3 is out)"
    assert "with every 3 out, no run can grow from it there" in reason


def test_a_spot_the_cards_to_come_can_still_finish_keeps_its_words():
    view = position(hand_adds=("2C", "4C"))
    view["board"][1 - view["side"]][2] = []      # a 3 is unseen again: 2-3-4 can still come
    action = {"type": "play", "card": "2C", "spot": 4}
    assert dead_spot_words(view, action) is None
    reason, _ = play_words(HardBot(G, 0, 1), view, [action], action, lambda: 0.5)
    assert "given up" not in reason and "no longer" not in reason
