"""Session 60 (review 60, Flush pass-and-play, seed 31, human,human,bot:normal): Player 1 skipped Player 2 with a
3 Skip, the bot played, and Player 1's hand came back at once with no curtain: had Player 1 handed the screen
over by habit, Player 2 saw it. A person whose turn comes again after another person's turn was passed over
since they looked gets the curtain, saying why ("Player 1 again: Player 2 was skipped"); every game, from the
rules' events (Game.passed_over; ui/privacy.needs_curtain)."""

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.ui import privacy
from tests.ui_helpers import layout, match_board, step_until

pytestmark = pytest.mark.ui

SEATS = ["human", "human", "bot:normal"]


def _before_the_skip():
    """Seed 31 played by bots up to Player 1's 3 Skip that passes Player 2 over (move 5)."""
    m = Match("flush", SEATS, seed=31)
    bots = {s: make_bot("flush", "normal", s, seed=31) for s in range(3)}
    while len(m.actions) < 4:
        s = m.state.to_move
        m.play(bots[s].choose(m.game.view(m.state, s), m.game.legal_actions(m.state)))
    assert m.state.to_move == 0
    return m, {"type": "play", "cards": ["3S"], "as": 3}


def test_the_policy_covers_a_holder_whose_skip_passed_a_person_over():
    game = get_game("flush")
    assert privacy.needs_curtain(game, 0, 0, passed=(1,))
    assert not privacy.needs_curtain(game, 0, 0, passed=())
    m, skip = _before_the_skip()
    since = len(m.actions)
    m.play(skip)
    assert privacy.passed_people(game, m, since, 0) == [1]
    assert privacy.passed_people(game, m, since, 1) == []       # the person skipped is not passed over for itself
    # an open table never covers
    assert not privacy.needs_curtain(get_game("numberquash"), 0, 0, passed=(1,))


def test_player_one_again_after_skipping_player_two_comes_behind_the_curtain(tmp_path):
    m, skip = _before_the_skip()
    path = tmp_path / "layout.json"
    app, scene = match_board(m, size=(1024, 640), settled=False, layout_path=str(path))
    s = scene.session
    step_until(app, lambda: s.curtain == 0, timeout=20)
    s._curtain_age = 99.0
    s.lift_curtain()
    assert s.screen_seat == 0 and s.holder == 0
    s.play(skip)
    assert m.state.to_move == 2        # the bot is next: Player 2 was skipped
    step_until(app, lambda: m.state.to_move == 0 and (s.curtain is not None or s.screen_seat == 0), timeout=30)
    assert s.curtain == 0 and s.screen_seat is None, (s.curtain, s.screen_seat)
    app.write_layout(force=True)
    curtain = next(o for o in layout(path)["objects"] if o["id"] == "curtain")
    assert curtain["why"].startswith("Player 1 again: Player 2 was skipped."), curtain["why"]
    s._curtain_age = 99.0
    s.lift_curtain()
    assert s.screen_seat == 0 and s.curtain_again == ()
    app.pop()
    pygame.display.quit()
