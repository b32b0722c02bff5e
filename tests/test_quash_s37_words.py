"""Session 37 (quashwords), review 36 of QUASH advanced vs 1 bot at 1024x640: every hint's second H adds a true why
(some showed the same words again); a same-rank swap with no reason is not said as a change of plan, and one with a
reason says it; no "keeping your others for later" on the round's last tie; a tiebreaker card laid at 2 players is
"hidden from the other player", not "from the others". Headless."""

from types import SimpleNamespace

from quash_table.games import get_game
from quash_table.games.quash.describe import tiebreak_reason, tiebreak_words
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.more_why import more_why
from quash_table.games.quash.plan_swap import swap_words
from quash_table.games.quash.plans import told_named
from tests.quash_spots import spots as board

G = get_game("quash")


def _hint(mine, theirs, hand, lay, told=None, variant="basic"):
    state = G.new_state(2, seed=3, options={"variant": variant})
    view = dict(G.view(state, 0), board=[mine, theirs], hand=hand, round=1)
    bot = SimpleNamespace(_told=((1, 0), len(view["history"]), dict(told or {})))
    reason, _news = play_words(bot, view, [lay], lay, lambda: 0.5)
    return reason, bot, view


def test_a_finished_run_says_on_h_why_it_is_worth_finishing():
    """'it makes the run 6-7-8 there' was the short words and the whole reason: H showed them again."""
    reason, _bot, _view = _hint(board(s7=["6S", "7D"]), board(), ["8C", "2H", "QD"],
                                {"type": "play", "card": "8C", "spot": 7})
    assert reason.short == "it makes the run 6-7-8 there", reason.short
    # (session 59: in plain words, "a finished run cannot fail" read oddly to a newcomer)
    assert str(reason) == "it makes the run 6-7-8 there; a full run can never be FAILED (that can cost 2 points)", \
        str(reason)
    # a run started: what a spot with no run costs at the round's end (the fullest words first)
    assert more_why(board(s7=["6S"]), board(), {"type": "play", "card": "7C", "spot": 7}, ["7C", "2H"]) == \
        ["; a spot with no run when every slot is filled fails (that can cost 2 points)",
         "; a spot that ends with no run fails"]


def test_a_single_spot_says_on_h_what_decides_it():
    # their card laid there: your lowest card that beats it, the higher ones kept
    reason, _bot, _view = _hint(board(), board(s3=["2C"]), ["5D", "KH", "9S"], {"type": "play", "card": "5D", "spot": 3})
    assert str(reason) != reason.short, str(reason)
    assert str(reason) == "a 5 there beats their 2: your lowest card that beats it", str(reason)
    assert more_why(board(), board(s3=["2C"]), {"type": "play", "card": "5D", "spot": 3}, ["5D", "KH"])[0] == \
        ": the higher card wins a single spot, and it is your lowest card that beats their 2"
    # their card still to come: any higher card of theirs takes it
    reason, _bot, _view = _hint(board(), board(), ["6D", "2H", "3S"], {"type": "play", "card": "6D", "spot": 3})
    assert str(reason) != reason.short, str(reason)
    assert str(reason) == "a 6 there costs little, keeping your higher cards for your runs; their card there is to " \
        "come", str(reason)
    assert more_why(board(), board(), {"type": "play", "card": "6D", "spot": 3}, ["6D", "2H"])[0] == \
        ": the higher card wins a single spot, and their card there is still to come (any 7 or higher beats it)"


def test_a_same_rank_swap_with_no_reason_is_no_change_of_plan_and_keeps_the_plan_told():
    told = {"JD": (8, "10-J", 0, ("10S",))}
    lay = {"type": "play", "card": "JC", "spot": 8}
    reason, bot, view = _hint(board(s8=["10S"]), board(), ["JC", "JD", "3H"], lay, told)
    assert "change of plan" not in reason.short and "in place of" not in str(reason), str(reason)
    # the card left is told for spot 8 no more
    assert "JD" not in told_named(bot, view), told_named(bot, view)


def test_a_same_suit_run_given_up_says_the_card_left_makes_one_elsewhere():
    """Review 36 (basic): 'change of plan: your Q♥, not Q♦, for a plain J-Q on spot 5': the Q♦ is kept for a
    same-suit Q-K with the K♦ in hand (an open double, their Q♣ K♣ on spot 8)."""
    told = {"QD": (5, "J-Q", 0, ("JD",))}
    said = swap_words(told, board(s5=["JD"]), board(s8=["QC", "KC"]), {"type": "play", "card": "QH", "spot": 5},
                      ["QH", "QD", "KD", "3C"])
    assert said.plan == "your Q\u2665, not Q\u2666, for a plain J-Q on spot 5, keeping the Q\u2666 for a same-suit Q-K " \
        "with your K\u2666", said.plan
    # the Q♥ would make a same-suit run as well (the J♥ in hand): no such why
    said = swap_words(told, board(s5=["JD"]), board(), {"type": "play", "card": "QH", "spot": 5},
                      ["QH", "QD", "KD", "JH"])
    assert "same-suit Q-K" not in said, said


def test_the_last_tie_keeps_nothing_for_later():
    assert tiebreak_words("KD", ["3C", "KD", "AH"], 12, 0) == \
        "the K\u2666 beats every card the other side can still hold"
    assert tiebreak_words("9D", ["3C", "9D", "JH"], 14, 0) == "the 9\u2666 has a fair chance here"
    for ahead in (0, 1, 2):
        for card in ("3C", "9D", "JH"):
            said = tiebreak_words(card, ["3C", "9D", "JH"], 10, ahead)
            assert ("later" in said) is False and ("still to be played" in said) == (ahead > 0 and "for" in said), said


def test_a_tiebreaker_hint_says_more_on_h():
    reason = tiebreak_reason("KD", ["3C", "KD", "AH"], 12, 2)
    assert reason.short == tiebreak_words("KD", ["3C", "KD", "AH"], 12, 2)
    assert str(reason) == reason.short + ": the highest card you have not seen is a Q, and the higher tiebreaker " \
        "card wins the spot (equal ranks lay again)", str(reason)
    reason = tiebreak_reason("JH", ["3C", "9D", "JH"], 14, 0)
    assert str(reason) == reason.short + "; the higher tiebreaker card wins the spot (equal ranks lay again)"


def test_a_tiebreaker_card_at_two_players_is_hidden_from_the_other_player():
    assert G.describe({"type": "tiebreak", "card": "7C"}, 1, 2) == \
        "BLACK lays a tiebreaker card face down (hidden from the other player)"
    assert G.describe({"type": "tiebreak", "card": "7C"}, 1, 4).endswith("(hidden from the others)")
