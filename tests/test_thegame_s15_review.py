"""Review 15 (a new player's): The Game's summary, hint, bots, pass-and-play and undo."""

import random

from quash_table.engine.match import Match
from quash_table.games.thegame.analysis import analyze_match, verdict_lines

ASK_UP = {"stack": "up", "ask": "leave"}


def forced_onto_a_left_alone_stack():
    """A match (two humans) in which seat 1 asked to leave ▲ alone and seat 0 then laid there with no other
    move (its turn's first card, nothing fitting ▼): the rules' own event says so."""
    for seed in range(60):
        match = Match("thegame", ["human:Ann", "human:Ben"], seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if match.over:
                break
            legal = match.legal_actions()
            ask = {"type": "signal", "text": ASK_UP}
            if match.to_move == 1 and ask in legal:
                match.play(ask)
                continue
            plays = [a for a in legal if a["type"] == "play"]
            if (match.to_move == 0 and match.state.placed == 0 and plays
                    and all(a["stack"] == "up" for a in plays)
                    and any(x["text"] == ASK_UP and x["seat"] == 1 for x in match.state.signals)):
                match.play(plays[0])
                if any(e["kind"] == "left_alone_played" and e["else"] == "none" for e in match.state.caused):
                    return match
                continue
            match.play(rng.choice([a for a in legal if a["type"] != "signal"]))
    raise AssertionError("no deal gave a forced play on a stack asked to be left alone")


def test_a_forced_play_on_a_left_alone_stack_is_told_by_the_verdict_not_denied():
    """26/27.png: Bot 4 had no other move than ▲, which you asked to be left alone (the log said so), and
    the summary said "Nobody laid on a stack a team-mate asked to leave alone"."""
    match = forced_onto_a_left_alone_stack()
    index = len(match.actions) - 1
    a = analyze_match(match, seconds=0.5)
    lines = verdict_lines(a, lambda k: match.seats[k]["name"])
    assert not any(line.startswith("Nobody laid") for line in lines), lines
    told = f"At move {index + 1}, Ann laid on \u25b2 though asked to leave it: Ann had no other move"
    assert any(line.startswith(told) for line in lines), lines


def test_free_and_forced_plays_on_left_alone_stacks_are_told_apart():
    lines = verdict_lines({"winnable": False, "asked_leave": True,
                           "broken_asks": [(4, 1, "down", "none"), (9, 0, "up", "free"), (12, 0, "up", "free")]},
                          lambda k: f"P{k}")
    assert "At move 10, P0 laid on \u25b2 though asked to leave it, with another move open (2 times in all)." in lines
    assert "At move 5, P1 laid on \u25bc though asked to leave it: P1 had no other move." in lines


def test_the_verdict_says_when_the_move_it_names_was_the_hints(monkeypatch):
    """14.png: "your ending the turn ended that; only red 6 on ▼ kept it open" after the hint had said "End
    your turn". The screen knows which moves followed a hint shown for that very position; the verdict says
    the hint chose that move too, instead of leaving the blame on the player who followed it."""
    import pygame

    from quash_table.games.thegame import scene as scene_mod
    from tests.ui_helpers import ask_hint, button, centre, click, close_board, drag, make_app, board, settle
    from tests.ui_helpers import step_until, target_rect

    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    app = make_app()
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        m = scene.session.match
        ask_hint(app, scene)                          # the H key
        h = scene.hints.current
        action, index = h["action"], len(m.actions)
        if action["type"] == "play":                  # the hinted move, by the mouse
            pid = next(p.id for p in scene.table.pieces if p.key == action["card"])
            drag(app, centre(scene.table.piece_by_id[pid].home), centre(target_rect(scene, h["target"])))
        else:
            click(app, centre(button(scene, h["button"]).rect))
        settle(app, scene)
        assert m.actions[index] == action and scene.session.followed_hint(index)
        other = next(a for a in m.legal_actions() if a["type"] != "signal")
        scene.session.play(other)
        assert not scene.session.followed_hint(index + 1)         # no hint was shown for that one
        while not m.over:
            m.play(next(a for a in m.legal_actions() if a["type"] != "signal"))

        def analysed(match, seconds=5.0):   # a loss whose last winning line closed at the hinted move
            return {"winnable": True, "outcome": "lost", "broken_asks": [], "asked_leave": False,
                    "turning": {"index": index, "seat": 0, "action": action, "instead": other,
                                "choices": 2, "kept": 1}}
        monkeypatch.setattr(scene_mod, "analyze_match", analysed)
        step_until(app, lambda: scene.summary_notes() != [scene.CHECKING], timeout=10)
        notes = scene.summary_notes()
        # (after the lead, why it was lost, and what would have kept a win open: session 34)
        assert notes[2].startswith("The hint had advised what you did ("), notes
    finally:
        close_board(app)
        pygame.display.quit()


def after_announced_reverse(bot_hand, your_hand=("Y10", "Y7")):
    """06.png: you laid yellow 3 on ▼ and said "I can turn ▼ back" (holding yellow 10); ▲ is empty and the
    bot after you is to move with `bot_hand`; the rest of the deck in the pile."""
    from quash_table.games.thegame.rules import DECK, GAME
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    history = [[0, "Y3", "down", 0]]
    used = set(bot_hand) | set(your_hand) | {"Y3"}
    d.update(hands=[list(your_hand), list(bot_hand)], up=None, down="Y3", placed=0, turn=1, to_move=1,
             history=history, pile=[c for c in DECK if c not in used],
             signals=[{"seat": 0, "turn": 0, "laid": 1, "text": {"stack": "down", "ask": "reverse"}}])
    return GAME, GAME.load(d)


def nothing_else_fits(game, state, hand):
    """`state` with ▲ at green 10 (laid before the signal) and the bot holding `hand`: of yellow 9 and blue 5
    only the trick on ▼ fits. (A dump leaves out when a signal was said: it is put back.)"""
    d = game.dump(state)
    d["up"] = "G10"
    d["hands"][1] = list(hand)
    d["history"] = [[1, "G10", "up", 0]] + d["history"]
    d["signals"] = [dict(x, laid=2) for x in d["signals"]]
    forced = game.load(d)
    from quash_table.games.thegame.rules import standing_signal
    assert standing_signal(game.view(forced, None), 0) is not None      # the announcement stands
    return forced


def test_a_bot_does_not_use_up_the_reverse_trick_a_teammate_just_announced():
    """06.png: "I can turn ▼ back" (holding yellow 10), and Bot 2 laid yellow 9 on the yellow 3 at once,
    turning ▼ back itself and leaving the announced trick worth 1. The bots now leave that stack's trick to
    the seat that announced it while they have another move; with none, they still lay it."""
    from quash_table.bots import make_bot
    for level in ("normal", "normal-silent"):
        game, state = after_announced_reverse(["Y9", "G8", "R4", "B10", "R9", "B4", "P9"])
        bot = make_bot("thegame", level, 1, 3)
        action = bot.choose(game.view(state, 1), game.legal_actions(state))
        assert not (action["type"] == "play" and action["stack"] == "down" and action["card"] == "Y9"), action
        # with nothing else that fits anywhere but that trick, the bot lays it: the team must not lose over it
        forced = nothing_else_fits(game, state, ["Y9", "B5"])
        action = make_bot("thegame", level, 1, 3).choose(game.view(forced, 1), game.legal_actions(forced))
        assert action == {"type": "play", "card": "Y9", "stack": "down"}, action


def test_undo_says_what_it_took_back_and_what_it_takes_back_next():
    """64.png: lay blue 7, say "I have a middle blue card", press U: only the signal went back and the board
    said "Your last move was taken back", with the blue 7 still on the stack. It now names both."""
    import pygame

    from quash_table.games.thegame.rules import STACK_ARROWS, card_words, signal_words
    from tests.ui_helpers import centre, click, close_board, drag, key, open_board, settle, target_rect

    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], seed=2)
    try:
        m = scene.session.match
        play = next(a for a in m.legal_actions() if a["type"] == "play")
        pid = next(p.id for p in scene.table.pieces if p.key == play["card"])
        drag(app, centre(scene.table.piece_by_id[pid].home), centre(target_rect(scene, f"stack:{play['stack']}")))
        settle(app, scene)
        assert m.actions == [play]
        sig = next(b for b in scene.table.buttons if b.id.startswith("signal:") and b.enabled)
        click(app, centre(sig.rect))
        settle(app, scene)
        said = m.actions[-1]
        assert said["type"] == "signal" and len(m.actions) == 2
        laid = f"your {card_words(play['card'])} on {STACK_ARROWS[play['stack']]}"
        key(app, pygame.K_u)
        assert m.actions == [play]
        text = scene.message[0]
        assert text.startswith(f"Your signal \u201c{signal_words(said['text'])}\u201d was taken back; "
                               f"U again takes back {laid}"), text
        key(app, pygame.K_u)
        assert m.actions == [] and scene.message[0].startswith(laid[:1].upper() + laid[1:] + " was taken back"), \
            scene.message[0]
        assert "U again" not in scene.message[0]
    finally:
        close_board(app)


def test_a_lost_and_a_won_game_chart_the_same_one_team_line():
    """14.png charted "You 13 / Bot 2 12" after a loss, as if the players scored against each other in a
    co-operative game, and 59.png only the team's line after a win: the summary charts the team's cards
    laid both ways (the standings' one team line). Session 24: the team's lines are the cards still to lay and
    the draw pile, both ways."""
    import pygame

    from quash_table.games.thegame.analysis import solve
    from tests.test_thegame_scene import finished_board
    from tests.ui_helpers import settle

    rng = random.Random(2)
    lost = Match("thegame", ["human:Tess", "bot:easy", "bot:easy"], seed=7)
    while not lost.over:
        lost.play(rng.choice(lost.legal_actions()))
    won = Match("thegame", ["human:Tess", "bot:normal"], seed=4)
    s = won.state
    line = []
    assert solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, False, seconds=10, line=line) is True
    for action in line:
        won.play(action)
    assert lost.game.result(lost.state)["winners"] == [] and won.game.result(won.state)["winners"]
    for match in (lost, won):
        app, scene = finished_board(match)
        try:
            settle(app, scene)
            series, _labels, x_title, _title = scene.score_series()
            # session 24: the team's cards still to lay (and the pile), never a line per seat
            assert [name for name, _ in series] == ["Still to lay", "In the draw pile"]
            assert series[0][1][-1] == 50 - match.state.laid
        finally:
            app.pop()
            pygame.display.quit()


def test_pass_and_play_shows_the_card_that_ended_the_turn_before_the_curtain():
    """Pass-and-play: a second card ended the turn and the curtain came as it was dropped, so its mover
    never saw it land. The table, as everybody sees it (no hand), now stays on the stacks with that card
    until its mover passes the screen (session 28), and the curtain asks for the next person only then; and after the first card the prompt says the second
    ends the turn, so a signal comes first."""
    import pygame

    from tests.ui_helpers import board, centre, close_board, drag, key, make_app, settle, steps, target_rect

    app = make_app()
    scene = board(app, "thegame", ["human:Ann", "human:Ben"], seed=5)
    s = scene.session
    try:
        steps(app, 95)                                  # the curtain takes no key in its first 1.5 s
        key(app, pygame.K_RETURN)
        steps(app, 3)
        assert s.curtain is None and s.screen_seat == 0
        m = s.match
        for n in (1, 2):
            play = next(a for a in m.legal_actions() if a["type"] == "play")
            pid = next(p.id for p in scene.table.pieces if p.key == play["card"])
            drag(app, centre(scene.table.piece_by_id[pid].home), centre(target_rect(scene, f"stack:{play['stack']}")))
            if n == 1:
                settle(app, scene)
                assert scene.prompt_now() == "Lay another card (it ends your turn: signal first), or End turn"
        assert m.to_move == 1 and len(m.actions) == 2
        shown = 0
        while s.curtain is None and shown < 600:
            steps(app, 1)
            shown += 1
            assert s.screen_seat is None                # everybody's view: nobody's hand
            assert not [p for p in scene.table.pieces if p.zone.startswith("hand:") and p.code]
        # it waits for its mover's "Pass the screen" (session 28: the kit's hold), however long they look
        assert s.curtain is None and s.held_seat() == 0
        key(app, pygame.K_RETURN)
        steps(app, 3)
        assert s.curtain == 1
    finally:
        close_board(app)


def test_the_log_says_why_a_reverse_trick_a_teammate_announced_was_taken():
    """06.png: nothing explained the bot's yellow 9 on the yellow 3 after "I can turn ▼ back". The rules now
    say once that the mover took the trick the teammate's card could make, and what else it could do."""
    from quash_table.bots import make_bot
    game, state = after_announced_reverse(["Y9", "B5"])
    forced = nothing_else_fits(game, state, ["Y9", "B5"])
    action = make_bot("thegame", "normal", 1, 3).choose(game.view(forced, 1), game.legal_actions(forced))
    after = game.apply(forced, action)
    taken = [e for e in after.caused if e["kind"] == "turn_back_taken"]
    assert taken == [{"kind": "turn_back_taken", "seat": 1, "of": 0, "stack": "down", "else": "none",
                      "own_line": True}]
    assert game.describe_event(taken[0], 2) == ("Seat 2 had no other move than the reverse trick on \u25bc "
                                                "that Seat 1's card could make")
    # a free choice is told too (a person may take it): without "no other move"
    free = game.apply(state, {"type": "play", "card": "Y9", "stack": "down"})
    assert [e["else"] for e in free.caused if e["kind"] == "turn_back_taken"] == ["free"]


def test_the_rules_page_says_a_second_card_ends_the_turn_so_a_signal_comes_before_it():
    # review 15: the page said signals come "before or after laying", while the second card ends the turn at
    # once (the rules stay: saves replay as they were); the page now says when a signal can be given
    from quash_table.ui.rules_files import rules_text
    page = rules_text("thegame")
    assert "before or after laying" not in page
    assert "a second card ends your turn, so a signal comes before it" in page
