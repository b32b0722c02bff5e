"""Review 23 (a new player's five games): the hint advised a second card with no why, and the end summary
then blamed that very move; the summary blamed a bot for room the player's own "leave ▲ alone" cost; the
hint's words named no one ("the card a teammate holds"), said "even" of the only card that fits, and listed
seven skipped numbers one by one."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import costs_words, move_costs
from quash_table.games.thegame.reason_words import listen_words
from quash_table.games.thegame.rules import DECK, GAME
from quash_table.games.thegame.why import does_words, skipped_words

G7_DOWN = {"type": "play", "card": "G7", "stack": "down"}


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def state(hands, up, down, history, to_move, signals, placed=0):
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    used = {c for h in hands for c in h} | {h[1] for h in history}
    d.update(hands=[list(h) for h in hands], up=up, down=down, placed=placed, turn=len(history),
             to_move=to_move, history=[list(h) for h in history], pile=[c for c in DECK if c not in used],
             signals=signals, signalled=False)
    return GAME.load(d)


def test_the_summary_says_the_cheaper_move_went_against_your_request():
    # you asked "leave ▲ alone" (▲ at blue 5); Bot 2 lays purple 6 on ▼ (at red 10), skipping 7 to 9, where
    # purple 6 on ▲ would have skipped nothing: the line says your request ruled that out
    history = [(1, "B5", "up", 0), (0, "R10", "down", 1)]
    s = state([["G2", "Y3"], ["P6"]], "B5", "R10", history, 1,
              [{"seat": 0, "turn": 1, "text": {"stack": "up", "ask": "leave"}}])
    play = {"type": "play", "card": "P6", "stack": "down"}
    costs = move_costs(GAME, [s, GAME.apply(s, play)], [play])
    assert costs[0]["instead_asked"] == [0]
    line = costs_words(costs, names)
    assert line.endswith("but you asked to leave \u25b2 alone."), line
    # with no request standing, no such words
    s = state([["G2", "Y3"], ["P6"]], "B5", "R10", history, 1, [])
    costs = move_costs(GAME, [s, GAME.apply(s, play)], [play])
    assert costs[0]["instead_asked"] == [] and "asked" not in costs_words(costs, names)


def test_the_hints_second_card_says_what_it_gains_and_the_summary_says_why_the_hint_chose_it():
    m = Match("thegame", ["human:Ann", "human:Ben", "human:Cy"], seed=5, actions=[G7_DOWN])
    bot = make_bot("thegame", "normal", 0)
    view = m.game.view(m.state, 0)
    action = bot.choose(view, m.legal_actions())
    assert action == {"type": "play", "card": "Y4", "stack": "up"}
    assert "worth more than the 3 numbers it skips, as every card must go" in bot.reason, bot.reason
    states = [m.initial, m.state, m.game.apply(m.state, action)]
    costs = move_costs(m.game, states, [G7_DOWN, action])
    # review 55k: the summary judges a card by the hint's measure, in which the card laid was worth the numbers
    # it skipped: not a costly card, whoever laid it (it said "(the hint's move: one card fewer left to lay
    # was worth more to it)" and still named it the costliest)
    assert costs[1]["cost"] == 0 and costs[1]["spent"] == 3 and costs[1]["fewer"], costs[1]
    for hinted in (lambda i: i == 1, lambda i: False):
        line = costs_words(costs, names, hinted=hinted)
        assert line.startswith("No card wasted room another move would have kept") and "hint" not in line, line


def test_skipped_numbers_with_laid_gaps_read_as_a_range():
    assert skipped_words([2, 3, 4, 5, 6, 8, 9]) == "7 numbers (2 to 9; 7 is laid already, not lost)"
    assert skipped_words([2, 3, 5, 6, 8, 9]) == "6 numbers (2 to 9; 4 and 7 are laid already, not lost)"
    assert skipped_words([7, 8, 9]) == "7, 8 and 9" and skipped_words([4, 6]) == "4 and 6"
    # in the hint's words: every 7 laid, purple 10 on ▲ (at blue 1) skips 2 to 9 save 7
    history = [(1, "B1", "up", 0)] + [(1, c + "7", "down", 0) for c in "RBGYP"]
    s = state([["P10"], ["R2"]], "B1", "P7", history, 0, [])
    assert does_words(GAME.view(s, 0), "P10", "up") == "skips 7 numbers (2 to 9; 7 is laid already, not lost) on \u25b2"


def test_the_held_card_a_move_keeps_room_for_is_named_with_its_holder():
    history = [(1, "B5", "up", 0), (0, "R10", "down", 1)]
    s = state([["G2", "Y3"], ["P6", "R8"]], "B5", "R10", history, 0,
              [{"seat": 1, "turn": 1, "text": {"colour": "R", "height": "high"}}])
    assert listen_words(GAME, GAME.view(s, 0)) == "it keeps room for Seat 2's high red card"
    assert listen_words(GAME, GAME.view(state([["G2"], ["P6"]], "B5", "R10", history, 0, []), 0)) is None


def test_the_hint_asks_to_leave_a_stack_for_the_exact_card_it_keeps():
    # review 23 held red 6 for ▲ (blue 5 on top) and met no "Leave ▲ alone": there the hint lays red 6 this
    # very turn (the next number: nothing to keep), so no request has a card behind it. Where the hint keeps
    # the exact card for next turn (red 6 for ▼ at yellow 7, ending the turn), it asks the team-mate to leave
    # that stack alone, and says for which card
    from quash_table.games.thegame.bots import HintBot
    history = [(1, "B3", "up", 0), (1, "Y8", "down", 0), (0, "Y7", "down", 1)]
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    used = {"R6", "G9", "R1", "B1"} | {h[1] for h in history}
    d.update(hands=[["R6", "G9"], ["R1", "B1"]], up="B3", down="Y7", placed=1, turn=1, to_move=0,
             history=[list(h) for h in history], pile=[c for c in DECK if c not in used], signals=[],
             signalled=False)
    s = GAME.load(d)
    bot = HintBot(GAME, 0, iterations=60)
    assert bot.choose(GAME.view(s, 0), GAME.legal_actions(s)) == {"type": "signal",
                                                                  "text": {"stack": "down", "ask": "leave"}}
    assert bot.reason == "Seat 2 then keeps off \u25bc, so \u25bc still takes your red 6"
    # the reviewer's position: red 6 and blue 5 in hand, ▲ at blue 2, blue 5 laid on it: with nothing said,
    # the hint asks to leave ▲ alone for red 6 ...
    history = [(0, "R10", "down", 0), (1, "B2", "up", 1)]
    s = state([["R6", "B5"], ["G3", "Y9"]], "B2", "R10", history, 0, [])
    after = GAME.apply(s, {"type": "play", "card": "B5", "stack": "up"})
    bot = HintBot(GAME, 0, iterations=60)
    assert bot.choose(GAME.view(after, 0), GAME.legal_actions(after)) == {"type": "signal",
                                                                          "text": {"stack": "up", "ask": "leave"}}
    assert bot.reason == "Seat 2 then keeps off \u25b2, so \u25b2 still takes your red 6"
    # ... but there Bot 2 had said "I have a middle red card": red 6 laid now keeps ▲ red for it, and the
    # hint says so, naming whose card
    said = [{"seat": 0, "turn": 0, "text": {"colour": "R", "height": "middle"}},
            {"seat": 1, "turn": 1, "text": {"colour": "R", "height": "middle"}}]
    s = state([["R6", "B5"], ["G3", "Y9"]], "B2", "R10", history, 0, said)
    after = GAME.apply(s, {"type": "play", "card": "B5", "stack": "up"})
    bot = HintBot(GAME, 0, iterations=60)
    assert bot.choose(GAME.view(after, 0), GAME.legal_actions(after)) == {"type": "play", "card": "R6", "stack": "up"}
    assert bot.reason == "the next number on \u25b2. It keeps room for Seat 2's middle red card.", bot.reason
