"""Review 56s: Statistics showed Best "–" for Quadruple War beside a chart bar of 510, a game the bots finished for
the player (statistics leave such a game out of Best, as the Best heading's tooltip said only on hover). A note
under the table says so wherever a row counts one (ui/screens/statistics.BOT_NOTE, a small kit change)."""

import pytest

from quash_table.engine.stats import record_match
from quash_table.ui.screens.statistics import BOT_NOTE
from tests.qw_games import finished_by_stand_in
from tests.ui_helpers import main_menu_app, open_statistics  # noqa: F401 (app)

pytestmark = pytest.mark.ui


def test_a_bot_finished_games_best_is_explained_under_the_table(app):
    record_match(finished_by_stand_in())
    info = open_statistics(app)
    row = next(r for r in info["rows"] if r["game"] == "quadwar")
    assert row["best"] == "\u2013" and row["games_words"].endswith("(1 by bot)"), row
    assert BOT_NOTE in info["notes"], info["notes"]
    assert any(bar["by_bot"] for bar in info["chart"])
