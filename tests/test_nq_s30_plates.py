"""NumberQuash, session 30: at six seats and 1024x640 (the log folded) a bot's plate says what it did on its
latest turn, read from the rules' events; not on the plate of the seat to move (its dice and the header)."""

import pygame
import pytest

from quash_table.ui.widgets import Label
from tests.test_nq_s30_words import six_with_a_steal
from tests.ui_helpers import hover_for_tip, match_board, steps

pytestmark = pytest.mark.ui


def test_bot_plates_say_their_latest_turn_at_six_seats_in_a_small_window():
    m = six_with_a_steal()        # Bot 3 to move
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    steps(app, 3)
    try:
        plates = scene.badges
        said = {seat: [d.text for d in scene.table.decor if isinstance(d, Label)
                       and pygame.Rect(plates[seat]).collidepoint(d.pos)] for seat in plates}
        # the whole turn is too long for the plate's line: the steal stays, the news a player must not miss, the
        # roll that ended the turn after it in fewer words (session 34: it gave the steal up, "… 1+2: left blue 1
        # and 2"; the cell's side named, session 31), and the cells it covered (session 37: "stole your left red 3"
        # alone hid them), the steal in its fewest words where both do not fit whole
        assert "stole from you; 2 cells" in said[1], said[1]
        assert "rolled 1+2: left pink 3" in said[5], said[5]
        assert not any("rolled" in w for w in said[2]), said[2]        # Bot 3 is to move: its dice say it
        assert not any("rolled" in w for w in said[0]), said[0]        # your own plate: no news to you
    finally:
        app.scenes.clear()
        pygame.display.quit()


def test_a_spent_bonus_leaves_an_empty_ring_on_its_colours_side_and_the_octagon_says_what_it_means(monkeypatch):
    m = six_with_a_steal()        # Bot 2 (blue) spent its 11
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    steps(app, 3)
    try:
        spent = [op for op in scene.deco if op[0] == "spent"]
        eleven = next(op for op in scene.deco if op[0] == "bonus" and op[1] == 11)
        assert [(op[1], op[5]) for op in spent] == [("blue", 1)], spent
        _, _, cx, cy, r, _ = eleven
        assert pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r)).collidepoint(spent[0][2:4])
        assert spent[0][4] >= 8                     # as large as a quasher, not a dot
        words, _rect = hover_for_tip(app, scene, (int(cx), int(cy)), monkeypatch)     # the pointer rests on it
        assert words.startswith("Bonus octagon 11: a steal of one quasher") and words.endswith("supply): Bot 2."), words
    finally:
        app.scenes.clear()
        pygame.display.quit()
