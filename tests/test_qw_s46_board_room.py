"""Session 46, Quadruple War at 1024x640 (review 46): the last trick's panel (L) lay over the Moves column's heading
and first lines where the table had no room for it; a spade held over the mat before spades were broken said why in a
tag five lines tall; the little joker's word under its star was cut to "LITTL" by the next card of a fanned hand."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games import get_game
from tests.test_quash_s44_held_room import _hold
from tests.ui_helpers import close_board, key, match_board, settle, steps

pytestmark = pytest.mark.ui


def _leading_with_spades_unbroken(seats):
    """A match at your lead after the hand's first trick, spades not broken, your hand holding a spade and a card of
    another suit (the first seed whose random play gets there)."""
    game = get_game("quadwar")
    for seed in range(1, 60):
        m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
        rng = random.Random(seed)
        while not m.state.broken and m.state.hand_no == 1:
            if m.to_move == 0 and m.state.tricks and not m.state.trick:
                hand = game.view(m.state, 0)["hand"]
                if any(c[-1] == "S" for c in hand) and any(c[-1] in "HDC" for c in hand):
                    return m
            m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no seed leads with spades unbroken")


@pytest.mark.parametrize("seats", [4, 5])
def test_a_spade_held_over_the_mat_says_why_in_three_lines_at_most(seats):
    app, scene = match_board(_leading_with_spades_unbroken(seats), size=(1024, 640), animation="instant")
    try:
        spade = next(p for p in scene.table.pieces if p.zone == "hand:0" and p.code and p.code[-1] == "S")
        mat = next(t for t in scene.table.targets if t.id == "trick" or "trick" in t.id)
        _hold(app, scene, spade.id, mat.rect.center)
        held = scene.drag.active()
        hot = scene.drag.target_at(mat.rect.center, held)
        words = scene.drag.refusal_tip.words(held, hot)
        assert words and "not broken" in words, words
        tag, lines, size = scene.drag.refusal_tip.place(words, hot.light)
        assert len(lines) <= 3, lines
        _, area, _ = scene.areas()
        assert area.contains(tag), (tag, area)
    finally:
        close_board(app)


def _past_two_tricks(seats, seed=1):
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not (len(m.state.tricks) >= 3 and len(m.state.trick) == 1 and m.to_move == 0):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [4, 5])
def test_the_last_trick_panel_lies_over_none_of_the_move_log(seats, size):
    app, scene = match_board(_past_two_tricks(seats), size=size, animation="instant")
    try:
        key(app, pygame.K_l)
        settle(app, scene)
        steps(app, 3)
        box = scene._last_box
        assert box is not None, "the panel is open"
        log = scene.log
        words = [pygame.Rect(r) for r in log.word_rects]
        assert words, "the log shows its lines"
        if log.heading_rect is not None:
            words.append(pygame.Rect(log.heading_rect))
        assert box.collidelist(words) < 0, (seats, size, box, [r for r in words if r.colliderect(box)])
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(54, 76), (86, 120), (107, 150)])
def test_the_little_jokers_word_lies_whole_in_the_strip_a_fanned_hand_shows(size):
    """No word across the face under the star (the next card of a fanned hand cut "LITTLE" to "LITTL"): besides the
    star, the ink is in the corner strips, and the left one spells the word, a star over six letters."""
    from quash_table.ui.sprites import Sprites
    pygame.init()
    card = Sprites().card("standard", "LJ", size)
    w, h = card.get_size()
    paper = card.get_at((w // 2, h - 3))[:3]

    def ink(x, y):
        return sum(abs(a - b) for a, b in zip(card.get_at((x, y))[:3], paper)) > 150
    star = range(int(h * 0.28), int(h * 0.64))
    face = [(x, y) for x in range(int(w * 0.27), int(w * 0.73)) for y in range(3, h - 3) if ink(x, y)]
    assert face and all(y in star for _, y in face), sorted({y for _, y in face if y not in star})
    rows = [any(ink(x, y) for x in range(2, int(w * 0.25))) for y in range(2, h // 2 + h // 4)]
    runs = sum(1 for i, r in enumerate(rows) if r and (i == 0 or not rows[i - 1]))
    assert runs >= 7, runs
