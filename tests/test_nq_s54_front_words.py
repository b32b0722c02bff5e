"""Pass-and-play NumberQuash turns the table to the next person: the banner says which octagons are now at the
front (Ann's red board jumped to the top right unsaid, review 52b), and at 1024x640 its line broken over three
lines keeps every word: the key to press included (a two-line cut dropped "then press R to roll")."""

import pytest

from tests.test_nq2_s14 import _to_bob
from tests.test_numberquash_scene import close
from tests.ui_helpers import board, make_app, settle, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_banner_names_the_octagons_now_at_the_front_and_keeps_its_key(size):
    app = make_app(size=size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Player 2"], seed=3, options={"order": [0, 1]},
                      stacked=[1, 2, 2, 4])
        settle(app, scene)
        _to_bob(app, scene)
        steps(app, 2)
        title, line = scene.handover.words()
        assert title == "Player 2's turn"
        assert "(blue, now at the front)" in line and line.endswith("then press R to roll"), line
        room = scene.handover.rect.w - 2 * app.metrics.px(14)
        lines = scene.handover._lines(line, room)
        assert " ".join(lines).replace("\u00b7 ", "") == line.replace("\u00b7 ", ""), lines
        assert any(piece.endswith("Player 2") or "Player 2 " in piece for piece in lines), lines   # kept whole
        assert scene.handover.rect.h >= len(lines) * 10
    finally:
        close(app)
