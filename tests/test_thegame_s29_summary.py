"""The Game's loss summary at 1024x640 (review 29: "crowded"): five gold notes in eleven lines of 12-pixel type
ran together with the result, over a chart squeezed to a strip. Now each note is a paragraph (a gap above
it) in at least 13-pixel type, and where the chart would keep less than its room the notes a short summary
can do without give way, the last first (analysis.verdict_parts' spare: that many deals are lost, asks every
turn heeded): never what went wrong nor what to try next time."""

import pygame
import pytest

from quash_table.games.thegame.analysis import verdict_lines, verdict_parts
from quash_table.games.thegame.next_time import lost_lines, spare_lines
from quash_table.ui.chrome import CHART_ROOM, NOTE_MIN_PX
from tests.test_thegame_s28_summary import lost_summary

TURN = {"index": 31, "seat": 1, "action": {"type": "end_turn"}, "instead": {"type": "end_turn"}, "kept": 2,
        "choices": 3}
LOST = {"outcome": "lost", "winnable": True, "turning": TURN, "broken_asks": [], "costs": [],
        "passed_asks": [], "asked_play": True, "play_asks": [(0, "up"), (1, "down")], "said": 5, "turns": 10,
        "laid": 30, "tricks": 2}


def name(seat):
    return ["You", "Bot 2"][seat]


def test_the_spare_notes_are_the_comfort_and_the_heeded_asks_never_the_lesson():
    lines, spare = verdict_parts(LOST, name)
    assert lines == verdict_lines(LOST, name)           # the same verdict, only marked
    assert spare == [lines[1], lines[2], lines[3]]
    assert "many deals are lost" in spare[0] and spare[1].startswith("Nobody laid")
    assert spare[2] == "Every turn laid on a stack a team-mate asked to play on."
    assert lines[0].startswith("Winnable") and lines[0] not in spare
    # the tip is never spare; a request gone against is not either
    assert lost_lines(LOST, name)[-1].startswith("Next time") and lost_lines(LOST, name)[-1] not in spare
    broken = dict(LOST, broken_asks=[(4, 1, "up", "free")], passed_asks=[(6, 0, "down")])
    assert verdict_parts(broken, name)[1] == [verdict_lines(broken, name)[1]]    # the comfort alone
    # the summary's, led by why it was lost (session 34): what would have kept a win open may give way too
    lead = lost_lines(broken, name)
    assert spare_lines(broken, name) == [lead[1], lead[2]] and lead[0].startswith("Lost at move 32")


@pytest.mark.ui
def test_the_loss_summary_at_1024x640_reads_as_paragraphs_over_a_chart_with_room():
    with lost_summary() as (scene, s):
        full = scene.summary_notes()
        spare = scene.summary_spare()
        # session 34: led by why it was lost in one line, what would have kept a win open a third that may go
        # (review 55k: Bot 2's blue 4, the hint's measure's own second card, is no longer "another costly card":
        # one note fewer, and what would have kept a win open has room again)
        assert len(full) == 5 and len(spare) == 3
        # session 30: the summary is wider (The Game's summary_size), so the comfort note fitted too; session 31:
        # its words are larger (summary_text_px), and both spare notes give way again
        assert s["notes"] == [n for n in full if n not in spare or n.startswith("With every card known")]
        m_ = scene.metrics
        panel = pygame.Rect(s["rect"])
        gold = [pygame.Rect(line["rect"]) for line in s["lines"][2:]]       # under the two lines of the result
        # the lead in one line (two in session 34, with the costliest card's cost: review 34), then two notes of two
        assert len(gold) == 5 and all(r.h >= NOTE_MIN_PX for r in gold)
        assert gold[-1].bottom <= panel.bottom - m_.px(90) - m_.px(CHART_ROOM)
        # a gap between notes wider than between the lines of one note
        steps = [b.y - a.bottom for a, b in zip(gold, gold[1:])]
        assert steps[0] > steps[1] and steps[2] > steps[3] and steps[2] > steps[1]
