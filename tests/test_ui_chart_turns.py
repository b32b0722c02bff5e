"""A chart of a game without rounds, or of a first round still going, counts turns (as players do: a turn
of The Game is several cards and End turn), not moves; its x axis has nice even ticks, each point placed at
its turn (The Game's axis ran 0, 4, 8 ... 96, 99 moves, its last step as wide as the others)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import chart, theme
from quash_table.ui.scores import ScoreTracker

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def turns_of(actors):
    """Runs of moves by one seat, counted independently of the code under test."""
    return sum(1 for i, a in enumerate(actors) if i == 0 or a != actors[i - 1])


def play(game_id, seats, moves, seed=2, options=None, stop=None):
    rng = random.Random(seed)
    m = Match(game_id, seats, seed, options)
    while len(m.actions) < moves and not m.over and not (stop and stop(m)):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("game_id, seats", [("quash", 2), ("flush", 3)])
def test_a_game_scored_at_round_ends_charts_its_first_round_by_rounds(game_id, seats):
    """Session 25: QUASH scores only when a round ends, so its first round charted by turns was flat lines
    that all jumped at turn 36; it is charted by rounds from the start, as its end chart is. Session 26:
    Flush too (a seat's points are what it holds when the round ends; 0 for everyone until then)."""
    from quash_table.ui.sounds import round_number
    m = play(game_id, ["bot:random"] * seats, 20, seed=5)
    assert round_number(m.game.view(m.state, None)) == round_number(m.game.view(m.initial, None))
    h = ScoreTracker(m.game).history(m)
    assert h.x_title == "round"
    assert h.labels == ["start", "1 (now)"], h.labels


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_games_chart_is_per_turn_and_its_points_are_evenly_stepped(seed):
    m = play("thegame", ["bot:normal", "bot:normal", "bot:normal"], 10_000, seed=seed)
    h = ScoreTracker(m.game).history(m)
    assert h.x_title == "turn"
    assert h.labels[-1] == turns_of(m.actors)
    steps = {b - a for a, b in zip(h.labels, h.labels[1:-1])}
    assert len(steps) <= 1, h.labels         # one step between every point but the last turn's


@pytest.mark.parametrize("turns", [7, 29, 43, 99, 137])
def test_x_ticks_are_even_nice_and_at_their_points(monkeypatch, turns):
    m = theme.Metrics((1280, 800))
    labels = list(range(0, turns + 1, 5 if turns > 30 else 1))
    if labels[-1] != turns:
        labels.append(turns)
    seen = []
    real = theme.blit_text

    def spy(surface, s, size, pos, colour=theme.TEXT, bold=False, anchor="topleft"):
        seen.append((s, pos, anchor))
        return real(surface, s, size, pos, colour, bold, anchor)
    monkeypatch.setattr(theme, "blit_text", spy)
    rect = pygame.Rect(10, 10, m.px(460), m.px(260))
    surf = pygame.Surface((rect.right + 20, rect.bottom + 20))
    chart.draw_line_chart(surf, rect, m, [("Team", [min(v, 50) for v in labels])], labels, "", "turn")
    ticks = [(int(s), pos[0]) for s, pos, anchor in seen if anchor == "midtop" and s.isdigit()]
    assert len(ticks) >= 3
    values = [v for v, _ in ticks]
    inner = values[:-1] if values[-1] == turns else values
    gaps = {b - a for a, b in zip(inner, inner[1:])}
    assert len(gaps) == 1 and gaps.pop() in (1, 2, 5, 10, 20, 25, 50), values
    # each label stands where its turn is: x proportional to the turn number
    (v0, x0), (v1, x1) = ticks[1], ticks[-1]
    for v, x in ticks[1:]:
        assert abs((x - x0) - (x1 - x0) * (v - v0) / (v1 - v0)) <= 1.5, ticks
