"""Session 25 (second wave), Flush as a new player found it: the article before a number word."""

from quash_table.games.flush.reasons import high_card_words
from quash_table.games.thegame.why import a_number


def test_an_before_a_number_said_with_a_vowel_sound():
    # "8s fit only on a 8 to 10" (review 25): Flush's reasons use the one shared rule (engine/naming.a_or_an)
    assert high_card_words(8, ()).startswith("8s fit only on an 8 to 10")
    assert high_card_words(7, ()).startswith("7s fit only on a 7 to 10")
    # The Game's cards run to 99: 11, 18 and the 80s are said with "an" too
    assert [a_number(n) for n in (8, 11, 18, 84, 7, 81 - 1)] == ["an 8", "an 11", "an 18", "an 84", "a 7", "an 80"]
