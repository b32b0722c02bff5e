"""Session 23, review (49-scores.png): the "Scores so far" pop-up broke a name across lines ("…Player 1 11,
Player / 2 20, Player 3 0"). Each seat's name with its score is kept on one line."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _second_round(seats=3, seed=5):
    m = Match("flush", ["human"] * seats, seed=seed)
    rng = random.Random(seed)
    while not m.state.rounds:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_scores_pop_up_keeps_each_name_with_its_score(monkeypatch):
    m = _second_round()
    app, scene = match_board(m, size=(1280, 800))
    try:
        steps(app, 3)
        names = [scene.session.words(m.game.seat_name(i, 3)) for i in range(3)]
        scores = m.game.result(m.state)["scores"]
        pairs = [f"{n}: {x}" for n, x in zip(names, scores)]     # "name: count" (session 26)
        scene.score_panel.toggle()          # (the C key, behind the pass-and-play curtain here)
        steps(app, 3)
        assert scene.score_panel.showing()
        drawn = []
        real = theme.blit_text
        monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: (drawn.append(text),
                                                                                 real(surface, text, *a, **k))[1])
        scene.score_panel.draw(app.screen)
        lines = [t.replace("\u00a0", " ") for t in drawn]
        summary = [t for t in lines if "so far" in t or any(n in t for n in names)]
        assert len(summary) >= 2, lines         # the summary runs to two lines at this size
        for pair in pairs:
            assert any(pair in line for line in summary), (pair, summary)
    finally:
        close_board(app)
