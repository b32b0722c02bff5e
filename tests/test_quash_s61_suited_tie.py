"""Review 61t: the hint said "their 5♦ on spot 4 ties your 4-5-6" where theirs made 4♦ 5♦ 6♦ against a 4-5-6 of three
suits: with equal tops a run of one suit beats a mixed one (the rules), so it beats it. The words about what their
cards do to yours (run_facts.outdo_words) and whether they beat or tie yours at all (threatens, beats_now) weigh
the suits where both runs are made; a single card's spot and runs not yet made stay as they were."""

from quash_table.games.quash.run_facts import beats_now, outdo_words, threatens

SUITED, MIXED, MIXED2 = ["4D", "5D", "6D"], ["4S", "5H", "6C"], ["4C", "5S", "6H"]


def test_their_suited_run_beats_your_mixed_one_of_the_same_top():
    assert outdo_words(SUITED, 3, MIXED) == "makes their 4-5-6 beat your 4-5-6"
    assert outdo_words(SUITED, 3, MIXED, brief=True) == "beats your 4-5-6"


def test_two_mixed_runs_of_the_same_top_tie():
    assert outdo_words(MIXED2, 3, MIXED) == "makes their 4-5-6 tie your 4-5-6"


def test_their_mixed_run_does_not_reach_your_suited_one():
    assert not threatens(MIXED, 3, SUITED) and not beats_now(MIXED, 3, SUITED)
    assert threatens(SUITED, 3, MIXED) and beats_now(SUITED, 3, MIXED)
    assert threatens(MIXED2, 3, MIXED) and beats_now(MIXED2, 3, MIXED)     # a tie still counts, as before


def test_single_cards_and_runs_not_made_yet_are_as_before():
    assert outdo_words(["6D"], 2, ["6S"]) == "ties your 6"
    assert outdo_words(["5D", "6D"], 3, MIXED) == "can make 5-6-7, beating your 4-5-6"
