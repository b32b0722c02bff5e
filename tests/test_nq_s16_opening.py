"""Review 16: six seats after two ties, the opening rolls fit the tray and say the order the re-rolls made."""

import pytest

from quash_table.engine.match import Match
from tests.test_numberquash_scene import close
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui

# as 20.png (seed 1): You 6+2, Bot 2 1+6, Bot 3 4+3, Bot 4 4+4, Bot 5 1+5, Bot 6 4+5; tied on 8: You 3+5,
# Bot 4 5+6; tied on 7: Bot 2 4+6, Bot 3 3+1


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_six_seats_two_ties_the_opening_rolls_fit_and_say_the_order(size):
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human"] + ["bot:normal"] * 5, 1, {})
    view = match.game.view(match.state, 0)
    assert [[r[0] for r in rnd] for rnd in view["opening"]] == [[0, 1, 2, 3, 4, 5], [0, 3], [1, 2]]
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        tray = scene.tray.rect
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        text = " ".join(d.text for d in labels)
        assert "\u2026" not in [d.text for d in labels], text
        # each re-roll's rolls in the turn order they made (session 49: as every list of the seats)
        assert "Tied on 8, rolled again: Bot 4 5+6=11, you 3+5=8, so Bot 4 before you" in text, text
        assert "Tied on 7, rolled again: Bot 2 4+6=10, Bot 3 3+1=4, so Bot 2 before Bot 3" in text, text
        roll = next(b for b in scene.table.buttons if b.id == "roll")
        assert all(not d.text_rect().colliderect(roll.rect) for d in labels)
    finally:
        close(app)
