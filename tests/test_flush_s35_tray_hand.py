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


@pytest.mark.ui
def test_after_your_own_flush_the_trays_lines_never_lie_over_one_another():
    # your first move a Flush of four 4s with long words ("You lay two 4s (among them a Link and a Deduction)
    # and two Mimics (one of them a Skip) on the pile: Flush!"): the turn is yours again, no move since
    m = Match("flush", ["human"] + ["bot:random"] * 5, seed=37)
    m.play({"type": "play", "cards": ["4L", "4D", "10", "10S"], "as": 4})
    assert m.to_move == 0
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        steps(app, 2)
        if not scene.log_open:
            key(app, pygame.K_l, frames=2)
        steps(app, 2)
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


def test_the_hands_gaps_close_when_the_pointer_rests_or_stays_away_a_moment():
    from quash_table.games.flush.hand_gaps import HAND_CLOSE_AFTER, HAND_REST_CLOSE, gaps_close
    assert not gaps_close(True, 5.0, 0.2)                  # moving over the hand: the next card where it was seen
    assert not gaps_close(False, HAND_CLOSE_AFTER - 0.1, 0.2)
    assert gaps_close(False, HAND_CLOSE_AFTER, 0.2)        # away a moment (it was a whole second: review 34)
    assert gaps_close(True, 0.0, HAND_REST_CLOSE)          # resting on the hand (it kept its holes)
    assert HAND_CLOSE_AFTER <= 0.5 and HAND_REST_CLOSE <= 1.5


@pytest.mark.ui
def test_the_gaps_close_while_the_pointer_rests_on_the_hand(tmp_path):
    # a card clicked, then the pile, then the pointer back on the hand, resting there: the hand kept its hole
    # for as long as the pointer lay on it (review 34)
    from quash_table.games.flush.hand_gaps import HAND_CLOSE_AFTER, HAND_REST_CLOSE
    from tests.test_flush_s29_hand_gaps import _lefts, _steps
    from tests.test_flush_scene import open_table
    from tests.ui_helpers import DT, click, post, target_rect
    app, scene = open_table(tmp_path)
    try:
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.home.x)
        middle = hand[len(hand) // 2]
        click(app, (middle.home.x + 6, middle.home.centery))
        click(app, target_rect(scene, "pile").center)
        post(pygame.MOUSEMOTION, pos=(hand[0].home.x + 6, hand[0].home.centery), rel=(0, 0), buttons=(0, 0, 0))
        steps(app, int(HAND_CLOSE_AFTER / DT) // 2)
        assert [p.code for p in scene.table.pieces if p.zone == "stage"] == [middle.code]
        gapped = _lefts(scene)
        assert max(_steps(gapped)) > 1.5 * min(_steps(gapped))        # its gap while the pointer moves there
        steps(app, int(HAND_REST_CLOSE / DT) + 30)                     # the pointer resting on the hand
        closed = _lefts(scene)
        assert max(_steps(closed)) - min(_steps(closed)) <= 2, closed   # closed up
    finally:
        close_board(app)
