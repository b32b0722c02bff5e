"""Review 56s of Quadruple War: L pressed while a just-finished trick still lay on the mat said "No trick has been
taken yet this hand" (the plates already counting it, "won 1") or showed the trick before it. L shows the trick
the table counts as taken, from the one source the mat's "Last trick" corner names (last_trick.taken)."""

import pygame
import pytest

from tests.test_quadwar_scene import _stacked_table, bid_and_wait_for_the_lead
from tests.ui_helpers import close_board, drag, grab, key, settle, step_until

pytestmark = pytest.mark.ui


def _landed(scene):
    st = scene._stage
    return st is not None and st["kind"] == "trick" and st.get("landed", True)


def test_l_on_a_finished_trick_still_on_the_mat_shows_that_trick():
    app, scene = _stacked_table((1024, 640))
    try:
        match = scene.session.match
        bid_and_wait_for_the_lead(app, scene)
        drag(app, grab(scene, "2H"), scene.table.target_by_id["trick"].rect.center)     # finishes trick 1
        step_until(app, lambda: _landed(scene), timeout=30)
        key(app, pygame.K_l, frames=3)
        assert "No trick" not in (scene.message or ("",))[0]
        assert scene._last_box is not None
        first = match.game.view(match.state, 0)["tricks"][0]
        shown = scene._last_plan
        assert shown["title"][0].startswith("Trick 1: ")
        assert [code for _, code, _ in shown["cards"]] == [code for _, code in first["cards"]]
        key(app, pygame.K_l, frames=3)
        assert scene._last_box is None
        settle(app, scene)
        # the next trick finished, still on the mat: L shows it, not the one before
        for _ in range(13):
            if match.to_move != 0 or len(match.game.view(match.state, 0)["tricks"]) >= 2:
                break
            card = next(a for a in match.legal_actions() if a["type"] == "play")["card"]
            drag(app, grab(scene, card), scene.table.target_by_id["trick"].rect.center)
            step_until(app, lambda: _landed(scene) or match.to_move == 0, timeout=30)
            if _landed(scene):
                break
            settle(app, scene)
        assert _landed(scene) and len(scene._stage["view"]["tricks"]) == 2, scene._stage
        key(app, pygame.K_l, frames=3)
        assert scene._last_plan["title"][0].startswith("Trick 2: ")
        second = scene._stage["view"]["tricks"][1]
        assert [code for _, code, _ in scene._last_plan["cards"]] == [code for _, code in second["cards"]]
    finally:
        close_board(app)
