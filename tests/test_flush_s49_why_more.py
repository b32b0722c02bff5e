"""Session 49: the hint's full why (H twice) says what the move leaves you ("you will have 8 cards left", "1 hidden
card left to turn up", reasons.leaves_words) and by how much it beat the next best move it names ("by about 3 points
on average", the search's own score: why_not.by_words); where no column holds the whole why (six seats, 1024x640,
the Moves open) the second H says what the why adds to the hint (Reason.more), not the hint again."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.flush.bots import HintBot
from quash_table.games.flush.reasons import leaves_words, told_left
from quash_table.games.flush.why_not import beat_words, by_words
from tests.positions import game_steps
from tests.test_flush_s32_hint_forms import six_seats_hinted
from tests.ui_helpers import close_board, key, step_until

G = get_game("flush")


def _view(held=9, hidden=(True, True, False), pile=3):
    return {"seat": 0, "seats": 3, "stage": None, "held_counts": [held, 9, 9], "pile": [("x", 5)] * pile,
            "bases": [[{"top": None, "hidden": h} for h in hidden], [], []]}


def test_what_the_move_leaves_you():
    v = _view()
    assert leaves_words(v, {"type": "play", "cards": ["5", "5D"]}) == "you will have 7 cards left"
    assert leaves_words(v, {"type": "flush", "card": "F"}) == "you will have 8 cards left"
    # a new pile of one 9 picks the pile's 3 cards up
    assert leaves_words(v, {"type": "pickup", "cards": ["9"]}) == "you will have 11 cards left"
    # a turned card: what you then hold rests on it; what is left to turn up is sure
    assert leaves_words(v, {"type": "hidden", "base": 0}) == "1 hidden card left to turn up"
    assert leaves_words(v, {"type": "play", "cards": ["b2"]}) == \
        "you will have 8 cards left; 2 hidden cards left to turn up"
    # going out, and a reason that says the count already: nothing more
    assert leaves_words(v, {"type": "play", "cards": ["1"] * 9}) == ""
    assert leaves_words(v, {"type": "play", "cards": ["5"]}, told_left(Reason("you will have 8 cards left"))) == ""


def test_by_how_much_in_round_points():
    # the search's utility: a round point of margin is 1 / (2 * SCALE) (hard_bot.HardBot.utility)
    scale = HintBot.SCALE
    diffs = [3 / (2 * scale), 5 / (2 * scale), -2 / (2 * scale), 6 / (2 * scale)]
    assert by_words(diffs, scale) == " (about 3 points fewer on average)"
    assert by_words([0.1 / (2 * scale)] * 4, scale) == " (under a point fewer on average)"
    assert by_words([-1.0] * 4, scale) == "" and by_words(diffs) == ""
    assert beat_words(diffs, "lay a 4", scale) == \
        "tried both to the round's end, it left you fewer points than \u201clay a 4\u201d about 3 times in 4 (about 3 " \
        "points fewer on average)"
    # ("on average" said once: a move that won less often than it lost, by more)
    said = beat_words([-0.01, -0.01, 0.2], "lay a 4", scale)
    assert said.count("on average") == 1, said


def test_the_hints_full_why_says_what_it_leaves_and_by_how_much():
    seen = by = 0
    for state, step in game_steps("flush", 6, lambda k: (6, "normal", None, None), seed=23, max_steps=60):
        legal = G.legal_actions(state)
        if len(legal) < 3 or step % 4:
            continue
        seat = state.to_move
        bot = HintBot(G, seat, 7, iterations=60)
        action = bot.choose(G.view(state, seat), legal)
        why = bot.reason
        if action["type"] in ("play", "pickup", "flush", "link_flush") and "go out" not in why:
            assert why.count("cards left") + why.count("card left") == 1, why
        if action["type"] == "hidden":
            assert "left to turn up" in why, why
        # (figures where the playouts differ a lot, else how sure in words: review 56r)
        by += "fewer on average" in why or "points fewer)" in why or "a little better" in why
        # what the full why adds, apart: never the short words again
        assert why.more and why.more not in why.short and str(why) != why.short, (why, why.more)
        seen += 1
        if seen >= 6:
            break
    assert seen >= 6 and by >= 3


MORE = ("2 hidden cards left to turn up; about 3 times in 4 it left you fewer points than to lay a 1 Deduction on "
        "the pile, by about 3 points on average")
WHY = Reason("16% of the cards you have not seen fit the 1s; a higher one makes you pick up 3 cards (about 3 times "
             "in 4 it left you fewer points than to lay a 1 Deduction on the pile, by about 3 points on average); 2 "
             "hidden cards left to turn up",
             short="16% of the cards you have not seen fit the 1s; a higher one makes you pick up 3 cards",
             brief="16% of the cards you have not seen fit the 1s", more=MORE)


@pytest.mark.ui
def test_the_second_h_says_what_the_why_adds_where_no_column_holds_it(monkeypatch):
    app, scene = six_seats_hinted(monkeypatch, {"type": "hidden", "base": 0}, WHY)
    try:
        step_until(app, lambda: not scene.hints.arrow_pending(), timeout=120)
        h = scene.hints.current
        assert h.is_short(scene.message[0]), scene.message[0]
        key(app, pygame.K_h, frames=3)
        said = scene.message[0]
        assert not h.is_short(said), said
        assert "by about 3 points on average" in said and "hidden cards left" in said, said
    finally:
        close_board(app)
