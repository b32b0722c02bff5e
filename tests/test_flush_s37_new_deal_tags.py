"""Session 37, a new player's review of Flush (6 seats, 1024x640): at your first turn of round 2 a freshly dealt
card carried the "new" tag, carried over from your round-1 pickup just before the round ended (the 6 picked up
then, a 6 dealt now). The cards that came to your hand are read from the events since your last action
(new_tags.came_since); a new deal (`round_started`) now ends them: marks reset at a new deal."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.new_tags import came_since, new_tags
from tests.ui_helpers import close_board, match_board, settle, steps

pytestmark = pytest.mark.ui

SEATS, SEED = 6, 10


def _game():
    """(actions, k): a six-seat game (seat 0 plays first) where seat 0 picks up the pile at move k - 1 and the
    round ends before seat 0 moves again, up to seat 0's first turn of round 2. Every seat lays as many cards
    as it can (the round ends soon); seat 0 picks up now and then."""
    m = Match("flush", ["human"] * SEATS, seed=SEED, options={"first": 0})
    rng = random.Random(SEED)
    last_pickup = None
    while not (m.state.round >= 2 and m.to_move == 0):
        legal = m.legal_actions()
        pick = [a for a in legal if a["type"] == "pickup"]
        if m.to_move == 0 and pick and rng.random() < 0.7:
            a = pick[0]
            last_pickup = len(m.actions) + 1
        else:
            a = max(legal, key=lambda a: (a["type"] != "pickup", len(a.get("cards", [])), rng.random()))
        m.play(a)
    return list(m.actions), last_pickup


def test_no_new_tag_carries_over_a_new_deal():
    actions, k = _game()
    assert actions[k - 1]["type"] == "pickup"
    m = Match("flush", ["human"] + ["human"] * (SEATS - 1), seed=SEED, options={"first": 0}, actions=actions[:k])
    assert m.state.round == 1
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        s = scene.session
        settle(app, scene)
        picked = {c.rstrip("SLD") for c in came_since(m, 0)}
        assert picked, "the pile picked up is marked new in round 1"
        for a in actions[k:]:                       # the others play on; the round ends and the next is dealt
            m.play(a)
            steps(app, 3)
        for _ in range(6):          # past the round's result (Next) and the curtain handing the screen to seat 0
            settle(app, scene)
            if s.director is not None and s.director.gate():
                scene.pass_gate()
            elif s.curtain is not None:
                s.lift_curtain()
            else:
                break
        settle(app, scene)
        assert scene.session.table_view()["seat"] == 0
        assert m.state.round == 2 and m.to_move == 0
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert picked & {p.code.rstrip("SLD") for p in hand}, "a card of a value picked up in round 1 is dealt again"
        assert not [p.code for p in hand if scene.drawn_card(p.id)]
        assert new_tags(scene) == []
    finally:
        close_board(app)
