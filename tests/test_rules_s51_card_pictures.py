"""Session 51, issue 23 (the rules pages, new players): the pages were words only ("rules text-only", review 49).
A `::cards` line of a rules file shows the table's own cards: QUASH's runs and FAILED spot and its tiny example,
The Game's example, Flush's marked cards and its example, Quadruple War's trumps. Each such line names real cards
of its game's deck, draws them as an image in the page, reads as words without a display, and is not counted
among the Learn to play's words."""

import re

import pygame
import pytest

from quash_table.ui import markdown, rules_cards
from quash_table.ui.rules_files import learn_words, rules_parts

DECKS = {"quash": "standard", "quadwar": "standard", "thegame": "thegame", "flush": "flush"}


def _codes(game_id):
    if game_id == "thegame":
        from quash_table.games.thegame.cards import DECK
        return set(DECK)
    if game_id == "flush":
        from quash_table.games.flush.cards import CODES
        return set(CODES)
    from quash_table.games.quadwar.cards import CODE
    return {c for c in CODE if c} | {f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
                                     for s in "SHDC"}


def _lines(game_id):
    with open(f"assets/rules/{game_id}.md", encoding="utf-8") as f:
        return [ln.rstrip() for ln in f if ln.startswith(rules_cards.MARK)]


@pytest.mark.parametrize("game_id", sorted(DECKS))
def test_every_pictured_line_names_real_cards_of_its_game(game_id):
    lines = _lines(game_id)
    assert lines, f"{game_id}'s page shows no cards"
    for line in lines:
        deck, groups = rules_cards.parse(line)
        assert deck == DECKS[game_id], line
        assert groups and all(caption and codes for caption, codes in groups), line
        assert {c for _, codes in groups for c in codes} <= _codes(game_id), line


def test_a_pictured_line_is_an_image_in_the_page_and_words_without_a_display():
    text = "Some words.\n\n::cards standard | a run: 7C 8H | trumps: BJ AS\n\nMore words."
    assert ("cards", "standard", [("a run", ["7C", "8H"]), ("trumps", ["BJ", "AS"])]) in markdown.blocks(text)
    plain = markdown.to_html(text)
    assert "a run: 7\u2663 8\u2665 \u00b7 trumps: big joker A\u2660" in plain and "::cards" not in plain
    pygame.init()
    try:
        pygame.display.set_mode((10, 10))
        html_text = markdown.to_html(text, width=600, size=16)
        img = re.search(r"<img src='([^']+)'>", html_text)
        assert img and "::cards" not in html_text
        surf = pygame.image.load(img.group(1))
        w, h = surf.get_size()
        assert 4 * 30 < w <= 600 and h >= 16 * rules_cards.CARD_TEXT_RATIO
        # narrower than the groups side by side: a second row, never wider than the page
        narrow = rules_cards.surface("standard", [("a run", ["7C", "8H", "9D"]), ("trumps", ["BJ", "AS"])], 200, 16)
        assert narrow.get_width() <= 200 and narrow.get_height() > h
    finally:
        pygame.display.quit()


def test_pictures_are_not_counted_as_words_to_read():
    learn = next(md for key, _, md in rules_parts("quash", {}) if key == "learn")
    pictured = [ln for ln in learn.splitlines() if ln.startswith(rules_cards.MARK)]
    assert pictured
    every = sum(1 for word in learn.split() if re.search(r"\w", word))
    assert learn_words("quash") == every - sum(1 for ln in pictured for w in ln.split() if re.search(r"\w", w))
