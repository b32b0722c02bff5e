"""Review 56p: the hint said to lay a card on a spot that "will fail whatever you lay", and laying it asked "This
spot will fail: Play it anyway / Cancel (Enter)", Enter cancelling. A failing placement the hint shows now is played
at once; any other still asks first."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.quash import half_move
from tests.test_quash_rules import BLACK, RED, stacked_2p_basic
from tests.ui_helpers import close_board, drag, grab, match_board, target_rect

pytestmark = pytest.mark.ui


def _failing_spot_1():
    red = ["4C 2C 3C"] + RED[1:]
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1}, stacked=stacked_2p_basic(red, BLACK))
    for act in ({"card": "4C", "spot": 1}, {"card": "7H", "spot": 1}, {"card": "2C", "spot": 1},
                {"card": "8H", "spot": 1}):
        m.play(dict(act, type="play"))
    return m


@pytest.mark.parametrize("hinted", [True, False])
def test_a_failing_placement_the_hint_shows_is_played_without_asking(monkeypatch, hinted):
    m = _failing_spot_1()
    move = {"type": "play", "card": "KD", "spot": 1}
    monkeypatch.setattr(half_move, "hinted_action", lambda board: dict(move) if hinted else None)
    app, scene = match_board(m)
    try:
        n = len(m.actions)
        drag(app, grab(scene, f"r{m.state.round}:KD"), target_rect(scene, "spot:1").center)
        if hinted:
            assert len(m.actions) == n + 1 and m.actions[-1] == move, "played, not asked"
        else:
            assert scene.composer.confirm is not None and len(m.actions) == n, "asked first"
    finally:
        close_board(app)


def test_the_hinted_action_is_the_hint_shown_for_this_position():
    """Read from the hint overlay's record for this position (HintOverlay.showing, which checks the moment)."""
    class Hints:
        shown = None

        def showing(self):
            return self.shown

    class Board:
        hints = Hints()
    board = Board()
    assert half_move.hinted_action(board) is None
    board.hints.shown = type("H", (), {"action": {"type": "play"}})()
    assert half_move.hinted_action(board) == {"type": "play"}
