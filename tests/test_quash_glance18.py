"""Review 18 (QUASH pass-and-play at 1024x640, 69.png): the header's glance words, "Ann draws the 4 of diamonds ·
Done (Enter) covers the table", wrapped onto two lines. Where one line cannot hold them the header says the key
alone ("… · Done (Enter)"), from the same source (session.glance_words); where it can, the whole words stay.
Since session 33 the game's title gives way in the header before its news is shortened (ui/hud.py), so at
1024x640 "Annabelle" keeps the whole words; a longer name still needs the key alone."""

import pytest

from quash_table.engine.match import Match
from tests.test_quash_s14_quash4 import _ann_plays, _board
from tests.ui_helpers import close_board, steps


# (session 37: the card drawn said "7♣", not "7 of clubs": "Annabelle Smith-Jones" keeps the whole words too, and a
# longer name needs the key alone)
# (session 58: a pass-and-play header keeps its greyed Undo at every moment, the glance's too, so it no longer
# vanishes and shifts the buttons; "Annabelle Smith-Jones" then needs the key alone, and a name of 21 letters or more
# takes the header's second line with it)
@pytest.mark.parametrize("size, name, whole", [((1024, 640), "Annabelle Smith-Jones-Hart", False),
                                               ((1024, 640), "Annabelle Smith-Jones", False),
                                               ((1024, 640), "Annabelle", True), ((1280, 800), "Ann", True)])
def test_the_glance_words_keep_one_line_in_a_narrow_window(size, name, whole):
    m = Match("quash", [f"human:{name}", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m, size=size)
    try:
        s = scene.session
        _ann_plays(app, scene)
        steps(app, 30)
        assert s.glancing()
        shown = scene.hud.shown
        assert shown["status"].startswith(f"{name} draws"), shown
        assert shown["status_lines"] == (1 if len(name) < 21 else 2), shown
        assert shown["status"].endswith("Done (Enter) covers the table" if whole else "Done (Enter)"), shown
    finally:
        close_board(app)
