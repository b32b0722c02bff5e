"""Session 22: one Load row form for every game: the game (and the options that change it, "Quadruple War
(to 150)", never "(Target score 150…)"), who plays, whose turn, the scores with what they count, how the
save was kept; no two rows read the same. Flush's "2 hold fewest, 12 cards" named nobody."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.games import get_game
from quash_table.paths import saves_dir
from quash_table.ui.save_list import date_forms, lead_words, save_parts_of_game, title_forms

CASES = [("quash", ["human:Ann", "bot:easy"], {"variant": "advanced"}, "QUASH (advanced)"),
         ("numberquash", ["human:Ann", "bot:easy", "bot:easy"], {}, "NumberQuash"),
         ("thegame", ["human:Ann", "bot:easy"], {}, "The Game: Quick & Easy"),
         ("quadwar", ["human:Ann", "bot:easy", "bot:easy", "bot:easy"], {"target": 150}, "Quadruple War (to 150)"),
         ("flush", ["human:Ann", "bot:easy", "bot:easy"], {}, "Flush")]
TURN_WORDS = ("your turn", "to play", "to roll", "to bid", "to deal", "to lead")


def _save(game_id, seats, options, moves, name):
    m = Match(game_id, seats, 5, options)
    rng = random.Random(5)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m, save_match(m, saves_dir() / name)


@pytest.mark.parametrize("game_id, seats, options, title", CASES, ids=[c[0] for c in CASES])
def test_every_games_row_says_game_players_turn_scores_with_units_and_how_kept(game_id, seats, options, title):
    game = get_game(game_id)
    m, path = _save(game_id, seats, options, 8, f"{game_id}-row.json")
    assert not m.over
    body, when, kind, _ = save_parts_of_game(path)
    assert body.startswith(title + " \u00b7 "), body
    assert "Bot 2" in body or "Bots 2" in body, body                # who plays, by name
    assert any(w in body for w in TURN_WORDS), body                 # whose turn
    units = {game.score_unit[1], " cards", "laid"}              # the scores say what they count
    assert any(u in body for u in units), body
    assert when.startswith("saved \u00b7 "), when                   # how it was kept
    done, path = _save(game_id, seats, options, 10 ** 6, f"{game_id}-done.json")
    body = save_parts_of_game(path)[0]
    assert "finished" in body and (" won" in body or "lost" in body or "1st" in body or "draw" in body), body


def test_a_shortened_title_never_ends_on_a_number_cut_short():
    forms = title_forms(get_game("quadwar"), {"target": 150, "bags": True}, 4)
    assert forms[0] == "Quadruple War (to 150, Bags)"
    assert all(not f[:-1].rstrip(")").rstrip("\u2026").rstrip()[-1:].isdigit() for f in forms[1:-1]), forms


def test_flush_names_who_holds_fewest_and_every_lead_has_its_unit():
    game = get_game("flush")
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "Bot 2"}, {"kind": "bot", "name": "Bot 3"}]
    st = {"scores": [0, 0, 0], "held": [12, 12, 15], "to_move": 0}
    assert lead_words(game, seats, st) == "you and Bot 2 hold fewest, 12 cards"   # the one person: "you"
    st = {"scores": [4, 9, 9], "to_move": 0}
    assert lead_words(game, seats, st) == "you lead, 4 points"          # the fewest points lead in Flush


def test_no_two_rows_of_the_load_list_read_the_same():
    pygame = pytest.importorskip("pygame")
    from tests.ui_helpers import make_app, steps
    for i, (game_id, seats, options, _) in enumerate(CASES):
        _save(game_id, seats, options, 6, f"{game_id}-a.json")
        _save(game_id, seats, options, 7, f"{game_id}-b.json")
    app = make_app((1024, 640))
    try:
        app.nav.load()
        steps(app, 40)
        texts = [r["text"] for r in app.top.layout_info()["rows"]]
        assert len(texts) == 2 * len(CASES)
        assert len(set(texts)) == len(texts), texts
        assert all(date_forms(f) for f in saves_dir().glob("*.json"))
    finally:
        pygame.display.quit()


def test_the_game_kept_in_continue_and_an_older_copy_of_it_are_one_row_each_copy_dated():
    """NumberQuash: the Continue copy and an older autosave of the same game were two rows that read the same."""
    import os

    pygame = pytest.importorskip("pygame")
    from quash_table.engine.saves import KEPT_PREFIX
    from quash_table.paths import autosave_path
    from tests.ui_helpers import make_app, steps
    m = Match("numberquash", ["human:Ann"] + ["bot:easy"] * 5, 3)
    rng = random.Random(3)
    for _ in range(10):
        m.play(rng.choice(m.legal_actions()))
    older = save_match(m, saves_dir() / f"{KEPT_PREFIX}numberquash-20261130-100000.json")
    os.utime(older, (1_700_000_000,) * 2)
    for _ in range(2):
        m.play(rng.choice(m.legal_actions()))
    save_match(m, autosave_path())
    app = make_app((1024, 640))
    try:
        app.nav.load()
        steps(app, 5)
        rows = app.top.layout_info()["rows"]
        assert [r["file"] for r in rows] == [autosave_path().name], rows
        assert rows[0]["older"] == [older.name] and "1 older copy" in rows[0]["text"]
        app.top.toggle_older()                          # its copy listed under it, with when it was kept
        texts = [r["text"] for r in app.top.layout_info()["rows"]]
        assert len(texts) == 2 and len(set(texts)) == 2 and "autosaved \u00b7 " in texts[1], texts
    finally:
        pygame.display.quit()
