"""Session 21, QUASH: a FAILED spot lying face down named the ranks everyone saw there (session 48: every spot
stays face up, its outcome said); the card in the air
keeps its "moved" tag whole under it, in its box. (The arrow's start past its words went in session 22:
it starts at its card, test_kit_s22_hint_route.)"""

import pytest

from quash_table.engine.match import Match
from quash_table.games.quash import badges
from quash_table.games.quash.captions import SIDE_NAMES
from quash_table.ui.drag import LIFT
from tests.test_quash_scene import target
from tests.test_quash_tags import _check_badges, _scored_round
from tests.ui_helpers import close_board, drag, grab, make_app, match_board, settle, steps

@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats,variant,seed", [(2, "basic", 1), (4, "advanced", 1), (2, "advanced", 1)])
def test_every_scored_spot_stays_face_up_with_its_outcome(size, seats, variant, seed):
    """Session 48 (review 47a, a new player): scoring turned the losing spots face down, yours too, and what lost
    could not be seen. Every spot stays face up; a spot lost as a FAILED sequence says FAILED, one lost to a
    better sequence "lost" (or "lost on tiebreak"). Every badge still lies over no card."""
    m = _scored_round(seats, variant, seed)
    scored = [e for e in m.state.events if e.get("type") == "spot" and e.get("side") in (0, 1)]
    assert any(e["outcome"] == "failed" for e in scored), "the seed gives a sequence failed against a proper one"
    app, scene = match_board(m, size=size, animation="instant", round_pause=True)
    try:
        _check_badges(scene)
        g = scene._deco["g"]
        rows = g["badge_rows"]
        mine = scene._bottom
        for e in scored:
            loser = 1 - e["side"]
            row = rows["bottom" if loser == mine else "top"]
            col = g["columns"][e["spot"] - 1]
            said = [text for r, text, *_ in scene._tags if r.colliderect(row) and col.left - 4 <= r.centerx <= col.right + 4]
            spot = [p for p in scene.table.pieces if p.zone == f"spot:{SIDE_NAMES[loser]}:{e['spot']}"]
            assert spot and all(p.code is not None for p in spot), "the losing spot lies face up"
            want = ("FAILED",) if e["outcome"] == "failed" else ("lost", *badges.TIEBREAK_LOST)
            assert any(text in want for text in said), (e, said)
    finally:
        close_board(app)


def test_the_failed_badge_names_no_card_of_a_face_up_spot():
    """Both failed: each side's spot stays face up (the badge need not say its cards), FAILED alone."""
    both = [{"kind": "spot_scored", "outcome": "both_failed", "side": None, "points": [1, 1]}]
    assert badges.spot_words(0, both, down_cards=None)[0][0] == ["FAILED"]
    lost = [{"kind": "spot_scored", "outcome": "failed", "side": 1, "points": [0, 1]}]
    assert badges.spot_words(0, lost, down_cards=["9S", "3H"])[0][0] == ["FAILED: 3 9", "FAILED"]


ADV = {"variant": "advanced", "target": 30, "dealer": None}
# 4 players: Bot 3's chain moved RED's 2♥ to spot 3 (seat 0's partner); the person swaps it out with the 3♥
MOVED_2H = [{'type': 'play', 'card': '4D', 'spot': 9}, {'type': 'play', 'card': '10D', 'spot': 1},
            {'type': 'play', 'card': '2S', 'spot': 9, 'swap': [['4D', 8]]},
            {'type': 'play', 'card': '3C', 'spot': 1, 'swap': [['10D', 3]]},
            {'type': 'play', 'card': '6D', 'spot': 9, 'swap': [['2S', 6]]},
            {'type': 'play', 'card': 'JC', 'spot': 3, 'swap': [['10D', 1], ['3C', 4]]},
            {'type': 'play', 'card': '2H', 'spot': 6, 'swap': [['2S', 2]]},
            {'type': 'play', 'card': 'JD', 'spot': 3, 'swap': [['JC', 5]]},
            {'type': 'play', 'card': 'QH', 'spot': 9, 'swap': [['6D', 6], ['2H', 3]]},
            {'type': 'play', 'card': 'QD', 'spot': 5, 'swap': [['JC', 1], ['10D', 9]]}]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_card_in_the_air_carries_no_mark(size):
    """The 2♥ a partner's chain moved, swapped out by you, waits in the air (lifted) in its box beside your
    seats: you picked it up, it is yours to move, so its "moved" mark goes (session 21's first fix framed
    it as raised with its tag under it; the reviewer then found the tag riding on a lifted card, revQA
    47-midswap-hint.png: picking a card up is acting, ui/recent_marks.RecentMarks.marked). It stays gone
    for the position; the other cards the partner's chain moved keep theirs."""
    from quash_table.games.quash import over_pieces
    m = Match("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], 1, ADV, None, MOVED_2H)
    app = make_app(size=size)
    from quash_table.ui.tables import board_for_match
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        before = dict(scene.marks.marked())
        assert before.get("r1:2H") == "moved", before
        drag(app, grab(scene, "r1:3H"), target(scene, "swap:2H").center)
        settle(app, scene)
        steps(app, 2)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "2H"
        px = scene.metrics.px
        home = scene._air
        box = home.inflate(px(12), px(12)).move(0, -px(LIFT) // 2).union(home.inflate(px(12), px(12)))
        assert not [f for f, _, _ in over_pieces.card_marks(scene) if f.colliderect(box)]
        now = dict(scene.marks.marked())
        assert "r1:2H" not in now, now
        assert {k: w for k, w in before.items() if k != "r1:2H"} == now        # the others keep theirs
        assert "r1:2H" not in [mk["id"] for mk in scene.marks.layout()]
    finally:
        close_board(app)

