"""Session 26: Quadruple War's header on a hand's result says the whole score line where it fits (it planned
for a told trick that is not there while a result waits for Next)."""

import random

import pytest

from tests.ui_helpers import close_board, match_board, step_until, steps


def _before_the_last_card(seats, seed=7):
    """Hand 1 of a game to 500 with bags, played at random until one card is left: the table plays it by
    itself, and the hand's result follows."""
    from quash_table.engine.match import Match
    m = Match("quadwar", seats, seed, {"target": 500, "bags": True})
    rng = random.Random(seed)
    while not (m.game.view(m.state, 0)["phase"] == "play" and sum(m.game.view(m.state, 0)["hand_counts"]) == 1):
        m.play(rng.choice(m.legal_actions()))
    return m


def _at_the_result(seats, seed=7):
    """Hand 1 just scored, its result not yet passed (as a save made there opens)."""
    m = _before_the_last_card(seats, seed)
    while not any(e.get("kind") == "hand_scored" for e in m.state.caused or ()):
        m.play(m.legal_actions()[0])
    m.result_unseen = True
    return m


def _result_header(m, size):
    app, scene = match_board(m, size=size, round_pause=True, settled=False)
    s = scene.session
    try:
        step_until(app, lambda: s.showing_result() and s.director.started, timeout=60)
        steps(app, 3)
        return dict(scene.hud.shown), [b.id for b in scene.hud.buttons]
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_pass_and_play_result_header_says_the_whole_score_line(size):
    """At 1280x800 in pass-and-play the result's header read "H1 · 500 · bags" beside "Hand 1 is over — Next
    (Enter)", with room for "Hand 1 · game to 500 · bags on": the score line's form was chosen for the longest
    told trick, which a result waiting for Next never shows."""
    shown, ids = _result_header(_before_the_last_card(["human"] * 4), size)
    assert "director:next" in ids, ids
    assert shown["status"].startswith("Hand 1 is over"), shown
    assert "game to 500" in shown["score"] and "bags on" in shown["score"], shown
    assert shown["status_lines"] == 1, shown


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_result_header_beside_let_the_bots_finish_keeps_bags_on(size):
    """Alone against bots Let the bots finish and Next share the header with the result: the "— Next (Enter)"
    the Next button says gives way before the score line does ("H1 · 500 · bags" at 1280x800 with room for
    more). Since session 27 the game's title stays as in pass-and-play (it went at the result, review 27), and
    the score line's briefest form, which still says the hand, the target and the bags rule, gives way for it."""
    shown, ids = _result_header(_at_the_result(["human"] + ["bot:normal"] * 3), size)
    assert "hud:finish" in ids and "director:next" in ids, ids
    assert shown["status"].startswith("Hand 1 is over"), shown
    assert shown["title"] == "Quadruple War", shown
    # session 28: at the result the status says the hand ("Hand 1 is over"), the score line the rest in words
    # ("game to 500 \u00b7 bags on", not "H1 \u00b7 500 \u00b7 bags")
    assert shown["score"].startswith(("Hand 1", "game to 500")) and "bags" in shown["score"], shown
    assert shown["status_lines"] == 1, shown
