"""A game that takes Continue over from an unfinished game of the same kind said "Your unfinished Quadruple War
game is kept in Load; Continue is now this game": read as the game just loaded (review 55k). The kept one is the
other game, told apart by its players where they differ; a game of another kind is named as before."""

import random

from quash_table.engine.match import Match
from quash_table.engine.saves import write_autosave


def _played(game, seats, seed, n=6):
    m = Match(game, seats, seed)
    rng = random.Random(seed)
    for _ in range(n):
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_same_game_kept_is_called_the_other_one_with_its_players():
    write_autosave(_played("quadwar", ["human", "human"], 3))
    four = _played("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 4)
    write_autosave(four)
    assert four.save_notice == ("Your other unfinished Quadruple War game (2 players) is kept in Load; "
                                "Continue is now this one.")


def test_the_same_game_at_the_same_table_is_the_other_one():
    write_autosave(_played("quash", ["human", "bot:normal"], 3))
    again = _played("quash", ["human", "bot:normal"], 4)
    write_autosave(again)
    assert again.save_notice == "Your other unfinished QUASH game is kept in Load; Continue is now this one."


def test_another_game_is_named_as_before():
    write_autosave(_played("quash", ["human", "bot:normal"], 3))
    other = _played("flush", ["human", "bot:normal", "bot:normal"], 4)
    write_autosave(other)
    assert other.save_notice == "Your unfinished QUASH game is kept in Load; Continue is now this game."
