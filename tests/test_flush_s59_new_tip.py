"""Session 59, a new player's review of Flush: the pile's "new" tag was not explained (what is new?). Resting the
pointer on it now says (the board's mark_tip, the kit's recent_marks.tag_tips)."""

import pygame
import pytest

from quash_table.games.flush.marks import NEW_PILE_TIP
from quash_table.ui import recent_marks
from tests.ui_helpers import close_board, hover_for_tip, open_board, settle, step_until

pytestmark = pytest.mark.ui


def test_resting_on_the_piles_new_says_what_is_new(tmp_path, monkeypatch):
    app, scene = open_board("flush", ["human", "bot:normal"], seed=581, size=(1024, 640), options={"first": 0},
                            layout_path=tmp_path / "layout.json")
    try:
        settle(app, scene)
        scene.session.play({"type": "play", "cards": ["2L"], "as": 2})      # a plain lay: the bot answers on the pile
        settle(app, scene)
        step_until(app, lambda: scene.session.my_turn() and bool(scene.marks.frames()))
        tips = recent_marks.tag_tips(scene, pygame.display.get_surface())
        assert [t.reason for t in tips] == [NEW_PILE_TIP]
        words, _ = hover_for_tip(app, scene, tips[0].rect.center, monkeypatch)
        assert words == NEW_PILE_TIP
    finally:
        close_board(app)
