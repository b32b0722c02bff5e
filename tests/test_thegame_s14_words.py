"""Review 14: the longest hint reason still fits the hint band at the smallest window (the words
themselves: test_thegame_s15_hintwords)."""


def test_the_longest_hint_with_a_teammates_card_fits_the_hint_band_at_1024x640():
    """The longest reason the hint gives (a search's better move after what the move does, a bot's
    longest name in it): the band above your hand still holds it at the smallest window, in two lines where one
    side of the hint's arrow has room for them; since session 36 the arrow goes straight from your card across
    the band's middle (it looped round the draw pile and over the ▲ mat, six legs, round "Your hand" over the
    card), and the words go beside it in three lines, clear of it, of the cards and of the stacks."""
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
        rect, lines = scene.painter._message_place()
        legs = scene.hints.arrow_drawn()[0]
        assert len(legs) <= 2, legs
        assert len(lines) <= 3, (legs, len(lines))
        assert all(line.get_width() <= scene.painter.message_rect().w for line in lines)
        assert rect.collidelist(scene.hints.arrow_band()) < 0, rect
        cards = [p.home for p in scene.table.pieces if p.zone.startswith(("hand:0", "stack:"))]
        assert rect.collidelist(cards) < 0, rect
    finally:
        close_board(app)
