"""Review 55l (revl_51): the pause menu showed "Save and back to menu (kept in Load)" beside "Back to menu (kept
for Continue)": a new player could not tell the two apart (both go back to the menu and both say "kept"). The
save's label now says what it makes, a copy, and where it is found; the other way out says where the game waits."""

from quash_table.ui.screens.pause import QUIT_KEPT_IN_LOAD, QUIT_WORDS, SAVE_QUIT_TIP, SAVE_QUIT_WORDS


def test_the_save_way_out_says_it_makes_a_copy_and_the_other_does_not_read_alike():
    assert "copy" in SAVE_QUIT_WORDS and "Load" in SAVE_QUIT_WORDS, SAVE_QUIT_WORDS
    # no "(kept ...)" on both: the save's words say what it does, not a second place the game is "kept"
    assert "kept" not in SAVE_QUIT_WORDS, SAVE_QUIT_WORDS
    for other in (QUIT_WORDS, QUIT_KEPT_IN_LOAD):
        assert not other.startswith("Save") and "copy" not in other, other
    assert "copy" in SAVE_QUIT_TIP and "Load" in SAVE_QUIT_TIP
