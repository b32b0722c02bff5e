"""Session 46 (new players): QUASH's rules page said "run" in its overview and "proper sequence" further on, while
the board, hints and log say "run". The rules page now says "run" throughout, as the table does."""

from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "assets" / "rules" / "quash.md"


def test_the_rules_page_says_run_not_proper_sequence():
    text = RULES.read_text(encoding="utf-8").lower()
    assert "proper sequence" not in text and "## runs and failed spots" in text
