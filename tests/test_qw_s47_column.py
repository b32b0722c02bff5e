"""Session 47, Quadruple War (review 46-2): where the last trick's panel lies down the move log's column (five seats at
1024x640 and 1280x800), it read as something laid over the log. Now the column reads as two parts: the panel is headed
"Last trick" as the log is headed "Moves", framed as the log's own box is framed below it, the two boxes with the same
edges, the log's box beginning under the panel, and no frame of the kit's kind at all while the panel is closed."""

import pygame
import pytest

from quash_table.ui import theme
from tests.test_qw_s46_board_room import _past_two_tricks
from tests.ui_helpers import close_board, key, match_board, settle, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_last_trick_in_the_column_is_a_headed_box_over_the_logs_own_box(size):
    app, scene = match_board(_past_two_tricks(5), size=size, animation="instant")
    try:
        log_rect = scene.painter._log_rect()
        assert scene.painter.log_box(log_rect) is None, "no box while the panel is closed"
        key(app, pygame.K_l)
        settle(app, scene)
        steps(app, 3)
        box = scene._last_box
        column = scene.areas()[2]
        assert box is not None and box.colliderect(column), (box, column)
        shown = scene._last_plan
        assert shown["heading"] is not None and shown["heading"][0] == "Last trick", shown.get("heading")
        assert shown["border"] == theme.PANEL_LINE, "framed as the log's box, not the table's gold"
        log_rect = scene.painter._log_rect()
        frame = scene.painter.log_box(log_rect)
        assert frame is not None, "the log is drawn in a box of its own under the panel"
        assert frame.top > box.bottom, (frame, box)
        assert (frame.left, frame.right) == (box.left, box.right), (frame, box)
        # the log's heading and lines lie inside its box
        words = [pygame.Rect(r) for r in scene.log.word_rects]
        assert words and all(frame.contains(r) for r in words), [r for r in words if not frame.contains(r)]
        # the panel's heading and the log's stand at the same left edge and size
        heading, pos, px = shown["heading"]
        assert abs(pos[0] - scene.log.heading_rect.x) <= 1, (pos, scene.log.heading_rect)
        # the column's ground goes on up beside the panel (it lay on the felt over a column that began under it)
        ground = pygame.display.get_surface().get_at((column.x + 2, box.centery))[:3]
        assert tuple(ground) == theme.PANEL, ground
        key(app, pygame.K_l)                    # closed: the log has the whole column again, unboxed
        settle(app, scene)
        steps(app, 3)
        assert scene._last_box is None and scene.painter.log_box(scene.painter._log_rect()) is None
        assert scene.log.heading_rect.y < box.centery, (scene.log.heading_rect, box)
    finally:
        close_board(app)
