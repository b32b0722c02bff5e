"""Session 27 (load): a Load row says "Continue holds this game" one way at every width: rows said "kept in
Continue" (the autosave's own row), "saved & kept in Continue" (a save of yours of that very position) and,
where a row was short of room, "saved & in Continue"."""

import pytest

from tests.ui_helpers import load_rows

pytestmark = pytest.mark.ui

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def _game(game_id, seats, moves, seed=3):
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed)
    while not m.over and len(m.actions) < moves:
        bot = make_bot(m.game_id, "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


_rows = load_rows      # {file: its row's text} at a size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id,seats", [("quadwar", ["human:Ann", "human:Ben", "bot:easy", "bot:easy"]),
                                           ("quash", ["human", "bot:easy"])])
def test_the_game_continue_holds_is_said_in_continue_at_every_width(size, game_id, seats):
    from quash_table.engine.saves import save_match
    from quash_table.paths import autosave_path, saves_dir
    from quash_table.ui.save_list import CONTINUE_WORDS, SAVED_WORDS
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = _game(game_id, seats, 6)
    save_match(m, autosave_path())                       # Continue holds it, no save of yours
    alone = _rows(size)[autosave_path().name]
    save_match(m, saves_dir() / "mine.json")             # and now a save of yours of that very position
    rows = _rows(size)
    assert autosave_path().name not in rows, rows        # one row for both files
    both = rows["mine.json"]
    assert f" {CONTINUE_WORDS} " in f" {alone} " and "kept in" not in alone, alone
    assert f"{SAVED_WORDS} & {CONTINUE_WORDS}" in both and "kept in" not in both, both
