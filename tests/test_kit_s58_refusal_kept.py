"""Review 58v (Flush): a card clicked that cannot join showed its refusal, and the click on the pile that followed at
once took it away after a third of a second. A refusal's reason stays through a click or key within REFUSAL_LEAST
seconds of coming (board_words.refusal_kept); after that the next click takes it away as before (review 20: a short
message about the last action goes at the next one)."""

import pytest

from quash_table.ui.board_words import REFUSAL_LEAST
from tests.ui_helpers import click, close_board, open_board, settle, steps

pytestmark = pytest.mark.ui


def test_a_refusal_stays_through_a_quick_click_and_goes_at_a_later_one():
    app, scene = open_board("flush", ["human", "bot:normal"], seed=3, size=(1024, 640))
    try:
        settle(app, scene)
        empty = (scene.metrics.w // 2, scene.metrics.h // 2 - scene.metrics.px(40))
        scene.show_message("A 7 Link cannot join your 10 Link", "error")
        steps(app, 12)                                   # 0.2 s
        click(app, empty)
        assert scene.message is not None and scene.message[0].startswith("A 7 Link"), "a quick click kept it"
        steps(app, int(REFUSAL_LEAST * 60) + 5)
        assert scene.message is not None, "a refusal stands until the next click"
        click(app, empty)
        assert scene.message is None, "a click after REFUSAL_LEAST takes it away"
        # a quick click on a button (Hint) asks for something new: the refusal goes at once
        scene.show_message("A 7 Link cannot join your 10 Link", "error")
        steps(app, 6)
        hint = next(x for x in scene.hud.buttons if x.id == "hud:hint")
        click(app, hint.rect.center)
        assert scene.message is None or not scene.message[0].startswith("A 7 Link"), scene.message
        steps(app, 2)
        # an info message (not a refusal) goes at the next click at once, as before
        scene.show_message("Staged", "info")
        steps(app, 2)
        click(app, empty)
        assert scene.message is None
    finally:
        close_board(app)
