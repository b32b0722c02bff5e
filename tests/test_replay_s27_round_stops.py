"""Session 27 (load): the replay bar's ◀◀ and ▶▶ stop at each round's scored board as well as each deal. Since
session 26 a round's result is a step of its own (Left and Right stop there), but ◀◀ / ▶▶ ("To the next hand's
deal") went from deal to deal past it. Driven by the bar's own keys and buttons."""

import pygame
import pytest

from quash_table.ui.director import GATE_KINDS
from tests.test_replay_s26_round_results import GAMES, _finished, _round_ends
from tests.ui_helpers import centre, click, close_board, key, replay_of, steps

pytestmark = pytest.mark.ui


def _stops(m):
    """Every stop in order: each round's scored board, the next round's deal after it, the game's end (its last
    round's result where the rules score it: QUASH's last move says "finish")."""
    out = [(0, False)]
    for scored, _, deal in _round_ends(m):
        out += [(scored, True), (deal, False)]
    last = any(e.get("kind") in GATE_KINDS for e in m.game.events(m.state, None))
    return out + [(len(m.actions), last)]


@pytest.mark.parametrize("game_id, seats, options, seed", GAMES)
def test_round_jumps_stop_at_each_scored_board_and_each_deal(game_id, seats, options, seed):
    m = _finished(game_id, seats, options, seed)
    want = _stops(m)
    app, scene = replay_of(m)
    try:
        s = scene.session
        s.goto(0)
        steps(app, 3)
        seen = [(s.position, s.at_result)]
        for _ in range(len(want) - 1):
            key(app, pygame.K_RIGHT, mod=pygame.KMOD_CTRL, frames=3)
            seen.append((s.position, s.at_result))
        assert seen == want, (seen, want)
        word = "hand" if game_id == "quadwar" else "round"
        key(app, pygame.K_RIGHT, mod=pygame.KMOD_CTRL, frames=3)       # past the last result: none
        assert (s.position, s.at_result) == want[-1]
        back = [(s.position, s.at_result)]
        for _ in range(len(want) - 1):
            key(app, pygame.K_LEFT, mod=pygame.KMOD_CTRL, frames=3)
            back.append((s.position, s.at_result))
        assert back == want[::-1], (back, want)
        # the buttons do as the keys, and say so
        buttons = {b.id: b for b in scene.overlay_buttons if b.id.startswith("replay:")}
        assert f"this {word}'s result" in buttons["replay:round_next"].tooltip
        assert f"next {word}'s deal" in buttons["replay:round_next"].tooltip
        assert f"this {word}'s deal" in buttons["replay:round_back"].tooltip
        assert f"previous {word}'s result" in buttons["replay:round_back"].tooltip
        click(app, centre(buttons["replay:round_next"].rect), frames=3)
        assert (s.position, s.at_result) == want[1]
        click(app, centre(buttons["replay:round_next"].rect), frames=3)
        assert (s.position, s.at_result) == want[2]
        click(app, centre(buttons["replay:round_back"].rect), frames=3)
        assert (s.position, s.at_result) == want[1]
    finally:
        close_board(app)
