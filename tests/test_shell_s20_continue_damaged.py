"""Continue has one answer (review 20): a damaged autosave is passed over alike by the main menu and New
game's note, listed in Load under "Files that will not open" (its bytes untouched), its reason in a
player's words first."""

import random

import pygame
import pytest

from tests.ui_helpers import find, make_app, steps

pytestmark = pytest.mark.ui


def played(game_id, seats, moves, seed=1):
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed=seed)
    rng = random.Random(seed)
    while len(m.actions) < moves and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def cut_in_half(path):
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    return path.read_bytes()


def older_flush_save():
    """An unfinished Flush game saved in Load (what Continue falls back on)."""
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_match(played("flush", "human:Ann,bot:easy", 2), saves_dir() / "older-flush.json")


def menu_words(app):
    objects = app.top.layout_info()["objects"]
    return find(objects, "autosave_note")["label"], find(objects, "continue")["enabled"]


def new_game_note(app):
    app.nav.new_game()
    steps(app, 2)
    got = next((o["text"] for o in app.top.layout_info()["objects"] if o["id"] == "continue:note"), None)
    app.nav.main_menu()
    steps(app, 2)
    return got


def test_an_autosave_cut_while_the_menu_shows_gives_continue_and_new_game_one_answer():
    from quash_table.engine.saves import write_autosave
    from quash_table.paths import autosave_path
    older_flush_save()
    write_autosave(played("quash", "human,bot:easy", 3))
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        note, enabled = menu_words(app)
        assert enabled and note.startswith("Continue: QUASH"), note
        kept = cut_in_half(autosave_path())           # cut by hand while the menu shows
        app.top.resume()                              # C: the autosave does not open
        steps(app, 2)
        note, enabled = menu_words(app)
        # the menu chose again, as New game does: the older Flush game, and the autosave's trouble said once,
        # by Continue (the line under the buttons said it again in other words: session 22)
        assert enabled and note.startswith("Continue: Flush"), note
        said = next(o["text"] for o in app.top.layout_info()["objects"] if o["id"] == "error" and o["kind"] == "message")
        assert "autosave will not open (its end is missing)" in said and "will not open" not in note
        assert "Continue holds Flush" in new_game_note(app)
        assert autosave_path().read_bytes() == kept
    finally:
        pygame.display.quit()


def test_with_nothing_else_to_play_both_say_there_is_no_game_and_load_lists_the_damaged_autosave():
    from quash_table.engine.saves import write_autosave
    from quash_table.paths import autosave_path
    write_autosave(played("quash", "human,bot:easy", 3))
    kept = cut_in_half(autosave_path())
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        note, enabled = menu_words(app)
        assert not enabled
        assert note.startswith("The latest autosave will not open (its end is missing)"), note
        assert "not valid JSON" not in note       # the technical detail is not the player's line
        assert new_game_note(app) is None
        app.nav.load()
        steps(app, 2)
        rows = [item["text"] for item in app.top.widgets["saves"].item_list]
        at = rows.index("Files that will not open")
        assert rows[at + 1] == "the autosave (autosave.json) \u00b7 its end is missing", rows
        assert autosave_path().read_bytes() == kept
    finally:
        pygame.display.quit()


def test_a_save_cut_short_says_so_in_player_words_with_the_detail_apart(tmp_path):
    """Session 27: the words read the kind the engine gives the error where it finds the damage (they read
    the reason's text back; this test built errors from words alone): files cut short and edited, read."""
    import json
    from quash_table.engine.saves import SaveError, load_match, save_match
    from quash_table.ui.save_list import CUT_SHORT_WORDS, damaged_reason
    path = save_match(played("quash", "human,bot:easy", 3), tmp_path / "cut.json")
    cut_in_half(path)
    with pytest.raises(SaveError) as got:
        load_match(path)
    words, detail = damaged_reason(got.value)
    assert words == CUT_SHORT_WORDS and "line " in detail, (words, detail)
    # session 24: a changed save is said as such (it read "damaged: the save's moves ... do not match its check")
    edited = save_match(played("quash", "human,bot:easy", 3), tmp_path / "edited.json")
    data = json.loads(edited.read_text())
    data["seed"] += 1
    edited.write_text(json.dumps(data))
    with pytest.raises(SaveError) as got:
        load_match(edited)
    words, _ = damaged_reason(got.value)
    assert words == "it was changed after it was saved"
