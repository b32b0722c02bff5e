"""Review 20: in a 2-player QUASH basic round Undo is greyed after nearly every play (each play draws a card
while the pile lasts, and a card drawn stays drawn). The greyed Undo says why in plain words, the same on
hover and on U: "undo stops at the card you drew" said little to a new player."""

import pygame
import pytest

from quash_table.games.quash.rules import DRAWN_UNDO_WORDS
from tests.ui_helpers import close_board, key, open_board, post, steps

pytestmark = pytest.mark.ui


def test_the_greyed_undo_says_in_plain_words_that_the_play_drew_a_card():
    app, scene = open_board("quash", ["human", "bot:normal"], seed=4, options={"dealer": 1})
    try:
        s = scene.session
        s.play(s.screen_legal()[0])
        steps(app, 2)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled and undo.reason == DRAWN_UNDO_WORDS
        assert "your last play drew a card from the pile" in undo.reason
        assert "stops at" not in undo.reason
        post(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(1, 1), buttons=(0, 0, 0))
        pygame.mouse.set_pos(undo.rect.center)
        steps(app, 2)
        words, _ = scene.hud.tip                  # drawn under the button while the pointer rests on it
        assert words.lower() == DRAWN_UNDO_WORDS.lower()
        key(app, pygame.K_u)
        assert scene.message is not None and scene.message[0].lower().startswith(DRAWN_UNDO_WORDS.lower())
    finally:
        close_board(app)
