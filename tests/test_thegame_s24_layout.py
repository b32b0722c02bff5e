"""Session 24, The Game: the hint's banner keeps clear of the stacks' mats wherever the kit places it."""

import pytest

from quash_table.ui.widgets import Panel
from tests.ui_helpers import board, centre, close_board, drag, make_app, piece_rect, settle, target_rect

pytestmark = pytest.mark.ui

REASON = "turns \u25b2 back by 2: the reverse trick gives it room again"


def _mats(scene):
    slots = [target_rect(scene, f"stack:{s}") for s in ("up", "down")]
    return [d.rect for d in scene.table.decor if isinstance(d, Panel) and any(d.rect.contains(s) for s in slots)]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hint_for_the_card_kept_keeps_clear_of_the_stacks_mats(size):
    # seed 3, Ann first: purple 5 then purple 3. With purple 3 alone in hand, centred, the hint's arrow from
    # it crosses the messages' band, so the kit moved the banner up: it lay on the mats' top edge, over
    # "▲ ASCENDING" (session 23, a new player: "the hint banner touches the stack panels")
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=3, options={"first": 0})
    try:
        settle(app, scene)
        assert sorted(scene.session.match.state.hands[0]) == ["P3", "P5"]
        drag(app, centre(piece_rect(scene, "P5")), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        assert scene.session.match.state.up == "P5"
        scene.hints.display({"type": "play", "card": "P3", "stack": "up"}, REASON)
        for _ in range(3):
            app.step(1 / 60)
        bubble = scene.painter.message_rect()
        assert bubble is not None
        mats = _mats(scene)
        assert len(mats) >= 2          # the mats (and an empty stack's slot)
        clear = bubble.inflate(2 * scene.metrics.px(6), 2 * scene.metrics.px(6))
        for mat in mats:
            assert not clear.colliderect(mat), (mat, bubble)
    finally:
        close_board(app)
