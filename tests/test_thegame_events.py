"""The Game's events (engine/game.py records_events): what each move caused, said by the rules.

Over random games: every event is true to the move that caused it and is described in words; a seat's
events never carry the cards another seat drew; saves do not hold them. Signals: a caption lasts only
while its signal is true and current (rules.standing_signal). On the board: the move log says who drew,
the reverse trick and how the game ended; a spent signal loses its caption; after the game the signals
panel says the game is over."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.rules import (GAME, SHOWN_EVENTS, signal_describes, signal_words,
                                             standing_signal)
from tests.test_privacy import forbidden, strings

DEFAULT_GAMES = 250


def jump(s, action):
    """How far a play moves its stack on (the reverse trick moves it back: less than nothing)."""
    top = s.up if action["stack"] == "up" else s.down
    if top is None:
        return 5
    d = int(action["card"][1:]) - int(top[1:])
    return d if action["stack"] == "up" else -d


def random_games(n, seed=7):
    """(before, action, after) over `n` games of 2 to 5 seats, either version: half the games random,
    half laying the closest card (those get far enough to empty the pile and the hands)."""
    rng = random.Random(seed)
    for g in range(n):
        s = GAME.new_state(2 + g % 4, g, {"professional": g % 5 == 4})
        careful = g % 2 == 1
        while s.to_move is not None:
            legal = GAME.legal_actions(s)
            plays = [a for a in legal if a["type"] == "play"]
            if careful and plays and (s.placed == 0 or min(jump(s, a) for a in plays) <= 1):
                action = min(plays, key=lambda a: (jump(s, a), rng.random()))
            elif careful and {"type": "end_turn"} in legal and rng.random() < 0.8:
                action = {"type": "end_turn"}
            else:
                action = rng.choice(legal)
            after = GAME.apply(s, action)
            yield s, action, after
            s = after


def test_every_event_is_true_to_its_move_and_said_in_words(n_games):
    assert GAME.records_events
    seen = set()
    for before, action, after in random_games(n_games or DEFAULT_GAMES):
        events = GAME.events(after, None)
        kinds = [e["kind"] for e in events]
        seen.update(kinds)
        seat = before.to_move
        for e in events:
            words = GAME.describe_event(e, after.seats)
            assert e["kind"] in SHOWN_EVENTS and isinstance(words, str) and len(words) > 8, e
        # each kind says what really happened, and happens exactly when it should
        drawn = [c for c in after.hands[seat] if c not in before.hands[seat]]
        assert ("cards_drawn" in kinds) == bool(drawn)
        if drawn:
            e = next(e for e in after.caused if e["kind"] == "cards_drawn")
            assert e["seat"] == seat and e["cards"] == drawn and e["count"] == len(drawn)
            assert e["left"] == len(after.pile)
        assert ("pile_emptied" in kinds) == (bool(before.pile) and not after.pile)
        turned = False
        if action["type"] == "play":
            top = before.up if action["stack"] == "up" else before.down
            n, card = int(action["card"][1:]), action["card"]
            turned = top is not None and (n < int(top[1:]) if action["stack"] == "up" else n > int(top[1:]))
            if turned:
                assert card[0] == top[0]     # only the reverse trick goes back
        assert ("stack_turned_back" in kinds) == turned
        assert ("game_won" in kinds) == (after.outcome == "won")
        assert ("game_lost" in kinds) == (after.outcome == "lost")
        assert ("hand_emptied" in kinds) == (bool(before.hands[seat]) and not after.hands[seat]
                                            and action["type"] == "play")
    assert {"cards_drawn", "stack_turned_back", "game_lost", "pile_emptied", "hand_emptied"} <= seen


def test_a_seat_never_hears_the_cards_another_seat_drew(n_games):
    drew_own = 0
    for _, _, after in random_games(max(40, (n_games or DEFAULT_GAMES) // 6), seed=3):
        for eyes in [None] + list(range(after.seats)):
            told = strings(GAME.events(after, eyes))
            assert not told & forbidden(GAME, after, eyes), (eyes, GAME.events(after, eyes))
            if eyes is not None and any(e["kind"] == "cards_drawn" and e["seat"] == eyes and e.get("cards")
                                        for e in GAME.events(after, eyes)):
                drew_own += 1
    assert drew_own      # the drawer itself is told its cards


def test_events_are_not_saved_and_a_loaded_state_starts_with_none():
    s = GAME.new_state(3, 4)
    s = GAME.apply(s, GAME.legal_actions(s)[0])
    s = GAME.apply(s, {"type": "end_turn"} if {"type": "end_turn"} in GAME.legal_actions(s)
                   else GAME.legal_actions(s)[0])
    assert s.caused
    assert "caused" not in GAME.dump(s) and "caused" not in str(GAME.dump(s))
    assert GAME.load(GAME.dump(s)).caused == []
    assert GAME.new_state(3, 4).caused == []


# --- signals last while they are true and current -----------------------------------------------------------

def test_a_standing_hand_signal_is_always_true_and_a_stale_one_is_dropped(n_games):
    spent = 0
    for _, _, after in random_games(max(60, (n_games or DEFAULT_GAMES) // 3), seed=11):
        view = GAME.view(after, None)
        for seat in range(after.seats):
            sig = standing_signal(view, seat)
            last = next((x for x in reversed(after.signals) if x["seat"] == seat), None)
            if after.outcome is not None:
                assert sig is None
                continue
            if sig is not None:
                assert sig == last
                if "colour" in sig["text"]:        # what the caption says is still in the hand
                    assert any(signal_describes(sig["text"], c) for c in after.hands[seat])
                if "ask" in sig["text"]:
                    # a request is heard until the seat's next turn; a statement of what the seat holds
                    # stands while true (review 15: said once, not every turn)
                    assert not any(h[0] == seat and h[3] > sig["turn"] for h in after.history)
                    assert not (after.to_move == seat and after.turn > sig["turn"])
            elif last is not None and "colour" in last["text"] and any(
                    h[0] == seat and h[3] > last["turn"] and signal_describes(last["text"], h[1])
                    for h in after.history):
                spent += 1                         # the stale caption the issue saw: gone
    assert spent


# --- on the board ---------------------------------------------------------------------------------------------

def labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def spent_signal_actions(seed=0):
    """Moves of a 2-seat game after which the bot seat (1) has said "I have a ... card", then laid that
    card on a later turn, and it is the person's (seat 0) turn: the old board still showed the words."""
    rng = random.Random(seed)
    for g in range(500):
        s, acts = GAME.new_state(2, g), []
        while s.to_move is not None:
            v = GAME.view(s, None)
            last = next((x for x in reversed(s.signals) if x["seat"] == 1), None)
            if (s.to_move == 0 and s.placed == 0 and last and "colour" in last["text"]
                    and any(h[0] == 1 and h[3] > last["turn"] and signal_describes(last["text"], h[1])
                            for h in s.history)
                    and not any(x["seat"] == 0 for x in s.signals)):
                return g, acts, signal_words(last["text"])
            legal = GAME.legal_actions(s)
            if v["to_move"] == 0:     # the person stays silent, so only seat 1's words are on the table
                legal = [a for a in legal if a["type"] != "signal"] or legal
            a = rng.choice(legal)
            acts.append(a)
            s = GAME.apply(s, a)
    raise AssertionError("no such game found")


@pytest.mark.ui
def test_the_board_drops_a_spent_signal_and_logs_what_moves_caused():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    seed, acts, words = spent_signal_actions()
    match = Match("thegame", ["human:Tess", "bot:random"], seed=seed)
    for a in acts:
        match.play(a)
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        assert not any(words in text for text in labels(scene)), labels(scene)
        # the log says what the moves caused, in the seats' names
        lines = [text for _, text in scene._log_lines()]
        assert any(" \u2014 " in line and " drawing " in line and line.rstrip().endswith(" left)") for line in lines)
        # and a signal that still stands is shown (the check can see a caption): a request of yours on its
        # stack's tag, once (session 32's review: "You said: …" after your hand too)
        assert scene.act({"type": "signal", "text": {"stack": "up", "ask": "leave"}})
        for _ in range(3):
            app.step(1 / 60)
        assert [text for text in labels(scene) if "leave \u25b2 alone" in text.lower()] == \
            ["You asked: leave \u25b2 alone"], labels(scene)
    finally:
        close_board(app)


@pytest.mark.ui
def test_after_the_game_the_signals_panel_says_it_is_over():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    for k in range(5, 60):      # a random game that Tess, the person, is the one to lose
        rng = random.Random(k)
        match = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=11)
        while not match.over:
            match.play(rng.choice(match.legal_actions()))
        if any(e["kind"] == "game_lost" and e["seat"] == 0 for e in match.state.caused):
            break
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        texts = labels(scene)
        # the signals panel's place shows the others' hands once the game is lost (session 17; after a win,
        # with every hand empty, it says "The game is over.": test_thegame_s17_endhands)
        assert "Their hands at the end" in texts and "Signals are for your turn." not in texts
        lines = [text for _, text in scene._log_lines()]
        assert "You can lay none of your cards: the game is lost" in lines[-1]     # the person is "You"
    finally:
        close_board(app)


# --- a signal given after laying its colour stands ------------------------------------------------------------

LAID_THEN_SAID = ["B2", "R5", "B9", "R6"]     # Tess holds blue 2 and blue 9; the bot red 5 and red 6


def laid_then_said(match):
    """Tess lays blue 2 and ends her turn; the bot lays red 5, then says it has a middle red card (red 6,
    still in its hand), and ends its turn."""
    for a in ({"type": "play", "card": "B2", "stack": "up"}, {"type": "end_turn"},
              {"type": "play", "card": "R5", "stack": "up"},
              {"type": "signal", "text": {"colour": "R", "height": "middle"}}, {"type": "end_turn"}):
        match.play(a)


def test_a_colour_signal_said_after_laying_that_colour_stands_until_a_card_it_speaks_of_is_laid():
    match = Match("thegame", ["human:Tess", "bot:random"], stacked=LAID_THEN_SAID)
    laid_then_said(match)
    view = GAME.view(match.state, 0)
    assert "R6" not in [h[1] for h in view["history"]] and standing_signal(view, 1)["text"] == {"colour": "R", "height": "middle"}
    # red 6 laid after the words: they are spent
    match.play({"type": "play", "card": "B9", "stack": "up"})
    match.play({"type": "end_turn"})
    match.play({"type": "play", "card": "R6", "stack": "down"})
    assert standing_signal(GAME.view(match.state, 0), 1) is None


def test_i_can_turn_it_back_goes_once_the_top_it_spoke_of_is_covered():
    """Tess lays blue 2 on ▼; back to her, holding blue 9 she says "I can turn the descending stack back"
    and lays it there: the words are spent at once, not at her next turn (the caption stayed)."""
    match = Match("thegame", ["human:Tess", "bot:random"], stacked=LAID_THEN_SAID)
    for a in ({"type": "play", "card": "B2", "stack": "down"}, {"type": "end_turn"},
              {"type": "play", "card": "R6", "stack": "up"}, {"type": "end_turn"},
              {"type": "signal", "text": {"stack": "down", "ask": "reverse"}}):
        match.play(a)
    assert standing_signal(GAME.view(match.state, 1), 0)["text"] == {"stack": "down", "ask": "reverse"}
    match.play({"type": "play", "card": "B9", "stack": "down"})
    assert match.state.to_move == 0                      # her turn goes on: only the card ended the words
    for seat in (0, 1):
        assert standing_signal(GAME.view(match.state, seat), 0) is None


@pytest.mark.ui
def test_the_board_captions_a_signal_said_after_laying_that_colour():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    match = Match("thegame", ["human:Tess", "bot:random"], stacked=LAID_THEN_SAID)
    laid_then_said(match)
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        assert "Bot 2 said: \u201cI have a middle red card\u201d" in labels(scene), labels(scene)
        lines = [text for _, text in scene._log_lines()]
        said = next(i for i, line in enumerate(lines) if "says" in line)
        assert "lays red 5" in lines[said - 1]      # the log tells it in the order it happened
    finally:
        close_board(app)


def test_a_save_keeps_its_form_and_a_loaded_game_still_captions_in_order(tmp_path):
    """The signal's count of cards down is not in the saved state (saves written before it still load);
    the loaded match replays its moves, so the caption is as it was."""
    from quash_table.engine.saves import load_match, save_match
    match = Match("thegame", ["human:Tess", "bot:random"], stacked=LAID_THEN_SAID)
    laid_then_said(match)
    assert all("laid" not in x for x in GAME.dump(match.state)["signals"])
    path = tmp_path / "g.json"
    save_match(match, path)
    again = load_match(path)
    assert standing_signal(GAME.view(again.state, 0), 1)["text"] == {"colour": "R", "height": "middle"}


def test_a_reverse_trick_says_by_how_much_it_turns_the_stack_back_and_what_that_gains():
    """A bot's opening laid green 4 on the empty descending stack and green 10 straight on it: the log said
    only "turning it back from green 4 (the reverse trick)", and the far jump down read as a waste. The
    rules' event now carries how far the stack goes back, and its line says so and what it gains."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from quash_table.games.thegame.rules import GAME
    from quash_table.ui.narration import MoveLogBook
    from quash_table.ui.session import MatchSession
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    d.update(hands=[["G4", "G10"], ["R2", "R3"]], pile=["Y5", "Y6", "B1"], up=None, down=None, placed=0,
             history=[])
    after = GAME.apply(GAME.apply(GAME.load(d), {"type": "play", "card": "G4", "stack": "down"}),
                       {"type": "play", "card": "G10", "stack": "down"})
    event = next(e for e in GAME.events(after, None) if e["kind"] == "stack_turned_back")
    assert event["by"] == 6
    words = GAME.describe_event(event, 2)
    # (review 22: one sentence, the figure said once; it ran to five lines of the Moves log)
    assert words == "Seat 1 lays green 10 on green 4, turning \u25bc back by 6 (the reverse trick)", words
    # and in the move log of a real game, every trick a bot plays says its own figure
    told = 0
    for seed in range(12):
        m = Match("thegame", ["bot:normal", "bot:normal"], seed=seed)
        bots = [make_bot("thegame", "normal", seat) for seat in range(2)]
        while not m.over:
            m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))
        # (a game's later tricks leave out "(the reverse trick)", session 33)
        entries = [w for _, w in MoveLogBook(MatchSession(m, autosave=False)).entries() if " back by " in w]
        for words in entries:
            by = int(words.split(" back by ")[1].split()[0])
            assert by >= 1, words
            told += 1
        if told >= 3:
            break
    assert told >= 3
