"""Review 21, a new player's small shell words: Undo's option said in plain sentences (New game's "alone
against bots; in Statistics as Undone" and Settings' bracketed "Allow undo against bots (in pass-and-play
only The Game, before End turn)" were cryptic), every line whole at 1024x640."""

import pygame
import pytest

from tests.ui_helpers import find, make_app, press_widget, rest_pointer, screen_objects, steps

pytestmark = pytest.mark.ui


def whole(app, wid):
    """The label's words are drawn in full inside its rect and the window (a long label is cut)."""
    el = app.top.widgets[wid]
    words = el.text if hasattr(el, "text") else el.text_label.text
    label = getattr(el, "text_label", el)
    width = label.font.size(words)[0]
    rect = pygame.Rect(label.rect)
    assert width <= rect.w and rect.right <= pygame.display.get_surface().get_width(), (wid, words, width, rect)
    return words


def test_settings_say_what_undo_does_in_sentences_that_fit():
    a = make_app((1024, 640))
    try:
        a.nav.main_menu()
        steps(a, 2)
        press_widget(a, "settings")
        box = whole(a, "undo")
        assert "take back your own move" in box and "alone against bots" in box and "(" not in box, box
        counts, people = whole(a, "undo:note0"), whole(a, "undo:note1")
        assert "Statistics as any other" in counts and "Undone" not in counts, counts
        assert people.startswith("When several people share the screen, undo works only in The Game"), people
        # the notes sit under the box, above the next one
        rects = {w: pygame.Rect(find(screen_objects(a), w)["rect"]) for w in ("undo", "undo:note1", "round_pause")}
        assert rects["undo"].bottom <= rects["undo:note1"].top < rects["undo:note1"].bottom <= rects["round_pause"].top
        assert rects["round_pause"].bottom <= pygame.Rect(find(screen_objects(a), "save")["rect"]).top
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game", ["quadwar", "thegame"])
def test_new_game_says_what_undo_does_and_what_statistics_do(game):
    a = make_app((1024, 640))
    try:
        a.nav.main_menu()
        steps(a, 2)
        press_widget(a, "new")
        press_widget(a, f"game:{game}")
        note, counts = whole(a, "allow_undo:note"), whole(a, "allow_undo:counts")
        # session 24: the promise is the game's own where Undo takes back less (Quadruple War: until the bot answers)
        assert note.startswith("Take back your"), note
        assert "Undone" not in counts and "Statistics as any other" in counts, counts
    finally:
        pygame.display.quit()


hover = rest_pointer     # the pointer resting on a point past a tooltip's delay (tests/ui_helpers)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_rules_tabs_tooltip_says_its_shortcut_under_the_tab_over_no_other(monkeypatch, size):
    """Review 21 (54-rules-qw-small.png): "Key: 4" on Quadruple War's tab lay over The Game's tab, its
    words covered; it says "Shortcut: 4" and hangs under its own tab, on the page's text."""
    a = make_app(size)
    try:
        a.nav.rules("quadwar", choose=True)
        steps(a, 2)
        scene = a.top
        tabs = [w for w in scene.widgets if w.startswith("game:")]
        assert len(tabs) == 5
        for i, wid in enumerate(tabs):
            el = scene.widgets[wid]
            hover(monkeypatch, a, el.rect.center)
            assert el.tool_tip is not None, wid
            assert el.tool_tip_text == f"Shortcut: {i + 1}"
            tip, tab = pygame.Rect(el.tool_tip.rect), pygame.Rect(el.rect)
            assert tip.top >= tab.bottom, (wid, tip, tab)                          # under its tab
            for other in tabs:
                assert not tip.colliderect(scene.widgets[other].rect), (wid, tip, other)
            hover(monkeypatch, a, (2, 2), frames=5)
            assert el.tool_tip is None
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("values", [(8, 0), (5, 0, -5), (0, 0)])
def test_a_score_of_zero_draws_no_bar_but_a_mark_across_the_zero_line(values):
    """Review 21 (20-stats.png): a Flush win of 0 stood on the zero line as a block, read as a small
    score; it is a mark centred on the line (and the other bars still rise from it)."""
    from quash_table.ui.chart import draw_bar_chart
    a = make_app((1024, 640))
    try:
        m = a.metrics
        surface = pygame.Surface((m.px(900), m.px(400)))
        bars = [(v, i % 2 == 1, False) for i, v in enumerate(values)]
        drawn = draw_bar_chart(surface, surface.get_rect(), m, bars, title="t", labels=["1 Dec"] * len(bars))
        zeros = [r for r, v in zip(drawn, values) if v == 0]
        ups = [r for r, v in zip(drawn, values) if v > 0]
        downs = [r for r, v in zip(drawn, values) if v < 0]
        line = ups[0].bottom if ups else downs[0].top if downs else None
        for r in zeros:
            assert r.h <= max(8, m.px(10)), r                          # a mark, not a bar (as tall as review 13's)
            mid = r.top + r.h / 2
            if line is not None:
                assert abs(mid - line) <= 1, (r, line)                 # on the line: as much under it as over
        if len(zeros) == 2:
            assert zeros[0].top == zeros[1].top
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("other", [True, False])
def test_a_click_on_continue_whose_autosave_is_found_damaged_says_so_by_the_button(other):
    """Review 21 (62-continue-broken.png): the first click seemed to do nothing (the grey line at the
    screen's foot changed) and a second opened an older save without a word. The click says, beside
    Continue, that the latest autosave is damaged and kept in Load, and what Continue opens now."""
    from quash_table.engine.saves import write_autosave
    from quash_table.paths import autosave_path
    from tests.test_shell_s20_continue_damaged import cut_in_half, older_flush_save, played
    if other:
        older_flush_save()
    write_autosave(played("quash", "human,bot:easy", 3))
    a = make_app((1024, 640))
    try:
        a.nav.main_menu()
        steps(a, 2)
        cut_in_half(autosave_path())                  # damaged while the menu shows
        press_widget(a, "continue")
        steps(a, 2)
        assert a.top.name == "main_menu"
        info = a.top.layout_info()
        said = next(o["text"] for o in info["objects"] if o["id"] == "error" and o.get("kind") == "message")
        assert said.startswith("The latest autosave will not open (its end is missing);"), said
        assert 'Load keeps it, under "Files that will not open"' in said, said
        if other:
            assert "Continue now opens Flush" in said, said
        else:
            assert "No other game to play on: New game starts one" in said, said
        box = pygame.Rect(a.top.widgets["error"].rect)
        button = pygame.Rect(a.top.widgets["continue"].rect)
        assert box.left >= button.right and box.top == button.top, (box, button)     # by the button
        assert pygame.display.get_surface().get_rect().contains(box)
        assert not any(box.colliderect(el.rect) for wid, el in a.top.widgets.items() if wid != "error")
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game, note", [("thegame", "Take back the cards you laid this turn, before End turn"),
                                        ("quadwar", "Off with several people: a move another has seen stays")])
def test_new_game_undo_words_with_two_people_at_the_screen_fit(game, note):
    from tests.ui_helpers import choose
    a = make_app((1024, 640))
    try:
        a.nav.main_menu()
        steps(a, 2)
        press_widget(a, "new")
        press_widget(a, f"game:{game}")
        choose(a, "seat1:kind", "Human")
        assert whole(a, "allow_undo:note") == note
        assert ("allow_undo:counts" in a.top.widgets) == (game == "thegame")      # off: nothing is counted
    finally:
        pygame.display.quit()
