"""The QUASH board's fixes of review 13b (a fresh new player), driven through the board (headless, dummy
video driver): what the header and plates say while a pass-and-play mover glances at the card they drew,
the pooled leftovers' words, the fail dialog, the round's end, the charts' colours."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import click, close_board, drag, grab, make_app, settle, target_rect

pytestmark = pytest.mark.ui


def _board(m, size=(1280, 800), **kw):
    app = make_app(size=size, **kw)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene


def _ready(app, scene):
    ready = next(o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready")
    click(app, (ready["rect"][0] + ready["rect"][2] // 2, ready["rect"][1] + ready["rect"][3] // 2))
    settle(app, scene)


def test_while_ann_glances_at_her_drawn_card_nothing_names_bob_or_marks_him_to_move():
    """Pass-and-play: after Ann's play her hand (with the card she drew) stays a moment; meanwhile the
    header says what she drew and that the table is being covered, and no plate says "to move": the next
    person is named only once her cards are covered."""
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        _ready(app, scene)
        assert s.screen_seat == 0 and s.my_turn()
        rnd = m.state.round
        card = s.view()["hand"][0]
        drag(app, grab(scene, f"r{rnd}:{card}"), target_rect(scene, "spot:3").center)
        assert m.actors[-1] == 0 and m.to_move == 1
        glanced = 0
        for _ in range(60 * 6):
            app.step(1 / 60)
            if s.curtain is not None:
                break
            status = scene.hud.status()
            own_up = any(p.zone == "hand:0" and p.code for p in scene.table.pieces)
            if own_up:
                glanced += 1
                assert "Bob" not in status, status
                assert s.table_to_move() is None
                assert not scene.hud.shown.get("status") or "Bob" not in scene.hud.shown["status"]
            if s.glancing():
                assert status.startswith("Ann draws the ") and "covering the table" in status, status
        assert glanced > 0
        assert s.curtain == 1
        assert not any(p.zone == "hand:0" and p.code for p in scene.table.pieces)
    finally:
        close_board(app)
