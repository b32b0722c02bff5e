"""Session 24: what new players found on QUASH's board (basic and advanced, 2 and 4 players), each driven
through the board with real key and mouse events, or through the words' own functions."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def test_h_pressed_again_while_the_hint_is_looked_for_brings_it_with_its_full_reason():
    """Pressing H a second time sometimes showed the short hint again: the first H's hint was still being
    worked out ("Looking for a good move…"), so the second asked for it again, and it came short. The second
    H is the one that asks why: the hint comes with its full reason, and H again gives the short line."""
    m = Match("quash", ["human", "bot:easy"], 2, {"dealer": 1})
    app, scene = match_board(m, animation="instant")
    try:
        key(app, pygame.K_h)
        assert scene.hints.waiting, "the hint came at once: this test needs it still looked for"
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, 30)
        steps(app, 2)
        h = scene.hints.current
        assert h["full"] != h["text"]
        assert scene.message[0] == h["full"], scene.message[0]
        key(app, pygame.K_h)                      # a third H: back to the one line
        steps(app, 2)
        assert scene.message[0] == h["text"]
    finally:
        close_board(app)


def test_a_tiebreaker_card_on_the_mat_has_one_way_back_and_undo_says_it():
    """At a tie, the card dropped on the mat showed "Take it back" on the mat and a lit Undo in the header
    beside it, two buttons for one thing. Undo is greyed while the card waits, its reason saying what Lay it
    and Take it back do, and U says the same without taking anything back."""
    from tests.test_quash_scene import _tie_on_spot_9
    from tests.ui_helpers import button, drag, grab, settle, target_rect
    m = _tie_on_spot_9()
    app, scene = match_board(m)
    try:
        rnd, n = m.state.round, len(m.actions)
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        settle(app, scene)
        assert scene.composer.laid == "JS"
        assert button(scene, "tiebreak:back").enabled and button(scene, "tiebreak:lay").enabled
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled
        assert "Lay it (Enter)" in undo.reason and "Take it back (Esc)" in undo.reason, undo.reason
        key(app, pygame.K_u)
        steps(app, 2)
        assert scene.composer.laid == "JS" and len(m.actions) == n      # nothing taken back by U
        assert "Take it back (Esc)" in scene.message[0], scene.message
    finally:
        close_board(app)


def _four_advanced_with_a_failing_placement():
    """4 players, advanced: the first turn of yours (seat 0) with a placement that makes its spot fail."""
    from quash_table.bots import make_bot
    from quash_table.games.quash.rules import GAME
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], 4, {"variant": "advanced"})
    bots = {s: make_bot("quash", "normal", s, 4 + s) for s in range(4)}
    while True:
        legal, st = m.legal_actions(), m.state
        if m.to_move == 0 and st.phase == "play" and len(st.history) > 8:
            fails = [a for a in legal if "swap" not in a
                     and GAME.placement_failure(st.board[0][a["spot"] - 1], a["card"], a["spot"])]
            if fails:
                return m, fails[0]
        m.play(bots[m.to_move].choose(m.game.view(st, m.to_move), legal))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hint_over_the_failing_placement_question_leaves_the_spot_labels_clear(size):
    """4 players, advanced, 1024x640: with "This spot cannot make a run now" open, the hint's words lay over
    the band of spot labels between the sides ("single 3", "triple 4", ...). While the question waits no
    card of your hand can be played: the words go low over your hand, its cards' corners still in view."""
    from tests.ui_helpers import drag, grab
    m, fail = _four_advanced_with_a_failing_placement()
    app, scene = match_board(m, size=size)
    try:
        # onto the spot's open slot (since session 50 any point of a laid card swaps that card out)
        drag(app, grab(scene, f"r{m.state.round}:{fail['card']}"), scene.table.target_by_id[f"spot:{fail['spot']}"].mark.center)
        steps(app, 30)
        assert scene._modal is not None and scene.composer.confirm is not None
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, 30)
        steps(app, 3)
        assert scene.message is not None and scene.message[1] == "hint"
        r = scene.painter.message_rect()
        words = [w for w in scene.table.text_rects() if w.w and w.h]
        assert r.collidelist(words) < 0, [w for w in words if r.colliderect(w)]
        assert not r.colliderect(scene._modal["rect"])
        spots = scene._deco["g"]["spots"]
        assert r.collidelist(spots["top"] + spots["bottom"]) < 0
        hand = [p.rect for p in scene.table.pieces if p.zone == "hand:0"]
        assert hand and all(r.top >= h.top + scene.metrics.px(30) for h in hand if r.colliderect(h))
    finally:
        close_board(app)


def test_the_face_up_replay_shows_a_tiebreaker_card_laid_face_down_and_the_spectator_does_not():
    """The replay's "All cards face up" of a finished game showed the first tiebreaker card laid face down,
    as play hid it from the other side: the face-up view shows every seat's own secrets. The spectator's
    view keeps it face down while it was hidden in play."""
    import random

    from quash_table.ui.replay import FACE_UP
    from tests.test_quash_scene import _tie_on_spot_9, _tiebreak_cards
    from tests.ui_helpers import replay_of
    m = _tie_on_spot_9()
    laid = m.state.hands[m.to_move][0]
    first = m.to_move % 2
    m.play({"type": "tiebreak", "card": laid})
    at = len(m.actions)
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, face_up=True)
    try:
        scene.session.goto(at)
        steps(app, 3)
        zone = f"tiebreak:{'RED' if first == 0 else 'BLACK'}"
        assert _tiebreak_cards(scene).get(zone) == laid, _tiebreak_cards(scene)
        scene.session.choice = None                 # the spectator: still face down
        scene.session.version += 1
        steps(app, 3)
        assert zone in _tiebreak_cards(scene) and _tiebreak_cards(scene)[zone] is None, _tiebreak_cards(scene)
        scene.session.choice = FACE_UP
        scene.session.version += 1
        steps(app, 3)
        assert _tiebreak_cards(scene).get(zone) == laid
    finally:
        close_board(app)


def test_scores_on_the_game_over_screen_is_usable():
    """The game-over screen greyed Scores ("The summary shows the scores": a one-round game's summary has no
    chart at all). Scores, clicked or C, shows the score panel, the summary stepping aside; Summary (S)
    brings the summary back."""
    import random

    from tests.ui_helpers import centre, click
    m = Match("quash", ["human", "bot:easy"], 3, {"target": 3})
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m)
    try:
        steps(app, 95)                            # past the summary's key wait
        assert scene.summary_up()
        btn = next(b for b in scene.hud.buttons if b.id == "hud:scores")
        assert btn.enabled, btn.reason
        click(app, centre(btn.rect))
        steps(app, 2)
        assert scene.score_panel.showing() and not scene.summary_up()
        assert any(o.get("id") == "scores" for o in scene.layout_info()["objects"])
        key(app, pygame.K_s)
        steps(app, 2)
        assert scene.summary_up() and not scene.score_panel.showing()
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_four_player_load_row_names_your_side_and_how_full_the_board_is(size):
    """The Load row of a 4-player QUASH game read "QUASH (advanced) · round 1, Bot 4 to play · RED 0 points ·
    BLACK 0 points" at 1024x640: neither your partner nor your side, and no "N of 36 slots filled" (2-player
    rows have it). QUASH's own row words (load_row.py) keep both where they fit."""
    import random

    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from tests.ui_helpers import make_app
    saves_dir().mkdir(parents=True, exist_ok=True)
    for name, options in (("basic", {}), ("advanced", {"variant": "advanced"})):
        m, rng = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], 5, options), random.Random(5)
        while len(m.actions) < 9:
            m.play(rng.choice(m.legal_actions()))
        save_match(m, saves_dir() / f"quash4-{name}.json")
    app = make_app(size=size)
    try:
        app.nav.load()
        steps(app, 40)
        rows = [r["text"] for r in app.top.layout_info()["rows"] if "QUASH" in r["text"]]
        assert len(rows) == 2, rows
        for row in rows:
            assert "9 of 36 slots filled" in row and "RED (you" in row, row
        if size == (1280, 800):      # (at 1024x640 an advanced row with 10 or more slots filled names the
            #                          side and you alone: "RED (you) 0")
            assert all("RED (you, Bot 3)" in row or "RED (you and Bot 3)" in row for row in rows), rows
    finally:
        pygame.display.quit()


def test_the_score_charts_ring_says_what_is_level_and_what_decides_it(monkeypatch):
    """The score chart's hollow ring was told "all tied" in its legend: tied in what, and who wins then? QUASH
    says it in its own words (Game.chart_level_words): the sides level on points, and the first to the FINISH
    wins (assets/rules/quash.md, Winning)."""
    import random

    from quash_table.ui import chart
    # seed 33: the sides level at 7 after round 1 (a tie only at the start is said by no row: session 57)
    m = Match("quash", ["human", "bot:easy"], 33, {"target": 8})
    rng = random.Random(33)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m)
    drawn = []
    real = chart.theme.blit_text

    def blit(surface, text, *a, **kw):
        drawn.append(text)
        return real(surface, text, *a, **kw)
    try:
        steps(app, 95)
        key(app, pygame.K_c)
        monkeypatch.setattr(chart.theme, "blit_text", blit)
        scene.score_panel.draw(app.screen if hasattr(app, "screen") else pygame.display.get_surface())
        assert {"level on points:", "first to reach", "the FINISH wins"} <= set(drawn), repr(drawn)
        assert chart.LEVEL_WORDS not in drawn
    finally:
        monkeypatch.undo()
        close_board(app)
