"""Session 19, Quadruple War for new players at small windows and in its replay.

1. At 1024x640 the header told a trick in its whole sentence ("Bot 2 plays the 9 of diamonds and Bot 3's A
   of diamonds wins trick 1") on two lines: it says it in fewer words ("Bot 2 plays 9\u2666, Bot 3's A\u2666 wins
   trick 1") through the kit's step_words_brief, and the score line its hand alone (score_text_brief).
"""

import pygame
import pytest

from quash_table.games.quadwar.words import trick_brief
from tests.ui_helpers import DT, board, close_board, make_app

SEATS = ["human:You", "bot:easy", "bot:easy", "bot:easy"]


def test_a_trick_in_fewer_words_says_who_played_and_who_won():
    name = lambda seat, n: f"Seat {seat + 1}"      # noqa: E731
    ev = {"cards": [[0, "AD"], [1, "9D"]], "seat": 0, "card": "AD", "trick": 1}
    assert trick_brief(ev, 4, name) == "Seat 2 plays 9\u2666, Seat 1's A\u2666 wins trick 1"
    ev = {"cards": [[0, "2C"], [1, "KC"]], "seat": 1, "card": "KC", "trick": 3}
    assert trick_brief(ev, 4, name) == "Seat 2 plays K\u2663 and wins trick 3"


@pytest.mark.ui
@pytest.mark.parametrize("seats", [SEATS, SEATS + ["bot:easy"], SEATS[:2]])
def test_a_told_trick_keeps_the_header_on_one_line_at_1024x640(seats):
    app = make_app(size=(1024, 640))
    scene = board(app, "quadwar", seats, seed=3, options={"dealer": 1, "bags": True})
    try:
        s = scene.session
        told = 0
        for _ in range(6000):
            if s.match.state.hand_no > 1:
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
            d = s.director
            shown = scene.hud.shown
            if d.busy() and d.started and d.steps[0].event and d.steps[0].event["kind"] == "trick_won":
                told += 1
                assert shown["status_lines"] == 1, shown["status"]
                assert "trick" in shown["status"], shown["status"]
            assert shown["status_lines"] == 1, shown["status"]
        assert told > 0
    finally:
        close_board(app)


def _finished(n, seed=4):
    import random
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:You"] + ["bot:easy"] * (n - 1), seed, {"target": 100})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_two_seats_hands_as_dealt_read_in_the_replay(size):
    """2. The replay's "Hands as dealt" of two seats (26 cards each) was a log-column panel of cards ~50
    pixels tall at 1024x640 (the kit's cap), ranks ~7 pixels: the cards' corners read at 12 pixels or more,
    every card's corner in view, the panel clear of the result, the plates and the score pad."""
    from tests.ui_helpers import replay_of, steps
    m = _finished(2)
    app, scene = replay_of(m, size=size, face_up=True)
    try:
        scene.replay.to_end()
        steps(app, 5)
        assert scene.session.hands_title() == "Hands as dealt"
        cards = [p for p in scene.table.pieces if p.id.startswith("faceup:")]
        assert len(cards) == 52
        _, table, log = scene.areas()
        panel = scene.replay.hands_rect(log)
        g = scene.geometry
        for r in [scene._result_box[0], g["pad"], *g["plates"].values()]:
            assert not panel.colliderect(r), (panel, r)
        window = pygame.Rect((0, 0), size)
        for seat in (0, 1):
            rects = sorted((p.home for p in cards if p.id.startswith(f"faceup:{seat}:")), key=lambda r: (r.y, r.x))
            for a, b in zip(rects, rects[1:]):
                assert window.contains(a) and panel.contains(a)
                assert a.h * 0.13 >= 12, a          # the rank's glyph (sprites: 0.13 of a card) at 12 px or more
                if a.y == b.y:
                    assert b.x - a.x >= 0.29 * a.w, (a, b)     # its corner (0.29 of its width) in view
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("seats", [4, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_scores_opened_mid_trick_leave_the_hand_the_trick_and_the_prompt_in_view(size, seats):
    """4. At 1024x640 the Scores panel (C) pressed mid-trick lay over your hand and the prompt: where the
    table has no room clear of them, it goes down the move log's column."""
    from tests.ui_helpers import key, settle
    app = make_app(size=size, round_pause=True)
    scene = board(app, "quadwar", ["human:You"] + ["bot:easy"] * (seats - 1), seed=3, options={"dealer": 1})
    try:
        s = scene.session
        for _ in range(20000):
            v = s.table_view()
            if v["hand_no"] >= 2 and s.my_turn() and v["phase"] == "play" and v["trick"]:
                break
            if s.director.gate() is not None and s.director.started:
                key(app, pygame.K_RETURN)
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
        settle(app, scene)
        assert s.table_view()["trick"] and s.my_turn()
        key(app, pygame.K_c, frames=3)
        assert scene.score_panel.chart_open
        panel = scene.score_panel.rect()
        hand = [p.home for p in scene.table.pieces if p.zone == "hand:0"]
        trick = [p.home for p in scene.table.pieces if p.zone == "trick"]
        painter = scene.painter
        prompt = painter.pill_rect(scene.table.prompt, painter._prompt_pos(), 17)[0]
        assert hand and trick and scene.table.prompt
        for r in hand + trick + [scene.geometry["mat"], prompt]:
            assert not panel.colliderect(r), (panel, r)
        assert pygame.Rect((0, 0), size).contains(panel)
    finally:
        close_board(app)
