"""Session 21, Quadruple War for new players.

1. A replay's view switch showed another table at the same move: a move finishing trick 4 showed it on the
   mat ("You take the trick") just after the step and, a moment later in another view, an empty trick 5.
   A replay's position now shows one picture, whatever the eyes, the way it was reached or the time since.
2. No way to look back at the last trick once gathered: L or a click on the mat's "Last trick" corner opens
   it in a panel clear of the trick and your hand (last_trick.py).
"""

import pygame
import pytest

from tests.test_quadwar_s19 import _finished
from tests.ui_helpers import centre, click, close_board, drag, find, grab, key, make_app, settle, step_until, steps


def _mat(scene):
    """What the mat shows: its cards and the trick it names."""
    cards = sorted(p.id for p in scene.table.pieces if p.zone == "trick")
    named = [x.text for x in scene.table.decor if getattr(x, "text", "").startswith("Trick ")]
    return cards, named, scene.staged_caption()


def test_a_replay_move_shows_one_trick_in_every_view_and_at_any_time():
    from quash_table.ui.tables import replay_board
    m = _finished(4)
    finishing = [n for n in range(1, len(m.actions)) if any(
        e["kind"] == "trick_won" for e in m.game.events(m.state_after(n), None))
        and not any(e["kind"] == "hand_scored" for e in m.game.events(m.state_after(n), None))]
    done = finishing[3]
    app = make_app(size=(1024, 640), animation="normal")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        s = scene.session
        s.goto(done - 1)
        steps(app, 5)
        key(app, pygame.K_RIGHT, frames=5)          # the move that finishes the trick, stepped to
        assert s.position == done
        first = _mat(scene)
        assert len(first[0]) == 4 and "the trick" in first[2], first
        steps(app, 240)                             # 4 s: more than the trick's hold and gathering
        assert _mat(scene) == first
        for _ in s.choices:
            key(app, pygame.K_v, frames=3)          # every view, a while apart
            steps(app, 200)
            assert _mat(scene) == first, s.view_label()
        s.goto(done + 3)
        steps(app, 5)
        s.goto(done)                                # jumped to (the slider), not stepped to
        steps(app, 200)
        assert _mat(scene) == first
        key(app, pygame.K_RIGHT, frames=5)          # the next lead: the trick is gathered, one card on the mat
        steps(app, 200)
        assert len(_mat(scene)[0]) == 1
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_last_trick_opens_in_a_panel_clear_of_the_trick_and_your_hand(size):
    """Once a trick is gathered there was no way to see its cards again but a line of card words: L, or a
    click on the mat's "Last trick" corner, opens a panel of the previous trick's cards, each over its
    player's name, clear of the trick on the mat and your hand; L or a click closes it."""
    from tests.test_quadwar_scene import _stacked_table, bid_and_wait_for_the_lead
    app, scene = _stacked_table(size)
    try:
        match = scene.session.match
        bid_and_wait_for_the_lead(app, scene)
        key(app, pygame.K_l, frames=3)              # no trick taken yet: said, no panel
        assert scene._last_box is None and "No trick" in scene.message[0]
        drag(app, grab(scene, "2H"), scene.table.target_by_id["trick"].rect.center)
        step_until(app, lambda: scene.session.my_turn() or len(match.state.trick) > 0, timeout=30)
        settle(app, scene)
        played = match.game.view(match.state, 0)["tricks"][0]
        corner = find(scene.layout_info()["objects"], "last_trick:open")
        click(app, centre(corner["rect"]), frames=3)
        box = scene._last_box
        assert box is not None
        shown = scene._last_plan
        assert [code for _, code, _ in shown["cards"]] == [code for _, code in played["cards"]]
        assert [won for _, _, won in shown["cards"]] == [seat == played["winner"] for seat, _ in played["cards"]]
        assert all(box.contains(r) for r, _, _ in shown["cards"])
        assert [n[0] for n in shown["names"]] == [scene.session.short_name(seat, 0) for seat, _ in played["cards"]]
        assert shown["title"][0].startswith("Trick 1: ")
        app.step(1 / 60)
        surface = pygame.display.get_surface()       # painted: the panel's border is gold
        assert surface.get_at((box.centerx, box.y + 1))[:3] != surface.get_at((box.centerx, box.y - 3))[:3]
        mine = [p.home for p in scene.table.pieces if p.zone == "hand:0"]
        assert not box.colliderect(scene.geometry["mat"])
        assert box.collidelist(mine) == -1 and box.bottom <= scene.geometry["band"].top
        assert not box.colliderect(scene.geometry["pad"])
        assert box.collidelist(list(scene.geometry["plates"].values())) == -1
        key(app, pygame.K_l, frames=3)
        assert scene._last_box is None
        key(app, pygame.K_l, frames=3)
        assert scene._last_box is not None
        click(app, scene._last_box.center, frames=3)     # a click on it puts it away
        assert scene._last_box is None
    finally:
        close_board(app)


def test_the_headers_score_line_keeps_its_place_as_the_status_comes_and_goes(monkeypatch):
    """With Bags at 1024x640 the score line dropped "bags on" for each long status (a told trick) and took it
    back for a short one, its left end jumping with every trick: once given way at a window size, it stays."""
    from tests.ui_helpers import board
    app = make_app(size=(1024, 640))
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"bags": True})
    try:
        settle(app, scene)
        hud_rect = scene.areas()[0]
        long = "Bot 2 plays the 9 of diamonds and Bot 3's A of diamonds wins trick 1 with a long tail"
        places = []
        for status in ["Your turn", long, "Your turn", long, "Bot 3 is thinking\u2026"]:
            monkeypatch.setattr(scene.hud, "status", lambda status=status: status)
            scene.hud.draw(app.screen, hud_rect)
            places.append((scene.hud.shown["score"], scene.hud.shown["score_rect"].x))
        # session 24: chosen for the longest told trick from the first frame, "bags on" kept (it showed until
        # the first told trick)
        assert "bags on" in places[0][0]
        assert len(set(places)) == 1, places             # the line says the same and stays where it is
    finally:
        close_board(app)
