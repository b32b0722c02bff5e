"""Session 37: a hint arrow crosses no words nor a seat's badge (review 36). QUASH (two players, advanced): the arrow
ran across RED's badge ("0 pts"), crossed at a word's cost; the badges are now gone round (`t.arrow_clear`). Flush:
the calm way (a straight line or one bend, arrow_calm) crossed the words by its piece and, where the way it replaced
turned three times, any words on the table at a word's cost ("you may turn it up", your plate's "5 on bases", the
new pile's "nothing higher than 10"); now only the tray's words (a part the board lets it cross, read through) and
the drawn prompt, and its head lies on no more words than the way it replaces ("play 10 or lower" on the pile).
Each board test opens one position reached by random legal moves from a fixed seed (no bot searched, no timing)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import arrow_calm
from quash_table.ui.arrow_head import HeadRoom
from tests.ui_helpers import close_board, match_board, steps


def _hinted(game, seats, seed, turn, options=None, kinds=("play",), moves=0):
    """(match, action): the person's `turn`-th turn (from 0) with an action of `kinds` from random legal moves, and
    the middle such action."""
    m = Match(game, ["human"] + ["bot:easy"] * (seats - 1), seed, options or {})
    rng = random.Random(seed)
    seen = 0
    for _ in range(600):
        legal = m.legal_actions()
        if m.to_move == 0 and (not moves or len(m.state.history) >= moves):
            good = [a for a in legal if a["type"] in kinds]
            if good:
                if seen == turn:
                    return m, good[len(good) // 2]
                seen += 1
        m.play(rng.choice(legal))
    raise AssertionError("no position")


REASON = ("it keeps your best cards for the spots still open and leaves the others fewer ways to beat it, so the next "
          "round starts with more of your side's cards in play")


def _drawn(m, action, size):
    app, scene = match_board(m, size=size, animation="instant")
    scene.hints.display(action, REASON)
    steps(app, 3)
    legs, tip, _ = scene.hints.arrow_drawn()
    assert legs and tip is not None
    return app, scene, legs


@pytest.mark.ui
@pytest.mark.parametrize("size, seed, turn", [((1024, 640), 2, 0), ((1280, 800), 2, 2)])
def test_quash_arrow_goes_round_the_side_badges(size, seed, turn):
    # the K of clubs to spot 1 (1024x640) ran up across RED's badge in eight legs; the 3 of diamonds to spot 2
    # (1280x800) across it in two
    from quash_table.games.quash import art
    m, action = _hinted("quash", 2, seed, turn, {"variant": "advanced"}, moves=4)
    app, scene, legs = _drawn(m, action, size)
    try:
        g = scene._deco["g"]
        chips = [art.side_chip(scene.metrics, g["header"][w]) for w in ("top", "bottom")]
        # ... gone round as the words and plates are (the kit's arrow_clear), its head clear of them too
        assert all(c in scene.table.arrow_clear for c in chips)
        assert not any(c.clipline(u, v) for c in chips for u, v in legs), (legs, chips)
    finally:
        close_board(app)


@pytest.mark.ui
def test_flush_arrow_crosses_no_words_but_the_trays():
    # your base 2's turn-up (3 seats, 1280x800): straight up across "you may turn it up" and your plate's "6 in hand
    # · 5 on bases · 0 pts"
    m, action = _hinted("flush", 3, 1, 1, kinds=("play", "hidden"))
    assert action["type"] == "hidden"
    app, scene, legs = _drawn(m, action, (1280, 800))
    try:
        h = scene.hints
        marks = h.current["marks"]
        piece = next(scene.table.piece_by_id[i] for i in marks if i in scene.table.piece_by_id)
        target = next(scene.table.target_by_id[i] for i in marks if i in scene.table.target_by_id)
        shown = h._shown_part(piece)
        tray = [pygame.Rect(r) for r, _ in scene.arrow_crossable()]
        words = [pygame.Rect(r) for r in scene.table.text_rects()]
        words = [r for r in words if not shown.colliderect(r) and not target.rect.colliderect(r)
                 and not any(t.contains(r) for t in tray)]
        assert words
        assert not any(r.clipline(u, v) for r in words for u, v in legs), legs
    finally:
        close_board(app)


def test_a_calm_way_head_lies_on_no_more_words_than_asked():
    # a target with words across its lower half, the start below it: the straight line up ends with its head (or
    # its shaft inside the target) on them
    target = pygame.Rect(300, 60, 160, 210)
    words = [pygame.Rect(300, 160, 160, 110)]
    start = pygame.Vector2(380, 560)
    bounds = pygame.Rect(0, 0, 800, 700)
    read = HeadRoom((32, 19), words)
    plain = arrow_calm.calm_way([start], target, [], 10, bounds, head=(30, 16), head_room=read, step=20)
    assert plain is not None and read.price(plain[0], target) > 0, plain
    kept = arrow_calm.calm_way([start], target, [], 10, bounds, head=(30, 16), head_room=read, step=20,
                               words=(read, 0.0))
    assert kept is not None, "a bend round the words into the target's side"
    assert read.price(kept[0], target) == 0, kept
    assert len(kept[0]) <= 3
