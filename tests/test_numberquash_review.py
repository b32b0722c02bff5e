"""What a new player's review of NumberQuash found, each checked through the board or the rules' words:
a hint never lies over the octagons, the hint says its real reason as advice, the cells a roll may cover
are lit at once, the header says who is level with you, the log's second person reads naturally."""

import pygame
import pytest

from quash_table.games.numberquash.words import keep_reason
from tests.test_numberquash_scene import ROLL, close, open_table, place
from tests.ui_helpers import ask_hint, settle

pytestmark = pytest.mark.ui

BANKED_11 = ([6, 5, 1, 2], [ROLL, {"type": "bank"}, ROLL, place(("blue", 0, 3))])


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hint_before_rolling_lies_over_no_octagon(size):
    # holding a banked 11, H before rolling: the hint box lay over cells 1, 2, 3, 8, 9 of your right octagon
    dice, before = BANKED_11
    app, scene, match = open_table(dice, before=before, size=size)
    try:
        ask_hint(app, scene)
        settle(app, scene)
        assert scene.message[1] == "hint"
        shown = scene.painter.message_rect()
        over = [cell for cell, g in scene.table_geo.items() if g["rect"].colliderect(shown)]
        assert not over, (shown, over)
        bonus = [op for op in scene.deco if op[0] == "bonus"]
        for _, value, cx, cy, r, _ in bonus:
            assert not shown.colliderect(pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6)), value
        assert shown.collidelist(scene.table.text_rects()) < 0
        _, area, _ = scene.areas()
        assert area.contains(shown)
    finally:
        close(app)


def test_the_hint_to_roll_again_says_why_while_a_bonus_is_held():
    # a double 6 banked on the 12 rolls again: the hint said "no bonus to spend first" beside a banked 12
    app, scene, match = open_table([6, 6], before=[ROLL, {"type": "bank"}])
    try:
        assert match.legal_actions() == [ROLL]
        ask_hint(app, scene)
        text = scene.hints.current["text"]
        assert "no bonus to spend" not in text
        assert text == "Hint: roll the dice \u2014 your double rolls again; your banked 12 waits for your next turn"
    finally:
        close(app)


def test_a_bonus_kept_says_so():
    view = {"to_move": 0, "colours": [["red"], ["blue"]],
            "bonus": {"red": {"10": 0, "11": 1, "12": 0}, "blue": {"10": 0, "11": 0, "12": 0}}}
    assert keep_reason(view) == "keep your banked 11 for later: no steal is worth it yet"


def test_a_steal_hint_is_advice_names_the_player_once_and_says_why_the_number_is_hard():
    # "Hint: You spend a banked 11 and steal left blue 9 from Bot 2 (normal) onto left red 9
    # — it takes a hard number from Bot 2 (normal) onto an open cell"
    dice = [6, 5, 4, 5]
    before = [ROLL, {"type": "bank"}, ROLL, place(("blue", 0, 9))]
    app, scene, match = open_table(dice, seats=("human", "bot:normal"), before=before)
    try:
        ask_hint(app, scene)
        text = scene.hints.current["text"]
        assert scene.hints.current["action"]["steals"][0]["from"] == ["blue", 0, 9]
        assert text.startswith("Hint: spend your banked 11: steal left blue 9 from Bot 2 onto left red ")
        assert text.count("Bot 2") == 1
        assert text.endswith("\u2014 it leaves them a 9 to cover again, and only 4 rolls in 36 add up to 9")
    finally:
        close(app)


def test_after_a_roll_every_cell_it_can_cover_is_lit_at_once(monkeypatch):
    # "Cover 6: drag dice or click cells" came with nothing lit until the first cell was picked
    import quash_table.games.numberquash.scene as scene_mod
    app, scene, match = open_table([2, 4])
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
        settle(app, scene)
        assert match.state.dice == (2, 4) and not scene.composer.picks
        ringed = []
        monkeypatch.setattr(scene_mod, "draw_cell_mark", lambda surface, g, *a, **k: ringed.append(g["rect"]))
        scene.draw_decor(app.screen)
        lit = {(c, o, n) for c in ("red",) for o in (0, 1) for n in range(1, 7)}    # 6, 2+4, 1+5, 1+2+3
        assert scene.lit_cells() == lit
        assert sorted(map(tuple, ringed)) == sorted(tuple(scene.table_geo[c]["rect"]) for c in lit)
    finally:
        close(app)


def test_the_header_says_who_is_level_with_you():
    # "You 3/18 · nobody ahead" while Bot 3 also had 3/18
    app, scene, match = open_table([1, 2], seats=("human", "bot:easy", "bot:easy", "bot:easy"))
    try:
        view = {"order": [0, 1, 2, 3], "seat": 0}
        assert scene.score_text({"scores": [3, 1, 3, 0]}, view).endswith("\u00b7  level with Bot 3")
        assert scene.score_text({"scores": [3, 3, 3, 0]}, view).endswith("\u00b7  level with 2 others")
        assert scene.score_text({"scores": [3, 1, 2, 0]}, view).endswith("\u00b7  1 cell ahead of Bot 3")
        assert scene.score_text({"scores": [5, 1, 2, 0]}, view).endswith("\u00b7  3 cells ahead of Bot 3")
    finally:
        close(app)


def test_a_bank_is_told_in_one_sentence_in_either_person():
    # "You bank the roll — put a red quasher…" beside "Bot 4 banks the roll — puts a green quasher…"
    from quash_table.engine.match import Match
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [1, 0]}, [5, 6])
    match.play(ROLL)
    match.play({"type": "bank"})
    banked = [e for e in match.game.events(match.state, None) if e["kind"] == "banked"]
    assert banked and banked[0]["tells_move"]
    assert match.game.describe_event(banked[0], 2) == \
        "Seat 2 banks the roll and puts a blue quasher on bonus\u00a0octagon 11"


def test_a_free_roll_that_falls_as_the_roll_before_is_told_as_a_new_roll():
    # seed 3: "You roll 6 and 4 (10)" then "You take the free roll: 6 and 4 (10)" two lines apart read as
    # one roll told twice; they are two rolls (two actions, two throws of the seeded dice) that fell alike
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from tests.test_numberquash_events import log_words, open_board
    match = Match("numberquash", ["human", "bot:normal"], 3)
    bots = [make_bot("numberquash", "normal", s, 3) for s in range(2)]
    rolls = []
    while not any(e.get("free") for e in rolls[-1:]):
        seat = match.to_move
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
        rolls += [e for e in match.game.events(match.state, None) if e["kind"] == "dice_rolled"]
    free, before = rolls[-1], rolls[-2]
    assert match.actions[-1] == ROLL and free["dice"] == before["dice"] == [6, 4] and free["again"]
    assert not any(e["again"] for e in rolls[:-1])
    double = {"kind": "dice_rolled", "seat": 0, "dice": [5, 5], "again": True}
    assert match.game.describe_event(double, 2) == "Seat 1 rolls a double 5 (10) again"
    assert match.game.describe_event(dict(double, third_double=True), 2) == \
        "Seat 1 rolls a third double 5 (10): the next turn is forfeit"
    app, scene = open_board(match)
    try:
        assert log_words(scene)[-1] == "You take the free roll and roll 6 and 4 (10) again", log_words(scene)[-3:]
    finally:
        close(app)
