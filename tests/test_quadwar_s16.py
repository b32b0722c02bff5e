"""Quadruple War after review 16 (helper qw): the face-up replay's hands at a hand's end, the Save message's
seat, the bid keyboard focus, Undo against bots. Each test fails on the code before its fix."""

import pytest

from tests.ui_helpers import close_board, steps

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _finished_match(seed=5):
    import random

    from quash_table.engine.match import Match
    m = Match("quadwar", SEATS, seed=seed, options={"target": 100})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _played_this_hand(view):
    """{seat: sorted cards} each seat played in the hand the view's tricks are of (public once played)."""
    out = {}
    for trick in view["tricks"]:
        for seat, code in trick["cards"]:
            out.setdefault(seat, []).append(code)
    return {seat: sorted(cards) for seat, cards in out.items()}


def _panel(scene, app):
    from tests.ui_helpers import step_until
    step_until(app, lambda: all(sc.settled() for sc in app.scenes))
    steps(app, 2)
    cards = {seat: sorted(p.code for p in scene.table.pieces if p.zone == f"faceup:{seat}") for seat in range(4)}
    words = [d.text for d in scene.table.decor if hasattr(d, "text")]
    return cards, words


@pytest.mark.ui
def test_the_face_up_replays_hand_end_shows_the_hands_as_dealt():
    """Review 16: at the replay's last step (and at each hand's result) "All cards face up" showed its
    "Hands, face up" panel with every seat at 0 cards: the hand was played out. It shows what each seat
    held at that hand's start, and says so."""
    from tests.ui_helpers import replay_of
    m = _finished_match()
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        s = scene.session
        s.goto(len(m.actions))                  # the game's end: the last hand's result
        cards, words = _panel(scene, app)
        dealt = _played_this_hand(m.game.view(m.state, None))
        assert all(len(dealt[seat]) == 13 for seat in range(4))
        assert cards == dealt, cards
        assert "Hands as dealt" in words and "Hands, face up" not in words, words
        # a hand's result in the middle of the game: the hand just played, as dealt
        first_end = next(i for i in range(1, len(m.actions)) if m.state_after(i).hand_no == 2)
        s.goto(first_end)
        assert s.at_result
        cards, words = _panel(scene, app)
        played = {}
        for i in range(first_end):
            if m.actions[i]["type"] == "play":
                played.setdefault(m.actors[i], []).append(m.actions[i]["card"])
        assert cards == {seat: sorted(c) for seat, c in played.items()}, cards
        assert "Hands as dealt" in words
        # in the middle of a hand the panel is the hands as they are now
        s.goto(first_end - 2)
        cards, words = _panel(scene, app)
        held = m.game.view(m.state_after(first_end - 2), 0)["hand"]
        assert cards[0] == sorted(held) and "Hands, face up" in words
    finally:
        close_board(app)
