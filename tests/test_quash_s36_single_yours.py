"""Session 36 (quash2): a Q or K laid on a single spot says every higher card the seat holds as its own, those kept
for its other runs too. The hint said "a Q there: only a K or an A beats it, and the K♦ is yours" while the K♣ was
in hand as well (kept for a run on another spot, so left out of the cards the words counted). Headless."""

from quash_table.games.quash.single_odds import Odds, hold_words
from quash_table.games.quash.why import higher_words, why_words
from tests.quash_spots import spots as board

# every card of a 52-card deck: what the seat has not seen is the rest
DECK = [r + s for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] for s in "SHDC"]


def test_a_higher_card_kept_for_a_run_is_yours_too():
    """Your Q♣ on double spot 8 waits for the K♣ in your hand (Q-K, same-suit): the Q♥ on single spot 9 says
    both Ks are yours, the K♣ kept for spot 8 as well as the K♦."""
    mine = board(s8=["QC"])                      # your Q♣ on double spot 8: the K♣ in hand finishes Q-K there
    play = {"type": "play", "card": "QH", "spot": 9}
    hand = ["QH", "KD", "KC", "3S"]
    said = str(why_words(mine, board(), play, hand))
    assert "the K\u2666 and K\u2663 are yours" in said, said
    assert "the K\u2666 is yours" not in said, said


def test_the_words_name_every_higher_card_in_the_hand_joined_by_and():
    assert higher_words(12, ["KD", "KC", "3S"]) == "only a K or an A beats it, and the K\u2666 and K\u2663 are yours"
    assert higher_words(11, ["AS", "KD", "3C"]) == "only a Q, a K or an A beats it, and the A\u2660 and K\u2666 are yours"
    assert higher_words(12, ["3S"]) == "only a K or an A beats it", "no higher card of yours: none named"


def test_the_odds_agree_with_the_cards_said_as_yours():
    """The chance they hold a higher card is dealt from the cards the seat has not seen: both Ks in hand are out of
    it, so with every other K and A seen as well, nothing higher is left to them and no 'likely hold' is said."""
    hand = ["QH", "KD", "KC"]
    seen = set(hand) | {"KS", "KH", "AS", "AH", "AD", "AC"}
    odds = Odds([c for c in DECK if c not in seen], 10)
    assert odds.higher(12) == [] and odds.answer_chance(12) == 0.0
    assert hold_words(12, odds) == ""
    # one K still unseen: it is the one they may hold, not one of yours
    odds = Odds([c for c in DECK if c not in seen - {"KS"}], 10)
    assert odds.higher(12) == [13] and 0 < odds.answer_chance(12) < 1


def test_a_higher_run_on_a_spot_their_run_beats_is_not_said_as_a_gain():
    """Session 36, basic seed 5: "it cannot win the spot (their K-A beats it): a run there only keeps their bonus
    point away, higher than with your J♥": the higher run gains nothing there. Said only where it may win."""
    from quash_table.games.quash.card_choice import choice_words
    mine, lay, hand = board(s8=["QS"]), {"card": "KD", "spot": 8}, ["KD", "JH", "2C"]
    assert choice_words(mine, lay, hand, theirs=board(s8=["KS", "AD"])) == ""
    assert choice_words(mine, lay, hand, theirs=board(s8=["KS"])) == ", higher than with your J\u2665"
    assert choice_words(mine, lay, hand) == ", higher than with your J\u2665", "their cards not known: as before"
