"""A player's rules page has no developer text (review 20: The Game's page quoted "python main.py simulate
thegame --games 2000 --seed 7" and that the bots "count the card someone named 10 times over"): no
commands, no code names; the measurements behind its plain figures live in README.md."""

from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parent.parent / "assets" / "rules"
DEVELOPER = ("python main.py", "simulate", "--games", "--seed", "times over", "commit ")


@pytest.mark.parametrize("page", sorted(p.name for p in RULES.glob("*.md")))
def test_a_rules_page_has_no_commands(page):
    text = (RULES / page).read_text(encoding="utf-8")
    for words in DEVELOPER:
        assert words not in text, (page, words)


@pytest.mark.parametrize("page", ["thegame.md", "numberquash.md", "flush.md"])
def test_a_rules_page_names_no_option_by_its_code(page):
    # options are named as the New game screen names them ("Last round double", not `double_last`)
    assert "`" not in (RULES / page).read_text(encoding="utf-8"), page
