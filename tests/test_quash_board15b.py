"""QUASH board fixes after review 15 (advanced), driven through the board (headless, dummy video driver)."""

import pytest

from tests.ui_helpers import close_board, settle

pytestmark = pytest.mark.ui


def _at_home(scene, code):
    p = scene.table.piece_by_id[f"r1:{code}"]
    return all(abs(a - b) <= 0.5 for a, b in zip(p.pos, p.home))


def test_the_menu_opened_mid_swap_shows_the_board_put_back_behind_it():
    """Review 15 (31.png): the menu said 'Swap put back: 3 of diamonds is in your hand' while behind it the
    card still lay on the spot and was missing from the hand: the board stops updating under the menu, so
    the glide back was frozen at its start. The pieces lie where the put-back position has them."""
    from tests.test_quash_scene import _chain_board, _zone, target
    from tests.ui_helpers import click, drag, grab
    app, scene, m = _chain_board()
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        menu = next(b for b in scene.hud.buttons if b.id == "hud:menu")
        click(app, menu.rect.center)
        assert app.top is not scene and scene.composer.chain is None
        assert _zone(scene, "KH") == "hand:0" and _zone(scene, "JH") == "spot:RED:2"
        for _ in range(10):
            app.step(1 / 60)                     # the menu is up: the board under it does not move
        assert _at_home(scene, "KH") and _at_home(scene, "JH")
        assert all(_at_home(scene, p.id.split(":", 1)[1]) for p in scene.table.pieces if p.id.startswith("r1:"))
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)
