"""Session 35, review 34 (Flush, six seats at 1024x640 with the Moves open, and three seats at 1280x800): after
your own Flush the tray's instructions lay over your move's words; a Deduction read "−9 DED." beside "−10"."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.paint_middle import recent_words
from quash_table.ui import sprites
from tests.ui_helpers import close_board, key, make_app, match_board, steps


def tray_labels(scene):
    """[(text, rect)] of the words drawn in the tray."""
    tray = scene._g["tray"]
    return [(d.text, d.text_rect()) for d in scene.table.decor
            if getattr(d, "text", None) and tray.collidepoint(d.pos)]


def moves_open_at_1024(m):
    """Match `m` at 1024x640 with the Moves column open (L), the tray at its narrowest."""
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    steps(app, 2)
    if not scene.log_open:
        key(app, pygame.K_l, frames=2)
    steps(app, 2)
    return app, scene


@pytest.mark.ui
def test_after_your_own_flush_the_trays_lines_never_lie_over_one_another():
    # your first move a Flush of four 4s with long words ("You lay two 4s (one a Link, one a Deduction)
    # and two Mimics (one of them a Skip) on the pile: Flush!"): the turn is yours again, no move since
    m = Match("flush", ["human"] + ["bot:random"] * 5, seed=37)
    m.play({"type": "play", "cards": ["4L", "4D", "10", "10S"], "as": 4})
    assert m.to_move == 0
    app, scene = moves_open_at_1024(m)
    try:
        said = tray_labels(scene)
        for i, (a, ra) in enumerate(said):
            for b, rb in said[i + 1:]:
                assert not ra.colliderect(rb), (a, b)
        text = " ".join(" ".join(x.split()) for x, _ in sorted(said, key=lambda s: s[1].y))
        newest = [recent_words(scene, 1)[0], recent_words(scene, 1, brief=True)[0]]
        assert any(" ".join(w.split()) in text for w in newest), (newest, text)      # said whole
        assert all(r.bottom <= scene._g["tray"].bottom for _, r in said)
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_deduction_says_its_amount_in_one_form_and_size(size):
    # a card height's Deductions said "−2 DED." to "−9 DED." and, wider, "−10" and "−11" (review 34): now one
    # form for them all, the rules' word or the amount alone, never "DED."
    app = make_app(size=size)
    try:
        top, bottom = sprites.FLUSH_MARK_BAND
        for design_h in range(40, 260, 10):
            w, h = sprites.card_size(app.metrics.px(design_h))
            band = (2 * w * 0.76, 2 * h * (bottom - top))            # faces are painted at twice the size
            marks = [sprites.flush_mark("D", v, band) for v in range(1, 11)]      # −2 … −11
            assert len({size_px for _, size_px in marks}) == 1, (design_h, [s for _, s in marks])
            # one form: "−9" no wider than "−10" (not "−9 DED." beside "−10")
            assert marks[7][0].get_width() <= marks[8][0].get_width(), design_h
    finally:
        close_board(app)


def _numeral_ink(value, card):
    """Where the big numeral of a card of `value` is drawn on `card`, read from the face itself: its tall
    patches of navy pixels between the corner index and the kind band."""
    from quash_table.ui.sprites import Sprites
    face = Sprites().card("flush", value, card.size)
    top, bottom, side = int(card.h * 0.21), int(card.h * 0.63), int(card.w * 0.1) + 2    # inside its frame
    part = face.subsurface((side, top, card.w - 2 * side, bottom - top))
    mask = pygame.mask.from_threshold(part, (34, 52, 92, 255), (40, 40, 40, 255))
    parts = mask.get_bounding_rects()
    tall = max(r.h for r in parts)
    big = [r for r in parts if r.h >= tall * 0.6]             # its digits ("1" and "0"), not an index's line
    ink = big[0].unionall(big[1:])
    return ink.move(card.x + side, card.y + top)


@pytest.mark.ui
@pytest.mark.parametrize("scale", [0.8, 1.0])          # 1024x640, 1280x800
def test_a_new_tag_on_a_fanned_card_keeps_off_its_big_numeral(scale):
    # review 34: in a tight fan (a hand after a pickup) the "new" tags lay under the corner index, over the big
    # numerals; now low at the card's left edge, in the kind band's place on a card with none
    from tests.test_flush_s34_new_tag_index import _board
    from quash_table.games.flush.new_tags import new_tags
    make_app(size=(1280, 800))
    try:
        for code in ("1", "6", "7", "9", "10", "8S", "6L", "9D"):
            for h in (84, 100, 120) if code[-1] in "SLD" else (70, 84, 100, 120):
                for step in (40, 60) if code[-1] in "SLD" else (26, 30, 34, 40, 60):
                    card = pygame.Rect(100, 500, int(h * 0.69), h)
                    nxt = pygame.Rect(100 + step, 500, card.w, h)
                    tag = new_tags(_board([(code, card), ("5", nxt)], scale))[0][0]
                    assert card.contains(tag) and tag.right <= nxt.x, (scale, code, h, step, tag)
                    assert not tag.colliderect(_numeral_ink(code.rstrip("SLD"), card)), (scale, code, h, step, tag)
    finally:
        pygame.display.quit()


def _random_moves(seed, n, seats=6):
    import random
    m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while len(m.actions) < n:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("seed, moves, cards", [
    (1, 79, ["6", "6", "6D", "9D"]),          # the Mimic 9 a Deduction: "as 6" under its band
    (2, 162, ["4S", "4D", "9", "9"]),         # two plain Mimic 9s: "as 4" in the band's place
])
def test_the_as_tags_of_staged_mimics_lie_inside_the_tray(seed, moves, cards):
    # review 34, six seats at 1024x640, the Moves open: under the three-line caption of a new pile with a Mimic
    # ("four 6s are higher than the pile's 5: new pile, ...") the "as 6" tag lay on the tray's border, under it
    from tests.ui_helpers import drag
    m = _random_moves(seed, moves)
    assert m.to_move == 0
    app, scene = moves_open_at_1024(m)
    try:
        new = scene.table.target_by_id["newpile"].rect
        for code in cards:
            p = next(p for p in scene.table.pieces if p.zone == "hand:0" and p.code == code)
            drag(app, p.home.center, new.center)
            steps(app, 4)
        steps(app, 4)
        staged = {p.id: p for p in scene.table.pieces if p.zone == "stage"}
        assert sorted(p.code for p in staged.values()) == sorted(cards)
        tags = scene.tag_rects()
        assert tags
        tray = scene._g["tray"].inflate(-4, -4)          # off its border
        for r, _ in tags:
            assert tray.contains(r), (r, tray)
        for pid, p in staged.items():
            if pid in scene._tags and p.code[-1] not in "SLD":           # a plain card: on it, under its numeral
                r = next(r for r, _ in tags if p.home.collidepoint(r.center))
                assert p.home.contains(r) and r.top >= p.home.y + p.home.h * 0.6, (r, p.home)
    finally:
        close_board(app)
