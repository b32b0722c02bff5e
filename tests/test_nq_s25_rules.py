"""Session 25, NumberQuash's rules: a game ended by stalemate names the last round played."""

import random

from quash_table.engine.match import Match


def _stalemate_game(seed):
    """A two-seat game played at random (banking whenever it may) until it ends; its match."""
    rng = random.Random(seed)
    m = Match("numberquash", ["bot:easy", "bot:easy"], seed, {"stalemate_rounds": 1})
    while not m.over:
        legal = m.legal_actions()
        banks = [a for a in legal if a.get("type") == "bank"]
        m.play(banks[0] if banks else rng.choice(legal))
    return m


def test_a_stalemate_ends_the_game_in_the_round_it_counted():
    # "Round 17" stood in the middle band over a game the stalemate of round 16 had ended: the rules counted
    # the next round before ending the game
    ended = 0
    for seed in range(40):
        m = _stalemate_game(seed)
        view = m.game.view(m.state, None)
        if view["ended"] != "stalemate":
            continue
        ended += 1
        last = [e for e in m.game.events(m.state, None) if e.get("kind") == "stalemate_round"]
        assert last, m.game.events(m.state, None)
        assert view["round"] == last[-1]["round"], (seed, view["round"], last[-1])
        assert m.game.result(m.state)["over"]
    assert ended >= 3, ended


def test_the_move_logs_wrap_keeps_names_with_rolls_sides_with_cells_and_short_brackets_whole():
    # ragged breaks in NumberQuash's log: "Bot 2 / 4+1" (a name cut from its opening roll), "right / yellow 1"
    # (a side from its cell), "(the total 10 did / not fit)", "(2nd / place)"
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.init()
    from quash_table.ui import theme
    said = ["Opening rolls: Bot 1 5+3, Bot 2 4+1, Bot 3 2+4. Bot 1 starts: the highest opening roll (8)",
            "Bot 3 covers yellow 1 on the left and yellow 1 and 5 on the right",
            "Bot 3 covers right yellow 4 with one die (the total 10 did not fit) \u2014 Quashed! Bot 3 has "
            "covered all 18 yellow cells (1st place)",
            "Bot 1 covers right red 5 with one die (the total 8 did not fit) \u2014 Quashed! Bot 1 has covered all "
            "18 red cells (2nd place) \u2014 Bot 2 is the last seat playing: 3rd place",
            "You cover left blue 6 with one die (the total 11 did not fit)"]
    for text in said:
        for width in range(190, 320, 3):
            lines = theme.wrap(text, 14, width, tails=True)
            assert " ".join(lines) == text
            for a, b in zip(lines, lines[1:]):
                assert "+" not in b.split(" ", 1)[0], (width, lines)                   # "Bot 2 / 4+1"
                assert not a.endswith((" left", " right", " one")), (width, lines)   # "with one / die"
                assert a.count("(") == a.count(")"), (width, lines)                  # a bracket whole
