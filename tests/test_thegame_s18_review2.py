"""Review 18b of The Game (a new player's 8 / 8 / 8): a statement that still stands is not offered again nor
said twice; the Load row names the cards laid; the resumed curtain's words at a readable size; a request's
caption on one line at 1024x640; New game's undo note; a refused drop keeps the card selected."""

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match
from quash_table.bots import make_bot
from quash_table.engine.saves import load_match, save_match
from quash_table.games.thegame.rules import GAME

HIGH_YELLOW = {"type": "signal", "text": {"colour": "Y", "height": "high"}}


def _said_high_yellow_and_kept_it():
    """1 bot, seed 11: you say "I have a high yellow card", keep yellow 10, lay green 1; the bot moves."""
    m = Match("thegame", "human,bot:normal", seed=11)
    assert "Y10" in m.state.hands[0] and HIGH_YELLOW in m.legal_actions()
    m.play(HIGH_YELLOW)
    m.play({"type": "play", "card": "G1", "stack": "up"})
    m.play({"type": "end_turn"})
    bot = make_bot("thegame", "normal", 1, seed=11)
    while m.to_move == 1:
        m.play(bot.choose(GAME.view(m.state, 1), m.legal_actions()))
    assert m.to_move == 0 and "Y10" in m.state.hands[0]
    return m


def test_a_statement_that_stands_is_not_offered_again():
    m = _said_high_yellow_and_kept_it()
    signals = [a for a in m.legal_actions() if a["type"] == "signal"]
    assert signals and HIGH_YELLOW not in signals, signals


def test_the_rules_refuse_a_repeat_with_a_reason():
    m = _said_high_yellow_and_kept_it()
    lines = len(m.state.signals)
    with pytest.raises(IllegalAction) as e:
        m.play(HIGH_YELLOW)
    assert "already" in str(e.value) and "still stands" in str(e.value), e.value
    assert len(m.state.signals) == lines


def test_after_load_it_is_still_not_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    m = _said_high_yellow_and_kept_it()
    path = tmp_path / "g.json"
    save_match(m, path)
    loaded = load_match(path, within=tmp_path)
    assert HIGH_YELLOW not in loaded.legal_actions()
    # and from the saved state alone (its signals carry no "laid": dated by their turn)
    state = GAME.load(GAME.dump(m.state))
    assert HIGH_YELLOW not in GAME.legal_actions(state)


def test_once_the_card_is_laid_it_may_be_said_again_of_another():
    """A statement goes once its card is laid: the seat may then say it of a new card."""
    m = _said_high_yellow_and_kept_it()
    state = m.state.copy()
    state.hands[0] = ["Y10", "Y9"]
    state.up, state.down = "B2", None
    state = GAME.apply(state, {"type": "play", "card": "Y10", "stack": "down"})
    assert HIGH_YELLOW in GAME.legal_actions(state)


def _bots_play(m, seed=3, me=False):
    bots = {s: make_bot("thegame", "normal", s, seed=seed) for s in range(0 if me else 1, len(m.seats))}
    while m.to_move in bots and (not me or m.state.turn < 12 or m.to_move):
        m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_two_saves_of_one_turn_name_their_cards_laid(size):
    """The Continue row and a saved row both said "turn 13, your turn" with no card count (28.png): each
    row names the cards laid, so two positions of one turn read apart."""
    from quash_table.engine.saves import save_point, write_autosave
    from quash_table.paths import saves_dir
    from quash_table.ui.screens.load import LoadScene
    from tests.ui_helpers import make_app, settle
    m = Match("thegame", "human,bot:normal,bot:normal,bot:normal", seed=3)
    _bots_play(m, me=True)      # a few rounds in: the turn counts in two digits, as in 28.png
    assert not m.over and m.to_move == 0
    before = m.state.laid
    saves_dir().mkdir(parents=True, exist_ok=True)
    saved = save_point(m, saves_dir() / "thegame-20261130-000800.json")
    m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
    assert m.to_move == 0
    write_autosave(m)
    app = make_app(size=size)
    app.push(LoadScene(app))
    settle(app)
    rows = {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}
    mine = rows[saved.name]
    kept = next(t for f, t in rows.items() if f != saved.name)
    assert f"{before} of 50" in mine, mine
    assert f"{before + 1} of 50" in kept, kept
    assert "your turn" in mine and "your turn" in kept, (mine, kept)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_games_undo_note_says_pass_and_play_too(size):
    """New game's note said "alone against bots" under Allow undo for The Game, whose Undo works in
    pass-and-play too, before End turn (86.png); the words fit their box."""
    import pygame
    from tests.test_ui_shell_new_game_fit import open_new_game
    from tests.ui_helpers import centre, click, find
    app = open_new_game(size)
    try:
        click(app, centre(find(app.top.layout_info()["objects"], "game:thegame")["rect"]), frames=3)
        note = app.top.widgets["allow_undo:note"]
        assert "alone against bots" not in note.text, note.text
        assert "End turn" in note.text and "pass-and-play" in note.text, note.text
        assert note.font.size(note.text)[0] <= note.rect.w, note.text
        click(app, centre(find(app.top.layout_info()["objects"], "game:flush")["rect"]), frames=3)
        assert "alone against bots" in app.top.widgets["allow_undo:note"].text
    finally:
        pygame.display.quit()


LEAVE_DOWN = {"type": "signal", "text": {"stack": "down", "ask": "leave"}}


def _asked_to_leave_down():
    """Human and two bots: Bot 2 asks "Please leave the descending stack alone"; your turn after."""
    m = Match("thegame", "human,bot:normal,bot:normal", seed=5)
    bots = {s: make_bot("thegame", "normal", s, seed=5) for s in range(3)}

    def turn(seat, say=None):
        if say:
            m.play(say)
        while m.to_move == seat:
            m.play(bots[seat].choose(GAME.view(m.state, seat),
                                     [a for a in m.legal_actions() if a["type"] != "signal"]))
    turn(0)
    turn(1, LEAVE_DOWN)
    turn(2)
    assert m.to_move == 0
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_request_under_a_plate_is_one_line(size):
    """At 1024x640 "Please leave the descending stack / alone" wrapped onto two lines under Bot 2's plate,
    nearly touching the stack's mat (67.png): one line (session 22: the request's one wording is the short one).
    Session 32: a request about a stack is said on that stack's tag alone ("Bot 2: leave ▼ alone"), not
    quoted under the plate too (one of four forms of one fact); the tag's one line reads unshrunk."""
    from quash_table.ui.widgets import Label
    from tests.ui_helpers import close_board, match_board
    m = _asked_to_leave_down()
    app, scene = match_board(m, size=size)
    try:
        decor = scene.table.decor
        said = [d for d in decor if isinstance(d, Label) and "alone" in d.text]
        assert [d.text for d in said] == ["Bot 2: leave \u25bc alone"], [d.text for d in said]
        label = said[0]
        assert label._size() >= 11, label._size()        # not shrunk past reading to fit
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_resumed_curtain_says_its_words_at_a_readable_size(tmp_path, monkeypatch):
    """At 1024x640, resumed mid-turn (Bartholomew laid one card, Quit to menu, Continue), the curtain's line
    shrank to about 9 pixels to fit on one line (63.png): its words wrap to lines at 13 pixels or more."""
    import pygame
    from quash_table.ui import theme
    from quash_table.ui.chrome import draw_curtain
    from tests.ui_helpers import close_board, match_board, steps
    m = Match("thegame", "human:Annabelle,human:Bartholomew,bot:normal", seed=11)
    bot = make_bot("thegame", "normal", 0, seed=11)
    m.play(bot.choose(GAME.view(m.state, 0), [a for a in m.legal_actions() if a["type"] == "play"]))
    m.play(next(a for a in m.legal_actions() if a["type"] == "signal" and "height" in a["text"]))
    m.play({"type": "end_turn"})
    m.play(make_bot("thegame", "normal", 1, seed=11).choose(
        GAME.view(m.state, 1), [a for a in m.legal_actions() if a["type"] == "play"]))
    assert m.to_move == 1 and m.state.placed == 1
    path = save_match(m, tmp_path / "mid.json")
    drawn = []
    real = theme.blit_text

    def record(surface, s, size, *a, **k):
        drawn.append((s, size))
        return real(surface, s, size, *a, **k)
    monkeypatch.setattr(theme, "blit_text", record)
    app, scene = match_board(load_match(path), size=(1024, 640), settled=False)
    try:
        for _ in range(300):
            steps(app, 1)
            if scene.session.curtain is not None:
                break
        assert scene.session.curtain == 1
        why = scene.curtain_words(1)
        drawn.clear()           # the curtain as the board paints it (board_paint: on a change)
        draw_curtain(pygame.Surface((1024, 640)), scene.metrics, "Bartholomew", why)
        assert "Annabelle said" in why and "laid one card" in why, why
        pieces = [(s, size) for s, size in drawn if s and s in why and s != "Pass to Bartholomew"]
        words = " ".join(s for s, _ in dict.fromkeys(pieces))
        assert words == why, (words, why)
        assert min(size for _, size in pieces) >= 13, pieces
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_refused_click_then_stack_keeps_the_card_selected():
    """After a wrong click-then-stack move the card fell back unselected (65.png): it stays lifted, the
    reason shown, and a click on the right stack then lays it."""
    from tests.ui_helpers import centre, click, close_board, drag, open_board, piece_rect, settle, steps, target_rect
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["R7", "B4", "B5", "G9"])
    m = scene.session.match
    try:
        assert m.state.hands[0] == ["R7", "B5"]
        drag(app, centre(piece_rect(scene, "R7")), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        assert m.state.up == "R7"
        click(app, centre(scene.table.piece_by_id["B5"].home))
        steps(app, 3)
        assert scene.drag.selected == "B5"
        click(app, centre(target_rect(scene, "stack:up")))       # blue 5 is not higher than red 7
        steps(app, 3)
        assert m.state.up == "R7" and scene.message is not None
        assert scene.drag.selected == "B5"
        assert scene.table.prompt == scene.LIFTED, scene.table.prompt
        click(app, centre(target_rect(scene, "stack:down")))
        steps(app, 3)
        assert m.state.down == "B5"
    finally:
        close_board(app)
