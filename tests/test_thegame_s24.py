"""Session 24, The Game: the hint advises End turn where the turn is best ended (and says why), even when the
team's habit has the player speak first; the bot opens the second stack near its end rather than far from it."""

from quash_table.engine.match import Match
from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame import opening
from quash_table.games.thegame.opening import opening_cost
from quash_table.games.thegame.rules import GAME

from tests.ui_helpers import ask_hint, close_board, match_board, step_until


def bots_actions(seed, options, stop):
    """The normal team's moves from seed `seed` until `stop(state)` says so (or the game ends)."""
    state = GAME.new_state(2, seed, GAME.check_options(options, 2), None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(2)]
    actions = []
    while state.to_move is not None and not stop(state):
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    return actions


def test_the_hint_after_one_card_says_end_your_turn_and_why(monkeypatch):
    """Seed 0, Ann first: she lays yellow 7 on ▼ and keeps purple 5 (on ▼ it would skip 6; ▲ is empty). The
    normal bot ends its turn there, saying first what it keeps; the hint said only "Say “I have a middle purple
    card” — to tell the team the card you keep", never End turn. Now it says the end and why."""
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    actions = bots_actions(0, {"first": 0}, lambda s: s.to_move == 0 and s.placed == 1)
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=0, options={"first": 0}, actions=actions)
    assert m.state.hands[0] == ["P5"] and m.state.down == "Y7" and m.state.up is None
    app, scene = match_board(m)
    try:
        ask_hint(app, scene)
        h = scene.hints.current
        assert h["action"]["type"] in ("signal", "end_turn"), h
        assert "end your turn" in h["text"].lower(), h["text"]
        # why, on H (session 34: the short words the step alone): what a second card would cost ("would skip 6")
        assert "skip 6" in h.full, h.full
    finally:
        close_board(app)


def test_a_bot_rests_longer_after_each_card_it_lays_than_after_its_talk():
    """A bot's two cards came 1.2 to 1.5 s apart, too quick to follow (session 23): after a card laid the next
    bot move waits CARD_REST of the pace more (the kit's rest_after), after talk or End turn the pace alone."""
    from quash_table.ui import settings as settings_mod
    actions = bots_actions(2, {"first": 1}, lambda s: s.to_move == 1 and s.placed == 1)
    assert actions[-1]["type"] == "play" and actions[-1] == next(a for a in actions if a["type"] == "play")
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=2, options={"first": 1}, actions=actions)
    app, scene = match_board(m, settled=False)
    try:
        pace = settings_mod.bot_pace(scene.session.settings)
        assert pace > 0
        assert scene.session.bot_wait() >= 1.5 * pace          # its second card waits longer
        m.undo(1)                                               # back to before that card
        assert scene.session.bot_wait() == pace
    finally:
        close_board(app)


def test_the_chart_shows_the_cards_still_to_lay_and_the_pile_turn_by_turn():
    """The result's chart drew one "Team" line of cards laid, climbing a card or two a turn: it said little in
    a co-operative game (session 23). It charts the cards still to lay (0: the team wins) and the draw pile,
    named by its title; the end summary draws it with that title."""
    from quash_table.ui import chrome

    actions = bots_actions(4, {"first": 0}, lambda s: False)
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=4, options={"first": 0}, actions=actions)
    assert m.over
    app, scene = match_board(m, settled=False)
    try:
        series, labels, x_title, title = scene.score_series()
        names = [name for name, _ in series]
        assert names == ["Still to lay", "In the draw pile"]
        left, pile = series[0][1], series[1][1]
        assert left[0] == 50 and pile[0] == 46                 # the start: 4 cards dealt, none laid
        assert left[-1] == 50 - m.state.laid and pile[-1] == len(m.state.pile)
        assert all(a >= b for a, b in zip(left, left[1:]))     # the cards still to lay only go down
        assert x_title == "turn" and labels[0] == 0 and "still to lay" in title.lower()
        drawn = []
        real = chrome.draw_line_chart
        chrome.draw_line_chart = lambda *a, **k: drawn.append(a[5]) or real(*a, **k)
        try:
            step_until(app, lambda: title in drawn, timeout=60)      # the summary comes once the table rests
        finally:
            chrome.draw_line_chart = real
        assert title in drawn, drawn
    finally:
        close_board(app)


def _second_stack_choice(hand, laid):
    """The normal bot's move (seat 1) holding `hand` after seat 0 laid `laid` on ▼ and ended its turn, ▲
    empty: the deal stacked so (seat 0 holds `laid` and green 10, which it keeps)."""
    deck = [laid, hand[0], "G10", hand[1]]
    state = GAME.new_state(2, 1, {"first": 0}, deck)
    state = GAME.apply(state, {"type": "play", "card": laid, "stack": "down"})
    state = GAME.apply(state, {"type": "end_turn"})
    assert state.to_move == 1 and sorted(state.hands[1]) == sorted(hand) and state.up is None
    view = GAME.view(state, 1)
    bot = NormalBot(GAME, 1, seed=1)
    return bot.policy_choice(dict(view, signalled=True), GAME.legal_actions(state))


def test_the_bot_lays_the_next_number_rather_than_open_the_empty_stack_far_from_its_end(monkeypatch):
    """▼ at blue 7, ▲ empty, the bot holding red 4 and yellow 6: it opened ▲ with red 4 (1 to 3 shut out of
    it) and kept yellow 6, the next number on ▼ (session 23: "opens a fresh stack wastefully"). Keeping a
    stack empty counted the cards only it still took as no room (playout.LONE_PENALTY), so any opening won
    them back and hid what the opening card skipped: opening.opening_cost charges that (at the cost measured
    best; off by default until the seeded hint-words tests are moved: opening.OPEN_GAP_COST)."""
    monkeypatch.setattr(opening, "OPEN_GAP_COST", 4.0)
    assert _second_stack_choice(["R4", "Y6"], "B7") == {"type": "play", "card": "Y6", "stack": "down"}
    assert _second_stack_choice(["Y4", "P7"], "G8") == {"type": "play", "card": "P7", "stack": "down"}
    # a card at the empty stack's end opens it all the same: it skips nothing
    assert _second_stack_choice(["R1", "Y5"], "B7") == {"type": "play", "card": "R1", "stack": "up"}


def test_opening_cost_counts_the_numbers_an_opening_card_skips(monkeypatch):
    monkeypatch.setattr(opening, "OPEN_GAP_COST", 4.0)
    OPEN_GAP_COST = opening.OPEN_GAP_COST
    up, down, none = playout.UP, playout.DOWN, playout.NO_TOP
    card = playout.INDEX
    assert opening_cost(card["R4"], up, [none, card["B7"]], none) == -3 * OPEN_GAP_COST
    assert opening_cost(card["R7"], down, [card["B3"], none], none) == -3 * OPEN_GAP_COST
    assert opening_cost(card["R1"], up, [none, card["B7"]], none) == 0
    assert opening_cost(card["R4"], up, [none, none], none) == 0            # the first card of all goes anywhere
    assert opening_cost(card["R9"], up, [card["B7"], card["G3"]], none) == 0


def test_the_rules_page_opens_with_a_short_learn_to_play():
    """The page was long (session 23): it opens with a short "How to play in one minute", the details after
    it (session 45: a Learn to play of at most 450 words, every game's, tests/test_rules_s45_learn.py)."""
    from quash_table.ui.rules_files import learn_words, rules_text
    text = rules_text("thegame")
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings[0] == "## Learn to play" and "## The cards" in headings[1:]
    part = text.split("## Learn to play\n", 1)[1].split("\n## ", 1)[0]
    assert learn_words("thegame") <= 450
    for must in ("goal", "End turn", "reverse trick", "numbers", "win", "lose", "hint"):
        assert must in part, must
