"""Session 34: a hint's words are placed once, where they first show, and do not move or change size when its
arrow comes (review 33b: NumberQuash at six seats, 1024x640, the Moves open: the words showed at once, then went a
size smaller and moved aside when the arrow's way, routed off the window's thread, came a moment later). The
arrow drawn goes round them where it must.

Session 40 (issue 23): since session 38 the words come with a quick way drawn at once, and placed once against it,
the why (H) was placed against the routed way, elsewhere. The words are now placed once more, against the routed way,
the frame it comes (the quick way moves into it then too), and stay there whatever band comes after."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from quash_table.ui import arrow_offframe
from tests.ui_helpers import board, close_board, make_app, open_moves, settle, step_until, steps

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def _no_quick_wait(monkeypatch):
    """The frame does not wait for the way (arrow_offframe.QUICK_WAY_SECONDS): the words come first, as on a loaded
    machine, whatever this machine's speed."""
    monkeypatch.setattr(arrow_offframe, "QUICK_WAY_SECONDS", 0)


def six_seats_red_seven():
    """(app, scene, action): NumberQuash, you and five bots, seed 7, 1024x640 with the Moves open, your roll of
    3+4 and "cover left red 7" (the review's position)."""
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:normal"] * 5, seed=7)
    settle(app, scene)
    open_moves(app, scene)
    scene.session.play({"type": "roll"})
    settle(app, scene)
    action = next(a for a in scene.session.match.legal_actions() if a["type"] == "place"
                  and [tuple(c) for c in a["cells"]] == [("red", 0, 7)])
    return app, scene, action


@pytest.mark.slow     # 2.1 s of CPU (six seats' opening and a steal-sized route): the cheap test is the next
def test_the_words_stay_where_the_routed_way_put_them():
    app, scene, action = six_seats_red_seven()
    try:
        h = scene.hints
        h.display(action, Reason("a 7 needs both dice", "a 7 needs both dice"))
        steps(app, 1)
        assert h.arrow_pending()
        step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=120)
        first = pygame.Rect(scene.painter.message_rect())
        lines = len(scene.painter._message_place()[1])
        steps(app, 3)
        legs, tip, _ = h.frame_drawn()
        assert legs and tip is not None
        # the same place, size and lines as in the frame the routed way came
        assert pygame.Rect(scene.painter.message_rect()) == first
        assert len(scene.painter._message_place()[1]) == lines
        # ... the arrow's head at its target, not under the words
        target = scene.table.target_by_id[h.current["target"]].rect
        assert target.inflate(4, 4).collidepoint(tip[0]) and not first.collidepoint(tip[0])
    finally:
        close_board(app)


def test_the_words_are_not_placed_again_when_the_arrows_band_comes(monkeypatch):
    """The rule alone, cheaply (two seats): once shown, the words keep their place when the arrow's band is known,
    even where that band lies across them (the arrow then goes round them)."""
    from tests.test_kit_s32_arrow_keep import numberquash_red_six
    app, scene, action = numberquash_red_six()
    try:
        h = scene.hints
        h.display(action, Reason("it covers your 6 now: the left red row needs it", "it covers your 6"))
        steps(app, 1)
        first = pygame.Rect(scene.painter.message_rect())
        step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=60)
        # the way's band, were it to lie right across the words
        monkeypatch.setattr(h, "frame_band", lambda: [first.inflate(-4, -4)])
        steps(app, 2)
        assert pygame.Rect(scene.painter.message_rect()) == first
    finally:
        close_board(app)
