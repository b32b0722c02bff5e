"""Review 27: the end summary's "used up N numbers" disagreed with the hint's words for the same card. The
summary says what it counts where the two differ: the numbers the card skipped and those a later reverse
trick won back; where a start's numbers still fit the other stack, as the hint said (why.passed_over_note)."""

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import costs_words, move_costs
from quash_table.games.thegame.rules import DECK, GAME
from quash_table.games.thegame.why import does_words

END = {"type": "end_turn"}


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def played(hands, up, actions):
    """Seat 0 to move, ▲ at `up` (laid by seat 1), ▼ empty; `actions` applied in turn."""
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    used = {c for h in hands for c in h} | {up}
    d.update(hands=[list(h) for h in hands], up=up, down=None, placed=0, turn=1, to_move=0,
             history=[[1, up, "up", 0]], pile=[c for c in DECK if c not in used], signals=[], signalled=False)
    states = [GAME.load(d)]
    for a in actions:
        states.append(GAME.apply(states[-1], a))
    return states


def test_the_summary_says_what_a_later_trick_won_back():
    """s-over.png: the hint said yellow 4 on ▼ "would skip 5 to 10"; the summary said it "used up 3
    numbers" (blue 7 on blue 3 later turned ▼ back past 5 and 6... and 7): now it says both."""
    y4 = {"type": "play", "card": "Y4", "stack": "down"}
    actions = [y4, END, {"type": "play", "card": "B3", "stack": "down"},
               {"type": "play", "card": "B7", "stack": "down"}]
    states = played([["Y4", "G5"], ["B3", "B7"]], "R2", actions)
    assert does_words(GAME.view(states[0], 0), "Y4", "down").startswith("starts \u25bc with a 4, passing over 5 to 10")
    costs = move_costs(GAME, states, actions)
    assert costs[0]["skipped"] == 6 and costs[0]["spent"] == 3, costs[0]
    line = costs_words(costs, names)
    # (5 to 10 still fit ▲ at 2: "passed over", not "wasted", since session 33)
    assert line == ("Costliest card: at move 1 your yellow 4 on \u25bc passed over 3 numbers (it skipped 6 numbers; "
                    "a later reverse trick won 3 back); laying yellow 4 on \u25b2 instead would have passed over 1 "
                    "number."), line


def test_the_summary_says_where_a_starts_numbers_still_fit_as_the_hint_did():
    """g4-over.png: the hint said yellow 7 starting ▼ "(8 to 10 are passed over; they still fit ▲)", the
    summary "used up 3 numbers" as if lost."""
    y7 = {"type": "play", "card": "Y7", "stack": "down"}
    states = played([["Y7", "G7"], ["B3", "B8"]], "R4", [y7])
    hint_words = does_words(GAME.view(states[0], 0), "Y7", "down")
    assert hint_words == "starts \u25bc with a 7, passing over 8 to 10, which still fit \u25b2", hint_words
    costs = move_costs(GAME, states, [y7])
    assert costs[0]["note"] == "they still fit \u25b2" and costs[0]["spent"] == 3, costs[0]
    # the hint's measure prefers yellow 7 there (review 55k): its words, as if green 7 on ▲ had scored above it
    costs[0].update(cost=1, instead={"type": "play", "card": "G7", "stack": "up"})
    line = costs_words(costs, names)
    assert line.startswith("Costliest card: at move 1 your yellow 7 on \u25bc passed over 3 numbers (they "
                           "still fit \u25b2); laying ") and line.endswith(" on \u25b2 instead would have passed over 2 numbers."), line
