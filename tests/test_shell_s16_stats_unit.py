"""Review 16 (78.png): Statistics called NumberQuash's best "16 points"; NumberQuash counts the cells
covered of a seat's best colour, and the game now says its unit (Game.score_unit), read by the screen."""

import pytest

from tests.ui_helpers import main_menu_app, open_statistics, play_and_record  # noqa: F401 (app)

pytestmark = pytest.mark.ui



def test_numberquash_best_says_cells_covered(app):
    covered = play_and_record("numberquash", "human:Ann,bot:easy", 2)
    info = open_statistics(app)
    best = {r["game"]: r["best"] for r in info["rows"]}
    assert best["numberquash"] == f"{covered} cell{'' if covered == 1 else 's'} covered"
    assert "point" not in best["numberquash"]
