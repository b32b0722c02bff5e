"""Session 28 (QUASH's board, new players): what still bothered them at 4 players and at 1024x640."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui


def _lit(scene):
    """The seat whose plate the table drew lit as the one to move (the layout file's account), or None."""
    lit = [q["seat"] for side in scene.layout_info()["sides"] for q in side["seats"] if q.get("to_move")]
    assert len(lit) <= 1
    return lit[0] if lit else None


@pytest.mark.parametrize("seed", [3, 8])
def test_four_players_the_lit_plate_is_the_seat_the_header_names(seed):
    """At 4 players the header said "Bot 3 is thinking…" while Bot 4's plate was already lit as the seat to
    move: the plate read the match's next seat while the header kept the mover of the move still gliding."""
    app = make_app(animation="normal")
    scene = board(app, "quash", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=seed,
                  options={"dealer": 3})
    try:
        settle(app, scene, timeout=30)
        s = scene.session
        assert s.my_turn()
        s.play(s.screen_legal()[0])
        named = set()
        for _ in range(60 * 20):
            app.step(1 / 60)
            status = scene.hud.status()
            lit = _lit(scene)
            if status.startswith("Your turn"):
                assert lit == s.screen_seat, "the header says your turn, your plate is not lit"
                break
            for q in (1, 2, 3):
                if status.startswith(s.name(q)) and ("thinking" in status or "plays soon" in status):
                    named.add(q)
                    assert lit == q, f"{status!r} while seat {lit}'s plate is lit"
                    d = s.director
                    assert d.shown() == 0 or s.match.actors[d.shown() - 1] != q, "the log already has its move"
        assert named == {1, 2, 3}
    finally:
        close_board(app)


def _basic_gap():
    """Basic, 2 players: your 2♣ and 4♣ on spot 1 (a triple, its middle slot open), your turn."""
    from quash_table.engine.match import Match
    from tests.test_quash_rules import BLACK, RED, stacked_2p_basic
    red = ["2C 4C 3C"] + RED[1:]
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1}, stacked=stacked_2p_basic(red, BLACK))
    for act in ({"card": "2C", "spot": 1}, {"card": "7H", "spot": 1}, {"card": "4C", "spot": 1}):
        m.play(dict(act, type="play"))
    return m


def _open_slot(scene, k):
    g = scene._deco["g"]
    slots = g["slots"]["bottom"][k]
    return next(r for r in scene._gaps if slots[0].x < r.centerx < slots[2].right
                and g["badge_rows"]["bottom"].colliderect(r))


def _far(a, b):
    return sum((x - y) ** 2 for x, y in zip(a[:3], b[:3]))


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_gaps_open_slot_is_a_card_wide_target_lit_for_a_card_that_fits(size, variant):
    """A gap's open slot (5 and 7 on a triple) was a dashed box of about 21x16 px at 1280x800 (16x12 at
    1024x640) in the spot's badge row: hard to see and to drop on. It is now a card's width over the middle
    slot, from the spot numbers' band down to the cards (over no card), filled in the held card's light when
    it fits there, and a drop anywhere on it lays the card on that spot, in either game."""
    import pygame
    from quash_table.ui import theme
    from quash_table.games.quash.spot_cards import placed
    from tests.test_quash_board27 import _with_a_gap
    from tests.ui_helpers import click, drag, grab, match_board, steps
    m = _basic_gap() if variant == "basic" else _with_a_gap(2)
    app, scene = match_board(m, size=size)
    try:
        side = m.game.view(m.state, 0)["side"]
        k = next(k for k in range(9) if [s for _, s in placed(m.state.board[side][k], k)] == [0, 2])
        g = scene._deco["g"]
        box = _open_slot(scene, k)
        cw = g["card"][0]
        assert box.w >= cw and box.h >= scene.metrics.px(20), box
        cards = [p.rect for p in scene.table.pieces if p.zone.startswith("spot:")]
        assert not any(box.colliderect(c) for c in cards)
        # the fill, off the rank the slot now names in its middle (session 30: "6 here")
        fill = (box.x + scene.metrics.px(4), box.y + scene.metrics.px(4))
        idle = app.screen.get_at(fill)
        fits = None
        for p in [p for p in scene.table.pieces if p.zone == "hand:0"]:
            click(app, grab(scene, p.id))
            steps(app, 2)
            if f"spot:{k + 1}" in scene.drag.legal_targets(p):
                fits = p
                break
            click(app, grab(scene, p.id))
        assert fits is not None
        lit = app.screen.get_at(fill)
        assert min(_far(lit, theme.LEGAL), _far(lit, theme.WARN)) < _far(idle, theme.LEGAL) - 2000, (idle, lit)
        click(app, grab(scene, fits.id))       # put down again
        steps(app, 2)
        n = len(m.actions)
        end = (box.x + scene.metrics.px(6), box.bottom - scene.metrics.px(4))
        drag(app, grab(scene, fits.id), end)
        steps(app, 30)
        code = fits.id.split(":")[1]
        asked = scene._modal is not None and scene.composer.confirm["action"]["spot"] == k + 1
        assert asked or (len(m.actions) > n and m.actions[n]["spot"] == k + 1
                                    and m.actions[n]["card"] == code), (m.actions[n:], scene.message)
        pygame.mouse.set_pos((2, 2))
        steps(app, 2)
    finally:
        close_board(app)


def _turn_after(seats, seed, variant="basic"):
    import random
    from quash_table.engine.match import Match
    m = Match("quash", ["human"] + ["bot:easy"] * (seats - 1), seed, {"variant": variant})
    rng = random.Random(seed)
    plays = rng.randrange(0, 8)
    while not (m.to_move == 0 and len(m.state.history) >= plays and m.state.phase == "play"):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed, card, spot", [(2, "2H", 1), (2, "2H", 2), (4, "2D", 2), (1, "2H", 2)])
def test_the_hint_arrow_keeps_off_start_finish_and_the_marker(seed, card, spot):
    """At 1024x640 (2 players) the hint arrow from a card at the left of your hand to spot 1 or 2 ran across
    the START box with its marker: START and the marker were words it did not know of (drawn by the board
    itself). It now goes round them, as round any words. (RED's badge beside them it still may cross, a
    panel at a cost, as a plate: as a wall it pushed the arrow onto "You" at 4 players.)"""
    from quash_table.games.quash.art import track_layout
    from tests.ui_helpers import match_board, steps
    m = _turn_after(2, seed)
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.hints.display({"type": "play", "card": card, "spot": spot}, "test")
        steps(app, 3)
        parts = scene.hints.arrow_parts()
        assert parts and scene.table.target_by_id[f"spot:{spot}"].rect.collidepoint(parts[-1][1])
        g = scene._deco["g"]
        keep = []
        for where in ("top", "bottom"):
            lay = track_layout(scene.metrics, g["track"][where], m.state.target)
            keep += [lay["start"], lay["finish"]]
        for u, v in parts:
            assert not any(r.clipline(u, v) for r in keep), ((u, v), keep)
    finally:
        close_board(app)
