"""Session 20 (QUASH advanced, new players' notes): hint words a player could not read or check.

- "their Q♠ came to their spot 7; it makes the run K-A on spot 2": after a clause about another card or spot, "it"
  could be either; the card the reason is about is named.
- "your J♣ does more off spot 4": said nothing a player could check; the clause now says what taking it off
  does (mends the spot it spoilt) or where it goes (a better place, the reason saying what it gains).
- "spot 3 is lost to their K: a low card goes there" of a 9 while a free 4 stayed in hand: untrue of the hand."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.changes import change_words
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.why import why_words

from tests.test_quash_mend20 import position
from tests.quash_spots import spots as board

G = get_game("quash")


def test_after_a_news_clause_the_reason_names_its_card_not_it():
    s = position()          # their Q♠ came to their spot 7 since your latest play; the A♠ mends spot 2
    view, legal = G.view(s, 0), G.legal_actions(s)
    mend = {"type": "play", "card": "AS", "spot": 2, "swap": [["3C", 7], ["JH", 3]]}
    reason, news = play_words(HardBot(G, 0, 1), view, legal, mend, lambda: 0.5)
    # session 30: brief in a swap; session 31: a sentence of its own, the reason being about the A♠ on spot 2,
    # not the J♥ the news moves off spot 7 (no "so")
    assert news == "their Q\u2660 on spot 7 can beat your J. ", news
    # (session 37: H adds a why of its own after the words the short form says, more_why)
    assert reason.short == news + "Your A\u2660 makes the run K-A on spot 2", reason.short
    assert reason == reason.short + "; a full run can never be FAILED", reason
    # with no news before it, a chain of several steps names its card too (session 23: after "your A♠ goes to
    # spot 2; the 3♣ it replaces moves to spot 7; ..." "it" could be any of three cards); a one-swap move's
    # "it" stays (review 16: not said twice)
    assert why_words(view["board"][0], view["board"][1], mend, view["hand"]).startswith("your A\u2660 makes the run K-A")
    one = {"type": "play", "card": "KH", "spot": 1, "swap": [["JH", 3]]}
    assert why_words(board(s1=["JH", "QH"]), board(), one).startswith("it ")


def test_a_card_taken_off_says_what_that_does():
    theirs = board()
    # the J♣ you laid on spot 4 beside the 5♣ spoilt it: taking it off mends the spot
    mine = board(s4=["5C", "JC"])
    said = change_words([("JC", 4, 6, "board", None)], {}, theirs, [], mine=mine)
    assert said == "your J\u2663 spoilt spot 4 (5-J can never be a run); ", said
    # a card taken off a spot that could still make a run: it goes where it gains more (the reason says what;
    # session 27: "for a better place" named nothing, the news says what the old spot gains: leave_words)
    mine = board(s4=["5C", "6C"])
    said = change_words([("6C", 4, 6, "board", None)], {}, theirs, [], mine=mine)
    assert said == "your 6\u2663 leaves spot 4; ", said
    assert "does more" not in said


def test_a_lost_single_spot_is_not_given_a_low_card_while_a_lower_one_stays_free():
    """Their K on single spot 3: your 9 goes there while your free 4 stays in hand (it is no "low card")."""
    mine, theirs = board(s1=["QH", "KH"]), board(s3=["KS"])
    hand = ["9D", "4C", "AS", "AH"]
    said = why_words(mine, theirs, {"type": "play", "card": "9D", "spot": 3}, hand)
    # session 27: the free 4 kept says what for (it may start a run on spot 4): lost_single
    assert "a low card" not in said and said == "spot 3 is lost to their K: your 9 goes there, keeping your 4 for " \
        "your runs", said
    # your lowest card: said so
    said = why_words(mine, theirs, {"type": "play", "card": "4C", "spot": 3}, hand)
    assert said == "spot 3 is lost to their K: your lowest card goes there, keeping the rest", said
    # no card of theirs there yet: a 6 "costs little" where a free 2 stays in hand, never "a low card"
    said = why_words(mine, board(), {"type": "play", "card": "6D", "spot": 3}, ["6D", "2C", "AS", "KS"])
    assert "a low card" not in said, said
