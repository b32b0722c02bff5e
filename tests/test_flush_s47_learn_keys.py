"""Session 47, Flush: a new player reading Learn to play met "Declare" and the tray but not the key that declares,
nor how a glowing hidden card is turned up, nor Undo, nor that H twice says why, nor where the other keys are (the
Keys tab): the short part's "The table helps you" says each in a line, within its 450 words."""

from quash_table.ui.rules_files import learn_words, rules_parts


def _table_helps():
    learn = next(md for key, _, md in rules_parts("flush") if key == "learn")
    return learn.split("### The table helps you", 1)[1]


def test_learn_to_play_says_how_to_declare_turn_up_undo_and_where_the_keys_are():
    said = _table_helps()
    assert "**Enter** declares" in said
    assert "glows: click it" in said
    assert "**U** undoes" in said
    assert "again: why" in said
    assert "**Keys** tab" in said
    assert learn_words("flush") <= 450


def test_what_it_says_of_the_keys_is_what_the_keys_page_says():
    """One source: the keys the short part names are the Keys part's own (Enter declares, U undoes, H a hint)."""
    keys = next(md for key, _, md in rules_parts("flush") if key == "keys")
    assert "Enter: Declare" in keys and "U: undo" in keys and "H: a hint" in keys
