"""The QUASH board's fixes of review 14 (new players at 1024x640 and 1280x800), driven through the board
(headless, dummy video driver): the board stands still as the hand shrinks, the room of a small window goes
to the hand, not to a band above the board."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import match_board, close_board, drag, grab, make_app, settle, target_rect

pytestmark = pytest.mark.ui


_board = match_board      # (the shared set-up: tests/ui_helpers.py)


def _fixed_rects(scene):
    """Where the board's spots and both sides' seat bands lie (what must not move under the player)."""
    g = scene._deco["g"]
    rects = [tuple(r) for r in g["spots"]["top"] + g["spots"]["bottom"]]
    return rects + [tuple(g["header"]["top"]), tuple(g["header"]["bottom"]), tuple(g["track"]["bottom"])]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_board_does_not_move_when_the_23_card_hand_comes_down_to_13(size):
    """Advanced, 2 players: the hand is dealt 23 cards. The play that leaves 13 in the hand is made by a real
    drag; the spots, tracks and seat bands stay exactly where they were (they rose 6-7 px: the geometry
    read how many cards the hand held)."""
    m = Match("quash", ["human", "bot:random"], 3, {"dealer": 1, "variant": "advanced"})
    while not (m.to_move == 0 and len(m.state.hands[0]) == 14):
        m.play(next(a for a in m.legal_actions() if a["type"] == "play") if m.legal_actions()[0]["type"] == "play"
               else m.legal_actions()[0])
    app, scene = _board(m, size=size)
    try:
        s = scene.session
        assert s.my_turn() and len(s.view()["hand"]) == 14
        before = _fixed_rects(scene)
        open_spot = next(k for k in range(9) if len(s.view()["board"][0][k]) < (3, 2, 1)[k % 3])
        rnd = m.state.round
        card = s.view()["hand"][0]
        drag(app, grab(scene, f"r{rnd}:{card}"), target_rect(scene, f"spot:{open_spot + 1}").center)
        settle(app, scene)
        confirm = next((b for b in scene.table.buttons if b.id == "confirm:play"), None)
        if confirm is not None:         # a failing placement asks first: play it anyway
            from tests.ui_helpers import click
            click(app, confirm.rect.center)
            settle(app, scene)
        assert len(s.view()["hand"]) == 13, "the play was not made"
        assert _fixed_rects(scene) == before
    finally:
        close_board(app)


CONFIGS = [(["human", "bot:random"], "basic"), (["human", "bot:random"], "advanced"),
           (["human"] + ["bot:random"] * 3, "basic"), (["human"] + ["bot:random"] * 3, "advanced")]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats, variant", CONFIGS)
def test_the_room_of_the_window_goes_to_the_hand_not_above_the_board(size, seats, variant):
    """No empty band between the header and the board (there was one of 60-75 px while the hand was crushed
    at the bottom); the hand is as tall as at least the design size, lies in the table (clear of the move
    log, the header's buttons and the prompt), and at four players (no pile) it starts at the table's
    left edge (a pile's width was left empty there)."""
    m = Match("quash", seats, 5, {"dealer": 1, "variant": variant})
    app, scene = _board(m, size=size)
    try:
        s = scene.session
        assert s.my_turn()
        hud, area, log = scene.areas()
        g = scene._deco["g"]
        px = scene.metrics.px
        assert g["header"]["top"].y - area.y <= px(8), (g["header"]["top"], area)
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(hand) == len(s.view()["hand"])
        rects = [p.home for p in hand]
        assert all(r.h >= px(104 if variant == "advanced" and len(seats) == 2 else 118) for r in rects)
        span = rects[0].unionall(rects[1:])
        assert area.contains(span) and not span.colliderect(log) and not span.colliderect(hud)
        assert all(not span.colliderect(b.rect) for b in scene.table.buttons)
        prompt_y = scene.table.prompt_pos[1]
        assert prompt_y + px(15) <= span.y, "the prompt lies on the hand"
        plates_bottom = g["header"]["bottom"].bottom
        assert plates_bottom < prompt_y - px(15)
        if len(seats) == 4:
            assert span.x - area.x <= px(20), span
    finally:
        close_board(app)


def _last_play_left(seed, dealer):
    """A 4-player advanced match (you and three random bots) played by seeded random moves up to the
    round's last play, and the number of moves made."""
    import random
    m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], seed,
              {"variant": "advanced", "dealer": dealer})
    rng = random.Random(seed)
    while len(m.actions) < 35:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_a_wait_for_bot_4_message_goes_when_the_scoring_takes_over():
    """Advanced, 4 players: you hold your team's pooled leftovers as the round is scored; a click on one of
    them while the scoring is shown said "Wait: it is Bot 4's turn", and that stood over the tiebreaker
    mat when it came up. A message about whose turn it is goes when the header's account of the turn
    changes (here: the scoring steps take over)."""
    from tests.ui_helpers import click, steps
    m = _last_play_left(1, 2)          # Bot 3 deals and plays last; you are RED's first seat (the pool)
    assert m.to_move == 2
    app = make_app(size=(1024, 640), animation="normal")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)             # not settled: Bot 3's last play comes on the board
    try:
        clicked = None
        for _ in range(60 * 20):
            steps(app, 1)
            mine = [p for p in scene.table.pieces if p.zone == "hand:0" and p.face_up]
            if clicked is None and mine and len(m.actions) == 36 and scene.animating:
                p = mine[len(mine) // 2]
                click(app, (p.rect.x + 8, p.rect.centery), frames=1)
                clicked = scene.message
                assert clicked is not None and "Bot 4" in clicked[0], clicked
            if clicked is not None and scene._mat is not None:
                break
        assert clicked is not None, "the pool never came to your hand while scoring was shown"
        assert scene._mat is not None, "no tie was shown"
        text = scene.message[0] if scene.message is not None else ""
        assert "turn" not in text, text
    finally:
        close_board(app)


def test_the_keyboard_chosen_spot_is_ringed_in_no_colour_of_the_key():
    """A card lifted with Tab and a spot chosen with its digit: the chosen spot was framed gold, which read
    as the amber the colour key under your seats gives "will fail". It now wears a white ring outside its
    outline, far from every colour of the key, while its own outline keeps what it means (amber here)."""
    import pygame
    from quash_table.games.quash import over_pieces
    from quash_table.ui import theme
    from tests.ui_helpers import key, open_board
    stacked = ["2H", "3C", "KS", "4C", "3D", "5C"]           # you: 2H, KS, 3D; BLACK deals, you play first
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1}, stacked=stacked)
    try:
        rnd = scene.session.match.state.round
        drag(app, grab(scene, f"r{rnd}:2H"), target_rect(scene, "spot:2").center)
        settle(app, scene)
        for _ in range(30):
            key(app, pygame.K_TAB)
            if scene.drag.selected == f"r{rnd}:KS":
                break
        assert scene.drag.selected == f"r{rnd}:KS"
        for spot in (2, 5):                                    # a spot that would fail, then a good one
            key(app, getattr(pygame, f"K_{spot}"), frames=2)
            assert scene.drag.key_target == f"spot:{spot}"
            px = scene.metrics.px
            r = target_rect(scene, f"spot:{spot}").inflate(px(8), px(8))
            ring = r.inflate(px(10), px(10))
            got = tuple(app.screen.get_at((ring.x + px(1), ring.centery)))[:3]
            inner = tuple(app.screen.get_at((r.x + 1, r.centery)))[:3]
            _, items = over_pieces.legend(scene)
            assert [c for c, _ in items] == [theme.LEGAL, theme.WARN]        # the key while KS is lifted
            for colour in [c for c, _ in items] + [theme.GOLD]:
                assert sum(abs(a - b) for a, b in zip(got, colour)) > 150, (spot, got, colour)
            assert min(got) > 200, got                                       # white
            assert inner == (theme.WARN if spot == 2 else theme.LEGAL), inner
            other = target_rect(scene, f"spot:{7 - spot}").inflate(px(18), px(18))
            assert min(tuple(app.screen.get_at((other.x + px(1), other.centery)))[:3]) < 200   # not ringed
    finally:
        close_board(app)


@pytest.mark.parametrize("how", ["click", "enter"])
def test_pass_and_play_after_a_play_only_the_drawn_card_shows_until_done(how):
    """Pass-and-play, basic: after Ann's play her hand stayed face up 1.2 s under "Ann draws the 7 of clubs ·
    covering the table…" for whoever looked. Now the hand is covered with the play; only the card she drew
    shows, small beside the pile, until she presses Done (a real click, or Enter); then the curtain."""
    import pygame
    from tests.ui_helpers import click, key, steps
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m, animation="normal")
    try:
        s = scene.session
        ready = next(o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready")
        click(app, (ready["rect"][0] + ready["rect"][2] // 2, ready["rect"][1] + ready["rect"][3] // 2))
        settle(app, scene)
        rnd = m.state.round
        before = set(s.view()["hand"])
        drag(app, grab(scene, f"r{rnd}:{sorted(before)[0]}"), target_rect(scene, "spot:3").center)
        assert m.actors[-1] == 0
        drawn_code = next(iter(set(m.state.hands[0]) - before))
        for _ in range(20):
            steps(app, 1)
            assert not any(p.zone == "hand:0" and p.code for p in scene.table.pieces), "the hand showed"
        shown = [(p.zone, p.code) for p in scene.table.pieces if p.code]
        assert ("drawn:0", drawn_code) in shown
        assert all(z.startswith("spot:") or z == "drawn:0" for z, _ in shown), shown
        done = next(b for b in scene.table.buttons if b.id == "glance:done")
        assert s.glancing() and s.curtain is None
        if how == "click":
            click(app, done.rect.center)
        else:
            key(app, pygame.K_RETURN)
        steps(app, 30)
        assert not s.glancing() and s.curtain == 1
        assert not any(p.code for p in scene.table.pieces if p.zone in ("drawn:0", "hand:0"))
    finally:
        close_board(app)
