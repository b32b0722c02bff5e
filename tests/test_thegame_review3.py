"""The Game after the third new-player review: E before a card says the rules' reason (not "E"), the colour
symbols read as no stack direction, the hint's words, the "you said" caption's one rule, the empty stacks."""

import pygame

from tests.ui_helpers import button, close_board, key, open_board


def test_e_before_a_card_says_the_rules_reason_not_the_key():
    # pressing E with End turn greyed showed a refusal that said just "E"
    from quash_table.games.thegame.rules import why_not_end
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["R5", "B4", "R7", "B9"])
    try:
        end = button(scene, "end_turn")
        assert scene.session.my_turn() and not end.enabled
        key(app, pygame.K_e)
        assert scene.message is not None and scene.message[1] == "error", scene.message
        reason = why_not_end(0)
        assert reason and scene.message[0] == reason[0].upper() + reason[1:], scene.message
        assert scene.session.match.actions == []
    finally:
        close_board(app)


def test_a_greyed_buttons_key_never_says_only_the_keys_name():
    # every board: the kit's greyed-button key shows the button's reason, and a tooltip that only names
    # the key is no reason
    from quash_table.ui.board_input import greyed_reason
    from quash_table.ui.widgets import Button
    pygame.init()
    named = Button("x", "Take back", (0, 0, 10, 10), hotkey=pygame.K_BACKSPACE, tooltip="Backspace",
                   enabled=False, press="take_back")
    assert greyed_reason(named) == ""
    enter = Button("x", "Declare", (0, 0, 10, 10), hotkey=pygame.K_RETURN, tooltip="Enter", enabled=False,
                   press="declare")
    assert greyed_reason(enter) == ""
    why = Button("x", "End turn", (0, 0, 10, 10), hotkey=pygame.K_e, tooltip="E", enabled=False, press="end",
                 reason="roll first")
    assert greyed_reason(why) == "roll first"
    told = Button("x", "End turn", (0, 0, 10, 10), hotkey=pygame.K_e, tooltip="roll first", enabled=False,
                  press="end")
    assert greyed_reason(told) == "roll first"


def _mask(paint):
    s = pygame.Surface((100, 100), pygame.SRCALPHA)
    paint(s)
    return s, pygame.mask.from_surface(s)


def test_no_colour_symbol_reads_as_a_stack_marker():
    # the green card's triangle read "9 \u25b2" in its corner and "\u25bc 9" upside down, beside "play on \u25b2"
    from quash_table.ui.sprites import THEGAME_SYMBOLS, draw_symbol
    pygame.init()
    up = [(50, 8), (92, 80), (8, 80)]                 # the stacks' marks, \u25b2 and \u25bc
    _, up_mask = _mask(lambda s: pygame.draw.polygon(s, (255, 255, 255), up))
    _, down_mask = _mask(lambda s: pygame.draw.polygon(s, (255, 255, 255), [(x, 100 - y) for x, y in up]))
    for letter, shape in THEGAME_SYMBOLS.items():
        surf, m = _mask(lambda s, shape=shape: draw_symbol(s, shape, (50, 50), 42, (255, 255, 255)))
        for arrow in (up_mask, down_mask):
            both = m.overlap_area(arrow, (0, 0))
            iou = both / (m.count() + arrow.count() - both)
            assert iou < 0.7, f"{letter}'s {shape} looks like a stack's marker ({iou:.2f})"
        if shape != "star":        # five points: no one of them reads as a way to go
            flipped = pygame.mask.from_surface(pygame.transform.flip(surf, False, True))
            assert m.overlap_area(flipped, (0, 0)) / m.count() > 0.95, f"{letter}'s {shape} points one way"


def _positions(want, seeds=range(40), seats=3):
    """(state, seat) positions along random games where `want(state, legal)` holds."""
    import random

    from quash_table.games.thegame.rules import GAME
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_state(seats, seed=seed)
        while state.to_move is not None:
            legal = GAME.legal_actions(state)
            if want(state, legal):
                yield state, state.to_move
            moves = [a for a in legal if a["type"] != "signal"]
            state = GAME.apply(state, rng.choice(moves))


def test_a_forced_move_is_called_your_only_move():
    # a card that was the only one that fitted was hinted "it keeps the most cards playable"
    from quash_table.bots import make_bot
    from quash_table.games.thegame.rules import GAME

    def forced(state, legal):
        return len([a for a in legal if a["type"] != "signal"]) == 1
    found = 0
    for state, seat in _positions(forced):
        legal = [a for a in GAME.legal_actions(state) if a["type"] != "signal"]     # said what it would say
        only = legal[0]
        for level in ("normal", "hint"):
            bot = make_bot("thegame", level, seat)
            move = bot.choose(dict(GAME.view(state, seat), signalled=True), legal)
            assert move == only, (level, move, only)
            assert bot.reason.startswith("your only move"), (level, bot.reason)
        found += 1
        if found >= 6:
            break
    assert found >= 3, found


def test_the_hints_words_are_a_new_players():
    # "no move stood out in 61 imagined deals", "it lays more cards than purple 3 would"
    from types import SimpleNamespace

    from quash_table.games.thegame.bots import search_words
    from quash_table.games.thegame.contrast import contrast
    move = {"type": "play", "card": "R8", "stack": "up"}
    other = {"type": "play", "card": "P3", "stack": "down"}
    view = {"up": "R5", "down": "P6", "history": [(0, "R5", "up", 0), (1, "P6", "down", 1)]}
    for settled in (True, False):
        words = search_words(SimpleNamespace(last_stats={"worlds": 61, "settled": settled}), move, "why", move,
                             view)
        assert "imagined" not in words and "stood out" not in words and "guesses" not in words, words
    # what the search's own move does, in numbers, then that the team gets further with it (review 15: its
    # cost "▼ then has no room for 11 cards still to come" read as a riddle)
    words = search_words(SimpleNamespace(last_stats={"worlds": 61, "settled": True}), move, "why", other, view)
    assert words == "skips 4 and 5 on \u25bc. The team likely lays more cards with it than with red 8 on \u25b2.", words
    turned = {"type": "play", "card": "P9", "stack": "down"}     # a reverse trick
    words = search_words(SimpleNamespace(last_stats={"worlds": 61, "settled": True}), move, "why", turned, view)
    assert words.startswith("turns \u25bc back by 3. "), words
    # the credit comparison, where a turn's two cards are what separates it from the other card's
    import quash_table.games.thegame.why as why
    real = why.second_card_plan
    why.second_card_plan = lambda *a: None
    try:
        seen = 0
        from quash_table.games.thegame import playout
        from quash_table.games.thegame.bots import live_cards
        from quash_table.games.thegame.rules import GAME, STACKS
        for state, seat in _positions(lambda s, legal: s.placed == 0, range(30), 2):
            view = GAME.view(state, seat)
            hand = [playout.INDEX[c] for c in view["hand"]]
            tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in STACKS]
            live = playout.mask_of(playout.INDEX[c] for c in live_cards(view))
            heard = playout.heard_asks([], seat)
            turn = playout._best_turn(hand, tops, live, 0, 2, heard, ())
            if not turn or len(turn) != 2:
                continue
            said = contrast(view, hand, tops, live, 0, 2, heard, (), turn)
            if said and said.startswith("two cards go down"):
                assert said.endswith("first, only one") and "would" not in said, said
                seen += 1
    finally:
        why.second_card_plan = real
    assert seen >= 1, seen


def _said(scene):
    """What the table shows of your own words: a statement after "Your hand", a request on its stack's tag
    only (session 32's review: it showed in both places). The statement wrapped in the column left of your cards
    (session 36): its first line and the lines after it in that column, as one text."""
    labels = [d for d in scene.table.decor if hasattr(d, "text")]
    out = []
    for k, d in enumerate(labels):
        if d.text.startswith(("You said", "You asked: ")):
            more = [e.text for e in labels[k + 1:k + 4] if e.pos[0] == d.pos[0] and d.text.startswith("You said")]
            out.append(" ".join([d.text] + more))
    return out


def test_you_said_lasts_until_your_next_turn_for_a_request_and_while_true_for_a_statement():
    # "you said ..." under Your hand carried into the next turn after "I have a high green card" but not
    # after "Please leave the ascending stack alone" (review 13); review 15: a statement of your hand is a
    # fact that stands while true (said once), a request lasts until your next turn
    from tests.ui_helpers import centre, click, drag, settle, step_until
    for bid, words in (("signal:G:high", "You said: \u201cI have a high green card\u201d"),
                       ("signal:up:leave", "You asked: leave \u25b2 alone")):
        # you hold green 9 and red 7, the bot blue 4 and blue 9
        app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["G9", "B4", "R7", "B9"])
        try:
            click(app, centre(button(scene, bid).rect))
            settle(app, scene)
            assert _said(scene) == [words], _said(scene)
            drag(app, centre(scene.table.piece_by_id["R7"].home), centre(scene.table.target_by_id["stack:down"].rect))
            settle(app, scene)
            assert _said(scene), "it stands for the rest of the turn"
            key(app, pygame.K_e)
            m = scene.session.match
            assert m.to_move == 1, m.actions
            step_until(app, lambda m=m, scene=scene: m.to_move == 0 and scene.settled(), timeout=30)
            settle(app, scene)
            assert "G9" in scene.session.view()["hand"]       # what you said of green is still true...
            if bid.endswith(":leave"):
                assert _said(scene) == [], (words, _said(scene))  # a request: your turn has come round
            else:
                # a statement of your hand stands while true (review 15: a bot said it every turn), dated once
                # your next turn has begun, so it reads as current (session 47)
                # (session 50: in rounds, everyone's turn once)
                rounds = m.state.turn // m.state.seats
                when = "last round" if rounds == 1 else f"{rounds} rounds ago"
                dated = words.replace("You said:", f"You said {when}, still stands:")
                assert _said(scene) == [dated], (dated, _said(scene))
        finally:
            close_board(app)


def test_an_empty_stack_shows_no_number_that_reads_as_a_card():
    # big "1" / "10" beside "empty: any card": a new player could not tell what the number was
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["G9", "B4", "R7", "B9"])
    try:
        for stack in ("up", "down"):
            slot = scene.table.target_by_id[f"stack:{stack}"].rect
            inside = [d for d in scene.table.decor if hasattr(d, "text") and slot.colliderect(d.text_rect())]
            texts = [d.text for d in inside]
            assert "Empty" in texts and "any card fits" in texts, texts
            assert not any(text.strip().isdigit() for text in texts), texts
    finally:
        close_board(app)
