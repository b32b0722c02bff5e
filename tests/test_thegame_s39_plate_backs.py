"""Session 39 (review 39, 3 bots): a team-mate's plate kept a card back, and said "2 cards in hand", through a
move that laid its last card and drew two: its backs were named by position ("hand2:0"), so the kit kept the
first in place as if nothing had left. The backs are now named by the card's place among all the cards that seat
has held (hand_backs.back_ids): what a move takes away and flies in is what the rules' events say it laid and
drew."""

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.hand_backs import back_ids
from quash_table.games.thegame.rules import GAME


def test_a_plates_backs_leave_and_arrive_as_the_move_laid_and_drew():
    m = Match("thegame", ["human:Ann", "bot:normal", "bot:normal", "bot:normal"], seed=4)
    bots = [NormalBot(GAME, i, 4) for i in range(4)]
    emptied_and_drawn = 0
    while not m.over and len(m.actions) < 60:
        seat = m.to_move
        before = back_ids(GAME.view(m.state, 0), seat)
        m.play(bots[seat].choose(GAME.view(m.state, seat), m.legal_actions()))
        after = back_ids(GAME.view(m.state, 0), seat)
        events = GAME.events(m.state, 0)
        drawn = sum(e["count"] for e in events if e["kind"] == "cards_drawn" and e["seat"] == seat)
        laid = 1 if m.actions[-1]["type"] == "play" else 0
        assert len(set(before) - set(after)) == laid, (m.actions[-1], before, after)
        assert len(set(after) - set(before)) == drawn, (m.actions[-1], events, before, after)
        if laid and drawn and len(before) == laid:
            emptied_and_drawn += 1      # the review's move: the last card laid, the hand drawn anew
            assert not set(before) & set(after), (before, after)
    assert emptied_and_drawn, "no move emptied a hand and drew"


def _twelve_moves_on():
    """You (Ann) and three normal bots, seed 4, at least 12 moves on and your turn."""
    m = Match("thegame", ["human:Ann", "bot:normal", "bot:normal", "bot:normal"], seed=4)
    bots = [NormalBot(GAME, i, 4) for i in range(4)]
    while len(m.actions) < 12 or m.to_move != 0:
        m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))
    return m


def test_the_board_names_the_plates_backs_so():
    from tests.ui_helpers import close_board, match_board
    m = _twelve_moves_on()
    app, scene = match_board(m, size=(1024, 640))
    try:
        view = GAME.view(m.state, 0)
        for seat in (1, 2, 3):
            ids = [p.id for p in scene.table.pieces if p.zone == f"hand:{seat}"]
            assert ids == back_ids(view, seat) and ids != [f"hand{seat}:{i}" for i in range(len(ids))], ids
    finally:
        close_board(app)


def test_a_laid_card_flies_from_where_its_back_lay_clear_of_the_plates_words():
    # it flew from the plate's corner at the plate's height: a card back over "Bot 2 (normal)" and its count
    import pygame
    from tests.ui_helpers import close_board, match_board
    m = _twelve_moves_on()
    app, scene = match_board(m, size=(1024, 640))
    try:
        laid = {h[1]: h[0] for h in m.state.history if h[0] != 0}
        pieces = [p for p in scene.table.pieces if p.id in laid and p.zone.startswith("stack:")]
        assert pieces
        words = [d.text_rect() for d in scene.table.decor if type(d).__name__ == "Label"]
        back = next(p for p in scene.table.pieces if p.zone == "hand:1").home
        for p in pieces:
            start = pygame.Rect(p.origin)
            assert start.h <= pygame.Rect(back).h + 1 and not start.collidelistall(words), (p.id, start)
    finally:
        close_board(app)
