"""Session 60 (review 60, 3 seats, seed 11): the replay "As you saw it", stepped one move on to "Bot 2 ends the turn
— drawing a card", left Bot 2's plate saying "1 card in hand" under its two backs. The plate's count is a paced
label (ui/paced_label.py): its words change as the drawn back lands, with no build of the table, and nothing
painted the still layer again. The painter now paints the table again (the label's place) the frame a paced count's
words differ from those it last painted (table_paint.paced_moved)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME
from quash_table.ui.paced_label import PacedLabel
from quash_table.ui.tables import replay_board
from tests.ui_helpers import close_board, key, make_app

pytestmark = pytest.mark.ui


def _three_seats(seed=11, moves=10):
    opts = GAME.check_options({}, 3)
    state = GAME.new_state(3, seed, opts, None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(3)]
    actions = []
    while len(actions) < moves:
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    return Match("thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=seed, options=opts, actions=actions)


def _painted(scene):
    """The words of the plates' counts as the still layer last painted them."""
    return [look[1] for look, _ in scene.painter._table_looks or () if look[0] == "label"
            and str(look[1]).endswith("in hand")]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_plates_count_is_painted_again_as_its_drawn_back_lands(size):
    app = make_app(size=size, animation="normal")
    scene = replay_board(app, _three_seats())
    app.push(scene)
    try:
        for _ in range(30):
            app.step(1 / 60)
        key(app, pygame.K_HOME)
        seen_moving = False
        for n in range(1, 9):
            key(app, pygame.K_RIGHT)
            for _ in range(200):
                app.step(1 / 60)
                seen_moving = seen_moving or bool(scene.tweens.busy)
            assert scene.session.position == n
            assert not scene.tweens.busy
            now = [d.text for d in scene.table.decor if isinstance(d, PacedLabel)]
            assert _painted(scene) == now, (n, scene.session.view_label())
            # what the layer shows is what a whole painting shows
            plates = [scene.table.target_by_id[f"seat:{k}"].rect for k in (1, 2)]
            kept = [scene._static.subsurface(r).copy() for r in plates]
            scene.painter.invalidate()
            scene.painter.forget_table()
            for _ in range(4):
                app.step(1 / 60)
            for r, img in zip(plates, kept):
                assert pygame.image.tobytes(scene._static.subsurface(r), "RGB") == pygame.image.tobytes(img, "RGB"), n
        assert seen_moving
    finally:
        close_board(app)
