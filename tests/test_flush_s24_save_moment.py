"""Session 24 (Flush, new players): after Next at a round's result, Continue, the Load row and the Save dialog
named different moments: the autosave was written by the move that scored round 1 ("round 1 scored") and
not again at Next, a save made after Next said round 2, and Load folded the two as one position (the same
moves), a row saying round 2 whose Continue opened on round 1's result. Next now writes the autosave again
(Match.pass_result, heard by the recorder), and a save at a result not passed is another position than the
same moves after Next (engine/standing.at_result in engine/saves.position_key): one moment for all three."""

import json

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.saves import WRITER, autosave_after_move, load_match, match_to_dict, position_key
from quash_table.paths import autosave_path
from tests.ui_helpers import centre, click, find, key, make_app, steps, step_until

pytestmark = pytest.mark.ui


def _objects(app):
    return app.top.layout_info()["objects"]


def _press(app, wid, frames=3):
    click(app, centre(find(_objects(app), wid)["rect"]), frames=frames)


def _round_one_scored_in_continue(seed=5):
    """A game against two bots whose last move scored round 1, kept in the autosave as that move left it."""
    m = Match("flush", ["human", "bot:normal", "bot:normal"], seed=seed)
    bots = [make_bot("flush", "normal", s, s) for s in range(3)]
    while not any(e["kind"] == "round_scored" for e in m.game.events(m.state, None)):
        s = m.state
        m.play(bots[s.to_move].choose(m.game.view(s, s.to_move), m.legal_actions()))
        autosave_after_move(m)
    WRITER.flush()
    return m


def _header(path):
    return json.loads(path.read_text())["standing"]["progress"]


def test_after_next_continue_the_load_row_and_the_save_name_one_moment():
    _round_one_scored_in_continue()
    assert _header(autosave_path()) == ["round", 1, "result"]
    app = make_app(round_pause=True)
    try:
        app.nav.main_menu()
        steps(app, 3)
        _press(app, "continue", frames=10)
        s = app.top.session
        step_until(app, lambda: s.showing_result(), timeout=10)
        # saved at the result: its row says round 1 scored (session 33's words; "round 1's result" before)
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top.name == "pause"
        _press(app, "save")
        at_result = " ".join(app.top.saved_lines())
        assert "round 1 scored" in at_result, at_result
        _press(app, "resume")
        key(app, pygame.K_n, frames=10)                 # Next: round 2
        step_until(app, lambda: not s.showing_result(), timeout=10)
        WRITER.flush()
        # Continue holds round 2 now, and opens there
        assert _header(autosave_path()) == ["round", 2], _header(autosave_path())
        assert not load_match(autosave_path()).result_unseen
        # a save now is a save of round 2, not "Already saved" as round 1's result
        key(app, pygame.K_ESCAPE, frames=3)
        _press(app, "save")
        after = app.top.note + " " + " ".join(app.top.saved_lines())
        assert after.startswith("Saved.") and "round 2" in after and "scored" not in after, after
        WRITER.flush()
        assert position_key(json.loads(autosave_path().read_text())) == position_key(match_to_dict(s.match))
    finally:
        pygame.display.quit()


def test_a_save_at_a_result_and_one_after_next_are_two_positions():
    m = _round_one_scored_in_continue()
    at_result = match_to_dict(m)
    m.pass_result(len(m.actions))
    after_next = match_to_dict(m)
    assert at_result["actions"] == after_next["actions"]
    assert at_result["standing"]["progress"] == ["round", 1, "result"]
    assert after_next["standing"]["progress"] == ["round", 2]
    assert position_key(at_result) != position_key(after_next)
