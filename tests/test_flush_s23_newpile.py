"""Session 23, review: with the pile empty the NEW PILE spot was drawn ("when someone picks up") but was no
place to drop on, so a card dropped there sprang home and nothing was said (46-newpile-empty2.png). It is
refused with the reason, as every other illegal drop is. Real mouse events."""

import pytest

from tests.test_flush_scene import hand_piece, open_table, stage
from tests.ui_helpers import centre, close_board, drag, grab, steps

pytestmark = pytest.mark.ui


def test_a_card_dropped_on_the_new_pile_with_the_pile_empty_is_refused_with_the_reason(tmp_path):
    app, scene = open_table(tmp_path)
    try:
        steps(app, 5)
        assert scene.session.my_turn() and not scene.session.view()["pile"]
        new_pile = scene._g["new"]          # the spot as drawn, whether or not it takes drops
        drag(app, grab(scene, hand_piece(scene, "8")), centre(new_pile))
        steps(app, 30)
        assert scene.message is not None and scene.message[0].startswith("The pile is empty"), scene.message
        # a card staged on the pile (the review's "a 3" in the tray), dragged on to the new pile: the same
        scene.message = None
        stage(app, scene, hand_piece(scene, "3"))
        assert scene.composer.staged
        staged = next(p for p in scene.table.pieces if p.code == "3" and p.zone != "hand:0")
        drag(app, grab(scene, staged), centre(scene._g["new"]))
        steps(app, 30)
        assert scene.message is not None and scene.message[0].startswith("The pile is empty"), scene.message
        assert scene.composer.to == "pile" and scene.composer.staged
    finally:
        close_board(app)
