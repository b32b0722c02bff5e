"""Review 26: a replay of a finished QUASH game never showed a round's scored board. QUASH scores a round
inside the move that ends it and deals with a move of its own, so the replay's steps were the move (its
scoring shown spot by spot, several seconds) and then the next deal: a step on during the scoring went
straight to the deal. Every game's round result is now a step of its own before the next deal (after the
move in QUASH, as the table scored by the same move that dealt in Flush and Quadruple War), said by the
rules' round-end event ("Round 1 result"), and the round jumps land on deals around it. Driven by the
replay bar's own keys."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.director import GATE_KINDS, NEXT_ROUND_KINDS
from quash_table.ui.tables import replay_board
from tests.ui_helpers import close_board, key, make_app, replay_of, steps

GAMES = [
    ("quash", ["human:You", "bot:easy"], {"target": 12}, 2),
    ("flush", ["human:You", "bot:easy", "bot:easy"], {"format": "arena", "rounds": 3}, 2),
    ("quadwar", ["human:You"] + ["bot:easy"] * 3, {"target": 30}, 1),
]


def _finished(game_id, seats, options, seed):
    m = Match(game_id, seats, seed, options)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _round_ends(m):
    """[(the move that scored a round, its number, the deal after it)] of every round but the last."""
    ends = []
    for n in range(1, len(m.actions) + 1):
        events = m.game.events(m.state_after(n), None)
        scored = next((e for e in events if e.get("kind") in GATE_KINDS), None)
        if scored is None or n == len(m.actions):
            continue
        dealt_here = any(e.get("kind") in NEXT_ROUND_KINDS for e in events)
        number = scored.get("hand", scored.get("round"))
        ends.append((n, number, n if dealt_here else n + 1))
    return ends


def _at(scene):
    s = scene.session
    return s.position, s.at_result, s.counter_words()


@pytest.mark.ui
@pytest.mark.parametrize("game_id, seats, options, seed", GAMES)
def test_each_round_result_is_a_step_of_its_own_before_the_next_deal(game_id, seats, options, seed):
    m = _finished(game_id, seats, options, seed)
    ends = _round_ends(m)
    assert ends, "the game was played in one round"
    app, scene = replay_of(m)
    try:
        s = scene.session
        word = "Hand" if game_id == "quadwar" else "Round"
        for scored, number, deal in ends:
            s.goto(scored - 1)
            steps(app, 3)
            seen = [_at(scene)]
            while s.position < deal or s.at_result:       # Right until the next round's deal is on the table
                key(app, pygame.K_RIGHT, frames=3)
                seen.append(_at(scene))
                assert len(seen) < 6, seen
            result = f"{word} {number} result"
            # the round's result is one step, right before the deal, on the scored move's position
            assert seen[-2] == (scored, True, result), seen
            assert seen[-1][:2] == (deal, False), seen
            assert [w for _, _, w in seen].count(result) == 1, seen
            assert s.rounds.number(deal, False) == number + 1
            # a step back from the deal is the scored board again
            key(app, pygame.K_LEFT, frames=3)
            assert _at(scene) == (scored, True, result)
            # ◀◀ from the result goes to its round's deal, ▶▶ to the next round's deal
            key(app, pygame.K_LEFT, mod=pygame.KMOD_CTRL, frames=3)
            assert (s.position, s.at_result) == (s.rounds.starts[number - 1], False)
            s.goto(scored)
            key(app, pygame.K_RIGHT, mod=pygame.KMOD_CTRL, frames=3)
            assert (s.position, s.at_result) == (deal, False)
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_step_on_during_quash_scoring_shows_the_scored_board_whole_not_the_next_deal():
    """At normal animation speed QUASH's round is scored spot by spot for several seconds: Right pressed a
    moment into it shows the round's result, every spot scored, with the scores of the round's end."""
    m = _finished("quash", ["human:You", "bot:easy"], {"target": 12}, 2)
    scored, number, deal = _round_ends(m)[0]
    app = make_app(size=(1280, 800), animation="normal")
    scene = replay_board(app, m, scored - 1)
    app.push(scene)
    try:
        steps(app, 30)
        key(app, pygame.K_RIGHT, frames=40)           # the round's last move: its scoring begins
        show = scene.scoring_show
        assert scene.session.position == scored and show.animating and show.pos < len(show.steps)
        key(app, pygame.K_RIGHT, frames=3)            # on, before the scoring is over
        assert _at(scene) == (scored, True, f"Round {number} result")
        assert not show.animating and show.pos == len(show.steps)
        # the plates and header show the round's end scores, not a moment of its scoring
        assert scene._shown_scores == list(scene.session.view()["scores"])
        assert scene.session.table_to_move() is None
        key(app, pygame.K_RIGHT, frames=3)
        assert (scene.session.position, scene.session.at_result) == (deal, False)
    finally:
        close_board(app)
