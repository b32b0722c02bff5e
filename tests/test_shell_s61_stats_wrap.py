"""Session 61 (shell): a Statistics row's Game cell breaks between its parts, each whole on its line (the game's
name, "2 players", "Professional: on"): it broke inside them, "The Game: Quick & Easy, 2 / players, Professional:
on" under "The Game: Quick & Easy, / 4 players" (review 60)."""

import json

import pytest

from quash_table.engine.stats import setup_parts
from quash_table.games import get_game
from quash_table.paths import stats_path
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def _history():
    at = "2026-12-06T08:00:00"
    games = [(3, {}), (2, {"professional": True}), (4, {}), (2, {}), (5, {})]
    return [{"at": at, "won": False, "score": 10, "seats": n, "undone": False, "options": o} for n, o in games]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_game_cell_breaks_between_its_parts(size):
    history = _history()
    rec = {"games": len(history), "wins": 0, "best_score": 10, "streak": 0, "best_streak": 0, "undone_games": 0,
           "history": history}
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"format": "quash-table-stats", "version": 1, "players": {"You": {"thegame": rec}}}))
    app = make_app(size=size)
    try:
        app.nav.statistics()
        steps(app, 2)
        scene = app.top
        game = get_game("thegame")
        rows = scene._player_rows()
        assert len(rows) == len(history)
        for row in rows:
            lines = scene._title_lines(row, scene._table_rect().w)
            parts = [game.title] + setup_parts(game, row["setup"][0], dict(row["setup"][1]))
            said = " ".join(lines)
            for part in parts:
                assert part in said
                # each part whole on one line (a comma may follow it)
                assert any(part in line for line in lines), (part, lines)
    finally:
        import pygame
        pygame.display.quit()
