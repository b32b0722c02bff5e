"""Review 39 (issue 23): Settings' notes were in a small muted type, hard to read, and the colour-blind box named
"Okabe-Ito colours", a palette nobody knows."""

import pytest

from tests.ui_helpers import steps

pytestmark = pytest.mark.ui


def test_settings_notes_are_readable_and_the_colour_box_says_what_it_does():
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    settings = dict(settings_mod.DEFAULTS, window=[1280, 800], sound=False, animation="fast")
    app = App(size=(1024, 640), settings=settings, fullscreen=False)     # a size of this run only: its note shows
    Navigator(app)
    app.nav.main_menu()
    steps(app, 2)
    try:
        app.nav.settings()
        steps(app, 2)
        scene = app.top
        scene.note = "The window went back to 1280x800"        # the note under the title
        scene.rebuild()
        steps(app, 2)
        notes = {wid: el for wid, el in scene.widgets.items() if "note" in wid or "run_only" in wid}
        assert {"note", "window:run_only", "undo:note0"} <= set(notes), sorted(notes)
        for wid, el in notes.items():
            assert "muted" not in (el.object_ids[-1] or ""), (wid, el.object_ids)
            # (the muted 14 was 11 px at 1024x640)
            assert el.font.get_point_size() >= 12, (wid, el.font.get_point_size())
        box = scene.widgets["colour_blind"]
        assert "Okabe" not in box.text and "Colour-blind friendly colours" in box.text, box.text
    finally:
        app.pop()


# the hues (degrees) a colour's name covers, as a player names it
NAMED_HUES = {"red": (345, 15), "blue": (200, 240), "green": (90, 170), "yellow": (40, 65), "purple": (260, 300)}


@pytest.mark.parametrize("palette", ["THEGAME_COLOURS", "THEGAME_COLOURS_CB"])
def test_every_card_colour_is_the_hue_its_name_says_in_either_palette(palette):
    """With colour-blind friendly colours the cards are still called by The Game's names (one source:
    games/thegame/cards.COLOUR_NAMES, which the kit's sprites no longer copy): each palette's colour must be
    the hue its name says."""
    import colorsys

    from quash_table.games.thegame.cards import COLOUR_NAMES
    from quash_table.ui import sprites
    assert not hasattr(sprites, "THEGAME_COLOUR_NAMES")
    for letter, rgb in getattr(sprites, palette).items():
        hue = colorsys.rgb_to_hsv(*(c / 255 for c in rgb))[0] * 360
        lo, hi = NAMED_HUES[COLOUR_NAMES[letter]]
        assert (lo <= hue <= hi) if lo < hi else (hue >= lo or hue <= hi), (letter, COLOUR_NAMES[letter], rgb, hue)
