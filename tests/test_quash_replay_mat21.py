"""Session 21 (QUASH, a replay at a tiebreaker): the replay bar takes room, and the tiebreaker mat was
planned in what was left over the prompt the replay does not have: cards 23x32 px (1x2 at 1024x640), the
result line "Q♣ beats 7♠" under the mat's gold frame, at 4 players the column names run together
"REDBLACK". The replay plans the dock first with the room the board really has (layout.geometry's
`prompt`), and the mat keeps its words inside its frame and each column's name over its own slot."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.captions import SIDE_NAMES
from quash_table.ui.widgets import Label
from tests.ui_helpers import close_board, match_board, replay_of, steps

OPTIONS = {"variant": "advanced", "target": 12}


def _seats(n):
    return ["human:You"] + ["bot:easy"] * (n - 1)


def _finished(n, seed):
    m = Match("quash", _seats(n), seed, OPTIONS)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _pair_at(m):
    """The first move that laid a tiebreaker pair whose outcome has a winner, and the last position
    before it where You lay a tiebreaker card."""
    pair = next((n for n in range(1, len(m.actions) + 1) for e in m.game.events(m.state_after(n), None)
                 if e["kind"] == "tiebreak" and e.get("cards") and e.get("side") in (0, 1)), None)
    mine = next((k for k in range(len(m.actions)) if m.actions[k].get("type") == "tiebreak"
                 and m.state_after(k).to_move == 0), None)
    return pair, mine


def _game(n):
    for seed in range(1, 60):
        m = _finished(n, seed)
        pair, mine = _pair_at(m)
        if pair is not None and mine is not None:
            return m, pair, mine
    raise AssertionError("no game with a tiebreaker")


def _live_slot_h(m, mine, size):
    """The height of your slot on live play's mat at `size` (your turn to lay a tiebreaker card)."""
    live = Match("quash", _seats(len(m.seats)), m.seed, OPTIONS)
    for a in m.actions[:mine]:
        live.play(a)
    app, scene = match_board(live, size=size)
    try:
        return next(tg.rect.h for tg in scene.table.targets if tg.id == "tiebreak")
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("players", [2, 4])
def test_the_replay_mat_is_as_roomy_as_live_play_and_its_words_stay_inside(players):
    m, pair, mine = _game(players)
    for size in ((1280, 800), (1024, 640)):
        live_h = _live_slot_h(m, mine, size)
        app, scene = replay_of(m, size=size)
        try:
            scene.session.goto(pair)
            steps(app, 5)
            mat = scene._mat
            assert mat is not None
            cards = [p.rect for p in scene.table.pieces if p.zone.startswith("tiebreak:")]
            assert len(cards) == 2 and all(r.h >= live_h for r in cards), (size, cards, live_h)
            words = [d for d in scene.table.decor if isinstance(d, Label)
                     and mat.left <= d.pos[0] <= mat.right and mat.top - 4 <= d.pos[1] <= mat.bottom + 60]
            texts = [d.text for d in words]
            assert any("beats" in w for w in texts), texts
            for d in words:
                assert mat.contains(d.text_rect()), (size, d.text, d.text_rect(), mat)
            names = [d.text_rect() for d in words if d.text in SIDE_NAMES]
            assert len(names) == 2 and not names[0].colliderect(names[1]), (size, names)
            for r, c in zip(sorted(names, key=lambda r: r.x), sorted(cards, key=lambda r: r.x)):
                assert abs(r.centerx - c.centerx) <= 2          # each name over its own slot
        finally:
            close_board(app)
