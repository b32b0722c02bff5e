"""Session 32: Quadruple War's hint in a player's words. The full reason (H twice) said "your hand takes 3
tricks or more in 77% of 150 sampled deals": a figure and the search's jargon; it says how often as a player
would, "about 3 times in 4 from what you can see" (odds_words.times_in). And a hint to lead the top card of
a side suit said "lead a winner: no heart still out beats it" when a seat that had shown out of hearts could
trump it: the words now warn (trump_words, from what the seat sees). Headless."""

from quash_table.games.quadwar.hard import _bid_more_often, bid_reason
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.odds_words import times_in
from quash_table.games.quadwar.play_words import card_role_words
from quash_table.games.quadwar.players import _win_gist
from quash_table.games.quadwar.trump_words import trump_warning
from quash_table.games.quadwar.cards import INT_OF


def test_how_often_is_said_as_a_player_would():
    assert [times_in(x) for x in (0.0, 0.1, 0.23, 0.33, 0.5, 0.66, 0.77, 0.8, 0.9, 1.0)] == [
        "hardly ever", "about 1 time in 10", "about 1 time in 4", "about 1 time in 3", "about half the time",
        "about 2 times in 3", "about 3 times in 4", "about 4 times in 5", "about 9 times in 10", "nearly always"]


def test_the_bid_hints_full_reason_has_no_sampled_deals():
    taken = [3] * 77 + [2] * 23
    r = str(bid_reason(3, taken, 28, 1, 4))
    assert r == ("your hand takes 3 tricks or more about 3 times in 4 from what you can see; no other bid should "
                 "score you more (made: 10 \u00d7 bid + 1 per extra trick, missed: 0 pts)")     # (session 34: the key)
    low = str(bid_reason(1, [0] * 70 + [1] * 30, 0, 1, 4))
    assert low == "the lowest bid: your hand takes a trick only about 1 time in 3 from what you can see"
    for words in (r, low, _bid_more_often(0.75, 0.5, "the Q of hearts")):
        assert "sampled" not in words and "%" not in words and "deals" not in words, words
    assert _bid_more_often(0.75, 0.5, "the Q of hearts") == (
        "you make your bid about 3 times in 4 this way, about half the time with the Q of hearts")
    # two shares that read alike are not said as two equal phrases
    assert _bid_more_often(0.76, 0.74, "the Q of hearts") == (
        "you make your bid a little more often this way than with the Q of hearts (about 3 times in 4)")


def view(tricks, hand, counts):
    """Seat 1's view at the lead of a four-seat hand (no trick on the table), bids 3 each, 1 won."""
    return {"seats": 4, "seat": 0, "hand": hand, "hand_counts": counts, "bids": [3, 3, 3, 3], "won": [1, 0, 0, 0],
            "options": {}, "bags": [0, 0, 0, 0], "tricks": [{"cards": c} for c in tricks], "trick": []}


HAND = ["AH", "7H", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD"]


def test_a_lead_a_seat_out_of_its_suit_may_trump_is_said_so():
    # Seat 3 played a club on a heart: with trumps still out, the ace of hearts may be trumped
    shown_out = view([[(0, "2H"), (1, "3H"), (2, "5C"), (3, "4H")]], HAND, [12, 12, 12, 12])
    words = card_role_words(shown_out, "AH")
    assert words == "lead a winner: no heart still out beats it, but Seat 3 has no hearts and may trump it"
    t = Table(shown_out)
    assert trump_warning(t, INT_OF["AH"]) == "Seat 3 has no hearts and may trump it"
    assert _win_gist(t, INT_OF["AH"], 0.7) == "it is the highest heart left, but Seat 3 has no hearts and may trump it"
    # everyone followed hearts and most hearts are out: no warning, the words as before
    followed = view([[(0, "2H"), (1, "3H"), (2, "5H"), (3, "4H")]], HAND, [12, 12, 12, 12])
    assert card_role_words(followed, "AH") == "lead a winner: no heart still out beats it"
    assert trump_warning(Table(followed), INT_OF["AH"]) is None
    # a diamond lead with only two diamonds out: a seat is likely out of diamonds, and trumps are out
    few = view([[(0, "2H"), (1, "3H"), (2, "5H"), (3, "4H")]], ["AD", "KD", "QD", "2D", "3D", "4D", "5D", "6D",
                                                             "7D", "8D", "9D", "7H"], [12, 12, 12, 12])
    assert trump_warning(Table(few), INT_OF["AD"]) == "a seat out of diamonds may trump it"
