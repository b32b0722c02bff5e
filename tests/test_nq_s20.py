"""Review 20 (a new player's NumberQuash): the opening verdict whole, the replay of a game without hidden
information, the Load rows, result text, log and supply words."""

import pytest

from quash_table.engine.match import Match
from tests.test_numberquash_scene import close
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_opening_verdict_after_a_tie_shows_whole_in_the_tray(size):
    """50-pnp.png: "Player 1 starts: tied with Player 2 on 8, then" (the re-roll it won was cut off)."""
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human", "human"], 21, {})      # tied on 8, then 12 to 9
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        tray = scene.tray.rect
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        text = " ".join(d.text for d in labels)
        assert "tied with Player 2 on 8, then won the re-roll 12 to 9" in text, text
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_plate_says_its_supply_in_one_wording(size):
    """Six seats: others' strips said "1/18 · 24 left", yours "0/18 · 25 in supply"."""
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human"] + ["bot:normal"] * 5, 1, {})
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        supply = [d.text for d in scene.table.decor if type(d).__name__ == "Label" and "/18 \u00b7" in d.text]
        assert len(supply) == 6, supply
        assert all(text.endswith(" in supply") for text in supply), supply
    finally:
        close(app)
