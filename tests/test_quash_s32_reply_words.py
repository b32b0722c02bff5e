"""Session 32 (a new player, QUASH advanced): a hint called a spot won without a word of the other side's face-up
card that one swap of theirs could still move there, which the rules page promises ("though their A♣ may still
move from their spot 3 to spot 9"). The warning was said only where the reply was likely (reply.WARN_RISK) and
never after a swap chain. Now a laid card that may move there is named whenever some card you have not seen
could take its place (reply_turns, the fact the lookahead reads: no hidden card is read), and after a chain of
the spot its reason is about."""

from quash_table.games.quash.reply import laid_moves, reply_risk, reply_words
from tests.quash_spots import spots as board
from tests.test_quash_hint_reply25 import view_with

# your Q♥ would beat their J♠ on single spot 9; their K♣ on their Q-K spot 2 may move there if they hold the J♦
# (the one unseen card that takes its place there: every A and J but the J♦ and J♠ is yours)
HAND = ["QH", "AS", "AH", "AD", "AC", "JH", "JC", "3D"]
THEIRS = board(s2=["QC", "KC"], s9=["JS"])


def test_their_laid_card_that_may_move_in_is_named_however_unlikely():
    view = view_with(board(), THEIRS, HAND, held=3)
    action = {"type": "play", "card": "QH", "spot": 9}
    assert reply_risk(view, action, board_moves=True) < 1.0      # unlikely: the old words said nothing
    assert laid_moves(board(s9=["QH"]), THEIRS, 8, ["JD", "2C", "3C"]) == {("KC", 1): ["JD"]}
    assert reply_words(view, action) == "their K\u2663 may still move from their spot 2 to spot 9"


def test_no_card_unseen_can_take_its_place_no_warning():
    view = view_with(board(), THEIRS, HAND + ["JD"], held=3)
    assert reply_words(view, {"type": "play", "card": "QH", "spot": 9}) == ""


def test_a_chain_warns_of_the_spot_its_reason_is_about():
    """The Q♥ swaps your 2♦ off spot 9 (it goes to spot 4): the reason is the Q♥ beating their J there."""
    view = view_with(board(s9=["2D"]), THEIRS, HAND, held=3)
    chain = {"type": "play", "card": "QH", "spot": 9, "swap": [["2D", 4]]}
    assert reply_words(view, chain) == "their K\u2663 may still move from their spot 2 to spot 9"
