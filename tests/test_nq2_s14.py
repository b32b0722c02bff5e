"""NumberQuash after the fourteenth review's new player (nq2): the hand-over banner's key, whose roll a replay
names, the results chart's order, the free roll's prompt, the wording."""

import random

import pygame
import pytest

from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def _to_bob(app, scene):
    from tests.ui_helpers import play_out_turn
    play_out_turn(app, scene)


def test_the_key_that_puts_the_handover_banner_away_goes_on_to_the_table():
    """R on the banner both put it away and rolled (49_r_on_banner.png), then R only put it away (review 18b:
    the first key swallowed): NumberQuash hides nothing, so R puts it away and rolls, once."""
    from tests.ui_helpers import board, key, settle
    app = make_app(animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Bob"], seed=3, options={"order": [0, 1]},
                      stacked=[1, 2, 2, 4])
        settle(app, scene)
        _to_bob(app, scene)
        m = scene.session.match
        assert scene.session.screen_seat == 1 and scene.handover.words()[0] == "Bob's turn"
        actions = len(m.actions)
        key(app, pygame.K_r)
        settle(app, scene)
        assert scene.handover.words() is None
        assert len(m.actions) == actions + 1 and m.actions[-1]["type"] == "roll", m.actions[actions:]
    finally:
        close(app)


def test_a_replay_through_a_bots_eyes_names_your_roll_your_roll():
    """Replayed as Bot 2 saw it, the tray said "You's roll: 2 + 5 = 7" (19_replayview.png); the person is
    "you" in every view (review 19a: one name for a seat everywhere): "Your roll"."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import replay_board
    from quash_table.ui.widgets import Label
    from tests.ui_helpers import steps
    m = Match("numberquash", ["human", "bot:easy"], 5, {"order": [0, 1]})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    rolls = [i + 1 for i, a in enumerate(m.actions) if a["type"] == "roll" and m.state_after(i).to_move == 0]
    app = make_app((1280, 800), animation="instant")
    try:
        said = []
        for pos in rolls[:3]:
            scene = replay_board(app, m, position=pos)
            scene.session.choice = 1            # as Bot 2 saw it
            app.push(scene)
            steps(app, 4)
            said += [d.text for d in scene.table.decor if isinstance(d, Label) and " roll: " in d.text]
            app.scenes.clear()
        assert said and all(t.startswith("Your roll: ") for t in said), said
        assert not any("You's" in t or "Player 1" in t for t in said), said
    finally:
        close(app)


def test_after_spending_the_free_roll_the_prompt_says_one_is_owed():
    """After F (the 10 spent on a free roll) the prompt said only "Now roll the dice (R)" (31_free.png)."""
    from tests.test_numberquash_scene import _banked, open_table
    from tests.ui_helpers import key, settle
    dice, before = _banked(2)
    app, scene, match = open_table(dice + [2, 3], seats=("human", "bot:easy"), before=before)
    try:
        key(app, pygame.K_f)
        settle(app, scene)
        assert match.actions[-1] == {"type": "bonus", "value": 10, "effect": "free_roll"}
        assert scene.table.prompt == "Roll (R), then your free roll"
    finally:
        close(app)


def test_nothing_fits_then_you_take_the_free_roll_is_not_capitalised_mid_sentence():
    """The log read "Nothing fits 4 and 1: You take the free roll" (a capital You mid-sentence)."""
    from quash_table.engine.match import Match
    from quash_table.ui.session import MatchSession
    m = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]})
    session = MatchSession(m, autosave=False)
    game = m.game
    for then, said in (("free_roll", "Nothing fits 4 and 1, so you take the free roll"),
                       ("roll_again", "Nothing fits 4 and 1, so you roll again")):
        event = {"kind": "nothing_fits", "seat": 0, "dice": [4, 1], "auto": True, "then": then}
        assert session.words(game.describe_event(event, 2), short=True) == said
    event = {"kind": "nothing_fits", "seat": 1, "dice": [4, 1], "auto": True}
    assert session.words(game.describe_event(event, 2), short=True) == "Nothing fits 4 and 1: the turn ends by itself"


def test_the_first_stalemate_round_gives_its_count():
    from quash_table.games.numberquash.words import stalemate_words
    # (session 20: shorter; the round's line says the game's round first)
    assert stalemate_words(1, 5) == "stalemate 1 of 5"
    assert stalemate_words(2, 5) == "stalemate 2 of 5"


def _finished_out_of_seat_order():
    """A finished 4-seat game whose legend sorted by score alone (ties in seat order) is not its standings."""
    from quash_table.engine.match import Match
    from quash_table.ui.chrome import standings
    for seed in range(40):
        m = Match("numberquash", ["human", "bot:random", "bot:random", "bot:random"], seed, {})
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        res = m.game.result(m.state)
        order = standings(m.game, res)
        by_value = sorted(range(4), key=lambda i: -res["scores"][i])
        if order != by_value:
            return m, order
    raise AssertionError("no such game")


def test_the_results_chart_legend_lists_the_players_in_their_finishing_order(monkeypatch):
    """Three finishers on 18 were listed in seat order, not 1st, 2nd, 3rd (42_end4.png, 44_scores.png)."""
    from quash_table.ui import chart
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import steps
    m, order = _finished_out_of_seat_order()
    app = make_app((1280, 800), animation="instant")
    try:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        steps(app, 3)
        shown = []
        real = chart.legend_rows
        monkeypatch.setattr(chart, "legend_rows", lambda *a, **k: shown.append(real(*a, **k)) or shown[-1])
        names = [scene.session.short_name(i) for i in order]
        scene.score_panel.draw(app.screen)                          # the Scores panel
        assert [name for _, name, _ in shown[-1]] == names, (shown[-1], names)
        scene.show_summary = True
        before = len(shown)
        app.draw()                                                  # the end-of-game summary's chart
        assert len(shown) > before
        assert [name for _, name, _ in shown[-1]] == names, (shown[-1], names)
    finally:
        close(app)


def test_a_robbed_cell_is_struck_through_not_only_ringed_in_another_hue():
    """The robbed mark was a faint pink disc (63_robbed.png), to red-green colour-blind eyes the gold "picked"
    ring in another hue: now a red ring, filled, struck through: its colour inside the ring, not only on it."""
    import math

    from quash_table.ui import theme
    from quash_table.ui.tables import board_for_match
    from tests.test_nq_s14 import _robbed_then_your_turn
    from tests.ui_helpers import settle
    m = _robbed_then_your_turn()
    app = make_app((1280, 800), animation="instant")
    try:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        settle(app, scene)
        assert scene.robbed()
        app.draw()
        g = scene.table_geo[("red", 0, 3)]
        cx, cy = g["rect"].center
        inner = g["rect"].w * 0.3           # well inside the ring
        red = sum(1 for x in range(int(cx - inner), int(cx + inner) + 1)
                  for y in range(int(cy - inner), int(cy + inner) + 1)
                  if math.hypot(x - cx, y - cy) <= inner and app.screen.get_at((x, y))[:3] == theme.ILLEGAL)
        assert red >= inner, red
    finally:
        close(app)


def test_a_four_seat_numberquash_load_line_says_who_has_which_score():
    """The Load row read "You: 18, 3 bots: 18, 18, 16" (60_load.png): not who has which. NumberQuash names
    three bots; other games name more than two together ("Bots 2\u20134: ...", they were counted)."""
    from quash_table.engine.match import Match
    from quash_table.engine.standing import standing
    from quash_table.ui.save_list import where_words
    seats = ["human", "bot:random", "bot:random", "bot:random"]
    m = Match("numberquash", seats, 2, {})
    rng = random.Random(2)
    for _ in range(40):
        m.play(rng.choice(m.legal_actions()))
    said = where_words(m.game, m.seats, standing(m.game, m.state))
    scores = m.game.result(m.state)["scores"]
    assert "bots:" not in said, said
    assert f"You: {scores[0]}, Bot 2: {scores[1]}, Bot 3: {scores[2]}, Bot 4: {scores[3]}" in said, said
    q = Match("flush", seats, 2, {})
    assert "Bots 2\u20134: " in where_words(q.game, q.seats, standing(q.game, q.state))


def test_six_seats_at_1024_the_plates_words_keep_clear_of_the_dice_and_colour_dots():
    """At 1024x640 with six players the moving bot's dice lay over "to move" and the names ran into the
    colour dot (65_six_small.png, 65_zoom.png)."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from quash_table.ui.widgets import Image, Label
    from tests.ui_helpers import steps
    seats = ["human"] + ["bot:normal"] * 5
    m = Match("numberquash", seats, 3, {"order": [1, 2, 3, 4, 5, 0]}, [5, 1])
    m.play({"type": "roll"})            # Bot 2 rolls; the board opens with its dice on its plate
    app = make_app((1024, 640), animation="instant")
    try:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        steps(app, 3)
        roller = next(int(p.zone.split(":")[1]) for p in scene.table.pieces if p.zone.startswith("plate:"))
        dice = [p.rect for p in scene.table.pieces if p.zone == f"plate:{roller}"]
        assert len(dice) == 2
        for seat, plate in scene.badges.items():
            words = [d for d in scene.table.decor if isinstance(d, Label) and plate.collidepoint(d.pos)]
            dots = [d for d in scene.table.decor if isinstance(d, Image) and plate.collidepoint(d.pos)]
            name = next(d for d in words if d.text == scene.session.name(seat))
            for dot in dots:
                r = dot.surface.get_rect(**{dot.anchor: dot.pos})
                assert not name.text_rect().colliderect(r.inflate(4, 0)), (seat, name.text)
            if seat == roller:
                for w in words:
                    assert not any(w.text_rect().colliderect(d) for d in dice), w.text
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_turns_you_miss_keep_clear_of_human_on_your_plate(size):
    """After a third double, "Human" and "forfeits: misses a turn" almost touched on your plate at 1024
    (55_third_double.png): the words keep clear of the kind line, in their short form if need be (the white
    counter says what it costs). Since session 32 they say why, on the plate's lower row, under the kind line."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from quash_table.ui.widgets import Label
    from tests.ui_helpers import steps
    m = Match("numberquash", ["human", "bot:normal", "bot:normal"], 3, {"order": [0, 1, 2]},
              [1, 1, 2, 2, 3, 3] + [4, 5] * 10)
    for cells in ([["red", 0, 1], ["red", 1, 1]], [["red", 0, 4]], [["red", 0, 6]]):
        m.play({"type": "roll"})
        m.play({"type": "place", "cells": cells})
    assert m.state.forfeit[0] == 1
    app = make_app(size, animation="instant")
    try:
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        steps(app, 3)
        plate = scene.badges[0]
        words = {d.text: d.text_rect() for d in scene.table.decor if isinstance(d, Label) and plate.collidepoint(d.pos)}
        human = words.pop("Human")
        words.pop("You")
        (said, where), = words.items()
        assert "third double" in said or "3rd double" in said, said
        assert not where.colliderect(human) and where.right <= plate.right, (said, where, human)
    finally:
        close(app)
