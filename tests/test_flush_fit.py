"""What new players found at 1024x640 and with six seats (session 12): controls of a proper size, labels
that fit their place and say what they count, badges that leave a card's digit in view, a told action
never cut."""

import pygame
import pytest

from quash_table.ui import theme
from tests.ui_helpers import board, button, centre, click, close_board, grab, make_app, settle, steps, target_rect

from .test_flush_scene import EASY, YOU, hand_piece, stacked_deal

pytestmark = pytest.mark.ui

SIZES = [(1280, 800), (1024, 640)]


def open_at(size, seats, stacked=None, options=None, seed=3):
    app = make_app(size=size)
    scene = board(app, "flush", list(seats), seed=seed, options=options, stacked=stacked)
    settle(app, scene)
    return app, scene


@pytest.mark.parametrize("size", SIZES)
def test_the_mimic_toggle_is_a_button_as_big_as_take_back_with_its_words_unshrunk(size):
    # At 1024x640 "As own 5s" was a 94x24 chip in 11 px type beside a 98x30 Take back.
    app, scene = open_at(size, ("bot:easy", "human"), stacked_deal(EASY, YOU, "5D"), {"first": 0})
    try:
        click(app, grab(scene, hand_piece(scene, "5", seat=1)))
        click(app, centre(target_rect(scene, "pile")))
        steps(app, 30)
        toggle, back = button(scene, "mimic_as"), button(scene, "take_back")
        assert toggle.rect.h >= back.rect.h, (toggle.rect, back.rect)
        assert toggle.size >= back.size
        m = scene.metrics
        for label in scene.composer.mimic_as_labels():
            want = max(11, m.px(toggle.size))
            assert theme.fit_size(label, want, toggle.rect.w - 2 * m.px(10), bold=True) == want, label
        assert toggle.rect.w >= m.px(118)
        width = toggle.rect.w
        # it still does its job
        click(app, toggle.rect.center)
        steps(app, 2)
        assert button(scene, "mimic_as").label == "As the pile's 6s"
        assert button(scene, "mimic_as").rect.w == width            # it never jumps
        assert not button(scene, "mimic_as").rect.colliderect(button(scene, "declare").rect)
    finally:
        close_board(app)


def board_where(seats, size, until):
    """A live board (seat 0 a person) at the first position of a random game (seeds tried in turn) where
    `until(match)` holds."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    for seed in range(60):
        rng = random.Random(seed)
        m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
        while not m.over and not until(m):
            m.play(rng.choice(m.legal_actions()))
        if not m.over:
            break
    assert until(m)
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    steps(app, 60)
    return app, scene


def drawn_labels(scene):
    """[(text, rect, size in px)] of the table's labels as drawn (after any shrinking to a max width)."""
    out = []
    for d in scene.table.decor:
        if type(d).__name__ != "Label":
            continue
        size = theme.fit_size(d.text, d.size, d.max_width, d.bold) if d.max_width else d.size
        r = theme.text(d.text, size, d.colour, d.bold).get_rect()
        setattr(r, d.anchor, (int(d.pos[0]), int(d.pos[1])))
        out.append((d.text, r, size))
    return out


def middle_labels_fit(scene, empty):
    from quash_table.ui.table import MIN_TEXT_PX
    mat = scene._g["mat"]
    labels = drawn_labels(scene)
    inside = [(text, r, size) for text, r, size in labels if mat.collidepoint(r.center)]
    for text, r, size in inside:
        assert mat.contains(r), (text, r, mat)
        assert size >= MIN_TEXT_PX, (text, size)
    # the count beside the title says what it counts
    count = [text for text, r, _ in inside if r.top < mat.y + scene.metrics.px(20) and text[:1].isdigit()]
    assert len(count) == 1 and count[0].endswith(("card", "cards")), count
    if empty:
        slot = scene._g["pile_slot"]
        words = [(text, r) for text, r, _ in inside if slot.collidepoint(r.center)]
        assert " ".join(text for text, _ in words) == "any value", words
        for text, r in words:
            assert slot.contains(r), (text, r, slot)
    # the Mimic's words stay in its column, clear of the play pile
    mimic = scene._g["mimic"]
    under = [(text, r) for text, r, _ in labels if "join any" in text or "value" == text.split(" ")[-1]
             and r.top > mimic.bottom and r.right < mat.x]
    assert under
    for text, r in under:
        assert r.right <= mat.x, (text, r, mat)


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("size", SIZES)
def test_the_empty_piles_words_fit_its_slot_and_its_count_says_cards(seats, size):
    # At 6 seats and 1024x640 "any value" ran out of the empty slot both sides and the count was a bare "0".
    app, scene = board_where(seats, size, lambda m: m.to_move == 0 and m.state.stage is None
                          and not m.state.pile and m.state.mimic is not None)
    try:
        middle_labels_fit(scene, empty=True)
    finally:
        close_board(app)


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("size", SIZES)
def test_a_two_digit_pile_count_keeps_its_word(seats, size):
    app, scene = board_where(seats, size, lambda m: m.state.stage is None and len(m.state.pile) >= 10 and m.state.mimic is not None)
    try:
        middle_labels_fit(scene, empty=False)
    finally:
        close_board(app)


@pytest.mark.parametrize("size", SIZES)
def test_the_rounds_result_at_six_seats_keeps_every_digit_and_its_legend_in_view(size):
    # The M badge lay on the small cards of a 6-seat round result, over the corner digit and the big one;
    # the legend over it ran past the panel's edges at 1024x640.
    import random

    from quash_table.engine.match import Match
    from quash_table.games.flush.cards import is_mimic
    from quash_table.ui.tables import board_for_match
    for seed in range(40):
        m = Match("flush", ["human"] + ["bot:normal"] * 5, seed, {"format": "arena", "rounds": 1})
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        scored = next(e for e in m.game.events(m.state, None) if e["kind"] == "round_scored")
        if sum(is_mimic(x["card"], scored["mimic"]) for held in scored["held"] if held for x in held) >= 2:
            break
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 10)
        assert scene._round_result() is not None
        panel = scene._g["result"]
        ends = [p.home for p in scene.table.pieces if p.zone == "round_end"]
        mimics = [p.home for p in scene.table.pieces if p.zone == "round_end" and is_mimic(p.code, scored["mimic"])]
        assert len(mimics) >= 2
        marks = [r for r, _ in scene.mimic_badges() if panel.colliderect(r)]
        marks += [d.rect for d in scene.table.decor if type(d).__name__ == "Panel" and d.colour == theme.GOLD
                  and panel.contains(d.rect) and not any(d.rect.inflate(4, 4).contains(c) for c in ends)]
        assert len(marks) == len(mimics)
        for r in marks:
            assert not any(r.colliderect(c) for c in ends), r
        for text, r, _ in drawn_labels(scene):
            if panel.collidepoint(r.center):
                assert panel.contains(r), (text, r, panel)
    finally:
        app.scenes.clear()
        pygame.display.quit()


def told_captions(seats, games=30):
    """The words the header tells while the director shows a move (its Flush and Skip steps), from random
    games at `seats` seats, longest first."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui.director import EVENT_SECONDS
    out = {}
    for seed in range(games):
        m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 400:
            m.play(rng.choice(m.legal_actions()))
            for e in m.game.events(m.state, None):
                if e["kind"] in EVENT_SECONDS:
                    out.setdefault((e["kind"], e.get("how"), bool(e.get("drew")), m.game.describe_event(e, seats)), e)
    return sorted(((*k, e) for k, e in out.items()), key=lambda x: -len(x[3]))


@pytest.mark.parametrize("size", SIZES)
def test_the_headers_told_action_is_never_cut_at_six_seats(size):
    # "Bot 3 (normal) plays a Flush Plus card: Flush! Bot 4 (normal), Bot 5 (normal), ... draw a card each
    # from the stock" took more than the header's two lines and was cut with an ellipsis.
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    # (since review 19a the header keeps the Mimic beside it: where the whole caption would not fit its two
    # lines, the board's brief words for the step are said, as the kit's Hud._brief says them in play)
    captions = told_captions(6)
    assert any(drew for _, _, drew, _, _ in captions)        # a Flush Plus that made others draw is among them
    app = make_app(size=size)
    scene = board_for_match(app, Match("flush", ["human"] + ["bot:normal"] * 5, 1), autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        hud_rect = scene.areas()[0]
        surface = pygame.Surface(app.screen.get_size())
        mimic = scene.session.table_view()["mimic"]
        for _, _, _, words, event in captions:
            text = scene.session.words(words)
            forms = scene.step_words_brief(event) or []
            scene.hud.status = lambda text=text: text
            scene.hud._brief = lambda status, forms=forms: forms or [status]      # its forms, longest first
            scene.hud.draw(surface, hud_rect)
            assert scene.hud.shown["status"] in [text] + forms, (text, scene.hud.shown["status"])
            assert mimic is None or f"Mimic {mimic}" in scene.hud.shown["score"]
    finally:
        app.scenes.clear()
        pygame.display.quit()
