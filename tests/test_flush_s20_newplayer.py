"""Session 20 (flush2): what a new player found in Flush. Each test fails on the code before its fix."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.table import MIN_TEXT_PX
from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui

SIX = ["human", "bot:random", "bot:random", "bot:random", "bot:random", "bot:random"]


def _my_turns(app, scene, turns):
    """Yields at each of the person's next `turns` turns, settled, then plays the first legal action."""
    s = scene.session
    for _ in range(turns):
        settle(app, scene)
        if s.match.over or not s.my_turn():
            return
        yield s
        legal = s.screen_legal()
        s.play(next((a for a in legal if a.get("type") == "play"), legal[0]))
        steps(app, 5)


def test_the_tray_shows_the_last_move_at_1024x640_with_six_seats():
    """At 1024x640 with six seats, your turn's instructions in the tray left no room for the last moves, so
    the tray said nothing of what the bots had just done (the log starts folded at that size). The tray now
    shortens its instructions to keep the newest move whole under them."""
    from quash_table.games.flush.paint_middle import recent_words
    app = make_app(size=(1024, 640))
    scene = board(app, "flush", SIX, seed=3)
    try:
        seen = 0
        for s in _my_turns(app, scene, 6):
            view = scene._prev
            if scene.composer.busy() or view["stage"] is not None:         # (None: a play of cards)
                continue
            news = recent_words(scene, 1)
            if not news:
                continue
            tray = scene._g["tray"]
            inside = [d.text for d in scene.table.decor if hasattr(d, "text") and hasattr(d, "pos")
                      and tray.collidepoint(d.pos)]
            size = max(MIN_TEXT_PX, scene.metrics.px(13))
            # (session 25: where every move since your last does not fit whole, the newest do, in full; or in
            # its fewest words, Flush.brief_event, as the tray says every move where the full ones do not fit)
            said = [news[-1], recent_words(scene, 1, brief=True)[-1]]
            last_lines = [theme.wrap(w, size, tray.w - scene.metrics.px(24))[-1] for w in said]
            assert any(line in inside for line in last_lines), (said, inside)
            seen += 1
        assert seen >= 2
    finally:
        close_board(app)


@pytest.mark.parametrize("log_open", [False, True])
def test_the_skipped_tag_lies_beside_the_name_and_every_plate_says_its_points(log_open):
    """At 1024x640 with six seats (the Moves log open), a SKIPPED tag went on a plate's second line, where
    every other plate says "· 0 pts": a new player read it as covering the points. The tag lies beside the
    name (a bot's level left off where both do not fit) and the second line says the points whole."""
    from quash_table.games.flush.paint_seats import SKIP_ORANGE
    from quash_table.ui.widgets import Label, Panel
    app = make_app(size=(1024, 640))
    scene = board(app, "flush", SIX, seed=3)
    try:
        settle(app, scene)
        if log_open and scene.log_folded():
            scene.toggle_log()
        scene._skipped = lambda: [1, 2, 3, 4, 5]
        scene.rebuild()
        steps(app, 3)
        assert scene.log_folded() is not log_open
        decor = scene.table.decor
        pills = [d.rect for d in decor if isinstance(d, Panel) and tuple(d.colour[:3]) == SKIP_ORANGE]
        labels = [d for d in decor if isinstance(d, Label) and d.text != "SKIPPED"]
        assert len(pills) == 5
        for seat in range(1, 6):
            plate = scene._g["plates"][seat]
            pill = next(p for p in pills if plate.contains(p))
            inside = [d for d in labels if plate.contains(d.text_rect())]
            name, said = sorted(inside, key=lambda d: d.pos[1])
            assert said.text.endswith("pts"), said.text
            assert name.text.startswith(scene.session.short_name(seat)), name.text
            assert pill.bottom <= said.text_rect().top + 1, (pill, said.text_rect())     # on the name's line
            for d in inside:
                assert not d.text_rect().colliderect(pill), (d.text, pill)
    finally:
        close_board(app)


def test_a_refused_undo_says_one_short_line_and_no_tooltip_repeats_it(monkeypatch):
    """Undo refused after a bot moved said it in a tooltip AND in a ten-line box on the table (the refusal,
    then "Undo takes back your last move only until the next player has moved: a bot waits 2.5 s after your
    move for an Undo, then plays"). The first refusal adds the rule in one short sentence, later ones say the
    fact alone, and the tooltip under the greyed Undo is not drawn while the table says the same."""
    from tests.ui_helpers import click, post, step_until
    app = make_app(animation="normal")
    scene = board(app, "flush", ["human", "bot:random", "bot:random"], seed=3)
    try:
        s = scene.session
        settle(app, scene)
        while 0 not in s.match.actors or s.match.actors[-1] == 0:
            if s.my_turn():
                s.play(s.screen_legal()[0])
            step_until(app, lambda: s.my_turn() or (0 in s.match.actors and s.match.actors[-1] != 0), timeout=60)
        steps(app, 3)
        assert not s.can_undo()
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        scene.message = None
        click(app, undo.rect.center)
        first = scene.message[0]
        # the fact and the rule in one short sentence (review 21: two sentences said "your move" twice)
        assert first.startswith("Too late to undo: Bot 2 has played, after waiting") and len(first) <= 80, first
        assert ". " not in first and first.count("your") == 0, first
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: undo.rect.center)
        post(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        steps(app, 2)
        assert scene.hud.tip is None, scene.hud.tip            # the table says it: no tooltip repeats it
        scene.message = None
        steps(app, 2)
        assert scene.hud.tip is not None                       # the tooltip says it where nothing else does
        click(app, undo.rect.center)
        assert scene.message[0] == "Too late to undo: Bot 2 has played since your last move", scene.message
    finally:
        close_board(app)


def test_the_pause_menus_two_ways_to_the_menu_say_which_saves():
    """"Save to Load & back to menu" and "Quit to menu (kept in Continue)": a new player could not tell them
    apart. Both now say they go back to the menu, one that it saves, the other that it does not."""
    from quash_table.engine.match import Match
    from quash_table.ui.screens.pause import SAVE_QUIT_WORDS, quit_words
    m = Match("flush", ["human", "bot:random"], seed=1)
    m.play(m.legal_actions()[0])
    from quash_table.engine.saves import write_autosave
    write_autosave(m)       # the autosave holds it (the flag alone is not Continue's answer: session 60)
    words, _ = quit_words(m)
    assert SAVE_QUIT_WORDS.startswith("Save") and "back to menu" in SAVE_QUIT_WORDS.lower()
    # (review 49: "no save" beside "kept" read as a contradiction: the way out says where the game stays)
    assert words.startswith("Back to menu") and "save" not in words.lower() and "Continue" in words, words


def test_a_finished_replay_offers_all_cards_face_up_right_after_your_view():
    """A finished game's replay opened "As you saw it", and "All cards face up" came fourth in the view
    cycle (after each bot's eyes). It comes second, for every game: one V from the view it opens in."""
    from quash_table.ui.privacy import FACE_UP, replay_eyes
    assert replay_eyes([0], 3, True) == [0, FACE_UP, 1, 2]
    assert replay_eyes([2], 4, True)[:2] == [2, FACE_UP]
    assert replay_eyes([0, 1], 2, True)[0] == FACE_UP          # pass-and-play opens face up
