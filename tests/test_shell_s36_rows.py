"""Review 35 (shell): Load rows.

1. The row of the game Continue plays on said "in Continue" (in what?, a new player asked): it says "kept for
   Continue", as the pause menu's way out says it ("Back to menu, no save (kept for Continue)").
2. Quadruple War rows of a table with older copies at 1024x640 dropped the hand's number ("Quadruple War · You:
   72, Bot 2: 82, Bot 3: 105, Bot 4: 94 points · autosaved · ... · ▸ 3 older copies"): the unit gives way first
   and the row keeps the hand with every score by name. A finished row of that table names every score too
   (it shared the narrow room and form of the rows still to play, "99–32–102–45 points"). (Session 37: the unit
   stays, the bots are named together first, "You: 72, Bots 2–4: 82, 105, 94 points", review 36c.)

Real save files read by a real Load screen."""

import random
import re

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match, write_autosave
from quash_table.paths import autosave_path, saves_dir
from tests.ui_helpers import load_rows

pytestmark = pytest.mark.ui

QW_SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]
NAMES = ["You", "Bot 2", "Bot 3", "Bot 4"]


def _play(m, n, rng):
    for _ in range(n):
        if m.over:
            return
        m.play(rng.choice(m.legal_actions()))


def _qw_with_older_copies(continue_holds=False):
    """A Quadruple War game whose autosave Continue gave up three times to another game: the copies the app kept of
    it are its row's older copies; it ends kept as a copy again ("autosaved · ... · ▸ 3 older copies"), or, with
    `continue_holds`, in the autosave ("kept for Continue · ... · ▸ 4 older copies")."""
    rng = random.Random(3)
    qw = Match("quadwar", QW_SEATS, 51)
    _play(qw, 250, rng)
    write_autosave(qw)
    for k in range(3):
        other = Match("numberquash", ["human", "bot:normal"], 60 + k)
        _play(other, 3, rng)
        write_autosave(other)              # Continue changes hands: the Quadruple War game is kept in Load
        kept = max(saves_dir().glob("*quadwar*"), key=lambda p: p.stat().st_mtime_ns)
        qw = load_match(kept)
        _play(qw, 150, rng)
        write_autosave(qw)
    if continue_holds:
        return qw
    other = Match("numberquash", ["human", "bot:normal"], 70)
    _play(other, 3, rng)
    write_autosave(other)
    return qw


def test_the_row_continue_plays_on_says_kept_for_continue_as_the_pause_menu_does():
    from quash_table.ui.save_list import CONTINUE_WORDS
    from quash_table.ui.screens.pause import QUIT_WORDS
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("quash", ["human", "bot:normal"], 5)
    _play(m, 6, random.Random(1))
    save_match(m, autosave_path())
    for size in ((1024, 640), (1280, 800)):
        row = load_rows(size)[autosave_path().name]
        assert " \u00b7 kept for Continue \u00b7 " in row and " in Continue" not in row, row
    save_match(m, saves_dir() / "mine.json")            # a save of yours of that very position: one row for both
    row = load_rows((1024, 640))["mine.json"]
    assert " \u00b7 saved & kept for Continue \u00b7 " in row, row
    assert QUIT_WORDS.endswith(f"({CONTINUE_WORDS})"), (QUIT_WORDS, CONTINUE_WORDS)


def test_quadruple_war_rows_with_older_copies_keep_the_hand_and_every_score_at_1024():
    saves_dir().mkdir(parents=True, exist_ok=True)
    qw = _qw_with_older_copies()
    # a finished game of the same table, in the Finished games section
    done = Match("quadwar", QW_SEATS, 52, {"target": 100})
    _play(done, 5000, random.Random(8))
    assert done.over
    save_match(done, saves_dir() / "finished-quadwar-1.json")
    rows = load_rows((1024, 640))
    head = [text for text in rows.values() if "\u25b8 3 older" in text]
    assert len(head) == 1, rows
    scores = qw.game.result(qw.state)["scores"]
    hand = re.search(r" \u00b7 hand (\d+)", head[0])
    assert hand is not None, head[0]                      # the hand's number is kept
    _every_score_named(head[0], scores)                   # and every score named
    _every_score_named(rows["finished-quadwar-1.json"], done.game.result(done.state)["scores"])


def test_the_game_continue_holds_with_older_copies_keeps_the_hand_and_every_score_at_1024():
    """Its end is the longest ("kept for Continue · <date> · ▸ 3 older copies"): the older copies' mark says
    "▸ 3 older" before the game's words lose a fact (its Show button still says "Show 3 older copies")."""
    saves_dir().mkdir(parents=True, exist_ok=True)
    qw = _qw_with_older_copies(continue_holds=True)
    for size in ((1024, 640), (1280, 800)):
        row = load_rows(size)[autosave_path().name]
        assert " \u00b7 kept for Continue \u00b7 " in row and re.search(r"\u25b8 \d+ older", row), row
        assert re.search(r" \u00b7 hand \d+", row), row
        _every_score_named(row, qw.game.result(qw.state)["scores"])


def _every_score_named(row, scores):
    """Every seat's score named, "points" after them (session 37): each by its name, or the bots named together
    in seat order ("You: 72, Bots 2\u20134: 82, 105, 94 points"); never the unnamed "72\u201382\u2013105\u201394"."""
    each = ", ".join(f"{n}: {v}" for n, v in zip(NAMES, scores)) + " points"
    together = f"You: {scores[0]}, Bots 2\u20134: " + ", ".join(map(str, scores[1:])) + " points"
    assert each in row or together in row, row


def test_the_bots_are_named_together_before_the_hand_goes_in_quadruple_war_forms():
    """The forms themselves (no pygame): after "hand N · <scores> points" comes "hand N · You: 72, Bots 2–4: 82,
    105, 94 points" (session 37: "points" stays in every form that names the scores, the session-26 rule that
    session 36 reversed), before the scores without the hand."""
    from quash_table.ui.save_list import body_forms
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("quadwar", QW_SEATS, 51)
    _play(m, 250, random.Random(3))
    path = save_match(m, saves_dir() / "qw.json")
    load_rows((1280, 800))                                  # read once: its forms are cached with its line
    forms = body_forms(path)
    with_unit = next(i for i, f in enumerate(forms) if re.search(r"\u00b7 hand \d+ \u00b7 You: \d+.* points$", f))
    together = forms[with_unit + 1]
    assert re.search(r"\u00b7 hand \d+ \u00b7 You: \d+, Bots 2\u20134: \d+, \d+, \d+ points$", together), forms
    # (session 59: the hand is in every form: the scores never without it, as Continue's line leads with it)
    assert not any(re.match(r"Quadruple War \u00b7 You: ", f) for f in forms), forms
    named = [f for f in forms if "Bot 2: " in f or "Bots 2" in f]
    assert named and all(f.endswith(" points") for f in named), forms
    pygame.display.quit()
