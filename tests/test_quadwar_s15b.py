"""Quadruple War after review 15 (helper qw2): the move log and header keep the table's pace (a bot's card
still flying to the trick is not in the log yet), the face-up replay's hands, the chart's colours."""

import pytest

from tests.ui_helpers import close_board, open_board, steps

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


@pytest.mark.ui
def test_the_log_lists_a_bots_move_only_once_the_table_has_shown_it():
    """Review 15 (shots 23, 24): the log said "Bot 3 plays the 10 of diamonds and Bot 4's Q of diamonds wins
    trick 4" while the table still showed three cards. While a move's card is on its way the log lists the
    moves before it (a card inside a trick is listed as the header names it, since flight.events_shown; a
    trick's last card, whose line names the trick's winner, only once it lands); once the table has settled
    it lists that move too."""
    app, scene = open_board("quadwar", SEATS, seed=3, options={"dealer": 0})
    try:
        s, m = scene.session, scene.session.match
        seen_flying = last_cards = 0
        for _ in range(4000):
            if s.my_turn() and scene.settled():
                s.play(s.screen_legal()[0])
            n = len(m.actions)
            before = scene.hud._status_main()       # who is to move (the tail: "· U: undo", see below)
            steps(app, 1)
            if len(m.actions) > n and m.actors[-1] != 0 and scene.tweens.busy:    # a bot's card in the air
                seen_flying += 1
                # a card inside a trick is listed as the header names it (flight.events_shown, later sessions); a
                # trick's last card is not: its line says who won the trick, which the table shows once it lands
                if not m.state.trick:
                    last_cards += 1
                    assert len(scene._log_lines()) < len(m.actions), (len(scene._log_lines()), len(m.actions))
                    assert scene.logbook.count() == n
                else:
                    assert scene.logbook.count() <= n + 1
                # nor does the header move on to the next seat before the card lands
                # (it says the card on its way, "Bot 2 plays the K of diamonds", or what it said before)
                now = scene.hud._status_main()
                assert now == before or "thinking" not in now and "Your turn" not in now, (now, before)
                # the tail "· U: undo" went with the bot's move (Undo is greyed at once; review 16)
                assert "U: undo" not in scene.hud.status()
            if seen_flying >= 6 and last_cards >= 2:
                break
        assert seen_flying >= 6 and last_cards >= 2
        for _ in range(600):
            steps(app, 1)
            if not scene.tweens.busy and not s.director.busy():
                break
        steps(app, 2)
        assert len(scene._log_lines()) == len(m.actions)
    finally:
        close_board(app)


def _lab(colour):
    """CIE L*a*b* of an sRGB colour (D65)."""
    def linear(u):
        u /= 255
        return ((u + 0.055) / 1.055) ** 2.4 if u > 0.04045 else u / 12.92
    r, g, b = map(linear, colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_a_four_seat_charts_colours_are_far_apart():
    """Review 15 (shot 31): in Quadruple War's summary chart "You" (orange) and Bot 4 (yellow) were hard to
    tell apart. The first four series colours (every seat of a four-seat game) are pairwise far apart."""
    import itertools
    import math

    from quash_table.ui.chart import SERIES_COLOURS
    four = SERIES_COLOURS[:4]
    gaps = {(a, b): math.dist(_lab(a), _lab(b)) for a, b in itertools.combinations(four, 2)}
    assert min(gaps.values()) > 50, min(gaps.items(), key=lambda kv: kv[1])
    assert len(set(SERIES_COLOURS)) == len(SERIES_COLOURS) == 7


def _finished_match(seed=5):
    import random

    from quash_table.engine.match import Match
    m = Match("quadwar", SEATS, seed=seed, options={"target": 100})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_face_up_replay_lays_every_hand_face_up_where_it_lies():
    """Review 15 (shot 38): "All cards face up" left every hand face down on the table, yours too (the cards
    only small in the side panel). Each seat's hand now lies face up where it lies, the cards the rules
    say it holds."""
    from tests.ui_helpers import replay_of, step_until
    m = _finished_match()
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        s = scene.session
        s.goto(20)              # hand 1, in the middle of its tricks
        s.version += 1
        step_until(app, lambda: all(sc.settled() for sc in app.scenes))
        steps(app, 2)
        view = s.game.view(m.state_after(20), None)
        held = s.hands()
        for seat in range(4):
            laid = [p for p in scene.table.pieces if p.zone == f"hand:{seat}"]
            assert len(laid) == view["hand_counts"][seat] > 0
            assert all(p.code is not None for p in laid), seat         # face up
            assert sorted(p.code for p in laid) == sorted(held[seat])
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_replays_last_step_shows_the_last_hands_result_and_the_winner():
    """Review 15 (shot 35): at move 448 of 448 the replay showed an empty table: no result, no winner. The
    last step shows the last hand's result with the game's end over it, as the live game's last gate does;
    a step back shows the move before, and End comes back to the result."""
    import pygame

    from quash_table.ui.replay import ReplaySession  # noqa: F401  (the session the board reads)
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import key, make_app, step_until
    m = _finished_match()
    app = make_app(animation="instant")
    scene = replay_board(app, m, position=len(m.actions))
    app.push(scene)
    try:
        s = scene.session

        def result():
            step_until(app, lambda: all(sc.settled() for sc in app.scenes))
            steps(app, 2)
            return next((o for o in scene.layout_info()["objects"] if o["id"] == "result"), None)

        last = m.state.hand_no
        got = result()
        assert s.position == len(m.actions) and got is not None and got["label"] == f"Hand {last} is over", got
        words = [d.text for d in scene.table.decor if hasattr(d, "text")]
        assert any("wins the game" in w for w in words), words
        key(app, pygame.K_RIGHT, frames=2)          # nothing comes after the game's end
        assert result() is not None and s.position == len(m.actions)
        key(app, pygame.K_LEFT, frames=2)
        assert result() is None and s.position == len(m.actions) - 1
        key(app, pygame.K_END, frames=2)
        got = result()
        assert got is not None and got["label"] == f"Hand {last} is over"
    finally:
        close_board(app)


@pytest.mark.ui
def test_at_a_shared_screen_the_log_waits_while_a_missed_trick_is_shown():
    """Review 15 (sm_grid.png): Ann took the screen and was shown the trick Bob had won while she was
    away, but the log already listed Bob's lead after it. While that trick is shown (and gathered), the log
    lists the moves up to the one that finished it; then the lead."""
    from tests.ui_helpers import board, make_app
    app = make_app(animation="normal")
    scene = board(app, "quadwar", ["human:Ann", "human:Bob"], seed=4, options={"dealer": 1})
    try:
        s, m = scene.session, scene.session.match
        seen = 0
        for _ in range(20000):
            steps(app, 1)
            if s.curtain is not None and scene.settled():
                s.lift_curtain()
                steps(app, 2)
                led_after = not any(e["kind"] == "trick_won" for e in m.game.events(m.state, None))
                if scene._stage is not None and led_after:       # a trick won before the last move
                    seen += 1
                    while scene._stage is not None:
                        assert len(scene._log_lines()) < len(m.actions), scene._log_lines()[-1]
                        steps(app, 1)
                    steps(app, 3)
                    assert len(scene._log_lines()) == len(m.actions)
                    if seen >= 2:
                        break
            if s.my_turn() and scene.settled():
                scene.act(s.screen_legal()[0])
        assert seen >= 2
    finally:
        close_board(app)
