"""A seed made of a position, for the hint's search: the same position asked twice (after an Undo, a Load)
draws the same deals and so gets the same hint, where a seed carried on from the last search (or the clock)
made "lay a 5 and a Mimic" one time and "play your Flush card" the next (review 23)."""

import hashlib
import json


def view_seed(view, seat):
    """64 bits of a hash of `view` (what the seat sees: the position and the log it shows) and the seat."""
    text = json.dumps([seat, view], sort_keys=True, default=repr, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
