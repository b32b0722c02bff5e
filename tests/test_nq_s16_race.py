"""Review 16: the header's race counts the places the finished seats have already won."""
from quash_table.games.numberquash.race_words import race_words


def short(i):
    return "You" if i == 0 else f"Bot {i + 1}"


def test_the_race_is_for_the_next_place_once_seats_have_finished():
    # 34.png: "You 17/18 · 1 ahead of Bot 2" while Bot 4 and Bot 6 had Quashed (1st and 2nd)
    view = {"order": [2, 3, 1, 0, 4, 5], "seat": 0}
    result = {"scores": [17, 16, 15, 18, 15, 18], "places": [None, None, None, 1, None, 2]}
    words = race_words(result, view, short)
    assert words.startswith("You: 17 of 18 cells")
    assert "for 3rd" in words and words.endswith("1 cell ahead of Bot 2")
    assert "Bot 4" not in words and "Bot 6" not in words


def test_no_place_word_while_nobody_has_finished():
    view = {"order": [0, 1, 2, 3], "seat": 0}
    words = race_words({"scores": [3, 1, 2, 0]}, view, short)
    assert words == "You: 3 of 18 cells covered  \u00b7  1 cell ahead of Bot 3"
