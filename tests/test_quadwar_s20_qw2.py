"""Quadruple War after session 20's new player (qw2): the Undo grace after a Load counted in the person's
seconds from the first frame they can see; where a save stands in Load; the autosave's notice at once,
clear of the table; the normal bot's bid."""

import random

import pygame
import pytest


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def after_your_card():
    """A match whose last move is your card in the middle of a hand, a bot to move next: Undo can take it
    back, so that bot waits the Undo grace."""
    from quash_table.engine.match import Match
    rng = random.Random(5)
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], 3, {"dealer": 0})
    while not (m.actors and m.actors[-1] == 0 and m.state.phase == 1 and m.state.trick):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_undo_grace_after_a_load_starts_at_the_first_frame_the_player_sees():
    """A loaded board's first frame counted the Load's own seconds (each frame up to 0.1 s, or a slow
    one whole) towards the 2.5 s the next bot waits for an Undo: the grace could be gone before the table
    showed. It counts from the first frame drawn, in wall seconds."""
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import match_board
    m = after_your_card()
    moves = len(m.actions)
    app, scene = match_board(m, settled=False, animation="normal")
    s = scene.session
    try:
        grace = settings_mod.undo_grace(s.settings)
        assert s.waiting_for_undo() and grace > 1
        app.step(grace + 1.0)             # the first frame: its seconds are the Load's, unseen
        assert len(m.actions) == moves and s.undo_window() == pytest.approx(1.0)
        app.step(0.05)
        app.step(0.05)
        assert len(m.actions) == moves and 0 < s.undo_window() < 1
        # the wall's seconds, not the capped frame time: slow frames of a loaded machine count whole
        waited = 0.1
        while len(m.actions) == moves and waited < grace + 1.5:
            s.update(0.1, settled=True, wall=1.0)
            waited += 1.0
        assert len(m.actions) > moves and waited <= grace + 1.0, waited
    finally:
        close(app)


def saves_of_one_hand():
    """Saves of one game by the normal bots: the hand's bidding, trick 5 and trick 10 of hand 2 (your turn
    each time), with Bags: [(path, the match's scores)]."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=3, options={"bags": True})
    bots = [make_bot("quadwar", "normal", i, 1) for i in range(4)]
    saves_dir().mkdir(parents=True, exist_ok=True)
    out = []
    for name, tricks in (("bidding", None), ("trick5", 4), ("trick10", 9)):
        while not (m.state.hand_no == 2 and m.to_move == 0
                   and (m.state.phase == 0 if tricks is None else len(m.state.tricks) == tricks)):
            seat = m.to_move
            m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
        out.append((save_match(m, saves_dir() / f"qw2-s20-{name}.json"), list(m.game.result(m.state)["scores"])))
    return out


def test_two_saves_of_one_hand_say_where_each_stands():
    """Two saves of one hand read alike in Load ("hand 2, your turn"): each says the bidding or the trick
    being played, of the hand's 13."""
    from quash_table.ui.save_list import describe_save
    (bid, _), (t5, _), (t10, _) = saves_of_one_hand()
    rows = [describe_save(p)[0] for p in (bid, t5, t10)]
    assert "hand 2, your turn to bid \u00b7" in rows[0], rows[0]
    assert "hand 2, trick 5, your turn \u00b7" in rows[1], rows[1]
    assert "hand 2, trick 10, your turn \u00b7" in rows[2], rows[2]
    assert len({r.rsplit(" \u00b7 ", 1)[0] for r in rows}) == 3


def test_a_standing_from_a_file_with_a_stage_no_person_can_read_is_refused():
    from quash_table.engine.standing import check_standing
    st = {"progress": ["hand", 2], "to_move": 0, "verb": "play", "scores": [0, 0, 0, 0], "winners": []}
    assert check_standing(dict(st, stage=["trick", 5, 13]), 4) == ""
    assert check_standing(dict(st, stage=["bidding"]), 4) == ""
    assert check_standing(dict(st, stage=["trick", 14, 13]), 4)
    assert check_standing(dict(st, stage="trick 5"), 4)


@pytest.mark.ui
def test_the_kept_in_load_notice_shows_at_once_in_the_log_not_at_your_next_turn():
    """"Your unfinished ... game is kept in Load" waited for your next turn and came over the table at
    Quadruple War's first lead, where you were about to act (session 20): alone against bots it shows as
    soon as the save is written, while the bots still bid, at the move log's foot."""
    from quash_table.engine.match import Match
    from quash_table.engine.saves import write_autosave
    from tests.ui_helpers import board, close_board, key, make_app, settle, step_until, steps
    other = Match("quash", ["human", "bot:random"], seed=4)
    other.play(other.legal_actions()[0])
    write_autosave(other)                     # Continue holds another unfinished game
    app = make_app()
    scene = board(app, "quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=3,
                  options={"dealer": 3})      # you bid first
    s = scene.session
    try:
        settle(app, scene)
        assert s.my_turn() and s.match.state.phase == 0 and scene.message is None
        key(app, pygame.K_3)                  # your bid: the autosave is written, the other game kept
        assert len(s.match.actions) == 1 and not s.my_turn()
        step_until(app, lambda: scene.message is not None or s.my_turn(), timeout=20)
        assert scene.message is not None and "kept in Load" in scene.message[0], scene.message
        assert not s.my_turn() and s.match.state.phase == 0      # the bots still bid: not at your turn
        assert scene.painter.news_in_log()
        _, table, log = scene.areas()
        assert log.contains(scene.painter.message_rect())
        moves = len(s.match.actions)          # it keeps its time: the next bot's bid does not take it away
        step_until(app, lambda: len(s.match.actions) > moves, timeout=20)
        steps(app, 2)
        assert scene.message is not None and "kept in Load" in scene.message[0]
    finally:
        close_board(app)
