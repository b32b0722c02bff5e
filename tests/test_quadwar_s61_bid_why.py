"""Session 61 (new player, Quadruple War, seed 21, hand 4): the bid hint's why named the big joker and the 2 of
spades but not the A of spades held, though the deals it played out counted the A a trick about one time in 2:
the room the why had left it out, and "the rest (mostly your hearts and diamonds)" took its place. The cards
counted most are named first; what the rest are gives way (bid_words.tricks_from)."""

from quash_table.games.quadwar.bid_words import tricks_from
from quash_table.games.quadwar.cards import INT_OF

HAND = ['10D', '10H', '2S', '3D', '3H', '4C', '4H', '6H', '8H', '9D', 'AS', 'BJ', 'KD']
# what the hint's 150 deals counted for each card of that hand (its bid playouts, session 61)
COUNTED = {'2S': 0.76, 'AS': 0.53, 'BJ': 1.0, '10H': 0.07, '9D': 0.01, '10D': 0.07, 'KD': 0.49}


def test_the_cards_counted_most_are_named_where_room_is_short():
    wins = [0] * 64
    for code, share in COUNTED.items():
        wins[INT_OF[code]] = round(share * 150)
    # the room the hint's why left the cards in revw_170 (hard.bid_reason: WHY_ROOM less its other words)
    said = tricks_from(wins, 150, sorted(INT_OF[c] for c in HAND), 4, room=153)
    for card in ("the big joker", "the 2 of spades", "the A of spades"):
        assert card in said, said
    assert len(said) <= 153, said


def test_the_bid_hint_at_seed_21_hand_4_names_the_ace_of_spades():
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.hint_bot import HintBot
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, seed=21)
    bots = [make_bot("quadwar", "normal", k) for k in range(4)]
    while True:
        view = m.game.view(m.state, m.to_move)
        if view["hand_no"] == 4 and m.to_move == 0 and m.legal_actions()[0]["type"] == "bid":
            break
        m.play(bots[m.to_move].choose(view, m.legal_actions()))
    assert sorted(view["hand"]) == HAND
    bot = HintBot(m.game, 0)
    bot.choose(view, m.legal_actions())
    why = str(bot.reason)
    assert "the A of spades" in why and "the big joker" in why, why
