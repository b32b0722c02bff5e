"""A save's `check`: a hash chain over the game's header (game, seats, options, seed, stacked deck, undo count)
and then over every move in turn, each move in its one canonical byte form (`canon`).

A long game's autosave made every move's bytes and the whole chain again at every move (33 ms at 8,861 Flush
moves, and 38 ms more encoding the moves: on the writer thread, but holding the interpreter from the frame
thread, issue 22). The moves' bytes made last and the chain made last are kept here: a save of the same game one
move later makes one move's bytes and one link. Where the moves differ (an undo, another game) they are made
again from where they part. Only the thread that writes asks (`remember`); a save being read is checked from
scratch.
"""

import hashlib
import json
import threading

_SALT = b"quash-table-save-check\0"


def canon(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


class _Kept:
    """The moves given last (the very objects), their bytes, the header's bytes and the digest after each."""

    def __init__(self):
        self.moves, self.canons = [], []
        self.head, self.digests = None, []


_KEPT = _Kept()
_LOCK = threading.Lock()       # the writer thread and the frame thread (Pause's Save, a first autosave) both save


def _same_for(kept, given):
    """How many of `given` begin as `kept` does (compared in C, each pair first by identity)."""
    same = len(kept)
    if given[:same] == kept:
        return same
    return next((i for i, (a, b) in enumerate(zip(kept, given)) if a != b), min(same, len(given)))


def _canons(actions):
    k = _KEPT
    same = _same_for(k.moves, actions)
    del k.moves[same:], k.canons[same:]
    del k.digests[same + 1:]
    for a in actions[same:]:
        k.moves.append(a)
        k.canons.append(canon(a))
    return k.canons


def move_bytes(actions):
    """Each of `actions`' canonical bytes (those made last for the same moves kept)."""
    with _LOCK:
        return list(_canons(actions))


def save_check(game, seats, options, seed, stacked, undos, actions, remember=False):
    """The hex digest that binds a save's header and its moves, one link per move. `remember`: a save being
    written, whose moves' bytes and chain are kept for the next one (a save being read: not)."""
    head = canon([game, seats, options, seed, stacked, undos])
    if not remember:
        digest = hashlib.sha256(_SALT + head).digest()
        for a in actions:
            digest = hashlib.sha256(digest + canon(a)).digest()
        return digest.hex()
    with _LOCK:
        canons, k = _canons(actions), _KEPT
        if k.head != head:
            k.head, k.digests = head, [hashlib.sha256(_SALT + head).digest()]
        digest = k.digests[-1]
        for link in canons[len(k.digests) - 1:]:
            digest = hashlib.sha256(digest + link).digest()
            k.digests.append(digest)
        return digest.hex()
