"""Pass-and-play: a curtain between two humans, and the --layout file never shows another seat's hand."""

import pygame
import pytest

from tests.ui_helpers import board, centre, click, drag, layout, make_app, settle, step_until, steps

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
        # the table stays a moment on the move that ended the turn (everybody's view: no hand), then the curtain
        step_until(app, lambda: scene.session.curtain is not None, timeout=10)
        info = check()
        assert info["waiting"] == "curtain", info["waiting"]
        curtains += 1
        expected = match.to_move
        ready = next(o for o in info["objects"] if o["id"] == "curtain:ready")
        assert ("Ann" if expected == 0 else "Bob") in ready["label"]
        settle(app, scene)                  # the curtain takes no click in its first moment (CURTAIN_GUARD)
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
    steps(app, 95)                          # the curtain takes no key in its first 1.5 s (CURTAIN_KEY_GUARD)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    steps(app, 2)
    assert scene.session.curtain is None and scene.session.screen_seat == 0
    assert any(p.zone == "hand:0" and p.code for p in scene.table.pieces)
    app.pop()
    pygame.display.quit()


@pytest.mark.parametrize("gid", ["numberquash", "quash"])
def test_an_open_table_turns_to_the_next_player_without_a_curtain(gid):
    # Nothing on a NumberQuash table is hidden from anyone, so passing the screen needs no curtain: the
    # board simply turns to the player to move. A game with hands (QUASH) keeps its curtain.
    import random
    from quash_table.ui.session import MatchSession
    from quash_table.engine.match import Match
    m = Match(gid, ["human:Ann", "human:Bob"], seed=3)
    s = MatchSession(m, autosave=False)
    open_table = m.game.open_table
    assert open_table == (gid == "numberquash")
    assert (s.curtain is None) == open_table
    s.lift_curtain()
    rng = random.Random(1)
    turned = 0
    for _ in range(60):
        if m.over:
            break
        first = m.to_move
        s.play(rng.choice(m.legal_actions()))
        s.update(0.0, settled=True)
        while s.director.busy():      # what the move caused is told first: the person skips, or presses Next
            s.director.next() or s.director.skip()
            s.update(0.0, settled=True)
        while s.glancing():           # the mover's look at the card they drew (QUASH), then the curtain
            s.update(0.5, settled=True)
        s.update(0.0, settled=True)   # the table's next frame (after a deal the table made by itself)
        if m.to_move is not None and m.to_move != first:
            turned += 1
            assert (s.curtain is None) == open_table
            if open_table:
                assert s.screen_seat == m.to_move and s.my_turn()
        s.lift_curtain()              # (the round's first player after QUASH's own deal may be the last mover)
    assert turned >= 2
    s.close()


def test_no_curtain_for_a_person_while_a_bot_opens_the_game():
    # Flush with a bot first (seed 2: the bot opens): "Pass to Ann" came at once; lifted, it showed nothing
    # for Ann to do and went on to "Pass to Bob" (rv10c-28, 29)
    app = make_app()
    scene = board(app, "flush", ["bot:easy", "human:Ann", "human:Bob"], seed=2)
    s, m = scene.session, scene.session.match
    steps(app, 3)
    assert m.to_move == 0 and s.curtain is None and s.screen_seat is None     # the spectator view, no curtain
    for _ in range(600):                            # the bot plays; the first curtain is for who moves next
        steps(app, 1)
        if s.curtain is not None:
            break
    assert s.curtain is not None and s.curtain == m.to_move and m.is_human(m.to_move)
    settle(app, scene)                      # the curtain takes no key in its first moment (CURTAIN_GUARD)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    steps(app, 2)
    settle(app, scene)
    assert s.screen_seat == m.to_move and s.my_turn()
    app.pop()
    pygame.display.quit()


def test_the_header_says_what_another_person_does_next_bid_or_play():
    """A reviewer read "Ann to play" while Ann was to bid: the header's verb comes from the moves open."""
    app = make_app()
    # deal 1, the deal this was written with: seed 3 has a person bid first
    scene = board(app, "quadwar", ["human:Ann", "human:Bob", "bot:easy", "bot:easy"], seed=3, options={"deal": 1})
    try:
        s = scene.session
        m = s.match
        assert all(a["type"] == "bid" for a in m.legal_actions()) and m.is_human(m.to_move)
        s.curtain = None
        s.screen_seat = 1 - m.to_move      # the other person's screen (as when Next is pressed for all)
        assert scene.hud.status() == f"{s.name(m.to_move)} to bid"
    finally:
        app.pop()
