"""The main menu's Continue note is never cut: a fixed width cut "…hand 2, y" at 1024x640."""

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_continue_note_has_room_for_all_its_words(tmp_path, monkeypatch, size):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import WRITER, write_autosave
    from quash_table.ui import theme
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    m = Match("quadwar", ["human:Cleopatra", "human:Bartholomew", "human:Dandelion", "bot:hard"], 4)
    write_autosave(m)
    WRITER.flush()
    app = make_app(size=size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        label = app.top.widgets["autosave_note"]
        text = label.text
        assert text.startswith("Continue: Quadruple War \u00b7 pass-and-play \u00b7 hand 1, Cleopatra to bid \u00b7 Cleopatra: 0, Bartholomew: 0, "
                               "Dandelion: 0, Bot 4: 0 points"), text
        width = theme.font(app.metrics.px(14)).size(text)[0]
        assert width <= label.rect.w, (width, label.rect.w, text)
        assert 0 <= label.rect.left and label.rect.right <= size[0]
    finally:
        pygame.display.quit()
