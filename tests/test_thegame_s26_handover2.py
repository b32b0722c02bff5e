"""Session 26 (second wave), The Game: what a new player found at the hand-over and in the words.

A stack clicked after a kept card while Bot 2 still played dropped the card in silence (the words still said
it would lift); Hint or H pressed well before your turn did nothing and said nothing; the request advice's
"so it still takes your blue 5" read "it" as Bot 2 (tests/test_thegame_s23*.py state the words); the Undo words said "the statistics mark this game"."""

import pygame
import pytest

from quash_table.ui.board_words import LAY_LATER_WORDS, hint_kept_words
from tests.test_thegame_s25_click import _first_turn, _open
from tests.ui_helpers import centre, click, close_board, key, piece_rect, step_until, steps, target_rect


def _hud(scene, bid):
    return next(b for b in scene.hud.buttons if b.id == bid)


def test_a_stack_clicked_after_a_kept_card_keeps_it_and_says_to_lay_it_then():
    app, scene = _open()
    s, m = scene.session, scene.session.match
    try:
        _first_turn(app, scene)
        step_until(app, lambda: not scene.tweens.busy)     # Bot 2 thinking
        assert m.to_move == 1
        card = m.state.hands[0][1]
        click(app, centre(piece_rect(scene, card)))
        click(app, centre(target_rect(scene, "stack:down")))
        assert scene.drag.early.kept is not None, "the stack click dropped the kept card"
        assert scene.message is not None and LAY_LATER_WORDS in scene.message[0], scene.message
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        steps(app, 2)
        assert scene.drag.selected == card, "the words said the card lifts; it did not"
        assert card in m.state.hands[0], "the card was laid for the person"
    finally:
        close_board(app)


@pytest.mark.parametrize("press", ["key", "button"])
def test_hint_pressed_while_the_bot_plays_says_so_and_comes_with_the_turn(press):
    app, scene = _open()
    s, m = scene.session, scene.session.match
    try:
        _first_turn(app, scene)
        step_until(app, lambda: not scene.tweens.busy)
        assert m.to_move == 1 and not s.turn_due()
        hint = _hud(scene, "hud:hint")
        # its tooltip says it, naming the bot (session 31: "Hint after Bot 2's move…")
        kept = hint_kept_words(s)
        assert kept == "Hint after Bot 2's move\u2026", kept
        assert not hint.enabled and hint.reason == kept, hint.reason
        if press == "key":
            key(app, pygame.K_h)
        else:
            click(app, centre(hint.rect))
        assert scene.message is not None and scene.message[0] == kept, scene.message
        n = len(m.actions)
        step_until(app, lambda: len(m.actions) > n, timeout=20)     # the bot's card: the words still stand
        steps(app, 3)
        assert s.match.to_move == 1 and scene.message is not None and scene.message[0] == kept, \
            scene.message
        step_until(app, lambda: scene.turn_on_screen(), timeout=30)
        step_until(app, lambda: scene.hints.current is not None, timeout=30)
        assert scene.message is not None and scene.message[1] == "hint", scene.message
    finally:
        close_board(app)


def test_undo_words_say_what_was_taken_back_and_brand_nothing():
    app, scene = _open()
    try:
        m = scene.session.match
        play = next(a for a in m.legal_actions() if a["type"] == "play")
        said = scene.undo_words([play], None)
        # (session 50: "(the statistics mark this game as undone)" read as scolding to three new players)
        assert said.endswith("was taken back.") and "statistics" not in said, said
    finally:
        close_board(app)


def test_the_undo_note_on_the_summary_wraps_at_its_own_size_at_1024x640():
    """'A move was taken back once: the statistics mark this game as undone.' was set in 10 px type at
    1024x640 (13 design px, shrunk further where long); it is set at the notes' size now, wrapped."""
    from quash_table.ui import theme
    from quash_table.ui.overlays import summary_rect
    from quash_table.ui.chrome import NOTE_PX, summary_word_lines, undo_note
    from tests.ui_helpers import board, make_app

    app = make_app(size=(1024, 640))
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        s = scene.session
        s.match.undos = 1
        m = scene.metrics
        panel = summary_rect(scene)
        note = undo_note(1)
        said = [ln for ln in summary_word_lines(m, panel, scene.game, s) if ln["text"] in note]
        assert " ".join(ln["text"] for ln in said) == note, said
        full = theme.font(m.px(NOTE_PX)).get_height()
        assert all(ln["rect"][3] >= full for ln in said), (said, full)
    finally:
        close_board(app)


def _unfinished():
    """A game of Ann and a bot some turns in, not over: its replay shows only what Ann saw."""
    import random

    from quash_table.engine.match import Match
    m = Match("thegame", ["human:Ann", "bot:easy"], seed=2)
    rng = random.Random(2)
    while len(m.actions) < 16:
        legal = m.legal_actions()
        ends = [a for a in legal if a["type"] == "end_turn"]
        m.play(ends[0] if ends else rng.choice([a for a in legal if a["type"] == "play"] or legal))
    assert not m.over
    return m


def test_the_replays_locked_view_words_keep_off_bot_2s_plate_at_1024x640():
    """50-replay-unf-v.png: "Until the game is over, its replay shows only what you saw…" lay over the top of
    Bot 2's plate. A message is placed clear of the seats' plates as of the cards (message_spot)."""
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import find, make_app
    a = make_app((1024, 640), animation="instant")
    try:
        scene = replay_board(a, _unfinished())
        a.push(scene)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        key(a, pygame.K_END)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        view = find(scene.layout_info()["objects"], "replay:view")
        click(a, centre(view["rect"]), frames=3)
        assert scene.message is not None and "Until the game is over" in scene.message[0], scene.message
        said = scene.painter.message_rect()
        plates = scene.table.plates
        assert plates and said.collidelist(plates) < 0, (said, plates)
    finally:
        pygame.display.quit()


def test_one_play_on_request_heeded_is_said_as_one_not_every_turn():
    """After a single "Play on ▼" the summary said "Every turn laid on a stack a team-mate asked to play
    on.": one request, heeded, is said as one."""
    from quash_table.engine.naming import YOU
    from quash_table.games.thegame.analysis import verdict_lines

    def names(seat):
        return YOU if seat == 0 else f"Bot {seat + 1}"
    a = {"winnable": False, "broken_asks": [], "asked_leave": False, "passed_asks": [], "asked_play": True,
         "play_asks": [(0, "down")], "forced_passes": 0, "seats": 2}
    assert verdict_lines(a, names)[-1] == "Your team-mate laid on \u25bc as you asked."
    assert verdict_lines(dict(a, play_asks=[(1, "up")]), names)[-1] == "You laid on \u25b2 as Bot 2 asked."
    two = dict(a, play_asks=[(0, "down"), (0, "up")])
    assert verdict_lines(two, names)[-1] == "Every turn laid on a stack a team-mate asked to play on."
    # a turn that held no card for the stack laid nothing there: no "every turn" then
    assert not any("play on" in ln or "as you asked" in ln
                   for ln in verdict_lines(dict(two, forced_passes=1), names))


def test_analyze_match_names_who_asked_to_play_on_which_stack():
    from quash_table.engine.match import Match
    from quash_table.games.thegame.analysis import analyze_match
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=2)
    ask = next(a for a in m.legal_actions() if a["type"] == "signal" and a["text"].get("ask") == "play")
    m.play(ask)
    got = analyze_match(m, seconds=0.2)
    assert got["play_asks"] == [(0, ask["text"]["stack"])] and got["seats"] == 2, got
