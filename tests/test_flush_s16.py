"""Session 16's look at Flush after the last review: a pass-and-play round's result keeps the side the table
showed; the end summary says when each seat went out; ... (headless, real mouse and key events)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.bots import NormalBot
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _before(seats, seed, ends, options=None):
    """A match of `seats`, every seat played by the normal bot, up to the first position where a legal move
    makes `ends(state after it)` true, and that move."""
    m = Match("flush", seats, seed=seed, options=options or {})
    g = m.game
    bots = [NormalBot(g, i, seed=seed + i) for i in range(len(seats))]
    while True:
        st = m.state
        legal = m.legal_actions()
        ending = [a for a in legal if ends(g.apply(st, a))]
        if ending:
            return m, ending[0]
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), legal))


def _before_round_end(seats, seed):
    return _before(seats, seed, lambda st: len(st.rounds) >= 1)


def test_a_pass_and_play_rounds_result_keeps_the_side_the_table_showed():
    """Review 16: Cat went out and the table turned to Ann's side (seat 0) under the round's result; the
    result keeps the mover's side, and nobody's hand is on the screen until the next curtain is lifted."""
    m, ending = _before_round_end(["human:Ann", "human:Bob", "human:Cat"], seed=5)
    mover = m.to_move
    assert mover != 0
    app, scene = match_board(m, settled=False, round_pause=True)
    s = scene.session
    try:
        steps(app, 65)
        assert s.curtain == mover
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain is None and s.screen_seat == mover and scene._g["bottom"] == mover
        scene.act(ending)
        shown = 0
        for _ in range(240):
            steps(app, 1)
            if s.showing_result():
                shown += 1
            assert scene._g["bottom"] == mover, (shown, s.showing_result())
        assert shown, "the round's result never showed"
        plate = [d.text for d in scene.table.decor if getattr(d, "text", None) == s.name(mover)]
        assert plate
        # Next: the curtain asks for the next round's first player; nobody's hand shows meanwhile
        key(app, pygame.K_RETURN)
        steps(app, 10)
        assert s.curtain is not None and s.screen_seat is None
        info = scene.layout_info()
        assert not [o for o in info["objects"] if o.get("zone", "").startswith("hand:") and o.get("card")]
    finally:
        close_board(app)


def _summary_texts(scene, surface):
    """[(text, rect)] of every line the end-of-game summary draws."""
    from quash_table.ui import chrome, overlays, theme
    drawn = []
    real = theme.blit_text

    def record(surf, text, *args, **kw):
        r = real(surf, text, *args, **kw)
        drawn.append((text, r))
        return r
    chrome.theme.blit_text = record
    try:
        overlays.draw_summary_overlay(scene, surface)
    finally:
        chrome.theme.blit_text = real
    return drawn


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_end_summary_says_when_each_seat_went_out(size):
    """Review 16: elimination ranks by how long a seat stayed in, so "2. Ann 38" over "3. Bob 34" read wrong;
    each row says when that seat went out, or "last in", from the rules' result."""
    m, ending = _before(["human:Ann", "human:Bob", "human:Cat"], 5, lambda st: st.winners is not None)
    m.play(ending)
    res = m.game.result(m.state)
    out = {}
    for r in m.state.rounds:
        out.update({x: r["round"] for x in r["out"]})
    assert res["standing_words"] == [f"out in round {out[i]}" if i in out else "last in" for i in range(3)]
    assert len(set(out.values())) > 1                # seats out in different rounds
    app, scene = match_board(m, size=size)
    try:
        steps(app, 5)
        assert scene.summary_up()
        drawn = _summary_texts(scene, app.screen)
        texts = [t for t, _ in drawn]
        for seat in range(3):
            name = scene.session.name(seat)
            row = next(r for t, r in drawn if t.endswith(name))
            words = next(r for t, r in drawn if t == res["standing_words"][seat])
            # beside its name's row or just under it, never nearer another row
            others = [r for t, r in drawn if any(t.endswith(scene.session.name(x)) for x in range(3) if x != seat)
                      and abs(r.x - row.x) < 40]       # the other rows' names (not the chart's legend)
            assert abs(words.centery - row.centery) < min(abs(words.centery - o.centery) for o in others)
            assert words.top >= row.top - 2
        assert texts.count("last in") == 1
    finally:
        close_board(app)


def test_a_one_round_elimination_summary_without_a_chart_says_it_beside_each_score():
    """Out at 1 point: both others go out in round 1; the summary has no chart (one round), and each row's
    words stand on that row, right of its score."""
    m, ending = _before(["human", "bot:normal", "bot:normal"], 2, lambda st: st.winners is not None,
                        options={"elimination_at": 1})
    m.play(ending)
    res = m.game.result(m.state)
    winner = res["winners"][0]
    assert res["standing_words"] == ["last in" if i == winner else "out in round 1" for i in range(3)]
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 5)
        assert scene.summary_up() and not scene.score_panel.has_chart()
        drawn = _summary_texts(scene, app.screen)
        scores = [r for t, r in drawn if t in {str(x) for x in res["scores"]}]
        for text in set(res["standing_words"]):
            for r in [r for t, r in drawn if t == text]:
                score = min(scores, key=lambda s: abs(s.centery - r.centery))
                assert abs(score.centery - r.centery) <= 3 and r.x > score.right
        panel = scene.overlay_buttons[0].rect.union(scene.overlay_buttons[-1].rect)
        assert all(r.right <= panel.right for t, r in drawn if t in res["standing_words"])
    finally:
        close_board(app)


def test_a_link_flush_hint_says_what_it_does_not_its_name_twice():
    """Review 16: the hint read "lay three Links: a Link Flush — a Link Flush". The move's words name the
    Link Flush (and the pile's Link that makes three Links four); the reason says what it does."""
    from tests.test_flush_rules import HID, P, stack
    from tests.ui_helpers import ask_hint

    hands = (["1L", "3L", "9L", "4", "4", "3", "F", "1"], ["7L", "7", "7S", "2", "2", "6", "10L", "F+"])
    m = Match("flush", ["human", "bot:normal"], seed=1, options={"first": 0},
              stacked=stack(HID[:2], (["2L", "6", "9"], ["10", "10", "7"]), hands, "5", ()))
    m.play(P(["9L"], 9))
    m.play(P(["7L", "7"], 7))
    assert m.game.view(m.state, 0)["pile_run_links"] == 1
    app, scene = match_board(m)
    try:
        ask_hint(app, scene)
        steps(app, 2)
        hint = next(o for o in scene.layout_info()["objects"] if o["kind"] == "hint")
        assert hint["action"]["type"] == "link_flush", hint
        text = hint["text"]
        assert text.count("Link Flush") == 1, text
        n = len(hint["action"]["cards"])
        assert text.startswith(f"Hint: lay {['', 'a', 'two', 'three', 'four'][n]} Link") and "on the pile's Link" in text
        assert "clears the pile" in text, text
    finally:
        close_board(app)
