"""Session 47 (issue 23): the QUASH advanced hint as strong as the normal bot picks long swap chains, and its words
ran to three lines at 1024x640 ("Hint: your 4♥ goes to spot 3, the A♦ there to spot 9, the Q♠ there to spot 1 —
their K♠ on spot 9 beats your Q, so your A♦ beats their K on single spot 9 (your Q did not), though their A♠ may
still move from their spot 6 to spot 9"). A chain's move is said in the fewest words ("your 4♥ to spot 3, A♦ on to
9, Q♠ on to 1"), a step's "(your Q did not)" is not said after the news has just said their K beats your Q, and a
line still past two lines drops its least needed clause first (more_why's why, then the warning in its short words,
then what the card sent on gains): hints_plan.LINE_ROOM."""

import pytest

from quash_table.bots.search import SearchBot
from quash_table.games.quash.describe import describe_hint
from quash_table.games.quash.hints_plan import LINE_ROOM
from quash_table.games.quash.why import step_words
from tests.test_quash_hint_lines15 import hint_lines
from tests.ui_helpers import board, close_board, make_app, settle


def test_a_chain_is_said_in_the_fewest_words():
    chain = {"type": "play", "card": "4H", "spot": 3, "swap": [["AD", 9], ["QS", 1]]}
    assert describe_hint(chain, 0, 2) == "your 4\u2665 to spot 3, A\u2666 on to 9, Q\u2660 on to 1"


def test_what_the_news_said_of_the_card_sent_on_is_not_said_again():
    # your A♦ comes to single spot 9 where your Q lost to their K
    assert step_words(["QS"], ["AD"], 8, "AD", ["KS"]) == "beats their K on single spot 9 (your Q did not)"
    assert step_words(["QS"], ["AD"], 8, "AD", ["KS"], outdone=True) == "beats their K on single spot 9"


@pytest.fixture(scope="module")
def lines():
    """The hint lines of the 2- and 4-player advanced rounds (seed 3) whose stronger hints ran to three lines."""
    patch = pytest.MonkeyPatch()
    patch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    try:
        return [line for seats in (2, 4) for line, _, _ in hint_lines(seats, 3)]
    finally:
        patch.undo()


def test_every_hint_line_keeps_within_the_room_of_two_lines(lines):
    assert any(" on to " in line for line in lines)         # the positions do ask for chains
    assert all(len(line) <= LINE_ROOM for line in lines), [line for line in lines if len(line) > LINE_ROOM]


@pytest.mark.ui
def test_every_hint_line_takes_two_lines_at_1024x640(lines):
    app = make_app(size=(1024, 640))
    try:
        scene = board(app, "quash", ["human", "bot:easy"], seed=3, options={"variant": "advanced"})
        settle(app, scene)
        for line in lines:
            scene.show_message(line, "hint", 9)
            assert len(scene.painter._message_place()[1]) <= 2, line
    finally:
        close_board(app)
