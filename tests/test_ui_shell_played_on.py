"""A save that is an earlier point of a game since played to its end is "played on": Continue never offers
it again (it reopened the game just before the win), the Load list marks it and still loads it, and a game
finished again from it is not counted in the statistics a second time (it added a win each time)."""

import random

import pygame
import pytest

from tests.ui_helpers import find, make_app, steps

pytestmark = pytest.mark.ui

SEATS = "human:Ann,human:Ben"


def play_to_end(match, rng):
    from quash_table.engine.saves import WRITER
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    WRITER.flush()


def menu(app):
    app.nav.main_menu()
    steps(app, 2)
    objects = app.top.layout_info()["objects"]
    note = next((o["label"] for o in objects if o.get("id") == "autosave_note"), "")
    return note, find(objects, "continue")["enabled"]


def ann_games():
    from quash_table.engine.stats import load_stats
    rec = load_stats()[0]["players"].get("Ann", {}).get("numberquash")
    return (rec["games"], rec["wins"], rec["undone_games"]) if rec else (0, 0, 0)


def test_a_save_before_a_win_is_not_continued_and_a_second_finish_is_not_counted():
    from quash_table.engine.match import Match
    from quash_table.engine.recorder import AGAIN_WORDS, Recorder
    from quash_table.engine.played_on import played_on
    from quash_table.engine.saves import autosave_after_move, load_match, save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import PLAYED_ON_WORDS, save_parts, unfinished_saves

    m = Match("numberquash", SEATS, seed=7)
    m.on_change = None
    rng = random.Random(7)
    for _ in range(12):
        m.play(rng.choice(m.legal_actions()))
    autosave_after_move(m)
    mine = save_match(m, saves_dir() / "numberquash-mine.json")      # Esc: "Save & quit to menu"
    app = make_app()
    try:
        note, enabled = menu(app)
        assert enabled and "NumberQuash with Ann and Ben" in note
        app.top.resume()                                  # Continue, and play on until someone wins
        board = app.top
        match = board.session.match
        assert match.seats == m.seats and match.actions == m.actions
        play_to_end(match, random.Random(1))
        steps(app, 3)
        assert ann_games()[0] == 1
        note, enabled = menu(app)                           # Main menu: nothing left to continue
        assert not enabled, note
        assert "is finished" in note, note
        assert list(unfinished_saves(saves_dir())) == []
        assert played_on(mine) is not None
        line, end, kind = save_parts(mine)
        assert end.startswith(PLAYED_ON_WORDS) and kind == "saved", (line, end, kind)
    finally:
        pygame.display.quit()
    # Loaded on purpose from Load it still plays; finished again it is not a second game in the statistics
    again = load_match(mine)
    recorder = Recorder(again)
    play_to_end(again, random.Random(2))
    assert ann_games()[0] == 1, ann_games()
    assert (AGAIN_WORDS, "info") in recorder.take_notices()


def test_a_save_of_another_deal_or_a_point_past_the_end_is_not_played_on():
    from quash_table.engine.match import Match
    from quash_table.engine.played_on import played_on
    from quash_table.engine.saves import finished_target, save_match
    from quash_table.paths import saves_dir

    def game(seed, moves=None):
        m = Match("numberquash", SEATS, seed=seed)
        rng = random.Random(seed)
        while not m.over and (moves is None or len(m.actions) < moves):
            m.play(rng.choice(m.legal_actions()))
        return m

    done = game(3)
    save_match(done, finished_target(done))
    early = game(3, 10)                 # the same moves, an earlier point: played on
    other_deal = game(4, 10)            # another seed
    other_way = Match("numberquash", SEATS, seed=3)
    for a in early.actions[:9]:
        other_way.play(a)
    other_way.play(next(a for a in other_way.legal_actions() if a != early.actions[9]) if len(
        other_way.legal_actions()) > 1 else other_way.legal_actions()[0])
    paths = {}
    for name, m in (("early", early), ("other_deal", other_deal), ("other_way", other_way)):
        paths[name] = save_match(m, saves_dir() / f"{name}.json")
    assert played_on(paths["early"]) == done.finished_to
    assert played_on(paths["other_deal"]) is None
    if other_way.actions != early.actions:
        assert played_on(paths["other_way"]) is None
    assert played_on(done.finished_to) is None          # a finished game is no earlier point of itself


def test_a_new_game_on_a_seed_played_before_is_counted():
    """Only a game opened from a save goes back before an end already played: the same seed chosen again
    for a new game is a new game."""
    from quash_table.engine.match import Match
    from quash_table.engine.recorder import Recorder
    for n in (1, 2):
        m = Match("numberquash", SEATS, seed=11)
        Recorder(m)
        play_to_end(m, random.Random(n))
        assert ann_games()[0] == n
