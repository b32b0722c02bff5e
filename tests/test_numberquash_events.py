"""What a NumberQuash move caused, as the rules tell it (engine/game.py events): every event of many
random games in words, nothing in them a seat may not see, and the words in a board's move log (the
roll's dice and doubles, the bonus octagon banked on, a turn that ended by itself)."""

import json
import random

import pygame

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.ui.tables import board_for_match
from tests.test_privacy import strings
from tests.ui_helpers import key, make_app, settle, step_until, steps

G = get_game("numberquash")
ROLL = {"type": "roll"}

# every kind the rules record; each has words (a placement's and a bonus's are the move's own words)
KINDS = {"dice_rolled", "placed", "banked", "nothing_fits", "bonus_spent", "skip", "quash", "retired",
         "last_seat", "stalemate_round", "stalemate_over", "draw", "roll_again", "places_taken"}
SHOWN = KINDS


def random_options(rng, seats):
    return {"colours_per_seat": rng.choice([k for k in (1, 2, 3) if seats * k <= 6]),
            "stalemate_rounds": rng.choice((1, 2, 5)), "places": rng.randint(1, seats),
            "doubles": rng.choice(("used", "always")), "split_single_die": rng.random() < 0.3,
            "auto_end": rng.random() < 0.8}


def random_game(seed):
    """(state before, action, state after) of every move of one random game."""
    rng = random.Random(seed)
    seats = rng.randint(2, 6)
    s = G.new_state(seats, seed=seed, options=random_options(rng, seats))
    assert G.events(s) == []
    for _ in range(3000):
        if s.to_move is None:
            return
        legal = G.legal_actions(s)
        action = rng.choice(legal)
        after = G.apply(s, action)
        yield s, action, after
        s = after


def check_move(before, action, after):
    seats = before.seats
    events = G.events(after)
    assert events, f"{action} caused nothing"
    assert G.events(before) is not events and before.caused is not after.caused
    json.dumps(events)     # plain data
    for e in events:
        assert e["kind"] in KINDS, e
        words = G.describe_event(e, seats)
        assert words is None or isinstance(words, str)
        if e["kind"] in SHOWN:
            assert words and "{" not in words, e
        if e["kind"] == "quash":         # the news first, then who (the log strips no name off it)
            assert words.startswith(f"Quashed! Seat {e['seat'] + 1} has covered all 18 "), words
        if e["kind"] == "nothing_fits" and e["then"] == "turn_over" and e["auto"]:   # no name again on the line
            assert words.endswith(": the turn ends by itself"), words
    kinds = [e["kind"] for e in events]
    t = action["type"]
    if t == "roll":
        roll = events[0]
        assert roll["kind"] == "dice_rolled" and tuple(roll["dice"]) == after.last_roll
        assert roll["double"] == (roll["dice"][0] == roll["dice"][1])
        assert roll["seat"] == before.to_move
        auto = [e for e in events if e["kind"] == "nothing_fits"]
        if auto:     # the turn ended (or rolled again) by itself: it could have done nothing else
            assert auto[0]["auto"] and before.house.auto_end and after.dice is None
        elif after.to_move is not None:
            assert after.phase == "place"
            assert before.house.auto_end is False or G.legal_actions(after) != [{"type": "end"}]
    elif t == "place":
        assert kinds[0] == "placed" and events[0]["cells"] == action["cells"]
        assert G.describe_event(events[0], seats).startswith(G.describe(action, before.to_move, seats))
    elif t == "bank":
        assert kinds[0] == "banked" and events[0]["value"] == sum(before.dice)
        assert f"bonus\u00a0octagon {sum(before.dice)}" in G.describe_event(events[0], seats)
    elif t == "end":
        assert kinds[0] == "nothing_fits" and not events[0]["auto"]
    else:
        spent = events[0]
        steal = spent.get("effect") == "steal"
        # a steal tells the move (its event knows whose quasher each steal moved: the action does not)
        assert spent["kind"] == "bonus_spent" and spent["value"] == action["value"]
        assert spent["tells_move" if steal else "told"]
        words = G.caption_event(spent, seats)      # short, for the header: the log has the move's words
        assert words.startswith(f"Seat {before.to_move + 1} ") and len(words) <= 40 + 42 * len(action.get("steals", []))
        for st in action.get("steals", []):
            side = ("left", "right")[st["from"][1]]     # which octagon's cell (session 25)
            assert f"Seat {st['seat'] + 1}'s {side} {st['from'][0]} {st['from'][2]}" in words
        if steal and all(st["quasher"] == st["from"][0] for st in spent["steals"]):
            assert G.describe_event(spent, seats) == G.describe(action, before.to_move, seats)
    # the same player rolls again after using a roll: the log says why (a double, or the free roll)
    again = t in ("place", "bank") and after.to_move == before.to_move and after.phase == "roll_again"
    assert ("roll_again" in kinds) == again, (action, kinds)
    # the events telling the move in a sentence of their own: at most one, the first
    tellers = [e for e in events if e.get("tells_move")]
    assert tellers == events[:len(tellers)] and len(tellers) <= 1
    if t == "roll":
        assert tellers, events
    if t == "end":          # said in one sentence: "Seat 1 ends the turn: nothing fits 4 and 6"
        assert tellers == events[:1] and G.describe_event(events[0], seats).startswith(
            f"Seat {before.to_move + 1} "), events
    if any(after.status[o] == "finished" and before.status[o] != "finished" for o in range(seats)):
        assert "quash" in kinds
    assert "caused" not in G.dump(after)


def test_every_event_of_random_games_is_told_in_words(n_games):
    games = n_games or 100
    seen = set()
    for seed in range(games):
        for before, action, after in random_game(seed):
            check_move(before, action, after)
            seen |= {e["kind"] for e in G.events(after)}
    if games >= 100:
        assert seen >= KINDS - {"retired"}, KINDS - seen


def test_no_event_tells_a_seat_what_it_may_not_see(n_games):
    """An open table: every seat's events are the spectator's, and nothing in them is outside the public
    view (compared as test_privacy compares views)."""
    for seed in range(n_games or 4):
        for i, (_, _, after) in enumerate(random_game(10_000 + seed)):
            public = G.events(after, None)
            assert public
            if i % 7 and n_games is None:
                continue      # views are dear: by default every 7th position is compared in full
            public_view = strings(G.view(after, None))
            for seat in range(after.seats):
                mine = G.events(after, seat)
                assert mine == public
                hidden = set()
                for other in range(after.seats):
                    if other != seat:
                        hidden |= strings(G.view(after, other)) - public_view
                assert not strings(mine) & (hidden - strings(G.view(after, seat)))


def test_a_roll_is_told_with_its_dice_and_doubles():
    """A roll's event says the whole move in one sentence (the log writes it for "rolls the dice"), the
    dice once, a double as a double; a double used in full says why the player rolls again."""
    s = G.new_state(2, seed=1, options={"order": [0, 1]}, stacked=[3, 3, 2, 2, 2, 2, 6, 1])
    s = G.apply(s, ROLL)
    assert G.events(s) == [{"kind": "dice_rolled", "seat": 0, "dice": [3, 3], "double": True, "free": False,
                            "third_double": False, "again": False, "tells_move": True}]
    assert G.describe_event(G.events(s)[0], 2) == "Seat 1 rolls a double 3 (6)"
    s = G.apply(s, {"type": "place", "cells": [["red", 0, 6]]})
    assert [G.describe_event(e, 2) for e in G.events(s)] == ["Seat 1 covers left red 6",
                                                             "Seat 1 rolls again (a double)"]
    s = G.apply(G.apply(s, ROLL), {"type": "place", "cells": [["red", 0, 4]]})
    s = G.apply(s, ROLL)
    assert G.describe_event(G.events(s)[0], 2) == "Seat 1 rolls a third double 2 (4): the next turn is forfeit"
    s = G.apply(s, {"type": "place", "cells": [["red", 1, 4]]})
    assert [e["kind"] for e in G.events(s)] == ["placed"]      # a third double rolls no more
    s = G.apply(s, ROLL)
    assert G.describe_event(G.events(s)[0], 2) == "Seat 2 rolls 6 and 1 (7)"
    s = G.apply(s, {"type": "place", "cells": [["blue", 0, 7]]})
    assert [G.describe_event(e, 2) for e in G.events(s)] == ["Seat 2 covers left blue 7",
                                                             "Seat 1 loses this turn to the third double rolled last turn"]


def test_one_die_and_the_free_roll_are_told_in_one_sentence():
    """A placement with one die says so in the sentence that tells the move; a free roll is said as one
    (found in random games: the first of each)."""
    one_die = free = None
    for seed in range(40):
        for _, action, after in random_game(seed):
            for e in G.events(after):
                if e["kind"] == "placed" and e["one_die"] and one_die is None:
                    one_die = (action, e)
                if e["kind"] == "dice_rolled" and e["free"] and free is None:
                    free = e
        if one_die and free:
            break
    action, e = one_die
    a, b = e["dice"]
    assert e["tells_move"]
    assert G.describe_event(e, 6) == G.describe(action, e["seat"], 6) + f" with one die (the total {a + b} did not fit)"
    a, b = free["dice"]
    fell = f"a double {a} ({a + b})" if a == b else f"{a} and {b} ({a + b})"
    assert G.describe_event(free, 6) == f"Seat {free['seat'] + 1} takes the free roll: {fell}"


def test_the_table_tells_a_roll_as_one_sentence():
    """What the log writes for a roll (the words of the event that tells the move, with the table's names):
    the verb once, the dice once."""
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [4, 2, 3, 3])
    app, scene = open_board(match)
    s = scene.session
    match.play(ROLL)
    teller = [e for e in G.events(match.state) if e.get("tells_move")]
    assert [s.words(G.describe_event(e, 2)) for e in teller] == ["You roll 4 and 2 (6)"]
    match.play({"type": "place", "cells": [["red", 0, 6]]})
    match.play(ROLL)
    teller = [e for e in G.events(match.state) if e.get("tells_move")]
    assert [s.words(G.describe_event(e, 2)) for e in teller] == ["Bot 2 (easy) rolls a double 3 (6)"]
    app.pop()
    pygame.display.quit()


# --- the move log of a board -----------------------------------------------------------------------------
def open_board(match):
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene


def log_words(scene):
    return [words for _, words in scene.logbook.entries()]


def test_the_log_says_what_was_rolled_and_where_it_was_banked():
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [4, 4, 5, 6])
    app, scene = open_board(match)
    key(app, pygame.K_r)
    settle(app, scene)
    # the dice said once, as a double (the words of the event that tells the roll: see above)
    assert log_words(scene)[0].endswith("roll a double 4 (8)") and log_words(scene)[0].count("4") == 1
    scene.session.play({"type": "place", "cells": [["red", 0, 8]]})
    settle(app, scene)
    key(app, pygame.K_r)
    settle(app, scene)
    key(app, pygame.K_b)
    assert match.actions[3] == {"type": "bank"}
    settle(app, scene)      # (the bot plays its turn)
    assert log_words(scene)[2].endswith("roll 5 and 6 (11)"), log_words(scene)
    assert log_words(scene)[1] == "You cover left red 8 \u2014 roll again (a double)", log_words(scene)
    # "You bank the roll \u2014 put a red quasher ..." read as an order: the banked event tells the whole move
    assert log_words(scene)[3] == "You bank the roll and put a red quasher on bonus\u00a0octagon 11", log_words(scene)
    app.pop()
    pygame.display.quit()


def a_roll_that_fits_nothing():
    """A match where the person (seat 0) is about to roll dice that fit nothing (found by playing random
    moves from fixed seeds: the rolls come from the seeded dice)."""
    for seed in range(50):
        rng = random.Random(seed)
        match = Match("numberquash", ["human", "bot:easy"], seed, {"order": [0, 1]})
        while not match.over:
            s = match.state
            if s.to_move == 0 and s.phase == "before_roll":
                after = G.apply(s, ROLL)
                if any(e["kind"] == "nothing_fits" for e in G.events(after)) and after.to_move == 1:
                    return match
            match.play(rng.choice(match.legal_actions()))
    raise AssertionError("no such position in 50 games")


def test_a_turn_that_ends_by_itself_is_told_in_the_log_and_the_tray():
    match = a_roll_that_fits_nothing()
    n = len(match.actions)
    app, scene = open_board(match)
    key(app, pygame.K_r)
    if len(match.actions) == n:     # the first R past a banked bonus says so (review 55n)
        assert "banked" in scene.message[0], scene.message
        key(app, pygame.K_r)
    assert len(match.actions) == n + 1 and match.actions[-1] == ROLL and match.to_move == 1
    a, b = match.state.last_roll
    steps(app, 3)        # the bot waits while the roll is shown
    step_until(app, lambda: not scene.tray.landing)      # (its words once the dice have landed: session 25)
    assert len(match.actions) == n + 1
    labels = [d.text for d in scene.table.decor if hasattr(d, "text")]
    assert any(text.endswith(f"rolled {a} + {b} = {a + b}: nothing fits") for text in labels), labels
    settle(app, scene)
    line = log_words(scene)[n]
    fell = f"a double {a} ({a + b})" if a == b else f"{a} and {b} ({a + b})"
    assert f"roll {fell}" in line and line.endswith(f"Nothing fits {a} and {b}: the turn ends by itself")
    app.pop()
    pygame.display.quit()
