"""Review 56s: Statistics showed Best "–" for Quadruple War beside a chart bar of 510, a game the bots finished for
the player (statistics leave such a game out of Best, as the Best heading's tooltip said only on hover). A note
under the table says so wherever a row counts one (ui/screens/statistics.BOT_NOTE, a small kit change)."""

import pytest

from quash_table.engine import stand_ins
from quash_table.ui.screens.statistics import BOT_NOTE
from tests.ui_helpers import main_menu_app, open_statistics  # noqa: F401 (app)

pytestmark = pytest.mark.ui


def _bot_finished_game():
    import random

    from quash_table.engine.match import Match
    from quash_table.engine.stats import record_match
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], seed=3, options={"target": 100})
    rng = random.Random(3)
    for _ in range(60):
        m.play(rng.choice(m.legal_actions()))
    stand_ins.record(m, [0])
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    record_match(m)


def test_a_bot_finished_games_best_is_explained_under_the_table(app):
    _bot_finished_game()
    info = open_statistics(app)
    row = next(r for r in info["rows"] if r["game"] == "quadwar")
    assert row["best"] == "\u2013" and row["games_words"].endswith("(1 by bot)"), row
    assert BOT_NOTE in info["notes"], info["notes"]
    assert any(bar["by_bot"] for bar in info["chart"])
