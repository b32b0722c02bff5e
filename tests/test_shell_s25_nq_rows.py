"""Session 25: a NumberQuash 6-seat row at 1024x640 fell back to the leader alone ("Bot 3 leads with 12") or
to no count at all: a row says every person's count in fewer words (no turn, no table, no unit) before it
drops any (games/numberquash/row_words.py)."""

import re

import pytest

from quash_table.paths import saves_dir
from tests.test_shell_s24_rows2 import _names, _played, _put, _rows
from tests.ui_helpers import make_app

TABLES = {          # name: seats, moves, seed
    "nq6-bot": (["human"] + ["bot:easy"] * 5, 80, 2),
    "nq6-pp3": (["human:Annabelle", "human:Bob", "human:Christopher"] + ["bot:easy"] * 3, 90, 8),
}


def _says_counts(text, m):
    names = _names(m)
    scores = m.game.result(m.state)["scores"]
    best = max(scores)
    for i, s in enumerate(m.seats):
        if s["kind"] == "bot" and scores[i] != best:
            continue
        if scores[i] == best:
            assert re.search(rf"\b{names[i]}\b[^,]* {best}\b", text, re.I), text
        else:
            assert re.search(rf"\b{names[i]}: {scores[i]}\b", text), text     # a colon: session 25


@pytest.mark.ui
def test_a_six_seat_row_at_1024_keeps_every_persons_count():
    games = {}
    for age, (name, (seats, moves, seed)) in enumerate(TABLES.items()):
        m = _played("numberquash", seats, moves, seed)
        games[name] = m
        _put(m, saves_dir() / f"{name}.json", age)
    rows = _rows((1024, 640))
    for name, m in games.items():
        _says_counts(rows[f"{name}.json"], m)


@pytest.mark.ui
def test_a_crowded_six_seat_row_keeps_your_count():
    """A row with the most beside its words (saved & autosaved, Continue opens this, older copies)."""
    from quash_table.ui.screens.load_lines import head_row_line
    m = _played("numberquash", ["human"] + ["bot:easy"] * 5, 80, 2)
    path = _put(m, saves_dir() / "nq6-crowded.json", 0)
    app = make_app((1024, 640))
    try:
        text = head_row_line(path, app.metrics, 3, twinned=True, opens=True)
    finally:
        import pygame
        pygame.display.quit()
    _says_counts(text, m)
