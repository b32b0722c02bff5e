"""QUASH advanced, session 31 (rev31a): the hint lit "Take the swap back" first; once the swap was taken back,
H showed "Hint: take back the swap of your 8♣ for the 9♦ on spot 1, then play the 5 of spades…" again while
the arrow already pointed at the 5♠. The take-back done, the hint is asked again and says the move alone."""

import pytest

from quash_table.games.quash.describe import short

from tests.test_quash_hint_swap14 import chain_board
from tests.test_quash_scene import target
from tests.ui_helpers import ask_hint, centre, click, close_board, drag, grab, settle, step_until, steps


@pytest.mark.ui
def test_the_hint_after_its_take_back_is_done_says_the_move_alone():
    app, scene = chain_board((1280, 800))
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)     # the J♥ is in the air
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 2)
        h = scene.hints.current
        assert h["text"].startswith("Hint: take back the swap of your K\u2665"), h["text"]
        move = h["action"]
        # and the card to play after it (session 34: the short words said the take-back alone, review 33)
        said = scene.message[0]
        assert f", then your {short(move['card'])} " in said, said
        back = next(b for b in scene.table.buttons if b.press == "cancel")
        click(app, centre(back.rect))
        step_until(app, lambda: scene.composer.chain is None and scene.hints.current is not None
                   and not scene.hints.waiting, timeout=30)
        steps(app, 2)
        h = scene.hints.current
        assert h["action"] == move
        for said in (h["text"], h["full"], scene.message[0]):
            assert said.startswith("Hint: ") and "take back" not in said, said
    finally:
        close_board(app)
