"""NumberQuash's Allow undo note promised "Take back your moves after your roll, until the next player acts", read
by a new player as a promise for pass-and-play too, where Undo said "the other players have seen the table", odd
at a table where nothing is hidden (review 55n). The note says it is against bots; the refusal says the move stays
because the others saw it, as New game says it."""

from quash_table.games import get_game
from quash_table.ui.undo_reasons import UNDO_SHARED


def test_the_undo_note_says_against_bots():
    game = get_game("numberquash")
    assert game.undo_scope_words(dict(game.default_options), 2).startswith("Against bots:")


def test_pass_and_plays_refusal_says_a_seen_move_stays():
    assert UNDO_SHARED.endswith("a move the other players have seen stays") and "table" not in UNDO_SHARED
