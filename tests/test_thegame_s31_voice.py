"""The Game, session 31: one voice for what seats said. The signals panel said "You have signalled this turn"
beside the caption "Ann said “Leave ▲ alone”" after Ann's hand in pass-and-play (where the screen calls nobody
"you"), and with one bot "you said “…”". Every seat's words now come in one form, yours too, "You said: “…”",
"Ann said: “…”" (requests.said_line; the curtain's "Bob said: “…”" the same), and the panel says only that
the turn's one signal is given. Session 32's review: a request of yours showed twice, "You said: “Leave ▲
alone”" after your hand and "You asked: leave ▲ alone" on the ▲ stack's tag; it is said on the tag only, as a
team-mate's is (a statement of your hand, which has no tag, keeps the caption)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.requests import said_line


def test_said_line_is_one_form_for_you_and_others():
    assert said_line("You", "Leave \u25b2 alone") == "You said: \u201cLeave \u25b2 alone\u201d"
    assert said_line("Player 1", "I have a low red card") == "Player 1 said: \u201cI have a low red card\u201d"


@pytest.mark.ui
@pytest.mark.parametrize("seats, who", [(["human:Ann", "human:Bob", "bot:normal"], "Ann"),
                                        (["human:Ann", "bot:normal"], "You")])
def test_after_a_signal_the_hand_and_the_panel_speak_in_one_voice(seats, who):
    from quash_table.ui.widgets import Label
    from tests.ui_helpers import close_board, match_board
    m = Match("thegame", seats, seed=4)
    m.play({"type": "signal", "text": {"stack": "up", "ask": "leave"}})
    app, scene = match_board(m, size=(1280, 800))
    try:
        if scene.session.curtain is not None:
            scene.session.lift_curtain()
        for _ in range(3):
            app.step(1 / 60)
        texts = [d.text for d in scene.table.decor if isinstance(d, Label)]
        assert f"{who} asked: leave \u25b2 alone" in texts, texts        # the ▲ stack's tag
        assert not any("Leave \u25b2 alone" in t for t in texts), texts  # and nowhere else
        assert "Signal given (one per turn)." in texts, texts
        assert not any("signalled" in t or t.startswith("you said") for t in texts), texts
    finally:
        close_board(app)
