"""Load rows that read alike are told apart once a group (session 52, found by `bench`'s Load figure): each row of
a group asked for the whole group's words, so every save's header was read once a row, and 1,000 saves copied from
a few examples held one frame for 112 s of CPU (300 saves: 10.7 s). The words are the same; asked once."""

from pathlib import Path

from quash_table.ui.save_rows import SaveRows


def test_a_group_of_alike_rows_is_told_apart_with_one_ask():
    files = [Path(f"/saves/s{i:03d}.json") for i in range(60)]
    asked = []

    def apart(paths):
        asked.append(list(paths))
        return {p: p.stem for p in paths[1:]}
    rows = SaveRows(files, lambda f: "QUASH · Ann · 3 moves" if int(f.stem[1:]) % 2 else "Flush · Bo · 9 moves",
                    page=len(files), apart=apart)
    shown = rows.rows()
    assert len(asked) == 2, "one ask for each of the two groups of alike rows"
    assert len({text for text, _ in shown}) == len(files), "every row still reads apart"
    assert [f for _, f in shown] == files
