"""Session 30: "Hint: play the 7 of hearts on spot 1 — it makes the run 6-7-8 there" while their spot 1 held
8♦ 10♦: any 9 of theirs makes 8-9-10, which beats 6-7-8, and the short words sent you there unwarned. A made
run that their open cards still beat says so, short and full alike (run_facts.catch_words), in a few words
that keep the hint to two lines."""

from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.run_facts import catch_words
from quash_table.games.quash.why import why_words
from tests.quash_spots import spots

HAND = ["7H", "2C", "QS"]
PLAY = {"type": "play", "card": "7H", "spot": 1}


def test_a_made_run_their_open_cards_beat_says_so_in_the_short_words():
    mine, theirs = spots(s1=["6S", "8C"]), spots(s1=["8D", "10D"])
    assert gist_words(mine, theirs, PLAY, HAND) == "it makes the run 6-7-8 there, which wins unless they add a 9"
    assert why_words(mine, theirs, PLAY, HAND).endswith("6-7-8 on spot 1, which wins unless they add a 9")
    # their lone 9: more than one run beats yours
    assert gist_words(mine, spots(s1=["9D"]), PLAY, HAND) == \
        "it makes the run 6-7-8 there, which wins only if their 9 makes no run"
    # a run not made yet: the same catch (the full words: "a run there wins it if their 8-10 fails to make one")
    assert gist_words(spots(s1=["6S"]), theirs, PLAY, HAND) == \
        "there, 6-7 is 1 card from a run, which wins unless they add a 9"
    # their lone 7 can make 5-6-7 or 6-7-8 too: no catch
    assert gist_words(mine, spots(s1=["7D"]), PLAY, HAND) == "it makes the run 6-7-8 there"
    assert catch_words(["6S", "7H", "8C"], ["8D", "8S"], 0) is None      # their spot has failed
    assert catch_words(["QS", "KH"], ["AD"], 1) == "which wins unless they add a K"     # their K-A
    assert catch_words(["KS", "AH"], ["QD"], 1) is None
    assert catch_words(["7S", "8H"], ["9D"], 1) == "which wins only if their 9 makes no run"
    assert catch_words(["6S", "7H", "8C"], ["9D", "10D"], 0) == "which wins only if their 9-10 makes no run"
    assert catch_words(["6S", "7H", "8C"], ["7D", "9D"], 0) == "which wins unless they add an 8"
