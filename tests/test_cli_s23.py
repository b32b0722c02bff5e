"""Review 23 (QUASH advanced): `play --option variant=hello` said "not 'hello" (every refusal lost its last
quote: only a KeyError's quotes were meant to go), and `play --help` listed no game's options, so a new player
found `variant` only by mistyping it."""

import pytest

from quash_table.cli import main
from quash_table.engine.game import reason_words
from quash_table.games import GAME_IDS, get_game


@pytest.mark.parametrize("option, said", [("variant=hello", "must be one of basic, advanced, not 'hello'"),
                                          ("target=abc", "must be a whole number, not 'abc'")])
def test_a_refused_option_is_said_whole(option, said, capsys):
    assert main(["play", "quash", "--option", option]) == 2
    assert capsys.readouterr().err.strip().endswith(said)


def test_a_key_errors_quotes_go_and_no_other_errors():
    assert reason_words(KeyError("no bot level 'x'")) == "no bot level 'x'"
    assert reason_words(ValueError("not 'x'")) == "not 'x'"


def test_play_help_lists_every_games_options(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    for gid in GAME_IDS:
        assert f"{gid}: " in out
        for o in get_game(gid).options:
            assert f"{o.key}=" in out, o.key
    assert "variant=basic|advanced" in out and "dealer=1..4" in out       # seats as people count them
