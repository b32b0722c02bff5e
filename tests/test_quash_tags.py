"""The badges on scored spots (+1 / +2, FAILED, lost, QUASH +2) lie over no card. Over the cards' feet
they covered pips and a rank, and QUASH +2 sat on a card's top right (session 20, a new player at 1024x640
and 1280x800): each half now has a badge row of its own between its spots and the spot numbers."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.test_kit_s19b import _quash_one_move_from_the_end
from tests.ui_helpers import close_board, key, match_board, settle, step_until

pytestmark = pytest.mark.ui


def _scored_round(seats, variant, seed):
    """A match whose first round has just been scored (the person deals the next)."""
    m = Match("quash", ["human"] + ["bot:easy"] * (seats - 1), seed, {"dealer": seats - 1, "variant": variant})
    rng = random.Random(seed)
    while m.state.phase == "play" or m.state.round == 1 and m.state.phase != "deal":
        m.play(rng.choice(m.legal_actions()))
    return m


def _check_badges(scene):
    """Every badge inside the band between the halves, in its half's row, over no card, no label and no
    other badge, its words at a readable size."""
    g = scene._deco["g"]
    tags = scene._tags
    assert tags
    cards = [pygame.Rect(p.rect) for p in scene.table.pieces if p.zone.startswith("spot:")]
    cards += [pygame.Rect(p.home) for p in scene.table.pieces if p.zone.startswith("spot:")]
    labels = [r for _, r in _labels(scene, g["numbers"])]
    rows = g["badge_rows"]
    for i, (rect, text, _, _) in enumerate(tags):
        assert rows["top"].contains(rect) or rows["bottom"].contains(rect), (text, rect, rows)
        assert rect.collidelist(cards) < 0, (text, rect, cards[rect.collidelist(cards)])
        assert rect.collidelist(labels) < 0, (text, rect)
        assert not any(rect.colliderect(o) for o, *_ in tags[i + 1:]), (text, rect)
        size = theme.fit_size(text, max(10, scene.metrics.px(12)), rect.w - scene.metrics.px(6), bold=True)
        assert size >= 8, (text, rect)


def _labels(scene, area):
    from quash_table.ui.widgets import Label
    out = []
    for d in scene.table.decor:
        if isinstance(d, Label):
            size = theme.fit_size(d.text, d.size, d.max_width, d.bold) if d.max_width else d.size
            r = theme.text(d.text, size, d.colour, d.bold).get_rect(**{d.anchor: d.pos})
            if area.colliderect(r):
                out.append((d.text, r))
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats,variant,seed", [(2, "basic", 1), (4, "basic", 4), (2, "advanced", 2)])
def test_the_round_results_badges_lie_over_no_card(size, seats, variant, seed):
    m = _scored_round(seats, variant, seed)
    app, scene = match_board(m, size=size, animation="instant", round_pause=True)
    try:
        _check_badges(scene)
        spots = {e["spot"] for e in m.state.events if e.get("type") == "spot_scored"} or set(range(1, 10))
        assert len(scene._tags) >= len(spots) // 2
    finally:
        close_board(app)


def test_a_quash_badge_lies_in_its_sections_row_over_no_card():
    """RED quashes section 3 (4 players, seed 4): QUASH +2 lies in RED's badge row across spots 7-9."""
    m = _scored_round(4, "basic", 4)
    quash = [e for e in m.state.events if e.get("type") == "quash"]
    assert quash, "the seed gives a QUASH"
    for size in ((1280, 800), (1024, 640)):
        app, scene = match_board(m, size=size, animation="instant", round_pause=True)
        try:
            _check_badges(scene)
            g = scene._deco["g"]
            badge = next(r for r, text, *_ in scene._tags if text.startswith("QUASH"))
            sec = quash[0]["section"]
            first, last = g["columns"][sec * 3 - 3], g["columns"][sec * 3 - 1]
            assert first.left <= badge.left and badge.right <= last.right
            size_px = theme.fit_size("QUASH +2", max(10, scene.metrics.px(12)), badge.w - scene.metrics.px(6), True)
            assert size_px >= 9
        finally:
            close_board(app)


def test_the_game_ends_badges_lie_over_no_card():
    """At the game's end, See the table: the scored spots' badges (FAILED naming the face-down ranks), over no card."""
    m, last = _quash_one_move_from_the_end()
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.act(last)
        step_until(app, lambda: scene.summary_up(), timeout=30)
        settle(app, scene)
        key(app, pygame.K_t, frames=3)                 # See the table
        settle(app, scene)
        assert scene.session.match.over and not scene.summary_up()
        _check_badges(scene)
    finally:
        close_board(app)
