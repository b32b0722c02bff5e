"""The move log's even wrap asks whether a break may fall before a word once a word, not once for every line it
tries (a QUASH round's end wraps a dozen entries in one frame: 8 ms of the frame's 19, issue 22)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from quash_table.ui import theme  # noqa: E402

ENTRY = ("Round 2 is over: spot 1 won by BLACK with a run of 9 10 J, spot 2 a FAILED spot of the "
         "red player, spot 3 won by RED on the tiebreak with the 8 of clubs against the 6 of hearts")


def setup_module():
    pygame.init()


def _wrapped_counting(monkeypatch, width):
    calls = []
    real = theme._binds

    def counting(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(theme, "_binds", counting)
    lines = theme.wrap(ENTRY, 14, width, tails=True, reach=6)
    return lines, len(calls)


def test_binds_asked_about_once_a_word_each_pass(monkeypatch):
    words = len(ENTRY.split(" "))
    lines, calls = _wrapped_counting(monkeypatch, 260)
    assert len(lines) > 2
    # two passes at most (within the width, then within its reach), each one question a word
    assert calls <= 2 * (words + 1), calls


def test_the_lines_are_the_evenest_within_the_width(monkeypatch):
    lines, _ = _wrapped_counting(monkeypatch, 260)
    f = theme.font(14)
    assert " ".join(lines) == ENTRY
    assert all(f.size(line)[0] <= 260 + 6 for line in lines)
    # no break where a phrase binds: no line starts with a short tail such as a spot's number
    assert not any(line.split(" ")[0].isdigit() for line in lines[1:])
