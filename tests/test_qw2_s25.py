"""Session 25, second wave (a new player's Quadruple War, always with Bags): the header keeps "bags" at a hand's
result, Let the bots finish says what happens, the end summary's two-line row, the result's points key, the
bottom seat's won tricks in one place."""

import re

import pygame
import pytest

from tests.test_qw_s25 import _last_card_with_bags, _long_game_a_bot_finished
from tests.ui_helpers import close_board, key, make_app, match_board, step_until, steps


def _at_the_result(size=(1024, 640)):
    m = _last_card_with_bags()
    app, scene = match_board(m, size=size, round_pause=True, settled=False)
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
    key(app, pygame.K_RETURN, frames=3)             # your last card: the hand's result, with its buttons
    step_until(app, lambda: s.showing_result(), timeout=60)
    steps(app, 3)
    return app, scene


@pytest.mark.ui
def test_the_header_keeps_the_bags_rule_while_a_hands_result_shows():
    """At 1024x640 the result's buttons (Let the bots finish, Next) took the score line's room and it said
    "Hand 1 · game to 500", the bags rule gone: every form of the line says the hand, the target and bags."""
    app, scene = _at_the_result()
    try:
        ids = [b.id for b in scene.hud.buttons]
        assert "hud:finish" in ids, ids
        score = scene.hud.shown["score"]
        assert "bags" in score and "500" in score, score    # the hand's number is the status's ("Hand 1 is over")
        assert scene.hud.shown["status_lines"] == 1, scene.hud.shown
    finally:
        close_board(app)


@pytest.mark.ui
def test_let_the_bots_finish_says_the_game_ends_at_once_and_replay_shows_it():
    """The dialog said "You can watch", but the bots finish at once (1,176 moves in 2-6 s): it says so, and
    where the moves can be seen, as the rules page does."""
    app, scene = _at_the_result(size=(1280, 800))
    try:
        key(app, pygame.K_f, frames=3)
        words = " ".join(o.get("label", "") for o in app.top.layout_info()["objects"]
                         if o["id"].startswith("finish:words"))
        assert "at once" in words and "Replay" in words, words
        assert "watch" not in words.lower(), words
        key(app, pygame.K_ESCAPE, frames=3)
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_summarys_two_line_row_keeps_its_cells_together():
    """At 1024x640 You's Made cell took two lines ("0/1" over "bot 22/26") and the Bags "15 −100" stood on the
    first line only, as if "0/1"'s alone: the row's one-line cells (its name too) stand midway beside it."""
    m = _long_game_a_bot_finished()
    app, scene = match_board(m, size=(1024, 640))
    try:
        step_until(app, lambda: scene.summary_up() and scene.summary_drawn, timeout=30)
        steps(app, 3)
        drawn = scene.summary_drawn
        second = next(((t, r) for t, r in drawn if t.startswith("bot ")), None)
        if second is None:      # the row's one-line form fitted: nothing to align
            pytest.skip("the Made cell took one line at this size")
        first = next(r for t, r in drawn if re.fullmatch(r"\d+/\d+", t) and r.right == second[1].right
                     and 0 < second[1].y - r.y < 2 * r.h)
        middle = (first.centery + second[1].centery) / 2
        beside = [(t, r) for t, r in drawn if r is not first and r is not second[1]
                  and first.top <= r.centery <= second[1].bottom and r.right != first.right]
        assert beside, drawn            # the name and the Bags cell
        for text, r in beside:
            assert abs(r.centery - middle) <= 2, (text, r, first, second)
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_points_key_under_a_result_is_plain_and_readable_at_1024():
    """Under a hand's result the key took three lines at ~10 pixels ("bid made: 10 a trick bid + 1 a trick
    over / bid missed: 0 / Bags: extra tricks → total / 10 (−100 at every 10)"): plainer words, two lines at
    most, at the key's size (never below the kit's readable floor), none shrunk."""
    from quash_table.ui.table import MIN_TEXT_PX
    app, scene = _at_the_result()
    try:
        t = scene.table
        keys = [x for x in t.decor if getattr(x, "text", "") and ("Made:" in x.text or "Bags:" in x.text
                                                                    or "bid made" in x.text)]
        assert keys and any("Made: 10 \u00d7 bid" in x.text for x in keys), [x.text for x in keys]
        assert len(keys) <= 2, [x.text for x in keys]
        for x in keys:
            assert x._size() == x.size >= MIN_TEXT_PX, (x.text, x.size, x._size())
    finally:
        close_board(app)


def test_the_bottom_seats_won_tricks_lie_beside_its_plate_with_nobody_at_the_screen_at_a_hands_end():
    """At a pass-and-play hand's end (the table nobody's view) Player 1's "won 1" lay under its plate,
    elsewhere beside it: with no card in that seat's hand its strip holds the pile alone, beside the plate."""
    from quash_table.games.quadwar.layout import table_geometry
    from quash_table.ui.table import TableBuilder
    from tests.ui_helpers import board, settle
    app = make_app(size=(1280, 800))
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"bags": True, "dealer": 0})
    try:
        settle(app, scene)
        t = TableBuilder(scene, scene.areas()[1])
        yours = dict(scene.session.table_view(), hand=[], hand_counts=[0, 0, 0, 0])
        nobodys = dict(yours, seat=None)
        beside = table_geometry(t, yours)
        at_the_end = table_geometry(t, nobodys)
        assert at_the_end["strips"][0] == beside["strips"][0], (at_the_end["strips"][0], beside["strips"][0])
        assert at_the_end["strips"][0].x > at_the_end["plates"][0].right
        # mid-hand, nobody at the screen, the seat's backs lie under its plate with its pile at their end
        mid = table_geometry(t, dict(nobodys, hand_counts=[13, 13, 13, 13]))
        assert mid["strips"][0].y > mid["plates"][0].y
    finally:
        close_board(app)
