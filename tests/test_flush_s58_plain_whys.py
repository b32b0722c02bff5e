"""Session 58 (review 57, a new player rated 8): some of the hint's whys were hard to read: "your 4 alone would
shed 1 point, these 12" and "29 of 56 unseen cards fit". They now say each play in a whole phrase, with words a
newcomer knows ("gets rid of", "cards you cannot see")."""

from quash_table.games.flush.close_call import reason_words
from quash_table.games.flush.reasons import counted_hidden_reason, next_player_words
from quash_table.games.flush.why_not import lower_pile_words
from tests.test_flush_s44_new_pile_why import NEW_PILE, review_turn


class _Counts:
    """The two counts next_player_words reads of a bot (NormalBot._not_seen_fits, _not_seen_total)."""

    def _not_seen_fits(self, v):
        return 29

    def _not_seen_total(self):
        return 56


def test_the_next_player_words_say_cards_you_cannot_see():
    said = next_player_words(_Counts(), 6, {"seat": 0})
    assert said.endswith(": 29 of the 56 cards you cannot see would fit"), said
    assert "unseen" not in said


def test_a_hidden_cards_brief_says_cards_you_cannot_see():
    why = counted_hidden_reason(1, "3 cards", 23, 6, 26)
    assert why.brief == "6 of the 26 cards you cannot see fit the 1s", why.brief


def test_a_lower_new_pile_is_said_as_a_whole_phrase():
    _, view, legal = review_turn()
    words = lower_pile_words(view, NEW_PILE, legal, ((), ()), ())
    assert words == ("with the old pile's 3 cards (4 points) picked up, this play leaves your hand 8 points lighter (a "
                     "Mimic counts triple); playing your 4 alone would leave it 3 points heavier"), words
    assert "shed" not in words and "these 12" not in words


def test_a_play_that_gets_rid_of_more_cards_says_so():
    _, view, _ = review_turn()
    words = reason_words(view, {"type": "play", "cards": ["4", "8"], "as": 4}, {"type": "play", "cards": ["8"], "as": 1},
                         "lay a Mimic as a 1")
    assert words == "it gets rid of 1 more card than \u201clay a Mimic as a 1\u201d", words
