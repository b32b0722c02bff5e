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
        steps(app, 95)                      # the curtain takes no key in its first 1.5 s (CURTAIN_KEY_GUARD)
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


def _round_result_board(n, seed, size):
    """A board at `size` showing the result of the first round of a game of you and n - 1 normal bots
    played by random moves (seeds where one seat ends the round holding 22 or more cards)."""
    import random
    m = Match("flush", ["human"] + ["bot:normal"] * (n - 1), seed=seed)
    rng = random.Random(seed)
    while True:
        a = rng.choice(m.legal_actions())
        if any(e["kind"] == "round_scored" for e in m.game.apply(m.state, a).caused):
            break
        m.play(a)
    app, scene = match_board(m, size=size, settled=False, round_pause=True)
    steps(app, 5)
    m.play(a)
    steps(app, 240)
    assert scene.session.showing_result()
    return app, scene


def _result_cards(scene):
    """{seat: [rects]} of the round result's cards, in the order the event lists them."""
    rows = {}
    for p in scene.table.pieces:
        if p.zone == "round_end":
            _, seat, i = p.id.split(":")
            rows.setdefault(int(seat), []).append((int(i), p.home))
    return {seat: [r for _, r in sorted(cards)] for seat, cards in rows.items()}


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_22_card_hand_in_a_rounds_result_wraps_onto_lines_of_readable_cards(size):
    """Review 16: a 22-card hand in the round's result was one row of cards ~20 px wide (their kind bands
    unreadable) over an empty half of the panel. It wraps onto lines of cards side by side, no card over
    another, every line inside the panel, and the seats' rows apart."""
    app, scene = _round_result_board(3, 382, size)
    try:
        rows = _result_cards(scene)
        assert max(len(r) for r in rows.values()) >= 22
        panel = scene._g["result"]
        px = scene.metrics.px
        every = [r for rs in rows.values() for r in rs]
        for i, a in enumerate(every):
            assert panel.contains(a), (a, panel)
            for b in every[i + 1:]:
                assert not a.colliderect(b), (a, b)
        big = max(rows.values(), key=len)
        assert len({r.y for r in big}) >= 2                        # wrapped
        assert big[0].w >= px(30)                                  # was px(24) at both sizes
        # a seat's lines lie under the one above with room for the points under its cards
        spans = sorted((min(r.top for r in rs), max(r.bottom for r in rs)) for rs in rows.values())
        for (_, bottom), (top, _) in zip(spans, spans[1:]):
            assert top >= bottom + px(12)
    finally:
        close_board(app)


def test_a_big_hand_at_six_seats_shows_each_card_whole():
    """At six seats and 1024x640 the rows had no height to spare: the 23 cards stayed one line, side by side.
    Since session 36 the result lies over your band too, and they wrap onto two lines of larger cards, each
    shown whole."""
    from quash_table.games.flush.sheet import RESULT_MIN_H
    app, scene = _round_result_board(6, 32, (1024, 640))
    try:
        rows = _result_cards(scene)
        big = max(rows.values(), key=len)
        assert len(big) >= 22 and len({r.y for r in big}) <= 2
        assert big[0].h >= scene.metrics.px(RESULT_MIN_H), big[0]
        for a, b in zip(big, big[1:]):
            assert b.y != a.y or b.x >= a.right, (a, b)
    finally:
        close_board(app)
