"""Session 25 (Flush, new players): the tray at your turn says every move made since your last one (at 1280x800
with three seats it drew the last two of three whole sentences), in the log's words: a Super Flush is one, a
Mimic is counted apart ("two 9s and a Mimic", not "three 9s: Flush!"). Second wave: the log's whole words,
the newest that fit and "+N earlier: see Moves" (one short line a move still lost facts)."""

import random
import re

import pytest

from quash_table.engine.match import Match
from quash_table.ui.curtain_news import first_since
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, steps


def _tray_text(scene):
    tray = scene._g["tray"]
    shown = [d for d in scene.table.decor if getattr(d, "text", None) and tray.collidepoint(d.pos)]
    return " ".join(d.text for d in sorted(shown, key=lambda d: d.pos[1]))      # top to bottom


def _your_turns(seed, seats=3, most=3):
    """Positions of a random game (seat 0 a person) where it is your turn to start a move, after others moved."""
    rng = random.Random(seed)
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    found = 0
    while not m.over and found < most and len(m.actions) < 400:
        if m.to_move == 0 and m.state.stage is None and len(m.actions) > 3 and rng.random() < 0.25:
            found += 1
            yield m
        m.play(rng.choice(m.legal_actions()))


@pytest.mark.ui
def test_the_tray_at_your_turn_says_every_move_since_your_last_at_1280x800():
    app = make_app(size=(1280, 800), animation="instant")
    checked = many = 0
    try:
        for seed in range(24):
            for m in _your_turns(seed):
                scene = board_for_match(app, m, autosave=False)
                app.push(scene)
                steps(app, 4)
                said = _tray_text(scene)
                n = len(m.actions)
                start = first_since(m, 0, n)
                told = [w for _, w in scene.logbook.entries(start, n) if w]
                brief = [w for _, w in scene.logbook.entries(start, n, brief=True) if w]
                if not told:        # your own Flush: you play again, nobody moved since
                    app.pop()
                    continue
                # every move in the log's whole sentences, or the newest of them and a count of the rest
                # (session 25, second wave: one short line a move lost the Mimic and the hidden card)
                earlier = re.search(r"\+(\d+) earlier: see Moves", said)
                left = int(earlier.group(1)) if earlier else 0
                assert left < len(told), said
                # (each in the log's words, or all in their fewest where those do not fit: Flush.brief_event)
                assert all(" ".join(w.split()) in said for w in told[left:]) or all(
                    " ".join(w.split()) in said for w in brief[left:]), "\n".join([str(seed)] + told + ["--", said])
                checked += 1
                many += len(told) >= 3
                app.pop()
                steps(app, 1)
        assert checked >= 20 and many >= 3, (checked, many)
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size,seats", [((1280, 800), 2), ((1280, 800), 6), ((1024, 640), 6)])
def test_the_score_sheet_says_in_words_which_rounds_are_only_in_the_total(size, seats):
    # its header said "◂ R1" for the rounds scrolled off the left: a riddle (session 25)
    from tests.test_flush_fit import drawn_labels
    for seed in range(30):
        m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed, {"elimination_at": 400})
        rng = random.Random(seed)
        while not m.over and m.state.round < 7:
            m.play(rng.choice(m.legal_actions()))
        if not m.over:
            break
    assert m.state.round == 7
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 10)
        sheet = scene._g["sheet"]
        shown = [(text, r) for text, r, _ in drawn_labels(scene) if sheet.colliderect(r)]
        assert not [x for x, _ in shown if "\u25c2" in x]
        heads = sorted(int(x[1:]) for x, _ in shown if x[:1] == "R" and x[1:].isdigit())
        gone = heads[0] - 1
        said = "round 1" if gone == 1 else f"rounds 1\u2013{gone}"
        note = [(x, r) for x, r in shown if x in (f"{said} in total", f"R{said[said.index(' ') + 1:]} in total")]
        assert note, [x for x, _ in shown]
        for x, r in shown:          # clear of every round's heading, whole
            if x[:1] == "R" and x[1:].isdigit():
                assert not note[0][1].colliderect(r)
    finally:
        close_board(app)
