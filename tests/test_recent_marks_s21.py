"""Session 21: after the other seats' moves, what each changed carries a quiet mark on the table until the
person at the screen acts again, on every board (the kit's ui/recent_marks.py, read from the moves and the
rules' events; each board maps a move to what it drew)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui import recent_marks
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _at_your_turn(game_id, seats, seed, turns=1, options=None):
    """A match with random moves up to seat 0's `turns`-th turn after the other seats have moved."""
    m = Match(game_id, ["human"] + ["bot:random"] * (seats - 1), seed, options or {})
    rng = random.Random(seed)
    while not m.over:
        if m.to_move == 0 and m.actors and m.actors[-1] != 0:
            turns -= 1
            if turns <= 0:
                return m
        m.play(rng.choice(m.legal_actions()))
    return None


def _find(game_id, seats, want, turns=1):
    for seed in range(1, 40):
        m = _at_your_turn(game_id, seats, seed, turns)
        if m is not None and want(m):
            return m
    raise AssertionError("no such game found")


def _others_moves(m):
    return recent_marks.others_moves(m, 0)


def _mark_rects(scene):
    return {d["id"]: d["rect"] for d in scene.layout_info()["marks"]}


def _contains(frame, rect):
    import pygame
    return pygame.Rect(frame).contains(pygame.Rect(rect))


def test_thegame_each_card_another_player_laid_is_marked_on_its_stack_until_you_play():
    m = _find("thegame", 4, lambda m: any(a["type"] == "play" for _, a, _ in _others_moves(m)))
    laid = [a["card"] for _, a, _ in _others_moves(m) if a["type"] == "play"]
    app, scene = match_board(m)
    try:
        marks = _mark_rects(scene)
        tops = {p.id for p in scene.table.pieces if p.zone.startswith("stack:")
                and not recent_marks.hidden_under(scene.table, p)}
        shown = [c for c in laid if c in tops]
        assert shown and set(marks) == set(shown), (marks, laid)
        for card in shown:
            assert _contains(marks[card], scene.table.piece_by_id[card].home)
        # a card covered in the same turn is said on the tag of the card over it (session 23)
        assert all(d["word"] == "new" or "under it: " in d["word"]
                   for d in scene.layout_info()["marks"])
        # your play takes every mark away
        play = next(a for a in m.legal_actions() if a["type"] == "play")
        scene.act(play)
        assert scene.layout_info()["marks"] == []
    finally:
        close_board(app)


def test_quadwar_every_card_laid_to_the_trick_since_yours_is_marked():
    # review 56s: only the last card laid was marked (session 21's rule): every card the others laid since is
    m = _find("quadwar", 4, lambda m: sum(a.get("type") == "play" for _, a, _ in _others_moves(m)) >= 2
              and not any(e["kind"] == "trick_won" for _, _, ev in _others_moves(m) for e in ev), turns=4)
    laid = [a["card"] for _, a, _ in _others_moves(m) if a["type"] == "play"]
    app, scene = match_board(m)
    try:
        marks = _mark_rects(scene)
        assert sorted(marks) == sorted(laid)
        for card in laid:
            assert scene.table.piece_by_id[card].zone == "trick"
            assert _contains(marks[card], scene.table.piece_by_id[card].home)
    finally:
        close_board(app)


def test_flush_the_pile_another_player_played_to_is_marked():
    m = _find("flush", 4, lambda m: any(e["kind"] in ("played", "picked_up") for _, _, ev in _others_moves(m)
                                        for e in ev))
    app, scene = match_board(m)
    try:
        marks = _mark_rects(scene)
        assert list(marks) == ["pile"]
        assert _contains(marks["pile"], scene.table.target_by_id["pile"].rect)
    finally:
        close_board(app)


def test_numberquash_the_cells_the_others_covered_since_your_move_are_ringed():
    # every roll's cells since your last move (session 29: the last roll's alone left a round unread)
    m = _find("numberquash", 4, lambda m: any(e["kind"] == "placed" for _, _, ev in _others_moves(m)
                                              for e in ev), turns=2)
    placed = [e for _, _, ev in _others_moves(m) for e in ev if e["kind"] == "placed"]
    app, scene = match_board(m)
    try:
        marks = _mark_rects(scene)
        want = {"q:%s:%d:%d" % tuple(c) for e in placed for c in e["cells"]} & set(scene.table.piece_by_id)
        assert want and set(marks) >= want
        for pid in want:
            assert _contains(marks[pid], scene.table.piece_by_id[pid].home)
    finally:
        close_board(app)


def test_quash_the_bots_card_is_marked_through_the_kit():
    m = _find("quash", 2, lambda m: True, turns=2)
    card = [a["card"] for _, a, _ in _others_moves(m) if a["type"] == "play"][-1]
    app, scene = match_board(m)
    try:
        pid = f"r{m.state.round}:{card}"
        marks = _mark_rects(scene)
        assert pid in marks and _contains(marks[pid], scene.table.piece_by_id[pid].home)
    finally:
        close_board(app)


def test_no_marks_for_nobody_and_none_from_before_a_new_deal():
    m = _find("quadwar", 4, lambda m: True, turns=3)
    assert recent_marks.others_moves(m, None) == []
    # a move's events worked out once and kept (the board's cache) say the same as worked out afresh
    known = {}
    fresh = recent_marks.others_moves(m, 0)
    assert fresh and recent_marks.others_moves(m, 0, known=known) == fresh
    assert recent_marks.others_moves(m, 0, known=known) == fresh and known
    # the move that ends a hand deals the next: what came before it is not marked
    from quash_table.ui.director import NEXT_ROUND_KINDS
    while not any(e.get("kind") in NEXT_ROUND_KINDS for e in m.game.events(m.state, None)):
        m.play(random.Random(len(m.actions)).choice(m.legal_actions()))
    assert recent_marks.others_moves(m, 0) == [] or m.actors[-1] == 0
    assert recent_marks.chosen([[("a", "new")], [("b", "new"), ("a", "moved")]]) == [("a", "new"), ("b", "new")]
    assert recent_marks.chosen([[("a", "new")], [], [("b", None)], []], latest_only=True) == [("b", None)]
