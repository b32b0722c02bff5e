"""Session 36 (review 35, a new player), The Game's end summary. The loss's lead ran on and wrapped at 1024x640:
"The game is lost: 17 of 50 cards laid. Bot 2 (normal) could not lay their red 6 or blue 7: ▲ shows purple 8, ▼
shows green 1."; it is now a short lead and, on a line of its own, who was stuck with what (rules.result). And the
players' part said "Each one's part" over "1 of 1 ask kept": unexplained; it says "What each did" over "1 asked, 1
kept", in the signals panel's words ("Ask them to…"), one line as narrow as before (win_summary)."""

import random

import pygame
import pytest

from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.win_summary import part_words
from tests.test_thegame_s28_summary import lost_summary

LONGEST_NAME = "Bot 5 (normal)"        # the longest a seat is named on the summary ("Bot 2 (normal)")


def _lost_states():
    rng = random.Random(36)
    for seed in range(80):
        s = GAME.new_state(2 + seed % 4, seed=seed)
        while s.to_move is not None:
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        if s.outcome == "lost":
            yield s


def test_a_loss_says_a_short_lead_then_who_was_stuck_on_a_line_of_its_own():
    seen = 0
    for s in _lost_states():
        lead, *rest = GAME.result(s)["summary"].split("\n")
        assert lead == f"The game is lost: {s.laid} of 50 cards laid.", lead
        assert len(rest) == 1 and " could not lay " in rest[0] and "their" not in rest[0], rest
        seen += 1
    assert seen > 10


def test_a_players_requests_say_what_they_count():
    assert part_words(4, 0, 1, 1, 1) == "4 cards laid\n1 signal\n1 asked, 1 kept"
    assert part_words(9, 0, 0, 3, 2) == "9 cards laid\n3 asked, 2 kept"
    assert "ask kept" not in part_words(9, 1, 2, 3, 0) and " of " not in part_words(9, 1, 2, 3, 0)


@pytest.mark.ui
def test_the_loss_lead_and_the_stuck_line_each_keep_to_one_line_at_1024x640():
    from quash_table.ui import theme
    with lost_summary((1024, 640)) as (scene, s):
        summary = scene.session.words(scene.session.result()["summary"])
        lead, stuck = summary.split("\n")
        texts = [line["text"] for line in s["lines"]]
        assert texts[:2] == [lead, stuck], texts
        # ... and the longest such line, the longest name in it, would too, at the size and width it is drawn in
        x, y, w, h = s["lines"][1]["rect"]
        px = next(size for size in range(8, 40) if theme.font(size).size(stuck) == (w, h))
        room = pygame.Rect(s["rect"]).w - scene.metrics.px(60)
        widest = max((GAME.result(state)["summary"].split("\n")[1] for state in _lost_states()),
                     key=lambda line: theme.font(px).size(line)[0])
        longest = widest.split(" could not lay ")[1]
        assert theme.font(px).size(f"{LONGEST_NAME} could not lay {longest}")[0] <= room, (widest, room)
        # the players' part in words, its head plain
        drawn = [text for text, _ in s["table_drawn"]]
        assert "What each did" in drawn and not any("ask kept" in text or "asks kept" in text for text in drawn), drawn


def test_the_compact_table_says_the_asks_as_the_worded_one_does():
    """Session 36: the compact table (drawn where the notes leave the worded one no room) said "Asks kept" over
    "1 of 2" ("1/2"), its legend "asks kept / made", the other way round from the worded "2 asked, 1 kept": one
    count, now one wording and one order in both (win_summary.ask_words)."""
    from quash_table.games.thegame.win_summary import TEAM_LEGEND, team_cells, team_counts
    from tests.test_thegame_s28_summary import played
    m = played(4)
    counts = team_counts(m.game, m)
    assert any(c[3] for c in counts), counts               # a player asked something of the team
    worded, (heads, rows, legend) = team_cells(m.game, m)
    assert heads[2] == ("Asks",) and legend[2] == TEAM_LEGEND[2] == "requests made", (heads, legend)
    for seat, (laid, tricks, signals, asked, kept) in enumerate(counts):
        if not asked:
            continue
        line = worded[1][seat][0].split("\n")[-1]
        assert line == f"{asked} asked, {kept} kept" and rows[seat][2][:2] == (line, f"{kept} of {asked} kept"), rows[seat]
