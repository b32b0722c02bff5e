"""Review 15, item 2: at 1024x640 the hint lay on "Your hand" (its foot 3 pixels over the title) and its
arrow crossed it. The hint's band ends BAND_CLEAR above the title; the arrow goes round the title."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle

LONG = ("skips 2 to 9 on \u25b2: the team gets further with it than with purple 10 on \u25bc, a reason long enough "
        "for two lines")


def hand_title(scene):
    return next(d for d in scene.table.decor if getattr(d, "text", None) == "Your hand").text_rect()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("bots", [1, 3])
def test_the_hint_lies_clear_of_your_hand_and_its_arrow_goes_round_the_title(size, bots):
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann"] + ["bot:normal"] * bots, seed=1)
    try:
        settle(app, scene)
        hand = scene.session.match.state.hands[0]
        title = hand_title(scene)
        margin = scene.metrics.px(8)
        for card in hand:                       # the card under the title, and the other
            for reason in ("short", LONG):
                scene.hints.display({"type": "play", "card": card, "stack": "up"}, reason)
                for _ in range(3):
                    app.step(1 / 60)
                said = scene.painter.message_rect()
                assert not said.colliderect(title.inflate(2 * margin, 2 * margin)), (said, title, reason)
                for u, v in scene.hints.arrow_parts():
                    assert not title.clipline(u, v), (card, u, v, title)
    finally:
        close_board(app)
