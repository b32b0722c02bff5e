"""Review 14: the longest hint reason still fits the hint band at the smallest window (the words
themselves: test_thegame_s15_hintwords)."""


def test_the_longest_hint_with_a_teammates_card_fits_the_hint_band_at_1024x640():
    """The longest reason the hint gives (a search's better move after what the move does, a bot's
    longest name in it): the band above your hand still holds it in two lines at the smallest window."""
    from tests.ui_helpers import board, close_board, make_app, settle
    reason = ("costs \u25bc nothing (the numbers it skips are all laid): the team gets further with it than with "
              "purple 10 on \u25bc")
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
