"""Seeded-mutation fuzzing of every file the app reads, through every entry point that reads one.

Used by tests/test_files_fuzz.py, and runnable on its own against any checkout, to measure before and
after (the counts go in the notes):

    QUASH_TABLE_HOME=$(mktemp -d) PYTHONPATH=CHECKOUT python tests/file_fuzz.py --cases 2000 --seed 1

Only calls that every build has are used (load_match(path), load_autosave(), the Load list's
save_summary, load_stats/summary_rows/record_match, settings.load, check-save through cli.main), so the
same cases run on an old build. A case is one mutated file fed to one entry point; it counts as
- a traceback: anything raised but the entry point's own refusal (SaveError, or nothing for the
  readers that fall back to defaults), or a refused file whose bytes changed;
- a hang: a case not finished within CASE_SECONDS (SIGALRM);
- an accepted edit: a mutated save that loads with different moves, seats, options, levels, seed or
  undo count than the save it was made from.
"""

import argparse
import contextlib
import copy
import io
import json
import os
import random
import signal
import time
import traceback
from pathlib import Path

CASE_SECONDS = 10
SAVE_GAMES = (("quash", "human,bot:normal"), ("thegame", "human,bot:easy,bot:normal"),
              ("flush", "human,bot:easy"), ("quadwar", "human,bot:easy,bot:easy,bot:easy"),
              ("numberquash", "human,bot:easy"))
PALETTE = (None, True, False, 0, -1, 1, 2, 7, 10 ** 30, -(10 ** 30), 1.5, 10.0, "", "x", "hard@100000000",
           "\u0000", "\ud800", "/dev/zero", [], {}, [[[[[]]]]], "9" * 300, {"type": "play"})


class Hang(BaseException):
    """A case over its time (not an Exception, so no `except Exception` of the code under test eats it)."""


def _alarm(signum, frame):
    raise Hang()


# --- the corpus: good files made by the build under test --------------------------------------------------

def make_corpus(rng, folder):
    """Good saves (a few moves in and finished), statistics, settings and a Flush deck file, as bytes."""
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    corpus = {"save": [], "stats": [], "settings": [], "deck": []}
    for gid, seats in SAVE_GAMES:
        for moves in (3, 40):
            m = Match(gid, seats, seed=rng.randrange(1000))
            for _ in range(moves):
                if m.over:
                    break
                m.play(m.legal_actions()[rng.randrange(len(m.legal_actions()))])
            path = Path(folder) / f"{gid}-{moves}.json"
            save_match(m, path)
            corpus["save"].append(path.read_bytes())
    rec = {"games": 3, "wins": 1, "best_score": 12, "streak": 0, "best_streak": 1, "undone_games": 0,
           "history": [{"at": "2026-11-25T10:00:00+00:00", "won": True, "score": 12, "seats": 2,
                        "undone": False}]}
    corpus["stats"].append(json.dumps({"format": "quash-table-stats", "version": 1,
                                       "players": {"Ann": {"quash": rec, "flush": dict(rec)}}}).encode())
    corpus["settings"].append(json.dumps({"window": [1280, 800], "fullscreen": False, "animation": "fast",
                                          "sound": True, "volume": 70, "colour_blind": False,
                                          "undo": True}).encode())
    deck = Path(__file__).resolve().parent.parent / "assets" / "flush_deck.json"
    corpus["deck"].append(deck.read_bytes())
    return corpus


# --- mutations -----------------------------------------------------------------------------------------

def _paths(value, here=()):
    yield here
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, here + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, here + (i,))


def _get(value, path):
    for p in path:
        value = value[p]
    return value


def _tweak(v, rng, doc):
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + rng.choice((-1, 1, 2, 13, -100, 10 ** 20))
    if isinstance(v, float):
        return v * 2
    if isinstance(v, str) and v:
        i = rng.randrange(len(v))
        return v[:i] + rng.choice("0123456789SHDCRBLFx+@\u0000\ud800 ") + v[i + 1:]
    if isinstance(v, list) and v:
        v = list(v)
        op = rng.randrange(3)
        if op == 0:
            v.pop(rng.randrange(len(v)))
        elif op == 1:
            v.insert(rng.randrange(len(v) + 1), copy.deepcopy(rng.choice(v)))
        else:
            i, j = rng.randrange(len(v)), rng.randrange(len(v))
            v[i], v[j] = v[j], v[i]
        return v
    if isinstance(v, dict) and v:
        v = dict(v)
        k = rng.choice(list(v))
        if rng.random() < 0.5:
            del v[k]
        else:
            v["extra" + str(rng.randrange(9))] = v[k]
        return v
    # elsewhere in the same document
    return copy.deepcopy(_get(doc, rng.choice(list(_paths(doc)))))


def mutate_json(data, rng, fifo=None):
    data = copy.deepcopy(data)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = list(_paths(data))
        path = rng.choice(paths[1:] or paths)
        if not path:
            return rng.choice(PALETTE)
        parent, key = _get(data, path[:-1]), path[-1]
        r = rng.random()
        if r < 0.45:
            parent[key] = _tweak(parent[key], rng, data)
        elif r < 0.85:
            parent[key] = copy.deepcopy(rng.choice(PALETTE + ((fifo,) if fifo else ())))
        elif isinstance(parent, dict):
            del parent[key]
        else:
            parent.pop(key)
    return data


def mutate_bytes(raw, rng):
    op = rng.randrange(6)
    if op == 0:
        return raw[:rng.randrange(len(raw))]
    if op == 1:
        i = rng.randrange(len(raw))
        return raw[:i] + bytes([rng.randrange(256)]) + raw[i + 1:]
    if op == 2:
        i = rng.randrange(len(raw))
        return raw[:i] + rng.choice((b"[" * 100000, b"9" * 5000, b"\xff\xfe", b"\\ud800", b"NaN", b"\x00")) + raw[i:]
    if op == 3:
        return rng.choice((b"[" * 100000 + b"]" * 100000, b'{"a": ' + b"9" * 5000 + b"}", b"", b"null",
                           b"\xef\xbb\xbf" + raw))
    if op == 4:
        return raw.replace(b'"', b"'", 1)
    return raw + raw[: rng.randrange(len(raw))]


def mutated(raw, rng, fifo=None):
    """A mutated copy of a good file's bytes: mostly structure-aware (so the schema is reached), some raw."""
    if rng.random() < 0.75:
        data = mutate_json(json.loads(raw), rng, fifo)
        try:
            return json.dumps(data, indent=1).encode("utf-8", "surrogatepass")
        except (ValueError, RecursionError):
            return raw
    return mutate_bytes(raw, rng)


# --- entry points --------------------------------------------------------------------------------------

SAVE_ENTRIES = ("check-save", "load", "continue", "load list")
OTHER_ENTRIES = {"stats": ("statistics", "game end"), "settings": ("settings",), "deck": ("deck file",)}

_SAME_FIELDS = ("game", "actions", "seats", "options", "seed", "undos")


def _identity(data):
    return {k: data.get(k, 0 if k == "undos" else None) for k in _SAME_FIELDS}


def run_case(kind, entry, raw, original, home):
    """Feed one file to one entry point. Returns None (fine), 'traceback', 'edit' or raises Hang."""
    from quash_table.engine import saves
    from quash_table.paths import autosave_path, saves_dir, settings_path, stats_path
    if kind == "save":
        path = {"continue": autosave_path()}.get(entry, saves_dir() / "case.json")
        path.write_bytes(raw)
        if entry == "check-save":
            from quash_table import cli
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                code = cli.main(["check-save", str(path)])
            match = saves.load_match(path) if code == 0 else None
        elif entry == "load list":
            from quash_table.ui.save_list import save_summary
            save_summary(path)
            match = None
        else:
            try:
                match = saves.load_autosave() if entry == "continue" else saves.load_match(path)
            except saves.SaveError:
                match = None
        if path.read_bytes() != raw:
            return "traceback"
        if match is not None:
            got = json.loads(json.dumps(saves.match_to_dict(match)))
            if _identity(got) != _identity(json.loads(original)):
                return "edit"
        path.unlink()
        return None
    if kind == "stats":
        from quash_table.engine import stats
        stats_path().write_bytes(raw)
        if entry == "statistics":
            got, message = stats.load_stats()
            stats.summary_rows(got)
            if message:                # set aside: the file must be kept exactly as it was
                kept = [p for p in Path(home).glob("statistics.damaged-*") if p.is_file()]
                if raw and not any(p.read_bytes() == raw for p in kept):
                    return "traceback"
        else:
            from quash_table.engine.match import Match
            m = Match("thegame", "human,bot:easy", seed=2)
            while not m.over:
                m.play(m.legal_actions()[0])
            stats.record_match(m)
            got, _ = stats.load_stats()
            rows = [r for r in stats.summary_rows(got) if r["player"] == "You" and r["game"] == "thegame"]
            if not rows or rows[0]["games"] < 1:
                return "traceback"     # the game's result was lost
        for p in Path(home).glob("statistics*"):
            if p.is_file() or p.is_symlink():
                p.unlink()
        return None
    if kind == "settings":
        from quash_table.ui import settings
        settings_path().write_bytes(raw)
        settings.load()
        return None
    path = Path(home) / "deck.json"
    path.write_bytes(raw)
    from quash_table.engine.game import IllegalAction
    from quash_table.games import get_game
    flush = get_game("flush")
    pick = getattr(flush, "options_from_user", lambda o: o)
    try:
        flush.check_options(pick({"deck": str(path)}), 2)
    except IllegalAction:
        pass
    return None


def fuzz(cases, seed, home, verbose=False):
    """Run `cases` cases; returns the counts and the first few failures."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    rng = random.Random(seed)
    corpus_dir = Path(home) / "corpus"
    corpus_dir.mkdir(parents=True, exist_ok=True)
    corpus = make_corpus(random.Random(seed), corpus_dir)
    fifo = None
    if hasattr(os, "mkfifo"):
        fifo = str(Path(home) / "deck.fifo")
        if not os.path.exists(fifo):
            os.mkfifo(fifo)
    counts = {"cases": 0, "tracebacks": 0, "hangs": 0, "accepted edits": 0, "refused or harmless": 0}
    examples = []
    old = signal.signal(signal.SIGALRM, _alarm) if hasattr(signal, "SIGALRM") else None
    t0 = time.monotonic()
    try:
        for i in range(cases):
            kind = rng.choice(("save", "save", "save", "save", "stats", "settings", "deck"))
            entry = rng.choice(SAVE_ENTRIES if kind == "save" else OTHER_ENTRIES[kind])
            original = rng.choice(corpus[kind])
            raw = mutated(original, rng, fifo if kind in ("save", "deck") else None)
            if fifo and kind == "save" and b'"game": "flush"' in original and rng.random() < 0.1:
                data = json.loads(original)            # a save naming a FIFO as its deck
                data["options"]["deck"] = fifo
                raw = json.dumps(data).encode()
            counts["cases"] += 1
            if old is not None:
                signal.alarm(CASE_SECONDS)
            try:
                outcome = run_case(kind, entry, raw, original, home)
            except Hang:
                outcome = "hang"
            except SystemExit:
                outcome = None
            except BaseException as e:     # noqa: B902 - every escape is a finding
                if isinstance(e, KeyboardInterrupt):
                    raise
                outcome = "traceback"
                if verbose:
                    traceback.print_exc()
                if len(examples) < 5:
                    examples.append(f"{kind}/{entry}: {type(e).__name__}: {str(e)[:120]}")
            finally:
                if old is not None:
                    signal.alarm(0)
            key = {"traceback": "tracebacks", "hang": "hangs", "edit": "accepted edits"}.get(outcome,
                                                                                           "refused or harmless")
            counts[key] += 1
            if outcome in ("hang", "edit") and len(examples) < 5:
                examples.append(f"{kind}/{entry}: {outcome}")
    finally:
        if old is not None:
            signal.signal(signal.SIGALRM, old)
    counts["seconds"] = round(time.monotonic() - t0, 1)
    return counts, examples


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--verbose", action="store_true")
    args = p.parse_args()
    home = os.environ.get("QUASH_TABLE_HOME")
    if not home:
        raise SystemExit("set QUASH_TABLE_HOME to a throw-away folder first")
    counts, examples = fuzz(args.cases, args.seed, home, args.verbose)
    print(json.dumps(counts))
    for e in examples:
        print(" ", e)


if __name__ == "__main__":
    main()
