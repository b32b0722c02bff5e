"""Quadruple War, pass-and-play: the header's Undo vanished at the curtain passed after a trick and came back
greyed after Continue, so the buttons beside it shifted (review 57: header buttons must not come and go). It
stays, greyed with its reason, at the curtain too."""

import pytest

from tests.ui_helpers import close_board, open_board, settle


def header(scene):
    return {o["id"]: o for o in scene.layout_info()["objects"] if o["id"].startswith("hud:")}


@pytest.mark.ui
def test_undo_stays_in_the_header_greyed_with_its_reason_at_a_pass_and_play_curtain():
    from quash_table.ui.undo_reasons import UNDO_SHARED
    app, scene = open_board("quadwar", ["human:Ann", "human:Bob"], seed=4, options={"dealer": 1})
    s, m = scene.session, scene.session.match
    try:
        seen_curtain = seen_open = False
        for _ in range(40):
            settle(app, scene)
            got = header(scene)
            assert "hud:undo" in got, (s.curtain, sorted(got))
            assert not got["hud:undo"]["enabled"] and got["hud:undo"]["reason"] == UNDO_SHARED
            if s.curtain is not None:
                seen_curtain = True
                s.lift_curtain()
                continue
            seen_open = True
            if m.over or m.state.hand_no > 1:
                break
            m_legal = m.legal_actions()
            s.play(m_legal[0])
        assert seen_curtain and seen_open
    finally:
        close_board(app)
