"""Session 58 (review 57, a new player rated 8): at a Super Flush the tray's "Base 1 / 2 / 3" buttons did not
point at the bases. Each base you may give is now named over it on the table as its button names it, and lit
(games/flush/give_tags.py)."""

import pytest

from quash_table.engine.match import Match
from tests.test_flush_fit import drawn_labels
from tests.ui_helpers import close_board, match_board, settle, steps


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_each_base_you_may_give_is_named_over_it(size):
    # seed 5, three seats, you third: your five 2s and the Mimic on the pile make a Super Flush
    m = Match("flush", ["bot:normal", "bot:normal", "human"], seed=5, options={"format": "arena", "rounds": "1"},
              actions=[{"type": "play", "cards": ["7", "7L"], "as": 7}])
    app, scene = match_board(m, size=size, animation="instant")
    try:
        assert scene.act({"type": "play", "cards": ["2", "2L", "2D", "b0", "b1", "b2"], "as": 2})
        settle(app, scene)
        steps(app, 10)
        assert m.state.stage == "super"
        gives = sorted(int(b.id[5:]) for b in scene.composer_buttons() if b.id.startswith("give:"))
        assert gives == [0, 1, 2]
        labels = {text: r for text, r, _ in drawn_labels(scene)}
        rects = scene._g["base_rects"][2]
        for i in gives:
            r = labels.get(f"Base {i + 1}")
            assert r is not None, sorted(labels)
            assert rects[i].x <= r.centerx <= rects[i].right, (i, r, rects[i])   # over its own base
            assert r.bottom <= rects[i].y
        # the buttons say the same names
        assert all(b.label.endswith(f"base {i + 1}") for b, i in
                   zip([b for b in scene.composer_buttons() if b.id.startswith("give:")], gives))
    finally:
        close_board(app)
