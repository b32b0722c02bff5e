"""Session 27 (load): opening a damaged save typed in the Load screen's path field shows its error under the
list, and the list keeps whole rows (it shrank by 48 px and its last row showed cut in half)."""

import pygame
import pytest

from tests.ui_helpers import centre, click, key, make_app, post, steps

pytestmark = pytest.mark.ui


def _cut_rows(scene):
    """The rows the list shows only in part at its foot (their top inside it, their bottom below)."""
    lst = scene.widgets["saves"]
    inner = lst.list_and_scroll_bar_container.rect
    return [item["text"] for item in lst.item_list
            if item.get("button_element") is not None and item["button_element"].visible
            and item["button_element"].rect.top < inner.bottom < item["button_element"].rect.bottom]


@pytest.mark.parametrize("size", [(1280, 800), (1600, 900)])
def test_a_damaged_save_opened_by_its_path_leaves_the_list_whole_rows(size):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    for seed in range(16):                  # more saves than the list shows
        m = Match("quash", ["human", "bot:easy"], seed)
        m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"game{seed}.json")
    bad = saves_dir().parent / "elsewhere.json"
    bad.write_bytes(b'{"format": "quash-table-save", "version": 2, "gam')
    app = make_app(size=size)
    try:
        app.nav.load()
        steps(app, 4)
        scene = app.top
        assert not _cut_rows(scene), _cut_rows(scene)
        rows_before = scene.widgets["saves"].list_and_scroll_bar_container.rect.height
        click(app, centre(scene.widgets["path"].rect))
        post(pygame.TEXTINPUT, text=str(bad))
        steps(app, 2)
        key(app, pygame.K_RETURN, frames=3)
        scene = app.top
        assert scene.error and "cut short" in scene.error, scene.error
        lst = scene.widgets["saves"]
        assert lst.list_and_scroll_bar_container.rect.height < rows_before      # room for the error
        assert not _cut_rows(scene), _cut_rows(scene)
        assert lst.rect.bottom <= scene.widgets["error"].rect.top               # the error under the list
    finally:
        pygame.display.quit()
