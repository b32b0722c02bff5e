"""Session 24, NumberQuash's board for a new player: the opening rolls readable at 1024x640, and the turn
order in view all game (a notice, a hint or pass-and-play's banner took its place)."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.table import MIN_TEXT_PX
from tests.test_numberquash_scene import close
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_the_opening_rolls_are_never_smaller_than_the_tables_smallest_text(seed):
    # session 23: "Everyone rolled both dice; the highest total starts." was squeezed into the tray's width,
    # 8 px high at 1024x640, and the rolls themselves were the table's smallest text
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human"] + ["bot:normal"] * 5, seed, {})
    app = make_app((1024, 640), animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        tray = scene.tray.rect
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        if len(match.game.view(match.state, 0)["opening"]) <= 2:      # (after two ties the re-rolls come first)
            assert any(d.text.startswith("Everyone rolled") for d in labels)
        small = [(d.text, d._size()) for d in labels if d._size() < MIN_TEXT_PX]
        assert not small, small
        rows = [d for d in labels if d.text in {scene.short(s) for s in range(6)}]
        assert len(rows) == 6 and all(d._size() >= 12 for d in rows), [(d.text, d._size()) for d in rows]
        roll = next(b for b in scene.table.buttons if b.id == "roll")
        assert all(not d.text_rect().colliderect(roll.rect) for d in labels)
    finally:
        close(app)
