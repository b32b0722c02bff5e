"""Session 24, NumberQuash's board for a new player: the opening rolls readable at 1024x640, and the turn
order in view all game (a notice, a hint or pass-and-play's banner took its place)."""

import re

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


def _order_rects(scene):
    """The turn order's heading and its six lines ("1. Player 2  ◀")."""
    return [d.text_rect() for d in scene.table.decor if type(d).__name__ == "Label"
            and (d.text == "Turn order" or re.match(r"[1-6]\. ", d.text))]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_turn_order_stays_in_view_under_news_and_the_pass_and_play_notice(size):
    # session 23: the Turn order block vanished while news aside (a game kept in Load) or pass-and-play's
    # notice naming the next person showed: they took its corner
    from tests.ui_helpers import board, settle
    app = make_app(size)
    scene = board(app, "numberquash", ["human", "human"] + ["bot:normal"] * 4, seed=3)
    try:
        settle(app, scene)
        scene.show_message("Your unfinished Quadruple War game is kept in Load; Continue is now this game.",
                           aside=True)
        steps(app, 3)
        order = _order_rects(scene)
        assert len(order) == 7, [d.text for d in scene.table.decor if type(d).__name__ == "Label"]
        shown = scene.painter.message_rect()
        assert shown is not None and shown.collidelist(order) < 0, (shown, order)
        assert not shown.colliderect(scene.mid_rect)
        # the notice naming the next person, where the tray has no room for it
        scene.message = None
        scene.handover.seat = scene.session.screen_seat
        scene.tray_room = None
        scene.rebuild()
        steps(app, 2)
        assert scene.handover.words() is not None and scene.banner_room is not None
        assert len(_order_rects(scene)) == 7
        assert not scene.banner_room.colliderect(scene.mid_rect), (scene.banner_room, scene.mid_rect)
    finally:
        close(app)
