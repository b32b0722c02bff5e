"""Session 19, a new player's review of Flush (rev19a): each test fails on the code before its fix."""

import random

import pytest

from tests.bot_moves import random_until
from tests.ui_helpers import centre, close_board, drag, grab, match_board, steps


def _labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def _your_turn_on(top, seats=3, seeds=range(1, 80)):
    """A match (you and bots) at your plain turn with the pile's top a `top` and a card in your hand lower
    than it that is not of the Mimic value; None if no seed gets there."""
    from quash_table.engine.match import Match
    from quash_table.games.flush.cards import VALUE
    for seed in seeds:
        m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed, options={"format": "arena"})
        rng = random.Random(seed)
        for _ in range(400):
            s = m.state
            if m.over:
                break
            if (s.to_move == 0 and s.stage is None and s.pile and s.pile[-1][1] == top
                    and any(VALUE.get(c, 99) < top and VALUE.get(c) != s.mimic for c in s.hands[0])):
                return m
            m.play(rng.choice(m.legal_actions()))
    return None


@pytest.mark.ui
def test_on_a_10_no_pickup_is_offered():
    """With the pile's top a 10 the banner said "Play 10 or lower, or pick up" and the New pile spot "higher
    than 10 · start here and pick up the pile" (24.png), yet no card is higher than 10. The words read the
    rules' own list of the values a new pile may start with (state.higher_values): on a 10 it is empty."""
    from quash_table.games.flush.cards import VALUE
    m = _your_turn_on(10)
    assert m is not None
    assert not [a for a in m.legal_actions() if a["type"] == "pickup"]
    app, scene = match_board(m)
    try:
        steps(app, 3)
        assert scene.session.my_turn()
        said = _labels(scene) + [scene.table.prompt]
        assert not [t for t in said if t and "pick up" in t], said
        assert "Play 10 or lower" in said
        assert "no pickup" in said
        # a lower card dropped on the new pile is refused for the true reason
        low = next(p for p in scene.table.pieces if p.zone == "hand:0" and VALUE.get(p.code, 99) < 10
                   and VALUE.get(p.code) != m.state.mimic)
        drag(app, grab(scene, low), centre(_target(scene, "newpile")))
        steps(app, 30)
        assert scene.message is not None and scene.message[0].startswith("Nothing is higher than the pile's 10"), \
            scene.message
    finally:
        close_board(app)


def _target(scene, tid):
    from tests.ui_helpers import target_rect
    return target_rect(scene, tid)


@pytest.mark.ui
def test_on_a_9_the_pickup_is_still_offered():
    """Below the highest value the pickup stays offered (the spot and the banner say it)."""
    m = _your_turn_on(9)
    assert m is not None
    app, scene = match_board(m)
    try:
        steps(app, 3)
        said = _labels(scene) + [scene.table.prompt]
        assert "pick up the pile" in said or "pick up" in said, said
        assert scene.table.prompt.startswith("Play 9 or lower"), scene.table.prompt
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_pass_and_play_replay_says_truly_where_hands_are_hidden():
    """The replay of an unfinished pass-and-play game said "Hands stay hidden in this replay" over a hand
    its round's result showed face up (41.png). Between results it says they stay hidden until a result
    shows them; at a result, that the result shows every hand."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import replay_of
    m = Match("flush", ["human:Ann", "human:Ben", "human:Cat"], seed=4)
    rng = random.Random(4)
    scored_at = None
    while scored_at is None or len(m.actions) < scored_at + 3:
        m.play(rng.choice(m.legal_actions()))
        if scored_at is None and any(e["kind"] == "round_scored" for e in m.game.events(m.state, None)):
            scored_at = len(m.actions)
    assert not m.over
    app, scene = replay_of(m, size=(1280, 800))
    try:
        s = scene.session
        assert not s.face_up
        s.goto(scored_at)
        steps(app, 3)
        assert s.showing_result()
        # (the result's own rows, "round_end", where it lies over the seat blocks: session 32)
        faces = [p for p in scene.table.pieces if (p.zone or "").startswith(("hand:", "round_end"))
                 and p.code is not None]
        said = _labels(scene)
        assert faces, "the result shows a hand face up"
        assert "Hands stay hidden in this replay" not in said, said
        assert "The round's result shows every hand" in said, said
        s.goto(scored_at + 2)
        steps(app, 3)
        assert not s.showing_result()
        assert "Hands stay hidden until a round's result shows them" in _labels(scene), _labels(scene)
    finally:
        close_board(app)


def _your_move_that(seats, wanted, seeds=range(1, 60)):
    """(match, action): you to move in an elimination game against bots, with `action` legal and what it
    causes wanted (`wanted(events)`); None if no seed gets there."""
    def found(m, legal):
        if m.state.to_move == 0 and m.state.stage is None:
            for a in legal:
                if a["type"] in ("flush", "play", "link_flush"):
                    after = m.game.apply(m.state, a)
                    if wanted([e["kind"] for e in m.game.events(after, None)]):
                        return m, a
        return None
    return random_until("flush", seats, found, seeds)


def _headers_after(m, action, size, said, frames=3000):
    """The header as drawn frame by frame after you play `action` on `m`'s board at `size`, you playing on
    (your first legal move) until the header says `said`, and 60 frames more: [(score line, status, status
    lines)]."""
    app, scene = match_board(m, size=size, round_pause=True)
    seen = []
    try:
        scene.act(action)
        told = None
        for i in range(frames):
            steps(app, 1)
            shown = scene.hud.shown
            seen.append((shown["score"], shown["status"], shown["status_lines"]))
            if told is None and said in shown["status"]:
                told = i
            if told is not None and i > told + 60:
                break
            s = scene.session
            if told is None and s.my_turn() and not s.director.busy() and not s.match.over:
                scene.act(s.match.legal_actions()[0])
    finally:
        close_board(app)
    return seen


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 3, 6])
def test_the_header_keeps_the_mimic_beside_a_round_result_and_a_flush(size, seats):
    """The header read "Round 5" with no "· Mimic N" while a round's result or a Flush was told (res_03.png,
    28.png, 29.png): the score line gave its Mimic up to make room. The Mimic stays; the told words are
    said in fewer (step_words_brief) or take the header's two lines. Two seats stand for res_03's three with
    one out: a result short enough to be said whole ("Round 5 is over: Bot 2 goes out; You +9")."""
    for wanted, said in ((lambda kinds: "round_scored" in kinds, "is over"),
                         (lambda kinds: "flush" in kinds and "round_scored" not in kinds, "Flush")):
        found = _your_move_that(seats, wanted)
        assert found is not None
        m, action = found
        mimic = m.state.mimic
        if said == "is over":
            # a bot's going out says the most ("Bot 2 goes out; You +9, ..."): play the round on from your
            # turn before the one that could end it
            action = m.legal_actions()[0]
        seen = _headers_after(m, action, size, said)
        told = [(score, status, n) for score, status, n in seen if said in status]
        assert told, seen[-5:]
        for score, status, n in told:
            if mimic is not None and said == "Flush":
                assert f"Mimic {mimic}" in score, (score, status)
            elif said == "is over":
                assert "Mimic" in score, (score, status)
            assert n <= 2 and not status.endswith("\u2026"), status


@pytest.mark.ui
def test_a_finished_replay_names_the_person_you_through_a_bots_eyes():
    """In the finished game's replay "As Bot 2 saw it" named the person "Player 1" on the plate, the score
    sheet and the log while the other views, the board and the summary said "You" (44.png). One name for a
    seat everywhere: "You" in every view."""
    from quash_table.engine.match import Match
    from quash_table.ui.replay import FACE_UP
    from tests.ui_helpers import replay_of
    m = Match("flush", ["human"] + ["bot:normal"] * 2, seed=5, options={"format": "arena", "rounds": 1})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1280, 800))
    try:
        s = scene.session
        s.goto(6)
        for choice in (1, FACE_UP, None):
            s.choice = choice
            steps(app, 3)
            said = _labels(scene)
            assert s.name(0) == "You" and s.short_name(0) == "You", (choice, s.name(0))
            assert "You" in said and not [t for t in said if "Player 1" in t], (choice, said)
            assert not [line for _, line in s.log_lines() if "Player 1" in line], choice
        s.choice = 1
        assert s.view_label() == "As Bot 2 (normal) saw it"
    finally:
        close_board(app)


@pytest.mark.parametrize("seats", [2, 6])
def test_the_summary_charts_lines_start_on_the_0_gridline(monkeypatch, seats):
    """The summary chart's lines started a few pixels off the 0 gridline (30.png): at the start, where every
    line is 0 and the chart draws one ring for all, each line was still set side by side round its value.
    Every line's first point is now the gridline's y."""
    import pygame

    from quash_table.ui import chart, theme
    from tests.ui_helpers import recorded_lines
    pygame.init()
    totals = [[0, 18, 18, 18], [0, 2, 3, 3], [0, 0, 0, 12], [0, 6, 26, 26], [0, 8, 37, 37], [0, 15, 15, 15]]
    series = [(f"Seat {k + 1}", totals[k]) for k in range(seats)]
    drawn = recorded_lines(monkeypatch)
    surf = pygame.Surface((520, 300))
    chart.draw_line_chart(surf, surf.get_rect(), theme.Metrics((1280, 800)), series,
                          ["start", "1", "2", "3"], "Totals after each round", "round")
    grid = tuple(theme.shade(theme.PANEL_LINE, -0.3))[:3]
    zero_y = max(a[1] for colour, a, b, _ in drawn if colour == grid and a[1] == b[1])
    colours = {tuple(c)[:3] for c in chart.series_colours(series)}
    segments = [(a, b) for colour, a, b, width in drawn if colour in colours and width > 1]
    start_x = min(a[0] for a, _ in segments)
    starts = [a for a, _ in segments if a[0] == start_x]
    assert len(starts) == seats
    assert all(abs(y - zero_y) < 0.5 for _, y in starts), (zero_y, starts)
