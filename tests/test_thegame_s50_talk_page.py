"""Session 50: the rules page's "Talking to the team" read like a spec (one 80-word paragraph on what replaces
what, another on captions and tags). It now says, for a player, what each signal asks and what team-mates do,
in one short bullet each, then how long it lasts and where it shows."""

from pathlib import Path

PAGE = Path(__file__).resolve().parents[1] / "assets" / "rules" / "thegame.md"


def _talk():
    page = PAGE.read_text(encoding="utf-8")
    return page[page.index("## Talking to the team"):page.index("## The end")]


def test_each_signal_has_one_short_bullet_saying_what_team_mates_do():
    talk = _talk()
    box = talk[talk.index("**What each signal says, and what your team-mates do**"):].split("\n\n")[0]
    bullets = [line for line in box.splitlines() if line.startswith("- ")]
    starts = ["- **\"I have a high red card\"**", "- **\"Leave \u25b2 alone\"**", "- **\"Play on \u25bc\"**",
              "- **\"I can turn \u25bc back\"**"]
    assert [b.split(":")[0].split(" (")[0] for b in bullets] == starts, bullets
    assert all("they " in b.lower() for b in bullets), bullets
    assert all(len(b.split()) <= 45 for b in bullets), [len(b.split()) for b in bullets]


def test_the_section_is_short_and_has_no_spec_paragraphs():
    talk = _talk()
    assert len(talk.split()) <= 500, len(talk.split())     # it was 685, with a 155-word line
    assert max(len(line.split()) for line in talk.splitlines()) <= 60
