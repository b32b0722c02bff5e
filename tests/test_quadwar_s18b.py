"""Review 18b of Quadruple War. Real saves, a real Load screen and Pause note.

1. The newest save's row (the one kept in Continue) said "Quadruple War (Target score 200)" while the older
   saves of the same game said "(Target score 200, Bags)": a row too narrow for every option said the first
   alone, as if it were all of them. A shortened title says that options are left out.
2. "Bot 2 leads, 93" read as leading the trick, and "level on 0" for 0-0 was odd: the row says who is ahead
   by the score against the next best ("Bot 2 ahead, 93 to 71", "0 to 0").
"""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import autosave_after_move, save_point
from quash_table.paths import saves_dir
from quash_table.ui.save_list import body_forms, game_title, title_forms
from quash_table.games import get_game
from tests.ui_helpers import make_app, steps


def _played(seed=5, hands=2, options=None):
    """A 4-seat game with a person, played at random into hand `hands` with the scores apart."""
    m = Match("quadwar", ["human:You", "bot:easy", "bot:easy", "bot:easy"], seed,
              options or {"target": 200, "bags": True})
    rng = random.Random(seed)
    while m.state.hand_no < hands or m.state.phase != 1 or len(set(m.state.scores)) < 2:
        m.play(rng.choice(m.legal_actions()))
        autosave_after_move(m)
    return m


def test_a_shortened_title_never_says_some_options_as_if_they_were_all():
    game = get_game("quadwar")
    options = {"target": 200, "bags": True}
    forms = title_forms(game, options, 4)
    assert forms[0] == game_title(game, options, 4) == "Quadruple War (to 200, Bags)"   # session 22: "to 200"
    assert forms[-1] == "Quadruple War"
    for form in forms[1:-1]:
        assert form.endswith(", \u2026)"), forms          # "(to 200, …)": more left out, no broken number


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_save_kept_in_continue_names_the_same_options_as_the_older_saves(size):
    m = _played()
    mine = save_point(m, saves_dir() / "quadwar-20261130-001546.json")      # "saved & kept in Continue"
    app = make_app(size)
    try:
        from quash_table.ui.screens.load import saved_row_line
        app.nav.load()
        steps(app, 3)
        row = next(r for r in app.top.layout_info()["rows"] if r["file"] == mine.name)
        line = saved_row_line(mine, app.top.m)
        assert line == row["text"]                # Pause's "Load lists it as" says the Load row
        line = saved_row_line(mine, app.top.m)
        assert "kept for Continue" in line, line      # "saved & kept for Continue" where the row is short (review 19b, 35)
        assert "(to 200)" not in line, line
        assert "Quadruple War (to 200, Bags)" in line or ", \u2026)" in line \
            or line.startswith("Quadruple War \u00b7"), line
    finally:
        pygame.display.quit()


def _head(seats, scores):
    return [{"kind": k, "name": n} for k, n in seats], {"to_move": 1, "scores": scores}


def test_a_row_says_no_lead_form_its_scores_are_said_by_seat():
    """2. "Bot 2 leads, 93" read as Bot 2 leading the trick; session 20: a row said the scores three ways
    ("Bot 4 ahead, 82 to 50", "Bots 2\u20134: 10, 10, 42", "Bot 2: 10, ..."): now every seat by name, or none."""
    from quash_table.ui.save_list import lead_words
    game = get_game("quadwar")
    four = [("human", "You"), ("bot", "Bot 2"), ("bot", "Bot 3"), ("bot", "Bot 4")]
    # session 23: where every seat by name does not fit, the scores in seat order, as a score sheet says
    # them, never who "leads" (a Continue row, its end longer, had lost every score)
    assert lead_words(game, *_head(four, [41, 93, 70, 84])) == "41\u201393\u201370\u201384 points"
    two = [("human", "Ann"), ("human", "Ben")]
    assert lead_words(game, *_head(two, [10, 132])) == "10\u2013132 points"
    # another game's rows are as they were
    assert lead_words(get_game("quash"), *_head(two, [0, 0])) == "level on 0 points"      # units: session 22
    assert lead_words(get_game("quash"), *_head(two, [10, 132])) == "Ben leads, 132 points"


@pytest.mark.ui
def test_the_load_row_of_a_game_says_every_seat_by_name_with_its_score_in_seat_order():
    m = _played()
    mine = save_point(m, saves_dir() / "quadwar-20261130-001546.json")
    scores = m.game.result(m.state)["scores"]
    names = ["You"] + [f"Bot {i + 1}" for i in range(1, len(scores))]
    app = make_app((1280, 800))
    try:
        from quash_table.ui.screens.load import saved_row_line
        app.nav.load()
        steps(app, 3)
        line = saved_row_line(mine, app.top.m)
        assert "leads, " not in line and " ahead, " not in line, line
        by_seat = ", ".join(f"{n}: {v}" for n, v in zip(names, scores))     # (session 26: "Bot 2: 10")
        assert by_seat in line or "Bot 2" not in line, line        # every score, or none (too narrow)
        # session 24 (Quadruple War's own row, games/quadwar/load_row.py): a form naming a score names every
        # seat's, in seat order (yours first), with the unit (session 37: never without it), the bots named
        # together in the shorter ("You: 72, Bots 2-4: 82, 105, 94 points"); a narrower row says them in short,
        # in the same order, the turn kept; no other way of saying them
        forms = body_forms(mine)
        sheet = "\u2013".join(str(v) for v in scores) + " points"
        together = f"You: {scores[0]}, Bots 2\u2013{len(scores)}: " + ", ".join(str(v) for v in scores[1:]) + " points"
        with_scores = [f for f in forms if f.endswith(by_seat + " points") or f.endswith(" \u00b7 " + together)]
        assert any(f.endswith(together) for f in with_scores), forms
        assert with_scores == forms[:len(with_scores)], forms
        rest = forms[len(with_scores):]
        short = [f for f in rest if f.endswith(" \u00b7 " + sheet)]
        assert short and short == rest[:len(short)], forms
        assert not any(f"{n} {v}" in f for f in rest for n, v in zip(names, scores)), forms
        # then no scores: the turn stays ("Quadruple War (Target score 200) · hand 1 · saved" said nobody's
        # turn at 1024x640)
        after = rest[len(short)]
        assert any(w in after for w in ("turn", "to bid", "to play")), forms
    finally:
        pygame.display.quit()


def _mid_trick(seed, seats=4):
    """A game in hand 2 or later, your turn to play with cards already on the mat (the trick in progress)."""
    m = Match("quadwar", ["human:You"] + ["bot:easy"] * (seats - 1), seed, {"target": 500, "bags": True})
    rng = random.Random(seed)
    while not (m.state.hand_no >= 2 and m.state.phase == 1 and m.to_move == 0 and m.state.trick):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_scores_pop_up_lies_clear_of_the_trick_in_progress(size):
    """4. Scores pressed mid-trick covered the cards on the mat (29.png)."""
    from tests.ui_helpers import key, match_board
    m = _mid_trick(11)
    app, scene = match_board(m, size=size)
    try:
        key(app, pygame.K_c, frames=3)
        assert scene.score_panel.showing() and not scene.score_panel.nothing_scored()
        panel = scene.score_panel.rect()
        mat = scene.geometry["mat"]
        assert not panel.colliderect(mat), (panel, mat)
        assert app.screen.get_rect().contains(panel), panel
        for plate in scene.geometry["plates"].values():       # nor over a seat's plate or the score pad
            assert not panel.colliderect(plate), (panel, plate)
        assert not panel.colliderect(scene.geometry["pad"]), panel
    finally:
        pygame.display.quit()
