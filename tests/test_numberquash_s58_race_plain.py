"""Session 58, NumberQuash from four players: the header's "You 17/18 · 1 ahead of 2 players" read as a riddle to a
new player (what 17/18 counts; 1 of what). Your count says its unit, and so does the lead (race_words.own_count)."""

from quash_table.games.numberquash.race_words import race_words

VIEW = {"order": [0, 1, 2, 3], "seat": 0, "status": ["playing"] * 4}


def short(i):
    return "You" if i == 0 else f"Bot {i + 1}"


def test_the_race_says_what_it_counts():
    assert race_words({"scores": [17, 16, 16, 3]}, VIEW, short) == \
        "You: 17 of 18 cells covered  \u00b7  1 cell ahead of Bot 2 and Bot 3"
    assert race_words({"scores": [17, 16, 16, 3]}, VIEW, short, brief=1) == \
        "You: 17 of 18 cells  \u00b7  1 cell ahead of 2 players"
    assert race_words({"scores": [17, 15, 1, 3]}, VIEW, short, brief=2) == "You 17/18  \u00b7  2 cells ahead of Bot 2"
    assert race_words({"scores": [3, 5, 5, 1]}, VIEW, short).startswith("You: 3 of 18 cells covered  \u00b7  ")
