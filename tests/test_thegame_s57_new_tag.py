"""Review 56s of The Game at 1024x640: the two-line "new since your turn / under it: green 4" tag reached over the
top of the stack's card, covering its corners. The tag's foot is the card's gold frame at the lowest (stack_mats'
spot); where two lines do not fit between the rule and that frame, it says it in one ("new · under it: green 8")."""

import pytest

from tests.test_thegame_s34_new_tag import _board, _mark
from tests.ui_helpers import close_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_new_tag_keeps_off_the_stacks_card(size):
    app, scene = _board(size)
    try:
        app.step(1 / 60)
        card, tag, mat = _mark(scene)
        frame = card.inflate(scene.metrics.px(6), scene.metrics.px(6))
        assert tag.bottom <= frame.top, (tag, card)
        assert mat.contains(tag)
        word = next(w for p, _, _, w, _ in scene.marks.framed() if p is not None and p.id == "G10")
        assert "under it: green 8" in word, word
    finally:
        close_board(app)
