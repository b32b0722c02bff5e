"""Session 32, The Game (session-31 review): a team-mate's request came in four forms at once, a bare quote under
"Bot 2", the stack's tag "Bot 2: leave ▲ alone", a button in the same words in your signals panel, and the
log's "Bot 2 says". Now a request about a stack is said on that stack's tag (and once in the log); the panel
does not offer the same request again; what a seat said that has no stack's tag (what it holds, "I can turn ▼
back") stands under its plate in the one form of what a seat said, "Bot 2 said: “…”"."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.widgets import Label
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def bot_said(text):
    """You and Bot 2, seed 5: you lay a card and end your turn; Bot 2 lays one, says `text`, and ends; your turn."""
    m = Match("thegame", ["human", "bot:normal"], seed=5)
    for _seat in range(2):
        m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
        if m.to_move == 1 and text is not None:
            m.play({"type": "signal", "text": text})
        m.play({"type": "end_turn"})
    assert m.to_move == 0 and not m.over
    return m


def labels(scene):
    return [d.text for d in scene.table.decor if isinstance(d, Label)]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_team_mates_request_is_said_on_its_stacks_tag_alone(size):
    m = bot_said({"stack": "up", "ask": "leave"})
    app, scene = match_board(m, size=size)
    try:
        said = [t for t in labels(scene) if "alone" in t]
        assert said == ["Bot 2: leave \u25b2 alone"], said          # the tag; no quote under the plate
        buttons = {o["id"] for o in scene.layout_info()["objects"] if o["id"].startswith("signal:")}
        assert "signal:up:leave" not in buttons, buttons            # not offered again in its words
        assert {"signal:up:play", "signal:down:leave", "signal:down:play"} <= buttons, buttons
    finally:
        close_board(app)


def test_what_a_team_mate_holds_stands_under_its_plate_in_the_one_form():
    m = Match("thegame", ["human", "bot:normal"], seed=5)
    m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
    m.play({"type": "end_turn"})
    m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
    held = next(t for t in m.game.truthful_signals(m.state, 1) if "colour" in t)
    m.play({"type": "signal", "text": held})
    m.play({"type": "end_turn"})
    app, scene = match_board(m, size=(1024, 640))
    try:
        from quash_table.games.thegame.rules import signal_words
        texts = labels(scene)
        assert f"Bot 2 said: \u201c{signal_words(held)}\u201d" in texts, texts
        assert not any(t.startswith("\u201c") for t in texts), texts        # no bare quote
    finally:
        close_board(app)
