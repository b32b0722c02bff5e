"""Review 14, item 2: a hint's cost in room words ("it costs ▼ 12 of the cards still to come" read as a
riddle), and a two-card plan's point said plainly ("two cards laid for little room")."""

from quash_table.games.thegame.bots import cost_words


def test_a_hints_cost_is_said_as_the_room_a_stack_has_left():
    view = {"up": "R5", "down": None, "history": [(0, "R5", "up", 0)]}
    said = cost_words(view, {"type": "play", "card": "R8", "stack": "up"})
    assert said == "\u25b2 then has no room for 12 cards still to come", said
    assert "costs" not in said
    view = {"up": "R5", "down": "P6", "history": [(0, "R5", "up", 0), (1, "P6", "down", 1)]}
    assert cost_words(view, {"type": "play", "card": "P9", "stack": "down"}) == \
        "\u25bc then has room again for 12 cards still to come"          # a reverse trick
    assert cost_words(view, {"type": "end_turn"}) == ""


def test_a_hint_that_covers_a_teammates_named_card_says_so():
    # 120.png: ▲ blue 3, ▼ green 9, Seat 3 said "I have a middle purple card"; green 5 on ▼ was hinted with
    # only its count of cards: it shuts ▼ to purple 6 and 7 (purple 4 still fits), and the words now say so
    view = {"seat": 0, "seats": 4, "turn": 12, "up": "B3", "down": "G9", "hand": ["G5", "P2"],
            "history": [(0, "B3", "up", 0), (1, "G9", "down", 1)],
            "signals": [{"seat": 2, "turn": 11, "laid": 2, "text": {"colour": "P", "height": "middle"}}]}
    said = cost_words(view, {"type": "play", "card": "G5", "stack": "down"})
    assert said.endswith("(less for Seat 3's middle purple)"), said
    # purple 2 keeps ▼ purple: every purple still fits it, so nothing is said of the named card
    assert "Seat 3" not in cost_words(view, {"type": "play", "card": "P2", "stack": "down"})
    # ▼ at red 8 took purple 4 to 7; green 3 on it takes none of them: "none"
    low = dict(view, down="R8", hand=["G3", "P2"])
    assert cost_words(low, {"type": "play", "card": "G3", "stack": "down"}).endswith(
        "(none for Seat 3's middle purple)")
    # a signal older than a round is not weighed (held_signals, as the bots weigh them)
    old = dict(view, turn=20)
    assert "Seat 3" not in cost_words(old, {"type": "play", "card": "G5", "stack": "down"})


def test_the_longest_hint_with_a_teammates_card_fits_the_hint_band_at_1024x640():
    """The teammate's clause makes a hint longer than 110 letters (the bots' search test allows it that
    clause on top): the band above your hand still holds it in two lines at the smallest window, with
    the longest name the screen gives a bot."""
    from tests.ui_helpers import board, close_board, make_app, settle
    reason = ("then green 7 turns \u25bc back: the reverse trick; \u25bc then has no room for 12 cards still to come "
              "(less for Bot 3 (normal)'s middle purple)")
    app = make_app(size=(1024, 640))
    scene = board(app, "thegame", ["human:Ann", "bot:normal", "bot:normal", "bot:normal"], seed=1)
    try:
        settle(app, scene)
        card = scene.session.match.state.hands[0][0]
        scene.hints.display({"type": "play", "card": card, "stack": "down"}, reason)
        for _ in range(3):
            app.step(1 / 60)
        lines = scene.painter._message_place()[1]
        assert len(lines) <= 2
        assert all(line.get_width() <= scene.painter.message_rect().w for line in lines)
    finally:
        close_board(app)
