"""Review 14: a hint asked in the middle of a swap (a card in the air) showed its words above the board, far
from what it lights (the card in the air, where it goes, or "Take the swap back" beside it). Its words now
sit right under the card in the air, over the prompt they stand for, and fit the window at 1024x640."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.test_quash_rules import advanced_log
from tests.test_quash_scene import target
from tests.ui_helpers import ask_hint, close_board, drag, grab, make_app, settle, steps

pytestmark = pytest.mark.ui


def chain_board(size):
    options, stacked, actions, _ = advanced_log(
        ["JH", "QH", "KH", "10D", "6C", "5S", "4S", "9H", "8H"], [],
        red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3), ("9H", 7), ("8H", 4)])
    m = Match("quash", ["human", "bot:easy"], 4, options, stacked, actions)
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hint_in_the_middle_of_a_swap_sits_by_the_card_in_the_air(size):
    app, scene = chain_board(size)
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)     # the J♥ is in the air
        settle(app, scene)
        assert scene.composer.chain is not None
        ask_hint(app, scene)
        steps(app, 2)
        words = scene.painter.message_rect()
        assert words is not None and scene.message[1] == "hint"
        air = scene.table.piece_by_id["r1:JH"]
        lifted = air.rect.move(0, scene.drag.lift_offset(air))
        marked = scene.hints._mark_rects(scene.hints.current["marks"])
        # next to what it lights: right under the card in the air (and the dock's button beside it)
        gap = words.top - air.rect.bottom
        assert 0 <= gap <= scene.metrics.px(24), (words, air.rect)
        assert abs(words.centerx - air.rect.centerx) < size[0] // 2, (words, air.rect)
        # covering nothing it lights, nor the card in the air, and inside the window
        assert not any(r.colliderect(words) for r in marked.values()), (words, marked)
        assert not lifted.colliderect(words), (words, lifted)
        assert app.screen.get_rect().contains(words), words
        _, area, _ = scene.areas()
        assert area.contains(words), (words, area)
    finally:
        close_board(app)


def test_a_hint_that_lights_take_the_swap_back_says_that_step_first():
    """Review 14 (59.png): asked in the middle of a swap the hint went another way; it lit "Take the swap
    back" but its words only named the move after it. Its words say the first step first."""
    app, scene = chain_board((1024, 640))
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)     # the J♥ is in the air
        settle(app, scene)
        assert scene.composer.chain is not None
        ask_hint(app, scene)
        steps(app, 2)
        h = scene.hints.current
        assert h["button"] == "chain:cancel", h      # the hinted move does not go on from this swap
        # (session 32: the short words said the take-back alone and why; review 33: they name the move after it in
        # its fewest words too, composer.first_brief, the card to play went unnamed; H shows the whole move line)
        assert h["full"].startswith("Hint: take back the swap of your K\u2665 for the J\u2665 on spot 2, then "), h["full"]
        assert h["text"].startswith("Hint: take back the swap of your K\u2665 for the J\u2665 on spot 2, then your "), \
            h["text"]
        assert h["text"].endswith(" (H: why)") and " \u2014 " in h["text"] and h["text"] != h["full"], h["text"]
        # shown in the fullest of its short forms that the room holds (message_room.say_in_room), the take-back first
        assert scene.message[0] in h.forms and scene.message[0].startswith(
            "Hint: take back the swap of your K\u2665 for the J\u2665 on spot 2, then your "), scene.message[0]
        # once the swap is taken back, the hint lights its own first step (a drop), and no take-back
        assert scene.composer.first_words(h["action"]) == "take back the swap of your K\u2665 for the J\u2665 on spot 2"
        scene.composer.cancel()
        assert scene.composer.first_words(h["action"]) is None
    finally:
        close_board(app)
