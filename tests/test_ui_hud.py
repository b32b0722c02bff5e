"""The header's buttons stay where they are all game long: one that cannot be used now is greyed, not
taken away, so the others never shift under the pointer."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui


def test_header_buttons_keep_their_places_through_turns():
    app = make_app(animation="instant")
    m = Match("quadwar", ["human:Ann", "bot:random", "bot:random", "bot:random"], 6, {"target": 100})
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        rng = random.Random(1)
        seen = {}
        moments = set()
        for _ in range(3000):
            app.step(1 / 60)
            s = scene.session
            if m.over:
                break
            key = tuple((b.id, tuple(b.rect)) for b in scene.hud.buttons)
            moment = ("mine" if s.my_turn() else "theirs", bool(m.actions), s.can_undo())
            seen.setdefault(key, set()).add(moment)
            moments.add(moment)
            if s.my_turn() and scene.settled():
                s.play(rng.choice(s.screen_legal()))
            # (undo is offered only for a move nobody has answered yet: your card that won a trick you lead)
            if len(moments) >= 3 and any(mo[2] for mo in moments) and len(m.actions) > 30:
                break
        assert len(moments) >= 3                    # my turn, a bot's, with and without an undo to offer
        assert len(seen) == 1, list(seen)           # one set of buttons in one place throughout
        app.step(1 / 60)
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert hint.enabled == scene.session.my_turn()
    finally:
        app.scenes.clear()


def test_the_window_is_never_smaller_than_the_smallest_setting():
    import pygame

    from quash_table.ui import settings as settings_mod
    from quash_table.ui.launch import parse_size
    least = settings_mod.MIN_WINDOW
    with pytest.raises(SystemExit) as e:
        parse_size("800x500")
    assert f"{least[0]}x{least[1]}" in str(e.value)
    assert parse_size(f"{least[0]}x{least[1]}") == least
    app = make_app()
    try:
        pygame.display.set_mode((700, 400), pygame.RESIZABLE)     # a window manager that shrank it anyway
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(700, 400), w=700, h=400))
        app.step(1 / 60)
        assert pygame.display.get_surface().get_size() == least and tuple(app.metrics.rect.size) == least
    finally:
        pygame.display.quit()


def test_the_summary_ranks_the_standings_and_a_one_round_game_plots_nothing():
    from quash_table.games import get_game
    from quash_table.ui.chrome import standings
    flush, quash = get_game("flush"), get_game("quash")
    # Flush: the fewest points wins; the winner first, then the others by points, lowest first
    assert standings(flush, {"scores": [12, 46, 38], "winners": [0]}) == [0, 2, 1]
    assert standings(quash, {"scores": [25, 30], "winners": [1]}) == [1, 0]
    assert standings(get_game("quadwar"), {"scores": [10, 300, 120, 300], "winners": [1, 3]}) == [1, 3, 2, 0]
    # A QUASH game to 1 point is over after its first round: no chart of its moves on the summary
    app = make_app(animation="instant")
    m = Match("quash", ["human:Ann", "bot:random"], 3, {"target": 1})
    rng = random.Random(4)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        summary = next(o for o in scene.layout_info()["objects"] if o["kind"] == "summary")
        assert summary["chart"] is False
    finally:
        app.scenes.clear()


def test_a_co_operative_game_stands_as_one_team():
    from quash_table.games import get_game
    from quash_table.ui.chrome import standings
    assert standings(get_game("thegame"), {"scores": [17, 17, 17], "winners": []}) == [0]


def test_a_long_status_never_shrinks_the_score_line(monkeypatch):
    # Flush's "Round 3 · Mimic 2 · out at 30" shrank to a few pixels beside a long status; the status is
    # cut instead and the score line keeps its size.
    from quash_table.ui import hud as hud_mod
    app = make_app(animation="instant")
    m = Match("flush", ["human:Ann", "bot:random", "bot:random"], 3)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        monkeypatch.setattr(scene.hud, "status", lambda: "Flush by Bot 2 (four 9s on top): the pile is "
                            "discarded and Bot 2 plays again with a long story to tell " * 2)
        drawn = []
        real = hud_mod.theme.blit_text
        monkeypatch.setattr(hud_mod.theme, "blit_text",
                            lambda surf, text, size, *a, **k: drawn.append((text, size)) or real(surf, text, size,
                                                                                                  *a, **k))
        hud_rect, _, _ = scene.areas()
        scene.hud.draw(app.screen, hud_rect)
        score = scene.score_text(scene.session.shown_result(), scene.session.view())
        brief = scene.score_text_brief(scene.session.shown_result(), scene.session.view())
        # whole, at its own size: the score line, or the board's brief form of it (Flush: the round alone,
        # the Mimic's card being on the table: session 18) — never shrunk
        assert (score, scene.metrics.px(15)) in drawn or (brief, scene.metrics.px(15)) in drawn
        score = score if (score, scene.metrics.px(15)) in drawn else brief
        status = [(t, size) for t, size in drawn if t not in (score, scene.game.title)]
        assert len(status) == 2 and status[0][0].startswith("Flush by")   # two lines, not one cut short
        assert status[-1][0].endswith("\u2026")                 # the status is the one cut
        assert min(size for _, size in status) >= hud_mod.STATUS_MIN_PX
    finally:
        app.pop()
