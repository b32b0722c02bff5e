"""Session 58 (review 57, Flush at pass-and-play, a new player rated 8): Undo was greyed with its reason only in
Keys and its tooltip; and the pause menu at the first curtain said "no move made here yet" though a bot had moved.
The curtain now says Undo is off at this table to each person before their first move (undo_reasons.
curtain_undo_note), and the pause menu's words say only bots have moved where they have."""

from types import SimpleNamespace

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.ui.screens.pause import NOT_YET, quit_words
from quash_table.ui.undo_reasons import UNDO_SHARED, curtain_undo_note


def _bot_first():
    # seed 5, three seats: the third moves first, a bot here
    m = Match("flush", ["human", "human", "bot:normal"], seed=5)
    assert m.state.to_move == 2
    bot = make_bot("flush", "normal", 2, seed=5)
    m.play(bot.choose(m.game.view(m.state, 2), m.game.legal_actions(m.state)))
    m.fresh = True
    return m


def test_the_pause_menu_says_bots_have_moved(tmp_path, monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    m = _bot_first()
    assert m.actions and not m.owns_autosave
    _label, why = quit_words(m)
    assert "no move made here yet" not in why and "only bots have moved here yet" in why, why
    fresh = Match("flush", ["human", "human", "bot:normal"], seed=5)
    fresh.fresh = True
    assert NOT_YET in quit_words(fresh)[1]


def test_the_curtain_says_undo_is_off_before_a_persons_first_move():
    m = _bot_first()
    session = SimpleNamespace(match=m, stand_ins={})
    note = curtain_undo_note(session, 0)
    assert note is not None and note.lower() == UNDO_SHARED.lower(), note
    # one person against bots: Undo is there, nothing said
    solo = Match("flush", ["human", "bot:normal"], seed=5)
    assert curtain_undo_note(SimpleNamespace(match=solo, stand_ins={}), 0) is None
    # once that person has moved, it was said: not again
    m.actors.append(0)
    assert curtain_undo_note(session, 0) is None
