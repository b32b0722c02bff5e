"""Session 22: a game just saved that shared its seed and first moves with a finished game was marked
"later finished": played_on guessed from the seed and the moves. A save keeps its game's identity
(match.game_uid, "game_uid"): only the same game's finished copy makes it "later finished"."""

import random

from quash_table.engine.match import Match
from quash_table.engine.played_on import played_on
from quash_table.engine.saves import WRITER, autosave_after_move, load_match, save_point
from quash_table.paths import saves_dir, user_dir
from quash_table.ui.save_list import PLAYED_ON_WORDS, date_forms


def _finished_game(seed=4):
    """A Flush game played to its end (its finished copy kept in the saves folder), and its first 12 moves."""
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], seed, {"elimination_at": 10})
    rng = random.Random(seed)
    first = []
    while not m.over:
        a = rng.choice(m.legal_actions())
        if len(first) < 12:
            first.append(a)
        m.play(a)
        autosave_after_move(m)
    WRITER.flush()
    return m, first


def test_a_new_game_from_the_same_seed_and_first_moves_is_not_later_finished():
    done, first = _finished_game()
    again = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], done.seed, {"elimination_at": 10})
    for a in first:
        again.play(a)
    assert again.game_uid != done.game_uid
    mine = save_point(again, saves_dir() / "flush-again.json")
    assert played_on(mine, within=user_dir()) is None
    assert not any(PLAYED_ON_WORDS in form for form in date_forms(mine))


def test_a_save_of_the_same_game_played_on_to_its_end_is_later_finished():
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], 4, {"elimination_at": 10})
    rng = random.Random(4)
    for _ in range(12):
        m.play(rng.choice(m.legal_actions()))
    mine = save_point(m, saves_dir() / "flush-mine.json")
    loaded = load_match(mine, within=user_dir())
    assert loaded.game_uid == m.game_uid                 # the game loaded is the same game
    while not loaded.over:
        loaded.play(rng.choice(loaded.legal_actions()))
        autosave_after_move(loaded)
    WRITER.flush()
    assert played_on(mine, within=user_dir()) is not None
    assert any(PLAYED_ON_WORDS in form for form in date_forms(mine))
