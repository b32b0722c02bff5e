"""Why a QUASH move is good, in a player's words (games/quash/why.py): what it builds or beats."""

from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as _side

EMPTY = [[] for _ in range(9)]


def test_a_card_that_completes_a_run_says_so_and_what_it_beats():
    mine, theirs = _side(s1=["JH", "QH"]), _side(s1=["9S", "10D", "JC"])
    assert why_words(mine, theirs, {"type": "play", "card": "KH", "spot": 1}) == \
        "it makes the same-suit run J-Q-K on spot 1, above their 9-10-J"


def test_a_started_spot_and_one_card_from_a_run():
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "5C", "spot": 4}) == \
        "it starts spot 4 (triple): 3-4-5 up to 5-6-7 can grow from it"
    assert why_words(_side(s7=["8D"]), EMPTY, {"type": "play", "card": "9C", "spot": 7}) == \
        "8-9 on spot 7 is 1 card from a run: a 7 or a 10 would make it a run"


def test_a_single_beats_theirs_and_a_swap_says_what_it_gains_in_one_clause():
    """A reviewer could not tell why a chain moved its cards; then (review 14) a clause a card made three
    lines. The swap's reason is its best step, one clause (the hint's move line says where each card goes)."""
    mine, theirs = _side(s3=["9C"]), _side(s3=["10D"], s6=["8H"])
    words = why_words(mine, theirs, {"type": "play", "card": "JH", "spot": 3, "swap": [["9C", 6]]})
    assert words == "it beats their 10 on single spot 3 (your 9 did not)"
    mine = _side(s3=["9C"], s5=["10D"])
    words = why_words(mine, theirs, {"type": "play", "card": "JH", "spot": 3, "swap": [["9C", 5]]})
    # a run made gains more than a single won; the card it is about is not the one played (session 25: named)
    assert words == "your 9♣ makes the run 9-10 on spot 5"


def test_a_spot_the_other_side_has_failed_is_named():
    mine, theirs = _side(), _side(s2=["2C", "9D"])
    assert "their spot 2 has failed" in why_words(mine, theirs, {"type": "play", "card": "5C", "spot": 2})


def test_a_two_card_chain_says_what_it_gains_in_one_clause():
    """A reviewer read "the card moved on: ... the card moved on: ..." for a two-card chain; then a clause
    a card. The chain's best step is said, once."""
    mine = _side(s3=["9C"], s6=["4D"])
    words = why_words(mine, EMPTY, {"type": "play", "card": "JH", "spot": 3, "swap": [["9C", 6], ["4D", 9]]},
                      ["JH", "2C", "KD"])
    # session 23: after a chain's several steps "it" could be any of its cards: the card is named
    assert words == "your J\u2665 raises single spot 3 from the 9", words


def test_an_ace_or_a_two_on_an_empty_run_spot_says_the_one_run_it_allows():
    """A reviewer followed "A of clubs on triple spot 4: a run can still grow from it" and later had to
    spoil the spot: an ace starts only Q-K-A."""
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "AC", "spot": 4}) == \
        "it starts spot 4 (triple): only Q-K-A can grow from it"
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "2C", "spot": 2}) == \
        "it starts spot 2 (double): only 2-3 can grow from it"
    assert "7-8-9 up to 9-10-J can grow" in why_words(EMPTY, EMPTY, {"type": "play", "card": "9C", "spot": 4})


def test_a_low_card_on_a_single_lost_anyway_says_so():
    """'a 2 on single spot 9: the higher card takes it' repeated the rules; the reason is that the spot is
    lost to their 10 and the lowest card goes there."""
    words = why_words(EMPTY, _side(s9=["10C"]), {"type": "play", "card": "2H", "spot": 9}, ["2H", "5C", "KD"])
    assert words == "spot 9 is lost to their 10: your lowest card goes there, keeping the rest", words
    assert "the higher card takes it" not in why_words(EMPTY, EMPTY, {"type": "play", "card": "2H", "spot": 9})


def test_a_started_run_names_the_cards_of_your_hand_that_finish_it():
    """'it starts spot 8 (double): a run can still grow from it' while the hand held 6-7-8-9 of diamonds:
    the reason names the card that would finish the run."""
    hand = ["6D", "7D", "8D", "9D", "2C"]
    words = why_words(EMPTY, EMPTY, {"type": "play", "card": "9D", "spot": 8}, hand)
    assert words == "it starts spot 8 (double): your 8♦ would make it the same-suit run 8-9", words
    words = why_words(_side(s7=["8D"]), EMPTY, {"type": "play", "card": "7D", "spot": 7}, hand)
    # "same-suit" once, where the run is named (session 31)
    assert words == ("7-8 on spot 7 is 1 card from a run: your 9♦ would make it the "
                     "same-suit run 7-8-9"), words


def test_a_chain_names_each_moved_card_and_what_it_makes_there():
    """'the Q moved on: ...; the Q moved on: ...' read badly: each card is named by rank and suit, and a
    started run names the cards of your hand that would finish it."""
    mine = _side(s3=["QS"], s5=["JC"], s9=["QD"])
    action = {"type": "play", "card": "10S", "spot": 3, "swap": [["QS", 5]]}
    words = why_words(mine, EMPTY, action)
    assert words == "your Q♠ makes the run J-Q on spot 5"      # what the swap gains, the card named (session 25)
    mine = _side(s1=["9H"])
    action = {"type": "play", "card": "10D", "spot": 1, "swap": [["9H", 7]]}
    words = why_words(mine, EMPTY, action, ["10D", "JH", "QD", "7C"])
    assert words == "it starts spot 1 (your J♥ Q♦ would make it 10-J-Q)", words


def test_a_tiebreaker_card_says_why():
    """'of your leftover cards, this one does best over this tie and the ties still to come' said nothing
    a player could use."""
    from quash_table.games.quash.describe import tiebreak_words
    assert tiebreak_words("KD", ["3C", "KD", "AH"], 12, 2) == \
        "the K♦ is your lowest card that beats every card the other side can still hold, keeping " \
        "your others for the two ties still to be played"
    assert tiebreak_words("3C", ["3C", "9D", "JH"], 14, 1) == \
        "you cannot be sure to win this tie (they may hold an A): your lowest card goes, keeping your higher " \
        "ones for the tie still to be played"
    assert tiebreak_words("JH", ["3C", "9D", "JH"], 14, 0) == \
        "your highest card gives this tie its best chance (they may hold higher cards: any Q or higher beats it)"
    assert "does best" not in tiebreak_words("9D", ["3C", "9D", "JH"], 14, 2)
