"""Playing against one bot (session 18, a new player's screenshot): through your whole turn the bot's plate
stayed gold and said "Bot  •  to move" under the header's "Your turn". The plate is drawn when the table is
built, and the bot's plate was still marked then (the table was showing its End turn's draw); nothing built
the table again once that had landed. The plate's mark now follows turn_on_screen, as the header does."""

import pygame
import pytest

from tests.ui_helpers import board, centre, drag, make_app, settle, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app(animation="normal")
    yield a
    pygame.display.quit()


def plate_words(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text") and d.text.startswith("Bot")]


def test_the_bots_plate_is_not_marked_to_move_through_your_turn(app):
    scene = board(app, "thegame", ["human", "bot:normal"], seed=11)
    settle(app, scene)
    s = scene.session
    first, second = s.match.state.hands[0]
    for card, stack in ((first, "up"), (second, "down")):
        drag(app, centre(scene.table.piece_by_id[card].home), centre(scene.table.target_by_id[f"stack:{stack}"].rect))
        steps(app, 30)
    settle(app, scene, timeout=30)
    steps(app, 240)                 # your turn, four seconds on: the table has shown the bot's turn
    assert s.match.state.to_move == 0 and s.my_turn()
    assert len(s.match.actions) > 2
    assert "Bot  \u2022  to move" not in plate_words(scene), plate_words(scene)
    assert "Bot" in plate_words(scene)
