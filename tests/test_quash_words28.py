"""Session 28 (quashwords): QUASH's hint and rules words a new player still stumbled on."""

import pathlib

RULES = pathlib.Path(__file__).parent.parent / "assets" / "rules" / "quash.md"


def test_the_swaps_rules_are_short_bullets():
    """The rules page's Swaps entry was one 10-line paragraph: now short bullets, each one thing."""
    lines = RULES.read_text(encoding="utf-8").splitlines()
    i = next(n for n, x in enumerate(lines) if x.startswith("- **Swaps**"))
    assert len(lines[i]) < 60, lines[i]
    subs = []
    for x in lines[i + 1:]:
        if not x.startswith("  - "):
            break
        subs.append(x)
    assert len(subs) >= 5, subs
    assert all(len(x) <= 160 for x in subs), [x for x in subs if len(x) > 160]
    text = " ".join(subs)
    for rule in ("swap out", "in the air", "Take the swap back", "dashed box", "where the hint shows"):
        assert rule in text, rule
