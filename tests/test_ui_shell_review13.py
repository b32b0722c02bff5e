"""Session 13's new player on the app shell: each option's error under its own field (NumberQuash's colours
and Flush's deck file were said in the game's description box, far left), and the other items of the
review (see each test)."""

import pygame
import pytest

from tests.ui_helpers import centre, click, find, make_app, steps

pytestmark = pytest.mark.ui


def open_new_game(size=(1280, 800)):
    app = make_app(size=size)
    app.nav.main_menu()
    steps(app, 2)
    click(app, centre(find(app.top.layout_info()["objects"], "new")["rect"]), frames=3)
    assert app.top.name == "new_game"
    return app


def overlaps(objs):
    rects = [(o["id"], pygame.Rect(o["rect"])) for o in objs if o.get("rect") and o["id"] != "h:options"]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.colliderect(rb)]


def ids(app):
    return {o["id"] for o in app.top.layout_info()["objects"]}


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("game_id, key, text, words", [
    ("numberquash", "colours", "purple", "purple"),
    ("flush", "deck", "no-such-deck.json", "no-such-deck.json"),
])
def test_an_options_refusal_is_said_under_its_own_field(size, game_id, key, text, words):
    app = open_new_game(size)
    try:
        click(app, centre(find(app.top.layout_info()["objects"], f"game:{game_id}")["rect"]), frames=3)
        app.top.widgets[f"option:{key}"].set_text(text)
        click(app, centre(find(app.top.layout_info()["objects"], "start")["rect"]), frames=3)
        assert app.top.name == "new_game" and app.top.error
        present = ids(app)
        assert f"option:{key}:error" in present, present
        assert overlaps(app.top.layout_info()["objects"]) == []
        assert "game:blurb" in present                  # the description stays: the error is not in its place
        lines = [w for w in app.top.widgets if w.startswith(f"option:{key}:error")]
        said = " ".join(app.top.widgets[w].text for w in lines)
        assert words in said
        field = app.top.widgets[f"option:{key}"].rect
        first = app.top.widgets[f"option:{key}:error"].rect
        assert first.top >= field.top and abs(first.x - field.x) < app.top.m.w // 3
        for w in lines:                                  # each line drawn whole in its box, on the screen
            label = app.top.widgets[w]
            assert label.font.size(label.text)[0] <= label.rect.w, label.text
            assert pygame.Rect((0, 0), size).contains(label.rect)
    finally:
        pygame.display.quit()
