"""Review 15, item 3: a bot team-mate said "I have a high red card" every turn. A statement of what a seat
holds stands while it is true (rules.standing_signal), so a bot says it once; its caption stays, and the
bots heed it, until the seat lays a card it speaks of."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.thegame.bots import asks_this_round
from quash_table.games.thegame.rules import GAME, signal_describes, standing_signal


def play_out(seed, seats=3):
    match = Match("thegame", ["bot:normal"] * seats, seed=seed)
    bots = [make_bot("thegame", "normal", s) for s in range(seats)]
    while not match.over:
        seat = match.to_move
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return match


def test_a_bot_says_what_it_holds_once_while_it_stays_true():
    repeats, said, stood = [], 0, 0
    for seed in range(6):
        match = play_out(seed)
        state = match.initial
        last = {}          # seat -> (its last signal's text, the cards laid when it was said)
        for action in match.actions:
            seat = state.to_move
            view = GAME.view(state, None)
            if action["type"] == "signal":
                text = action["text"]
                if "colour" in text:
                    said += 1
                    before = last.get(seat)
                    if before and before[0] == text and not any(
                            h[0] == seat and signal_describes(text, h[1]) for h in state.history[before[1]:]):
                        repeats.append((seed, seat, state.turn, text))
                last[seat] = (text, len(state.history))
            elif state.placed == 0 and seat in last and "colour" in last[seat][0]:
                # a turn of a seat whose statement still stands: its caption is still shown, and the others
                # heed it past the round (asks_this_round)
                sig = standing_signal(view, seat)
                if sig is not None and sig["turn"] < state.turn - (state.seats - 1):
                    stood += 1
                    other = (seat + 1) % state.seats
                    assert any(a[0] == seat and a[1] == sig["turn"]
                               for a in asks_this_round(GAME.view(state, other)))
            state = GAME.apply(state, action)
    assert said > 20, said
    assert stood > 0, stood
    assert not repeats, repeats[:5]


def test_a_statement_goes_once_its_card_is_laid():
    # seat 0 said "I have a high red card" holding red 9, then lays red 9: the statement is over
    state = GAME.new_state(2, 1, {}, ["R9", "B4", "G2", "B5"])
    state = GAME.apply(state, {"type": "signal", "text": {"colour": "R", "height": "high"}})
    state = GAME.apply(state, {"type": "play", "card": "G2", "stack": "up"})
    state = GAME.apply(state, {"type": "end_turn"})
    state = GAME.apply(state, {"type": "play", "card": state.hands[1][0], "stack": "down"})
    state = GAME.apply(state, {"type": "end_turn"})
    assert state.to_move == 0
    assert standing_signal(GAME.view(state, None), 0)["text"] == {"colour": "R", "height": "high"}
    state = GAME.apply(state, {"type": "play", "card": "R9", "stack": "up"})
    assert standing_signal(GAME.view(state, None), 0) is None
