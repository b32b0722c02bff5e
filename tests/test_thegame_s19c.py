"""Review 19e of The Game (a new player's 7.5 / 8.5 / 8.5): the pass-and-play curtain keeps each stack's
top card whole when it wraps; the Load list says every row of one game in one form."""

import re

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.thegame.rules import GAME

pytestmark = pytest.mark.ui


def test_the_curtain_never_breaks_a_top_card_from_its_number():
    """33.png, 1024x640: "... the stacks: ▲ green 7, ▼ yellow / 6. Bot 3 (normal) said: ..." read "6." as a
    list's number. Wrapped at any width (the curtain's own wrap), a top's arrow, colour and number stay on
    one line."""
    from quash_table.ui import theme
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app, steps
    m = Match("thegame", ["human:Ann", "human:Ben", "bot:normal"], seed=3)
    first = m.to_move
    m.play({"type": "signal", "text": {"stack": "down", "ask": "leave"}})
    m.play(next(a for a in m.legal_actions() if a["type"] == "play" and a["stack"] == "up"))
    m.play({"type": "end_turn"})
    m.state.up, m.state.down = "G7", "Y6"
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 3)
        why = scene.curtain_words(m.to_move)
        assert "the stacks: \u25b2 green 7, \u25bc yellow 6" in why.replace("\u00a0", " "), why
        # Ann's request was made while Ben waited: since session 22 the kit's list of the moves made
        # meanwhile says it, under the curtain's button, and the line with the tops does not repeat it
        news = next(o for o in scene.layout_info()["objects"] if o["kind"] == "curtain_news")
        assert scene.session.name(first) in " ".join(news["rows"]) and scene.session.name(first) not in why
        for width in range(200, 900, 7):
            for line in theme.wrap_balanced(why, 14, width):
                words = line.split(" ")
                assert not re.match(r"\d", words[0]), (width, line)
                assert words[-1] not in ("\u25b2", "\u25bc", "green", "yellow", "green\u00a07"), (width, line)
    finally:
        close_board(app)


def _bots_play(m, seed=3):
    bots = {s: make_bot("thegame", "normal", s, seed=seed) for s in range(len(m.seats))}
    while m.state.turn < 3 or m.to_move:
        m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_load_rows_of_one_game_say_it_in_one_form(size):
    """27.png: the Continue row read "Ben to play · 2 of 50 laid" and the saved row of the same game "turn 2,
    Ben to play · 3 of 50 laid" (the longer "kept in Continue" end left the turn's number out of one row
    only). The cards laid say how far a co-operative game is: no row names the turn's number."""
    from quash_table.engine.saves import save_point, write_autosave
    from quash_table.paths import saves_dir
    from quash_table.ui.screens.load import LoadScene
    from tests.ui_helpers import make_app, settle
    m = Match("thegame", "human:Ann,human:Ben,bot:normal", seed=3)
    _bots_play(m)
    assert not m.over and m.to_move == 0
    saves_dir().mkdir(parents=True, exist_ok=True)
    saved = save_point(m, saves_dir() / "thegame-20261130-000900.json")
    m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
    write_autosave(m)
    app = make_app(size=size)
    app.push(LoadScene(app))
    settle(app)
    rows = {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}
    mine = rows[saved.name]
    kept = next(t for f, t in rows.items() if f != saved.name)
    for row in (mine, kept):
        assert "Ann to play" in row and "of 50 laid" in row, row
        assert not re.search(r"turn \d+", row), row


def test_the_bot_does_not_start_a_stack_that_shuts_out_the_card_you_named():
    """07.png: 1 bot, seed 11: you lay green 1 on ▲, say "I have a high yellow card" (yellow 10) and end the
    turn; the bot started the empty ▼ with blue 10, shutting every yellow 10 out of it while ▲ at green 1 takes
    one only by skipping 8. A start that shuts the named card out of its one snug place is priced now
    (playout.start_block): the bot keeps ▼ open for it."""
    from quash_table.games.thegame.bots import NormalBot
    m = Match("thegame", ["human", "bot:normal"], seed=11)
    assert m.state.hands[0] == ["G1", "Y10"] and m.state.hands[1] == ["B10", "P4"]
    m.play({"type": "play", "card": "G1", "stack": "up"})
    m.play({"type": "signal", "text": {"colour": "Y", "height": "high"}})
    m.play({"type": "end_turn"})
    bot = NormalBot(GAME, 1)
    move = bot.choose(GAME.view(m.state, 1), m.legal_actions())
    assert move["type"] == "play", move
    assert not (move["stack"] == "down" and move["card"] in ("B10", "P4")), (move, bot.reason)
    # and says why in the statement's words, not "blue 10 on ▼ would cover a colour" (▼ was empty)
    assert "high yellow" in bot.reason, bot.reason
