"""Pass-and-play: a curtain between two humans, and the --layout file never shows another seat's hand."""

import pygame
import pytest

from tests.ui_helpers import board, centre, click, drag, layout, make_app, settle, steps

pytestmark = pytest.mark.ui


def hidden_faces(info, state):
    """Card codes listed in --layout that the seat at the screen may not see."""
    seat = info["seat"]
    visible = set(state.hands[seat]) if seat is not None else set()
    visible |= {h[1] for h in state.history}     # laid cards are public
    bad = []
    for o in info["objects"]:
        if "card" in o and o["card"] not in visible:
            bad.append(o)
        if "card" in o and o.get("zone", "").startswith("hand:") and o["zone"] != f"hand:{seat}":
            bad.append(o)
    return bad


def test_curtain_between_human_turns_and_no_hidden_cards_in_layout(tmp_path):
    path = tmp_path / "layout.json"
    app = make_app(layout_path=str(path))
    scene = board(app, "thegame", ["human:Ann", "human:Bob"], seed=11)
    match = scene.session.match
    steps(app, 3)
    seen = []

    def check():
        app.write_layout(force=True)
        info = layout(path)
        seen.append(info["waiting"])
        assert hidden_faces(info, match.state) == [], info
        return info

    # The first player is asked to take the screen too; behind the curtain no card is listed.
    info = check()
    assert info["waiting"] == "curtain"
    assert [o["kind"] for o in info["objects"] if o["kind"] == "card"] == []
    curtains = 0
    for turn in range(6):
        if match.over:
            break
        info = check()
        assert info["waiting"] == "curtain", info["waiting"]
        curtains += 1
        expected = match.to_move
        ready = next(o for o in info["objects"] if o["id"] == "curtain:ready")
        assert ("Ann" if expected == 0 else "Bob") in ready["label"]
        click(app, centre(ready["rect"]))
        settle(app, scene)
        info = check()
        assert info["waiting"] == "you" and info["seat"] == expected
        hand = [o for o in info["objects"] if o.get("zone") == f"hand:{expected}"]
        assert hand and all("card" in o for o in hand)
        # Play one card by dragging it to a stack it fits, then end the turn.
        card = next(o for o in hand if o["targets"])
        target = next(o for o in info["objects"] if o["id"] == card["targets"][0])
        drag(app, centre(card["rect"]), centre(target["rect"]))
        settle(app, scene)
        info = check()
        if match.over:
            break
        if match.to_move == expected:
            end = next(o for o in info["objects"] if o["id"] == "end_turn")
            assert end["enabled"]
            click(app, centre(end["rect"]))
        settle(app, scene)
    assert curtains >= 2
    app.pop()
    pygame.display.quit()


def test_curtain_hides_the_table_until_clicked():
    app = make_app()
    scene = board(app, "thegame", ["human", "human", "bot:easy"], seed=2)
    steps(app, 3)
    assert scene.session.curtain == 0
    assert scene.table.pieces == []
    # Clicks on the (hidden) table do nothing but the curtain's own button is the way in.
    click(app, (100, 700))
    assert scene.session.curtain == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    steps(app, 2)
    assert scene.session.curtain is None and scene.session.screen_seat == 0
    assert any(p.zone == "hand:0" and p.code for p in scene.table.pieces)
    app.pop()
    pygame.display.quit()
