"""Review 38 (a new player on Load): the row under the pointer lit as a filled green bar in a gold outline, the
buttons' hover, beside the chosen row's gold: two rows looked chosen. A row under the pointer is now a shade
lighter than the list with a green outline; gold is the chosen row's alone."""

import pygame
import pytest

from quash_table.ui import theme
from tests.ui_helpers import make_app, rest_pointer, save_random_games, steps

pytestmark = pytest.mark.ui


def _near(colour, want, slack=24):
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], want[:3]))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_row_under_the_pointer_never_looks_chosen(size, monkeypatch):
    save_random_games(("flush", "quash", "thegame"))
    app = make_app(size=size)
    try:
        app.nav.load()
        steps(app, 4)
        scene = app.top
        chosen_text = scene._chosen_row()
        items = [i for i in scene.widgets["saves"].item_list if i.get("button_element") is not None]
        other = next(i for i in items if i["text"] != chosen_text and scene.path_for(i["text"]) is not None)
        chosen = next(i for i in items if i["text"] == chosen_text)
        r = pygame.Rect(other["button_element"].rect)
        rest_pointer(monkeypatch, app, (r.right - 6, r.centery), frames=6)
        assert other["button_element"].hovered
        shot = pygame.display.get_surface()
        # a point of the row's fill off its words (its right end: the date ends short of it)
        hovered = shot.get_at((r.right - 4, r.centery))
        c = pygame.Rect(chosen["button_element"].rect)
        picked = shot.get_at((c.right - 4, c.centery))
        assert _near(picked, theme.GOLD), picked
        assert not _near(hovered, theme.GOLD, 60) and not _near(hovered, theme.BUTTON_HOVER, 10), hovered
        assert _near(hovered, theme.LIST_HOVER, 10), hovered
    finally:
        pygame.display.quit()
