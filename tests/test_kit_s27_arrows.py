"""Session 27 (the hint's arrow on The Game and over the prompt). The Game at 1024x640, seed 5, first turn,
"Lay red 1 on the ▲ stack": the arrow left the red 1 by its right edge and ran back across its own face,
over its "1", then round the hint bar (across the table between hand and stacks) by the draw pile and
down into ▲, three times the straight line; at 1280x800 it looped round the hint bar too. The card it
comes from is a cost now (hints.SOURCE_COST), a way round the hint's own words is taken only up to
hints.ROUND_WORDS (2) times the line, else the way round the rest, left out under the words. QUASH at 4
players: the arrow crossed the drawn prompt where a way round its end was short (hints.PROMPT_COST)."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, board, close_board, make_app, settle, steps
from quash_table.ui import hint_arrow

pytestmark = pytest.mark.ui


def drawn_length(parts):
    """The arrow's length from its first point to its head, the gaps under words counted."""
    points = [parts[0][0]] + [q for u, v in parts for q in (u, v)][1:]
    return sum((v - u).length() for u, v in zip(points, points[1:]))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seed", [5, 33])
def test_the_games_first_hint_arrow_is_short_and_never_over_its_own_card(size, seed):
    app = make_app(size=size, animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=seed)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 3)
        h = scene.hints
        parts = h.arrow_parts()
        assert parts, h.current
        card = scene.table.piece_by_id[h.current["piece"]].rect
        target = scene.table.target_by_id[h.current["target"]].rect
        m = scene.metrics
        # its face, its corner indices first: no part of the arrow crosses it (a few px in from its edges,
        # where the arrow starts)
        inner = m.px(4)
        face = card.inflate(-2 * inner, -2 * inner)
        w, h_ = int(card.w * 0.3), int(card.h * 0.3)
        indices = [pygame.Rect(card.x, card.y, w, h_), pygame.Rect(card.right - w, card.bottom - h_, w, h_)]
        for u, v in parts:
            assert not any(r.clipline(u, v) for r in indices), ((u, v), card)
            assert not face.clipline(u, v), ((u, v), card)
        # and it goes from the card to the stack, not round the table
        line = (pygame.Vector2(target.center) - pygame.Vector2(card.center)).length()
        assert drawn_length(parts) <= 1.8 * line, (parts, line)
        assert target.collidepoint(parts[-1][1])
    finally:
        close_board(app)


@pytest.mark.parametrize("seed", [10, 13])
def test_quash_four_players_the_arrow_keeps_off_the_drawn_prompt(seed):
    """QUASH at 4 players, 1024x640: the prompt lies between the hand and the board, right over the hinted
    card; drawn beside the hint's message (a board placing its message off the prompt), the arrow crossed it
    where a way round its end was short. The prompt is drawn here as when the message lies elsewhere."""
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "quash", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=seed)
    try:
        # three bots move first (0.8 s of CPU alone); on CI's loaded machine seed 10 outran settle's old 10 s
        # twice in session 32 (ui_helpers.HANG_SECONDS)
        settle(app, scene)
        ask_hint(app, scene)
        scene.painter.hides_prompt = lambda: False
        steps(app, 3)
        assert scene.painter.shows_prompt()
        prompt = scene.painter.prompt_rect()
        parts = scene.hints.arrow_parts()
        assert parts
        # the hint is searched for a wall-clock budget, so which card it names varies with the machine's
        # load: where the prompt lies right over that card's edge (the arrow's very start, which no way goes
        # round: arrow_parts), the first part may cross it; no other part may
        room = scene.metrics.px(hint_arrow.ARROW_CLEAR)
        at_start = prompt.inflate(2 * room, 2 * room).collidepoint(parts[0][0])
        assert not any(prompt.clipline(u, v) for u, v in parts[1 if at_start else 0:]), (prompt, parts)
    finally:
        close_board(app)
