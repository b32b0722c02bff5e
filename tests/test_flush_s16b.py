"""Review 16 of Flush, second pass: the end summary offers no second score chart over its own; the replay
counter gives each step its own number; ... (headless, real mouse and key events)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.bots import NormalBot
from tests.ui_helpers import centre, click, close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _finished(seats, seed, options=None):
    """A match of `seats` played to its end by the normal bot in every seat."""
    m = Match("flush", seats, seed=seed, options=options or {})
    g = m.game
    bots = [NormalBot(g, i, seed=seed + i) for i in range(len(seats))]
    while not m.over:
        st = m.state
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), m.legal_actions()))
    return m


def test_scores_on_the_end_summary_stack_no_second_chart_over_it():
    """Review 16 (80.png): Scores (or C) on the end summary put a "Final scores" chart over the summary's own.
    Session 24 (QUASH's new players found Scores greyed there and read it as broken): Scores and C work on
    the summary, which steps aside for the panel, so one chart shows at a time; the summary opened again
    (S) closes the panel."""
    m = _finished(["human:Ann", "human:Ben", "human:Cat"], seed=5)
    app, scene = match_board(m)
    try:
        steps(app, 95)                  # past SUMMARY_KEY_WAIT (1.5 s)
        assert scene.summary_up() and scene.score_panel.has_chart()
        btn = next(b for b in scene.hud.buttons if b.id == "hud:scores")
        assert btn.enabled
        click(app, centre(btn.rect))
        steps(app, 2)
        assert scene.score_panel.showing() and not scene.summary_up()
        key(app, pygame.K_s)            # the summary again: the panel closes under it
        steps(app, 2)
        assert scene.summary_up() and not scene.score_panel.showing()
        steps(app, 95)
        key(app, pygame.K_c)            # C on the summary: the same
        steps(app, 2)
        assert scene.score_panel.showing() and not scene.summary_up()
        key(app, pygame.K_t)            # (T on the table: nothing of the summary's)
        key(app, pygame.K_s)
        steps(app, 2)
        assert scene.summary_up() and not scene.score_panel.showing()
    finally:
        close_board(app)


def _counter(scene):
    return next(o["label"] for o in scene.layout_info()["objects"] if o["id"] == "replay:counter")


def test_each_replay_step_has_its_own_counter_words():
    """Review 16 (31.png, 30.png): the round-1 result and the round-2 deal both read "Move 35 of 77". Stepped
    through with the arrow key, no two steps read the same, and a round's result says which round it is."""
    from tests.ui_helpers import replay_of
    m = _finished(["human", "bot:normal", "bot:normal"], seed=5)
    rounds = len(m.state.rounds)
    assert rounds >= 2
    app, scene = replay_of(m, size=(1280, 800))
    try:
        steps(app, 2)
        seen = [_counter(scene)]
        while scene.session.position < scene.session.length or (scene.session.at_result and not m.over):
            key(app, pygame.K_RIGHT)
            steps(app, 1)
            seen.append(_counter(scene))
            assert len(seen) < 1000
        assert len(seen) == len(set(seen)), [x for x in seen if seen.count(x) > 1]
        assert "Round 1 result" in seen
        assert sum(x.endswith(" result") for x in seen) == rounds - 1      # the last one is the game's end
        assert seen[-1] == f"Move {scene.session.length} of {scene.session.length}"
    finally:
        close_board(app)


def test_the_pass_and_play_curtain_says_who_a_skip_passed_over():
    """Review 16 (61.png): after Ann's Skip the curtain read "Pass to Cat" with nothing of Ben. It names
    the seats the rules' skip event passed over: since session 22 in the kit's list of the moves made
    meanwhile (the move log's words for Ann's lay, "— Ben is skipped"), no longer before "Cat: your turn"."""
    names = ["Ann", "Ben", "Cat"]
    m = Match("flush", [f"human:{n}" for n in names], seed=3)
    g = m.game
    bots = [NormalBot(g, i, seed=3 + i) for i in range(3)]
    while True:
        st = m.state
        legal = m.legal_actions()
        skips = [a for a in legal if any(e["kind"] == "skip" and len(e["skipped"]) == 1
                                         for e in g.apply(st, a).caused)]
        if skips and st.rounds == [] and not g.apply(st, skips[0]).winners:
            ending = skips[0]
            break
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), legal))
    mover = m.to_move
    skipped = next(e for e in g.apply(m.state, ending).caused if e["kind"] == "skip")["skipped"][0]
    app, scene = match_board(m, settled=False)
    s = scene.session
    try:
        steps(app, 100)       # the curtain takes Enter 1.5 s after it came up
        assert s.curtain == mover
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain is None
        scene.act(ending)
        for _ in range(400):
            steps(app, 1)
            if s.curtain is not None:
                break
        nxt = s.curtain
        assert nxt is not None and nxt not in (mover, skipped)
        curtain = next(o for o in scene.layout_info()["objects"] if o.get("kind") == "curtain")
        assert curtain["label"] == f"Pass to {names[nxt]}"
        assert curtain["why"].startswith(f"{names[nxt]}: your turn"), curtain["why"]
        news = next(o for o in scene.layout_info()["objects"] if o.get("kind") == "curtain_news")
        said = " ".join(news["rows"])
        assert f"{names[skipped]} is skipped" in said and said.index(names[mover]) < said.index("skipped"), said
    finally:
        close_board(app)


def test_six_seats_at_1024x640_fold_the_log_and_keep_the_mats_words_inside():
    """Review 16 (46.png): 6 seats at 1024x640 were cramped beside the move log (~22% of the width), and the
    pile's "with a Link" and the new pile's "pick up" pressed the bottoms of their mats. The log folds (the
    table takes the whole width; Moves or L opens it) and every word on a mat stands clear of its edges."""
    from quash_table.games.flush.rules import KIND
    from quash_table.ui.widgets import Label
    seats = ["human"] + ["bot:normal"] * 5
    m = Match("flush", seats, seed=3)
    g = m.game
    bots = [NormalBot(g, i, seed=3 + i) for i in range(6)]
    while True:
        st = m.state
        v = g.view(st, None)
        run = v["pile_run"] or 0
        if st.to_move == 0 and run and any(KIND.get(c) for c, _ in v["pile"][-run:]) and not v["adjacent"]:
            break
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), m.legal_actions()))
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        hud, table, log = scene.areas()
        assert scene.log_folded() and table.w == app.screen.get_width()
        px = scene.metrics.px
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        for mat in (scene._g["mat"], scene._g["new"]):
            inside = [d for d in labels if mat.collidepoint(d.pos)]
            assert len(inside) >= 3
            for d in inside:
                r = d.text_rect()
                assert mat.left + px(4) <= r.left and r.right <= mat.right - px(4), (d.text, r, mat)
                assert r.bottom <= mat.bottom - px(5), (d.text, r, mat)
        assert any(d.text.startswith(("with ", "a ", "two ")) and scene._g["mat"].collidepoint(d.pos)
                   and d.anchor == "midbottom" for d in labels)
        key(app, pygame.K_l)              # the log opens again, the table beside it
        steps(app, 3)
        assert not scene.log_folded() and scene.areas()[1].w < app.screen.get_width()
        assert next(b for b in scene.hud.buttons if b.id == "hud:log").label == "Hide moves"
    finally:
        close_board(app)


def test_the_face_up_hands_panel_aligns_its_rows_and_leaves_no_empty_row():
    """Review 16 (79.png): in "Hands, face up" a 2-card hand sat centred under a full one that began at the
    left, and a hand of no card (the seat that went out) kept an empty row of a card's height. Every row
    starts under its heading, and an empty hand takes its heading's line only."""
    from quash_table.ui.replay_bar import CARD_H
    from tests.ui_helpers import replay_of
    m = _finished(["human:Ann", "human:Ben", "human:Cat"], seed=5)
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        s = scene.session
        for n in range(1, s.length + 1):       # the first round's result, its winner's hand empty
            s.goto(n)
            if s.held_move() is not None:
                break
        s.version += 1
        steps(app, 3)
        hands = s.hands()
        empty = [seat for seat, cards in hands.items() if not cards]
        held = [seat for seat, cards in hands.items() if cards]
        assert empty and len(held) >= 2, hands
        rows = {seat: [p.home for p in scene.table.pieces if p.zone == f"faceup:{seat}"] for seat in held}
        firsts = {seat: min(r.x for r in rects) for seat, rects in rows.items()}
        assert len(set(firsts.values())) == 1, firsts
        assert any(len(hands[seat]) * rows[seat][0].w < scene.areas()[2].w // 2 for seat in held)  # a short one
        px = scene.metrics.px
        panel = scene.replay.hands_rect(scene.areas()[2])
        bottom = max(r.bottom for rects in rows.values() for r in rects)
        assert panel.bottom - bottom < px(CARD_H) // 2, (panel, bottom)        # no empty row left anywhere
        tops = sorted(min(r.y for r in rects) for rects in rows.values())
        ch = rows[held[0]][0].h
        assert all(b - a <= ch + 2 * px(22) + 4 for a, b in zip(tops, tops[1:])), (tops, ch)
    finally:
        close_board(app)


def test_the_flush_banner_hides_the_tray_under_it_whole():
    """Review 16 (06.png): the FLUSH! banner let the tray's words show through it and under its foot. It
    covers the tray whole and is opaque: a line of the tray under its words is the banner's colour only."""
    from quash_table.games.flush import banner
    app, scene = match_board(Match("flush", ["human", "bot:normal", "bot:normal"], seed=1))
    try:
        steps(app, 3)
        tray = scene._g["tray"]
        m = scene.metrics
        surface = app.screen.copy()
        surface.fill((255, 255, 255))        # anything showing through would lighten the banner
        r = banner.draw(surface, m, *scene.banner_place(), ("FLUSH!", "Flush: five 8s on top, pile discarded"),
                        cover=tray)
        assert r.contains(tray)
        y = tray.bottom - m.px(2)
        row = {tuple(surface.get_at((x, y)))[:3] for x in range(tray.x + m.px(24), tray.right - m.px(24))}
        assert row == {(0, 96, 104)}, row
    finally:
        close_board(app)


def test_the_header_lets_go_of_your_turn_once_you_have_moved():
    """Review 16 (52.png, 53.png): after Ben's move in pass-and-play the header still read "Ben, your turn"
    while his hand was already hidden, then "Cat to play". Once the move is made the header never says
    it is the mover's turn again (it tells the move, or who is next)."""
    names = ["Ann", "Ben", "Cat"]
    m = Match("flush", [f"human:{n}" for n in names], seed=3)
    app, scene = match_board(m, settled=False)
    s = scene.session
    try:
        steps(app, 100)       # the curtain takes Enter 1.5 s after it came up
        mover = s.curtain
        assert mover is not None
        key(app, pygame.K_RETURN)
        steps(app, 10)
        assert scene.hud.shown["status"] == f"{names[mover]}, your turn"
        scene.act(m.legal_actions()[0])
        said = []
        for _ in range(120):
            steps(app, 1)
            said.append(scene.hud.shown["status"])
        assert f"{names[mover]}, your turn" not in said, said[:10]
    finally:
        close_board(app)
