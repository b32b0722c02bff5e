"""Session 25 review of QUASH basic (2 players, seed 11, round 1, the last open slot): RED's spot 4 held
4♥ 5♥, BLACK's 2♦ 3♠ 9♥ (failed). The hint's reason said "spot 4 will fail (the other side gets its bonus
point): every move spoils a spot…" while the "This spot will fail" question said rightly that both had
failed, each side scoring 1. Both now word one judgement (placement_words.failed_spot_score), and on the
last open slot the words say the choice is only which card."""

from quash_table.games import get_game
from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.why import failing_words
from tests.quash_spots import spots as board

G = get_game("quash")


MINE = board(s1=["10S", "JS", "QS"], s2=["2S", "3D"], s3=["AH"], s4=["4H", "5H"], s5=["QD", "KD"], s6=["2C"],
             s7=["6S", "7S", "8S"], s8=["QH", "KH"], s9=["AD"])
THEIRS = board(s4=["2D", "3S", "9H"])
HAND = ["5D", "5C", "7H", "7C", "9C", "10H", "10C", "KC", "4C"]
LAY = {"type": "play", "card": "4C", "spot": 4}


def test_the_hint_says_what_the_dialog_says_a_failed_spot_costs():
    # not as the last open slot (session 31: there the words are only which card; the question says the cost)
    said = failing_words(MINE, LAY, HAND, 8, None, False, THEIRS[3])
    asked = G.placement_warning(MINE[3], "4C", 4, THEIRS[3], 0)
    assert "each side scores 1" in asked
    assert "bonus point" not in said, said
    assert said.startswith("spot 4 will fail, as the other side's has already (each side scores 1 for it, "
                           "nobody wins it)"), said


def test_a_proper_or_open_sequence_of_theirs_is_said_as_the_scoring_judges_it():
    proper = failing_words(MINE, LAY, HAND, 8, None, False, ["3S", "4D", "5C"])
    assert "their run there scores 2" in proper, proper
    assert "if their spot there ends up a run" in failing_words(MINE, LAY, HAND, 8, None, False, ["3S"])


def test_the_last_open_slot_says_the_choice_is_only_which_card():
    said = failing_words(MINE, LAY, HAND, 8, 0.0, False, THEIRS[3])
    assert "every move spoils a spot" not in said, said
    # session 31: two lines at 1280x800 (with the cost and "no card you hold makes a run there" it ran to three)
    assert said == "spot 4 will fail whatever you lay (your last open slot): the 4\u2663, your lowest, keeps the " \
        "higher cards for the tiebreakers", said
    # leftovers not known (four players): still your lowest, kept for nothing else (session 38: "the choice is only
    # which card, the 4♣" gave no reason for the card); a card not your lowest is still only the choice
    assert failing_words(MINE, LAY, HAND, None, 0.0, False, THEIRS[3]) == said
    assert failing_words(MINE, LAY, HAND + ["2D"], None, 0.0, False, THEIRS[3]) == \
        "spot 4 will fail whatever you lay (your last open slot): the choice is only which card, the 4\u2663"
    # a card of your lowest rank, another of that rank kept: still your lowest
    assert failing_words(MINE, LAY, HAND + ["4D"], 9, 0.0, False, THEIRS[3]).endswith("the 4\u2663, your lowest, "
                                                                                      "keeps the higher cards for the tiebreakers")
    short = gist_words(MINE, THEIRS, LAY, HAND, True, True)
    assert "every other move costs more" not in short, short
    assert short == "any card spoils your last slot: your lowest keeps the rest for tiebreakers"     # session 38
    assert gist_words(MINE, THEIRS, LAY, HAND + ["2D"], True, True) == \
        "your last slot: any card spoils spot 4, the choice is only which card"
