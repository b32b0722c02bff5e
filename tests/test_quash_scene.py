"""The QUASH board driven by real pygame mouse and keyboard events (headless, dummy video driver)."""

import pygame
import pytest

from quash_table.games.quash.scene import score_steps
from tests.ui_helpers import (board, button, click, close_board, drag, grab, key, make_app, open_board, settle, steps,
                              target_rect)

pytestmark = pytest.mark.ui

# Two seats, BLACK (seat 1) deals, so you (RED, seat 0) play first. Cards are dealt one at a time from the
# dealer's left: you get 2H and KS first, BLACK 3C and 4C; the rest of the deck is shuffled in.
STACKED = ["2H", "3C", "KS", "4C"]


@pytest.fixture
def table():
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1}, stacked=STACKED)
    yield app, scene
    close_board(app)


target = target_rect


def test_a_card_dragged_onto_a_spot_is_played(table):
    app, scene = table
    match = scene.session.match
    assert match.to_move == 0 and not match.actions
    rnd = match.state.round
    # every spot of your side lights for the card you hold
    info = scene.layout_info()
    card = next(o for o in info["objects"] if o["id"] == f"r{rnd}:2H")
    assert card["zone"] == "hand:0" and sorted(card["targets"]) == sorted(f"spot:{k}" for k in range(1, 10))
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    assert match.actions[0] == {"type": "play", "card": "2H", "spot": 2}
    settle(app, scene)
    assert scene.table.piece_by_id[f"r{rnd}:2H"].zone == "spot:RED:2"


def test_a_failing_placement_asks_first(table):
    app, scene = table
    match = scene.session.match
    rnd = match.state.round
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    settle(app, scene)                                   # the bot answers
    assert match.to_move == 0 and len(match.actions) == 2
    # K of spades onto 2 of hearts on a double can never be proper: the board asks, the rules wait
    drag(app, grab(scene, f"r{rnd}:KS"), target(scene, "spot:2").center)
    steps(app, 2)
    assert len(match.actions) == 2
    ids = {b.id for b in scene.table.buttons}
    assert {"confirm:play", "confirm:cancel"} <= ids
    assert "FAILED SEQUENCE" in scene._modal["lines"][0] or any("FAILED" in line for line in scene._modal["lines"])
    before = match.state
    click(app, button(scene, "confirm:cancel").rect.center)
    assert len(match.actions) == 2 and match.state is before
    assert "confirm:play" not in {b.id for b in scene.table.buttons}
    # again, and this time play it anyway
    settle(app, scene)
    drag(app, grab(scene, f"r{rnd}:KS"), target(scene, "spot:2").center)
    steps(app, 2)
    click(app, button(scene, "confirm:play").rect.center)
    assert match.actions[2] == {"type": "play", "card": "KS", "spot": 2}
    assert "confirm:play" not in {b.id for b in scene.table.buttons}


def test_the_keyboard_confirms_too(table):
    app, scene = table
    match = scene.session.match
    rnd = match.state.round
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    settle(app, scene)
    pid = f"r{rnd}:KS"
    movable = [p.id for p in scene.drag.movable()]
    for _ in range(movable.index(pid) + 1):
        key(app, pygame.K_TAB)
    assert scene.drag.selected == pid
    key(app, pygame.K_2)                                  # spot 2
    key(app, pygame.K_RETURN)
    assert len(match.actions) == 2 and scene._confirm is not None
    key(app, pygame.K_ESCAPE)                             # cancel
    assert scene._confirm is None and len(match.actions) == 2


def _hands_hidden(scene, seat):
    for o in scene.layout_info()["objects"]:
        zone = o.get("zone", "")
        if zone.startswith("hand:") and zone != f"hand:{seat}":
            assert "card" not in o, o


@pytest.mark.parametrize("seats", [2, 4])
def test_the_layout_never_shows_another_hand(seats):
    app = make_app(animation="instant")
    names = ["human"] + ["bot:easy"] * (seats - 1)
    scene = board(app, "quash", names, seed=11)
    match = scene.session.match
    seen = 0
    for _ in range(80):
        settle(app, scene, timeout=20)
        _hands_hidden(scene, 0)
        objs = scene.layout_info()["objects"]
        partner = [o for o in objs if o.get("zone") == "hand:2"]
        if seats == 4:
            assert all("card" not in o for o in partner)
        seen += 1
        if match.over or match.state.round > 1:
            break
        legal = match.legal_actions()
        if match.to_move != 0 or not legal:
            continue
        scene.act(legal[0])
    assert seen > 5 and (match.over or match.state.round > 1)   # through a whole round and its scoring
    app.pop()
    pygame.display.quit()


def test_scoring_steps_move_one_point_at_a_time():
    events = [{"type": "spot", "points": [1, 0], "scores": [1, 0]},
              {"type": "spot", "points": [1, 0], "scores": [2, 0]},
              {"type": "failed_bonus", "points": [1, 0], "scores": [3, 0]},
              {"type": "quash", "points": [2, 0], "scores": [5, 0]},
              {"type": "spot", "points": [1, 1], "scores": [6, 1]},
              {"type": "round_end", "scores": [6, 1]}]
    base, st = score_steps(events, [6, 1])
    assert base == [0, 0]
    assert [s["scores"] for s in st] == [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 1], [6, 1]]
