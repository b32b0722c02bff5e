"""The Game, session 31: the numbers a card skips are said as numbers skipped, never as a move. "green 7 on ▼
would skip 3 to 8" read as a move from 3 to 8; a run of up to four is said whole ("would skip 4, 5, 6 and 7"),
a longer one by how many, its ends in brackets ("would skip 6 numbers (3 to 8)"), from the same facts
(why.skipped: the numbers still to come)."""

from quash_table.games.thegame.why import skipped_words


def test_a_short_run_is_said_number_by_number():
    assert skipped_words([4, 5, 6, 7]) == "4, 5, 6 and 7"
    assert skipped_words([7, 6, 5]) == "5, 6 and 7"
    assert skipped_words([8, 9]) == "8 and 9" and skipped_words([3]) == "3"


def test_a_long_run_is_counted_never_a_from_to():
    assert skipped_words([3, 4, 5, 6, 7, 8]) == "6 numbers (3 to 8)"
    assert skipped_words(range(1, 10)) == "9 numbers (1 to 9)"
    # the gaps (numbers laid already) inside the brackets, the count the numbers skipped
    assert skipped_words([2, 3, 4, 5, 6, 8, 9]) == "7 numbers (2 to 9; 7 is laid already, not lost)"
    for words in (skipped_words(range(k, k + n)) for k in range(1, 5) for n in range(1, 7)):
        assert not words.split(" (")[0].count(" to "), words
