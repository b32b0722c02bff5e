"""Review 39 (Load at 1024x640): three saves of one Quadruple War hand, with an older copy in the list, all read
"Quadruple War · hand 1 · You: 0, Bot 2: 0, Bot 3: 0, Bot 4: 0 points · saved · <time>": the trick and the turn
gone, alike but for their time. Every score alike is said "all on 0 points", and where the game stands stays."""

import os

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.games import get_game
from quash_table.games.quadwar.load_row import unfinished_row_forms
from quash_table.paths import saves_dir
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui
BASE = 1_764_000_000


def test_a_first_hands_rows_keep_the_trick_and_turn_over_its_zero_scores():
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"], 3, {"dealer": 0})
    names = []
    for i, moves in enumerate((9, 14, 19)):
        while len(m.actions) < moves:
            m.play(m.legal_actions()[0])
        name = f"qw{i}.json"
        save_match(m, saves_dir() / name)
        os.utime(saves_dir() / name, (BASE + i,) * 2)
        names.append(name)
    for i in range(2):          # copies the app kept of another game: a row with "▸ 2 older copies", the longest end
        other = Match("quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"], 5, {"dealer": 0})
        for _ in range(6 + i):
            other.play(other.legal_actions()[0])
        save_match(other, saves_dir() / f"unfinished-qw{i}.json")
        os.utime(saves_dir() / f"unfinished-qw{i}.json", (BASE + 10 + i,) * 2)
    app = make_app(size=(1024, 640))
    try:
        app.nav.load()
        steps(app, 3)
        while not app.top.lines.done:
            steps(app, 2)
        rows = {f.name: text for text, f in app.top.rows if f is not None}
        bodies = [rows[n].split(" \u00b7 saved")[0] for n in names]
        assert len(set(bodies)) == 3, bodies
        for body in bodies:
            assert "trick" in body or "to play" in body or "your turn" in body, body
    finally:
        pygame.display.quit()


def test_level_scores_are_said_all_on():
    game = get_game("quadwar")
    st = {"progress": ["hand", 1], "to_move": 1, "verb": "play", "scores": [0, 0, 0, 0], "winners": [],
          "stage": ["trick", 4, 13]}
    forms = unfinished_row_forms(st, ["You", "Bot 2", "Bot 3", "Bot 4"], 0, [1, 2, 3], "", game.score_unit)
    said = [" \u00b7 ".join(f) for f in forms]
    at = said.index(next(s for s in said if s.endswith("all on 0 points")))
    assert "trick 4" in said[at] and not any("trick" not in s and "Bot 2 to play" not in s for s in said[:at]), said
