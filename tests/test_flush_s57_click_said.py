"""Review 57v: the tray said "Drag cards onto the pile", and a new player dragged each card of a four-card Flush
in turn, not knowing a click (a card, then the pile) does the same. Every form of the tray's instruction says so,
as the Learn to play part does."""

from quash_table.games.flush.paint_tray import instruction_forms
from quash_table.ui.rules_files import rules_parts


def test_every_instruction_form_says_a_click_works():
    for pile_value in (None, 3, 9):
        forms = instruction_forms({"pile_value": pile_value})
        assert forms and all("(or click)" in form for form in forms), forms


def test_learn_to_play_says_it_too():
    learn = next(md for key, _, md in rules_parts("flush", {}) if key == "learn")
    assert "Drag or click cards onto a pile" in learn       # (and a click in the tray takes one back: session 61)
    assert "Click one there to take it back" in learn
