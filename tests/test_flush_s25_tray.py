"""Session 25 (Flush, new players): the tray at your turn says every move made since your last one (at 1280x800
with three seats it drew the last two of three whole sentences), in the log's words: a Super Flush is one, a
Mimic is counted apart ("two 9s and a Mimic", not "three 9s: Flush!"), a turn that began with a hidden card
is one action ("turns up a 3 and lays it", not "turns up a 3 · lays a 3"), and a skipped seat "is skipped"
(the log's words; "you skipped" read as a choice)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.tray_news import brief_event, since_your_turn
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
                news = [scene.session.words(w, short=True) for w in since_your_turn(m, 0)]
                if not told:        # your own Flush: you play again, nobody moved since
                    app.pop()
                    continue
                # every move in whole sentences, or every move in its one short line
                whole = all(" ".join(w.split()) in said for w in told)
                short = all(part in said for w in news for part in w.split(" \u00b7 "))   # (a long one split)
                assert whole or short, "\n".join([str(seed)] + told + ["--"] + news + ["--", said])
                checked += 1
                many += len(told) >= 3
                app.pop()
                steps(app, 1)
        assert checked >= 20 and many >= 3, (checked, many)
    finally:
        close_board(app)


def _event(kind, **kw):
    return dict(kw, kind=kind)


def test_a_super_flush_is_said_as_the_log_says_it_mimics_counted_apart():
    lay = _event("played", seat=1, cards=["9", "9", "4"], value=9, mimic=4,
                 flushed={"how": "run", "count": 6, "value": 9, "super": True})
    assert brief_event(lay, 3) == "Seat 2 lays two 9s and a Mimic: Super Flush!"
    plain = dict(lay, flushed={"how": "run", "count": 4, "value": 9, "super": False})
    assert brief_event(plain, 3) == "Seat 2 lays two 9s and a Mimic: Flush!"


class _Moves:
    """A match whose moves since your last are given (tray_news reads them through others_moves)."""
    def __init__(self, moves):
        self.moves, self.state = moves, type("S", (), {"seats": 3})()


def test_a_turned_hidden_card_and_its_declaration_are_one_line(monkeypatch):
    import quash_table.games.flush.tray_news as tray_news
    turned = _event("hidden_turned", seat=1, base=0, card="3", onto="pile", pile_value=5, mimic=7)
    declared = _event("declared", seat=1, cards=["3"], value=3, mimic=7, new_pile=False, covers=1, turned_from=0)
    assert brief_event(declared, 3) == "Seat 2 lays a turned-up 3"
    more = dict(declared, cards=["3", "3", "7"], covers=2)
    assert brief_event(more, 3) == "Seat 2 lays a turned-up 3 and a 3 and a Mimic"
    pickup = dict(declared, cards=["9"], value=9, new_pile=True, taken=["5", "5"])
    assert brief_event(pickup, 3) == "Seat 2 picks up 2 cards; new pile: a turned-up 9"
    mimic = dict(declared, cards=["7"], value=5, flushed={"how": "run", "count": 4, "value": 5, "super": False})
    assert brief_event(mimic, 3) == "Seat 2 lays a turned-up Mimic as a 5: Flush!"
    added = _event("added", seat=1, cards=["3"], value=3, mimic=7, turned_as=False)
    monkeypatch.setattr(tray_news, "others_moves", lambda match, seat: match.moves)
    one = [(1, {"type": "hidden", "base": 0}, [turned]), (1, {"type": "declare"}, [declared])]
    assert since_your_turn(_Moves(one), 0) == ["Seat 2 lays a turned-up 3"]
    two = [(2, {}, [_event("played", seat=2, cards=["5"], value=5, mimic=7)]),
           (1, {"type": "hidden", "base": 0}, [turned]), (1, {}, [added]), (1, {"type": "declare"}, [more])]
    assert since_your_turn(_Moves(two), 0) == ["Seat 3 lays a 5", "Seat 2 lays a turned-up 3 and a 3 and a Mimic"]


def test_a_skipped_seat_is_said_skipped_as_the_log_says_not_as_a_choice():
    from quash_table.ui.tables import new_board
    app = make_app()
    try:
        scene = new_board(app, "flush", ["human", "bot:normal", "bot:normal"], 1, None, None)
        words = scene.session.words(brief_event(_event("skip", seat=1, skipped=[0]), 3), short=True)
        assert words == "You are skipped", words
        assert brief_event(_event("skip", seat=1, skipped=[2]), 3) == "Seat 3 is skipped"
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
