"""Session 34 (quashwords; review 33, a new player at QUASH advanced, 1024x640): what the hint's words say. A
take-back lit first names the move to play after it in its short words ("…, then your 3♦ on spot 7"); the
session-32 short words said the take-back alone and the card to play only on H. Headless."""

import pytest

from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.quash.describe import move_brief
from quash_table.games.quash.why import higher_words, why_words
from tests.quash_spots import spots as board
from tests.test_quash_s33_words import hinted_at_1024
from tests.test_quash_hint_takeback31 import OWN, half_built, position as takeback_position
from tests.ui_helpers import close_board, make_app, settle

G = get_game("quash")


def test_the_take_back_hint_names_the_card_to_play_after_it():
    view, legal = takeback_position()
    c, _, _ = half_built(view, legal)     # your 10♣ swapped the A♠ off spot 5 (the A♠ in the air); the hint: 3♦ on 7
    assert c.first_words(OWN) == "take back the swap of your 10\u2663 for the A\u2660 on spot 5"
    assert c.first_brief(OWN) == "take back the swap of your 10\u2663 for the A\u2660 on spot 5, then your 3\u2666 on spot 7"
    swap = {"type": "play", "card": "2D", "spot": 5, "swap": [["9D", 7]]}
    assert move_brief(swap) == "your 2\u2666 goes to spot 5, the 9\u2666 there to spot 7"


def test_a_higher_card_you_hold_is_not_said_as_a_threat():
    """Review 33: "a K on single spot 9: only an A beats it" while the A♠ was in the player's hand."""
    play = {"type": "play", "card": "KH", "spot": 9}
    said = why_words(board(), board(), play, ["KH", "AS", "3C"])
    assert said.endswith("a K on single spot 9: only an A beats it, and the A\u2660 is yours"), said
    assert why_words(board(), board(), play, ["KH", "3C"]).endswith("only an A beats it"), "no A of yours: as before"
    assert higher_words(11, ["AS", "KD", "3C"]) == "only a Q, a K or an A beats it, and the A\u2660 and K\u2666 are yours"
    # every higher card yours (in hand and on your spots): no threat at all
    assert higher_words(13, ["AS", "AH"], board(s1=["AD", "2C", "3C"], s6=["AC"])) == "only your A\u2660 and A\u2665 beat it"


@pytest.mark.ui
def test_the_why_keeps_to_two_lines_at_1024x640_where_the_reason_alone_fits():
    """Review 33: H's full reason showed as three small lines at 1024x640, the kit's narrower shapes of three lines
    tried for it. Where a form of it (the whole line, or the reason alone: "Why: …", the move lit and said before)
    holds two lines, it takes two; three only where no form holds two."""
    full = "it starts the triple, where your 3\u2660 4\u2660 would make it the same-suit run 2-3-4, keeping " \
        "your K\u2660 for Q-K on spot 8 while their spot 1 is empty"
    app = make_app(size=(1024, 640))
    try:
        scene = hinted_at_1024(app, Reason(full, "it starts a run there"))
        assert scene.hints.why()
        settle(app, scene)
        h = scene.hints.current
        shown, lines = scene.message[0], scene.painter._message_place()[1]
        # (the old board took three narrower lines for it, beside the arrow)
        assert shown in (h["full"], f"Why: {full}") and len(lines) <= 2, (shown, len(lines))
    finally:
        close_board(app)
