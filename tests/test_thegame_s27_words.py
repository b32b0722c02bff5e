"""Review 27: "Player 2 plays on the descending stack, which Player 1 asked to be left alone — draws 2 cards"
read as if Player 1 wanted to be left alone, and the draw as part of that line; the stack's tag said "Bot 2:
leave ▲ alone" and, once a card was lifted, "Bot 2 asked to leave this alone"."""

import pytest

from quash_table.games.thegame.requests import leave_alone_warning, stack_tag
from quash_table.games.thegame.rules import GAME
from tests.test_thegame_s13b import asked_match

G5_UP = {"type": "play", "card": "G5", "stack": "up"}
G6_UP = {"type": "play", "card": "G6", "stack": "up"}


def test_the_asked_stack_line_says_who_asked_whom_and_the_draw_is_the_moves():
    match = asked_match()
    match.play(G5_UP)
    match.play(G6_UP)                  # the turn's second card: it draws
    events = GAME.events(match.state, None)
    kinds = [e["kind"] for e in events]
    assert kinds.index("cards_drawn") < kinds.index("left_alone_played"), kinds
    words = GAME.describe_event(next(e for e in events if e["kind"] == "left_alone_played"), 2)
    assert words == "Seat 2 plays on \u25b2, which Seat 1 asked the team to leave alone"
    # the state's own record is as it was (saves replay it): the draw still follows the news there
    caused = [e["kind"] for e in match.state.caused]
    assert caused.index("cards_drawn") > caused.index("left_alone_played"), caused


def test_the_lifted_cards_warning_is_the_tags_wording():
    match = asked_match()
    view = GAME.view(match.state, 1)

    def name(k):
        return f"Seat {k + 1}"
    assert leave_alone_warning(view, "up", name) == stack_tag(view, "up", name) == "Seat 1: leave \u25b2 alone"
    assert leave_alone_warning(view, "up", name, sentence=True) == "Seat 1 asked the team to leave \u25b2 alone"
    assert leave_alone_warning(view, "down", name) is None


@pytest.mark.ui
def test_the_log_says_the_draw_on_the_moves_line():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    match = asked_match()
    match.play(G5_UP)
    match.play(G6_UP)
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        entry = next(text for _, text in scene._log_lines() if "lays green 6" in text)
        first, *own = entry.split("\n")
        assert "drawing 2 cards" in first, entry
        assert own and "which you asked the team to leave alone" in own[0] and "draws" not in own[0], entry
    finally:
        close_board(app)


def _hand_title_x(scene):
    from quash_table.ui.widgets import Label
    return next(d.pos[0] for d in scene.table.decor
                if isinstance(d, Label) and d.text == "Your hand")


@pytest.mark.ui
def test_the_hand_title_stays_put_when_the_hand_is_empty():
    """"Your hand" jumped left once the last card was laid (review 27): it stays where a full hand's row
    starts."""
    from quash_table.engine.match import Match
    from quash_table.games.thegame.analysis import solve
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app, step_until, steps

    xs = []
    for finished in (False, True):
        m = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=4)
        if finished:
            s, line = m.state, []
            assert solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, False, seconds=10, line=line) is True
            for action in line:
                m.play(action)
            assert m.state.hands[0] == []
        app = make_app(size=(1024, 640), animation="instant")
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        try:
            if finished:
                step_until(app, scene.summary_up, timeout=10)
                scene.hide_summary()
            steps(app, 3)
            xs.append(_hand_title_x(scene))
        finally:
            close_board(app)
    assert xs[0] == xs[1], xs
