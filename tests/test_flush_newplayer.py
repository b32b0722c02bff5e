"""What a new player still tripped on in Flush (issue 23), headless: words that read naturally."""

import random

import pygame
import pytest

from quash_table.games.flush.rules import GAME
from quash_table.games.flush.telling import PILE_TITLE
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import make_app, steps

from .test_flush_rules import new


def play_out(s, seed=0, limit=2000):
    rng = random.Random(seed)
    for _ in range(limit):
        if s.to_move is None:
            return s
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    raise AssertionError("the game did not end")


def test_a_game_over_after_one_round_says_one_round():
    s = play_out(new(elimination_at=1))
    assert len(s.rounds) == 1
    summary = GAME.result(s)["summary"]
    assert summary.endswith("the last seat in after 1 round"), summary
    s = play_out(new(elimination_at=40), seed=2)
    assert len(s.rounds) > 1 and GAME.result(s)["summary"].endswith(f"after {len(s.rounds)} rounds")


def many_cards_position(want=14):
    """A two-seat match where the person (seat 0) is to play holding `want` cards in hand."""
    from quash_table.engine.match import Match
    rng = random.Random(1)
    for seed in range(200):
        m = Match("flush", ["human", "bot:normal"], seed=seed)
        while not m.over and len(m.actions) < 200:
            st = m.state
            if st.to_move == 0 and st.stage is None and sum(st.hands[0].values()) == want:
                return m
            legal = m.legal_actions()
            pick = [a for a in legal if a["type"] == "pickup"] if st.to_move == 0 else []
            m.play(rng.choice(pick or legal))
    raise AssertionError("no such position")


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_fourteen_card_hand_shows_most_of_every_card(size):
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app, steps
    m = many_cards_position()
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 60)
        cards = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(cards) == 14
        for p in cards:
            # what the cards laid over it leave of it: at least 60% of its width, its full index corner
            over = [q.home for q in cards if q.z > p.z and q.home.colliderect(p.home)]
            covered_from = min([r.x for r in over] + [p.home.right])
            assert covered_from - p.home.x >= 0.6 * p.home.w, (p.code, p.home, over)
            assert all(r.y >= p.home.bottom - 1 or r.x >= p.home.x + 0.6 * p.home.w for r in over)
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_face_up_replay_of_a_finished_game_shows_the_hidden_cards_too():
    from quash_table.engine.match import Match
    from quash_table.ui.replay import FACE_UP
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import close_board, make_app, steps
    m = Match("flush", ["human:Ann", "bot:random"], seed=5, options={"elimination_at": 1})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="instant")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        scene.session.goto(4)
        scene.session.choice = FACE_UP
        scene.session.version += 1
        steps(app, 30)
        state = scene.session.match.state
        info = scene.layout_info()
        for seat in range(2):
            hidden = [hid for _, hid in state.bases[seat] if hid is not None]
            assert len(hidden) == 3
            shown = [o["card"] for o in info["objects"] if o.get("zone") == f"faceup:{seat}"]
            assert shown == GAME.view(state, seat)["hand"] + hidden
            # and on the table, where each lies: under its base, face up
            on_table = {o["zone"]: o.get("card") for o in info["objects"] if o.get("zone", "").startswith(f"hidden:{seat}:")}
            assert on_table == {f"hidden:{seat}:{i}": hid for i, (_, hid) in enumerate(state.bases[seat])
                                if hid is not None}
    finally:
        close_board(app)


def label_rect(label):
    """Where a table label is drawn (its size after shrinking to its max width)."""
    from quash_table.ui import theme
    size = theme.fit_size(label.text, label.size, label.max_width, label.bold) if label.max_width else label.size
    img = theme.text(label.text, size, label.colour, label.bold)
    r = img.get_rect()
    setattr(r, label.anchor, (int(label.pos[0]), int(label.pos[1])))
    return r


@pytest.mark.ui
def test_at_six_seats_and_1024x640_the_piles_captions_sit_under_their_cards():
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app, steps
    rng = random.Random(3)
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=4)
    while not (m.to_move == 0 and m.state.stage is None and len(m.state.pile) >= 2):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 60)
        cards = [p.home for p in scene.table.pieces if p.zone == "pile"]
        labels = {d.text: label_rect(d) for d in scene.table.decor if hasattr(d, "text")}
        on_top = next(r for text, r in labels.items() if text.endswith(" on top") or " on top  \u00b7" in text)
        lower = next(r for text, r in labels.items() if text.startswith("play ") and text.endswith(" or lower"))
        assert on_top.top >= max(c.bottom for c in cards), (on_top, cards)
        assert lower.top >= on_top.bottom - 1, (lower, on_top)
        mat = scene.table.target_by_id["pile"].rect
        assert mat.contains(on_top) and mat.contains(lower)
    finally:
        close_board(app)


@pytest.mark.ui
def test_at_1024x640_a_skipped_tag_holds_its_word_inside_its_border():
    from quash_table.engine.match import Match
    from quash_table.games.flush.paint_seats import SKIP_ORANGE
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app, steps
    rng = random.Random(1)
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=0)
    while not (m.to_move == 0 and any(e["kind"] == "skip" for e in m.game.events(m.state, 0))):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 60)
        word = label_rect(next(d for d in scene.table.decor if getattr(d, "text", None) == "SKIPPED"))
        tag = next(d.rect for d in scene.table.decor if getattr(d, "colour", None) == SKIP_ORANGE)
        # clear of the rounded ends (the old tag let the word touch them at this size)
        assert tag.contains(word.inflate(scene.metrics.px(16), 0)), (word, tag)
    finally:
        close_board(app)


@pytest.mark.ui
def test_an_out_seats_total_does_not_cover_its_last_round():
    # "out 44" was drawn over the seat's last round score on the score sheet.
    import pygame

    from quash_table.engine.match import Match
    from quash_table.ui import theme
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app, settle
    rng = random.Random(3)
    m = Match("flush", ["human", "bot:random", "bot:random"], 3, {"elimination_at": 30})
    while not any(m.state.out) and not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label"]
        outs = [d for d in labels if d.text.startswith("out ")]
        assert outs
        for o in outs:
            w = theme.text(o.text, o.size, bold=True).get_width()
            left = o.pos[0] - w                                     # anchored top right
            row = [d for d in labels if d.pos[1] == o.pos[1] and d.anchor == "midtop" and d is not o]
            for d in row:
                right = d.pos[0] + theme.text(d.text, d.size).get_width() // 2
                assert right <= left, (d.text, o.text)
    finally:
        app.pop()
        pygame.display.quit()


def board_at(seats, size, seed, until):
    """A live board (seat 0 a person) at the first position of a random game where `until(match)` holds."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app, steps
    rng = random.Random(seed)
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    while not until(m):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    steps(app, 60)
    return app, scene


@pytest.mark.ui
@pytest.mark.parametrize("seats,size", [(3, (1280, 800)), (3, (1024, 640)), (6, (1280, 800)), (6, (1024, 640))])
def test_the_play_piles_title_stays_clear_of_the_cards_under_its_top(seats, size):
    from tests.ui_helpers import close_board
    # a pile with cards under its top group: those are drawn up and left of it, towards the title
    app, scene = board_at(seats, size, 4, lambda m: m.to_move == 0 and m.state.stage is None
                          and len(m.state.pile) - GAME.view(m.state, 0)["pile_run"] >= 3)
    try:
        cards = [p.home for p in scene.table.pieces if p.zone == "pile"]
        assert len(cards) > GAME.view(scene.session.match.state, 0)["pile_run"]
        title = next(label_rect(d) for d in scene.table.decor if getattr(d, "text", None) == PILE_TITLE)
        assert title.bottom <= min(c.top for c in cards), (title, cards)
    finally:
        close_board(app)


def test_corner_numbers_that_read_as_others_upside_down_are_underlined():
    from quash_table.ui.sprites import reads_otherwise_upside_down
    assert all(reads_otherwise_upside_down(n) for n in ("6", "9", "16", "19", "66", "99", "68", "86", "98"))
    assert not any(reads_otherwise_upside_down(n) for n in ("1", "5", "8", "10", "11", "69", "96", "88", "7", "60"))


@pytest.mark.ui
def test_a_corner_index_of_6_or_9_is_drawn_with_a_line_under_it():
    from quash_table.ui import sprites
    from tests.ui_helpers import close_board, make_app
    app = make_app()
    try:
        ink = (30, 40, 90)
        for n in ("6", "9", "16"):
            lined, bare = sprites._index(40, n, ink), sprites._render(40, True, n, ink)
            assert lined.get_height() > bare.get_height()
            # a row below the digits' baseline inked across most of the number's width: the underline
            base = sprites.theme.font(40, True).get_ascent()
            rows = [y for y in range(base, lined.get_height())
                    if sum(lined.get_at((x, y))[3] > 128 for x in range(lined.get_width())) > lined.get_width() * 0.6]
            assert rows, n
        for n in ("5", "8", "10"):
            assert sprites._index(40, n, ink).get_size() == sprites._render(40, True, n, ink).get_size()
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_new_game_screen_offers_only_the_options_of_the_chosen_format():
    import pygame
    from tests.ui_helpers import centre, choose, click, find, make_app, steps
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)

        def ids():
            return {o["id"] for o in app.top.layout_info()["objects"]}

        def press(wid):
            click(app, centre(find(app.top.layout_info()["objects"], wid)["rect"]), frames=3)

        press("new")
        press("game:flush")
        shown = ids()
        assert {"option:format", "option:elimination_at"} <= shown          # elimination, the default
        assert not {"option:rounds", "option:double_last"} & shown          # arena only
        choose(app, "option:format", "arena")                                # a real pick from its list
        assert app.top.options["format"] == "arena"
        shown = ids()
        assert {"option:rounds", "option:double_last"} <= shown
        assert "option:elimination_at" not in shown
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_kind_marks_on_another_seats_bases_stay_readable(size):
    from quash_table.games.flush.layout import SEAT_BASE_H
    from quash_table.ui import sprites
    from tests.ui_helpers import close_board, make_app
    app = make_app(size=size)
    try:
        w, h = sprites.card_size(app.metrics.px(SEAT_BASE_H))
        top, bottom = sprites.FLUSH_MARK_BAND
        band = (2 * w * 0.76, 2 * h * (bottom - top))             # faces are painted at twice the size
        for mark in "SLD":
            for value in (1, 6, 10):
                _, px = sprites.flush_mark(mark, value, band)
                # at least 8 screen pixels (the full wording shrunk to fit was 4 to 5 on these cards)
                assert px / 2 >= 8, (mark, value, px / 2)
    finally:
        close_board(app)


@pytest.mark.ui
def test_one_card_more_in_hand_never_makes_the_cards_jump_a_size_or_a_row():
    # issue 23: 7 cards were one row of big cards, 8 two rows of small ones
    app = make_app(size=(1280, 800))
    try:
        heights, rows = {}, {}
        for n in (7, 8, 9):
            scene = board_for_match(app, many_cards_position(n), autosave=False)
            app.push(scene)
            steps(app, 40)
            cards = [p for p in scene.table.pieces if p.zone == "hand:0"]
            assert len(cards) == n
            heights[n], rows[n] = max(p.home.h for p in cards), len({p.home.y for p in cards})
            app.pop()
        assert rows[7] == rows[8] == 1, rows
        assert heights[8] >= 0.85 * heights[7] and heights[9] >= 0.85 * heights[8], heights
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_kind_marks_in_your_fanned_hand_are_whole_and_readable(size):
    # A card overlapped by the next one in your hand shows its left part only: its kind ("SKIP", "LINK",
    # a Deduction's amount) is written from the band's left edge, whole within that part, at a size that
    # reads (it was "» SKIP" centred, ~8 px at 1024x640 and cut to "» SK" by the next card).
    from quash_table.games.flush.layout import HAND_H
    from quash_table.ui import sprites
    from tests.ui_helpers import close_board, make_app
    app = make_app(size=size)
    try:
        w, h = sprites.card_size(app.metrics.px(HAND_H) * 0.85)    # a dealt hand of 14 shrinks this much
        top, bottom = sprites.FLUSH_MARK_BAND
        band = (2 * w * 0.76, 2 * h * (bottom - top))             # faces are painted at twice the size
        for mark in "SLD":
            for value in (1, 6, 10):
                img, px = sprites.flush_mark(mark, value, band)
                assert px / 2 >= sprites.MIN_MARK_PX, (mark, value, px / 2)
                assert img.get_width() <= band[0] * 0.66 + 1, (mark, value)
    finally:
        close_board(app)
