"""The QUASH board's fixes of review 13b (a fresh new player), driven through the board (headless, dummy
video driver): what the header and plates say while a pass-and-play mover glances at the card they drew,
the pooled leftovers' words, the fail dialog, the round's end, the charts' colours."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import match_board, click, close_board, drag, grab, make_app, settle, target_rect

pytestmark = pytest.mark.ui


_board = match_board      # (the shared set-up: tests/ui_helpers.py)


def _ready(app, scene):
    ready = next(o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready")
    click(app, (ready["rect"][0] + ready["rect"][2] // 2, ready["rect"][1] + ready["rect"][3] // 2))
    settle(app, scene)


def test_while_ann_glances_at_her_drawn_card_nothing_names_bob_or_marks_him_to_move():
    """Pass-and-play: after Ann's play the card she drew shows a moment, alone (her hand is covered with her
    play: review 14 saw the whole hand stay face up for whoever looked); meanwhile the header says what she
    drew and how to go on, and no plate says "to move": the next person is named only once it is covered."""
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        _ready(app, scene)
        assert s.screen_seat == 0 and s.my_turn()
        rnd = m.state.round
        card = s.view()["hand"][0]
        drag(app, grab(scene, f"r{rnd}:{card}"), target_rect(scene, "spot:3").center)
        assert m.actors[-1] == 0 and m.to_move == 1
        glanced = 0
        for _ in range(60 * 6):
            app.step(1 / 60)
            if s.curtain is not None:
                break
            status = scene.hud.status()
            assert not any(p.zone == "hand:0" and p.code for p in scene.table.pieces)
            drawn = [p for p in scene.table.pieces if p.zone == "drawn:0"]
            if drawn:
                glanced += 1
                assert len(drawn) == 1 and drawn[0].code in m.state.hands[0]
                assert "Bob" not in status, status
                assert s.table_to_move() is None
                assert not scene.hud.shown.get("status") or "Bob" not in scene.hud.shown["status"]
            if s.glancing():
                assert status.startswith("Ann draws the ") and "Done" in status, status
        assert glanced > 0
        assert s.glancing() and s.curtain is None      # 6 s on: the card waits for Done (review 14)
        import pygame
        from tests.ui_helpers import key, steps
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain == 1
        assert not any(p.zone in ("hand:0", "drawn:0") and p.code for p in scene.table.pieces)
    finally:
        close_board(app)


# --- the kit: an overlay (pause, rules) first puts back a piece being dragged --------------------------------

def _mid_drag(app, scene, pid, to):
    """Press on piece `pid` and move it towards `to` without letting go (a real drag in progress)."""
    import pygame
    from tests.ui_helpers import post, steps
    start = grab(scene, pid)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    steps(app, 1)
    for i in range(1, 7):
        pos = (start[0] + (to[0] - start[0]) * i // 6, start[1] + (to[1] - start[1]) * i // 6)
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        steps(app, 1)
    assert scene.drag.dragging == pid
    return pos


def _overlay_puts_the_piece_back(app, scene, pid, to, open_key, scene_name):
    import pygame
    from tests.ui_helpers import key, post, steps
    m = scene.session.match
    moves = len(m.actions)
    p = scene.table.piece_by_id[pid]
    home = tuple(p.home)
    pos = _mid_drag(app, scene, pid, to)
    assert tuple(int(v) for v in p.pos) != home
    if open_key == pygame.K_ESCAPE:
        # Esc during a drag only puts the card down (it opened the pause menu too); a second Esc pauses
        key(app, open_key)
        assert app.scenes[-1] is scene and scene.drag.dragging is None
        steps(app, 40)                       # it springs home
        assert tuple(int(v) for v in p.pos) == home
    key(app, open_key)                       # Esc: the pause menu / F1: the rules, with the card in the air
    top = app.scenes[-1]
    assert top is not scene and top.name == scene_name, top.name
    assert scene.drag.dragging is None and scene.drag.pressed is None
    assert tuple(int(v) for v in p.pos) == home        # back in the hand under the overlay
    key(app, pygame.K_ESCAPE, frames=3)      # back to the board
    assert app.scenes[-1] is scene
    post(pygame.MOUSEMOTION, pos=(pos[0] + 20, pos[1]), rel=(1, 1), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(pos[0] + 20, pos[1]), button=1)   # the button let go after Resume
    steps(app, 10)
    assert len(m.actions) == moves            # nothing was played
    p = scene.table.piece_by_id[pid]
    assert tuple(int(v) for v in p.pos) == tuple(p.home)


@pytest.mark.parametrize("open_key, scene_name", [("escape", "pause"), ("f1", "rules")])
def test_quash_an_overlay_over_a_drag_puts_the_card_back_in_the_hand(open_key, scene_name):
    import pygame
    m = Match("quash", ["human", "bot:easy"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        assert scene.session.my_turn()
        card = scene.session.view()["hand"][0]
        pid = f"r{m.state.round}:{card}"
        k = pygame.K_ESCAPE if open_key == "escape" else pygame.K_F1
        _overlay_puts_the_piece_back(app, scene, pid, target_rect(scene, "spot:3").center, k, scene_name)
    finally:
        close_board(app)


def test_the_game_pause_over_a_drag_puts_the_card_back(thegame_table):
    import pygame
    app, scene = thegame_table
    assert scene.session.my_turn()
    p = next(p for p in scene.drag.movable())
    t = scene.table.targets[0].rect.center
    _overlay_puts_the_piece_back(app, scene, p.id, t, pygame.K_ESCAPE, "pause")


# --- 4 players: every move of a team's pooled leftovers is said, to whom and why ---------------------------

def _four_to_deal(gave):
    """A 4-player match (you, seat 0, with bot partners; random seeded moves) played to a round's end (the
    deal waiting) in which your leftovers went to your partner (`gave`), or your partner's came to you."""
    import random
    for seed in range(40):
        m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed)
        rng = random.Random(seed)
        while not m.over and m.state.round < 4:
            if m.state.phase == "deal":
                pool = [r for r in m.state.events if r["type"] == "pool" and r["side"] == 0]
                moved = pool and pool[0]["count"] and (pool[0]["from"] == 0) == gave
                if moved and not any(r["type"] == "named" and r["side"] == 0 for r in m.state.events):
                    return m
            m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no such round")


def test_four_players_your_leftovers_given_to_your_partner_are_said_on_the_table_and_in_the_log():
    from quash_table.ui.narration import MoveLogBook
    from tests.test_quash_board_fixes import _labels
    from tests.ui_helpers import steps
    m = _four_to_deal(gave=True)
    pool = next(r for r in m.state.events if r["type"] == "pool" and r["side"] == 0)
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    steps(app, 3)              # the table built, before the bot who deals next has dealt
    try:
        assert m.state.hands[0] == [] and m.state.phase == "deal"
        # (review 15: not "Your 4 leftover cards go to Bot 3", which read as the bot taking your cards;
        # review 18b: the pool of a team of you and a bot is yours, in your hand and on your plate)
        shown = " ".join(lb.text for lb in _labels(scene))
        assert "go to Bot 3" not in shown
        assert f"{len(m.state.hands[2])} pooled cards" in shown           # on your plate
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(hand) == len(m.state.hands[2]) and len([p for p in hand if p.code]) == pool["count"]
        said = "Your {} leftover cards go into RED's pool for its tiebreakers"     # (who holds it: its plate)
        log = "\n".join(w for _, w in MoveLogBook(scene.session).entries())
        assert "\u25b8 " + said.format(pool["count"]) in log
    finally:
        close_board(app)


def test_four_players_your_partners_leftovers_coming_to_you_are_said_in_the_log():
    from quash_table.ui.narration import MoveLogBook
    m = _four_to_deal(gave=False)
    pool = next(r for r in m.state.events if r["type"] == "pool" and r["side"] == 0)
    app, scene = _board(m, round_pause=True)
    try:
        said = f"Bot 3's {pool['count']} leftover cards go into RED's pool for its tiebreakers"
        log = "\n".join(w for _, w in MoveLogBook(scene.session).entries())
        assert "\u25b8 " + said in log, log[-600:]
    finally:
        close_board(app)


# --- the fail dialog only where the placement changes the spot's outcome ------------------------------------

def test_a_card_laid_on_a_spot_that_has_failed_already_is_played_without_asking():
    """Spot 1 (a triple) holds 2H and KS: it has failed already. The 3D laid there changes nothing: it is
    played at once, no "This spot will fail" (which blamed the new card), and the spot is not lit amber."""
    from quash_table.games import get_game
    from tests.test_quash_composer import _composer
    G = get_game("quash")
    s = G.new_state(2, seed=7, options={"dealer": 1}, stacked=["2H", "3C", "KS", "4C", "3D", "5C"])
    s = G.apply(s, {"type": "play", "card": "2H", "spot": 1})
    s = G.apply(s, G.legal_actions(s)[0])
    c = _composer(s)
    assert c.warning("KS", "spot:1") and c.drop("KS", "spot:1").kind == "step" and c.confirm   # this one fails it
    c.press("play_anyway")
    s = G.apply(s, {"type": "play", "card": "KS", "spot": 1})
    s = G.apply(s, G.legal_actions(s)[0])
    c = _composer(s)
    assert c.warning("3D", "spot:1") is None
    out = c.drop("3D", "spot:1")
    assert out.kind == "play" and out.action == {"type": "play", "card": "3D", "spot": 1}, out
    assert c.confirm is None and not c.busy()


# --- the charts draw each side in its own colour ------------------------------------------------------------

def _played(seats, rounds, seed=3):
    import random
    m = Match("quash", seats, seed)
    rng = random.Random(seed)
    while m.state.round < rounds and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seats", [["human", "bot:easy"], ["human", "bot:easy", "bot:easy", "bot:easy"]])
@pytest.mark.parametrize("colour_blind", [False, True])
def test_the_score_chart_draws_red_in_reds_colour_and_black_in_blacks(seats, colour_blind):
    from quash_table.games.quash.art import side_colour
    from quash_table.ui.chart import series_colours
    from quash_table.ui.sprites import SPRITES
    m = _played(seats, 3)
    app, scene = _board(m)
    try:
        app.settings["colour_blind"] = colour_blind
        SPRITES.colour_blind = colour_blind
        series, _, _ = scene.score_series()
        assert [label.split(" ")[0] for label, *_ in series] == ["RED", "BLACK"]
        assert [c for *_, c in series] == [side_colour(0), side_colour(1)]
        red, black = series_colours(series)
        assert red[0] > red[1] + 40 and red[0] > red[2] + 40                       # a red line, not orange
        assert abs(black[0] - black[1]) < 12 and abs(black[1] - black[2]) < 24    # a grey line, not blue
        lum = [0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2] for c in (red, black)]
        assert min(lum) >= 95                                                     # seen on the dark panel
    finally:
        SPRITES.colour_blind = False
        close_board(app)


# --- the end of a round: one clear way on ------------------------------------------------------------------

def test_after_continue_at_your_deal_the_header_says_deal_and_offers_no_hint():
    import random
    m = Match("quash", ["human", "bot:easy"], 3, {"dealer": 1})
    rng = random.Random(3)
    while not (m.state.phase == "deal" and m.to_move == 0):
        m.play(rng.choice(m.legal_actions()))
    app, scene = _board(m)              # as Continue opens it: no result waiting
    try:
        assert scene.session.my_turn()
        assert scene.hud.status() == "Your turn to deal"
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert not hint.enabled
        assert not any(b.id == "director:next" for b in scene.hud.buttons)
        assert any(b.id == "deal" and b.enabled for b in scene.table.buttons)
    finally:
        close_board(app)


def test_pass_and_play_the_next_round_is_dealt_without_handing_the_screen_to_the_dealer():
    """Two people: after the round's result (Next) the table deals for the dealer; the curtain comes only
    for the person who plays first in the new round, never just so the dealer can press Deal."""
    import random

    import pygame

    from quash_table.games import get_game
    from tests.ui_helpers import key
    G = get_game("quash")
    m = Match("quash", ["human:Ann", "human:Bob"], 5, {"dealer": 1})
    rng = random.Random(5)
    while True:
        a = rng.choice(m.legal_actions())
        if G.apply(m.state, a).phase != "play":
            break
        m.play(a)
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    s = scene.session
    try:
        settle(app, scene)
        s.lift_curtain()
        settle(app, scene)
        s.play(a)                                         # the round's last card: scoring begins
        curtains = []
        for _ in range(60 * 90):
            app.step(1 / 60)
            if s.curtain is not None and (not curtains or curtains[-1][0] != s.curtain):
                curtains.append((s.curtain, m.state.phase, m.state.round))
            if m.state.round == 2 and s.curtain is not None:
                break
            d = s.director
            if (d.gate() is not None and d.started) or scene.scoring_show.waiting:
                key(app, pygame.K_RETURN)
            elif s.curtain is not None:
                s.lift_curtain()
            elif s.my_turn() and scene.settled():          # a tiebreaker card
                s.play(rng.choice(s.screen_legal()))
        assert m.state.round == 2 and m.state.phase == "play"
        assert m.actions[-1] == {"type": "deal"} or m.actions[-2] == {"type": "deal"}
        assert all(phase != "deal" for _, phase, _ in curtains), curtains   # no curtain just to deal
        assert s.curtain == m.to_move
    finally:
        close_board(app)


# --- the other seats' hands on their plates are alike ------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_four_players_every_other_seats_hand_is_the_same_kind_of_fan_as_the_turn_goes_round(size):
    """Bot 2's hand was a wide fan of tall backs, Bot 4's and the partner's a thin bar (their plates' lines
    are longer: "dealer", "to move"): every plate's backs are as tall, whoever deals or moves."""
    import random
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], 4)
    rng = random.Random(4)
    app, scene = _board(m, size)
    try:
        for _ in range(6):
            heights = {p.zone: p.rect.h for p in scene.table.pieces if p.zone in ("hand:1", "hand:2", "hand:3")}
            assert len(heights) == 3 and len(set(heights.values())) == 1, heights
            plate_h = min(pl["rect"][3] for side in scene.layout_info()["sides"] for pl in side["seats"])
            assert min(heights.values()) >= plate_h * 0.6, (heights, plate_h)        # tall, not a strip
            m.play(rng.choice(m.legal_actions()))
            scene.rebuild()
    finally:
        close_board(app)
