"""Review 44: the hint said "block Bot 3 — it holds back Bot 3, who is level with you" while Bot 2 led the
race on cells: the words gave a reason that did not explain passing the leader by. The normal bot (the
hint) blocks the opponent the race table expects to finish first (bonus_value, Position.lead); where another
player has covered as many cells or more, the words now say that reason, never one the header contradicts."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.reasons import _best_colour, block_reason
from tests.bot_moves import played_to


def _position(seed, moves, seats=3):
    return played_to("numberquash", seats, seed, moves)


def test_a_block_of_a_seat_with_fewer_cells_says_the_race_tables_reason():
    m = _position(10, 79)
    view = m.game.view(m.state, m.to_move)
    bot = make_bot("numberquash", "normal", m.to_move)
    move = bot.choose(view, m.legal_actions())
    assert move == {"type": "bonus", "value": 10, "effect": "block", "seat": 0}
    pos = Position(view)
    assert _best_colour(pos, 0)[0] < _best_colour(pos, 2)[0]     # Seat 3 has covered more cells than Seat 1
    assert "behind you" not in bot.reason, bot.reason            # the old words: no reason to pass Seat 3 by
    assert bot.reason == ("it holds back Seat 1, who should finish first: 13 cells to Seat 3's 16, but the "
                          "numbers they still need are easier to roll"), bot.reason


def test_block_words_never_say_a_seat_leads_or_is_level_against_the_cells():
    """Across games at four seats: every block's words agree with the cells the header counts."""
    seen = 0
    for seed in range(6):
        m = Match("numberquash", ["bot:normal"] * 4, seed=seed)
        bots = [make_bot("numberquash", "normal", k) for k in range(4)]
        while not m.over and len(m.actions) < 2000:
            view = m.game.view(m.state, m.to_move)
            move = bots[m.to_move].choose(view, m.legal_actions())
            if move.get("type") == "bonus" and move.get("effect") == "block":
                seen += 1
                pos = Position(view)
                cells = {s: _best_colour(pos, s)[0] for s in pos.playing}
                words = block_reason(pos, move["seat"])
                others = [cells[s] for s in pos.playing if s not in (move["seat"], pos.me)]
                if others and cells[move["seat"]] <= max(others):
                    assert "should finish first" in words, (seed, words, cells)
                if "leads the race" in words:
                    assert cells[move["seat"]] > max(others + [cells[pos.me]]), (seed, words, cells)
            m.play(move)
    assert seen
