"""Session 32, The Game's loss summary (session-31 review): "No card used up more numbers than another move of
the same turn would have" was unclear, and the team's table's "Kept" column unexplained. The line now says it
plainly; under the table each column says what it counts, its head as drawn ("Kept: of a player's requests
about a stack, how many the team kept", ui/summary_table.py, win_summary.TEAM_LEGEND)."""

import pygame
import pytest

from quash_table.games.thegame.analysis import costs_words
from quash_table.games.thegame.win_summary import TEAM_LEGEND
from tests.test_thegame_s28_summary import lost_summary


def test_no_costly_card_is_said_plainly():
    cheap = [{"index": 0, "seat": 0, "card": "R4", "stack": "up", "spent": 3, "cost": 0, "instead": None}]
    assert costs_words(cheap) == ("No card skipped more numbers than its turn had to; the most: Seat 1's red 4 on "
                                  "\u25b2 at move 1, 3 numbers (its only move).")


@pytest.mark.ui
def test_every_column_of_the_team_table_is_explained_under_it():
    with lost_summary() as (scene, s):
        heads, rows, legend = scene.summary_table()[-1]     # the compact table (session 33: words first)
        assert legend == TEAM_LEGEND and len(legend) == len(heads)
        drawn = s["table_drawn"]
        if drawn[0][0] in ("", "What each did"):
            # the part of each player in words was drawn, a line a fact, nothing to explain under it
            assert not any("\u21ba" in t or ": " in t for t, _ in drawn), drawn
            return
        texts = [text for text, _ in drawn]
        shown = [text for text in texts[:len(heads)]]          # the heads, in the form drawn ("Kept")
        for head in shown:
            assert any(t.startswith(f"{head}: ") for t in texts[len(heads):]), (head, texts)
        # under the rows, inside the summary, above its buttons
        rects = [pygame.Rect(r) for _, r in drawn]
        panel = pygame.Rect(s["rect"])
        legend_top = min(r.y for (t, _), r in zip(drawn, rects) if any(t.startswith(f"{h}: ") for h in shown))
        assert legend_top > max(r.bottom for r in rects[:len(heads) + 3 * len(rows)] if r.y < legend_top) - 1
        buttons = [o for o in scene.layout_info()["objects"] if o.get("kind") == "button"
                   and panel.contains(pygame.Rect(o["rect"]))]
        top = min(pygame.Rect(o["rect"]).y for o in buttons)
        assert all(panel.contains(r) and r.bottom <= top for r in rects), (rects, top)


def test_the_narrow_laid_cell_keeps_the_reverse_tricks_the_legend_names():
    """Review 32: the legend under the team's table says "Laid: cards laid (↺: reverse tricks)", and a seat with
    two reverse tricks showed "28" in the narrow column: its narrow form keeps them ("28 2↺")."""
    from quash_table.games.thegame.win_summary import TEAM_LEGEND, team_cells
    from tests.test_thegame_s28_summary import played
    assert "\u21ba" in TEAM_LEGEND[0][0] and "\u21ba" in TEAM_LEGEND[0][-1]
    seen = 0
    for seed in range(1, 9):
        m = played(seed)
        _heads, rows, _legend = team_cells(m.game, m)[-1]
        for seat, cells in rows.items():
            wide, narrow = cells[0]
            if "\u21ba" in wide:
                seen += 1
                n = wide.split("(")[1].split("\u21ba")[0]
                assert narrow.endswith(f" {n}\u21ba"), (wide, narrow)
            else:
                assert "\u21ba" not in narrow
    assert seen, "no seed made a reverse trick"
