"""Session 60 (review 60, revw_50, revw_129z): the end summary's one row "★ Team 50" said nothing of what 50
counts (the rules' standing words now say it under the row: "cards laid of 50"), and the table's words showed
through the summary's panel (the draw pile's "30 cards" behind "Team 16"): the panel is opaque."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME, STANDING_WORDS
from quash_table.ui import overlays, theme
from quash_table.ui.chrome import standing_rows
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _played_out(seed=11):
    """Seed 11 at three seats, played to its end by normal bots (the team wins)."""
    opts = GAME.check_options({}, 3)
    state = GAME.new_state(3, seed, opts, None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(3)]
    actions = []
    while state.to_move is not None:
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    return Match("thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=seed, options=opts, actions=actions)


@pytest.fixture(scope="module")
def played():
    return _played_out()


def test_the_teams_score_says_what_it_counts(played, monkeypatch):
    app, scene = match_board(played, size=(1024, 640))
    try:
        res = scene.session.result()
        [row] = standing_rows(scene.game, scene.session, res)
        assert row[1:4] == ("Team", res["scores"][0], True) and row[4] == STANDING_WORDS == "cards laid of 50"
        said = []
        real = theme.blit_text

        def spy(surface, s, *a, **k):
            said.append(s)
            return real(surface, s, *a, **k)
        monkeypatch.setattr(theme, "blit_text", spy)
        overlays.draw_summary_overlay(scene, pygame.Surface(app.screen.get_size()))
        assert STANDING_WORDS in said
        assert said.index(STANDING_WORDS) == said.index(str(res["scores"][0])) + 1    # under the score's row
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_nothing_on_the_table_shows_through_the_summary(played, size):
    app, scene = match_board(played, size=size)
    try:
        panel = overlays.summary_rect(scene)
        inside = panel.inflate(-2 * scene.metrics.px(18), -2 * scene.metrics.px(18))
        drawn = []
        for under in ((255, 255, 255), (0, 0, 0)):
            surface = pygame.Surface(app.screen.get_size())
            surface.fill(under)
            overlays.draw_summary_overlay(scene, surface)
            drawn.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
        assert drawn[0] == drawn[1]
    finally:
        close_board(app)
