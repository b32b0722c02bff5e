"""Session 25 (second wave), NumberQuash for a new player: the header follows the dice, bots rest after a
roll, the short steal header keeps "your", nothing-fits names its roller, the summary says a standing once,
the pause menu's no-save button says why."""

import pygame
import pytest

from tests.test_numberquash_scene import close, open_table
from tests.ui_helpers import key, steps

pytestmark = pytest.mark.ui


def test_the_header_says_you_roll_until_the_dice_land():
    # "You roll 2 and 5 (7)" stood in the header over dice still tumbling, then "Your turn" once they landed:
    # the step's words wait for its animation, as a bot's "Bot 5 rolls…" does
    app, scene, match = open_table([2, 5], seats=("human", "bot:normal"))
    try:
        key(app, pygame.K_r, frames=1)
        assert match.state.dice == (2, 5)
        assert [p.value for p in scene.table.pieces if p.kind == "die"] != [2, 5]     # still tumbling
        status = scene.hud.status()
        assert status == "You roll\u2026", status
        for _ in range(120):
            steps(app, 1)
            if scene.session.director.started:
                break
        assert [p.value for p in scene.table.pieces if p.kind == "die"] == [2, 5]     # landed
        assert scene.hud.status() == "You roll 2 and 5 (7)", scene.hud.status()
    finally:
        close(app)


def test_a_bots_roll_rests_before_it_covers_and_a_steal_of_yours_rests_longer():
    # a bot's roll and cover went by in a second; a steal of your cell unseen: the rest is read from the
    # rules' events of the last move (the session's rest_after hook)
    from quash_table.games.numberquash.rests import ROLL_LEAST, ROLL_REST, STEAL_YOURS_REST, rest_after
    from quash_table.ui import settings as settings_mod
    from tests.test_numberquash_events import random_game
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app
    match = Match("numberquash", ["bot:normal", "human"], 3, {"order": [0, 1]}, [3, 5])
    match.play({"type": "roll"})
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        s = scene.session
        assert match.actions[-1] == {"type": "roll"} and s.is_bot(match.to_move)
        pace = settings_mod.bot_pace(s.settings)
        # (session 26: at least ROLL_LEAST seconds, whatever the pace: this app's fast 0.4 s gave 0.72 s)
        assert s.bot_wait() == pytest.approx(max(pace * (1 + ROLL_REST), ROLL_LEAST))
    finally:
        close(app)
    from quash_table.games import get_game
    G = get_game("numberquash")
    stole = {True: None, False: None}
    for seed in range(200):
        for _before, action, after in random_game(seed):
            if action.get("type") == "bonus" and action.get("steals"):
                yours = any(st["seat"] == 0 for st in action["steals"])
                stole[yours] = rest_after(G.events(after), lambda seat: seat == 0)
        if None not in stole.values():
            break
    assert stole[True] == STEAL_YOURS_REST > stole[False] > 0, stole


def test_a_turn_that_ends_by_itself_names_whose_it_was_in_the_header():
    # "Nothing fits 1 and 2: the turn ends by itself" at a 6-seat table named nobody
    from quash_table.games import get_game
    from tests.test_numberquash_events import random_game
    G = get_game("numberquash")
    seen = 0
    for seed in range(60):
        for _before, _action, after in random_game(seed):
            for e in G.events(after):
                if e["kind"] == "nothing_fits":
                    said = G.caption_event(e, after.seats)
                    assert f"Seat {e['seat'] + 1}" in said, said
                    if e.get("auto") and e["then"] == "turn_over":
                        a, b = e["dice"]
                        assert said == f"Seat {e['seat'] + 1}: nothing fits {a} and {b}, the turn ends by itself"
                        seen += 1
    assert seen


@pytest.mark.parametrize("move", [False, True])
def test_the_pause_menu_says_why_its_way_out_keeps_the_game_or_not(move):
    # "Back to menu, no save (not kept)" in one game, "(kept in Continue)" in another, and nothing said why
    from quash_table.ui.screens.pause import CONTINUE_RULE
    from tests.ui_helpers import board, make_app, screen_objects, settle
    app = make_app()
    try:
        scene = board(app, "numberquash", ["human", "bot:normal"], seed=3, options={"order": [0, 1]},
                      stacked=[2, 5])
        settle(app, scene)
        if move:
            key(app, pygame.K_r)
            settle(app, scene)
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top.name == "pause"
        objects = {o["id"]: o for o in screen_objects(app)}
        why = " ".join(objects[i]["label"] for i in ("quit:why", "quit:why:1") if i in objects)
        assert why.startswith(CONTINUE_RULE), why
        label = objects["menu"]["label"]
        if move:
            assert label.endswith("(kept for Continue)") and "resumes this game" in why, (label, why)
        else:
            assert label.endswith("(not kept)") and "no move made here yet" in why, (label, why)
        box = app.top.box()
        assert all(box.contains(pygame.Rect(objects[i]["rect"])) for i in objects if i.startswith("quit:why"))
    finally:
        close(app)
