"""Fuzzing every file the app reads through every entry point that reads one (see tests/file_fuzz.py):
zero tracebacks, zero hangs, zero accepted edits, every refused save byte-identical. The quick run is
part of every test run; the big one is marked slow."""

import os

import pytest

from tests.file_fuzz import fuzz


def _clean(counts):
    assert counts["tracebacks"] == 0 and counts["hangs"] == 0 and counts["accepted edits"] == 0, counts


def test_fuzz_quick(tmp_path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    counts, examples = fuzz(400, seed=11, home=os.environ["QUASH_TABLE_HOME"])
    _clean(counts)
    assert counts["cases"] == 400, examples


@pytest.mark.slow
def test_fuzz_thousands(tmp_path):
    counts, examples = fuzz(5000, seed=12, home=os.environ["QUASH_TABLE_HOME"])
    _clean(counts)
