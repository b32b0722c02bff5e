"""Hints are always legal moves, in every game, and the board shows them: the piece and its target (or
the button) outlined, and the bot's one-line reason."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games import GAME_IDS, get_game
from quash_table.ui import settings as settings_mod
from quash_table.ui.session import MatchSession
from tests.ui_helpers import ask_hint, board, make_app, settle

pytestmark = pytest.mark.ui


def seats_for(gid):
    n = 4 if gid == "quash" else max(2, get_game(gid).min_seats)
    return ["human:Ann"] + ["bot:random"] * (n - 1)


@pytest.mark.parametrize("gid", GAME_IDS)
def test_hints_are_legal_moves_all_game_long(gid, monkeypatch):
    """At many of the human's turns along a random game, the hint is one of the legal actions."""
    # Hints that search (QUASH, The Game) think a tenth of the player's second here: legality, not
    # strength, is what this test looks at.
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.1")
    rng = random.Random(7)
    checked = 0
    for seed in (1, 2):
        match = Match(gid, seats_for(gid), seed=seed)
        # no pauses: nothing waits to be shown between the moves this test makes itself
        session = MatchSession(match, dict(settings_mod.DEFAULTS, animation="instant", bot_pace="instant", round_pause=False),
                               autosave=False)
        try:
            turns = 0
            while not match.over and checked < 12 * seed:
                # a move is shown a frame after it is heard (the director's pace): two settled frames
                session.director.update(0.0, settled=True)
                session.director.update(0.0, settled=True)
                legal = match.legal_actions()
                if session.my_turn():
                    if turns % 3 == 0:
                        action, reason = session.hint()
                        assert action in legal, (gid, action)
                        assert isinstance(reason, str)
                        checked += 1
                    turns += 1
                match.play(rng.choice(legal))
        finally:
            session.close()
    assert checked >= 3, f"{gid}: too few human turns reached"


@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_board_shows_the_hint(gid):
    app = make_app(animation="instant")
    try:
        scene = board(app, gid, seats_for(gid), seed=3)
        settle(app, scene)
        s = scene.session
        rng = random.Random(5)
        while not s.my_turn():       # NumberQuash and others may open with the bots
            if s.curtain is not None:
                s.lift_curtain()
            settle(app, scene)
            if not s.my_turn() and not s.match.over and not s.is_bot(s.match.to_move):
                s.play(rng.choice(s.match.legal_actions()))
        ask_hint(app, scene)
        info = scene.layout_info()
        hint = next(o for o in info["objects"] if o["kind"] == "hint")
        legal = s.match.legal_actions()
        assert hint["action"] in legal
        assert hint["text"].startswith("Hint: ")
        composer = scene.composer
        assert composer is not None            # every board builds its moves through a composer
        if hint["piece"] is not None:
            # The outlined piece and target are the composer's first step of that move.
            piece = scene.table.piece_by_id[hint["piece"]]
            assert hint["target"] in scene.table.target_by_id
            tkey = scene.table.target_by_id[hint["target"]].key
            assert composer.next_step(hint["action"]) == ("drop", piece.key, tkey)
        if hint["button"] is not None:
            b = next(b for b in scene.table.buttons if b.id == hint["button"])
            assert b.press is not None and b.enabled
            assert composer.next_step(hint["action"]) == ("press", b.press)
        for mark in hint["marks"]:
            assert (mark in scene.table.piece_by_id or mark in scene.table.target_by_id
                    or any(b.id == mark for b in scene.table.buttons))
        # The hint goes with the position: once a move is made it is gone.
        s.play(hint["action"])
        settle(app, scene)
        assert not any(o["kind"] == "hint" for o in scene.layout_info()["objects"])
    finally:
        pygame.display.quit()
