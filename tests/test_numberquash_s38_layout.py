"""NumberQuash, session 38: a table of bots only (a spectator's board: half the other seats at the bottom, beside
the tray) keeps every octagon apart. Six bots at 1024x640 laid the bottom seats' pairs over each other (each pair
drawn at the top columns' diameter, 12 px wider than its narrower column), the first one off the window's edge."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps


def octagon_boxes(scene):
    """{(colour, side): the box round its cells} of every octagon on the board, from its layout."""
    boxes = {}
    for o in scene.layout_info()["objects"]:
        if o["kind"] == "cell":
            _, colour, side, _ = o["id"].split(":")
            x, y, w, h = o["rect"]
            bx = boxes.setdefault((colour, side), [x, y, x + w, y + h])
            boxes[(colour, side)] = [min(bx[0], x), min(bx[1], y), max(bx[2], x + w), max(bx[3], y + h)]
    return boxes


@pytest.mark.parametrize("seats, size, per_seat", [(6, (1024, 640), 1), (5, (1024, 640), 1), (6, (1280, 800), 1),
                                                   (3, (1024, 640), 2), (4, (1024, 640), 1)])
def test_bots_only_octagons_lie_apart_and_on_the_window(seats, size, per_seat):
    m = Match("numberquash", ["bot:normal"] * seats, 1, {"colours_per_seat": per_seat})
    app, scene = match_board(m, size=size, settled=False)
    try:
        steps(app, 3)
        boxes = octagon_boxes(scene)
        assert len(boxes) == 2 * seats * per_seat
        items = sorted(boxes.items())
        for i, (a, ba) in enumerate(items):
            assert ba[0] >= 0 and ba[1] >= 0 and ba[2] <= size[0] and ba[3] <= size[1], (a, ba)
            for b, bb in items[i + 1:]:
                apart = ba[2] <= bb[0] or bb[2] <= ba[0] or ba[3] <= bb[1] or bb[3] <= ba[1]
                assert apart, (a, ba, b, bb)
    finally:
        close_board(app)
