"""The QUASH board's fixes of review 13, driven through the board (headless, dummy video driver)."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.chart import legend_rows
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import match_board, close_board, make_app, settle

pytestmark = pytest.mark.ui


def _played(seats, rounds, seed=3, variant="basic"):
    """A match of bots' moves (random, seeded) up to the start of round `rounds`."""
    import random
    m = Match("quash", seats, seed, {"variant": variant})
    rng = random.Random(seed)
    while m.state.round < rounds and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


_board = match_board      # (the shared set-up: tests/ui_helpers.py)


def test_the_four_player_chart_draws_a_line_per_side_named_as_the_board_names_it():
    m = _played(["human", "bot:easy", "bot:easy", "bot:easy"], 3)
    app, scene = _board(m)
    try:
        series, labels, _ = scene.score_series()
        assert [label for label, *_ in series] == ["RED (You and Bot 3)", "BLACK (Bot 2 and Bot 4)"]
        assert len(legend_rows(series)) == 2
        assert [vals[-1] for _, vals, *_ in series] == m.state.scores
    finally:
        close_board(app)


def test_the_two_player_chart_keeps_a_line_per_player_named_by_side():
    m = _played(["human", "bot:easy"], 3)
    app, scene = _board(m)
    try:
        series, _, _ = scene.score_series()
        assert [label for label, *_ in series] == ["RED (You)", "BLACK (Bot 2)"]
    finally:
        close_board(app)


def _advanced_four_at_a_swap():
    """A 4-player advanced match of normal bots, to the first turn of yours (seat 0) where a swap is legal."""
    from quash_table.bots import make_bot
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], 4, {"variant": "advanced"})
    bots = {s: make_bot("quash", "normal", s, 4 + s) for s in range(4)}
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and m.state.phase == "play" and m.state.round >= 2 and any("swap" in a for a in legal):
            return m
        m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), legal))


def _labels(scene):
    from quash_table.ui.widgets import Label
    return [d for d in scene.table.decor if isinstance(d, Label)]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_four_players_advanced_the_round_line_and_the_swap_words_are_readable_and_on_the_table(size):
    from quash_table.ui.table import MIN_TEXT_PX
    from tests.ui_helpers import aim, drag, grab, steps
    m = _advanced_four_at_a_swap()
    app, scene = _board(m, size)
    try:
        rnd = m.state.round
        a = next(a for a in scene.session.screen_legal() if "swap" in a)
        drag(app, grab(scene, f"r{rnd}:{a['card']}"), aim(scene, f"swap:{a['swap'][0][0]}"))
        steps(app, 30)
        assert scene.composer.chain is not None
        _, area, _ = scene.areas()
        # the card in the air's words may wrap anywhere ("… took its place on spot 1 (drop / it there to put it
        # back)", session 23): every line of them
        words = [lb for lb in _labels(scene) if any(w in lb.text for w in ("FINISH at", "advanced", "in the air",
                                                                           "from spot", "put it back", "its place",
                                                                           "(drop"))]
        said = " ".join(lb.text for lb in words)
        for w in ("FINISH at 30", "advanced: swaps", "is in the air", "drop it there to put it back"):
            assert w in said, said
        for lb in words:
            assert lb._size() >= MIN_TEXT_PX, (lb.text, lb._size())
            r = lb.text_rect()
            assert area.contains(r), (lb.text, r, area)
        cancel = next(b for b in scene.table.buttons if b.id == "chain:cancel")
        assert area.contains(cancel.rect)
        prompt_y = scene._deco["g"]["prompt"][1]
        assert cancel.rect.bottom < prompt_y - scene.metrics.px(10)     # clear of the prompt line
    finally:
        close_board(app)


@pytest.mark.parametrize("how", ["button", "enter"])
def test_a_tiebreaker_pair_stays_face_up_to_be_read_and_next_moves_on_at_once(how):
    """A pair face up stays to be read (it showed for 1.2 s at this speed), then goes on by itself (review 54f:
    an Enter at every tie, test_quash_s55_scoring_goes_on); its Next (button or Enter) goes on at once."""
    import pygame

    from tests.test_quash_scene import _tie_on_spot_9, _tiebreak_cards
    from tests.ui_helpers import click, drag, grab, key, steps, target_rect
    m = _tie_on_spot_9()
    app, scene = _board(m, round_pause=True)        # "Wait for me after each round" on, as a person has it
    try:
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        key(app, pygame.K_RETURN)          # lay it (review 15: until then it may be taken back)
        n = len(m.actions)
        pair = {"tiebreak:RED": "JS", "tiebreak:BLACK": "JC"}
        steps(app, 90)                               # 1.5 s: it showed for 1.2 s at this speed
        assert _tiebreak_cards(scene) == pair and "equal" in scene.table.prompt and "Enter" in scene.table.prompt
        assert len(m.actions) == n                   # and nobody moved on meanwhile
        nxt = next(b for b in scene.table.buttons if b.id == "tiebreak:next")
        if how == "button":
            click(app, nxt.rect.center)
        else:
            key(app, pygame.K_RETURN)
        steps(app, 30)
        assert not scene.scoring_show.waiting
        assert _tiebreak_cards(scene) != pair and not any(b.id == "tiebreak:next" for b in scene.table.buttons)
        settle(app, scene)                           # equal: the bot lays its next card, then yours is asked
        assert len(m.actions) == n + 1 and m.to_move == 0
    finally:
        close_board(app)


def _said(scene):
    from tests.test_quash_scene import _message
    msg = _message(scene)
    return msg["text"] if msg else ""


def test_a_swap_taken_back_by_a_drop_on_its_own_spot_is_said():
    from tests.test_quash_scene import _chain_board, _zone, target
    from tests.ui_helpers import drag, grab
    app, scene, m = _chain_board()
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        drag(app, grab(scene, "r1:JH"), target(scene, "swap:6C").center)
        settle(app, scene)
        drag(app, grab(scene, "r1:6C"), target(scene, "spot:5").center)      # back on spot 5: one step back
        assert "6\u2663 is back on spot 5" in _said(scene) and "J\u2665 is in the air" in _said(scene)
        settle(app, scene)
        drag(app, grab(scene, "r1:JH"), target(scene, "spot:2").center)      # back on spot 2: the whole swap
        assert scene.composer.chain is None and _zone(scene, "KH") == "hand:0"
        assert "Swap taken back" in _said(scene) and "K\u2665 back in your hand" in _said(scene)
    finally:
        close_board(app)


def test_esc_or_the_menu_in_the_middle_of_a_swap_says_it_was_put_back():
    import pygame

    from tests.test_quash_scene import _chain_board, _zone, target
    from tests.ui_helpers import click, drag, grab, key
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        key(app, pygame.K_ESCAPE)
        assert scene.composer.chain is None and app.top is scene
        assert "Swap put back" in _said(scene) and "Esc again opens the menu" in _said(scene)
        settle(app, scene)
        # the Menu button (its Save keeps whole moves): the swap is put back first, and the table says so
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        menu = next(b for b in scene.hud.buttons if b.id == "hud:menu")
        click(app, menu.rect.center)
        assert app.top is not scene and scene.composer.chain is None and len(m.actions) == n
        assert _zone(scene, "KH") == "hand:0" and _zone(scene, "JH") == "spot:RED:2"
        assert "Swap put back" in _said(scene) and "a save keeps whole moves" in _said(scene)
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)


def test_four_players_your_hand_is_never_empty_while_the_pool_comes_to_you():
    """You with a bot partner in your team's first seat: the bot holds the pooled leftovers from the round's
    last play until the table names you at the tie. Your hand lay empty all through the scoring (and at
    the tie) until then, unexplained; the words there say where your cards are and that the pool comes to
    you (review 15: no longer over backs in your hand's place, which read as your own hand given away: the
    pool lies on the plate of the seat holding it), and at the naming they come to you face up."""
    from tests.test_quash_scene import _four_player_tie_match
    seats = ["bot:easy", "bot:easy", "human", "bot:easy"]
    full = _four_player_tie_match(seats)
    m = Match("quash", seats, 1, {"dealer": 3}, full.stacked, full.actions[:-1])
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        n = len(m.actions)                   # the last play is the bot's (seat 4)
        assert m.state.phase == "play" and m.to_move == 3
        seen, named = 0, False
        for _ in range(60 * 20):
            app.step(1 / 60)
            if len(m.actions) == n:
                continue
            seen += 1
            mine = [p for p in scene.table.pieces if p.zone == "hand:2"]
            if not mine:
                words = " ".join(lb.text for lb in _labels(scene))
                assert "RED's pool" in words and "comes to you" in words, f"{seen} frames after the last play"
            if m.state.named[0] == 2 and scene.settled():
                named = True
                assert all(p.code for p in mine) and len(mine) == 8
                break
        assert named and seen > 60
    finally:
        close_board(app)


def test_a_lifted_card_has_a_key_to_the_colours_of_its_places():
    """You hold 2H, KS and 3D; after 2H on the double spot 2, KS there would fail (amber). A key to the
    colours shows while a card is held (green alone, or green and amber), and goes when it is put down."""
    import pygame

    from quash_table.games.quash.over_pieces import legend
    from tests.ui_helpers import click, drag, grab, key, open_board, target_rect
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1},
                            stacked=["2H", "3C", "KS", "4C", "3D", "5C"])
    try:
        rnd = scene.session.match.state.round
        assert legend(scene) is None
        click(app, grab(scene, f"r{rnd}:2H"))
        got = legend(scene)
        assert got is not None and [w.split(":")[0] for _, w in got[1]] == ["green"]
        drag(app, grab(scene, f"r{rnd}:2H"), target_rect(scene, "spot:2").center)
        settle(app, scene)
        assert legend(scene) is None
        click(app, grab(scene, f"r{rnd}:KS"))
        got = legend(scene)
        assert [w.split(":")[0] for _, w in got[1]] == ["green", "amber"]
        _, area, _ = scene.areas()
        assert area.contains(got[0])
        key(app, pygame.K_ESCAPE)
        assert legend(scene) is None
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_failing_placement_dialog_leaves_your_hand_and_the_spots_uncovered(size):
    """The longest question (a triple with two cards on it) stood on the top of your hand at 1024x640."""
    from tests.ui_helpers import drag, grab, steps, target_rect
    stacked = ["2H", "3C", "KS", "4C", "3D", "5C"]           # you: 2H, KS, 3D; BLACK deals, you play first
    m = Match("quash", ["human", "bot:easy"], 7, {"dealer": 1}, stacked)
    for a in ({"type": "play", "card": "2H", "spot": 1}, {"type": "play", "card": "3C", "spot": 1},
              {"type": "play", "card": "3D", "spot": 1}, {"type": "play", "card": "4C", "spot": 1}):
        m.play(a)
    app, scene = _board(m, size)
    try:
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:KS"), target_rect(scene, "spot:1").center)
        steps(app, 30)
        md = scene._modal
        assert md is not None and "with 2\u2665, 3\u2666" in " ".join(md["lines"])
        hand = [p.rect for p in scene.table.pieces if p.zone == "hand:0"]
        shadowed = md["rect"].union(md["rect"].move(0, scene.metrics.px(6))).inflate(0, scene.metrics.px(4))
        assert hand and not any(shadowed.colliderect(r) for r in hand), (md["rect"], hand[0])
        g = scene._deco["g"]
        assert not any(md["rect"].colliderect(r) for r in g["spots"]["top"] + g["spots"]["bottom"])
        for bid in ("confirm:play", "confirm:cancel"):
            assert md["rect"].contains(next(b for b in scene.table.buttons if b.id == bid).rect)
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_news_aside_lies_apart_from_your_turns_line(size):
    m = _played(["human", "bot:easy", "bot:easy", "bot:easy"], 2)
    app, scene = _board(m, size)
    try:
        scene.show_message("Your unfinished QUASH game is kept in Load; Continue is now this game.", aside=True)
        from tests.ui_helpers import steps
        steps(app, 2)
        r = scene.painter.message_rect() if hasattr(scene, "painter") else None
        assert r is not None
        g = scene._deco["g"]
        prompt = scene.painter.pill_rect(scene.table.prompt, g["prompt"], 17)[0]
        assert r.bottom <= prompt.top - scene.metrics.px(8), (r, prompt)        # a gap, not stacked on it
        assert r.top >= g["header"]["bottom"].bottom                             # under your seats' plates
        assert not any(r.colliderect(p.rect) for p in scene.table.pieces if p.zone.startswith(("hand:", "spot:")))
    finally:
        close_board(app)


def test_pass_and_play_you_see_the_card_you_drew_before_the_curtain():
    """Two people, basic: after your play you draw; the card you drew shows a moment, alone beside the pile
    (your hand is covered with your play: review 14), then the curtain asks for the next person. Nobody
    else's cards show."""
    import pygame
    from tests.ui_helpers import click, drag, grab, key, target_rect
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        ready = next(o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready")
        click(app, (ready["rect"][0] + ready["rect"][2] // 2, ready["rect"][1] + ready["rect"][3] // 2))
        settle(app, scene)
        assert s.screen_seat == 0 and s.my_turn()
        rnd = m.state.round
        card = scene.session.view()["hand"][0]
        drag(app, grab(scene, f"r{rnd}:{card}"), target_rect(scene, "spot:3").center)
        assert m.actors[-1] == 0
        drawn = next(e["card"] for e in m.game.events(m.state, 0) if e["kind"] == "card_drawn")
        shown = 0
        for _ in range(60 * 6):
            app.step(1 / 60)
            if s.curtain is not None:
                break
            ids = {p.id for p in scene.table.pieces if p.zone == "drawn:0" and p.code}
            if f"r{rnd}:{drawn}" in ids:
                shown += 1
            assert not any(p.zone in ("hand:0", "hand:1") and p.code for p in scene.table.pieces)
            if shown >= 3 * 60:
                key(app, pygame.K_RETURN)   # it stays until Done (review 14: no time runs out into the curtain)
        assert s.curtain == 1
        assert shown >= 3 * 60, shown       # in view until Done
        assert not any(p.zone == "hand:0" and p.code for p in scene.table.pieces)
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_other_players_hand_is_a_fan_as_tall_as_its_plate_where_there_is_room(size):
    m = _played(["human", "bot:easy"], 2)
    app, scene = _board(m, size)
    try:
        plate = next(p for p in scene.layout_info()["sides"][1]["seats"] if p["seat"] == 1)["rect"]
        backs = [p for p in scene.table.pieces if p.zone == "hand:1"]
        assert len(backs) == len(m.state.hands[1])
        for p in backs:       # a strip of backs 17 px tall at 1280x800 read as no hand at all
            assert p.code is None and p.rect.h >= plate[3] - scene.metrics.px(10) and p.rect.y >= plate[1]
    finally:
        close_board(app)
