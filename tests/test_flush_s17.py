"""Session 17's Flush fixes: at 6 seats in a 1024x640 window the other seats' bases read (a two-line plate,
wider blocks, bigger cards); ... (headless, real events)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.bots import NormalBot
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _played(seats, seed, until, size=(1024, 640)):
    """A match of `seats`, every seat played by the normal bot until `until(match)` holds."""
    m = Match("flush", seats, seed=seed)
    g = m.game
    bots = [NormalBot(g, i, seed=seed + i) for i in range(len(seats))]
    while not until(m):
        st = m.state
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_six_seats_bases_are_big_enough_to_read_and_stay_in_their_blocks(size):
    """Review 16: at 6 seats and 1024x640 the other seats' base cards were ~31x44 px, hard to read. Every
    other seat's base card is now at least 40x58 px there (a two-line plate and wider blocks give them the
    room), lies inside its block under its plate, and no block touches another nor the middle's cluster."""
    m = _played(["human"] + ["bot:normal"] * 5, 3, lambda m: len(m.state.log) >= 8)
    app, scene = match_board(m, size=size)
    try:
        steps(app, 3)
        g = scene._g
        blocks = g["blocks"]
        top = min(b.y for b in blocks.values())
        assert len(blocks) == 5
        for seat, block in blocks.items():
            plate = g["plates"][seat]
            rects = g["base_rects"][seat]
            assert rects
            for r in rects:
                least = (40, 58) if size == (1024, 640) else (50, 72) if block.y == top else (40, 56)
                assert r.w >= least[0] and r.h >= least[1], (seat, r)
                hidden_top = r.y - scene.metrics.px(12)
                assert hidden_top >= plate.bottom, (seat, r, plate)
                assert block.left <= r.left and r.right <= block.right and r.bottom <= block.bottom, (r, block)
            fan = g["hands"][seat]
            assert not any(fan.colliderect(r) for r in rects), (fan, rects)
            for other, b in blocks.items():
                assert other == seat or not block.colliderect(b), (block, b)
            for part in ("mat", "new", "tray"):
                assert not block.colliderect(g[part]), (seat, part)
            assert not block.colliderect(g["band"])
    finally:
        close_board(app)


def _result_board(n, seed, size, options=None):
    """A board at `size` showing the result of the first round of you and n - 1 normal bots (random moves)."""
    import random
    m = Match("flush", ["human"] + ["bot:normal"] * (n - 1), seed=seed, options=options or {})
    rng = random.Random(seed)
    while True:
        a = rng.choice(m.legal_actions())
        if any(e["kind"] == "round_scored" for e in m.game.apply(m.state, a).caused):
            break
        m.play(a)
    app, scene = match_board(m, size=size, settled=False, round_pause=True)
    steps(app, 5)
    m.play(a)
    steps(app, 240)
    assert scene.session.showing_result()
    return app, scene, next(e for e in m.game.events(m.state) if e["kind"] == "round_scored")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_rounds_result_says_who_went_out_with_its_points_and_who_is_out_of_the_game(size):
    """Review 16: the winner's row read "Bot 4 (normal) 0 ... went out" (its points a bare number between the
    name and the words) and a seat this round took past the elimination line had nothing in its row to say
    so. The winner's row reads as one sentence, "Bot 4 (normal) went out: 0 points", the words right after the
    name on its line; each seat the rules' result puts out of the game says "out of the game" under its
    points, inside its row, and no other seat says it."""
    from quash_table.ui.widgets import Label
    app, scene, scored = _result_board(4, 3, size, options={"elimination_at": 20})
    try:
        assert scored["out"] and len(scored["out"]) < 3, scored["out"]
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        panel = scene._g["result"]
        name = scene.session.name(scored["winner"])
        head = next(d for d in labels if d.text == name and panel.collidepoint(d.pos))
        went = next(d for d in labels if d.text == f"went out: {scored['points'][scored['winner']]} points")
        r_name, r_went = head.text_rect(), went.text_rect()
        assert abs(r_name.centery - r_went.centery) <= scene.metrics.px(4), (r_name, r_went)
        assert 0 <= r_went.left - r_name.right <= scene.metrics.px(12), (r_name, r_went)
        assert not [d for d in labels if panel.collidepoint(d.pos) and d.text == "0"]
        # "OUT" where the name column is too narrow for the words (1024x640, session 23)
        outs = [d for d in labels if d.text in ("out of the game", "OUT") and panel.collidepoint(d.pos)]
        assert len(outs) == len(scored["out"])
        for seat in scored["out"]:
            tag = next(d for d in labels if d.text == scene.session.name(seat) and panel.collidepoint(d.pos))
            cards = [p.home for p in scene.table.pieces if p.zone == "round_end" and p.id.split(":")[1] == str(seat)]
            mine = [d for d in outs if tag.pos[1] < d.pos[1] <= max(r.bottom for r in cards)]
            assert len(mine) == 1 and panel.contains(mine[0].text_rect()), (seat, [d.pos for d in outs])
    finally:
        close_board(app)


def test_the_face_up_panels_second_line_leaves_the_kind_bands_of_the_first_in_view():
    """Review 16: in the face-up replay's "Hands, face up" panel a hand of two lines had its second line over
    the bottom of the first, covering the kind band ("LIN" of LINK, a Deduction's amount). Each further line
    now starts below the band of the line above (FLUSH_MARK_BAND), and the panel still holds every card."""
    from quash_table.ui.sprites import FLUSH_MARK_BAND
    import random

    from tests.ui_helpers import replay_of
    m = Match("flush", ["human", "bot:random", "bot:random"], seed=2, options={"elimination_at": 15})
    rng = random.Random(2)
    while not m.over:             # random moves: a pickup or two make a hand of 20
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        s = scene.session
        seen = 0
        for n in range(1, s.length + 1):
            s.goto(n)
            if max(len(c) for c in s.hands().values()) < 15:
                continue
            s.version += 1
            steps(app, 2)
            panel = scene.replay.hands_rect(scene.areas()[2])
            for seat in s.hands():
                rects = [p.home for p in scene.table.pieces if p.zone == f"faceup:{seat}"]
                tops = sorted({r.y for r in rects})
                if len(tops) < 2:
                    continue
                seen += 1
                h = rects[0].h
                for a, b in zip(tops, tops[1:]):
                    assert b - a >= FLUSH_MARK_BAND[1] * h, (a, b, h)
                assert all(panel.contains(r) for r in rects), (panel, rects)
            if seen >= 3:
                break
        assert seen, "no hand of two lines in this replay"
    finally:
        close_board(app)


def _empties(st, seat):
    return sum(1 for top, hid in st.bases[seat] if top is None and hid is None)


def test_an_emptied_base_is_a_faint_place_marked_empty_and_a_seat_with_none_left_shows_none():
    """Review 16: an emptied base was a dark outlined slot that read as a leftover. It is now a faint place
    with EMPTY written up it (the bases keep their places and numbers), and a seat whose bases are all
    used up shows nothing where they were."""
    from quash_table.ui.widgets import Image, Panel

    def ready(m):
        st = m.state
        n = len(st.bases)
        return (st.stage is None and st.to_move == 0 and any(_empties(st, x) == len(st.bases[x]) for x in range(n))
                and any(0 < _empties(st, x) < len(st.bases[x]) for x in range(n)))
    m = _played(["human"] + ["bot:normal"] * 3, 5, ready)
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        st = m.state
        decor = scene.table.decor
        seen = {"some": 0, "none": 0}
        for seat, rects in scene._g["base_rects"].items():
            for (top, hid), r in zip(st.bases[seat], rects):
                if top is not None or hid is not None:
                    continue
                on = [d for d in decor if isinstance(d, Panel) and d.rect == r]
                words = [d for d in decor if isinstance(d, Image) and r.collidepoint(d.pos)]
                if _empties(st, seat) == len(st.bases[seat]):
                    seen["none"] += 1
                    assert not on and not words, (seat, r)
                else:
                    seen["some"] += 1
                    assert len(on) == 1 and on[0].colour[:3] != (0, 0, 0) and on[0].alpha <= 40, (seat, r)
                    assert len(words) == 1, (seat, r)
                    img = words[0].surface
                    assert img.get_width() > img.get_height()        # written across (session 48)
                    box = img.get_rect(**{words[0].anchor: words[0].pos})
                    assert r.contains(box), (box, r)
        assert seen["some"] and seen["none"], seen
    finally:
        close_board(app)


def _turn_labels(scene):
    from quash_table.ui.widgets import Label
    return [d for d in scene.table.decor if isinstance(d, Label) and "turn" in d.text and d.text.endswith(" up")]


def _freed(st, seat):
    return [i for i, (top, hid) in enumerate(st.bases[seat]) if top is None and hid is not None]


@pytest.mark.parametrize("case", ["holding", "only_hidden", "not_yours"])
def test_the_turn_up_words_follow_the_rules_legal_moves_and_say_a_choice_while_you_hold_cards(case):
    """Review 16: "turn up" over each freed hidden card while you held a hand read as an order, or as a mistake
    ("you may not turn them up yet"). The rules let you turn one up whenever its top is gone, as the first
    thing of a turn (rules page), so the words show exactly when the rules' legal moves hold a hidden card's
    turn, one line over the offered cards: "you may turn one up" while you hold other cards, "turn it up"
    when it is all you have; never on another seat's turn."""
    from quash_table.ui.widgets import Panel

    def ready(m):
        st = m.state
        if st.stage is not None or st.to_move is None or not _freed(st, 0):
            return False
        others = sum(st.hands[0].values()) + sum(top is not None for top, _ in st.bases[0])
        if case == "holding":
            return st.to_move == 0 and others > 0
        if case == "only_hidden":
            return st.to_move == 0 and others == 0
        return st.to_move != 0
    m = None
    for seed in range(1, 40):
        try:
            m = _played(["human"] + ["bot:normal"] * 2, seed, lambda m: m.over or ready(m))
        except Exception:
            continue
        if not m.over:
            break
    assert m is not None and not m.over
    legal = m.legal_actions()
    turns = sorted(a["base"] for a in legal if a["type"] == "hidden") if m.state.to_move == 0 else []
    assert (case == "not_yours") == (not turns)
    app, scene = match_board(m, size=(1024, 640), settled=case != "not_yours")
    try:
        steps(app, 3)
        said = _turn_labels(scene)
        if case == "not_yours":
            assert scene.session.match.state.to_move != 0          # the bot has not moved yet
            assert not said
            return
        assert len(said) == 1, [d.text for d in said]
        many = "one" if len(turns) > 1 else "it"
        assert said[0].text == (f"you may turn {many} up" if case == "holding" else f"turn {many} up")
        # the glow lies round the offered hidden cards only
        rects = scene._g["base_rects"][0]
        glows = [d.rect for d in scene.table.decor if isinstance(d, Panel) and d.colour == scene_gold()]
        lit = [i for i, r in enumerate(rects) if any(gl.collidepoint(r.centerx, r.y) for gl in glows)]
        assert lit == turns, (lit, turns)
    finally:
        close_board(app)


def scene_gold():
    from quash_table.ui import theme
    return theme.GOLD
