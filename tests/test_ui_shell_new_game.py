"""The New game screen as a new player meets it, through real clicks: what each game is, Quadruple War set
up for four, and no placeholder that could pass for a value typed in."""

import pygame
import pytest

from quash_table.engine.saves import load_match, save_match
from tests.ui_helpers import choose, centre, click, find, make_app, new_game_app, press_widget, screen_objects, steps  # noqa: F401 (app)

pytestmark = pytest.mark.ui


objects = screen_objects


press = press_widget


def label(app, wid):
    return find(objects(app), wid)["label"]


def drawn_colours(rect):
    steps_surface = pygame.display.get_surface()
    area = steps_surface.subsurface(pygame.Rect(rect).clip(steps_surface.get_rect()))
    return {tuple(area.get_at((x, y))) for x in range(0, area.get_width(), 2) for y in range(0, area.get_height(), 2)}


def test_each_game_says_what_it_is_when_picked_and_on_its_button(app):
    from quash_table.ui.rules_files import game_blurb
    seen = set()
    for gid in ("quash", "numberquash", "thegame", "quadwar", "flush"):
        press(app, f"game:{gid}")
        blurb = find(objects(app), "game:blurb")
        assert blurb["text"] == game_blurb(gid)
        assert "players" in blurb["text"]                 # "A card game for 2 players, ...": what and for whom
        assert app.top.widgets[f"game:{gid}"].tool_tip_text is None      # the description is beside it
        steps(app, 2)
        assert len(drawn_colours(blurb["rect"])) > 4, "the description is not drawn"
        seen.add(blurb["text"])
    assert len(seen) == 5


def test_quadruple_war_is_set_up_for_four_and_a_number_chosen_stays(app):
    press(app, "game:thegame")
    assert label(app, "seats:count") == "2 players"
    press(app, "game:quadwar")
    assert label(app, "seats:count") == "4 players"
    assert [label(app, f"seat{i}:kind").split()[0] for i in range(4)] == ["Human", "Bot:", "Bot:", "Bot:"]
    press(app, "game:flush")
    assert label(app, "seats:count") == "2 players"     # Flush's own least
    press(app, "seats:plus")
    assert label(app, "seats:count") == "3 players"
    press(app, "game:quadwar")
    assert label(app, "seats:count") == "3 players"     # the player's choice stays
    press(app, "start")
    assert app.top.name == "board" and len(app.top.session.match.seats) == 3


def test_an_empty_seed_field_shows_nothing_that_looks_typed(app):
    press(app, "game:quash")
    entry = app.top.widgets["seed"]
    assert entry.get_text() == ""
    steps(app, 2)
    assert len(drawn_colours(pygame.Rect(entry.rect).inflate(-8, -8))) <= 3, "text is drawn in the empty field"


def test_players_pick_their_colours_on_the_new_game_screen_and_the_save_keeps_them(app, tmp_path):
    """NumberQuash's players pick colours, as its sheet says (option `colours`)."""
    press(app, "game:numberquash")
    choose(app, "seat0:pick0", "Green")          # picked beside each seat (session 45), no longer typed
    choose(app, "seat1:pick0", "Pink")
    press(app, "start")
    assert app.top.name == "board"
    match = app.top.session.match
    assert match.options["colours"] == "green,pink"
    view = match.game.view(match.state, 0)
    assert view["colours"] == [["green"], ["pink"]]
    assert view["supply"] == {"green": 25, "pink": 25}
    path = tmp_path / "colours.json"
    save_match(match, path)
    again = load_match(path)
    assert again.game.view(again.state, 0)["colours"] == [["green"], ["pink"]]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_game_buttons_tooltip_covers_a_control_or_repeats_the_description(size):
    # a tall tooltip repeating the description hid "Allow undo" at 1024x640 (rv10c-26, 56)
    a = make_app(size)
    try:
        a.nav.new_game()
        steps(a, 2)
        manager = a.gui()
        for gid in ("quash", "numberquash", "thegame", "quadwar", "flush"):
            press(a, f"game:{gid}")
            for hover in ("quash", "flush", gid):
                pos = a.top.widgets[f"game:{hover}"].rect.center
                manager._update_mouse_position = lambda pos=pos: setattr(manager, "mouse_position", pos)
                steps(a, 120)
                tip = a.top.widgets[f"game:{hover}"].tool_tip
                manager._update_mouse_position = lambda: setattr(manager, "mouse_position", (5, 5))
                steps(a, 10)
                if tip is None:
                    continue
                assert hover != gid, "the chosen game's tooltip repeats its description"
                for wid, el in a.top.widgets.items():
                    if wid.startswith(("seat", "allow_undo", "option:", "start", "back")) and el.visible:
                        assert not pygame.Rect(tip.rect).colliderect(el.rect), f"{hover}'s tooltip covers {wid}"
    finally:
        pygame.display.quit()


def test_a_letter_typed_into_the_seed_is_refused_with_a_word(app):
    # "abc" and the "x" of "42x" were dropped without a word: now the field keeps the digits and the
    # label beside it says "Seed: digits only" for a few seconds.
    click(app, app.top.widgets["seed"].rect.center, frames=2)
    assert app.top.widgets["seed"].is_focused
    assert app.top.widgets["seed:refused"].visible == 0 and app.top.widgets["seed:label"].visible
    for ch in "42x":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        steps(app, 1)
    assert app.top.widgets["seed"].get_text() == "42"
    note = app.top.widgets["seed:refused"]
    assert note.visible and note.text == "Seed: digits only" and not app.top.widgets["seed:label"].visible
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    steps(app, 1)
    assert app.top.widgets["seed"].get_text() == "427" and app.top.widgets["seed"].is_focused
    app.time += 10                                  # a few seconds on, the label is back
    steps(app, 1)
    assert not app.top.widgets["seed:refused"].visible and app.top.widgets["seed:label"].visible
    press(app, "start")
    assert app.top.name == "board" and app.top.session.match.seed == 427


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_choice_button_keeps_room_around_its_words(size):
    # NumberQuash's "when used in full  ▸" filled its button edge to edge.
    from quash_table.games import get_game
    from quash_table.ui import theme
    from quash_table.ui.screens.new_game import NewGameScene
    a = make_app(size)
    try:
        for gid in ("quash", "numberquash", "thegame", "quadwar", "flush"):
            a.nav.main_menu()
            steps(a, 1)
            a.push(NewGameScene(a))
            steps(a, 1)
            a.top.pick_game(gid)
            steps(a, 2)
            m = a.metrics
            for wid, el in a.top.widgets.items():
                if not wid.startswith("option:") or wid not in a.top.picks:
                    continue                                      # the choices are drop-downs
                o = next(o for o in get_game(gid).options if o.key == wid[7:])
                names = [c[0] for c in a.top.option_choices(o)]       # every value it offers
                assert a.top.picks[wid][0] == names
                for name in names:                                # beside the drop-down's arrow (20 px)
                    text = theme.font(m.px(17), True).size(name)[0]
                    assert el.rect.w - 20 - text >= 2 * m.px(8), (gid, wid, name, el.rect.w, text)
    finally:
        pygame.display.quit()


def test_an_option_refused_is_said_under_its_own_field_marked_in_red_with_one_quote_style(app):
    # "“Points to the FINISH” must be a whole number, not 'abc'" in the description box at the far left
    press(app, "game:quash")
    app.top.widgets["option:target"].set_text("abc")
    press(app, "start")
    assert app.top.name == "new_game"
    assert app.top.error == "\u201cPoints to the FINISH\u201d must be a whole number, not \u201cabc\u201d"
    assert "'" not in app.top.error
    objs = objects(app)
    ids = {o["id"] for o in objs}
    assert "option:target:error" in ids and "error" not in app.top.widgets and "game:blurb" in ids
    near = find(objs, "option:target:error")
    field = pygame.Rect(find(objs, "option:target")["rect"])
    assert near["label"] == "Must be a whole number, not \u201cabc\u201d"
    assert 0 <= pygame.Rect(near["rect"]).top - field.bottom < field.h             # right under the field
    steps(app, 2)
    ring = field.inflate(app.metrics.px(6), app.metrics.px(6))
    from quash_table.ui import theme
    assert tuple(pygame.display.get_surface().get_at((ring.centerx, ring.top)))[:3] == theme.ILLEGAL


def test_the_first_player_button_follows_the_names_as_they_are_typed(app):
    # after Ann and Bob were typed into the seats it still read "Player 1 ▸"
    press(app, "game:thegame")
    app.top.set_kind(1, "Human")
    app.top.rebuild()
    steps(app, 2)
    assert label(app, "option:first").startswith("random")       # who starts is drawn by default (session 21)
    choose(app, "option:first", "Player 1")
    assert label(app, "option:first").startswith("Player 1")
    for i, name in enumerate(("Ann", "Bob")):
        field = find(objects(app), f"seat{i}:name")
        click(app, centre(field["rect"]), frames=1)
        app.top.widgets[f"seat{i}:name"].set_text("")
        for ch in name:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            steps(app, 1)
    steps(app, 2)
    assert app.top.widgets["seat1:name"].get_text() == "Bob"
    assert label(app, "option:first") == "Ann"
    choose(app, "option:first", "Bob")                                # its choices are the names too
    assert label(app, "option:first") == "Bob" and app.top.options["first"] == 1


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_professional_tooltip_is_wide_and_clear_of_the_labels_around_it(size):
    # a narrow 8-line box over the option's hint line and the "First player" label
    a = make_app(size)
    try:
        a.nav.new_game()
        steps(a, 2)
        press(a, "game:thegame")
        manager = a.gui()
        box = a.top.widgets["option:professional"]
        pos = box.rect.center
        manager._update_mouse_position = lambda: setattr(manager, "mouse_position", pos)
        steps(a, 120)
        tip = box.tool_tip
        assert tip is not None
        rect = pygame.Rect(tip.rect)
        line = a.top.widgets["option:professional:hint"].rect.h
        assert rect.h < 5 * line, (rect, line)                          # three lines and padding, not eight
        for wid in ("option:professional", "option:professional:hint", "option:first:label", "option:first"):
            assert not rect.colliderect(a.top.widgets[wid].rect), f"the tooltip covers {wid}"
        assert pygame.Rect(0, 0, *size).contains(rect)
        manager._update_mouse_position = lambda: setattr(manager, "mouse_position", (5, 5))
    finally:
        pygame.display.quit()
