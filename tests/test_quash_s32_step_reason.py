"""Session 32 (a new player, QUASH advanced): H in the middle of a hinted swap said the next drop with the whole
move's reason, about its best step, which may be a drop already made: "now drop your 9♦ on spot 7 — it starts a
run on spot 1". The reason now says why the next drop, the card in the air and its spot (step_why.step_reason,
read by the kit through the composer's `step_reason`), going on to the drop after it where that gains more."""

import pytest

from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.step_why import step_reason
from tests.quash_spots import spots
from tests.test_quash_adv_s19b import CHAIN, FINISH, review19d_board
from tests.test_quash_hint_chain15 import SAVE, position
from tests.ui_helpers import aim, close_board, drag, grab, settle

G = get_game("quash")


def test_the_reason_is_about_the_card_in_the_air_and_its_spot():
    s = position()
    c = QuashComposer(G.view(s, 0), G.legal_actions(s))
    assert c.step_reason(SAVE) is None                    # nothing built: the whole move's reason stands
    c.drop("KH", "swap:8H")
    # the 8♥ goes to spot 3 (lost to their A) to move the A♠ on, which makes K-A on spot 2
    said = c.step_reason(SAVE)
    # the step's own words ("now drop your 8♥ on the A♠ on spot 3") number its spot: "there" (session 33)
    assert said.startswith("it goes there, lost to their A anyway; then your A\u2660 makes the run K-A"
                           " on spot 2"), said
    assert said.short == "your A\u2660 then makes the run K-A on spot 2", said.short
    c.drop("8H", "swap:AS")
    assert c.step_reason(SAVE) == "it makes the run K-A there"
    assert c.step_reason(SAVE).short == "it makes the run K-A there"       # the step's words have just named spot 2


def test_the_short_form_keeps_to_the_hints_room():
    """The short words with the step's own ("now drop your 8♥ on the A♠ on spot 3, moving it on") keep to the
    letters the hint's short words have (hints_plan.GIST_ROOM: two lines at 1024x640); where the later drop's
    words do not fit, the shorter of the two is said."""
    from quash_table.games.quash.hints_plan import GIST_ROOM
    s = position()
    c = QuashComposer(G.view(s, 0), G.legal_actions(s))
    c.drop("KH", "swap:8H")
    line = f"Hint: {c.step_words(SAVE)} \u2014 {c.step_reason(SAVE).short} (H: why)"
    assert len(line) <= GIST_ROOM, line
    board = spots(s3=["AS"], s2=["KH"])
    tight = step_reason(board, spots(s3=["AC"]), [], "8H", [(3, "AS"), (2, None)], room=10)
    assert tight.short == min("your A\u2660 then makes the run K-A on spot 2", tight.short, key=len)
    assert len(tight.short) < len("your A\u2660 then makes the run K-A on spot 2"), tight.short


def test_the_step_reason_names_the_spot_of_the_drop_not_the_played_cards():
    """The played 10♦ started spot 1; the 9♦ in the air goes to spot 7: the words are about spot 7, which the
    step's own words number ("now drop your 9♦ on spot 7"): "there" (session 33)."""
    board = spots(s1=["10D"], s7=["8C"])
    said = step_reason(board, spots(s7=["2S"]), ["10C"], "9D", [(7, None)])
    assert "spot 1" not in said, said
    assert said.startswith("it makes 8-9 there"), said


@pytest.mark.ui
def test_the_table_says_the_next_drops_reason():
    """On the table: two drops of the chain made (review 19d's game), the K♦ in the air; the hint's words are
    the next drop and why (the J♦ it moves on makes 10-J on spot 5), not the whole move's reason."""
    app, scene = review19d_board()
    try:
        for piece, tgt in CHAIN[:2]:
            drag(app, grab(scene, f"r1:{piece}"), aim(scene, tgt))
            settle(app, scene)
        assert scene.composer.chain.moving == "KD"
        scene.hints.display(FINISH, Reason("the whole move's reason", "the whole move"))
        h = scene.hints.current
        assert h["text"].startswith("Hint: now drop your K\u2666 on the J\u2666 on spot 2, moving it on \u2014 "
                                    "your J\u2666 then makes the run 10-J on spot 5"), h["text"]
        assert "whole move" not in h["text"] and "whole move" not in h["full"], h
    finally:
        close_board(app)
