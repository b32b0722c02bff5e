"""Continue on the main menu says where the game is and whose turn it is, never a count of moves, and is
not offered for a finished game."""

import random

import pygame
import pytest

from tests.ui_helpers import find, make_app, steps

pytestmark = pytest.mark.ui


def played(game_id, seats, moves, seed=1):
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed=seed)
    rng = random.Random(seed)
    while len(m.actions) < moves and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def menu_note(match):
    from quash_table.engine.saves import write_autosave
    write_autosave(match)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        objects = app.top.layout_info()["objects"]
        return find(objects, "autosave_note")["label"], find(objects, "continue")
    finally:
        pygame.display.quit()


def test_a_game_without_rounds_is_told_by_its_turn_and_who_plays_not_by_moves():
    m = played("thegame", "human:Ann,bot:easy", 9)
    note, button = menu_note(m)
    assert button["enabled"]
    assert "move" not in note, note
    laid = len(m.game.view(m.state, None)["history"])
    who = "your turn" if m.to_move == 0 else "Bot 2 to play"
    # alone with a bot the person is "you", as on the board (it said "with Ann"/"Player 1"); The Game is
    # co-operative: the bot is a team-mate, played "with", never "against". How far it went is said in
    # cards laid, as the Load row and the pause menu's save note say it (review 22: "turn 7" beside "9 of
    # 50 laid" counted one save two ways)
    assert note == f"Continue: The Game: Quick & Easy \u00b7 with Bot 2 \u00b7 {who} \u00b7 {laid} of 50 laid"  # as its Load row


def test_the_first_turn_has_none_laid_and_the_next_the_cards_laid():
    m = played("thegame", "human,bot:easy,bot:easy", 0)
    note, _ = menu_note(m)
    assert note.endswith(" \u00b7 your turn \u00b7 0 of 50 laid"), note
    while m.to_move == 0:           # the person's first turn, played to its end
        m.play(next(a for a in m.legal_actions() if a["type"] == "end_turn") if any(
            a["type"] == "end_turn" for a in m.legal_actions()) else m.legal_actions()[0])
    laid = len(m.game.view(m.state, None)["history"])
    note, _ = menu_note(m)
    assert "turn 2" not in note and note.endswith(f" \u00b7 Bot 2 to play \u00b7 {laid} of 50 laid"), note


def test_a_competitive_game_alone_with_bots_is_still_against_them():
    m = played("flush", "human:Ann,bot:easy,bot:easy", 2)
    note, _ = menu_note(m)
    # the opponents named by their counts, as the Load row names them (session 34)
    assert note.startswith("Continue: Flush \u00b7 round 1, ") and "Bot 2: " in note and "Bot 3: " in note, note


def test_pass_and_play_names_the_player_whose_turn_it_is():
    m = played("quadwar", "human:Ann,human:Bob,bot:easy,bot:easy", 30)
    note, _ = menu_note(m)
    hand = m.game.view(m.state, None)["hand_no"]
    who = ["Ann", "Bob", "Bot 3", "Bot 4"][m.to_move]
    trick = len(m.state.tricks) + 1          # session 20: the trick being played, of the hand's 13
    # as the Load row says it: the trick without "of 13", every seat by its score (session 34)
    assert note.startswith(f"Continue: Quadruple War \u00b7 pass-and-play \u00b7 hand {hand}, trick {trick}, {who} to play \u00b7 Ann: "), note
    assert all(f"{n}: " in note for n in ("Bob", "Bot 3", "Bot 4")), note


def test_a_finished_game_is_not_offered():
    m = played("thegame", "human:Ann,bot:easy", 10_000)
    assert m.over
    note, button = menu_note(m)
    assert not button["enabled"]
    assert note.endswith("is finished") and "move" not in note


def _bidding(match):
    """`match` played on (first legal moves) until a seat is to bid in a hand after the first."""
    while not (match.game.view(match.state, None)["hand_no"] >= 2 and match.legal_actions()[0]["type"] == "bid"):
        match.play(match.legal_actions()[0])
    # the table passed the hand's result (Next): before it Continue says "hand 1's result" (session 26)
    match.pass_result(len(match.actions))
    return match


def test_a_seat_to_bid_is_said_to_bid_not_to_play():
    m = _bidding(played("quadwar", "human:Ann,human:Bob,bot:easy,bot:easy", 0))
    note, _ = menu_note(m)
    who = ["Ann", "Bob", "Bot 3", "Bot 4"][m.to_move]
    hand = m.game.view(m.state, None)["hand_no"]
    assert note.startswith(f"Continue: Quadruple War \u00b7 pass-and-play \u00b7 hand {hand}, {who} to bid \u00b7 Ann: "), note


def test_the_one_person_to_bid_is_told_it_is_their_turn_to_bid():
    m = played("quadwar", "human:Ann,bot:easy,bot:easy,bot:easy", 0)
    while not (m.to_move == 0 and m.legal_actions()[0]["type"] == "bid"):
        m.play(m.legal_actions()[0])
    note, _ = menu_note(m)
    assert "your turn to bid \u00b7 " in note, note


def test_continue_names_a_professional_game_as_the_load_list_does():
    # Load said "The Game: Quick & Easy (Professional)", Continue only "The Game: Quick & Easy"
    from quash_table.engine.match import Match
    from quash_table.games import get_game
    from quash_table.ui.save_list import game_title
    from quash_table.ui.screens.main_menu import continue_note
    m = Match("thegame", "human:Ann,bot:easy", seed=1, options={"professional": True})
    m.play(m.legal_actions()[0])
    assert game_title(get_game("thegame"), m.options) == "The Game: Quick & Easy (Professional)"
    assert continue_note(m).startswith("The Game: Quick & Easy (Professional) \u00b7 with Bot 2 \u00b7 "), continue_note(m)
    plain = played("quash", "human:Ann,bot:easy", 3)
    assert continue_note(plain).startswith("QUASH \u00b7 ") and "Bot 2: " in continue_note(plain)


def test_after_a_finished_game_continue_resumes_the_newest_unfinished_game_in_load():
    import os

    from quash_table.engine.saves import KEPT_PREFIX, save_match, write_autosave
    from quash_table.paths import saves_dir
    from tests.ui_helpers import click
    done = played("thegame", "human:Ann,bot:easy", 10_000)
    assert done.over
    write_autosave(done)
    older, newer = played("flush", "human,bot:easy", 3, seed=2), played("quadwar", "human,bot:easy", 5, seed=4)
    finished = played("thegame", "human:Ann,bot:easy", 10_000, seed=5)
    for m, name, when in ((older, "flush-1.json", 1_000_000), (newer, f"{KEPT_PREFIX}quadwar-1.json", 2_000_000),
                          (finished, "finished-thegame-1.json", 3_000_000)):
        save_match(m, saves_dir() / name)
        os.utime(saves_dir() / name, (when, when))
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        objects = app.top.layout_info()["objects"]
        button = find(objects, "continue")
        assert button["enabled"]
        assert find(objects, "autosave_note")["label"].startswith("Continue: Quadruple War \u00b7 ")
        assert "Bot 2: " in find(objects, "autosave_note")["label"]
        click(app, tuple(button["rect"][i] + button["rect"][i + 2] // 2 for i in (0, 1)), frames=3)
        assert app.top.name == "board"
        assert app.top.session.match.game_id == "quadwar"
        assert app.top.session.match.actions == newer.actions
    finally:
        pygame.display.quit()


def test_the_continue_tooltip_says_what_the_note_under_the_buttons_does_not():
    """The tooltip read "Play on: Flush against Bot 2, round 1, your turn (C)", the note under the buttons
    word for word: it says where the game comes from (the autosave, or Load) and the key instead."""
    from quash_table.engine.saves import save_match, write_autosave
    from quash_table.paths import saves_dir

    def tip_and_note():
        app = make_app()
        try:
            app.nav.main_menu()
            steps(app, 2)
            note = find(app.top.layout_info()["objects"], "autosave_note")["label"]
            return app.top.widgets["continue"].tool_tip_text, note
        finally:
            pygame.display.quit()

    def shared_words(tip, note):
        said = note.split(": ", 1)[1]          # "Flush against Bot 2, round 1, your turn"
        return [part for part in said.split(", ") if part in tip]

    m = played("flush", "human:Ann,bot:easy", 3, seed=4)
    write_autosave(m)
    tip, note = tip_and_note()
    assert tip.endswith("(C)") and not shared_words(tip, note), (tip, note)
    assert "autosave" in tip
    done = played("thegame", "human,bot:easy", 10_000, seed=2)        # the autosave holds a finished game
    assert done.over
    save_match(m, saves_dir() / "flush-kept.json")
    write_autosave(done)
    tip, note = tip_and_note()
    assert note.startswith("Continue: Flush")                           # Continue falls back on Load
    assert tip.endswith("(C)") and "Load" in tip and not shared_words(tip, note), (tip, note)
