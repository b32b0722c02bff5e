"""Review 14, item 4: a signal's caption wrapped under a plate ("Please leave the ascending stack alone")
sat on the ▲ mat's top edge: the captions keep a gap above the stacks' mats, at any table and size."""

import pytest

from quash_table.games.thegame.scene import TheGameBoard
from quash_table.ui.widgets import Label, Panel
from tests.ui_helpers import board, close_board, make_app, settle, target_rect

pytestmark = pytest.mark.ui

SAID = "Please leave the ascending stack alone"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("others", [1, 2, 3, 4])
def test_a_signal_caption_keeps_clear_of_the_stacks(size, others, monkeypatch):
    # review 18b: a plate's caption is read from what was said (its short words where the full ones do
    # not fit), so the seats are made to have said it, not given its words
    # (a statement: a request about a stack is said on the stack's tag, not under the plate, session 32)
    monkeypatch.setattr(TheGameBoard, "_caption_signal", staticmethod(lambda view, seat: {"stack": "up", "ask": "reverse"}))
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann"] + ["bot:easy"] * others, seed=1)
    try:
        settle(app, scene)
        scene.rebuild()
        slots = [target_rect(scene, f"stack:{s}") for s in ("up", "down")]
        mats = [d.rect for d in scene.table.decor if isinstance(d, Panel) and any(d.rect.contains(s) for s in slots)]
        said = [d.text_rect() for d in scene.table.decor if isinstance(d, Label)
                and "said: \u201cI can turn" in d.text]
        assert len(mats) >= 2 and len(said) >= others
        gap = scene.metrics.px(5)
        for r in said:
            for mat in mats:
                if r.right > mat.left and r.left < mat.right and r.centery < mat.centery:   # the plates' captions
                    assert mat.top - r.bottom >= gap, (r, mat)
    finally:
        close_board(app)
