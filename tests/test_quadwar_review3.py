"""What the session-12 new-player review of Quadruple War found (rev-qw): each test fails on the code before
its fix."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_score_pad_with_bags_leaves_the_trick_mat_clear(size, seats):
    """With Bags the pad is a column wider and lay over the mat's right corner at 1280x800: it cut off
    "Last trick: Bot 4" and the lit drop zone ran under it (rev-qw 12.png, 14.png)."""
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"bags": True, "dealer": 0})
    try:
        settle(app, scene)
        g = scene.geometry
        mat = scene.table.target_by_id["trick"].rect
        assert not g["pad"].colliderect(mat), (g["pad"], mat)
        for r in g["slots"].values():
            assert mat.contains(r) and not g["pad"].colliderect(r)
        for seat, plate in g["plates"].items():
            assert not plate.colliderect(mat), (seat, plate, mat)
    finally:
        close_board(app)
