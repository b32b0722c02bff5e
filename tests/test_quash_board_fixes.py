"""The QUASH board's fixes of review 13, driven through the board (headless, dummy video driver)."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.chart import legend_rows
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle

pytestmark = pytest.mark.ui


def _played(seats, rounds, seed=3, variant="basic"):
    """A match of bots' moves (random, seeded) up to the start of round `rounds`."""
    import random
    m = Match("quash", seats, seed, {"variant": variant})
    rng = random.Random(seed)
    while m.state.round < rounds and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _board(m, size=(1280, 800), **kw):
    app = make_app(size=size, **kw)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene


def test_the_four_player_chart_draws_a_line_per_side_named_as_the_board_names_it():
    m = _played(["human", "bot:easy", "bot:easy", "bot:easy"], 3)
    app, scene = _board(m)
    try:
        series, labels, _ = scene.score_series()
        assert [label for label, _ in series] == ["RED (You and Bot 3)", "BLACK (Bot 2 and Bot 4)"]
        assert len(legend_rows(series)) == 2
        assert [vals[-1] for _, vals in series] == m.state.scores
    finally:
        close_board(app)


def test_the_two_player_chart_keeps_a_line_per_player_named_by_side():
    m = _played(["human", "bot:easy"], 3)
    app, scene = _board(m)
    try:
        series, _, _ = scene.score_series()
        assert [label for label, _ in series] == ["RED (You)", "BLACK (Bot 2)"]
    finally:
        close_board(app)
