"""The Game as a fresh new player met it (round 13, second look):
- at 1024x640 with three bots, a plate's "I can turn the ascending stack back" wrapped and its second
  line ran into the ASCENDING mat's border: the stacks now start under two caption lines where a signal
  can wrap;
- a "Please leave ▲ alone" looked ignored (a bot laid a card there the next turn, without a word): a card
  laid on a stack a teammate asked to be left alone is an event, saying whether the mover had another
  move; and a bot no longer keeps off a stack for an "I can turn it back" whose top is gone (that sent it
  onto the stack asked to be left alone with another move in hand)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME, standing_signal
from quash_table.ui.widgets import Label, Panel


# --- 1. captions under the plates never reach the stacks' mats ---------------------------------------------
def match_with_a_standing_turn_back(seats):
    """A match of normal bots and a person (seat 0), at the person's turn while some bot's "I can turn
    the ascending/descending stack back" (said whenever true) stands under its plate."""
    for seed in range(200):
        match = Match("thegame", ["human:Ann"] + ["bot:normal"] * (seats - 1), seed=seed)
        bots = {k: NormalBot(GAME, k, seed=seed) for k in range(1, seats)}
        while not match.over:
            s = match.state
            if s.to_move == 0:
                view = GAME.view(s, 0)
                if any((standing_signal(view, k) or {}).get("text", {}).get("ask") == "reverse"
                       for k in range(1, seats)):
                    return match
                legal = match.legal_actions()
                match.play(next(a for a in legal if a["type"] != "signal"))
            else:
                said = [a for a in match.legal_actions() if a["type"] == "signal" and a["text"].get("ask") == "reverse"]
                match.play(said[0] if said else bots[s.to_move].choose(GAME.view(s, s.to_move),
                                                                       match.legal_actions()))
    raise AssertionError("no such position")


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_long_signal_under_a_plate_stays_clear_of_the_stacks(size):
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app, target_rect
    match = match_with_a_standing_turn_back(4)
    app = make_app(size=size)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        decor = scene.table.decor
        mats = [d.rect for d in decor if isinstance(d, Panel)
                and any(d.rect.contains(target_rect(scene, f"stack:{st}")) for st in ("up", "down"))]
        assert len(mats) == 2
        # under a plate, in the one form of what a seat said ("Bot 2 said: \u201cI can turn \u25bc back\u201d")
        captions = [d for d in decor if isinstance(d, Label) and d.text.startswith("Bot ") and "said: " in d.text]
        # its full words, or its short ones where they do not fit on one line (review 18b: "I can turn \u25bc back")
        assert any("turn the" in d.text or "back" in d.text for d in captions), [d.text for d in captions]
        for d in captions:
            for mat in mats:
                assert not d.text_rect().colliderect(mat), (d.text, d.text_rect(), mat)
    finally:
        close_board(app)


# --- 2. a card on a stack a teammate asked to be left alone -----------------------------------------------
# Ann holds yellow 2 and yellow 9, the bot green 5 and green 6; Ann then draws red 3, the bot red 4
ASKED = ["Y2", "G5", "Y9", "G6", "R3", "R4", "R8", "P3"]


def asked_match():
    """Ann lays yellow 2 on ▼ and asks the team to leave ▲ alone: the bot's green 5 and green 6 fit only ▲."""
    match = Match("thegame", ["human:Ann", "bot:normal"], stacked=ASKED)
    for a in ({"type": "play", "card": "Y2", "stack": "down"},
              {"type": "signal", "text": {"stack": "up", "ask": "leave"}}, {"type": "end_turn"}):
        match.play(a)
    return match


def test_a_card_on_a_stack_asked_to_be_left_alone_says_whether_there_was_another_move():
    match = asked_match()
    bot = NormalBot(GAME, 1, seed=0)
    move = bot.choose(GAME.view(match.state, 1), match.legal_actions())
    assert move["type"] == "play" and move["stack"] == "up"         # nothing else fits
    match.play(move)
    events = GAME.events(match.state, None)
    assert {"kind": "left_alone_played", "seat": 1, "of": [0], "stack": "up", "else": "none",
            "own_line": True} in events
    words = GAME.describe_event(next(e for e in events if e["kind"] == "left_alone_played"), 2)
    assert words == "Seat 2 had no other move than \u25b2, which Seat 1 asked the team to leave alone"
    # a second card there could have been no card: ending the turn was the other move
    second = [a for a in match.legal_actions() if a["type"] == "play" and a["stack"] == "up"]
    assert second
    match.play(second[0])
    assert {"kind": "left_alone_played", "seat": 1, "of": [0], "stack": "up", "else": "free",
            "own_line": True} in GAME.events(
        match.state, None)


def test_no_event_for_the_asker_or_once_the_request_is_gone():
    match = asked_match()
    match.play({"type": "play", "card": "G5", "stack": "up"})
    match.play({"type": "end_turn"})
    # Ann's turn again: her own request went when her turn began; her card on ▲ is no event
    match.play({"type": "play", "card": "R3", "stack": "up"} if {"type": "play", "card": "R3", "stack": "up"}
               in match.legal_actions() else next(a for a in match.legal_actions() if a["type"] == "play"))
    assert not any(e["kind"] == "left_alone_played" for e in GAME.events(match.state, None))


def test_normal_bots_play_on_a_stack_asked_to_be_left_alone_only_when_every_other_move_goes_against_words():
    """Over many games where seat 0 asks often: every card a normal bot lays on such a stack is an event
    whose "else" is "none" or "asked" (never "free"). Before, a bot heeding an "I can turn it back" whose
    top had been covered kept off that stack and laid its card on the one asked to be left alone."""
    rng = random.Random(1)
    seen = {"none": 0, "asked": 0, "free": 0}
    for seed in range(80):
        n = 2 + seed % 4
        s = GAME.new_state(n, seed=seed)
        bots = [NormalBot(GAME, k, seed=seed) for k in range(n)]
        while s.to_move is not None:
            seat, legal = s.to_move, GAME.legal_actions(s)
            said = [a for a in legal if a["type"] == "signal" and a["text"].get("ask") == "leave"]
            if seat == 0 and said:
                a = rng.choice(said)
            else:
                a = bots[seat].choose(GAME.view(s, seat), legal)
            before, s = s, GAME.apply(s, a)
            for e in GAME.events(s, None):
                if e["kind"] == "left_alone_played":
                    seen[e["else"]] += 1
                    # a free choice only where keeping off costs more than the request saves (session 50)
                    assert before.placed == 1 or e["else"] != "free" or \
                        bots[seat].reason == NormalBot.REASONS["costly"], (seed, e, a, bots[seat].reason)
    # "asked" no longer comes up here: with every other move covering a stack a teammate can turn back, the
    # bot covers that one rather than lay on the stack asked to be left alone (s19c: it laid there, "free")
    assert seen["none"] > 50 and seen["asked"] == 0, seen


@pytest.mark.ui
def test_the_log_says_the_bot_had_no_other_move():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    match = asked_match()
    match.play({"type": "play", "card": "G5", "stack": "up"})
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        entry = next(text for _, text in scene._log_lines() if "lays green 5" in text)
        assert "Bot 2 had no other move than \u25b2, which you asked the team to leave alone" in entry, entry
        assert entry.count("\u2014") <= 1, entry       # a sentence of its own, not a second dash
    finally:
        close_board(app)
        pygame.display.quit()


# --- 4. an empty stack's mat says one thing -----------------------------------------------------------------
@pytest.mark.ui
def test_an_empty_stacks_mat_does_not_name_a_starting_number():
    """"starts at 1, climbs to 10" over "Empty, any card fits" read as a contradiction (must the first
    card be a 1?): every word on an empty stack's mat agrees that any card may start it."""
    from tests.ui_helpers import close_board, open_board, target_rect
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], seed=3)
    try:
        for stack in ("up", "down"):
            slot = target_rect(scene, f"stack:{stack}")
            mat = next(d.rect for d in scene.table.decor if isinstance(d, Panel) and d.rect.contains(slot)
                       and d.rect != slot)
            words = [d.text for d in scene.table.decor if isinstance(d, Label) and mat.contains(d.text_rect())]
            assert "any card fits" in words, words
            assert not any(ch.isdigit() for w in words for ch in w), words
    finally:
        close_board(app)


# --- 5. no Scores panel in a cooperative game ---------------------------------------------------------------
@pytest.mark.ui
@pytest.mark.parametrize("game_id, seats, offered", [("thegame", ["human:Ann", "bot:normal"], False),
                                                      ("flush", ["human:Ann", "bot:normal"], True)])
def test_the_scores_panel_is_offered_only_where_there_is_more_than_one_score(game_id, seats, offered):
    """The Game's Scores panel repeated the header's count and the summary's chart ("The game is lost:
    every result is in the move log"): a cooperative game has one score, so neither the button nor C."""
    from tests.ui_helpers import close_board, key, open_board, settle
    app, scene = open_board(game_id, seats, seed=2)
    try:
        match = scene.session.match
        while not match.actions:                # a move, so a competitive game's Scores is enabled
            match.play(next(a for a in match.legal_actions() if a.get("type") != "signal"))
            settle(app, scene)
        app.step(1 / 60)
        ids = {b.id for b in scene.hud.buttons}
        assert ("hud:scores" in ids) == offered, ids
        key(app, pygame.K_c)
        assert scene.score_panel.chart_open == offered
    finally:
        close_board(app)


# --- 3. the end screen's verdict, for a new player -----------------------------------------------------------
def test_a_winnable_loss_is_worded_as_what_the_win_needed_not_as_a_reproach():
    from quash_table.games.thegame.analysis import verdict
    said = verdict({"winnable": True})
    assert "could have been won" not in said          # the old line read as "you should have won"
    assert "hidden card" in said and "many deals" in said
    assert "could not have won it" in verdict({"winnable": False})


# --- 6. the hint's arrow goes round "Your hand" ---------------------------------------------------------------
@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_hint_arrow_goes_round_your_hand_title(size):
    """The arrow from the hinted card ran up through "Your hand" to the hint bubble's corner (the line was
    cut where it crossed the words, but read as crossing them): its path now goes round the title."""
    from tests.ui_helpers import board, close_board, make_app, settle
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=7)
    try:
        settle(app, scene)
        card = scene.session.match.state.hands[0][0]
        scene.hints.display({"type": "play", "card": card, "stack": "down"}, "your only move: nothing else fits")
        for _ in range(3):
            app.step(1 / 60)
        assert scene.hints.arrow_parts()
        path = scene.hints._route[1]
        title = next(d for d in scene.table.decor if isinstance(d, Label) and d.text == "Your hand").text_rect()
        assert not any(title.clipline(u, v) for u, v in zip(path, path[1:])), (title, path)
    finally:
        close_board(app)
