"""NumberQuash, review 56q: the block hint ignored an opponent's banked bonus: "block Bot 4 — who should finish first:
13 cells to Bot 2's 16, but the numbers easier" while Bot 2 held a banked 12 that finished it the next turn. The block
(NormalBot.bonus_value, the hint's move) counts each opponent's banked 11s and 12s as the cells they will steal
(block_pick.py), and its why says them."""

from quash_table.bots import make_bot
from quash_table.games.numberquash.bots import Position
from tests.bot_moves import played_to


def test_the_block_goes_to_the_seat_whose_banked_11_puts_it_ahead_and_says_so():
    m = played_to("numberquash", 4, 24, 139)      # the same game on the code before (no block differed till here)
    view = m.game.view(m.state, m.to_move)
    bot = make_bot("numberquash", "normal", m.to_move)
    move = bot.choose(view, m.legal_actions())
    assert move == {"type": "bonus", "value": 10, "effect": "block", "seat": 0}, (move, bot.reason)
    assert "a banked 11" in bot.reason and "easier to roll" not in bot.reason, bot.reason
    from quash_table.games.numberquash.block_pick import banks, block_lead      # (new in session 57)
    pos = Position(view)
    assert banks(pos, 0) == (0, 1, 0) and banks(pos, 3) == (0, 0, 0)   # Seat 1 has an 11 banked, Seat 4 nothing
    assert pos.lead == 3, "the race table alone: Seat 4 finishes first"
    assert block_lead(pos) == 0, "Seat 1's banked 11 (one cell stolen before its roll) puts it first"


def test_a_rivals_bank_is_said_when_another_seat_is_blocked_all_the_same():
    """Across games at four seats: a block that passes a seat with a banked steal by names that bank."""
    from quash_table.engine.match import Match
    from quash_table.games.numberquash.block_pick import banks
    from quash_table.games.numberquash.reasons import block_reason
    said = 0
    for seed in (11, 12):
        m = Match("numberquash", ["bot:normal"] * 4, seed=seed)
        bots = [make_bot("numberquash", "normal", k) for k in range(4)]
        while not m.over and len(m.actions) < 400:
            view = m.game.view(m.state, m.to_move)
            move = bots[m.to_move].choose(view, m.legal_actions())
            if move.get("effect") == "block":
                pos = Position(view)
                words = block_reason(pos, move["seat"])
                for s in pos.opponents():
                    named = f"Seat {s + 1}"    # "to Seat 3's 16 and a banked 11", "level with Seat 3 on ... each"
                    if s != move["seat"] and named in words.split(",", 1)[1] and any(banks(pos, s)[1:]):
                        assert "banked" in words.split(named)[-1], words
                        said += 1
            m.play(move)
    assert said
