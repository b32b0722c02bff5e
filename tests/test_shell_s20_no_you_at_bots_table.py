"""Review 20: words addressing "you" at a table with no person. The rules' result words name no person
(naming.put_name writes "you" for the screen's person), and the verdict names the mover of a forced move
again ("you had no other move"), never "they" (read as the team-mate who asked)."""

import random
import re

from quash_table.engine.match import Match
from quash_table.games import available_game_ids
from quash_table.games.thegame.analysis import verdict_lines

YOU_WORD = re.compile(r"\b(you|your)\b", re.IGNORECASE)


def test_the_game_won_by_a_table_of_bots_says_the_team_beat_it():
    m = Match("thegame", "bot:easy,bot:easy", seed=3)
    m.state.outcome = "won"
    summary = m.game.result(m.state)["summary"]
    assert summary == "The team laid all 50 cards and beat the game!"
    assert not YOU_WORD.search(summary)


def test_no_game_s_result_words_address_you():
    for game_id in available_game_ids():
        for seed in (1, 2):
            m = Match(game_id, ",".join(["bot:easy"] * 4), seed=seed)
            rng = random.Random(seed)
            while not m.over and len(m.actions) < 4000:
                m.play(rng.choice(m.legal_actions()))
            summary = m.game.result(m.state)["summary"]
            assert not YOU_WORD.search(summary), (game_id, summary)


def test_a_forced_move_of_yours_says_you_had_no_other_move():
    def names(seat):
        return "You" if seat == 0 else f"Bot {seat + 1}"
    a = {"winnable": False, "outcome": "lost", "broken_asks": [(5, 0, "up", "none")]}
    lines = verdict_lines(a, names)
    assert "At move 6, you laid on \u25b2 though asked to leave it: you had no other move." in lines, lines
    lines = verdict_lines(dict(a, broken_asks=[(5, 0, "up", "asked")]), names)
    assert ("At move 6, you laid on \u25b2 though asked to leave it: your other moves went against a "
            "team-mate's words too.") in lines, lines
