"""Session 50: a standing request's tag ("You asked: leave ▲ alone") sat at a fixed 31 px under the mat's top:
its frame touched the title's letters at 1280x800 and the rule under it. It now sits under the title as tall
as its text is, the rule under the tag, each a gap apart (stack_mats._sub_top, _rule_top)."""

import pytest

from quash_table.ui.widgets import Label
from tests.ui_helpers import board, centre, click, close_board, drag, grab, make_app, settle, target_rect


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_request_tag_touches_neither_the_title_nor_the_rule(size):
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        card = scene.session.match.state.hands[0][0]
        drag(app, grab(scene, card), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        click(app, centre(next(b for b in scene.table.buttons if b.id == "signal:up:leave").rect))
        settle(app, scene)
        scene.rebuild()
        tag = scene._tags["up"]
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        title = next(d for d in labels if d.text.endswith("ASCENDING")).text_rect()
        asked = next(d for d in labels if d.text.startswith("You asked")).text_rect()
        rule = next(d for d in labels if d.text.startswith("higher number")).text_rect()
        assert tag.contains(asked), (tag, asked)
        assert title.bottom < tag.top and tag.bottom < rule.top, (title, tag, rule)
    finally:
        close_board(app)
