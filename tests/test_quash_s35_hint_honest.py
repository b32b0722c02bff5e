"""Session 35 (review 34, a new player at QUASH basic against 1 bot): the hint called a single spot "likely" won
("it likely takes single spot 6") when the bot answered it at once with a higher card: with 13 cards in their hand
and ten higher cards unseen, they hold one almost surely. The short words now count what the other side can
still lay there, from what the seat sees (single_odds): "likely" only where they likely hold no higher card, else
what takes it back. A run settled lower is said with its why or not at all; of equal cards the one the words
named is played. Headless."""

from quash_table.games import get_game
from quash_table.games.quash.gist import spot_gist
from quash_table.games.quash.laid_words import relaid_words
from quash_table.games.quash.model import unseen_cards
from quash_table.games.quash.ranked import named_first, one_of_each
from quash_table.games.quash.run_facts import beats_now, threatens
from quash_table.games.quash.single_odds import Odds, hold_words, odds_of
from quash_table.games.quash.why import why_words
from quash_table.games.quash.sequences import DECK

G = get_game("quash")


def test_a_single_spot_they_can_answer_at_once_is_not_called_likely_won():
    s = G.new_state(2, seed=7, options={"variant": "basic"})
    view = G.view(s, s.to_move)
    odds = odds_of(view, unseen_cards(view))
    assert odds.theirs == 13 + view["pile_count"] // 2
    assert odds.answer_chance(11) > 0.9        # a J: the Q, K and A they may hold
    said = spot_gist((), ("JD",), 5, (), odds=odds)
    assert "likely" not in said and said.startswith("it takes single spot 6 unless they lay a"), said


def test_likely_only_where_they_likely_hold_no_higher_card():
    # late in a round: one higher card unseen among 12, they hold 2 of them
    unseen = ["KS"] + [c for c in DECK if c[:-1] in ("2", "3", "4")][:11]
    assert spot_gist((), ("QD",), 5, (), odds=Odds(unseen, 2)) == "it likely takes single spot 6"
    # they likely hold the K (8 of the 12 unseen cards theirs): what the Q makes them spend, not "takes" first
    assert spot_gist((), ("QD",), 5, (), odds=Odds(unseen, 8)) == "it makes them spend a K to take single spot 6"
    assert spot_gist((), ("QD",), 5, (), odds=Odds(unseen, 5)) == "it takes single spot 6 unless they lay a K"
    assert spot_gist((), ("QD",), 5, (), odds=Odds(unseen[1:], 8)) == \
        "it takes single spot 6: no higher card is left to them"


def test_their_cards_beat_yours_now_only_where_they_lie_finished():
    """run_facts.beats_now (the why of a run settled lower, laid_words): their 8♥ on spot 1 can make 8-9-10,
    beating 4-5-6, but has made nothing yet; their finished 7-8-9 beats it now; a single as high ties."""
    assert threatens(["8H"], 0, ["4S", "5C", "6D"]) and not beats_now(["8H"], 0, ["4S", "5C", "6D"])
    assert beats_now(["7H", "8H", "9H"], 0, ["4S", "5C", "6D"])
    assert beats_now(["9D"], 2, ["9S"]) and not beats_now(["8D"], 2, ["9S"])


def test_a_lower_run_is_said_with_its_why():
    """Review 34: "spot 1 settles for 2-3-4, not 4-5-6" with 5♠ 5♣ 6♠ in hand said the new plan and no reason.
    Said now with its why: their run there beats the old one already; else what it frees (session 36: session 35
    said nothing of the change then, and the hint seemed to break its word)."""
    mine = [["4S"]] + [[] for _ in range(8)]
    lay, hand = {"type": "play", "card": "3D", "spot": 1}, ["3D", "5S", "5C", "6S"]
    assert relaid_words(mine, lay, hand, [[] for _ in range(9)]) == \
        "spot 1 settles for 3-4-5, not 4-5-6, freeing your 6\u2660 for other spots; "
    theirs = [["7H", "8H", "9C"]] + [[] for _ in range(8)]
    said = relaid_words(mine, lay, hand, theirs)
    assert said == "their 7-8-9 beats your 4-5-6 on spot 1, so spot 1 settles for 3-4-5; ", said
    assert said.plan == "spot 1 settles for 3-4-5, not 4-5-6"


def test_the_card_the_words_named_is_the_one_played_of_equal_cards():
    """The words named the 6♥ for 4-5-6 on spot 4; the next hint's ranking held the 6♠ there first (an equal
    move for the search, one_of_each keeps one): the named card now stands for that move."""
    six_s, six_h = {"type": "play", "card": "6S", "spot": 4}, {"type": "play", "card": "6H", "spot": 4}
    other = {"type": "play", "card": "9C", "spot": 2}
    ranked = [(1.0, six_s), (0.999, six_h), (0.5, other)]
    assert named_first(ranked, {"6H": 3}) == [(0.999, six_h), (1.0, six_s), (0.5, other)]
    assert one_of_each([a for _, a in named_first(ranked, {"6H": 3})]) == [six_h, other]
    # a named card far below the group's best (a suited run the other makes) is not put first
    assert named_first([(1.0, six_s), (0.5, six_h)], {"6H": 3}) == [(1.0, six_s), (0.5, six_h)]
    assert named_first(ranked, {}) == ranked


def test_the_full_words_say_they_likely_hold_a_higher_card():
    """Review 34: "a K there: only an A beats it, and the A♦ is yours", then their A♠ came at once: 3 As unseen
    among 39 cards, 13 of them in their hand. The full words say they likely hold one."""
    s = G.new_state(2, seed=7, options={"variant": "basic"})
    view = G.view(s, s.to_move)
    assert {"KD", "AD"} <= set(view["hand"])
    mine, theirs = view["board"][view["side"]], view["board"][1 - view["side"]]
    odds = odds_of(view, unseen_cards(view))
    k = why_words(mine, theirs, {"type": "play", "card": "KD", "spot": 6}, view["hand"], odds=odds)
    # and why the K is laid all the same (it said only why it may lose): their answer spends their A
    assert k == "a K on single spot 6: only an A beats it, and the A\u2666 is yours; they likely hold an A, " \
        "but answering it costs them that A", k
    nine = why_words(mine, theirs, {"type": "play", "card": "9S", "spot": 6}, view["hand"], odds=odds)
    assert nine.endswith("any lower card; they likely hold a higher card"), nine
    # not known (no odds): said as before
    assert why_words(mine, theirs, {"type": "play", "card": "KD", "spot": 6}, view["hand"]).endswith("is yours")


def test_a_queen_they_can_likely_answer_says_what_the_answer_costs_them():
    """A Q where a K or an A likely answers: what it still does, in the full words; a J (an answer cheaper to them)
    and a 9 say only that they likely hold one (session 35)."""
    unseen = [c for c in DECK if c[:-1] in ("K", "A", "2", "3")]
    assert hold_words(12, Odds(unseen, 30)) == "; they likely hold one, but answering it costs them a K or A"
    assert hold_words(11, Odds(unseen, 30)) == "; they likely hold one"
    assert hold_words(9, Odds(unseen, 30), True) == "; they likely hold a higher card"
    assert hold_words(13, Odds(unseen, 1)) == ""        # they likely hold no A: nothing said
