"""The rules page's markdown: italics, nested lists and tables render instead of showing their markup."""

import re

import pygame
import pytest

from quash_table.paths import asset_path
from quash_table.ui import markdown

pytestmark = pytest.mark.ui

RULES = ("quash", "numberquash", "thegame", "quadwar", "flush")


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


def visible(html):
    """The words a reader sees: tags dropped."""
    return re.sub(r"<[^>]+>", "", html)


def test_italics_bold_and_code_become_styles_not_asterisks():
    # the punctuation after an italic run goes in it, the space after it is a hair space (see the test below)
    assert markdown.inline_html("*Basic*: 13 cards") == "<i>Basic:</i>\u200a13 cards"
    assert markdown.inline_html("a *free roll* or **bank**") == "a <i>free roll</i>\u200aor <b>bank</b>"
    assert markdown.inline_html("_steal_ one") == "<i>steal</i>\u200aone"
    assert markdown.inline_html("`hard@N` plays") == "<b>hard@N</b> plays"
    # Not emphasis: a lone star, underscores inside a word, a product.
    assert markdown.inline_html("assets/flush_deck.json") == "assets/flush_deck.json"
    assert markdown.inline_html("3 * 4 = 12") == "3 * 4 = 12"


def test_nested_lists_keep_their_depth():
    text = "- **2 players**: you are RED.\n  - *Basic*: 13 cards.\n  - *Advanced*: 23.\n- **4 players**: teams."
    items = [b for b in markdown.blocks(text) if b[0] == "item"]
    assert [b[1] for b in items] == [0, 1, 1, 0]
    lines = markdown.to_html(text).split("<br>")
    assert not lines[0].startswith(markdown.NBSP) and lines[1].startswith(markdown.NBSP * 3)
    assert "<i>Basic:</i>" in lines[1]
    numbered = markdown.blocks("1. **Bonus**: spend\n   - **10**: a roll\n2. **Roll**")
    assert [(b[1], b[2]) for b in numbered] == [(0, "1."), (1, "-"), (0, "2.")]


def test_a_table_is_parsed_and_drawn_as_columns_that_fit_the_page():
    text = "| players | removed | cards each |\n| --- | --- | --- |\n| 2 | 2C 2D | 26 |\n| 5 | all four 2s | 10 |"
    (table,) = markdown.blocks(text)
    assert table == ("table", ["players", "removed", "cards each"], [["2", "2C 2D", "26"], ["5", "all four 2s", "10"]])
    wide = markdown.table_surface(table[1], table[2], 800, 16)
    assert wide.get_width() <= 800
    narrow = markdown.table_surface(table[1], table[2], 260, 16)
    assert narrow.get_width() <= 260 and narrow.get_height() > wide.get_height()   # cells wrap, not cut
    assert markdown.table_surface(table[1], table[2], 120, 16).get_width() <= 120   # shrunk, never cut


def test_no_rules_file_shows_raw_markup():
    for gid in RULES:
        text = asset_path("rules", f"{gid}.md").read_text(encoding="utf-8")
        html = markdown.to_html(text, width=800, size=16)
        seen = visible(html)
        assert "*" not in seen and "| ---" not in seen and "|" not in seen, gid
        if gid == "quadwar":
            assert "<img src=" in html


def test_the_rules_page_shows_italics_slanted_and_the_table_as_an_image():
    from tests.ui_helpers import make_app, steps
    from quash_table.ui.screens.rules_page import RulesScene
    app = make_app()
    try:
        app.push(RulesScene(app, "quadwar", part="rules"))   # the table and italics: Full rules
        steps(app, 2)
        html = app.top.widgets["rules"].html_text
        assert "<img src=" in html and "| ---" not in html
        app.pop()
        app.push(RulesScene(app, "quash", part="rules"))
        steps(app, 2)
        html = app.top.widgets["rules"].html_text
        assert "<i>Basic:</i>" in html and "*Basic*" not in html
        fonts = app.gui().get_theme().get_font_dictionary()
        size = app.metrics.px(16)
        italic = fonts.find_font(size, "dejavu", italic=True)
        regular = fonts.find_font(size, "dejavu")
        assert italic.render_premul("Basic", pygame.Color("white")).get_view("1").raw != \
            regular.render_premul("Basic", pygame.Color("white")).get_view("1").raw   # slanted, not upright
    finally:
        pygame.display.quit()


def test_a_long_list_item_wraps_under_its_words_and_an_indented_line_stays_in_the_item():
    from quash_table.ui.theme import font
    text = ("4. Otherwise **cover** uncovered cells of your own octagons whose numbers add up to exactly the "
            "total, or any other split of it.\n   If no set of cells adds up to the total, only one die can "
            "be used.\n\nA paragraph after the list.")
    lines = markdown.to_html(text, width=300, size=16).split("<br>")
    first, more = lines[0], lines[1:lines.index("")]
    assert first.startswith("4. ") and len(more) >= 3
    lead_w = font(16).size("4. ")[0]
    for line in more:      # every later line of the item (its own and the indented one) hangs under it
        pad = len(line) - len(line.lstrip(markdown.NBSP))
        assert font(16).size(markdown.NBSP * pad)[0] >= lead_w, line
        assert font(16).size(visible(line).replace("&#x27;", "'"))[0] <= 300, line
    assert "If no set" in visible("".join(more))
    assert lines[-1] == "A paragraph after the list."


@pytest.mark.parametrize("game_id", RULES)
def test_no_gap_after_an_italic_word_on_the_rules_page(game_id):
    """SDL_ttf's synthesised italic measures a slanted run wider than its letters, and pygame_gui set what
    followed after that width: "*Basic*: 13" read "Basic : 13", and "*your partner*" had two spaces between
    its words (a tag a word). On the page as laid out: no punctuation is set apart after an italic run, and
    the room between an italic run's letters and the next word is about one space."""
    from tests.ui_helpers import make_app, steps
    app = make_app()
    try:
        app.nav.rules(game_id)
        steps(app, 2)
        app.top.show_part("rules")        # the italics are in the full rules (session 45: Learn to play first)
        steps(app, 2)
        box = app.top.widgets["rules"]
        upright = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), app.metrics.px(16))
        space = upright.size(" ")[0]
        seen = 0
        for row in box.text_box_layout.layout_rows:
            items = [c for c in row.items if hasattr(c, "text") and hasattr(c, "font")]
            for a, b in zip(items, items[1:]):
                if not a.font.italic or b.font.italic or not a.text.strip() or not b.text.strip():
                    continue
                seen += 1
                assert b.text[0] not in ".,:;!?)", (a.text, b.text)
                letters_end = a.x + upright.size(a.text.rstrip())[0]
                lead = len(b.text) - len(b.text.lstrip(" \u00a0\u200a"))
                gap = b.x + upright.size(b.text[:lead])[0] - letters_end
                assert gap <= space + 2, (a.text, b.text, gap, space)
        assert seen or game_id != "quash"        # QUASH's page has italics ("*Basic*: 13 cards each")
    finally:
        pygame.display.quit()


def test_headings_scale_with_the_text_not_a_fixed_size():
    """A heading's type is a share of the text's (session 45): fixed html sizes stood a "###" as large as the
    text at 1280x800 (16 px) and a quarter larger than it at 1024x640 (13 px)."""
    text = "# Title\n\n## Part\n\n### Section\n\nWords."
    for size in (13, 16):
        lines = [line for line in markdown.to_html(text, width=600, size=size).split("<br>") if line]
        got = [int(re.search(r"pixel_size=(\d+)", line).group(1)) for line in lines[:3]]
        assert got[0] > got[1] > got[2] > size, (size, got)
        assert got[2] <= size * 1.2, "a section's heading a little over the text, not a title"
    small, large = (markdown.heading_px(3, s) / s for s in (13, 16))
    assert abs(small - large) < 0.05, "the same share of the text at either window size"
