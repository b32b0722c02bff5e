"""Session 24, The Game: the hint advises End turn where the turn is best ended (and says why), even when the
team's habit has the player speak first; the bot opens the second stack near its end rather than far from it."""

from quash_table.engine.match import Match
from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME

from tests.ui_helpers import ask_hint, close_board, match_board


def bots_actions(seed, options, stop):
    """The normal team's moves from seed `seed` until `stop(state)` says so (or the game ends)."""
    state = GAME.new_state(2, seed, GAME.check_options(options, 2), None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(2)]
    actions = []
    while state.to_move is not None and not stop(state):
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    return actions


def test_the_hint_after_one_card_says_end_your_turn_and_why(monkeypatch):
    """Seed 0, Ann first: she lays yellow 7 on ▼ and keeps purple 5 (on ▼ it would skip 6; ▲ is empty). The
    normal bot ends its turn there, saying first what it keeps; the hint said only "Say “I have a middle purple
    card” — to tell the team the card you keep", never End turn. Now it says the end and why."""
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    actions = bots_actions(0, {"first": 0}, lambda s: s.to_move == 0 and s.placed == 1)
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=0, options={"first": 0}, actions=actions)
    assert m.state.hands[0] == ["P5"] and m.state.down == "Y7" and m.state.up is None
    app, scene = match_board(m)
    try:
        ask_hint(app, scene)
        h = scene.hints.current
        assert h["action"]["type"] in ("signal", "end_turn"), h
        assert "end your turn" in h["text"].lower(), h["text"]
        assert "skips 6" in h["text"], h["text"]           # why: what a second card would cost
    finally:
        close_board(app)


def test_a_bot_rests_longer_after_each_card_it_lays_than_after_its_talk():
    """A bot's two cards came 1.2 to 1.5 s apart, too quick to follow (session 23): after a card laid the next
    bot move waits CARD_REST of the pace more (the kit's rest_after), after talk or End turn the pace alone."""
    from quash_table.ui import settings as settings_mod
    actions = bots_actions(2, {"first": 1}, lambda s: s.to_move == 1 and s.placed == 1)
    assert actions[-1]["type"] == "play" and actions[-1] == next(a for a in actions if a["type"] == "play")
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=2, options={"first": 1}, actions=actions)
    app, scene = match_board(m, settled=False)
    try:
        pace = settings_mod.bot_pace(scene.session.settings)
        assert pace > 0
        assert scene.session.bot_wait() >= 1.5 * pace          # its second card waits longer
        m.undo(1)                                               # back to before that card
        assert scene.session.bot_wait() == pace
    finally:
        close_board(app)
