"""Session 20, a new player's second review of Quadruple War: the Bags key under a hand's result, the header's
brief score, one word for tricks taken, the pad's bids line, Undo's reason after a bot's bid, the end
summary's names without nested brackets, what Undo's confirmation says of the statistics."""

import re

from quash_table.games.quadwar.painters import BAGS_LEGEND, BAGS_RULE, hand_bags_cell


def test_the_bags_legend_is_a_key_with_no_numbers_that_look_like_a_row():
    """It said "bags +2 → 4/10: 4 of 10 to −100", an example that matched no seat's row and read as data."""
    # session 25: plainer, one line where it fits ("extra tricks \u2192 total" keys a row's "+2 \u2192 4/10")
    assert BAGS_LEGEND.startswith("Bags: extra tricks \u2192 total")
    assert "\u2212100 at every 10" in BAGS_LEGEND    # bag_words.BAGS_COST_KEY
    cell = hand_bags_cell(2, 4)[0]          # what a row says: "+2 → 4/10"
    assert cell not in BAGS_LEGEND and not re.search(r"\+\d|\d/\d", BAGS_LEGEND)
    assert BAGS_RULE        # the pad's footer keeps its own words


def test_the_undo_reason_after_a_bots_bid_says_it_bid():
    """Alone against bots: you bid, a bot bid after you; U said "Bot 2 has played since your last move"."""
    from quash_table.engine.match import Match
    from quash_table.ui import undo_reasons

    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 4, {"dealer": 3})
    m.play({"type": "bid", "tricks": 3})
    m.play({"type": "bid", "tricks": 2})

    class Session:
        match = m
        game = m.game
        screen_seat = 0
        waits_for_undo = True
        undone_to = None

        def everyone_out(self):
            return False

        def showing_result(self):
            return False

        def short_name(self, seat):
            return f"Bot {seat + 1}"

    said, other = undo_reasons.block(Session())
    assert said == "too late to undo: Bot 2 has bid since your last move" and other
    m.play({"type": "bid", "tricks": 2})
    m.play({"type": "bid", "tricks": 2})
    card = m.legal_actions()[0]
    m.play(card)
    m.play(m.legal_actions()[0])
    said, _ = undo_reasons.block(Session())
    assert said == "too late to undo: Bot 2 has played since your last move"


SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def test_names_inside_brackets_go_without_their_level():
    """The end summary read "Bot 4 (normal) wins with 163 points (You 62, Bot 2 (normal) 143, ...)": the kit's
    words() writes a name inside brackets short, so no brackets nest (every game's summary reads it)."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, match_board

    app, scene = match_board(Match("quadwar", SEATS, 4, {"dealer": 3}), size=(1024, 640))
    try:
        said = scene.session.words("Seat 4 wins with 163 points (Seat 1 62, Seat 2 143, Seat 3 80).")
        assert said == "Bot 4 (normal) wins with 163 points (you 62, Bot 2 143, Bot 3 80).", said
        assert scene.session.words("Seat 2 bids 3 (Seat 3 is next)") == "Bot 2 (normal) bids 3 (Bot 3 is next)"
    finally:
        close_board(app)


def test_undo_confirmation_says_what_the_statistics_do_and_the_pad_says_took():
    """U after your bid, in time: "this game will be marked in the statistics" said nothing a player could
    weigh; the statistics count it as undone and a win stays a win (engine/stats). And the pad, the plates and
    a hand's result say tricks taken in one word, "Took"."""
    import pygame

    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, key, match_board

    m = Match("quadwar", SEATS, 4, {"dealer": 3})
    app, scene = match_board(m, size=(1024, 640), animation="normal")
    try:
        s = scene.session
        s.play(s.screen_legal()[2])           # your bid; the next bot waits a moment for an Undo
        scene.message = None
        key(app, pygame.K_u, frames=2)
        assert len(m.actions) == 0 and m.undos == 1
        assert scene.message[0].startswith("Your last move was taken back. The game still counts in Statistics "
                                           "as any other"), scene.message
        texts = [getattr(d, "text", "") for d in scene.table.decor]
        assert "Took" in texts and "Won" not in texts, texts
    finally:
        close_board(app)


def test_the_header_keeps_the_hand_and_the_game_target_beside_a_long_status(monkeypatch):
    """At 1024x640 a long status left "to 500 · bags on" alone on the right: "Hand N" went and "to 500" said
    nothing of what reached 500. The header keeps "Hand N · to 500" (the score pad's words) and, session 24,
    "bags on", the same whatever the status (it dropped "bags on" at the first told trick)."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, match_board

    app, scene = match_board(Match("quadwar", SEATS, 4, {"dealer": 3, "bags": True, "target": 500}),
                             size=(1024, 640))
    try:
        hud_rect, _, _ = scene.areas()
        scene.hud.draw(app.screen, hud_rect)
        assert scene.hud.shown["score"] == "Hand 1 \u00b7 to 500 \u00b7 bags on", scene.hud.shown
        for status in ("Bot 2 plays 9\u2666, Bot 3's A\u2666 wins trick 1",
                       "Bot 2 plays the 9 of diamonds and Bot 3's A of diamonds wins trick 1 " * 2):
            monkeypatch.setattr(scene.hud, "status", lambda status=status: status)
            scene.hud.draw(app.screen, hud_rect)
            score = scene.hud.shown["score"]
            assert score == "Hand 1 \u00b7 to 500 \u00b7 bags on", score
    finally:
        close_board(app)


def test_a_replay_opens_on_the_deal_flying_before_the_bid_panel():
    """A replay at move 0 showed the bid panel ("Bot 2 (normal) is bidding…") under the flying deal; live play
    shows the bidding once the deal has landed. The replay does the same."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import close_board, make_app

    m = Match("quadwar", SEATS, 4, {"target": 100})
    rng = random.Random(4)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=(1024, 640), animation="normal")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        app.step(1 / 60)
        assert len(scene.session.match.actions) == 0 and scene.tweens.busy      # move 0: the deal flies
        texts = [getattr(d, "text", "") for d in scene.table.decor]
        assert not any("is bidding" in t or "how many tricks" in t for t in texts), texts
        for _ in range(600):
            if not scene.tweens.busy and scene._dealing is None:
                break
            app.step(1 / 60)
        app.step(1 / 60)
        texts = [getattr(d, "text", "") for d in scene.table.decor]
        assert any("is bidding" in t for t in texts), texts         # the bidding, once the deal has landed
    finally:
        close_board(app)


def test_the_bags_key_keeps_a_line_of_its_own_where_the_result_is_narrow():
    """At 1024x640 "bid missed: 0 · Bags: …" shared the second line and shrank to ~7 pixels: where no split
    fits, the one whose longer line is shortest, the bags key alone."""
    import pygame

    from quash_table.games.quadwar.painters import legend_lines
    from quash_table.ui import theme
    pygame.font.init()

    class T:
        px = staticmethod(lambda v: round(v * 0.8))
        text_px = staticmethod(lambda v: round(v * 0.9))
    d = {"options": {"bags": True}}
    from quash_table.games.quadwar.painters import LEGEND_SIZE, POINTS_KEY
    lines = legend_lines(T, d, 334)
    # the key alone on its line, and no line shrinks (the 1024x640 result box, test_quadwar_review3); session
    # 25: in plainer words at LEGEND_SIZE, two lines at most there
    assert lines[-1] == BAGS_LEGEND and 2 <= len(lines) <= 2, lines
    assert all(theme.font(T.text_px(LEGEND_SIZE)).size(line)[0] <= 334 - 2 * T.px(16) for line in lines), lines
    wide = theme.text("  \u00b7  ".join([POINTS_KEY, BAGS_LEGEND]), T.text_px(LEGEND_SIZE)).get_width() + 100
    assert legend_lines(T, d, wide) == ["  \u00b7  ".join([POINTS_KEY, BAGS_LEGEND])]
