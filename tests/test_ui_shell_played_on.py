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
    from quash_table.engine.recorder import Recorder
    from quash_table.engine.played_on import played_on
    from quash_table.engine.saves import autosave_after_move, load_match, save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.continue_source import unfinished_saves
    from quash_table.ui.save_list import PLAYED_ON_WORDS, save_parts

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
        assert enabled and "NumberQuash \u00b7 " in note and "Ann" in note and "Ben" in note
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
        assert end.startswith(f"saved \u00b7 {PLAYED_ON_WORDS} \u00b7 ") and kind == "saved", (line, end, kind)
    finally:
        pygame.display.quit()
    # Loaded on purpose from Load it still plays; finished again it is not a second game in the statistics
    again = load_match(mine)
    recorder = Recorder(again)
    play_to_end(again, random.Random(2))
    assert ann_games()[0] == 1, ann_games()
    assert recorder.again            # said on its summary (tests/test_thegame_s16_again.py)


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

    early = game(3, 10)                 # an earlier point of the game finished below: played on
    done = early.copy()                 # the same game (its identity, match.game_uid) played on to its end
    rng = random.Random(5)
    while not done.over:
        done.play(rng.choice(done.legal_actions()))
    save_match(done, finished_target(done))
    # another game from the same seed, its first moves the same, is not (session 22: it was read as one)
    twin = game(3, 10)
    assert twin.actions == early.actions
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
    assert played_on(save_match(twin, saves_dir() / "twin.json")) is None
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


def test_a_save_loaded_then_undone_and_finished_is_later_finished():
    """Review 16: with 3 bots, a save loaded, two moves taken back and the game played on to its end stayed
    under "Unfinished games" and in Continue (its moves were no longer the finished game's first moves);
    the finished game names the saves it went on from, whatever Undo took back. A save the player writes
    after the load, then undone past, is the finished game's too."""
    from quash_table.engine.match import Match
    from quash_table.engine.played_on import played_on
    from quash_table.engine.saves import autosave_after_move, load_match, save_point
    from quash_table.paths import saves_dir
    from quash_table.ui.continue_source import unfinished_saves
    from quash_table.ui.save_list import PLAYED_ON_WORDS, save_parts

    def play_other_way(match, rng, undone):
        """Play on after an Undo, the first move other than the one taken back where there is a choice."""
        legal = match.legal_actions()
        match.play(next((a for a in legal if a != undone), legal[0]))
        while not match.over:
            match.play(rng.choice(match.legal_actions()))

    def step(match, rng):
        """A move that keeps the game going a while: end the turn when it may end, else lay a card."""
        legal = match.legal_actions()
        ends = [a for a in legal if a["type"] == "end_turn"]
        match.play(ends[0] if ends else rng.choice([a for a in legal if a["type"] == "play"] or legal))

    seats = "human:Ann,bot:normal,bot:normal,bot:normal"
    m = Match("thegame", seats, seed=21)
    rng = random.Random(21)
    while not m.over and (len(m.actions) < 8 or m.to_move != 0):
        step(m, rng)
    assert not m.over
    mine = save_point(m, saves_dir() / "thegame-mine.json")          # Esc: "Save & quit to menu"
    again = load_match(mine)                                          # Load, U twice, play on to the end
    undone = again.actions[-2]
    again.undo(2)
    play_other_way(again, random.Random(3), undone)
    autosave_after_move(again)
    assert again.finished_to is not None and again.actions[:len(m.actions)] != m.actions
    assert played_on(mine) == again.finished_to
    assert mine not in list(unfinished_saves(saves_dir()))
    line, end, kind = save_parts(mine)
    assert end.startswith(f"saved \u00b7 {PLAYED_ON_WORDS} \u00b7 "), (line, end)

    later = load_match(mine)                  # loaded, played on and saved; then undone past that save
    rng = random.Random(5)
    while not later.over and (len(later.actions) < len(m.actions) + 4 or later.to_move != 0):
        step(later, rng)
    assert not later.over
    second = save_point(later, saves_dir() / "thegame-second.json")
    undone = later.actions[-6]
    later.undo(6)
    play_other_way(later, random.Random(4), undone)
    autosave_after_move(later)
    assert played_on(second) is not None
    assert second not in list(unfinished_saves(saves_dir()))
