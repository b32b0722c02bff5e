"""Quadruple War, session 17 (helper qw3): bags are never reset after their -100 (assets/rules/quadwar.md,
"Bags"), and the score pad says so: each seat's running total with the mark of its next penalty ("12/20")
and a footer line with the rule. A pad showing "12" after the -100 read as a count the penalty forgot."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _past_a_penalty():
    """A game with Bags where a seat has paid the -100 and its running total went on past 10 (not on a
    multiple of it); the match and that seat."""
    for seed in range(40):
        m = Match("quadwar", SEATS, seed=seed, options={"target": 1000, "bags": True})
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
            bags = m.game.view(m.state, 0)["bags"]
            seat = next((k for k, b in enumerate(bags) if 10 < b < 20), None)
            if seat is not None and m.game.view(m.state, 0)["phase"] == "bid":
                return m, seat
    raise AssertionError("no game went past a bag penalty")


def test_the_rules_keep_counting_bags_after_the_penalty():
    m, seat = _past_a_penalty()
    d = m.game.view(m.state, 0)
    sheet = d["sheet"]
    assert sum(line["bag_penalties"][seat] for line in sheet) == 1          # paid once, at 10
    over = sum(w - b for line in sheet for w, b in [(line["won"][seat], line["bids"][seat])] if w >= b)
    assert d["bags"][seat] == over                                          # and the count was not reset


def _pad_words(scene):
    pad = scene.geometry["pad"]
    labels = [d for d in scene.table.decor if hasattr(d, "text") and pad.collidepoint(d.text_rect().center)]
    assert all(pad.contains(d.text_rect()) for d in labels), [d.text for d in labels]   # none past its edge
    return [d.text for d in labels]


@pytest.mark.ui
def test_the_score_pad_says_bags_carry_on_toward_the_next_penalty():
    m, seat = _past_a_penalty()
    bags = m.game.view(m.state, 0)["bags"]
    app, scene = match_board(m, size=(1024, 640))
    try:
        words = _pad_words(scene)
        assert f"{bags[seat]}/20" in words, words            # 11 bags after the -100 at 10: the next at 20
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_score_pad_says_bags_are_never_reset_where_it_has_room(size):
    from tests.ui_helpers import board, make_app, settle
    app = make_app(size=size, animation="instant")
    scene = board(app, "quadwar", ["human", "bot:normal"], seed=3, options={"bags": True})
    try:
        settle(app, scene)
        words = _pad_words(scene)
        # (session 20: in the words the result's Bags use too, "4/10: 4 so far, −100 at 10, 20… never reset")
        assert any(w.startswith("bags 4/10") and "10, 20" in w and "never reset" in w for w in words), words
        assert words.count("0/10") == 2, words
    finally:
        close_board(app)
