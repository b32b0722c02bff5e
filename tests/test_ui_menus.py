"""The menus through real clicks: new game with chosen seats and options, settings saved, load list."""

import json

import pygame
from quash_table.ui.damaged_words import says_damaged  # session 24: a row says what befell its file
import pytest

from tests.ui_helpers import choose, centre, click, find, key, make_app, steps

pytestmark = pytest.mark.ui


def press(app, wid):
    rect = find(app.top.layout_info()["objects"], wid)["rect"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre(rect), rel=(0, 0), buttons=(0, 0, 0)))
    steps(app, 1)
    click(app, centre(rect), frames=3)


def typed(app, wid, text):
    """Put `text` in a text field as typing does: the field's text, then the change event pygame_gui posts for
    each key (set_text alone posts none, and a screen that follows typing would not hear it)."""
    import pygame_gui
    entry = app.top.widgets[wid]
    entry.set_text(text)
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, text=text, ui_element=entry,
                                         ui_object_id=entry.most_specific_combined_id))
    steps(app, 1)


def label(app, wid):
    return find(app.top.layout_info()["objects"], wid)["label"]


@pytest.fixture
def app():
    from quash_table.ui.screens.main_menu import MainMenuScene
    a = make_app()
    a.push(MainMenuScene(a))
    steps(a, 2)
    yield a
    pygame.display.quit()


def test_new_game_with_two_humans_a_bot_and_an_option(app):
    assert not find(app.top.layout_info()["objects"], "continue")["enabled"]   # nothing to continue yet
    press(app, "new")
    assert app.top.name == "new_game"
    press(app, "game:thegame")
    press(app, "seats:plus")
    assert label(app, "seats:count") == "3 players"
    assert label(app, "seat1:kind").startswith("Bot: normal")
    choose(app, "seat1:kind", "Human")
    choose(app, "seat2:kind", "Bot: easy")
    press(app, "option:professional")
    choose(app, "option:first", "Player 2")
    press(app, "start")
    assert app.top.name == "board"
    m = app.top.session.match
    assert [s["kind"] for s in m.seats] == ["human", "human", "bot"]
    assert m.seats[2]["level"] == "easy"
    assert m.options == {"professional": True, "first": 1}
    assert app.top.session.curtain == 1          # pass-and-play: Player 2 starts, behind the curtain
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "pause"
    press(app, "menu")
    assert app.top.name == "main_menu"
    # A game takes Continue over at its first move: opened and left at once, it leaves Continue alone.
    assert not find(app.top.layout_info()["objects"], "continue")["enabled"]


def test_settings_are_saved_and_applied(app):
    from quash_table.paths import settings_path
    from quash_table.ui.sprites import SPRITES
    press(app, "settings")
    assert app.top.name == "settings"
    choose(app, "animation", "slow")
    press(app, "colour_blind")
    press(app, "save")
    assert app.top.name == "main_menu"
    saved = json.loads(settings_path().read_text())
    assert saved["animation"] == "slow" and saved["colour_blind"] is True
    assert SPRITES.colour_blind is True
    SPRITES.colour_blind = False


def test_load_lists_saves_and_refuses_a_bad_one(app):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("thegame", "human,bot:normal", seed=4)
    m.play(m.legal_actions()[0])
    save_match(m, saves_dir() / "mine.json")
    (saves_dir() / "broken.json").write_text("{nope")
    press(app, "load")
    assert app.top.name == "load"
    typed(app, "path", str(saves_dir() / "broken.json"))
    assert not find(app.top.layout_info()["objects"], "load")["enabled"]     # listed as damaged: Load greyed
    import pygame_gui
    entry = app.top.widgets["path"]
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_FINISHED, text=entry.get_text(), ui_element=entry,
                                         ui_object_id=entry.most_specific_combined_id))
    steps(app, 2)                                       # Enter in the field tries it: refused with the reason
    assert app.top.name == "load" and "not valid JSON" in app.top.error
    typed(app, "path", str(saves_dir() / "mine.json"))
    press(app, "load")
    assert app.top.name == "board"
    assert app.top.session.match.actions == m.actions


def test_two_players_with_the_same_name_are_refused_at_start(app):
    press(app, "new")
    press(app, "game:thegame")
    choose(app, "seat1:kind", "Human")
    app.top.widgets["seat0:name"].set_text("Sam")
    app.top.widgets["seat1:name"].set_text("  sAM ")          # trimmed, any case: the same player
    press(app, "start")
    assert app.top.name == "new_game"
    err = app.top.error
    assert "Seat 1 and Seat 2" in err and "\u201cSam\u201d" in err and "different name" in err
    app.top.widgets["seat1:name"].set_text("Kim")
    press(app, "start")
    assert app.top.name == "board"
    assert [s["name"] for s in app.top.session.match.seats] == ["Sam", "Kim"]


def test_quash_offers_only_two_or_four_players(app):
    press(app, "new")
    press(app, "game:quash")
    assert label(app, "seats:count") == "2 players"
    press(app, "seats:plus")
    assert label(app, "seats:count") == "4 players"            # never 3: QUASH's own check_seats
    assert not find(app.top.layout_info()["objects"], "seats:plus")["enabled"]
    press(app, "seats:minus")
    assert label(app, "seats:count") == "2 players"
    press(app, "game:thegame")                                  # other games still step one at a time
    press(app, "seats:plus")
    assert label(app, "seats:count") == "3 players"


def test_option_errors_name_the_option_as_the_screen_shows_it(app):
    press(app, "new")
    press(app, "game:flush")
    app.top.widgets["option:elimination_at"].set_text("0")
    press(app, "start")
    assert app.top.name == "new_game"
    err = app.top.error
    assert "Elimination at" in err and "elimination_at" not in err and "option '" not in err


def test_turn_order_is_typed_counting_seats_from_one(app):
    press(app, "new")
    press(app, "game:numberquash")
    press(app, "seats:plus")
    hint = label(app, "option:order:hint")
    assert "2,3,1" in hint                                    # explained in the screen's own numbering
    app.top.widgets["option:order"].set_text("0,1,2")           # the game's 0-based numbers: refused
    press(app, "start")
    assert app.top.name == "new_game"
    assert "Turn order" in app.top.error and "1 to 3" in app.top.error and "'order'" not in app.top.error
    app.top.widgets["option:order"].set_text("2, 3, 1")
    press(app, "start")
    assert app.top.name == "board"
    assert app.top.session.match.options["order"] == [1, 2, 0]


def test_load_lists_game_players_and_moves_and_marks_a_damaged_file(app):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("flush", "human:Ann,bot:easy", seed=4)
    m.play(m.legal_actions()[0])
    save_match(m, saves_dir() / "one.json")
    (saves_dir() / "broken.json").write_text("{nope")
    edited = json.loads((saves_dir() / "one.json").read_text())
    edited["seed"] = 5                                         # valid JSON, but no longer replays the same
    (saves_dir() / "edited.json").write_text(json.dumps(edited))
    press(app, "load")
    rows = [item["text"] for item in app.top.widgets["saves"].item_list]
    ok = next(r for r in rows if r.startswith("Flush"))
    # where it stands, as Continue says it, with the scores by the board's names (no count of moves)
    # (every score still 0 in Flush: the cards each holds, from the saved position: session 18)
    assert "round 1, " in ok and ("You: 0, Bot 2: 0" in ok or " card" in ok) and "one.json" not in ok
    assert any(r.startswith("broken.json") and says_damaged(r) for r in rows)
    # an edited seed breaks the save's check: listed as damaged as the list is read, before it is opened
    assert any(r.startswith("edited.json") and says_damaged(r) for r in rows)
    # A refusal's message sits clear of the path field and needs no scroll bar for two lines.
    app.top.widgets["path"].set_text(str(saves_dir() / "edited.json"))
    press(app, "load")
    assert app.top.name == "load" and app.top.error
    rows = [item["text"] for item in app.top.widgets["saves"].item_list]
    assert any(r.startswith("edited.json") and says_damaged(r) for r in rows)
    objects = app.top.layout_info()["objects"]
    box = pygame.Rect(next(o for o in objects if o["id"] == "error" and o["kind"] == "textbox")["rect"])
    assert not box.colliderect(pygame.Rect(find(objects, "path")["rect"]))
    assert app.top.widgets["error"].scroll_bar is None
    # Picking a row names its file in the path field; Load opens it.
    ok = next(r for r in rows if r.startswith("Flush"))
    rect = next(i["button_element"].rect for i in app.top.widgets["saves"].item_list if i["text"] == ok)
    click(app, rect.center, frames=3)
    assert app.top.path_text == str(saves_dir() / "one.json")
    press(app, "load")
    assert app.top.name == "board" and app.top.session.match.actions == m.actions


def test_main_menu_tooltips_say_what_a_button_does_and_continue_counts_one_move(monkeypatch):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import write_autosave
    from quash_table.ui.screens.main_menu import MainMenuScene
    m = Match("flush", "human:Ann,bot:easy", seed=4)
    m.play(m.legal_actions()[0])
    write_autosave(m)
    a = make_app()
    try:
        a.push(MainMenuScene(a))
        steps(a, 2)
        # as a player says it, as its Load row says it at its longest (session 34: one voice)
        note = a.top.autosave_note
        assert note.startswith("Flush · round 1, your turn · ") and "Bot 2: " in note, note
        assert find(a.top.layout_info()["objects"], "autosave_note")["label"] == f"Continue: {note}"
        tips = {wid: el.tool_tip_text for wid, el in a.top.widgets.items() if hasattr(el, "tool_tip_text")}
        assert tips["load"].startswith("Load a saved game") and tips["load"].endswith("(L)")
        assert all(len(t) > 12 for t in tips.values() if t), tips     # never a bare letter
        load = a.top.widgets["load"]
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: load.rect.center)   # pygame_gui polls it
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=load.rect.center, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        steps(a, 90)                                               # the tooltip's delay
        assert load.tool_tip is not None
        tip = pygame.Rect(load.tool_tip.rect)
        assert not any(tip.colliderect(el.rect) for wid, el in a.top.widgets.items() if wid != "autosave_note")
    finally:
        pygame.display.quit()


def test_a_name_with_a_space_can_be_typed_into_a_clicked_field(app):
    # A person clicks into a name field (the gold keyboard ring is elsewhere) and types "Ann Lee": the
    # space is part of the name, not a press of the button the ring is on.
    press(app, "new")
    field = app.top.widgets["seat0:name"]
    field.set_text("")
    click(app, centre(find(app.top.layout_info()["objects"], "seat0:name")["rect"]))
    assert field.is_focused
    for ch in "Ann Lee":
        k = pygame.K_SPACE if ch == " " else ord(ch.lower())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=pygame.KMOD_SHIFT if ch.isupper() else 0,
                                             unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
        steps(app, 1)
    assert app.top.name == "new_game" and field.get_text() == "Ann Lee"


def test_switching_game_keeps_the_players_typed_in(app):
    press(app, "new")
    press(app, "game:thegame")
    press(app, "seats:plus")                                    # three players
    choose(app, "seat1:kind", "Human")
    app.top.widgets["seat0:name"].set_text("Ann")
    app.top.widgets["seat1:name"].set_text("Bob")
    press(app, "game:flush")                                    # Flush takes three too: all of it stays
    assert label(app, "seats:count") == "3 players"
    assert app.top.widgets["seat0:name"].get_text() == "Ann" and app.top.widgets["seat1:name"].get_text() == "Bob"
    assert label(app, "seat1:kind").startswith("Human")
    press(app, "game:quash")                                    # QUASH: 2 or 4, so the nearest, 2 (a tie goes down)
    assert label(app, "seats:count") == "2 players"
    assert app.top.widgets["seat0:name"].get_text() == "Ann" and app.top.widgets["seat1:name"].get_text() == "Bob"


def test_load_reads_headers_and_marks_a_save_damaged_once_it_fails_to_open(app):
    # The list reads each save's header (with its check) but replays none: a save whose check matches
    # moves that do not replay is listed as a game until it is opened; then it is listed as damaged,
    # and its bytes never change.
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_check, save_match
    from quash_table.paths import saves_dir
    m = Match("thegame", "human:Ann,bot:easy", seed=4)
    m.play(m.legal_actions()[0])
    m.play(m.legal_actions()[0])
    save_match(m, saves_dir() / "twisted.json")
    data = json.loads((saves_dir() / "twisted.json").read_text())
    data["actions"][0], data["actions"][1] = data["actions"][1], data["actions"][0]
    data["check"] = save_check(data["game"], data["seats"], data["options"], data["seed"], data["stacked"],
                               data["undos"], data["actions"])
    (saves_dir() / "twisted.json").write_text(json.dumps(data))
    before = (saves_dir() / "twisted.json").read_bytes()
    press(app, "load")
    rows = [r["text"] for r in app.top.layout_info()["rows"]]     # the saves (not the headings)
    assert len(rows) == 1 and rows[0].startswith("The Game") and " to play" in rows[0]
    app.top.widgets["path"].set_text(str(saves_dir() / "twisted.json"))
    press(app, "load")
    assert app.top.name == "load" and app.top.error
    rows = [r["text"] for r in app.top.layout_info()["rows"]]     # the saves (not the headings)
    assert rows[0].startswith("twisted.json") and says_damaged(rows[0])
    assert (saves_dir() / "twisted.json").read_bytes() == before


def test_continue_is_not_offered_for_a_finished_game():
    import random

    from quash_table.engine.match import Match
    from quash_table.engine.saves import write_autosave
    from quash_table.ui.screens.main_menu import MainMenuScene
    m = Match("thegame", "human:Ann,bot:easy", seed=4)
    rng = random.Random(1)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    write_autosave(m)
    a = make_app()
    try:
        a.push(MainMenuScene(a))
        steps(a, 2)
        assert not find(a.top.layout_info()["objects"], "continue")["enabled"]
        assert a.top.autosave_note == "The Game: Quick & Easy with Bot 2 is finished"   # team-mates
    finally:
        pygame.display.quit()


def test_esc_on_the_main_menu_does_not_quit(app):
    # A stray Esc on the way back from a game closed the whole app at once, with no question.
    assert app.top.name == "main_menu"
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.running and app.top.name == "main_menu"


def test_the_about_box_is_for_players_not_developers():
    # it listed sound file paths and the font's Debian copyright header (a path under /usr/share/doc)
    from quash_table.ui.screens.about import about_html
    text = about_html()
    for developer_words in ("/usr/share", ".wav", ".py", "Upstream-", "copyright-format"):
        assert developer_words not in text, developer_words
    assert "Credits" in text and "DejaVu" in text and "MIT" in text
    assert len(text) < 1500


def test_load_lists_a_save_edited_by_hand_as_damaged_and_keeps_one_found_on_opening(app):
    # An edited move ("B10" made "B90") breaks the save's check: the list finds it as it reads the list
    # (no replay) and shows it damaged, with its reason, never chosen first. A save whose check was
    # forged too is found out only when opened; it stays marked when the player leaves and comes back.
    # Neither file's bytes change.
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_check, save_match
    from quash_table.paths import saves_dir
    m = Match("thegame", "human:Ann,bot:easy", seed=4)
    m.play(m.legal_actions()[0])
    m.play(m.legal_actions()[0])
    save_match(m, saves_dir() / "good.json")
    data = json.loads((saves_dir() / "good.json").read_text())
    data["actions"][0] = dict(data["actions"][0], card=90)
    (saves_dir() / "tampered.json").write_text(json.dumps(data))
    data["check"] = save_check(data["game"], data["seats"], data["options"], data["seed"], data["stacked"],
                               data["undos"], data["actions"])
    (saves_dir() / "forged.json").write_text(json.dumps(data))
    before = {f.name: f.read_bytes() for f in saves_dir().glob("*.json")}
    press(app, "load")
    rows = {r["file"]: r for r in app.top.layout_info()["rows"]}
    assert rows["tampered.json"]["kind"] == "damaged" and "changed after it was saved" in rows["tampered.json"]["text"]   # session 24: in a player's words
    assert rows["forged.json"]["kind"] == "saved"
    assert app.top.path_text != str(saves_dir() / "tampered.json")
    app.top.widgets["path"].set_text(str(saves_dir() / "forged.json"))
    press(app, "load")
    assert app.top.name == "load" and app.top.error
    press(app, "back")
    assert app.top.name == "main_menu"
    press(app, "load")
    rows = {r["file"]: r for r in app.top.layout_info()["rows"]}
    assert rows["forged.json"]["kind"] == "damaged" and rows["tampered.json"]["kind"] == "damaged"
    assert rows["good.json"]["kind"] == "saved"
    assert {f.name: f.read_bytes() for f in saves_dir().glob("*.json")} == before
