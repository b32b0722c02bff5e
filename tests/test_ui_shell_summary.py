"""The end-of-game summary numbers its standings: 1, 2, 3, with seats level sharing a place."""

from quash_table.games import get_game
from quash_table.ui.chrome import places, standings


def test_places_follow_the_standings_and_level_seats_share_one():
    flush = get_game("flush")
    res = {"scores": [74, 0, 16], "winners": [1]}
    order = standings(flush, res)
    assert order == [1, 2, 0]
    assert places(flush, res, order) == {1: 1, 2: 2, 0: 3}
    quadwar = get_game("quadwar")
    res = {"scores": [10, 300, 120, 300, 120], "winners": [1, 3]}
    order = standings(quadwar, res)
    assert places(quadwar, res, order) == {1: 1, 3: 1, 2: 3, 4: 3, 0: 5}
    # level on points but one of them won (a tie broken by the rules): not the same place
    res = {"scores": [30, 30], "winners": [0]}
    assert places(get_game("quash"), res, standings(get_game("quash"), res)) == {0: 1, 1: 2}


def test_the_undo_note_says_its_number_in_words():
    # "A move was taken back 2 times: ..."
    from quash_table.ui.chrome import undo_note
    tail = "."      # (session 50: ": the statistics mark this game as undone" read as scolding)
    assert undo_note(1) == "A move was taken back once" + tail
    assert undo_note(2) == "Moves were taken back twice" + tail
    assert undo_note(3) == "Moves were taken back three times" + tail
    assert undo_note(14) == "Moves were taken back 14 times" + tail


def test_the_summary_line_never_leaves_its_last_word_alone_on_a_line():
    # The Game's loss line wrapped with "10." alone on its second line.
    import pygame

    from quash_table.ui import theme
    from tests.ui_helpers import plain_wrap
    pygame.font.init()
    text = ("The game is lost: 31 of 50 cards laid. You could lay none of: red 4, red 9, blue 5, yellow 7, "
            "green 10.")
    size = 17
    lone = 0
    for width in range(200, 900, 7):
        greedy = plain_wrap(text, size, width)
        lines = theme.wrap_balanced(text, size, width)
        assert " ".join(lines) == text and len(lines) == len(greedy)
        assert all(theme.font(size).size(line)[0] <= width for line in lines)
        lone += len(greedy) > 1 and " " not in greedy[-1]
        if len(lines) > 1:
            assert " " in lines[-1], (width, lines)
    assert lone                         # widths where the plain wrap left "10." alone were tried
