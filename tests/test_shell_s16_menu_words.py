"""Review 16: Rules & about said "Read the rules below" where below is a button (73.png); at 1024x640 a
main-menu tooltip in the band over the buttons lay against the subtitle's line (72.png)."""

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def test_about_names_the_read_the_rules_button_as_a_button():
    from quash_table.ui.screens.about import about_html
    words = about_html()
    assert "rules below" not in words
    assert "the Read the rules button" in words
    # review 17 (79.png): in plain words, no bracketed asides ("(every game's, a button for each)")
    how = words.split("How to play", 1)[1].split("<br>")[1]
    assert "(" not in how and len(how) < 260, how


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_tooltip_in_the_band_clears_the_subtitle_and_the_buttons(monkeypatch, size):
    from quash_table.ui.screens.main_menu import MainMenuScene
    a = make_app(size=size)
    try:
        a.push(MainMenuScene(a))
        steps(a, 2)
        menu = a.top
        sub = menu.subtitle_rect()
        buttons = [pygame.Rect(el.rect) for wid, el in menu.widgets.items() if wid != "autosave_note"]
        for wid in ("about", "new", "settings", "quit", "load"):
            el = menu.widgets[wid]
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda el=el: el.rect.center)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=el.rect.center, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            steps(a, 90)
            assert el.tool_tip is not None, wid
            tip = pygame.Rect(el.tool_tip.rect)
            assert not tip.colliderect(sub.inflate(0, 4)), (wid, tip, sub)      # a clear gap under the line
            assert not any(tip.colliderect(b) for b in buttons), (wid, tip)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
            steps(a, 10)
    finally:
        pygame.display.quit()
