"""Review 55k: following every hint, a new player lost 11 of 50, and the end summary named "your green 5 on ▲ (the
hint's move)" the costliest card: "laying yellow 7 on ▼ instead would have wasted none". The summary judged by the
numbers a card skipped alone; the hint by the policy's score (room for the cards still to come, the low yellow card
Bot 3 had said it held, a card laid worth some room), and played out many ways yellow 7 on ▼ was that turn's worst
move. The summary now judges a card by the hint's measure (hint_measure): a card is costly only where that measure
scored another move of its turn above the turn as it was played."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.naming import YOU
from quash_table.engine.rng import derive_seed
from quash_table.games.thegame.analysis import analyze_match, move_costs, verdict_lines
from quash_table.games.thegame.bots import ENDGAME_PILE
from quash_table.games.thegame.rules import GAME

# the review's game 2 (seed 770872257, you and two normal bots): moves 12 and 13 were the hint's
REVIEWED = [
    {"type": "play", "card": "G2", "stack": "up"}, {"type": "signal", "text": {"colour": "P", "height": "low"}},
    {"type": "end_turn"}, {"type": "play", "card": "B8", "stack": "down"},
    {"type": "signal", "text": {"colour": "Y", "height": "middle"}}, {"type": "end_turn"},
    {"type": "play", "card": "G9", "stack": "up"}, {"type": "play", "card": "P10", "stack": "up"},
    {"type": "play", "card": "P3", "stack": "up"}, {"type": "signal", "text": {"colour": "Y", "height": "low"}},
    {"type": "end_turn"}, {"type": "play", "card": "G5", "stack": "up"}, {"type": "play", "card": "Y7", "stack": "up"},
    {"type": "play", "card": "P8", "stack": "up"}, {"type": "signal", "text": {"colour": "B", "height": "middle"}},
    {"type": "end_turn"}, {"type": "play", "card": "R1", "stack": "down"}, {"type": "end_turn"},
    {"type": "play", "card": "P7", "stack": "up"}, {"type": "play", "card": "R5", "stack": "down"}]
HINTED = {3, 4, 5, 11, 12, 18, 19}


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def test_the_summary_no_longer_names_the_hints_green_5_the_costliest_card():
    match = Match("thegame", ["human", "bot:normal", "bot:normal"], seed=770872257, options={"first": None},
                  actions=REVIEWED)
    assert match.state.outcome == "lost" and match.state.laid == 11
    # the hint there, as the person saw it: green 5 on ▲, for Bot 3's low yellow card
    states = [match.initial]
    for a in match.actions:
        states.append(match.game.apply(states[-1], a))
    hint = make_bot("thegame", "normal", 0)
    assert hint.choose(GAME.view(states[11], 0), GAME.legal_actions(states[11])) == REVIEWED[11]
    a = analyze_match(match, seconds=5)
    by_index = {c["index"]: c for c in a["costs"]}
    assert by_index[11]["cost"] == 0 and by_index[11]["fewer"], by_index[11]      # yellow 7 on ▼ skipped fewer
    assert by_index[12]["cost"] == 0, by_index[12]
    lines = verdict_lines(a, names, hinted=HINTED.__contains__)
    assert not any("green 5" in line for line in lines), lines
    assert not any(line.startswith("Costliest card") for line in lines), lines


def test_no_card_the_normal_policy_chose_is_called_costly():
    """Whatever the normal team laid before the endgame (the hint's move, where no search overruled it), the
    summary calls no waste, unless a team-mate's request had ruled the cheaper move out (said so)."""
    blamed = laid = 0
    for deal in range(6):
        players = [make_bot("thegame", "normal", s, derive_seed(3, deal, s)) for s in range(3)]
        state = GAME.new_state(3, seed=derive_seed(3, deal) & 0xFFFFFFFF)
        states, actions = [state], []
        while state.to_move is not None:
            action = players[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
            state = GAME.apply(state, action)
            states.append(state)
            actions.append(action)
        for c in move_costs(GAME, states, actions):
            if len(states[c["index"]].pile) > ENDGAME_PILE and not c["instead_asked"]:
                laid += 1
                blamed += c["cost"] > 0
    assert laid > 100 and blamed == 0, (laid, blamed)
