"""Session 27 (QUASH advanced, 4 players, seed 7): "spot 3 is lost to their A: your 7 goes there, keeping your
higher cards" while the 3♣ and 5♣ stayed in hand: why this card and not a lower one went unsaid. The lower
cards kept are named with what they are for, a run still open on your side (lost_single.kept_lower)."""

import pytest

from quash_table.games.quash.lost_single import kept_lower
from quash_table.games.quash.why import why_words
from tests.test_quash_hint_words17 import board
from tests.ui_helpers import board as ui_board, close_board, make_app, settle

MINE = board(s1=["7H"], s2=["AC", "KC"], s5=["3H", "4D"], s6=["AS"], s7=["JD", "10H"], s8=["QH", "KH"])
THEIRS = board(s1=["9C"], s3=["AH"], s4=["8S"], s5=["QS", "KD"], s6=["KS"], s7=["3S", "5H"], s8=["QC", "JH"],
               s9=["AD"])
HAND = ["10C", "10D", "10S", "3C", "5C", "7C", "JC", "JS"]


def test_a_lost_single_spot_says_what_the_lower_cards_kept_are_for():
    said = why_words(MINE, THEIRS, {"type": "play", "card": "7C", "spot": 3}, HAND, plays=3)
    assert said == "spot 3 is lost to their A: your 7 goes there, keeping your 3 and 5 for your runs", said


def test_a_lower_card_no_open_run_takes_is_not_named():
    # every run spot full: a lower card has no run to go to, and nothing is claimed for it
    full = [list(s) for s in MINE]
    full[0], full[3], full[6] = ["7H", "8C", "9D"], ["2S", "3D", "4C"], ["JD", "10H", "QD"]
    assert kept_lower("7C", ["3C", "5C"], full) == ""
    assert kept_lower("7C", ["3C", "5C", "9C"], MINE) == "keeping your 3 and 5 for your runs"


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_hint_keeps_to_two_lines(size):
    line = "Hint: play your 7\u2663 on spot 3 \u2014 " + \
        why_words(MINE, THEIRS, {"type": "play", "card": "7C", "spot": 3}, HAND, plays=3)
    app = make_app(size=size)
    try:
        scene = ui_board(app, "quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=7,
                         options={"variant": "advanced"})
        settle(app, scene)
        scene.show_message(line, "hint", 9)
        assert len(scene.painter._message_place()[1]) <= 2, (size, line)
    finally:
        close_board(app)
