"""Session 14, a new player's review of Flush (helper flush3): each test fails on the code before its fix."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, make_app, match_board, step_until, steps


def _one_move_from_the_end(seed_range=range(40)):
    """A finished 3-seat game (you at seat 0, random bots) replayed to one move before its end, the last
    move a bot's: opened on a board, the bot makes it and the last round's result waits for Next."""
    for seed in seed_range:
        m = Match("flush", ["human:Ann", "bot:random", "bot:random"], seed=seed)
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 0:
            continue
        back = Match("flush", m.seats, seed=seed, options=m.options)
        for a in m.actions[:-1]:
            back.play(a)
        return back
    return None


@pytest.mark.ui
def test_enter_twice_at_the_last_result_keeps_the_summary():
    """Enter at the last round's result, pressed twice, started a new game at once (Play again was the
    summary's Enter): the end screen and its Replay were lost. The summary's keys now wait a moment
    (SUMMARY_KEY_WAIT), R is the replay's, and a new game needs Enter or P pressed afresh once it shows
    (session 22: Play again is the default again, Enter, behind that wait)."""
    match = _one_move_from_the_end()
    assert match is not None
    app, scene = match_board(match, round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.match.over and s.director is not None and s.director.gate() is not None,
                   timeout=60)
        step_until(app, lambda: s.director.started, timeout=10)
        ids = [b.id for b in scene.hud.buttons]
        assert "director:next" in ids and "hud:summary" not in ids, ids   # one way on, not a greyed Summary
        key(app, pygame.K_RETURN)               # Next
        key(app, pygame.K_RETURN)               # ... and again, at once
        steps(app, 3)
        assert app.top is scene and scene.summary_up()
        steps(app, 95)                          # a moment later (SUMMARY_KEY_WAIT, 1.5 s) R is the replay, never a new game
        key(app, pygame.K_r, frames=3)
        assert app.top is not scene and getattr(app.top, "read_only", False)
        assert scene in app.scenes
        app.pop()
        steps(app, 3)
        key(app, pygame.K_p, frames=3)          # the new game's own key
        assert scene not in app.scenes
    finally:
        close_board(app)


def _out_board(app, match):
    from quash_table.ui.tables import board_for_match
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    return scene


@pytest.mark.ui
def test_after_watch_the_header_still_lets_the_bots_finish():
    """Once you chose Watch after going out, nothing let you change your mind: the header now offers Let
    the bots finish (F) for as long as you watch."""
    from tests.test_flush_s14 import _before_you_go_out
    from tests.ui_helpers import centre, click
    match = _before_you_go_out()
    assert match is not None
    app = make_app(round_pause=True)
    scene = _out_board(app, match)
    try:
        s = scene.session
        step_until(app, lambda: scene.table is not None and any(b.id == "out:watch" for b in scene.table.buttons),
                   timeout=30)
        assert "hud:finish" not in [b.id for b in scene.hud.buttons]     # the table asks: one way each
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:watch").rect))
        steps(app, 5)
        assert not s.match.over
        finish = next((b for b in scene.hud.buttons if b.id == "hud:finish"), None)
        assert finish is not None and finish.enabled, [b.id for b in scene.hud.buttons]
        key(app, pygame.K_f)
        from tests.test_flush_s15 import _last_result_waits
        _last_result_waits(app, scene)          # the last result waits for Next, then the summary
        assert "hud:finish" not in [b.id for b in scene.hud.buttons]
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_game_loaded_after_you_went_out_offers_to_let_the_bots_finish():
    """A game saved after you went out and loaded again (Load, Continue) never offered the choice: the bots
    played on and every result waited for Next. The header offers Let the bots finish from the start."""
    from quash_table.engine.match import Match as M
    from tests.test_flush_s14 import _before_you_go_out
    from tests.ui_helpers import centre, click
    before = _before_you_go_out()
    assert before is not None
    played = M(before.game_id, before.seats, seed=before.seed, options=before.options)
    for a in before.actions:
        played.play(a)
    # the bots play on for a while after you are out (the round's result, the next deal and some moves)
    from quash_table.bots import make_bot
    bots = {i: make_bot("flush", "normal", i) for i in range(len(played.seats))}
    while played.to_move == 0 or len(played.actions) < len(before.actions) + 6:
        seat = played.to_move
        played.play(bots[seat].choose(played.game.view(played.state, seat), played.legal_actions()))
    assert not played.over and played.game.view(played.state, 0)["out"][0]
    loaded = M(played.game_id, played.seats, seed=played.seed, options=played.options,
               actions=list(played.actions))        # as a save is opened: its seats, seed and moves
    app = make_app(round_pause=True)
    scene = _out_board(app, loaded)
    try:
        steps(app, 5)
        finish = next((b for b in scene.hud.buttons if b.id == "hud:finish"), None)
        assert finish is not None, [b.id for b in scene.hud.buttons]
        click(app, centre(finish.rect))
        from tests.test_flush_s15 import _last_result_waits
        _last_result_waits(app, scene)          # the last result waits for Next, then the summary
        assert scene.session.match.over
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_hint_laying_a_base_top_as_a_mimic_names_the_mimic():
    """Seed 7 against two bots, H on your first turn: the hint said "lay two 5s on the pile - makes a
    Flush" for a 5 and your base's 1, the Mimic. It now names the Mimic as the log does."""
    from tests.ui_helpers import board, settle
    app = make_app()
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=7)
    try:
        settle(app, scene, timeout=60)
        s = scene.session
        assert s.my_turn()
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None, timeout=60)
        h = scene.hints.current
        action, view = h["action"], s.table_view()
        row = view["bases"][view["seat"]]
        codes = [row[int(c[1:])]["top"] if c[0] == "b" else c for c in action.get("cards", [])]
        from quash_table.games.flush.cards import VALUE
        mimics = [c for c in codes if VALUE.get(c) == view["mimic"] and action.get("as") != view["mimic"]]
        assert mimics, (action, codes)            # (the position the review found: a Mimic laid as a 5)
        assert "Mimic" in h["text"], h["text"]
        assert "two 5s" not in h["text"], h["text"]
    finally:
        close_board(app)


@pytest.mark.ui
def test_scores_in_round_one_say_no_round_scored_yet_and_leave_the_log():
    """Scores in round 1 drew a chart of flat zeros by turn over the move log (Flush scores only when a
    round ends). It now says "No round scored yet", small, below the log's lines; once a round is scored
    the chart shows as before."""
    from tests.ui_helpers import board, centre, click, settle
    app = make_app()
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=7)
    try:
        settle(app, scene, timeout=60)
        assert len(scene.session.match.actions) > 0          # some turns played: a chart by turns had points
        click(app, centre(next(b for b in scene.hud.buttons if b.id == "hud:scores").rect))
        steps(app, 2)
        panel = next(o for o in scene.layout_info()["objects"] if o["id"] == "scores")
        assert panel.get("text", "").startswith("No round scored yet"), panel
        # small, at the foot of the log column: the move log's lines (from its top) stay in sight
        _, _, log = scene.areas()
        assert panel["rect"][1] > log.centery and panel["rect"][3] < log.h // 4, (panel, log)
    finally:
        close_board(app)
    m = _one_move_from_the_end()          # a finished game's rounds were scored: the chart opens
    app = make_app()
    from quash_table.ui.tables import board_for_match
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        step_until(app, lambda: scene.session.match.over, timeout=60)
        scene.score_panel.toggle()
        assert scene.score_panel.showing() and "text" not in scene.score_panel.layout()
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_flush_card_has_a_corner_index():
    """A hidden Flush card peeking from under a base's top (the face-up replay) showed a blank white strip:
    its face had no corner index. Flush and Flush Plus now carry one ("F", "F+") where a number's is."""
    from quash_table.ui.sprites import SPRITES
    app = make_app()
    for code in ("F", "F+"):
        img = SPRITES.card("flush", code, (90, 130))
        w, h = img.get_size()
        paper = img.get_at((w // 2, int(h * 0.12)))          # the card's own paper, above the rings
        corner = [img.get_at((x, y)) for x in range(int(w * 0.14), int(w * 0.3))
                  for y in range(int(h * 0.07), int(h * 0.16))]   # (inside the frame's corner)
        inked = [c for c in corner if sum(abs(a - b) for a, b in zip(c[:3], paper[:3])) > 120]
        assert len(inked) > 15, (code, len(inked))
    close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("seats,size", [(3, (1280, 800)), (6, (1024, 640))])
def test_the_face_up_replay_lays_every_hand_face_up_on_the_table(seats, size):
    """"All cards face up" left the other seats' hands as card backs on the table (their faces only in the
    side panel's small strips): every hand now lies face up where it is, as the rules' view holds it."""
    from quash_table.ui.tables import replay_board
    m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed=7)
    rng = random.Random(7)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=size)
    scene = replay_board(app, m, 0)
    app.push(scene)
    try:
        for _ in range(8):
            if scene.session.face_up:
                break
            key(app, pygame.K_v, frames=3)
        assert scene.session.face_up
        steps(app, 5)
        objects = scene.layout_info()["objects"]
        view = scene.session.table_view()
        for seat in range(1, seats):
            hand = [o for o in objects if o.get("zone") == f"hand:{seat}"]
            assert len(hand) == view["hand_counts"][seat], (seat, len(hand))
            assert all(o.get("card") for o in hand), (seat, hand)
            assert [o["card"] for o in hand] == scene.revealed_hand(view, seat)
    finally:
        close_board(app)


def test_a_save_left_on_a_rounds_result_says_that_round_s_result(tmp_path):
    """A game left on round 1's result (Flush deals round 2 in the move that scores round 1) was described
    in Load and Continue one round ahead: "round 2, your turn". Its line now says "round 1's result"; a
    save in the middle of a round still says its round and whose turn it is."""
    from quash_table.engine.saves import load_match, save_header, save_match
    from quash_table.engine.standing import standing, standing_words
    m = Match("flush", ["human", "bot:random", "bot:random"], seed=3)
    rng = random.Random(3)
    while not any(e["kind"] == "round_scored" for e in getattr(m.state, "caused", None) or ()):
        m.play(rng.choice(m.legal_actions()))
    assert not m.over
    scored = next(e for e in m.state.caused if e["kind"] == "round_scored")["round"]
    names = ["You", "Bot 2", "Bot 3"]
    path = save_match(m, tmp_path / "left.json")
    head = save_header(path)
    where, _ = standing_words(head["standing"], names, you_seat=0)
    assert where == f"round {scored} scored", where       # (session 33: "round 1's result" read oddly)
    # the save opens as it was written, and its standing read again from the loaded game says the same
    again = load_match(path)
    assert standing_words(standing(again.game, again.state), names, you_seat=0)[0] == where
    # one move later the next round is being played: its own number and the turn
    m.play(rng.choice(m.legal_actions()))
    where, _ = standing_words(standing(m.game, m.state), names, you_seat=0)
    assert where.startswith(f"round {scored + 1}, "), where


@pytest.mark.ui
def test_a_covered_link_in_the_piles_top_group_shows_its_whole_word():
    """Two 1s on top, the lower a Link: the upper covered all but "LI" of its band (the top group fanned
    26 px apart). Where the mat has room, a covered card of the top group now shows its kind's word whole."""
    from quash_table.games.flush.cards import KIND
    from quash_table.ui.tables import board_for_match
    found = None
    for seed in range(60):
        m = Match("flush", ["human", "bot:random"], seed=seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 400:
            v = m.game.view(m.state, 0)
            pile = v["pile"]
            if m.to_move == 0 and v["stage"] is None and len(pile) >= 2 and pile[-1][1] == pile[-2][1] \
                    and (len(pile) == 2 or pile[-3][1] != pile[-1][1]) and KIND.get(pile[-2][0]) == "L":
                found = m
                break
            m.play(rng.choice(m.legal_actions()))
        if found is not None:
            break
    assert found is not None
    app = make_app()
    scene = board_for_match(app, found, autosave=False)
    app.push(scene)
    try:
        steps(app, 30)
        top = sorted((o for o in scene.layout_info()["objects"] if o.get("zone") == "pile"),
                     key=lambda o: o["rect"][0])[-2:]
        (x0, _, w, _), (x1, _, _, _) = top[0]["rect"], top[1]["rect"]
        assert x1 - x0 >= 0.6 * w, (x0, x1, w)
    finally:
        close_board(app)
