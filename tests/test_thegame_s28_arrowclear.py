"""The Game's hint arrow and its own words (review 28): its elbow went through the "you said …" caption by
your hand (1280x800) and lay over the draw pile's words (1024x640). The board now gives the router both as
things to go round (`arrow_clear`, kept even where no way round the other words is short enough), and the
arrow drawn keeps off them."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui


def crosses(parts, rect):
    """Does any straight part of the arrow pass through `rect`? (sampled along each part)"""
    for a, b in parts:
        for k in range(41):
            if rect.collidepoint(a.lerp(b, k / 40)):
                return True
    return False


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_said_caption_and_the_pile_are_gone_round(size):
    app = make_app(size=size)
    # Ann holds blue 6 and green 3 (the review's hand) and says "I have a low green card"
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=3, options={"first": 0},
                  stacked=["B6", "R5", "G3", "Y7", "P1", "P2"])
    try:
        settle(app, scene)
        s = scene.session
        s.play(next(a for a in s.match.legal_actions() if a["type"] == "signal" and a["text"].get("colour") == "G"))
        settle(app, scene)
        t = scene.table
        said = next(d.text_rect() for d in t.decor if getattr(d, "text", "").startswith("You said: "))
        pile = t.piece_by_id["pile:0"].home
        words = [d.text_rect() for d in t.decor if getattr(d, "text", "") in ("Draw pile", "46 cards")]
        assert len(words) == 2
        clear = [pygame.Rect(r) for r in t.arrow_clear]
        assert any(r.contains(said) for r in clear)
        assert any(r.contains(pile) and all(r.contains(w) for w in words) for r in clear)
        for stack in ("up", "down"):
            scene.hints.display({"type": "play", "card": "G3", "stack": stack}, "skips 2")
            for _ in range(3):
                app.step(1 / 60)
            parts = scene.hints.arrow_parts()
            assert parts
            assert not crosses(parts, said) and not crosses(parts, pile.union(words[0]).union(words[1]))
    finally:
        close_board(app)
