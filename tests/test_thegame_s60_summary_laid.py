"""Session 60 (review 59w, revw_43.png: seed 11, you and two normal bots, won): the team's compact table said "15
4\u21ba" in its narrow Laid column, two numbers a space apart that read as one ("154\u21ba"). The narrow form
parts them as the app parts two facts on a line, "15 \u00b7 4\u21ba", and still fits the column at 1024x640
(looked at in the summary: "15 \u00b7 4\u21ba", "18 \u00b7 7\u21ba", "17 \u00b7 7\u21ba" under "Laid")."""

from quash_table.games.thegame.win_summary import team_cells
from tests.test_thegame_s28_summary import played


def test_the_narrow_laid_cell_parts_the_cards_from_the_reverse_tricks():
    seen = 0
    for seed in range(1, 9):
        m = played(seed)
        _heads, rows, _legend = team_cells(m.game, m)[-1]
        for cells in rows.values():
            wide, narrow = cells[0]
            if "\u21ba" in wide:
                seen += 1
                laid, tricks = wide.split(" (")[0], wide.split("(")[1].split("\u21ba")[0]
                assert narrow == f"{laid} \u00b7 {tricks}\u21ba", (wide, narrow)
    assert seen, "no seed made a reverse trick"
