"""Session 22 (nqshell): NumberQuash's header race with its unit, and its buttons' key hints carried apart
from their words."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.race_words import race_words
from quash_table.ui.board_input import button_key_words
from tests.test_numberquash_newplayer import close, open_board
from tests.ui_helpers import main_menu_app, open_statistics, play_and_record, settle, steps  # noqa: F401 (app)


def short(i):
    return "You" if i == 0 else f"Bot {i + 1}"


def test_the_race_leaders_are_said_with_the_unit_and_never_as_a_bare_number():
    """"4 lead with 1" read as a seat (Bot 4) leading with one of something: the leaders are players, their
    count is cells, in the long and the brief form."""
    view = {"order": [0, 1, 2, 3, 4, 5], "seat": 0, "status": ["playing"] * 6, "ended": False}
    result = {"scores": [0, 1, 1, 1, 1, 0]}
    assert race_words(result, view, short).endswith("4 players lead with 1 cell each")
    assert race_words(result, view, short, brief=1).endswith("4 players on 1/18")
    assert race_words(result, view, short, brief=2).endswith("4 players lead")
    assert race_words({"scores": [0, 1, 0, 0, 0, 0]}, view, short, brief=2).endswith("Bot 2 1/18")   # session 22 (nq2)
    two = race_words({"scores": [0, 3, 3, 0, 0, 0]}, view, short)
    assert two.endswith("Bot 2 and Bot 3 lead with 3 cells each"), two
    one = race_words({"scores": [0, 1, 0, 0, 0, 0]}, view, short)
    assert one.endswith("Bot 2 leads with 1 cell"), one


@pytest.mark.ui
def test_a_buttons_key_hint_is_a_field_apart_from_its_words_and_still_drawn():
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [5, 6, 1, 1])
    app, scene = open_board(match)
    try:
        settle(app, scene)
        by_id = {b.id: b for b in scene.table.buttons}
        for bid, words, key in (("roll", "Roll", "R"), ("bank", "Bank", "B"), ("end", "End turn", "E")):
            btn = by_id[bid]
            assert btn.label == words and btn.key_hint == key, (btn.label, btn.key_hint)
            assert btn.shown_text() == f"{words}  {key}"            # the key still shows on the button
            laid = btn.layout()
            assert laid["label"] == words and laid["key_hint"] == key, laid
            assert button_key_words(btn) == f"{words} ({key})"
        # pressing R through the keyboard rolls: the key the hint shows is the key that acts
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_r, mod=0, unicode="r", scancode=0))
        for _ in range(60):
            steps(app, 1)
            if match.state.dice:
                break
        assert match.state.dice == (5, 6)
        settle(app, scene)
        bank = next(b for b in scene.table.buttons if b.id == "bank")
        assert bank.label == "Bank on 11" and bank.key_hint == "B" and bank.shown_text() == "Bank on 11  B"
    finally:
        close(app)


def test_a_hints_turns_closer_comes_after_the_reason_that_makes_them():
    """"it leaves you about 3 turns closer to finishing than ..." was said with no reason, or beside one
    not tied to it: the turns are the outcome of a reason said first (the dice's rules, else the numbers left
    open), "..., so it leaves you ... closer"."""
    from quash_table.games.numberquash.reasons import left_open_words
    from tests.test_numberquash_reasons import _positions
    said = 0
    for _view, _legal, _action, reason in _positions(3):
        for clause in reason.split("; "):
            if "you should finish " in clause:
                why, so, _ = clause.partition(", so you should finish ")
                assert so and why and not why.startswith("you should finish"), reason
                said += 1
    assert said > 12      # the turns are said only where they come to 1.5 or more (session 47): 18 of these
    # each cell by its colour and side (session 58: "the 1 and 9 left open" did not say which octagon's)
    assert left_open_words([("red", 0, 3), ("red", 0, 4)], [("red", 0, 2), ("red", 0, 5)]) == \
        "your left red 2 and 5 left open are easier to cover later than the 3 and 4"
    assert left_open_words([("red", 0, 4), ("red", 1, 4)], [("red", 0, 3), ("red", 0, 5)]).startswith(
        "your left red 3 and 5 left open are easier to cover later than the two 4s")
    assert left_open_words([("red", 0, 3)], [("red", 1, 3)]) == ""


def test_games_played_on_one_day_are_told_apart_under_the_chart():
    """Every bar read "30 Nov" when the games were played the same day: each gets its time, and games of the same
    minute their number; a day with one game keeps the day alone."""
    from quash_table.ui.screens.statistics import bar_labels, played_on
    day1, a, b, c = ("2026-11-29T10:00:00", "2026-11-30T14:05:00", "2026-11-30T14:05:40", "2026-11-30T16:20:00")
    labels = bar_labels([day1, a, b, c])
    assert labels[0] == played_on(day1) and ":" not in labels[0]
    assert labels[1] == played_on(a, clock=True) + " (1)" and labels[2] == played_on(b, clock=True) + " (2)"
    assert labels[3] == played_on(c, clock=True) and labels[3].endswith("16:20")
    assert len(set(labels)) == 4


@pytest.mark.ui
def test_the_statistics_chart_dates_each_game_of_the_day_apart(app):
    for seed in (0, 1, 2):
        play_and_record("flush", "human:Ann,bot:easy", seed, {"format": "arena", "rounds": 1})
    info = open_statistics(app)
    dates = [bar["date"] for bar in info["chart"]]
    assert len(dates) == 3 and len(set(dates)) == 3, dates


@pytest.mark.ui
@pytest.mark.parametrize("other", [True, False])
def test_a_damaged_autosave_is_said_once_on_the_main_menu_in_one_wording(other):
    """The menu said a damaged autosave beside Continue, and the grey line under the buttons said it again in
    other words: it is said in one place at a time, in the same words (continue_source.damaged_autosave_words)."""
    from quash_table.engine.saves import write_autosave
    from quash_table.paths import autosave_path
    from quash_table.ui.continue_source import damaged_autosave_words
    from tests.test_shell_s20_continue_damaged import cut_in_half, older_flush_save, played
    from tests.ui_helpers import make_app, press_widget

    def said():
        objects = app.top.layout_info()["objects"]
        return [o.get("label") or o.get("text") or "" for o in objects
                if o["id"] == "autosave_note" or (o["id"] == "error" and o.get("kind") == "message")]

    if other:
        older_flush_save()
    write_autosave(played("quash", "human,bot:easy", 3))
    app = make_app((1024, 640))
    try:
        app.nav.main_menu()
        steps(app, 2)
        cut_in_half(autosave_path())                  # damaged while the menu shows
        press_widget(app, "continue")
        steps(app, 2)
        words = damaged_autosave_words()
        lines = said()
        assert sum(words in line for line in lines) == 1, lines           # beside Continue alone
        assert sum("will not open" in line for line in lines) == 1, lines
        app.nav.main_menu()                               # the menu again: the line under the buttons says it
        steps(app, 2)
        lines = said()
        assert len(lines) == 1 and words in lines[0], lines
    finally:
        pygame.display.quit()
