"""Review 36c (shell): Load rows after a game is loaded and saved again.

1. Two saves of one game that read alike (loaded and saved again in the same minute) were told apart by words in
   front ("saved 12:14:23 · Quadruple War · hand 1 · ..."), which took the room of the game's own words: both rows
   lost "your turn" that the row of Continue's game beside them kept. The words go to the row's end, the date to
   the second ("... your turn · ... points · saved · 2 Dec 12:14:23").
2. The autosave of a game beside a save of it the player made later was a row of its own, unmarked, reading as
   the game's latest point: it is that save's older copy ("saved · ... · ▸ 1 older", Show lists it under it).
   Review 38: only a copy the app kept; the game Continue holds stays a row of its own ("kept for Continue"),
   folded, the game Continue plays on was hidden behind "Show older copies".

Real save files read by a real Load screen, at both sizes."""

import json
import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import KEPT_PREFIX, load_match, save_point, write_autosave
from quash_table.paths import autosave_path, saves_dir
from tests.ui_helpers import centre, click, find, load_rows, make_app, steps

pytestmark = pytest.mark.ui

SIZES = [(1280, 800), (1024, 640)]
SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _to_your_turn(m, n, rng):
    for _ in range(n):
        m.play(rng.choice(m.legal_actions()))
    while m.to_move != 0 and not m.over:
        m.play(rng.choice(m.legal_actions()))
    assert not m.over


def _saved_at(path, seconds):
    """The save's time set to `seconds` past 10:00 on a fixed day (saved_at is no part of the check)."""
    data = json.loads(path.read_text())
    data["saved_at"] = f"2026-01-10T10:{seconds // 60:02d}:{seconds % 60:02d}+00:00"
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("size", SIZES)
def test_a_game_loaded_and_saved_again_keeps_your_turn_in_both_rows(size):
    saves_dir().mkdir(parents=True, exist_ok=True)
    rng = random.Random(3)
    m = Match("quadwar", SEATS, 51)
    _to_your_turn(m, 30, rng)
    first = save_point(m, saves_dir() / "first.json")
    again = save_point(load_match(first), saves_dir() / "again.json")      # loaded, saved again: one position
    _saved_at(first, 5)
    _saved_at(again, 41)
    later = load_match(again)
    _to_your_turn(later, 20, rng)
    write_autosave(later)                     # Continue holds the game further on, at your turn too
    _saved_at(autosave_path(), 300)
    rows = load_rows(size)
    for name in ("first.json", "again.json", autosave_path().name):
        assert ", your turn \u00b7 " in rows[name], (name, rows[name])
    assert rows["first.json"].startswith("Quadruple War \u00b7 ") and rows["again.json"].startswith("Quadruple War \u00b7 ")
    assert rows["first.json"].endswith(":05") and rows["again.json"].endswith(":41"), rows


def test_an_autosaved_copy_older_than_a_save_of_its_game_is_that_saves_older_copy():
    """A copy the app kept (another game took Continue over); the game Continue holds itself stays a row of its
    own (review 38, test_shell_s38_load)."""
    saves_dir().mkdir(parents=True, exist_ok=True)
    rng = random.Random(3)
    m = Match("quadwar", SEATS, 51)
    _to_your_turn(m, 30, rng)
    early = save_point(m, saves_dir() / "early.json")
    _saved_at(early, 1)
    _to_your_turn(m, 30, rng)
    kept = save_point(m, saves_dir() / f"{KEPT_PREFIX}quadwar-1.json")     # the game further on, kept
    _saved_at(kept, 20)
    again = save_point(load_match(early), saves_dir() / "again.json")  # the early save loaded and saved, later
    _saved_at(again, 50)
    for size in SIZES:
        rows = load_rows(size)
        assert kept.name not in rows, rows              # not a row of its own beside the later save
        assert "\u25b8 1 older" in rows["again.json"], rows
        assert "older" not in rows["early.json"], rows
    app = make_app()
    try:
        app.nav.load()
        steps(app, 4)
        scene = app.top
        scene.path_text = str(again)
        scene._show_older_button()
        older = find(scene.layout_info()["objects"], "older")
        assert older["enabled"] and older["label"] == "Show 1 older copy", older
        click(app, centre(older["rect"]), frames=3)
        listed = {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}
        assert listed[kept.name].startswith("\u21b3 ") and "autosaved" in listed[kept.name], listed
    finally:
        pygame.display.quit()


def test_the_continue_row_with_older_copies_keeps_its_scores_named_with_points_at_1024():
    """Review 36c: the row of the Quadruple War game Continue holds, with older copies, at 1024x640 said its
    scores unnamed ("72–82–105–94 points") or without their unit: it names them shorter, the bots together, with
    the hand and "points" (the session-26 rule: every row that names the scores says what they count)."""
    import re
    from tests.test_shell_s36_rows import _qw_with_older_copies
    saves_dir().mkdir(parents=True, exist_ok=True)
    qw = _qw_with_older_copies(continue_holds=True)
    scores = qw.game.result(qw.state)["scores"]
    for size in SIZES:
        row = load_rows(size)[autosave_path().name]
        assert "kept for Continue" in row and re.search(r"\u25b8 \d+ older", row), row
        assert re.search(r" \u00b7 hand \d+", row), row
        assert "\u2013".join(map(str, scores)) not in row, row                   # never unnamed
        assert f"You: {scores[0]}, " in row and " points \u00b7 kept for Continue" in row, row


def test_quadruple_war_forms_say_points_wherever_they_name_a_score():
    """The forms themselves (no pygame), at a table of bots and one of long names: every form naming a score
    ends on "points"; the shorter names come before the hand goes ("hand 3 · Annab.: 63, Chris.: 70, ...")."""
    from quash_table.engine.standing import standing
    from quash_table.games.quadwar.load_row import short_names
    rng = random.Random(4)
    for seats, names in ((SEATS, ["You", "Bot 2", "Bot 3", "Bot 4"]),
                         (["human:Annabelle-Marie", "human:Christopher", "human:Bob", "human:Maximilian"],
                          ["Annabelle-Marie", "Christopher", "Bob", "Maximilian"])):
        m = Match("quadwar", seats, 9)
        while m.state.hand_no < 3 or m.state.phase != 1:
            m.play(rng.choice(m.legal_actions()))
        st = standing(m.game, m.state)
        you = 0 if names[0] == "You" else None
        bots = [1, 2, 3] if you == 0 else []
        forms = [" \u00b7 ".join(f) for f in m.game.unfinished_row_forms(st, names, you, bots, "where")]
        named = [f for f in forms if ": " in f]
        assert named and all(f.endswith(" points") for f in named), forms
        hand = [f for f in named if f.startswith("hand 3 \u00b7 ")]
        # a shorter naming keeps the hand (review 61w: past the longest form, one naming: the shorter)
        assert hand and forms[0] not in hand, forms
        if you is None:
            assert short_names(names)[0] + ": " in hand[-1] and short_names(names)[0] == "Annab.", forms
        else:
            assert "Bots 2\u20134: " in hand[-1], forms


@pytest.mark.parametrize("size", SIZES)
def test_a_game_saved_and_kept_for_continue_keeps_your_turn(size):
    """Seen in play at 1024x640: "Save and back to menu" after a card, the row said "saved & kept for Continue"
    (the longest end) and "Quadruple War · hand 1 · You: 0, Bot 2: 0, ..." alone; the scores are named shorter
    before the turn goes ("hand 1, your turn · You: 0, Bots 2–4: 0, 0, 0 points")."""
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("quadwar", SEATS, 51)
    _to_your_turn(m, 10, random.Random(5))
    write_autosave(m)
    save_point(m, saves_dir() / "mine.json")
    row = load_rows(size)["mine.json"]
    assert " \u00b7 saved & kept for Continue \u00b7 " in row, row
    assert ", your turn \u00b7 " in row and " points \u00b7 saved" in row, row
    # every score still 0: said "all on 0 points", the trick kept before the names (session 39, review 39)
    assert ", trick " in row and " \u00b7 all on 0 points \u00b7 " in row or " \u00b7 You: " in row, row
