"""Session 47, review 46-1b (QUASH advanced, 1024x640): on a bot's double whose two cards were both marked, the merged
tag "new · moved" was as wide as the two small tags it joined and read "w · moved". A tag is widened about its
centre to hold its words at the board's least size (recent_marks.words_room)."""

import pygame

from quash_table.ui import recent_marks, theme


class _Board:
    mark_tag_px = 9

    class metrics:
        @staticmethod
        def px(n):
            return int(n * 0.8)      # 1024x640


def test_a_merged_tag_holds_new_and_moved_whole():
    pygame.font.init()
    narrow = pygame.Rect(300, 400, 40, 14)
    words = "new \u00b7 moved"
    tag, size = recent_marks.words_room(_Board, narrow, [words], pygame.Rect(0, 0, 1024, 640))
    assert size >= _Board.mark_tag_px
    assert theme.text(words, size, recent_marks.INK, True).get_width() <= tag.w - 4, (tag, size)
    assert tag.centerx == narrow.centerx and tag.y == narrow.y and tag.h == narrow.h


def test_a_tag_its_word_fits_is_left_as_it_is_and_a_wide_one_stays_in_the_window():
    pygame.font.init()
    roomy = pygame.Rect(300, 400, 60, 14)
    assert recent_marks.words_room(_Board, roomy, ["new"], pygame.Rect(0, 0, 1024, 640))[0] == roomy
    edge = pygame.Rect(0, 400, 30, 14)
    tag, _ = recent_marks.words_room(_Board, edge, ["new \u00b7 moved"], pygame.Rect(0, 0, 1024, 640))
    assert tag.x >= 0
