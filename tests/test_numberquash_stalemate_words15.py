"""NumberQuash's stalemate round in words (review 15: "Nobody placed a quasher in round 2" after a round in
which Ben banked a quasher from his supply read as contradicting the rules page)."""
from quash_table.games.numberquash.words import describe_event


def test_a_stalemate_round_says_a_cell_is_what_counts_not_a_bank():
    said = describe_event({"kind": "stalemate_round", "round": 2, "count": 1, "of": 5}, 2)
    # (session 20: shorter, on its own line)
    assert said.startswith("Round 2: no cell covered (banks and steals don't count): "), said
    assert "placed" not in said


def test_the_rules_page_says_a_bank_does_not_end_a_stalemate():
    from pathlib import Path
    page = (Path(__file__).resolve().parents[1] / "assets" / "rules" / "numberquash.md").read_text()
    assert "nobody placed a quasher" not in page
    assert "banking on a bonus octagon does not count" in page
