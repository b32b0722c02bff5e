"""A frame makes new card faces on demand only within its budget; past it a face made at another size stands
in and the real one is made on the frames after (Flush's pickup of a dozen cards at a new size made them
all on one frame: 5 ms of 15, issue 22). Outside a frame every face is made when asked for."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from quash_table.ui import face_budget  # noqa: E402
from quash_table.ui.face_budget import FaceBudget  # noqa: E402
from quash_table.ui.sprites import DECK_CODES, SPRITES  # noqa: E402

CODES = list(DECK_CODES["standard"][:13])
OLD, NEW = (60, 90), (52, 78)


@pytest.fixture
def book():
    pygame.init()
    pygame.display.set_mode((200, 200))
    SPRITES.clear()
    for code in CODES:
        SPRITES.card("standard", code, OLD)
    yield
    SPRITES.clear()


def test_past_the_budget_a_made_face_stands_in_and_the_real_one_is_wished_for(book, monkeypatch):
    monkeypatch.setattr(face_budget, "FACE_BUDGET", 1e-12)     # the first new face spends it
    faces = FaceBudget()
    faces.begin()
    shown = [faces.card("standard", code, NEW) for code in CODES]
    faces.end()
    assert all(img.get_size() == NEW for img in shown)
    made = [code for code in CODES if SPRITES.made("standard", code, NEW) is not None]
    assert made == CODES[:1]                  # one made on demand, then the budget was gone
    assert SPRITES.wanted() == len(CODES) - 1
    assert faces.stand_ins == len(CODES) - 1      # counted till the next frame begins: not settled meanwhile
    while SPRITES.warm(1.0):
        pass
    assert all(SPRITES.made("standard", code, NEW) is not None for code in CODES)
    faces.begin()
    assert faces.card("standard", CODES[5], NEW) is SPRITES.made("standard", CODES[5], NEW)   # the real one now
    faces.end()


def test_a_face_never_made_is_made_even_past_the_budget(book, monkeypatch):
    monkeypatch.setattr(face_budget, "FACE_BUDGET", 0.0)
    faces = FaceBudget()
    faces.begin()
    faces.spent = 1.0
    img = faces.card("thegame", DECK_CODES["thegame"][0], NEW)        # no stand-in exists: made now
    faces.end()
    assert img is SPRITES.made("thegame", DECK_CODES["thegame"][0], NEW)


def test_outside_a_frame_every_face_is_made(book, monkeypatch):
    monkeypatch.setattr(face_budget, "FACE_BUDGET", 0.0)
    faces = FaceBudget()
    shown = [faces.card("standard", code, NEW) for code in CODES]
    assert all(img is SPRITES.made("standard", code, NEW) for img, code in zip(shown, CODES))
    assert SPRITES.wanted() == 0


def test_the_app_step_is_a_frame(monkeypatch):
    from tests.ui_helpers import make_app
    from quash_table.ui.screens.main_menu import MainMenuScene
    app = make_app()
    app.push(MainMenuScene(app))
    seen = []
    monkeypatch.setattr(app, "draw", lambda: seen.append(face_budget.FACES.spent))
    app.step(1 / 60)
    assert seen == [0.0] and face_budget.FACES.spent is None


def test_a_board_is_not_settled_while_a_face_stands_in(monkeypatch):
    from tests.ui_helpers import close_board, open_board
    app, scene = open_board("quash", ["human", "bot:normal"], seed=3)
    try:
        assert scene.settled()
        monkeypatch.setattr(face_budget.FACES, "stand_ins", 1)
        assert not scene.settled()
    finally:
        close_board(app)
