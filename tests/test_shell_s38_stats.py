"""Session 38 (review 38): Statistics after two unfinished games said "No finished games yet." with nothing on
where those games were; its Back and Replays buttons sat right of the middle (Back alone was centred)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.screens import statistics
from tests.ui_helpers import make_app, steps


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_empty_screen_says_where_unfinished_games_wait_and_its_buttons_are_centred(size, monkeypatch):
    app = make_app(size=size)
    try:
        app.nav.statistics()
        steps(app, 2)
        scene = app.top
        drawn = []
        blit = theme.blit_text
        monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: drawn.append(text) or
                            blit(surface, text, *a, **k))
        scene.draw(pygame.Surface(app.screen.get_size()))
        assert "No finished games yet." in drawn, drawn
        said = " ".join(drawn)
        assert "Unfinished games wait on the Load screen" in said, drawn
        frame = scene._frame()
        for line in statistics.EMPTY_LINES:
            assert line in drawn and theme.font(scene.m.px(15)).size(line)[0] <= frame.w + scene.m.px(40), line
        back, replays = scene.widgets["back"].rect, scene.widgets["replays"].rect
        assert abs((back.left + replays.right) / 2 - app.screen.get_width() / 2) <= 2, (back, replays)
        assert back.right < replays.left
    finally:
        pygame.display.quit()
