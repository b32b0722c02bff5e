"""Advanced QUASH, review 14: every hint sentence says concretely what the move does (which spot, what it
makes or beats, which card it waits for), in words said to you.

A reviewer read "your K♠ on spot 3 moves: it does more where it goes." (nothing said where, nor what more),
"their 8♥ came to spot 2: ... there moves. the 8♣ starts..." (a lower-case second sentence),
"10-J on spot 1 is 1 card from a run" (which card?), "the A♥ starts a run on spot 5" (an ace on a double
starts K-A only), "the A♥ you were keeping for K-A on spot 8" (K-A was made already), "the A♥ ties their A
on single spot 3" (what of the K it replaced?), "3-3-3 on spot 7 can no longer be a run" (it had failed
before: why lay there?), and at 4 players the hint of the team's tiebreakers "plays the team's tiebreakers
itself", of a bot."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.why import why_words

G = get_game("quash")


def side(**spots):
    out = [[] for _ in range(9)]
    for name, cards in spots.items():
        out[int(name[1:]) - 1] = cards
    return out


EMPTY = side()


def test_a_card_moved_from_the_plan_says_where_it_goes_and_the_steps_follow_in_one_sentence():
    """Seed 2, 2 players: A♥ onto spot 3 sends the K♠ (laid there, nothing of theirs came since) to 4."""
    mine, theirs = side(s3=["KS"]), side(s3=["AD"])
    action = {"type": "play", "card": "AH", "spot": 3, "swap": [["KS", 4]]}
    words = why_words(mine, theirs, action, ["AH", "2C"])
    # where it goes is the move line's ("moving your K of spades to spot 4", describe_hint); the reason says
    # what it gains, one clause (review 15)
    assert words == "it ties their A on single spot 3 (your K lost to it)", words
    assert "does more" not in words and ". " not in words


def test_news_on_the_spot_is_not_a_second_clause():
    """Review 15: "their 8♥ came to spot 2, so the 4♥ you were keeping for 4-5 there moves to spot 4: ..."
    before the steps did not connect; the reason is what the swap gains where it gains most."""
    mine, theirs = side(s2=["4H"]), side(s2=["7D", "8H"])
    action = {"type": "play", "card": "8C", "spot": 2, "swap": [["4H", 4]]}
    words = why_words(mine, theirs, action, ["8C", "5H"])
    assert "came to spot" not in words and ";" not in words and words.startswith("it "), words
    mine, theirs = side(s8=["KD", "AH"]), side(s6=["KC"], s8=["9S", "10S"])
    action = {"type": "play", "card": "QS", "spot": 8, "swap": [["AH", 6]]}
    words = why_words(mine, theirs, action, ["QS", "3C"])
    # spot 8 was won before (K-A over their 9-10) and still is (Q-K): the gain is the A♥ on spot 6 (review 16:
    # who wins the spot before and after is weighed, why.step_gain)
    assert words == "your A♥ beats their K on single spot 6", words     # not the Q♠ played (session 25)


def test_a_run_one_card_short_says_which_cards_would_finish_it():
    words = why_words(side(s1=["10C"]), EMPTY, {"type": "play", "card": "JD", "spot": 1}, ["JD", "2S", "3S"])
    assert words == "10-J on spot 1 is 1 card from a run: a 9 or a Q would make it a run", words
    # one card missing in the middle: that rank alone
    words = why_words(side(s4=["8C"]), EMPTY, {"type": "play", "card": "10D", "spot": 4}, ["10D", "2S"])
    assert words == "8-10 on spot 4 is 1 card from a run: a 9 would make it a run", words
    # a same-suit pair: any card of the rank makes a run, one of the suit a same-suit run
    words = why_words(side(s7=["JS"]), EMPTY, {"type": "play", "card": "QS", "spot": 7}, ["QS", "2C"])
    # (session 25: with a verb of its own, "the 10♠ or K♠ a same-suit run" read garbled)
    assert words == "J-Q on spot 7 is 1 card from a same-suit run: a 10 or a K would make it a run; the 10♠ or " \
        "K♠ would keep it same-suit", words


def test_a_lone_card_on_a_run_spot_says_which_runs_can_grow_from_it():
    """'it starts spot 1 (triple): a run can still grow from it' said nothing of which."""
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "KC", "spot": 1}) == \
        "it starts spot 1 (triple): J-Q-K or Q-K-A can grow from it"
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "5C", "spot": 2}) == \
        "it starts spot 2 (double): 4-5 or 5-6 can grow from it"


def test_a_lone_ace_moved_to_a_double_says_the_one_run_it_can_grow():
    mine, theirs = side(s3=["AH"]), side(s3=["2C"])
    action = {"type": "play", "card": "3S", "spot": 3, "swap": [["AH", 5]]}
    words = why_words(mine, theirs, action, ["3S", "9C", "8D"])
    assert "your A♥ starts spot 5, where only K-A can grow from it" in words, words     # session 25: named


def test_a_card_laid_on_a_spot_that_had_failed_says_so():
    words = why_words(side(s7=["3S", "3D"]), EMPTY, {"type": "play", "card": "3C", "spot": 7}, ["3C", "KH"])
    assert words.startswith("spot 7 has failed already (3-3): a card there spoils nothing"), words


def test_the_hint_on_the_teams_tiebreakers_speaks_to_you():
    s = G.new_state(4, seed=3, options={"variant": "advanced"})
    # the position only matters for its type: a naming decision of seat 0, answered with words to "you"
    legal = [{"type": "tiebreak_chooser", "seat": 0}, {"type": "tiebreak_chooser", "seat": 2}]
    bot = HardBot(G, 0, 1)
    action = bot.choose(dict(G.view(s, 0), seat=0), legal)
    assert action == legal[0]
    assert bot.reason.startswith("you ") and "itself" not in bot.reason, bot.reason
