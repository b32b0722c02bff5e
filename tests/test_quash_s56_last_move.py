"""Review 55l (revl_59, revl_60): in the advanced game nearly every bot move is a swap chain of 2-3 cards, all gliding
at once; a new player could not follow by eye what moved where. "See the last move" (L, or its button in the header
beside Hint) plays the other side's play since yours again on the table, a step at a time, from the rules' own record of
the play (card, spot, swap chain) and chain steps; any key or click puts the table back at the position."""

import pygame

from quash_table.engine.match import Match
from quash_table.engine.rng import derive_seed
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.last_move import BUTTON_WORDS, STOP_WORDS, before, since_yours, stages
from tests.ui_helpers import click, close_board, key, match_board, settle, steps, step_until


def header(scene):
    """The header's See the last move button (its id hud:last_move), or None."""
    return next((b for b in scene.hud.buttons if b.id == "hud:last_move"), None)


def bot_swapped_last(seed=5, plays=14):
    """A 2-player advanced match at your turn, the bot's last play a swap chain (both seats played by normal bots)."""
    m = Match("quash", ["human", "bot:normal"], seed=seed, options={"variant": "advanced"})
    bots = [NormalBot(m.game, s, derive_seed(seed, s)) for s in (0, 1)]
    boards = []
    while len(m.actions) < plays or m.state.to_move != 0 or "swap" not in m.game.view(m.state, 0)["history"][-1]:
        s = m.state.to_move
        boards.append(m.game.view(m.state, 0)["board"])
        m.play(bots[s].choose(m.game.view(m.state, s), m.legal_actions()))
    return m, boards[-1]


def test_the_steps_start_from_the_board_before_the_play_and_end_at_the_board_now():
    m, was = bot_swapped_last()
    view = m.game.view(m.state, 0)
    last = view["history"][-1]
    assert len(last["swap"]) >= 2       # a chain of two board cards or more: the case the review could not follow
    side = last["seat"] % 2
    assert before(view["board"][side], last) and sorted(map(sorted, before(view["board"][side], last))) \
        == sorted(map(sorted, was[side]))
    shown = stages(view["board"], [last], lambda s: f"Bot {s + 1}")
    assert [sorted(sp) for sp in shown[0]["board"][side]] == [sorted(sp) for sp in was[side]]
    assert [sorted(sp) for sp in shown[-1]["board"][side]] == [sorted(sp) for sp in view["board"][side]]
    assert len(shown) == 1 + len(last["swap"]) + 1       # before, the hand card's lay, each card moved on
    # each step but the last holds the card it took out in the air; the first names the player and the card
    assert all(st["air"] is not None for st in shown[1:-1]) and shown[-1]["air"] is None
    assert shown[1]["words"].startswith("Bot 2 plays") and shown[1]["arrives"] == (last["card"], 1)


def test_L_plays_the_bots_chain_again_step_by_step_and_a_key_ends_it():
    m, was = bot_swapped_last()
    last = m.game.view(m.state, 0)["history"][-1]
    app, scene = match_board(m, size=(1024, 640))
    try:
        rnd = m.state.round
        pid = f"r{rnd}:{last['card']}"
        assert header(scene).label == BUTTON_WORDS
        assert pid in scene.table.piece_by_id
        assert scene.marks.marked()             # (the bot's cards are marked on the table as it is)
        key(app, pygame.K_l, frames=2)
        # the table as it was before the bot's play: its hand card not on the board yet, the prompt says so
        assert pid not in scene.table.piece_by_id
        assert scene.table.prompt.startswith("Before Bot 2 played"), scene.table.prompt
        assert header(scene).label == STOP_WORDS
        assert not scene.settled()
        assert scene.marks.marked() == []       # no "new"/"moved" tags on the board as it was: the steps show it
        # the next step: the card lands on its spot and the card it took out is in the air over its spot
        step_until(app, lambda: pid in scene.table.piece_by_id)
        out = f"r{rnd}:{last['swap'][0][0]}"
        assert scene.table.piece_by_id[out].zone.startswith("air:"), scene.table.piece_by_id[out].zone
        assert "taking out" in scene.table.prompt
        key(app, pygame.K_SPACE, frames=2)        # any key: back to the table as it is
        assert scene.table.piece_by_id[out].zone.startswith("spot:")
        assert header(scene).label == BUTTON_WORDS
        step_until(app, lambda: scene.table.prompt.startswith("Your turn"))     # once the cards glided back
        # played through, it ends by itself at the position
        key(app, pygame.K_l, frames=2)
        settle(app, scene)
        assert header(scene).label == BUTTON_WORDS
        side = last["seat"] % 2
        for k, cards in enumerate(m.game.view(m.state, 0)["board"][side]):
            for c in cards:
                assert scene.table.piece_by_id[f"r{rnd}:{c}"].zone == f"spot:{('RED', 'BLACK')[side]}:{k + 1}"
    finally:
        close_board(app)


def test_at_four_seats_the_steps_start_where_your_last_play_left_the_board():
    """The three plays since yours (your partner's too), each side taken back in turn: the first step is the board
    as your play left it, the last the board now."""
    m = Match("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=7, options={"variant": "advanced"})
    bots = [NormalBot(m.game, s, derive_seed(7, s)) for s in range(4)]
    checked = 0
    while m.state.phase == "play" and checked < 4:
        s = m.state.to_move
        if s == 0 and 0 in m.actors:
            v = m.game.view(m.state, 0)
            entries = since_yours(v["history"], 0)
            shown = stages(v["board"], entries, lambda q: f"Bot {q + 1}")
            mine = len(m.actors) - 1 - m.actors[::-1].index(0)
            was = m.game.view(m.state_after(mine + 1), 0)["board"]
            assert len(entries) == 3
            assert [[sorted(sp) for sp in side] for side in shown[0]["board"]] == [[sorted(sp) for sp in side] for side in was]
            assert [[sorted(sp) for sp in side] for side in shown[-1]["board"]] == \
                [[sorted(sp) for sp in side] for side in v["board"]]
            checked += 1
        m.play(bots[s].choose(m.game.view(m.state, s), m.legal_actions()))
    assert checked == 4


def test_the_basic_game_offers_no_replay():
    """A basic play is one card flying in, framed "new": no button there."""
    from quash_table.games.quash.last_move import LastMove
    m = Match("quash", ["human", "bot:normal"], seed=5, options={"variant": "basic"})
    bots = [NormalBot(m.game, s, derive_seed(5, s)) for s in (0, 1)]
    while m.state.to_move != 0 or not m.state.history:
        s = m.state.to_move
        m.play(bots[s].choose(m.game.view(m.state, s), m.legal_actions()))
    view = m.game.view(m.state, 0)
    assert not LastMove().offered(view, True)
    assert LastMove().offered(dict(view, variant="advanced"), True)


def test_the_header_button_starts_it_and_a_click_on_it_ends_it():
    m, _ = bot_swapped_last()
    app, scene = match_board(m, size=(1024, 640))
    try:
        b = header(scene)
        assert b is not None and b.enabled and b.hotkey == pygame.K_l
        click(app, b.rect.center, frames=3)
        assert scene.again_running() and header(scene).label == STOP_WORDS
        click(app, header(scene).rect.center, frames=3)
        steps(app, 10)
        assert not scene.again_running() and header(scene).label == BUTTON_WORDS
        # (the bot's turn: no button)
        play = next(a for a in m.legal_actions() if a.get("type") == "play")
        scene.act(play)
        steps(app, 3)
        assert header(scene) is None
    finally:
        close_board(app)
