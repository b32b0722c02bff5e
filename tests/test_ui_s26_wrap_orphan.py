"""Session 26, the kit's wrap (ui/theme.py): a paragraph's last line was one short word alone when a better
break existed (The Game's summary: "No card used up more numbers than another move of the same turn would /
have."). The last two lines are balanced now, in as many lines, none wider than asked; the move log's own
rules (tails) are left as they were (tests/test_ui_movelog_wrap.py)."""

import os

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from quash_table.ui import theme  # noqa: E402
from tests.ui_helpers import plain_wrap  # noqa: E402

SUMMARY_NOTE = "No card used up more numbers than another move of the same turn would have."

# texts the kit wraps on every board: summary notes, hints, refusals, prompts
TEXTS = [
    SUMMARY_NOTE,
    "Hint: Say “I have a middle red card” — then end your turn: red 6 skips nothing on ▼: keep it for next "
    "turn, when you must lay a card again; say it first to tell the team the card you keep, so they keep room "
    "for it",
    "Wait: it is Bot 2 (normal)'s turn. Your card lifts when your turn comes.",
    "You must follow hearts: you hold the 4 of hearts and the queen of hearts.",
    "Statistics count this game in their Undone column; its result still counts.",
    "Lay another card (it ends your turn: signal first), or End turn",
    "Bot 3 wins with 12 cards laid out of 50; the draw pile ran out first.",
]


@pytest.fixture(scope="module", autouse=True)
def _fonts():
    pygame.init()
    yield


def _widths(f, lines):
    return [f.size(line)[0] for line in lines]


def _greedy(words, size, width, bold=False):
    return plain_wrap(" ".join(words), size, width, bold)


def test_the_summary_note_never_leaves_its_last_word_alone():
    f = theme.font(15)
    orphaned = 0
    for width in range(200, 700, 3):
        if len(_greedy(SUMMARY_NOTE.split(" "), 15, width)[-1].split(" ")) == 1:
            orphaned += 1             # plain greedy wrapping leaves "have." alone at this width
            lines = theme.wrap(SUMMARY_NOTE, 15, width, units=[])
            assert len(lines) == len(_greedy(SUMMARY_NOTE.split(" "), 15, width)), (width, lines)
            assert " " in lines[-1], (width, lines)
            assert max(_widths(f, lines)) <= width
    assert orphaned, "no width to try the rule at"


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("bold", [False, True])
def test_every_wrap_keeps_its_lines_and_width_and_balances_an_orphan(text, bold):
    for size in (13, 15, 17):
        f = theme.font(size, bold)
        for width in range(120, 900, 7):
            lines = theme.wrap(text, size, width, bold)
            words = text.split(" ")
            assert " ".join(lines).split(" ") == words                   # no word lost, none split
            assert len(lines) == len(_greedy(words, size, width, bold))          # no more lines than before
            assert all(w <= width for w, line in zip(_widths(f, lines), lines) if " " in line)
            if len(lines) >= 2 and " " not in lines[-1]:
                # a word alone only where nothing could come down to it
                head = lines[-2]
                assert " " not in head or f.size(f"{head.rsplit(' ', 1)[1]} {lines[-1]}")[0] > \
                    min(width, f.size(head.rsplit(" ", 1)[0])[0]), (width, lines)
            if len(lines) >= 2:
                # the last line never made wider than the one before it
                assert f.size(lines[-1])[0] <= f.size(lines[-2])[0] or " " not in lines[-1] \
                    or lines[-1] == _greedy(words, size, width, bold)[-1], (width, lines)

