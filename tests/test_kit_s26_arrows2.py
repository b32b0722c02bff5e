"""Session 26 (second pass on the hint's arrow). Flush at 1024x640 with four players, seed 2: the way into the
pile ran up the 10 px gap between it and the "New pile" panel and turned into the pile right at its edge; the
last leg was shorter than the head, so it was dropped and the head drawn at the end of the leg before, its
point past the pile's right edge, over "New pile". The way's last leg now takes the whole head, its point
inside the target (arrow_head.head_fits); a corridor too narrow for the head may carry the shaft only."""

import pygame
import pytest

from quash_table.ui import hint_arrow
from quash_table.ui.arrow_head import head_end, head_fits
from quash_table.ui.arrow_route import route_into
from tests.ui_helpers import ask_hint, board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_a_last_leg_turning_in_at_the_targets_edge_is_no_end_for_the_head():
    """A target reached only up a narrow gap beside it: the leg turning in 1 px from its edge is too short
    for the head once it goes 16 px in, so the head goes further in, wholly on that leg, its point inside."""
    target = pygame.Rect(100, 100, 130, 140)
    here, end = pygame.Vector2(232, 190), pygame.Vector2(197, 175)
    tip = head_end(here, end, target, 16, 24)
    assert target.collidepoint(tip) and (tip - here).length() >= 23.5
    assert head_fits(here, end, target, (24, 16))
    # a leg shorter than the head is no last leg: the way must come in another way
    assert not head_fits(pygame.Vector2(232, 180), pygame.Vector2(215, 176), target, (24, 16))
    # round a wall below the target, a way whose last leg is too short is not given
    wall = [pygame.Rect(60, 250, 240, 40)]
    path = route_into(pygame.Vector2(160, 400), target, wall, 8, head=(24, 16))
    assert path is not None and head_fits(path[-2], path[-1], target, (24, 16)), path


def flush_seed_2_hint():
    """(app, scene) of Flush at four seats, 1024x640, seed 2, its hint asked: your 5s to the empty pile."""
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=2)
    settle(app, scene)
    ask_hint(app, scene)
    steps(app, 3)
    assert scene.hints.current["target"] == "pile", scene.hints.current
    return app, scene


def test_flush_seed_2_the_heads_point_lies_inside_the_pile_clear_of_new_pile():
    app, scene = flush_seed_2_hint()
    try:
        h = scene.hints
        parts = h.arrow_parts()
        assert parts and h._tip is not None
        pile = scene.table.target_by_id["pile"].rect
        new_pile = scene.table.target_by_id["newpile"].rect
        # the arrow as drawn: whole, see-through over the tray's words it crosses (arrow_drawn, session 36), its
        # head where the drawn legs end (the solid parts, `_tip`, stop short of the tray's words)
        _, (point, d), _ = h.arrow_drawn()
        assert pile.collidepoint(point), (point, pile)
        # the head's three corners as drawn (hint_arrow._head): none over the "New pile" panel
        corners = hint_arrow._head(point, d, scene.metrics)
        assert not any(new_pile.collidepoint(q) for q in corners), (corners, new_pile)
        # and the head lies on the last leg drawn, not past its end
        legs, _, _ = h.arrow_drawn()
        u, v = legs[-1]
        assert (v - u).length() >= scene.metrics.px(hint_arrow.TIP_LENGTH) - 1
    finally:
        close_board(app)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_quash_four_players_arrows_cross_a_plates_empty_part_not_round_the_board(seed):
    """QUASH at 4 players, 1024x640: the RED badge and the two plates, 6-8 px apart, were listed as text and
    as rects to go round, a wall across most of the board: the arrow to spots 1-6 went round the right end
    of Bot 3's plate, 2-3.7 times the straight line. A plate is a panel now (`t.panels`): the arrow may
    cross its empty part at a cost, never its words. Cards at both ends and the middle of the hand, to
    spots 1-6."""
    from quash_table.ui.arrow_route import length
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "quash", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=seed)
    try:
        settle(app, scene)
        m, table = scene.metrics, scene.table
        # (your side's badge, between your hand and your spots, is gone round since review 38: only it)
        badge = min((pygame.Rect(r) for r in table.panels if r[1] > m.rect.h // 2), key=lambda r: r.x)
        assert table.panels and not any(pygame.Rect(r) in map(pygame.Rect, table.arrow_clear) for r in table.panels
                                        if pygame.Rect(r) != badge)
        legal = [a for a in scene.session.screen_legal() if "card" in a and a.get("spot") in range(1, 7)]
        cards = sorted({a["card"] for a in legal}, key=lambda c: next(
            p.rect.x for p in table.pieces if p.code == c))
        picked = {cards[0], cards[len(cards) // 2], cards[-1]}
        half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)
        # (your own plate's words are read through where a calm way crosses them: arrow_read_through, review 40)
        through = [pygame.Rect(r) for r in scene.arrow_read_through()]
        plate_words = [pygame.Rect(r) for r in table.text_rects()
                       if any(pygame.Rect(p).contains(r) for p in table.panels)
                       and not any(q.contains(r) for q in through)]
        assert plate_words
        for act in (a for a in legal if a["card"] in picked):
            scene.hints.display(act, "a reason")
            steps(app, 2)
            parts = scene.hints.arrow_parts()
            assert parts, act
            path = scene.hints._route[1]
            assert length(path) <= 1.6 * (path[-1] - path[0]).length(), (act, path)
            for r in plate_words:
                grown = r.inflate(2 * half - 2, 2 * half - 2)
                assert not any(grown.clipline(u, v) for u, v in parts), ("over a plate's words", act, r, parts)
    finally:
        close_board(app)
