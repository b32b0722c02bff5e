"""Session 22 (flush2): what today's new player found on the Flush board."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [3, 6])
def test_the_banner_title_stays_inside_its_box(size, seats):
    """p3-02post0.png: "SUPER FLUSH!" ran past both sides of the teal box. The banner's painter fits its
    title to the box for every banner: nothing of it is drawn left or right of the box."""
    from quash_table.games.flush import banner
    players = ["human"] + ["bot:normal"] * (seats - 1)
    app, scene = match_board(Match("flush", players, seed=1), size=size)
    try:
        steps(app, 2)
        m = scene.metrics
        for title in ("FLUSH!", "SUPER FLUSH!"):
            surface = app.screen.copy()
            surface.fill((255, 255, 255))
            r = banner.draw(surface, m, *scene.banner_place(), (title, "Flush: five 8s on top"),
                            cover=scene._g.get("tray"))
            for y in range(r.y, r.y + m.px(60)):
                outside = [x for x in list(range(0, r.x)) + list(range(r.right, surface.get_width()))
                           if tuple(surface.get_at((x, y)))[:3] != (255, 255, 255)]
                assert not outside, (title, y, outside[:5], r)
    finally:
        close_board(app)
