"""Review 17 (NumberQuash): one 2-player ending from the rules' places; the Load row of an unfinished race."""

import json

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.saves import SaveError, load_match, save_match
from quash_table.games.numberquash import views
from quash_table.paths import saves_dir
from quash_table.ui.save_list import describe_save, lead_words


def played(seats, seed, options=None, moves=10 ** 6):
    m = Match("numberquash", seats, seed=seed, options=options)
    while len(m.actions) < moves and not m.over:
        bot = make_bot("numberquash", "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


@pytest.mark.parametrize("places", [1, 3])
def test_a_two_player_race_places_its_loser_whatever_the_places_played_for(places):
    # against a bot (the menu's places 1 at two seats) the loser had no place: "1st: Bot 2 (normal)." and
    # "You 14/18"; at a shared screen (places 3) the same race said "2nd: Ann"
    m = played(["human", "bot:easy"], seed=3, options={"places": places})
    assert m.over
    got = m.game.result(m.state)
    assert sorted(got["places"]) == [1, 2], got
    loser = got["places"].index(2)
    assert f"2nd: {views.seat_word(loser)}," in got["summary"], got["summary"]   # with its cells (shell4)


def test_a_save_of_the_old_two_player_ending_still_loads():
    m = played(["human", "bot:easy"], seed=3, options={"places": 1})
    path = save_match(m, saves_dir() / "nq-old-ending.json")
    data = json.loads(path.read_text())
    older = views.before_last_placed(data["state"])
    assert older is not None and older["places"].count(None) == 1
    data["state"] = older                   # as the rules of then wrote it
    path.write_text(json.dumps(data))
    assert load_match(path).actions == m.actions
    data["state"] = dict(older, round=older["round"] + 1)      # still refused when edited
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        load_match(path)


def test_an_unfinished_race_row_says_who_leads_not_places():
    # a shared screen's row read "round 5, Ann to roll, Ann 2nd, Ben 1st of 2", like a finished result
    m = Match("numberquash", [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"}], seed=4)
    while not m.over:
        bot = make_bot("numberquash", "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
        scores = m.game.result(m.state)["scores"]
        if len(m.actions) > 30 and scores[0] != scores[1]:
            break
    assert not m.over
    path = save_match(m, saves_dir() / "nq-pnp-running.json")
    line, kind = describe_save(path)
    assert kind != "finished" and " of 2" not in line and "1st" not in line and "2nd" not in line, line
    # session 24: NumberQuash's own words, one shape at every table ("2 players: Ben leads with 11 cells
    # covered, Ann 10"; it said "Ann: 10, Ben: 11 cells covered", a 6-seat row "You: 11, Bots 2-6: ...")
    ahead, behind = (0, 1) if scores[0] > scores[1] else (1, 0)
    names = ["Ann", "Ben"]
    assert (f"2 players: {names[ahead]} leads with {scores[ahead]} cells covered, {names[behind]}: {scores[behind]}"
            in line), line
    head = json.loads(path.read_text())["standing"]
    lead = "Ann" if scores[0] > scores[1] else "Ben"
    assert lead_words(m.game, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"}],
                      head) == f"{lead} leads, {max(scores)} cells covered"     # units: session 22


def test_a_hinted_steal_names_the_quasher_by_its_own_colour():
    # "steal … green 9" of a pink quasher on a green cell: the hint named the cell's colour only
    from tests.test_numberquash_rules import G, make
    s = make(seats=6, octagons={"green": "gggggggpg|........."})
    seats = G.view(s, 0)["colours"]
    green = next(i for i, c in enumerate(seats) if "green" in c)
    take = {"seat": green, "from": ["green", 0, 8], "to": ["red", 0, 8]}
    own = {"seat": green, "from": ["green", 0, 9], "to": ["red", 0, 9]}
    view = G.view(s, 0)
    eleven = G.describe_hint({"type": "bonus", "value": 11, "steals": [take]}, 0, 6, view=view)
    assert "steal the pink quasher on left green 8 from" in eleven, eleven
    twelve = G.describe_hint({"type": "bonus", "value": 12, "steals": [take, own]}, 0, 6, view=view)
    assert twelve == "spend your banked 12: steal the pink quasher on left green 8 onto left red 8 and left green 9 " \
        "onto left red 9", twelve


@pytest.mark.ui
def test_a_block_at_a_shared_screen_is_told_in_the_header():
    # Ann blocks Ben: Ben's turn was skipped and only the log said so; the header says it now
    import random

    import pygame

    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app, settle
    rng = random.Random(4)
    match = Match("numberquash", [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"}], 4,
                  {"order": [0, 1]})
    while not any(e["kind"] == "skip" and e["seat"] == 1 for e in match.game.events(match.state, None)):
        assert not match.over and len(match.actions) < 600
        match.play(rng.choice(match.legal_actions()))
    assert match.to_move == 0 and match.actors[-1] == 0
    app = make_app((1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        # (Ann blocked him: at her turn the header speaks to her, session 60)
        assert "Ben missed a turn, blocked by you (10)" in scene.hud.status(), scene.hud.status()
    finally:
        app.pop()
        pygame.display.quit()


@pytest.mark.ui
def test_a_12_put_back_brings_the_hints_words_back_with_its_arrow():
    # after Put back the hint's arrow came back to its first steal without its words
    import pygame

    from tests.test_numberquash_start import open_board
    from tests.ui_helpers import key, steps
    match = Match("numberquash", ["human", "bot:easy", "bot:easy"], 2, {"order": [0, 1, 2]},
                  [6, 6, 1, 2, 1, 3, 2, 3])
    for action in ({"type": "roll"}, {"type": "bank"}, {"type": "roll"},
                   {"type": "place", "cells": [["red", 0, 3]]}, {"type": "roll"},
                   {"type": "place", "cells": [["blue", 0, 4]]}, {"type": "roll"},
                   {"type": "place", "cells": [["yellow", 0, 5]]}):
        match.play(action)
    app, scene = open_board(match)
    try:
        hint = {"type": "bonus", "value": 12, "steals": [
            {"seat": 1, "from": ["blue", 0, 4], "to": ["red", 0, 9]},
            {"seat": 2, "from": ["yellow", 0, 5], "to": ["red", 0, 8]}]}
        scene.hints.display(hint, "")
        first = scene.hints.current["piece"]
        assert first is not None and scene.message[0].startswith("Hint:"), scene.message
        scene.compose(scene.composer.drop("q:blue:0:4", "cell:red:0:9"))
        steps(app, 2)
        assert scene.hints.current["piece"] != first
        scene.message = None            # the hint's words gone (their time, or another notice)
        key(app, pygame.K_BACKSPACE)    # Put back
        steps(app, 3)
        assert not scene.composer.steals and scene.hints.current["piece"] == first
        assert scene.message is not None and scene.message[0] == scene.hints.current["text"], scene.message
    finally:
        app.pop()
        pygame.display.quit()
