"""Session 30: a hint led into a spot already beaten without the warning other hints give ("it starts spot 8:
your J♠ would make it the run J-Q" while their Q-K there beats any J-Q; a Q-K of yours could still tie it, so
the spot was not called lost). Every path (why.spot_words, why.step_words, gist.spot_gist, why.named_finish)
reads one fact, run_facts.lost_run: the run your hand would make there loses to their finished run."""

from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.run_facts import lost_run
from quash_table.games.quash.why import named_finish, why_words
from tests.quash_spots import spots


def test_the_fact_their_finished_run_beats_the_run_your_hand_would_make():
    assert lost_run(["QH"], 2, ["QC", "KC"], ["JS", "5D"]) == ("K", "yours")
    assert lost_run(["QH"], 2, ["QC", "KS"], ["KD", "5D"]) is None            # Q-K ties their mixed Q-K
    assert lost_run(["QH"], 2, ["KC", "AC"], ["JS"]) == ("A", "any")           # no run beats K-A
    assert lost_run(["QH"], 2, ["QC", "KC"], ["5D"]) is None                  # your hand makes no run there


def test_a_hint_into_a_spot_their_run_beats_says_so():
    mine, theirs = spots(), spots(s8=("QC", "KC"))
    play = {"type": "play", "card": "QH", "spot": 8}
    hand = ["QH", "JS", "5D", "7C"]
    words = why_words(mine, theirs, play, hand)
    assert "beats" in words and "bonus point" in words and "starts spot 8" not in words, words
    assert "bonus point" in gist_words(mine, theirs, play, hand)
    # no run is promised for a spot it cannot win (what a later hint would hold the J♠ to)
    assert named_finish(mine, theirs, play, hand) is None


def test_a_run_that_can_still_win_is_not_warned():
    mine, theirs = spots(), spots(s8=("QC", "KS"))
    play = {"type": "play", "card": "QH", "spot": 8}
    words = why_words(mine, theirs, play, ["QH", "KD", "5D"])
    assert "starts spot 8" in words and "bonus point" not in words, words
