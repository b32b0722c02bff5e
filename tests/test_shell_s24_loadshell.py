"""Session 24 (new players on Load and the shell): a save that will not open is said for what befell it (cut
short, changed after it was saved, not a save at all) in a box that reads; Load's Delete and Let the bots
finish ask in one confirm dialog. Real clicks and keys where a screen is involved."""

import json
import random
import re

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import SaveError, load_match, save_match
from quash_table.paths import saves_dir
from quash_table.ui.damaged_words import CUT_SHORT_WORDS, EDITED_WORDS, NOT_A_SAVE_WORDS, NOT_JSON_WORDS, damaged_reason
from tests.ui_helpers import board, centre, click, close_board, find, key, make_app, steps


def _saved(name, game="flush", seed=1):
    m = Match(game, ["human:Ann", "bot:easy"], seed)
    rng = random.Random(seed)
    for _ in range(4):
        m.play(rng.choice(m.legal_actions()))
    return save_match(m, saves_dir() / name)


def _refusal(path):
    with pytest.raises(SaveError) as got:
        load_match(path)
    return damaged_reason(got.value, path)[0]


def test_what_befell_a_save_is_told_apart():
    """A syntax error in the middle of a save was called "cut short"; a changed save "damaged: the save's
    moves ... do not match its check"; another program's file the same "cut short or damaged"."""
    good = _saved("good.json")
    raw = good.read_bytes()
    cut = saves_dir() / "cut.json"
    cut.write_bytes(raw[:len(raw) // 2])
    assert _refusal(cut) == CUT_SHORT_WORDS
    typo = saves_dir() / "typo.json"           # a comma taken out by hand, the end still there
    typo.write_bytes(raw.replace(b",", b"", 1))
    # session 26: said as check-save says it, "not valid JSON" (it read "changed after it was saved")
    assert _refusal(typo) == NOT_JSON_WORDS
    data = json.loads(raw)
    data["seed"] += 1                           # valid JSON, its check no longer matching
    edited = saves_dir() / "edited.json"
    edited.write_text(json.dumps(data))
    assert _refusal(edited) == EDITED_WORDS
    other = saves_dir() / "notes.json"         # another program's file, cut or not
    other.write_text("hello, this is a shopping list")
    assert _refusal(other) == NOT_A_SAVE_WORDS
    (saves_dir() / "list.json").write_text("[1, 2, 3]")
    assert _refusal(saves_dir() / "list.json") == NOT_A_SAVE_WORDS
    (saves_dir() / "bin.json").write_bytes(b"\xff\xfe\x00PNG")
    assert _refusal(saves_dir() / "bin.json") == NOT_A_SAVE_WORDS


@pytest.mark.ui
def test_the_error_box_reads_what_happened_what_it_means_and_the_detail():
    """The box was 80 px tall, one red bold block, "cut short" of a syntax error: now the words true to the
    damage, their meaning, the detail apart, every line inside a box tall enough for them."""
    raw = _saved("good.json").read_bytes()
    typo = saves_dir() / "typo.json"
    typo.write_bytes(raw.replace(b",", b"", 1))
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        app.top.widgets["path"].set_text(str(typo))
        click(app, centre(find(app.top.layout_info()["objects"], "load")["rect"]), frames=3)
        scene = app.top
        assert scene.name == "load"
        lines = scene.error.split("\n")
        assert lines[0] == NOT_JSON_WORDS[:1].upper() + NOT_JSON_WORDS[1:] + "."     # session 26
        assert "cut short" not in scene.error and lines[-1].startswith("Detail: ")
        box = scene.widgets["error"]
        html = box.html_text
        assert "<b>" in html.split("<br>")[0] and "<b>" not in "".join(html.split("<br>")[1:])
        assert box.rect.height >= 100, box.rect
        assert box.scroll_bar is None, "every line shows without scrolling"
        buttons = [scene.widgets[w].rect for w in ("load", "back", "path")]
        assert not any(box.rect.colliderect(r) for r in buttons)
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_delete_and_let_the_bots_finish_ask_in_one_confirm_dialog():
    """Load's Delete drew its own question over an emptied screen, Let the bots finish a panel of its own:
    one dialog now, the safe answer the default (Enter, Esc), the acting one apart."""
    from quash_table.ui.screens.confirm import ConfirmScene
    _saved("a.json")
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        load = app.top
        load.pick(saves_dir() / "a.json")
        click(app, centre(find(load.layout_info()["objects"], "delete")["rect"]), frames=3)
        asked = app.top
        assert isinstance(asked, ConfirmScene) and asked is not load
        ids = [o["id"] for o in asked.layout_info()["objects"]]
        assert ids[:1] == ["h:delete"] and "delete:cancel" in ids and "delete:confirm" in ids
        key(app, pygame.K_RETURN, frames=3)            # the default keeps the save
        assert app.top is load and (saves_dir() / "a.json").exists()
        scene = board(app, "quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=3)
        steps(app, 3)
        app.nav.confirm_bots_finish(scene)
        steps(app, 2)
        finish = app.top
        assert type(finish) is type(asked), "the same dialog"
        assert finish.focus == "finish:keep"
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top is scene and not scene.session.stand_ins
        close_board(app)
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_new_games_undo_promise_is_what_undo_does_in_each_game(size):
    """New game promised Undo would "take back your own move", but against bots another seat's move is final
    (engine/game others_moves_final) and in Quadruple War and NumberQuash Undo was greyed almost all game.
    The promise is now the game's own (undo_scope_words: QW's bid or card while the next bot waits for it,
    NumberQuash's turn since the last roll; what Undo does there is proved by test_quadwar_undo14 and
    test_numberquash_undo14) and, where a game says nothing more, says another seat's answer ends it; the
    checkbox's tooltip does not say it again (session 28: it repeated the note; it says where Undo is in play);
    every note fits its line."""
    from quash_table.games import get_game
    from quash_table.ui.screens.new_game import UNDO_ALONE_WORDS, UNDO_TIP
    from tests.test_shell_s21_quick import whole
    from tests.test_ui_shell_new_game_fit import open_new_game
    app = open_new_game(size)
    try:
        for game_id in ("quadwar", "numberquash", "flush"):
            click(app, centre(find(app.top.layout_info()["objects"], f"game:{game_id}")["rect"]), frames=3)
            game = get_game(game_id)
            note = whole(app, "allow_undo:note")
            promised = game.undo_scope_words(dict(game.default_options, **app.top.options), app.top.count)
            if game_id == "flush":
                assert not promised and note == UNDO_ALONE_WORDS
            else:
                assert promised and note == promised
            assert "your own move when" not in note, note
            assert app.top.widgets["allow_undo"].tool_tip_text == UNDO_TIP     # session 28 changed this fact
        assert "until a bot answers it" in UNDO_ALONE_WORDS
    finally:
        pygame.display.quit()


def _load_rows(app):
    app.nav.load()
    steps(app, 3)
    return {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}


@pytest.mark.ui
def test_two_saves_that_read_alike_say_which_is_the_copy_and_when_each_was_saved():
    """A save and a copy of its file read alike but for a file name in front of one ("nq2 · NumberQuash ...",
    the other row led by nothing): the copy says it is one; saves of one position made in one minute say
    their seconds."""
    import os
    import shutil
    from quash_table.ui.save_apart import COPY_WORDS
    first = _saved("mine.json", "numberquash", seed=2)
    data = json.loads(first.read_text())
    data["saved_at"] = data["saved_at"][:17] + "05+00:00"
    first.write_text(json.dumps(data))                  # saved_at is no part of the check
    copy = saves_dir() / "mine-2.json"
    shutil.copy(first, copy)
    data["saved_at"] = data["saved_at"][:17] + "42+00:00"
    (saves_dir() / "again.json").write_text(json.dumps(data))
    os.utime(first, (1_700_000_000, 1_700_000_000))
    os.utime(copy, (1_700_000_030, 1_700_000_030))      # copied half a minute later
    app = make_app()
    try:
        rows = _load_rows(app)
        assert {"mine.json", "mine-2.json", "again.json"} <= set(rows), rows
        said = {f: rows[f] for f in ("mine.json", "mine-2.json", "again.json")}
        assert len(set(said.values())) == 3, said
        assert not any(".json" in t or "mine" in t for t in said.values()), "no file names"
        # (session 37: in the row's end, the date to the second, not in front, where they took the game's room)
        assert re.search(rf" \u00b7 {COPY_WORDS} \u00b7 \d+ \w+ \d\d:\d\d:05$", said["mine-2.json"]), said
        assert re.search(r" \u00b7 saved \u00b7 \d+ \w+ \d\d:\d\d:05$", said["mine.json"]), said
        assert re.search(r" \u00b7 saved \u00b7 \d+ \w+ \d\d:\d\d:42$", said["again.json"]), said
        assert all(t.startswith("NumberQuash") for t in said.values()), said
    finally:
        pygame.display.quit()


def test_a_save_and_its_copy_alone_say_copy_and_no_time():
    from quash_table.ui.save_apart import apart_words
    import os
    import shutil
    first = _saved("one.json")
    copy = saves_dir() / "one-copy.json"
    shutil.copy(first, copy)
    os.utime(first, (1_700_000_000, 1_700_000_000))
    os.utime(copy, (1_700_000_060, 1_700_000_060))
    from quash_table.ui.save_list import date_words
    from quash_table.ui.save_apart import saved_seconds
    # the copy's date stays to the minute: "copy" alone tells it
    assert apart_words([copy, first]) == {first: "", copy: f"copy \u00b7 {date_words(saved_seconds(first))}"}


def _nq_played(seats, moves, seed=2):
    from quash_table.bots import make_bot
    m = Match("numberquash", seats, seed=seed)
    while len(m.actions) < moves and not m.over:
        bot = make_bot("numberquash", "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


def test_numberquash_rows_say_the_table_and_who_leads_in_one_shape_at_two_and_six_seats():
    """A 2-seat row said "You: 15, Bot 2: 10 cells covered", a 6-seat one "You: 11, Bots 2-6: 7, 6, 9, 6, 15
    cells covered": two shapes, and saves of different tables read alike. One shape now, the table and who
    leads in words: "2 players: you lead with 15 cells covered, Bot 2 10", "6 players: Bot 6 leads with 15
    cells covered, you 11"."""
    import re
    from quash_table.ui.save_list import save_parts
    said = {}
    for n in (2, 6):
        m = _nq_played(["human"] + ["bot:easy"] * (n - 1), 40 if n == 2 else 80)
        assert not m.over and not any(m.game.result(m.state)["places"])
        line = save_parts(save_match(m, saves_dir() / f"nq{n}.json"))[0]
        scores = m.game.result(m.state)["scores"]
        best = max(scores)
        leader = scores.index(best)
        who = "you lead" if leader == 0 else f"Bot {leader + 1} leads"
        assert f" \u00b7 {n} players: {who} with {best} cells covered" in line, line
        said[n] = line.split(" \u00b7 ")[2].split(": ", 1)[1]
        assert "Bots 2" not in line
    # one shape: the leader, then the person (or the one other seat) behind, each with a count
    # (every seat behind where the row has room: session 34)
    shape = r"(you lead|Bot \d leads) with \d+ cells covered(, (you|Bot \d): \d+)+"     # colon: session 25
    assert all(re.fullmatch(shape, words) for words in said.values()), said
