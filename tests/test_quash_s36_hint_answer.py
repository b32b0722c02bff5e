"""Session 36 (review 35, a new player at QUASH against 1 bot): the hint said "it makes the run Q-K there" where
their K lay one card short on their side of that spot, waiting for an A they may well hold; the run was lost at
their next play and nothing had warned of it. Now a finished run that one card they plausibly hold beats there says
so, in the short and full words alike ("…, though they may still beat it with an A"), read only from the cards the
seat has not seen (run_answer; never the hidden hands). Headless."""

from quash_table.games.quash.gist import spot_gist
from quash_table.games.quash.run_answer import answers
from quash_table.games.quash.sequences import DECK
from quash_table.games.quash.single_odds import Odds
from quash_table.games.quash.why import spot_words

LOW = [c for c in DECK if c[:-1] in ("2", "3", "4", "5")]


def test_a_run_their_open_spot_can_beat_with_one_card_they_may_hold_is_warned():
    # spot 2 (a double): your Q-K, their K waiting; two As unseen, they hold 8 of 18 unseen cards
    odds = Odds(["AD", "AC"] + LOW[:16], 8)
    short = spot_gist(["QH"], ["QH", "KD"], 1, ["KS"], on="there", odds=odds)
    assert short == "it makes the run Q-K there, though they may still beat it with an A", short
    full = spot_words(["QH", "KD"], 1, ["KS"], odds=odds, where="there")
    assert full == "it makes the run Q-K there, though they may still beat it with an A", full


def test_one_unseen_answer_is_named_and_a_seen_one_is_not_said():
    # only the A♦ unseen: named; every A seen (on the board or in your hand): nothing to warn of
    odds = Odds(["AD"] + LOW[:8], 6)
    assert spot_gist(["QH"], ["QH", "KD"], 1, ["KS"], on="there", odds=odds).endswith(
        ", though they may still beat it with the A\u2666")
    assert spot_gist(["QH"], ["QH", "KD"], 1, ["KS"], on="there", odds=Odds(LOW[:9], 6)) == \
        "it makes the run Q-K there"


def test_no_warning_where_they_hardly_hold_the_card():
    # the A♦ unseen among 30, they hold 2 of them: about 7%, no plausible reply
    odds = Odds(["AD"] + LOW[:16] + [c for c in DECK if c[:-1] in ("6", "7", "8", "9")][:13], 2)
    assert odds.holds_one(["AD"]) < 0.15
    assert spot_gist(["QH"], ["QH", "KD"], 1, ["KS"], on="there", odds=odds) == "it makes the run Q-K there"


def test_only_a_beating_run_counts():
    # their 9♠ on spot 2: a 10 makes 9-10 over your 8-9; an 8 only ties (8-9 against 8-9), not an answer
    assert answers(["8H", "9D"], ["9S"], 1, ["10C", "8C", "AS"]) == ["10C"]
    # the same ranks same-suit beat yours plain: their 8♠ with the 9♠
    assert answers(["8H", "9D"], ["9S"], 1, ["8S"]) == ["8S"]
    # their spot not one card short (empty, or full): no one-card reply
    assert answers(["8H", "9D"], [], 1, ["10C"]) == []
