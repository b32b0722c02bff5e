"""How the move log wraps real games' entries (session 28): plays bot games of every game (random bots, the
human's seat played by one too), takes every entry of their logs (narration.MoveLogBook, the log's own words)
and wraps it as the log does (theme.wrap with tails) at its real text widths and sizes at 1280x800 and
1024x640 (the column less its pad and number column; a range's wider number column), then counts
- breaks inside a phrase the log must keep whole: a numbered place ("spot / 6", "base / 3"), a card's name
  ("red / 7", "a 5 / Skip"), a number and its unit ("3 / points"), a line ending in an article or preposition;
- one-word lines of an entry that has more than one line.
Run: SDL_VIDEODRIVER=dummy python scripts/log_wrap_measure.py [--games N] [--show K]
"""

import argparse
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from quash_table.engine.match import Match  # noqa: E402
from quash_table.ui import theme  # noqa: E402
from quash_table.ui.narration import MoveLogBook  # noqa: E402
from quash_table.ui.session import MatchSession  # noqa: E402

# (game, seats) tables a person meets
TABLES = [("quash", 2), ("quash", 4), ("numberquash", 2), ("numberquash", 4), ("thegame", 3),
          ("quadwar", 4), ("flush", 3), ("flush", 6)]
# (text px, width px): 1280x800 (234; 214 beside a range "126–127"), 1024x640 (188; 173)
WIDTHS = [(14, 234), (14, 214), (11, 188), (11, 173)]
NUMBERED = {"spot", "spots", "base", "bases", "round", "pair", "trick", "hand", "stack", "Bot", "Player",
            "octagon", "cell", "move", "Hand", "Round", "Spot", "Base"}
COLOURS = {"red", "green", "blue", "yellow", "white", "black", "purple", "orange"}
UNITS = {"points", "point", "cards", "card", "cells", "cell", "tricks", "trick", "bids", "bags", "dice", "die"}
SUITS = {"clubs", "diamonds", "hearts", "spades"}
LEAD_END = {"a", "an", "the", "on", "of", "in", "at", "by", "to", "with", "from", "onto", "into", "for"}


def cut(line, after):
    """What phrase a break between these two lines cuts, or None."""
    last = line.rsplit(" ", 1)[-1].lstrip("(")
    first = after.split(" ", 1)[0].rstrip(".,;:!?)")
    if last in NUMBERED and first[:1].isdigit():
        return "numbered"
    if last in COLOURS and first[:1].isdigit():
        return "card"
    if last.isdigit() and (first[:1].isupper() and first not in ("Bot", "Player", "You")):
        return "card"
    if re.fullmatch(r"\d+|[JQKA]", last) and first == "of" or last == "of" and first in SUITS:
        return "card"
    if last.isdigit() and first in UNITS:
        return "unit"
    if last.lower() in LEAD_END:
        return "lead"
    return None


def entries(game, seats, seed):
    m = Match(game, ["bot:random"] * seats, seed)
    m.seats[0]["kind"] = "human"
    rng = random.Random(seed)
    while not m.over and len(m.actions) < 3000:
        m.play(rng.choice(m.legal_actions()))
    book = MoveLogBook(MatchSession(m, autosave=False))
    out = [w for _, w in book.entries() if w]
    setup = book.setup_words()
    return out + ([setup] if setup else [])


def _costs_a_line(para, size, width, lines):
    """Would the entry take more lines with no line ending in a preposition (those bound as hard as an
    article)? Where not, a preposition ending a line was avoidable (theme._even_lines keeps such bonds soft)."""
    binds = theme._binds
    theme._binds = lambda before, after, soft=True, prev=None, then=None: binds(before, after, True, prev, then)
    try:
        strict = theme._even_lines(theme.font(size), para.split(" "), width)
    except TypeError:       # a wrap whose bonds are all hard (before session 28): nothing costs a line
        return False
    finally:
        theme._binds = binds
    return strict is None or len(strict) > lines


def measure(texts, show=0):
    greedy = []
    even = theme._even_lines
    def counted(*args, **kwargs):
        got = even(*args, **kwargs)
        if got is None:
            greedy.append(1)
        return got
    theme._even_lines = counted
    try:
        counts = {"entries": 0, "lines": 0, "numbered": 0, "card": 0, "unit": 0, "lead": 0, "one_word": 0, "lead_avoidable": 0}
        shown = []
        for text in texts:
            for size, width in WIDTHS:
                counts["entries"] += 1
                for para in text.split("\n"):
                    lines = theme.wrap(para, size, width, tails=True)
                    counts["lines"] += len(lines)
                    bad = [cut(a, b) for a, b in zip(lines, lines[1:])]
                    for kind in bad:
                        if kind:
                            counts[kind] += 1
                    if "lead" in bad and not _costs_a_line(para, size, width, len(lines)):
                        counts["lead_avoidable"] += 1
                    lone = len(lines) > 1 and any(" " not in ln.strip() for ln in lines)
                    counts["one_word"] += sum(1 for ln in lines if " " not in ln.strip()) if len(lines) > 1 else 0
                    if (any(bad) or lone) and len(shown) < show:
                        shown.append((size, width, lines))
    finally:
        theme._even_lines = even
    counts["greedy"] = len(greedy)       # paragraphs with a bound phrase too long for a line: wrapped greedily
    return counts, shown


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--show", type=int, default=0)
    args = ap.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    total = {}
    for game, seats in TABLES:
        texts = []
        for seed in range(args.games):
            texts += entries(game, seats, seed)
        texts = list(dict.fromkeys(texts))
        counts, shown = measure(texts, args.show)
        print(f"{game} x{seats}: {len(texts)} distinct entries", counts)
        for size, width, lines in shown:
            print(f"   {size}px {width}:", " / ".join(lines))
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v
    print("all:", total)


if __name__ == "__main__":
    main()
