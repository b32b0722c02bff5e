"""Session 19, a new player's review of Flush (rev19a): each test fails on the code before its fix."""

import random

import pytest

from tests.ui_helpers import centre, close_board, drag, grab, match_board, steps


def _labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def _your_turn_on(top, seats=3, seeds=range(1, 80)):
    """A match (you and bots) at your plain turn with the pile's top a `top` and a card in your hand lower
    than it that is not of the Mimic value; None if no seed gets there."""
    from quash_table.engine.match import Match
    from quash_table.games.flush.cards import VALUE
    for seed in seeds:
        m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed, options={"format": "arena"})
        rng = random.Random(seed)
        for _ in range(400):
            s = m.state
            if m.over:
                break
            if (s.to_move == 0 and s.stage is None and s.pile and s.pile[-1][1] == top
                    and any(VALUE.get(c, 99) < top and VALUE.get(c) != s.mimic for c in s.hands[0])):
                return m
            m.play(rng.choice(m.legal_actions()))
    return None


@pytest.mark.ui
def test_on_a_10_no_pickup_is_offered():
    """With the pile's top a 10 the banner said "Play 10 or lower, or pick up" and the New pile spot "higher
    than 10 · start here and pick up the pile" (24.png), yet no card is higher than 10. The words read the
    rules' own list of the values a new pile may start with (state.higher_values): on a 10 it is empty."""
    from quash_table.games.flush.cards import VALUE
    m = _your_turn_on(10)
    assert m is not None
    assert not [a for a in m.legal_actions() if a["type"] == "pickup"]
    app, scene = match_board(m)
    try:
        steps(app, 3)
        assert scene.session.my_turn()
        said = _labels(scene) + [scene.table.prompt]
        assert not [t for t in said if t and "pick up" in t], said
        assert "Play 10 or lower" in said
        assert "no pickup" in said
        # a lower card dropped on the new pile is refused for the true reason
        low = next(p for p in scene.table.pieces if p.zone == "hand:0" and VALUE.get(p.code, 99) < 10
                   and VALUE.get(p.code) != m.state.mimic)
        drag(app, grab(scene, low), centre(_target(scene, "newpile")))
        steps(app, 30)
        assert scene.message is not None and scene.message[0].startswith("Nothing is higher than the pile's 10"), \
            scene.message
    finally:
        close_board(app)


def _target(scene, tid):
    from tests.ui_helpers import target_rect
    return target_rect(scene, tid)


@pytest.mark.ui
def test_on_a_9_the_pickup_is_still_offered():
    """Below the highest value the pickup stays offered (the spot and the banner say it)."""
    m = _your_turn_on(9)
    assert m is not None
    app, scene = match_board(m)
    try:
        steps(app, 3)
        said = _labels(scene) + [scene.table.prompt]
        assert "pick up the pile" in said or "pick up" in said, said
        assert scene.table.prompt.startswith("Play 9 or lower"), scene.table.prompt
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_pass_and_play_replay_says_truly_where_hands_are_hidden():
    """The replay of an unfinished pass-and-play game said "Hands stay hidden in this replay" over a hand
    its round's result showed face up (41.png). Between results it says they stay hidden until a result
    shows them; at a result, that the result shows every hand."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import replay_of
    m = Match("flush", ["human:Ann", "human:Ben", "human:Cat"], seed=4)
    rng = random.Random(4)
    scored_at = None
    while scored_at is None or len(m.actions) < scored_at + 3:
        m.play(rng.choice(m.legal_actions()))
        if scored_at is None and any(e["kind"] == "round_scored" for e in m.game.events(m.state, None)):
            scored_at = len(m.actions)
    assert not m.over
    app, scene = replay_of(m, size=(1280, 800))
    try:
        s = scene.session
        assert not s.face_up
        s.goto(scored_at)
        steps(app, 3)
        assert s.showing_result()
        faces = [p for p in scene.table.pieces if (p.zone or "").startswith("hand:") and p.code is not None]
        said = _labels(scene)
        assert faces, "the result shows a hand face up"
        assert "Hands stay hidden in this replay" not in said, said
        assert "The round's result shows every hand" in said, said
        s.goto(scored_at + 2)
        steps(app, 3)
        assert not s.showing_result()
        assert "Hands stay hidden until a round's result shows them" in _labels(scene), _labels(scene)
    finally:
        close_board(app)
