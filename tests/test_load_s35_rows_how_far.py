"""Review 35: a Load row keeps how far its game went before the exact scores. A Quadruple War row with older
copies, or "saved & in Continue", at 1024x640 said "Quadruple War · You: 82, Bot 2: 43, ... points": the hand
went and the scores stayed, where a player knows a game by its hand first. It now keeps the hand and says the
scores in short, as a score sheet does, where every seat by name does not fit ("hand 2, trick 3, Bot 2 to play ·
0–0–0–0 points"; games/quadwar/load_row.py)."""

import json

import pygame
import pytest

from tests.test_load_s34_one_voice import H4, _forms, _played

pytestmark = pytest.mark.ui


def test_every_quadruple_war_form_that_says_the_scores_says_the_hand():
    forms = _forms(_played("quadwar", H4, 70))
    scored = [f for f in forms if "points" in f]
    assert scored and all(" \u00b7 hand " in f for f in scored), forms
    # every seat by name first, then in short (never the bots together: session 20)
    assert not any("Bots " in f for f in forms) and any("0\u20130\u20130\u20130 points" in f for f in scored), forms


def test_a_quadruple_war_row_with_older_copies_in_continue_keeps_its_hand_at_1024x640():
    from quash_table.engine.saves import save_match
    from quash_table.paths import autosave_path
    from quash_table.ui.screens.load_lines import head_row_line
    from tests.ui_helpers import make_app, steps
    path = save_match(_played("quadwar", H4, 70), autosave_path())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = "2025-11-28T14:03:00+00:00"      # a date of another year: the longest a row says
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app(size=(1024, 640))
    try:
        app.nav.load()
        steps(app, 2)
        row = head_row_line(path, app.top.m, 2)       # "in Continue · <date> · ▸ 2 older copies"
        assert row.startswith("Quadruple War \u00b7 hand 2"), row
        scores = row.split(" \u00b7 ")[2]
        assert all(f"Bot {k}: " in scores for k in (2, 3, 4)) or "\u2013" in scores, row
        assert scores.endswith("points"), row
        assert "2 older copies" in row and "in Continue" in row, row
    finally:
        pygame.display.quit()
