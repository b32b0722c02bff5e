"""Review 16 (76.png, 84.png): the Load list's unfinished rows were not of one form. An autosaved row was
drawn muted and read as greyed; Quadruple War's, Flush's and QUASH's rows at 1024x640 said no standing at
all where NumberQuash's said the scores; the end read "saved", "saved by you", "saved on Player 1's turn"
or "autosaved". Now every row ends "saved" or "autosaved" and its date, keeps the standing in a few words
where every score does not fit, and a kept game looks as a save does. Real save files, a real Load screen."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import KEPT_PREFIX, save_header, save_match
from quash_table.paths import saves_dir
from quash_table.ui.save_list import lead_words
from quash_table.ui.screens.load import ROW_LOOK
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def _played(game_id, seats, seed, options, until):
    m = Match(game_id, seats, seed, options)
    rng = random.Random(seed)
    while not until(m):
        m.play(rng.choice(m.legal_actions()))
    return m


def _scores(m):
    return m.game.result(m.state)["scores"]


def test_every_unfinished_row_has_one_form_at_1024x640():
    saves_dir().mkdir(parents=True, exist_ok=True)
    qw = _played("quadwar", ["human:You"] + ["bot:easy"] * 4, 5, {"target": 100},
                 lambda m: len(set(_scores(m))) > 2 and m.to_move == 0)
    save_match(qw, saves_dir() / "quadwar-20260101-100000.json")
    flush = _played("flush", ["human:Ann", "human:Bea", "bot:easy"], 2, {"elimination_at": 10}, lambda m: True)
    save_match(flush, saves_dir() / "flush-20260101-100100.json")
    quash = _played("quash", ["human:Ann", "human:Bob"], 3, {"target": 10}, lambda m: True)
    save_match(quash, saves_dir() / f"{KEPT_PREFIX}quash-20260101-100200.json")
    nq = _played("numberquash", ["human:You", "bot:easy"], 4, {}, lambda m: len(m.actions) > 12 and m.to_move == 0)
    save_match(nq, saves_dir() / "numberquash-20260101-100300.json")
    head = save_header(saves_dir() / "quadwar-20260101-100000.json")
    # Quadruple War's scores: every seat by name (session 20), else in seat order in short, never who
    # "leads" (session 23: its Continue row had lost every score)
    assert lead_words(qw.game, head["seats"], head["standing"]) == \
        "\u2013".join(str(v) for v in _scores(qw)) + " points"
    # (session 26: a colon after each name, "Bot 2: 10": "Bot 2 10" read as one name)
    by_seat = ", ".join(f"{'You' if i == 0 else f'Bot {i + 1}'}: {v}" for i, v in enumerate(_scores(qw)))
    a = make_app((1024, 640))
    try:
        a.nav.load()
        steps(a, 3)
        rows = {r["file"]: r for r in a.top.layout_info()["rows"]}
        texts = {f: r["text"] for f, r in rows.items()}
        ends = {f: t.rsplit(" \u00b7 ", 2)[1] for f, t in texts.items()}
        assert set(ends.values()) == {"saved", "autosaved"}, texts
        assert ends[f"{KEPT_PREFIX}quash-20260101-100200.json"] == "autosaved"
        # the standing in a few words on every row of a game that scores seat by seat
        # (Quadruple War: every seat's score by name where they fit, else the bots named together, "Bots 2–5: 20,
        # 50, 0, 11 points", its turn kept: session 20; session 37: the unnamed "20–50–0–11 points" read as no one's)
        qw_row = texts["quadwar-20260101-100000.json"]
        scores = _scores(qw)
        together = f"You: {scores[0]}, Bots 2\u2013{len(scores)}: " + ", ".join(map(str, scores[1:])) + " points"
        assert (by_seat in qw_row or together in qw_row and ("your turn" in qw_row or "to bid" in qw_row)) \
            and " ahead, " not in qw_row and "\u2013".join(map(str, scores)) not in qw_row, qw_row
        # (Flush, every score 0: the cards held, from the saved position: review 18b)
        assert " cards" in texts["flush-20260101-100100.json"], texts["flush-20260101-100100.json"]
        assert "level on 0" in texts[f"{KEPT_PREFIX}quash-20260101-100200.json"] or \
            "Ann: 0" in texts[f"{KEPT_PREFIX}quash-20260101-100200.json"]
        # a kept game is drawn as a save is, not muted as if greyed
        assert ROW_LOOK[rows[f"{KEPT_PREFIX}quash-20260101-100200.json"]["kind"]] == ROW_LOOK["saved"]
    finally:
        pygame.display.quit()
