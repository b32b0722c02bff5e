"""Session 17: in the middle of a QUASH swap the header's Undo looked greyed ("too late") though U and a
click on it put the swap back: it is lit while a move is half built, greyed again once it is put back."""

from tests.ui_helpers import close_board, drag, grab, settle


def _undo(scene):
    return next(b for b in scene.hud.buttons if b.id == "hud:undo")


def test_the_headers_undo_is_lit_while_a_swap_is_in_the_air():
    from tests.test_quash_scene import _chain_board, target
    app, scene, m = _chain_board()
    try:
        settle(app, scene)
        before = _undo(scene).enabled
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        assert scene.composer.chain is not None
        assert _undo(scene).enabled, "Undo puts the swap back: lit"
        scene.undo()
        settle(app, scene)
        assert scene.composer.chain is None
        assert _undo(scene).enabled == before
    finally:
        close_board(app)
