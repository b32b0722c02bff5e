"""Session 46 (review 45c): a card held over a stack it fits says that it fits and why, beside the stack, before it
is let go (Composer.drop_words, rules.fits_words, drawn by the kit's refusal tip gold edged); and the held card with
its words is drawn over the marks' "new" tags (at 1024x640 a mark's word lay over the red reason)."""

import pytest

from quash_table.games.thegame.rules import fits_words
from quash_table.ui import recent_marks, refusal_tip
from tests.test_quash_s44_held_room import _hold
from tests.ui_helpers import board, close_board, make_app, settle, steps


def test_fits_words_say_why_a_card_fits():
    assert fits_words("G4", "up", None) == "green 4 starts \u25b2"
    assert fits_words("G4", "up", "R2") == "green 4 on \u25b2: higher than red 2, skips 1 number"
    assert fits_words("G3", "up", "R2") == "green 3 on \u25b2: higher than red 2"
    assert fits_words("G4", "up", "G9") == "green 4 on \u25b2: same colour as green 9, it goes back down"
    assert fits_words("B2", "down", "R9") == "blue 2 on \u25bc: lower than red 9, skips 6 numbers"


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_held_over_a_stack_it_fits_says_so_over_every_mark(size, monkeypatch):
    app = make_app(size=size, animation="instant")
    try:
        scene = board(app, "thegame", ["human", "bot:normal"], seed=11)
        settle(app, scene)
        c = scene.composer
        up = next(t for t in scene.table.targets if t.key == "stack:up")
        card = next(p for p in c.pieces() if "stack:up" in c.targets(p))
        assert c.drop_words(card, "stack:up") == fits_words(card, "up", c.view["up"])
        order = []
        real_fit, real_tags = refusal_tip.RefusalTip.draw_fit, recent_marks.draw_tags

        def fit(self, surface, piece, target):
            got = real_fit(self, surface, piece, target)
            order.append(("fit", piece.key, target.key, got))
            return got

        def tags(*a, **kw):
            order.append(("tags",))
            return real_tags(*a, **kw)
        monkeypatch.setattr(refusal_tip.RefusalTip, "draw_fit", fit)
        monkeypatch.setattr(recent_marks, "draw_tags", tags)
        piece = next(p for p in scene.table.pieces if p.key == card)
        _hold(app, scene, piece.id, up.rect.center)
        steps(app, 1)
        fits = [o for o in order if o[0] == "fit"]
        assert fits and fits[-1][1:3] == (card, "stack:up") and fits[-1][3] is not None, order[-4:]
        # the words are drawn after (over) the marks' tags of the same frame
        last_tags = max(i for i, o in enumerate(order) if o[0] == "tags")
        last_fit = max(i for i, o in enumerate(order) if o[0] == "fit")
        assert last_fit > last_tags, order[-4:]
    finally:
        close_board(app)
