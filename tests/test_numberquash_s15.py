"""NumberQuash after the fifteenth session's new players: the other seats' octagons at 5 and 6 seats in a small
window (the move log folds away), and what a folded log must leave clear."""

import pygame
import pytest

from tests.ui_helpers import board, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def octagon_widths(scene):
    """(your octagons' widths, the other seats' octagons' widths) as the board laid them."""
    mine = [2 * op[4] for op in scene.deco if op[0] == "octagon" and op[5]]
    others = [2 * op[4] for op in scene.deco if op[0] == "octagon" and not op[5]]
    return mine, others


def six(size, n=6, options=None):
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:normal"] * (n - 1), seed=3, options=options)
    steps(app, 3)
    return app, scene


@pytest.mark.parametrize("n", [5, 6])
def test_other_seats_octagons_at_1024_read_as_at_1280(n):
    """At 6 seats and 1024x640 five columns beside the move log left each octagon of another seat 66 px
    (a third of yours, its numbers about 9 px): the log folds away at that size, its column the table's, so
    they are at least as wide as a 1280x800 window shows them, and at least 0.42 of yours."""
    app, scene = six((1280, 800), n)
    try:
        _, at_1280 = octagon_widths(scene)
        assert not scene.log_folded()           # the usual window keeps its log
    finally:
        close(app)
    app, scene = six((1024, 640), n)
    try:
        mine, others = octagon_widths(scene)
        assert len(others) == 2 * (n - 1) and len(mine) == 2
        assert min(others) >= 0.42 * max(mine), (others, mine)
        assert min(others) >= 0.97 * min(at_1280), (others, at_1280)
        _, table, log = scene.areas()
        assert table.w == 1024 and scene.log_folded()
    finally:
        close(app)


def test_the_folded_log_opens_with_moves_and_folds_again():
    """Folded, the log is one key (L) or the header's Moves button away: it opens over the table's top right
    (session 18: beside the table it shrank the octagons to 66 px), and folds again."""
    app, scene = six((1024, 640))
    try:
        settle(app, scene)
        hud_ids = [b.id for b in scene.hud.buttons]
        assert "hud:log" in hud_ids
        key(app, pygame.K_l, frames=3)
        assert not scene.log_folded()
        _, table, log = scene.areas()
        assert table.w == 1024 and table.colliderect(log)
        b = next(b for b in scene.hud.buttons if b.id == "hud:log")
        assert b.label == "Hide moves"
        from tests.ui_helpers import click
        click(app, b.rect.center, frames=3)
        assert scene.log_folded()
        _, table, _ = scene.areas()
        assert table.w == 1024
    finally:
        close(app)


def test_four_seats_at_1024_keep_their_log():
    """Four seats' octagons read well beside the log at 1024x640: no fold, no Moves button."""
    app, scene = six((1024, 640), 4)
    try:
        assert not scene.log_folded()
        assert "hud:log" not in [b.id for b in scene.hud.buttons]
    finally:
        close(app)


def test_scores_over_a_folded_log_leave_roll_clear():
    """With the log folded, the Scores panel's "No round scored yet" lay at the foot of the log's column, over
    Roll, Bank and End turn (the table's there now): it goes at the column's top. You start: nothing scored."""
    app, scene = six((1024, 640), options={"order": [0, 1, 2, 3, 4, 5]})
    try:
        settle(app, scene)
        assert scene.log_folded() and scene.session.my_turn()
        key(app, pygame.K_c, frames=3)
        assert scene.score_panel.showing() and scene.score_panel.nothing_scored()
        panel = scene.score_panel.rect()
        for b in scene.table.buttons:
            assert not panel.colliderect(b.rect), b.id
    finally:
        close(app)


def test_a_finished_games_header_names_the_places_in_their_order():
    """Pass-and-play, Bob rolling first: the finished game's header read "Bob 2nd   Ann 1st" (the turn order).
    The places read 1st first."""
    import random
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    for seed in range(1, 40):
        m = Match("numberquash", ["human:Ann", "human:Bob"], seed, {"order": [1, 0]})
        rng = random.Random(seed)
        while not m.over:
            legal = m.legal_actions()
            places = [a for a in legal if a["type"] == "place"]
            m.play(rng.choice(places or legal))
        if m.game.result(m.state)["places"][1] == 2:
            break
    assert m.game.result(m.state)["places"] == [1, 2]
    app = make_app((1024, 640), animation="instant")
    try:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        steps(app, 3)
        said = scene.score_text(m.game.result(m.state), scene.session.table_view())
        assert said.index("Ann 1st") < said.index("Bob 2nd"), said
    finally:
        close(app)


def test_a_finished_games_header_without_a_place_names_the_winner_not_the_race():
    """Four seats or more, the game over with no place for you: the header still ran the race ("You 16/18 ·
    level with Bot 5" under "Game over"). It names who came 1st."""
    import random
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    for seed in range(1, 60):
        m = Match("numberquash", ["human"] + ["bot:normal"] * 3, seed, {"places": 1})
        rng = random.Random(seed)
        while not m.over:
            legal = m.legal_actions()
            places = [a for a in legal if a["type"] == "place"]
            m.play(rng.choice(places or legal))
        if m.game.result(m.state)["places"][0] is None:
            break
    places = m.game.result(m.state)["places"]
    assert places[0] is None and 1 in places
    app = make_app((1024, 640), animation="instant")
    try:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        steps(app, 3)
        said = scene.score_text(m.game.result(m.state), scene.session.table_view())
        winner = scene.session.short_name(places.index(1))
        assert f"{winner} 1st" in said and "level" not in said and "lead" not in said and "ahead" not in said, said
    finally:
        close(app)
