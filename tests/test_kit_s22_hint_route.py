"""Session 22: the hint's arrow in QUASH at 4 players started at the hint's words instead of at the card it
means, went round the partner's plate by a corner and ended over another card's "new" tag beside the spot
it pointed at. On every board the arrow now starts at the piece to move, ends in its target, and goes round
the words on the table, the plates (`arrow_clear`) and the marks' tags (the kit's "new" / "moved", the
board's own: QUASH's "drawn" and badges), its head included; the hint's words are placed beside it."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import hint_arrow
from quash_table.ui.arrow_route import route, route_into
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, board, close_board, make_app, settle, step_until

pytestmark = pytest.mark.ui


def check_route(scene):
    """The arrow as drawn: from its piece into its target, clear of every word, plate and tag (those on its
    piece and target apart), its stroke and edge (and by tags, its glow) and head included; the hint's words
    beside it."""
    m = scene.metrics
    h = scene.hints.current
    table = scene.table
    piece = next(table.piece_by_id[i] for i in h["marks"] if i in table.piece_by_id)
    target = next(table.target_by_id[i] for i in h["marks"] if i in table.target_by_id)
    parts = scene.hints.arrow_parts()
    assert parts, h
    shown = scene.hints._shown_part(piece)
    assert shown.inflate(4, 4).collidepoint(parts[0][0]), ("starts at the card", shown, parts[0])
    assert target.rect.collidepoint(parts[-1][1]), ("ends in the target", target.rect, parts[-1])
    # the stroke and its dark edge (session 26: the glow may lie over a word's edge where a way that keeps it
    # clear too is much longer: arrow_route.closer_if_cheaper)
    half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)
    head = m.px(hint_arrow.TIP_HALF) + m.px(hint_arrow.EDGE + hint_arrow.GLOW)
    words = [pygame.Rect(r) for r in table.text_rects() + table.arrow_clear
             if not pygame.Rect(r).colliderect(target.rect) and not pygame.Rect(r).colliderect(shown)]
    for r in words:
        grown = r.inflate(2 * half - 2, 2 * half - 2)
        assert not any(grown.clipline(u, v) for u, v in parts), ("across words or a plate", r, parts)
    tags = [t for _, t, _, _ in scene.marks.frames() if t is not None] + [pygame.Rect(r) for r in scene.arrow_tags()]
    for r in tags:
        if r.colliderect(shown):
            continue
        grown = r.inflate(2 * head - 2, 2 * head - 2)
        assert not any(grown.clipline(u, v) for u, v in parts), ("over a tag", r, parts)
    return parts


def test_a_way_round_a_plate_and_into_the_target_beside_a_tag():
    """The route itself: round a plate across the line by its corners, and into the target's side away from
    a tag beside its middle."""
    plate = pygame.Rect(100, 200, 300, 40)
    path = route(pygame.Vector2(250, 400), pygame.Vector2(250, 50), [plate], 10)
    assert path is not None and len(path) > 2
    assert not any(plate.inflate(20, 20).clipline(u, v) for u, v in zip(path, path[1:]))
    target, tag = pygame.Rect(200, 20, 100, 100), pygame.Rect(230, 120, 40, 60)
    path = route_into(pygame.Vector2(250, 400), target, [tag], 10)
    assert path is not None and target.collidepoint(path[-1])
    assert not any(tag.inflate(20, 20).clipline(u, v) for u, v in zip(path, path[1:]))
    assert route(pygame.Vector2(0, 0), pygame.Vector2(0, 100), [pygame.Rect(-500, 30, 2000, 40)], 5) is None  # no way


@pytest.mark.parametrize("game, seats, seed, options", [
    ("quash", ["human", "bot:normal"], 3, None),          # your plate lay across the way to spot 1
    ("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], 3, None),
    ("quash", ["human", "bot:normal"], 2, {"variant": "advanced"}),
    ("thegame", ["human", "bot:normal"], 4, None),
    ("flush", ["human", "bot:normal"], 2, None),
])
def test_every_boards_hint_arrow_starts_at_the_card_and_goes_round_words_plates_and_tags(game, seats, seed, options):
    app = make_app()
    scene = board(app, game, seats, seed=seed, options=options)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        app.step(1 / 60)
        h = scene.hints.current
        if not any(i in scene.table.target_by_id for i in h["marks"]):
            pytest.skip(f"this hint is a button's: {h['marks']}")
        check_route(scene)
    finally:
        close_board(app)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_quash_four_players_after_the_others_laid_the_arrow_misses_their_new_tags(seed):
    """QUASH at 4 players, your second turn: the three other seats' cards lie marked "new" on the board;
    the hint's arrow starts at your card and passes no "new" tag, nor its partner's plate."""
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed, {"dealer": 3})
    m.play(m.legal_actions()[0])
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    app = make_app(animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        assert [w for _, w in scene.marks.marked()].count("new") == 3
        ask_hint(app, scene)
        step_until(app, lambda: scene.hints.arrow_parts(), 5)
        check_route(scene)
    finally:
        close_board(app)
