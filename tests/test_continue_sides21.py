"""Session 21: Continue named the partner as an opponent, "Continue: QUASH (advanced) against Bot 2, Bot 3
and Bot 4" when Bot 3 is your partner (the Load row said it right: "RED (you and Bot 3) 4 · BLACK 7").
Who plays a game with sides is said by one source (naming.who_words with the game's `sides`): the main
menu's Continue, New game's note and the Load list read it."""

import pytest

from quash_table.engine.naming import YOU, who_words
from tests.test_ui_shell_continue import menu_note, played


def test_who_words_names_partners_with_you_and_the_other_side_against():
    sides = [("RED", [0, 2]), ("BLACK", [1, 3])]
    assert who_words([YOU, "Bot 2", "Bot 3", "Bot 4"], False, sides) == "with Bot 3 against Bot 2 and Bot 4"
    assert who_words(["Ann", "Bob", "Carl", "Dan"], False, sides) == "with Ann and Carl against Bob and Dan"
    assert who_words([YOU, "Bot 2"], False, None) == "against Bot 2"        # no sides: as before


@pytest.mark.ui
def test_continue_on_the_menu_and_new_games_note_name_your_partner_as_a_partner():
    from quash_table.ui.continue_source import continue_words
    m = played("quash", ["human:You", "bot:easy", "bot:easy", "bot:easy"], 6)
    note, button = menu_note(m)          # the autosave written, the real main menu drawn
    assert button["enabled"]
    # the sides as the Load row says them (session 34): your partner in your side, the other side named
    assert note.startswith("Continue: QUASH") and "RED (you and Bot 3)" in note and "BLACK (Bot 2 and Bot 4)" in note, note
    words = continue_words()             # New game's "Continue holds ..."
    assert words is not None and "RED (you and Bot 3)" in words and "BLACK (Bot 2 and Bot 4)" in words, words
