"""Session 14 on the Flush board: what new players found (each test fails on the code before its fix)."""

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from tests.ui_helpers import close_board, make_app, settle, steps


def _played(seats, until, seeds=range(20), limit=3000, humans=1):
    """A match (people at the first `humans` seats, normal bots after) played by the normal bot at every
    seat until `until(match)` holds; None if no seed gets there."""
    for seed in seeds:
        match = Match("flush", ["human"] * humans + ["bot:normal"] * (seats - humans), seed=seed)
        bots = [make_bot("flush", "normal", s) for s in range(seats)]
        while not match.over and len(match.actions) < limit:
            if until(match):
                return match
            seat = match.to_move
            match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return None


def _labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_round_going_in_circles_says_so_on_the_table(size):
    """The cards going round in circles (40 turns and more without a Flush) had a log line, once, and the
    hint's words: the table said nothing. The tray now says it for as long as it lasts, with the count."""
    from quash_table.ui.tables import board_for_match
    match = _played(3, lambda m: m.to_move == 0 and m.game.view(m.state, 0)["circling"]
                    and m.game.view(m.state, 0)["stage"] is None)
    assert match is not None
    turns = match.game.view(match.state, 0)["circling"]
    app = make_app(size=size)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        # (its lines wrapped as the tray's width needs)
        assert f"{turns} turns without a Flush" in " ".join(_labels(scene)), _labels(scene)
    finally:
        close_board(app)
    # a round that does not circle says nothing of it
    fresh = Match("flush", ["human", "bot:normal", "bot:normal"], seed=1)
    app = make_app(size=size)
    scene = board_for_match(app, fresh, autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        assert "without a Flush" not in " ".join(_labels(scene))
    finally:
        close_board(app)
