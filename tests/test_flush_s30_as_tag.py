"""Session 30: in the face-up replay at three seats, 1024x640, a Mimic's "as 5" tag hung under its small card
on the pile into the pile's caption ("two 5s on top"). Where a tag is on the pile's top group, the cards are
as short as keeps the tag above the caption (as_tags.clear_of), the tag still under the kind band."""

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from tests.ui_helpers import close_board, replay_of, steps


def test_a_tag_ends_above_the_foot_it_is_given():
    from quash_table.games.flush import as_tags
    from quash_table.ui.sprites import card_size
    pygame.font.init()

    def px(n):
        return int(n * 0.8)
    size = card_size(52)
    top, foot = 200, 200 + 52 + 2          # the caption 2 px under the card's room, as at 1024x640
    w, h = as_tags.clear_of(px, size, top, "as 5", foot)
    img = as_tags.tag_image(px, "as 5")
    tag = as_tags.tag_rect(px, (0, top, w, h), img.get_size(), True)
    assert tag.bottom <= foot and h < size[1], (tag, foot, (w, h))
    # a card whose tag already clears the foot keeps its size
    assert as_tags.clear_of(px, size, top, "as 5", foot + 40) == size


@pytest.mark.ui
@pytest.mark.slow         # ~8 s: a game played out and replayed (the headless test above is the quick one)
def test_the_face_up_replays_tag_keeps_off_the_piles_caption():
    seats, seed, k = 3, 1, 41
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed, options={"format": "arena", "rounds": 1})
    bots = [make_bot("flush", "normal", s) for s in range(seats)]
    while len(m.actions) < k + 1:
        x = m.to_move
        m.play(bots[x].choose(m.game.view(m.state, x), m.legal_actions()))
    # only the moves up to k matter: a replay of a finished game, the rest played at random
    import random
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        steps(app, 3)
        scene.session.goto(k)
        steps(app, 2)
        tags = [r for r, _ in scene.tag_rects()]
        assert tags, "no 'as' tag on the pile at this move"
        mat = scene._g["mat"]
        words = [pygame.Rect(r) for r in scene.table.text_rects() if mat.contains(r)]
        for tag in tags:
            assert not [w for w in words if w.colliderect(tag)], (tag, words)
    finally:
        close_board(app)
