"""The Game: the verdict's "The hint had advised what you did (…)" survives Save and Load. The screen's record of the
hints shown was not saved, so after a Load the verdict blamed the player for the move the hint had chosen.
The save now keeps it ("hints"); a save written before (without it) still loads."""

import json

import pygame

from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, match_to_dict, save_match
from quash_table.games.thegame import scene as scene_mod
from tests.ui_helpers import (ask_hint, board, button, centre, click, close_board, drag, make_app, match_board,
                              settle, step_until, target_rect)


def follow_hint(app, scene):
    """Ask for a hint (H) and play it with the mouse; (its log index, the action)."""
    m = scene.session.match
    ask_hint(app, scene)
    h = scene.hints.current
    action, index = h["action"], len(m.actions)
    if action["type"] == "play":
        pid = next(p.id for p in scene.table.pieces if p.key == action["card"])
        drag(app, centre(scene.table.piece_by_id[pid].home), centre(target_rect(scene, h["target"])))
    else:
        click(app, centre(button(scene, h["button"]).rect))
    settle(app, scene)
    assert m.actions[index] == action
    return index, action


def test_the_hint_record_survives_a_save_and_load_and_the_verdict_says_so(monkeypatch, tmp_path):
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    app = make_app()
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        index, action = follow_hint(app, scene)
        assert scene.session.followed_hint(index)
        path = save_match(scene.session.match, tmp_path / "mid.json")
    finally:
        close_board(app)
    assert json.loads(path.read_text())["hints"] == [[index, action]]

    m = load_match(path)
    other = next(a for a in m.legal_actions() if a["type"] != "signal")
    while not m.over:
        m.play(next(a for a in m.legal_actions() if a["type"] != "signal"))

    def analysed(match, seconds=5.0):     # a loss whose last winning line closed at the hinted move
        return {"winnable": True, "outcome": "lost", "broken_asks": [], "asked_leave": False,
                "turning": {"index": index, "seat": 0, "action": action, "instead": other,
                            "choices": 2, "kept": 1}}
    monkeypatch.setattr(scene_mod, "analyze_match", analysed)
    app, scene = match_board(m)
    try:
        assert scene.session.followed_hint(index) and not scene.session.followed_hint(index + 1)
        step_until(app, lambda: scene.summary_notes() != [scene.CHECKING], timeout=10)
        notes = scene.summary_notes()
        # (after the lead, why it was lost, and what would have kept a win open: session 34)
        assert notes[2].startswith("The hint had advised what you did ("), notes
    finally:
        app.pop()
        pygame.display.quit()


def test_a_save_without_hints_loads_and_an_undo_forgets_the_hints_it_took_back(tmp_path):
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=3)
    first = m.legal_actions()[0]
    m.hints[0] = dict(first)
    m.play(first)
    second = m.legal_actions()[0]
    m.hints[1] = dict(second)
    data = match_to_dict(m)
    assert data["hints"] == [[0, first], [1, second]]
    old = dict(data)
    del old["hints"]                       # written by an earlier build
    (tmp_path / "old.json").write_text(json.dumps(old))
    back = load_match(tmp_path / "old.json")
    assert back.actions == [first] and back.hints == {}
    (tmp_path / "new.json").write_text(json.dumps(data))
    assert load_match(tmp_path / "new.json").hints == {0: first, 1: second}
    m.play(second)
    m.undo(1)                              # the position before move 2 is back: its hint still stands
    assert m.hints == {0: first, 1: second}
    m.undo(1)
    assert m.hints == {0: first}
