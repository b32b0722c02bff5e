"""Session 60 (review 59w, revw_29.png): at three seats two team-mates' captions "Bot 2 said last round, still
stands: “I" and "Bot 3 said last round, still stands: “I" ran into each other: each was wrapped to its plate's
width plus the 14 pixels between the plates, so the two met end to end. A caption is now as wide as its plate at
most: the two are at least as far apart as the plates (14 design pixels; 8 screen pixels read as a space)."""

import pytest

from quash_table.games.thegame import scene as scene_module
from quash_table.games.thegame.scene import TheGameBoard
from quash_table.ui.widgets import Label
from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui

LONGEST = {"colour": "P", "height": "middle"}     # plate_captions.LONGEST_HOLD: the longest statement


def _caption(labels, who):
    """The lines of `who`'s caption: its first line and the one drawn after it under the same plate."""
    k = next(k for k, d in enumerate(labels) if d.text.startswith(f"{who} said"))
    lines = [labels[k]]
    if k + 1 < len(labels) and labels[k + 1].pos[0] == labels[k].pos[0]:
        lines.append(labels[k + 1])
    return lines


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("ago", [None, 1])
def test_two_team_mates_captions_keep_a_gap(size, ago, monkeypatch):
    monkeypatch.setattr(TheGameBoard, "_caption_signal", staticmethod(lambda view, seat: LONGEST))
    monkeypatch.setattr(scene_module, "said_ago", lambda view, seat, sig: ago)
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=11)
    try:
        settle(app, scene)
        scene.rebuild()
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        left, right = _caption(labels, "Bot 2"), _caption(labels, "Bot 3")
        if ago:
            assert "still stands" in " ".join(d.text for d in left), [d.text for d in left]
        for a in left:
            for b in right:
                ra, rb = a.text_rect(), b.text_rect()
                if ra.top < rb.bottom and rb.top < ra.bottom:        # on one line of the screen
                    assert rb.left - ra.right >= scene.metrics.px(14), (a.text, ra, b.text, rb)
    finally:
        close_board(app)
