"""Session 25 (second wave), The Game's hint words as a new player read them: "skips 7 and 8 on ▲" of a 10
on ▲'s 6, where every 9 is laid, left the 9 unexplained (the hint says "(... all laid)" elsewhere); and
"leaves fewer cards able to turn a stack back (green on ▲: 3, yellow: 0)" read as a score, not a reason (its new words: test_thegame_s19, test_thegame_newplayer,
test_thegame_bots_turns)."""

from quash_table.games.thegame.why import does_words, skipped_words


def test_a_skip_past_numbers_all_laid_says_so():
    nines = [(0, c + "9", "down", 0) for c in "RBGYP"]
    view = {"up": "R6", "down": "G2", "history": [(0, "R6", "up", 0), (1, "G2", "down", 0)] + nines}
    assert does_words(view, "B10", "up") == "skips 7 and 8 on \u25b2 (the 9s are all laid)"
    # a run laid at the edge, and one inside a short list
    assert skipped_words([3], [7, 8, 9]) == "3 (the 7s to 9s are all laid)"
    assert skipped_words([4, 6, 7], [5]) == "4, 6 and 7 (the 5s are all laid)"
    assert skipped_words([7, 8]) == "7 and 8"

