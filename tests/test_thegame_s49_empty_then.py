"""The Game, review 49c: the loss summary said "of 3 choices only laying purple 6 on ▲ would have kept a win
open" of the person's first turn, while ▲ now showed red 10: it read as an illegal suggestion. A move that would
have opened a stack says the stack was empty then (turning_point's "instead_empty")."""

from quash_table.games.thegame.analysis import YOU, kept_open_words, turning_words


def point(empty):
    return {"index": 2, "seat": 0, "action": {"type": "play", "card": "R8", "stack": "up"},
            "instead": {"type": "play", "card": "P6", "stack": "up"}, "choices": 3, "kept": 1,
            "instead_empty": empty}


def test_a_move_that_would_have_opened_a_stack_says_it_was_empty_then():
    assert kept_open_words(point(True), YOU) == ("With every card known, of 3 choices only laying purple 6 on \u25b2 "
                                                 "(empty then) would have kept a win open.")
    # (not in turning_words: its line is held to 150 letters, test_thegame_s14_verdict)
    assert "(empty then)" not in turning_words(point(True), YOU)
    assert "(empty then)" not in kept_open_words(point(False), YOU)
