"""NumberQuash after session 19's second new player (8 / 8 / 7.5 / 8): one source for the places (the
rules' result), the out choice holding the bots, the pass-and-play prompt, the Load row's scores, the hint
bubble, the Block buttons' order, the 12-steal's victims."""

import random
import re

import pygame
import pytest

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def played_out(seats, options=None, want=None, seeds=200):
    """A random game played to its end by every seat at random, the first whose state `want` accepts."""
    from quash_table.engine.match import Match
    for seed in range(seeds):
        match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed, dict(options or {}))
        rng = random.Random(seed)
        while not match.over:
            match.play(rng.choice(match.legal_actions()))
        if want is None or want(match.state):
            return match
    raise AssertionError("no such game")


def unplaced_game():
    """Six seats, three places played for, you (seat 0) still racing when the third finished."""
    return played_out(6, want=lambda s: s.ended != "stalemate" and s.places[0] is None and s.status[0] == "playing")


def stalemate_game():
    """Five seats, a stalemate after one round, with a finisher before it and you in the draw."""
    return played_out(5, {"stalemate_rounds": 1},
                      want=lambda s: (s.ended == "stalemate" and "finished" in s.status
                                      and s.status[0] == "playing"))


def summary_of(match, size=(1280, 800)):
    from quash_table.ui.board_layout import board_layout
    from tests.test_numberquash_review15 import out_board
    from tests.ui_helpers import steps
    app, scene = out_board(match, size)
    steps(app, 5)
    info = board_layout(scene)
    summary = next(o for o in info["objects"] if o.get("id") == "summary")
    return app, scene, summary


def plate_words(scene, seat):
    labels = [d for d in scene.table.decor if type(d).__name__ == "Label"]
    rect = scene.badges[seat]
    return [d.text for d in labels if rect.collidepoint(d.text_rect().center)]


# --- 1. the places, as the rules give them -------------------------------------------------------------

def test_the_rules_result_places_only_the_finishers_and_names_the_rest_not_placed():
    match = unplaced_game()
    s = match.state
    res = match.game.result(s)
    assert res["places"] == [p for p in s.places]           # no place for a seat the rules did not place
    assert res["places"][0] is None
    assert all(p in (None, 1, 2, 3) for p in res["places"])
    assert res["standing_words"][0].startswith("not placed, ")
    assert "4th" not in res["summary"] and "5th" not in res["summary"] and "Not placed: Seat 1 with " in res["summary"]
    assert match.game.race_places(s) == res["places"]


def test_a_stalemate_is_a_draw_among_the_players_still_in_with_no_shared_place():
    match = stalemate_game()
    s = match.state
    res = match.game.result(s)
    drawn = [o for o in range(5) if s.status[o] == "playing"]
    assert res["drawn"] == drawn and all(res["places"][o] is None for o in drawn)
    assert "a draw among the players still in" in res["summary"]
    for o in drawn:
        assert res["standing_words"][o].startswith("draw, ")
    taken = [p for p in res["places"] if p]
    for p in range(len(taken) + 1, 6):      # the place the state keeps for the drawn is said nowhere
        from quash_table.games.numberquash.state import ordinal
        assert f"{ordinal(p)}:" not in res["summary"]


def test_the_summary_heading_rank_column_and_plates_read_the_rules_places():
    from quash_table.ui.chrome import places, standings
    match = unplaced_game()
    app, scene, summary = summary_of(match, (1024, 640))
    try:
        assert summary["heading"] == "You were not placed", summary["heading"]
        res = scene.game.result(match.state)
        ranked = places(scene.game, res, standings(scene.game, res))
        assert ranked[0] is None and all(ranked[o] is None for o, p in enumerate(res["places"]) if p is None)
        for seat in range(6):
            words = plate_words(scene, seat)
            if res["places"][seat] is None and match.state.status[seat] == "playing":
                assert any(w.startswith("not placed") for w in words), (seat, words)
                assert not any(w.endswith(" place") for w in words), (seat, words)
    finally:
        close(app)


def test_a_stalemate_summary_heads_a_draw_and_the_plates_say_draw():
    match = stalemate_game()
    app, scene, summary = summary_of(match)
    try:
        # a finisher before the draw: named, and the place the draw is for (review 56q: it said "A draw")
        assert " won \u00b7 you drew for " in summary["heading"], summary["heading"]
        for seat in scene.game.result(match.state)["drawn"]:
            words = plate_words(scene, seat)
            assert any(w.startswith("draw, ") for w in words), (seat, words)
            assert not any(w.endswith(" place") for w in words), (seat, words)
    finally:
        close(app)


def test_the_load_row_of_a_finished_race_names_no_place_the_rules_do_not_give():
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import describe_save
    match = unplaced_game()
    path = save_match(match, saves_dir() / "nq-s19b-unplaced.json")
    line, kind = describe_save(path)
    assert kind == "finished", line
    assert "joint" not in line and "4th" not in line and "5th" not in line and "6th" not in line, line
    assert "not placed: you" in line.lower() or ", you " in line.lower().split("not placed: ")[-1], line   # session 22's one form


# --- 2. the out choice holds the bots ------------------------------------------------------------------

@pytest.mark.parametrize("press", ["w", "f"])
def test_while_the_out_choice_is_asked_the_bots_wait_for_it(press):
    """"You finished 1st of 4: Let the bots finish F / Watch": the bots played on behind the panel and the
    game could end before a choice (review 19b, g5_95, g7_222). While it is asked no bot moves; W (Watch)
    or F (Let the bots finish) and they go on."""
    from tests.test_numberquash_review15 import button, finished_first, out_board
    from tests.ui_helpers import key, step_until, steps
    match = finished_first()
    app, scene = out_board(match)
    try:
        assert button(scene, "out:watch") is not None and scene.out_choice.offered()
        moves = len(match.actions)
        steps(app, 300)             # five seconds: several bot moves at their pace
        assert len(match.actions) == moves and not match.over
        key(app, pygame.K_w if press == "w" else pygame.K_f)
        assert not scene.out_choice.offered()
        step_until(app, lambda: len(match.actions) > moves, timeout=30)
        assert len(match.actions) > moves
    finally:
        close(app)


# --- 3. the pass-and-play prompt names the person at the screen -----------------------------------------

def test_the_first_prompt_at_a_shared_screen_names_the_person_as_the_header_does():
    """"You start: Roll the dice (R)" under "Ann, your turn" (review 19b, 29.png): the prompt names the
    person at the screen as the header does."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board
    match = next(m for m in (Match("numberquash", ["human:Ann", "human:Ben", "bot:easy"], seed) for seed in range(40))
                 if m.state.to_move in (0, 1))
    app, scene = match_board(match)
    try:
        starter = match.state.to_move
        if scene.session.curtain is not None:
            scene.session.lift_curtain()
            scene.invalidate()
        from tests.ui_helpers import steps
        steps(app, 3)
        name = scene.session.short_name(starter)
        scene.hud.draw(app.screen, scene.areas()[0])
        assert scene.hud.shown["status"].startswith(f"{scene.session.name(starter)}, your turn"), scene.hud.shown
        assert scene.table.prompt == f"{name}, you start: Roll the dice (R)", scene.table.prompt
    finally:
        close(app)


# --- 4. a finished row's scores, by the row's room -----------------------------------------------------

def scores_said(text):
    """Every seat's score a Load row's scores say, in the kit's one race form (standing.race_row_forms,
    session 22): "1st You 18 cells covered, 2nd Bot 4 18, not placed: Bot 3 17, Bots 6, 2, 5: 16, 16, 15"."""
    said = []
    for part in re.split(r", (?=\d+(?:st|nd|rd|th) |not placed|drawn|Bots |Bot |You |Player )", text):
        grouped = re.match(r"(?:not placed: |drawn: )?Bots [\d, and]+: ([\d, ]+)$", part)
        if grouped:
            said += [int(n) for n in grouped.group(1).split(", ")]
        else:
            # (session 26: a colon after each name, "Bot 4: 18": "Bot 4 18" read as one name)
            said += [int(n) for n in re.findall(r"(?:You|Bot \d+|Player \d+): (\d+)", part)]
    return said


@pytest.mark.parametrize("seats", [4, 5])
def test_a_finished_race_of_four_or_five_keeps_its_scores_in_a_1280_load_row(seats):
    """Finished Load rows said each player's score at 2-3 players, none at 4-6 even where short (review 19b,
    32.png): the row keeps every seat's score where it has room, the bots with no place together."""
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.screens.load import row_line
    from quash_table.ui.theme import Metrics
    from tests.ui_helpers import make_app
    match = played_out(seats)
    path = save_match(match, saves_dir() / f"nq-s19b-row{seats}.json")
    app = make_app((1280, 800))
    try:
        row = row_line(path, Metrics((1280, 800)), True)
        scores = match.game.result(match.state)["scores"]
        parts = row.split(" \u00b7 ")
        # the scores: every seat's, in place order (session 24: after "finished", or with the places saying it)
        tail = parts[2] if parts[1].startswith("finished") else parts[1]
        assert tail.startswith("1st "), row
        assert sorted(scores_said(tail)) == sorted(scores), (row, scores)
    finally:
        close(app)


# --- 5. the hint bubble clear of the plates and the turn order's box -----------------------------------

def rolled_for_you(seats, seed):
    """A game at your turn with the dice rolled (the bots roll at once where they may)."""
    from quash_table.engine.match import Match
    m = Match("numberquash", ["human"] + ["bot:normal"] * (seats - 1), seed)
    rng = random.Random(seed)
    while not (m.state.to_move == 0 and m.state.dice):
        legal = m.legal_actions()
        rolls = [a for a in legal if a["type"] == "roll"]
        m.play(rolls[0] if rolls else rng.choice(legal))
    return m


@pytest.mark.parametrize("seats, seed, size", [(2, 2, (1280, 800)), (2, 7, (1280, 800)), (4, 1, (1024, 640)),
                                               (5, 2, (1280, 800))])
def test_a_hint_lies_clear_of_the_plates_and_the_middle_band(seats, seed, size):
    """The hint lay over the edge of the turn order's box, against Bot 2's plate (review 19b, 08.png): it
    covers no plate, nor the middle band (where the turn order no longer gives way to it: session 24)."""
    from tests.ui_helpers import ask_hint, match_board, steps
    app, scene = match_board(rolled_for_you(seats, seed), size=size)
    try:
        ask_hint(app, scene)
        steps(app, 3)
        shown = scene.painter.message_rect()
        assert shown is not None
        for seat, plate in scene.badges.items():
            assert not shown.colliderect(plate), (seat, shown, plate)
        # (the turn order's corner was the hint's place; since session 24 the room beside your octagons)
        if scene.hint_place == "side":
            assert scene.side_room.contains(shown), (shown, scene.side_room)
        assert not shown.colliderect(scene.mid_rect), (shown, scene.mid_rect)
    finally:
        close(app)


# --- 6. the Block buttons in the plates' order -----------------------------------------------------------

def test_the_block_buttons_follow_the_plates_order():
    """The plates across the top run in turn order ("Bot 3, Bot 4, Bot 2") while the Block buttons ran in
    seat order (review 19b, 23/24.png): the buttons read left to right, top to bottom, as the plates do."""
    from tests.test_numberquash_scene import open_table, place
    order = [0, 2, 3, 1]
    colours = ["red", "blue", "yellow", "green"]
    before = [{"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "bank"}, {"type": "roll"},
              {"type": "bank"}]
    for s in order[1:]:
        before += [{"type": "roll"}, place((colours[s], 0, 3))]
    app, scene, match = open_table([5, 5, 6, 6, 6, 5] + [1, 2] * 3, seats=("human", "bot:easy", "bot:easy", "bot:easy"),
                                   before=before, options={"order": order})
    try:
        assert match.state.to_move == 0
        plates = sorted((seat for seat in scene.badges if seat != 0), key=lambda s: (scene.badges[s].y, scene.badges[s].x))
        assert plates == order[1:], plates
        blocks = [b for b in scene.table.buttons if b.id.startswith("bonus:block:")]
        assert len(blocks) == 3
        shown = [int(b.id.rsplit(":", 1)[1]) for b in sorted(blocks, key=lambda b: (b.rect.y, b.rect.x))]
        assert shown == plates, (shown, plates)
    finally:
        app.scenes.clear()
        pygame.display.quit()


# --- 7. a 12 under way names who is left to rob ----------------------------------------------------------

@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_steal_from_each_names_the_players_left_to_rob(size):
    """The 12's panel said "(1 of 3)" but not who was left to rob (review 19b, 35.png): it names them."""
    from tests.test_numberquash_scene import _banked, cell, open_table
    from tests.ui_helpers import centre, drag, key, settle
    dice, before = _banked(4)
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy", "bot:easy"), before=before,
                                   size=size)
    try:
        key(app, pygame.K_w)                                 # the 12 rather than the 11
        q = scene.table.piece_by_id["q:yellow:0:3"]          # Bot 3's
        drag(app, centre(q.home), centre(cell(scene, "red", 0, 8)))
        settle(app, scene)
        assert len(scene.composer.steals) == 1
        words = " ".join(d.text for d in scene.table.decor if type(d).__name__ == "Label")
        assert "(1 of 3)" in words, words
        left = [scene.session.short_name(o) for o in (1, 3)]
        assert f"{left[0]}, {left[1]}" in words, words
        assert scene.session.short_name(2) + "," not in words
    finally:
        app.scenes.clear()
        pygame.display.quit()
