"""Note 16: the loss verdict named the move that closed the last winning line (a bot's, in a tight spot) and
nothing of the person's own earlier cards that had skipped the most. Each laid card now has a cost (the
numbers it skipped beyond the best other move of its turn: analysis.move_costs) and the verdict names the
costliest, whoever laid them. Checked on a recorded game (seed 8, you and a normal bot): you laid purple 3
to start ▲ as a second card and red 1 on ▼'s blue 8 where green 5 skipped less; the bot's move 60 closed the
last winning line."""

import json

from quash_table.engine.match import Match
from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import _rest_of_turn, analyze_match, costs_words, verdict_lines
from quash_table.games.thegame.hint_measure import move_scores, preferred, turn_score
from quash_table.games.thegame.rules import COLOURS, fits, number

RECORDED = json.loads(
    '[{"type":"play","card":"B8","stack":"down"},{"type":"play","card":"P3","stack":"up"},'
    '{"type":"play","card":"P5","stack":"up"},{"type":"signal","text":{"colour":"B","height":"low"}},'
    '{"type":"end_turn"},{"type":"play","card":"R1","stack":"down"},'
    '{"type":"signal","text":{"colour":"G","height":"middle"}},{"type":"end_turn"},'
    '{"type":"play","card":"G7","stack":"up"},{"type":"end_turn"},{"type":"play","card":"G5","stack":"up"},'
    '{"type":"play","card":"R5","stack":"down"},{"type":"play","card":"R10","stack":"down"},{"type":"end_turn"},'
    '{"type":"play","card":"G10","stack":"up"},{"type":"signal","text":{"colour":"B","height":"low"}},'
    '{"type":"end_turn"},{"type":"play","card":"G9","stack":"up"},{"type":"end_turn"},'
    '{"type":"play","card":"B1","stack":"down"},{"type":"signal","text":{"colour":"Y","height":"low"}},'
    '{"type":"end_turn"},{"type":"play","card":"B3","stack":"down"},'
    '{"type":"signal","text":{"colour":"Y","height":"low"}},{"type":"end_turn"},'
    '{"type":"play","card":"Y1","stack":"down"},{"type":"play","card":"Y8","stack":"down"},'
    '{"type":"play","card":"Y3","stack":"down"},{"type":"play","card":"Y9","stack":"down"},'
    '{"type":"play","card":"G2","stack":"up"},{"type":"signal","text":{"colour":"Y","height":"middle"}},'
    '{"type":"end_turn"},{"type":"play","card":"P6","stack":"down"},'
    '{"type":"signal","text":{"colour":"B","height":"low"}},{"type":"end_turn"},'
    '{"type":"play","card":"P8","stack":"down"},{"type":"end_turn"},{"type":"play","card":"Y7","stack":"down"},'
    '{"type":"end_turn"},{"type":"play","card":"Y4","stack":"up"},'
    '{"type":"signal","text":{"colour":"B","height":"high"}},{"type":"end_turn"},'
    '{"type":"play","card":"Y2","stack":"up"},{"type":"end_turn"},{"type":"play","card":"R3","stack":"up"},'
    '{"type":"end_turn"},{"type":"play","card":"G4","stack":"down"},{"type":"play","card":"B2","stack":"down"},'
    '{"type":"play","card":"B9","stack":"down"},{"type":"signal","text":{"colour":"P","height":"low"}},'
    '{"type":"end_turn"},{"type":"play","card":"B4","stack":"up"},'
    '{"type":"signal","text":{"colour":"P","height":"low"}},{"type":"end_turn"},'
    '{"type":"play","card":"P2","stack":"down"},{"type":"signal","text":{"colour":"Y","height":"high"}},'
    '{"type":"end_turn"},{"type":"play","card":"P1","stack":"down"},'
    '{"type":"signal","text":{"colour":"B","height":"middle"}},{"type":"end_turn"},'
    '{"type":"play","card":"R9","stack":"up"},{"type":"end_turn"}]')


def recorded():
    return Match("thegame", ["human", "bot:normal"], seed=8, actions=RECORDED)


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def skipped_by_hand(history, card, stack, tops, back=None):
    """The numbers `card` jumps over on `stack` (`tops`: both stacks' tops) that still have a card to come,
    counted here afresh; `back`: the number a later card of the same turn turned that stack back to (what
    lies beyond it is open again). A card starting an empty stack counts what it skips there too (session
    20: the hint says "red 9 on ▲ skips 1 to 8" of an empty ▲, and the summary counts the same)."""
    top = tops[stack]
    laid = {h[1] for h in history}
    if top is not None and card[0] == top[0] and (number(card) < number(top)) == (stack == "up"):
        return 0        # the reverse trick gives room back
    lo, hi = ((number(top) if top else 0), number(card)) if stack == "up" else \
        (number(card), (number(top) if top else 11))
    if back is not None:
        lo, hi = (lo, min(hi, back)) if stack == "up" else (max(lo, back), hi)

    return sum(1 for k in range(lo + 1, hi) if any(f"{c}{k}" not in laid for c in COLOURS))


def turned_back_to(match, states, i):
    """The number a later card, whoever laid it, turns move i's stack back to (the lowest on ▲, the highest
    on ▼: what lies beyond it is open again), or None. (Session 25: room won back by any later card is not
    spent; first only the rest of move i's own turn counted.)"""
    stack, back = match.actions[i]["stack"], None
    for j in range(i + 1, len(match.actions)):
        a, s = match.actions[j], states[j]
        top = s.up if stack == "up" else s.down
        if a["type"] == "play" and a["stack"] == stack and a["card"][0] == top[0] and \
                (number(a["card"]) < number(top)) == (stack == "up"):
            n = number(a["card"])
            back = n if back is None else (min(back, n) if stack == "up" else max(back, n))
    return back


def test_each_laid_card_costs_what_it_skipped_beyond_its_turns_best_other_move():
    match = recorded()
    assert match.state.outcome == "lost"
    a = analyze_match(match, seconds=5)
    plays = [i for i, x in enumerate(match.actions) if x["type"] == "play"]
    assert [c["index"] for c in a["costs"]] == plays           # one cost per laid card
    states = [match.initial]
    for action in match.actions:
        states.append(match.game.apply(states[-1], action))
    by_index = {c["index"]: c for c in a["costs"]}
    given_back = 0
    for i, action in enumerate(match.actions):
        state = states[i]
        if action["type"] == "play":
            tops = {"up": state.up, "down": state.down}
            back = turned_back_to(match, states, i)
            spent = skipped_by_hand(state.history, action["card"], action["stack"], tops, back)
            given_back += back is not None and spent < skipped_by_hand(state.history, action["card"],
                                                                        action["stack"], tops)
            # only the moves the hint's measure scored above the turn as played (review 55k: hint_measure)
            mine = match.game.view(state, state.to_move)
            scores = move_scores(match.game, mine)
            played = turn_score(match.game, mine, _rest_of_turn(states, match.actions, i))
            others = [skipped_by_hand(state.history, card, stack, tops)
                      for card in state.hands[state.to_move] for stack in tops
                      if fits(card, stack, tops[stack]) and (card, stack) != (action["card"], action["stack"])
                      and preferred(scores, played, {"type": "play", "card": card, "stack": stack})]
            if state.placed == 1 and preferred(scores, played, {"type": "end_turn"}):
                others.append(0)        # ending the turn skips nothing
            c = by_index[i]
            assert (c["seat"], c["spent"]) == (state.to_move, spent), (i, c)
            assert c["cost"] == (max(0, spent - min(others)) if others else 0), (i, c, others)
    # your red 1 on ▼'s blue 8 skipped 6 numbers where green 5 there skipped 2, but the bot's red 5 and red
    # 10 turned ▼ back past them a turn later: room won back, whoever won it, is not spent (session 25; it
    # was the costliest card before); the bot's yellow 3 on ▼'s yellow 8 skipped 4, but its yellow 9 then
    # turned ▼ back past them (a two-card plan): it spent nothing
    assert by_index[5]["cost"] == 0 and by_index[5]["seat"] == 0
    assert by_index[27]["card"] == "Y3" and by_index[27]["cost"] == 0 and given_back >= 1


def test_the_loss_verdict_names_the_costliest_cards_whoever_laid_them():
    a = analyze_match(recorded(), seconds=5)
    lines = verdict_lines(a, names)
    # the last winning line closed on the bot's move, in a tight spot ...
    assert lines[0].startswith("Winnable (every card known) until move 60, when Bot 2"), lines
    # ... while your own cards spent the most room (sessions 17-33 named your purple 3 at move 2 the costliest)
    # (review 55k: judged by the hint's measure, your second card purple 3 starting ▲ was worth its number, as
    # the hint would have said: a card laid counts for room; no card wasted room another move would have kept)
    costs = next(line for line in lines if line.startswith("No card wasted room"))
    assert costs == ("No card wasted room another move would have kept; the most skipped: your purple 2 on \u25bc at "
                     "move 55, 6 numbers (the moves that skipped fewer left less room)."), costs


def test_the_costs_line_says_so_when_no_card_cost_anything_and_shortens_to_fit():
    cheap = [{"index": 0, "seat": 0, "card": "R4", "stack": "up", "spent": 3, "cost": 0, "instead": None}]
    assert costs_words(cheap, names) == ("No card skipped more numbers than its turn had to; the most: your red 4 on "
                                         "\u25b2 at move 1, 3 numbers (its only move).")
    long = [{"index": 117, "seat": s, "card": "P10", "stack": "down", "spent": 9, "cost": 9 - s,
             "instead": {"type": "play", "card": "P10", "stack": "up"}} for s in range(5)]
    line = costs_words(long, lambda s: f"Alexandra-{s}", lambda i: True)
    # (a line too long for its why keeps "the hint's move" alone)
    assert "Alexandra-0's purple 10 on \u25bc (the hint's move)" in line and "Alexandra-1" not in line, line
    assert len(line) <= 150, line
    red = {"card": "R9", "instead": {"type": "play", "card": "R9", "stack": "up"}}
    bots = [dict(long[0], seat=1, cost=3, **red), dict(long[0], seat=0, cost=2, index=3, **red)]
    assert costs_words(bots, names) == ("Costliest card: at move 118 Bot 2's red 9 on \u25bc wasted 9 numbers; "
                                        "laying red 9 on \u25b2 instead would have wasted 6 numbers.")


def test_the_summary_at_1024x640_shows_the_whole_costs_line():
    from quash_table.ui.tables import board_for_match
    from tests.test_thegame_scene import summary_notes
    from tests.ui_helpers import close_board, find, make_app, step_until

    match = recorded()
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        step_until(app, lambda: scene.summary_up() and summary_notes(scene) != [scene.CHECKING], timeout=20)
        note = next(n for n in summary_notes(scene) if n.startswith("No card wasted room"))
        drawn = " ".join(line["text"] for line in find(scene.layout_info()["objects"], "summary")["lines"])
        assert note in drawn, (note, drawn)
    finally:
        close_board(app)


def test_your_move_on_a_stack_asked_left_alone_is_said_mid_sentence_in_lower_case():
    """The verdict said "At move 7, You laid on ▼ though asked to leave it" (seed 29 of the recorded kind)."""
    lines = verdict_lines({"winnable": False, "asked_leave": True, "broken_asks": [(6, 0, "down", "free")]}, names)
    assert "At move 7, you laid on \u25bc though asked to leave it, with another move open." in lines, lines
