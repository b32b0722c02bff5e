"""Session 21: Undo refused in Flush after a bot played said the refusal, then the rule, two sentences that
said "your move" twice: eight lines of Flush's message column. The first refusal is now one short sentence
that says the rule once (ui/undo_reasons.py, every game); later ones the fact alone."""

import pytest

from quash_table.ui import settings as settings_mod
from tests.ui_helpers import board, click, close_board, make_app, settle, step_until, steps

pytestmark = pytest.mark.ui


def _refused_after_a_bot(animation):
    """A Flush table against two bots where the person's last move is behind a bot's: (app, scene, U's button)."""
    app = make_app(animation=animation)
    scene = board(app, "flush", ["human", "bot:random", "bot:random"], seed=3)
    s = scene.session
    settle(app, scene)
    while 0 not in s.match.actors or s.match.actors[-1] == 0:
        if s.my_turn():
            s.play(s.screen_legal()[0])
        step_until(app, lambda: s.my_turn() or (0 in s.match.actors and s.match.actors[-1] != 0), timeout=60)
    steps(app, 3)
    assert not s.can_undo()
    return app, scene, next(b for b in scene.hud.buttons if b.id == "hud:undo")


def test_the_first_too_late_refusal_is_one_short_sentence_with_the_wait_said_once():
    app, scene, undo = _refused_after_a_bot("normal")
    try:
        grace = settings_mod.undo_grace(scene.session.settings)
        assert grace > 0
        scene.message = None
        click(app, undo.rect.center)
        first = scene.message[0]
        assert first == f"Too late to undo: Bot 2 has played, after waiting {grace:.1f} s for an Undo", first
        assert ". " not in first and first.count("Undo") == 1
        # how the table shows it: a few lines in Flush's message column, not eight
        assert scene.painter.message_lines(first) <= 5
        scene.message = None
        steps(app, 2)
        click(app, undo.rect.center)                  # the rule is said once a game: then the fact alone
        assert scene.message[0] == "Too late to undo: Bot 2 has played since your last move", scene.message
    finally:
        close_board(app)


def test_where_the_bot_does_not_wait_the_first_refusal_says_it_moves_at_once():
    app, scene, undo = _refused_after_a_bot("instant")        # no wait for an Undo at instant speed
    try:
        assert settings_mod.undo_grace(scene.session.settings) == 0
        scene.message = None
        scene.undo()                                  # (U's words, as the button and the key say them)
        first = scene.message[0]
        assert first == "Too late to undo: Bot 2 has played since your last move (a bot moves at once)", first
    finally:
        close_board(app)


def test_a_hint_that_lays_a_mimic_says_the_mimic_leaves_the_hand_not_the_value_it_plays_as():
    """Review, session 21: "lay a Mimic as a 1 on the pile — sheds a 1" read as if a 1 left the hand, where
    the 8 Mimic did."""
    # (session 36: the why names no card laid at all, only what the lay brings: "9 cards left")
    from quash_table.engine.match import Match
    from quash_table.games.flush.cards import VALUE
    from quash_table.games.flush.normal_bot import NormalBot
    from quash_table.games.flush.reasons import play_reason
    m = Match("flush", ["human", "bot:normal", "bot:normal"], 1)
    view = m.game.view(m.state, 0)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    mimics = [c for c in VALUE if VALUE[c] == bot.m][:2]
    for codes in (mimics[:1], mimics):
        why = play_reason(bot, codes, 1, len(codes), 0, view)
        for form in (str(why), why.short, why.brief):
            assert "a 1" not in form and "1s" not in form and "sheds" not in form, form
        assert f"{bot.held - len(codes)} cards left" in str(why), str(why)
