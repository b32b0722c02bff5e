"""A fresh new player's review of Quadruple War (session 13): the last hand's result is shown before the
game's end, trick piles clear of the banner and captions, your own pile one packet a trick, the winner's
frame after the card lands, pass-and-play table/log/hand at one moment, a hint's reason on the search's own
criterion, and small words."""

import random

import pygame

from tests.ui_helpers import close_board, key, make_app, steps


def _play_until(app, scene, seed, done, what):
    """Play through the session (random cards for the person, Next pressed) until done() holds."""
    s, rng = scene.session, random.Random(seed)
    for _ in range(20000):
        if done():
            return
        if s.director.gate():
            s.director.next()
        elif s.my_turn():
            s.play(rng.choice(s.screen_legal()))
        steps(app, 1)
    raise AssertionError(what)


def _play_to_the_end(app, scene, seed):
    """Play the match through the session until the game is over."""
    _play_until(app, scene, seed, lambda: scene.session.match.over, "the game never ended")


def test_the_last_hand_result_is_shown_before_the_game_summary():
    from quash_table.ui.tables import new_board
    app = make_app(animation="instant", round_pause=True)
    scene = new_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 4,
                      {"target": 10}, autosave=False)
    app.push(scene)
    try:
        _play_to_the_end(app, scene, 4)
        for _ in range(30):
            steps(app, 1)
        s = scene.session
        gate = s.director.gate()
        assert gate is not None and gate.event["kind"] == "hand_scored", "the last hand's result is not shown"
        assert not scene.summary_up()
        info = scene.layout_info()
        assert info["waiting"] == "next"
        assert scene._result_line() is not None and scene._result_line()["hand"] == gate.event["hand"]
        assert "is over" in scene.table.prompt
        assert not any(b.id.startswith("summary:") for b in scene.overlay_buttons)
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.director.gate() is None
        assert scene.summary_up()
        assert any(b.id == "summary:again" for b in scene.overlay_buttons)
    finally:
        close_board(app)


def _won_rects(scene, seat):
    return [p.home for p in scene.table.pieces if p.zone == f"won:{seat}"]


def _play_until_you_won(app, scene, tricks, seed=7):
    def won():
        view = scene.session.view()
        return view["tricks"] and sum(1 for t in view["tricks"] if t["winner"] == 0) >= tricks
    _play_until(app, scene, seed, won, "you never won those tricks")


def test_your_won_tricks_are_one_packet_a_trick_clear_of_the_mat_live_and_in_a_replay():
    from tests.ui_helpers import settle
    from quash_table.ui.tables import new_board, replay_board
    for size in ((1280, 800), (1024, 640)):
        app = make_app(size=size, animation="instant")
        scene = new_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 7,
                          {"bags": True}, autosave=False)
        app.push(scene)
        try:
            _play_until_you_won(app, scene, 3)
            settle(app, scene)
            scene.rebuild()
            mine = _won_rects(scene, 0)
            won = sum(1 for t in scene.session.view()["tricks"] if t["winner"] == 0)
            xs = sorted({r.x for r in mine})
            assert len(xs) == won >= 3
            # a packet a trick, each a step apart: a stack that grows, its count said beside it (session 22,
            # test_qw_s22: packets 5 px apart ran out of room and closed up to one back)
            assert min(b - a for a, b in zip(xs, xs[1:])) >= 1, "your pile looks like one card"
            mat = scene.geometry["mat"]
            assert not any(r.colliderect(mat) for r in mine)
            match = scene.session.match
        finally:
            close_board(app)
        app = make_app(size=size, animation="instant")
        replay = replay_board(app, match, len(match.actions))
        app.push(replay)
        try:
            settle(app, replay)
            mine = _won_rects(replay, 0)
            mat = replay.geometry["mat"]
            xs = sorted({r.x for r in mine})
            # the replay's last move won your trick: it stays on the mat for that position (session 21: one
            # picture a position), so your pile holds the tricks before it
            shown = won - (1 if replay._stage is not None and replay._stage["winner"] == 0 else 0)
            assert len(xs) == shown >= 2 and min(b - a for a, b in zip(xs, xs[1:])) >= 1
            assert not any(r.colliderect(mat) for r in mine), "the replay's pile covers the mat's corner"
        finally:
            close_board(app)


def test_the_bottom_seats_pile_under_its_plate_is_clear_of_the_prompt():
    """Nobody at the screen (a shared screen between two people, a table of bots): the bottom seat's cards
    and tricks lie under its plate, and the prompt ("Hand 1 is over - press Next") below them."""
    from quash_table.games.quadwar.layout import PILL_PAD, PROMPT_SIZE, _line_h, table_geometry
    from quash_table.ui.table import TableBuilder
    from quash_table.ui.tables import new_board
    app = make_app(animation="instant")
    scene = new_board(app, "quadwar", ["bot:random", "bot:random"], 3, {"target": 100}, autosave=False)
    app.push(scene)
    try:
        steps(app, 3)
        _, area, _ = scene.areas()
        t = TableBuilder(scene, area)
        view = scene.session.view()
        assert view["seat"] is None
        g = table_geometry(t, view)
        strip = g["strips"][g["bottom"]]
        assert strip.y > g["plates"][g["bottom"]].y
        pill_top = g["prompt"][1] - (_line_h(t.px(PROMPT_SIZE)) + t.px(PILL_PAD)) // 2
        assert pill_top >= strip.bottom
    finally:
        close_board(app)


def test_the_winners_frame_and_header_wait_for_the_last_card_to_land():
    """The gold frame round the winning card and "Bot 2 ... wins trick 1" came while that card was still
    flying to the mat (an empty gold slab): they follow its landing, the director's step beginning."""
    from quash_table.ui import theme
    from quash_table.ui.tables import new_board
    app = make_app(animation="normal", round_pause=True)
    scene = new_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 2, autosave=False)
    app.push(scene)
    s, rng = scene.session, random.Random(2)

    def framed():
        return any(getattr(p, "colour", None) == theme.GOLD and getattr(p, "alpha", 0) == 210
                   for p in scene.table.decor)
    try:
        flying = landed = 0
        for _ in range(6000):
            d = s.director
            step = d.steps[0] if d.steps else None
            if step is not None and step.event.get("kind") == "trick_won" and scene._stage is not None:
                if not d.started:
                    flying += 1
                    assert not framed(), "the winner's frame came before the card"
                    assert "wins trick" not in scene.hud.status()
                else:
                    steps(app, 2)
                    landed += 1
                    assert framed() and "wins trick" in scene.hud.status()
                    break
            if d.gate():
                d.next()
            elif s.my_turn():
                s.play(rng.choice(s.screen_legal()))
            steps(app, 1)
        assert flying > 0 and landed == 1
    finally:
        close_board(app)
